# How CMake compiles and links the ASC language on the CANN simulator. The variables and their
# meaning follow CANN's asc-devkit cmake/asc/asc_modules/CMakeASCInformation.cmake:
#   CMAKE_ASC_ARCHITECTURES  dav-3510 (Ascend 950PR/950DT), passed as --npu-arch=; the simulator
#                            emulates no other architecture, so anything else is a configure error
#   CMAKE_ASC_RUN_MODE       npu (default) | cpu | sim. All three run on the emulator; cpu adds
#                            --run-mode=cpu (ASCENDC_CPU_DEBUG defined, cpu_debug_launch.h available)
#   CMAKE_ASC_STANDARD       17 by default
# Compiling and linking go through bisheng, which adds the simulator's include/ and, when linking,
# its runtime libraries (as the real driver links the ACL runtime into a kernel program).
include(CMakeCommonLanguageInclude)

set(CMAKE_ASC_OUTPUT_EXTENSION .o)
set(CMAKE_INCLUDE_FLAG_ASC "-I")
set(CMAKE_ASC_COMPILE_OPTIONS_PIC "-fPIC")
set(CMAKE_ASC_COMPILE_OPTIONS_PIE "-fPIE")
set(CMAKE_ASC_LINK_OPTIONS_PIE "-pie")
set(CMAKE_ASC_LINK_OPTIONS_NO_PIE "-no-pie")

if(CMAKE_BUILD_TYPE AND NOT CMAKE_BUILD_TYPE MATCHES "^(Debug|Release)$")
    message(WARNING "ASC: CMAKE_BUILD_TYPE='${CMAKE_BUILD_TYPE}' is not one CANN supports (Debug | Release).")
endif()

if(NOT DEFINED CMAKE_ASC_STANDARD OR CMAKE_ASC_STANDARD STREQUAL "")
    set(CMAKE_ASC_STANDARD "${CMAKE_ASC_STANDARD_DEFAULT}")
endif()
if(NOT CMAKE_ASC_STANDARD MATCHES "^[0-9]+$")
    message(FATAL_ERROR "ASC: CMAKE_ASC_STANDARD='${CMAKE_ASC_STANDARD}' must be a number such as 17 or 20.")
endif()

set(_ascsim_supported_archs dav-3510)
if(NOT DEFINED CMAKE_ASC_ARCHITECTURES OR CMAKE_ASC_ARCHITECTURES STREQUAL "")
    set(CMAKE_ASC_ARCHITECTURES dav-3510)
endif()
foreach(_arch ${CMAKE_ASC_ARCHITECTURES})
    if(NOT _arch IN_LIST _ascsim_supported_archs)
        message(FATAL_ERROR "ASC: CMAKE_ASC_ARCHITECTURES='${CMAKE_ASC_ARCHITECTURES}' is not supported by the CANN "
                            "simulator, which emulates ${_ascsim_supported_archs} (Ascend 950PR/950DT) only: "
                            "configure with -DCMAKE_ASC_ARCHITECTURES=dav-3510")
    endif()
endforeach()

if(NOT DEFINED CMAKE_ASC_RUN_MODE OR CMAKE_ASC_RUN_MODE STREQUAL "")
    set(CMAKE_ASC_RUN_MODE npu)
endif()
if(NOT CMAKE_ASC_RUN_MODE MATCHES "^(npu|cpu|sim)$")
    message(FATAL_ERROR "ASC: CMAKE_ASC_RUN_MODE='${CMAKE_ASC_RUN_MODE}' is not supported: use npu, cpu or sim "
                        "(all three run on the simulator's kernel emulator)")
endif()

if(NOT DEFINED CMAKE_ASC_FLAGS_DEBUG_INIT)
    set(CMAKE_ASC_FLAGS_DEBUG_INIT "-O0 -g")
endif()
if(NOT DEFINED CMAKE_ASC_FLAGS_RELEASE_INIT)
    set(CMAKE_ASC_FLAGS_RELEASE_INIT "-O3 -DNDEBUG")
endif()
set(CMAKE_ASC_FLAGS_INIT "$ENV{ASCFLAGS} ${CMAKE_ASC_FLAGS_INIT}")
cmake_initialize_per_config_variable(CMAKE_ASC_FLAGS "Flags used by the ASC compiler")
string(APPEND CMAKE_ASC_FLAGS " --npu-arch=${CMAKE_ASC_ARCHITECTURES}")
if(CMAKE_ASC_RUN_MODE STREQUAL "cpu")
    string(APPEND CMAKE_ASC_FLAGS " --run-mode=cpu")
endif()

option(CMAKE_ASC_ENABLE_SIMT "Compile ASC sources with SIMT support (--enable-simt; not emulated)" OFF)
set(_ascsim_simt_flag "")
if(CMAKE_ASC_ENABLE_SIMT)
    set(_ascsim_simt_flag "--enable-simt")
endif()

# gcc-style dependency files (bisheng passes -MD/-MT/-MF to the host compiler).
set(CMAKE_DEPFILE_FLAGS_ASC "-MD -MT <DEP_TARGET> -MF <DEP_FILE>")
if((NOT DEFINED CMAKE_DEPENDS_USE_COMPILER OR CMAKE_DEPENDS_USE_COMPILER) AND CMAKE_GENERATOR MATCHES "Makefiles|WMake")
    set(CMAKE_ASC_DEPFILE_FORMAT gcc)
    set(CMAKE_ASC_DEPENDS_USE_COMPILER TRUE)
endif()

set(CMAKE_SHARED_LIBRARY_CREATE_ASC_FLAGS "-shared")
set(CMAKE_SHARED_LIBRARY_SONAME_ASC_FLAG "-Wl,-soname,")
set(CMAKE_SHARED_LIBRARY_RUNTIME_ASC_FLAG "-Wl,-rpath,")
set(CMAKE_SHARED_LIBRARY_RUNTIME_ASC_FLAG_SEP ":")
set(CMAKE_EXECUTABLE_RUNTIME_ASC_FLAG "-Wl,-rpath,")
set(CMAKE_EXECUTABLE_RUNTIME_ASC_FLAG_SEP ":")

set(CMAKE_ASC_COMPILE_OBJECT
    "<CMAKE_ASC_COMPILER> <DEFINES> <INCLUDES> ${_ascsim_simt_flag} -std=c++${CMAKE_ASC_STANDARD} <FLAGS> -o <OBJECT> -c --asc-aicore-lang <SOURCE>")
set(CMAKE_ASC_CREATE_PREPROCESSED_SOURCE
    "<CMAKE_ASC_COMPILER> <DEFINES> <INCLUDES> -std=c++${CMAKE_ASC_STANDARD} <FLAGS> -E --asc-aicore-lang <SOURCE> > <PREPROCESSED_SOURCE>")
set(CMAKE_ASC_ARCHIVE_CREATE "<CMAKE_AR> qc <TARGET> <LINK_FLAGS> <OBJECTS>")
set(CMAKE_ASC_ARCHIVE_APPEND "<CMAKE_AR> q <TARGET> <LINK_FLAGS> <OBJECTS>")
set(CMAKE_ASC_ARCHIVE_FINISH "<CMAKE_RANLIB> <TARGET>")
set(CMAKE_ASC_LINK_EXECUTABLE
    "<CMAKE_ASC_COMPILER> <FLAGS> <CMAKE_ASC_LINK_FLAGS> <LINK_FLAGS> <OBJECTS> -o <TARGET> <LINK_LIBRARIES>")
set(CMAKE_ASC_CREATE_SHARED_LIBRARY
    "<CMAKE_ASC_COMPILER> <CMAKE_SHARED_LIBRARY_ASC_FLAGS> <LANGUAGE_COMPILE_FLAGS> <LINK_FLAGS> <CMAKE_SHARED_LIBRARY_CREATE_ASC_FLAGS> <SONAME_FLAG><TARGET_SONAME> -o <TARGET> <OBJECTS> <LINK_LIBRARIES>")
set(CMAKE_ASC_CREATE_SHARED_MODULE "${CMAKE_ASC_CREATE_SHARED_LIBRARY}")

set(CMAKE_ASC_INFORMATION_LOADED 1)
