# The ASC language (Ascend C .asc sources), as CANN's asc-devkit cmake/asc/asc_modules/ defines it
# for `project(x LANGUAGES ASC CXX)` after find_package(ASC): here the compiler is the
# simulator's bisheng driver (sim/tools/bisheng), which compiles .asc as host C++17 against the
# simulator and rewrites <<<>>> launches onto the kernel emulator.
if(NOT CMAKE_ASC_COMPILER)
    find_program(CMAKE_ASC_COMPILER NAMES bisheng
        PATHS "${ASCEND_CANN_PACKAGE_PATH}/bin" "$ENV{ASCEND_HOME_PATH}/bin"
        NO_DEFAULT_PATH
        DOC "ASC compiler (the CANN simulator's bisheng driver)")
endif()
mark_as_advanced(CMAKE_ASC_COMPILER)
if(NOT CMAKE_ASC_COMPILER OR NOT EXISTS "${CMAKE_ASC_COMPILER}")
    message(FATAL_ERROR "ASC: the simulator's bisheng was not found under ${ASCEND_CANN_PACKAGE_PATH}/bin "
                        "(install the simulator with cmake --install and source its set_env.sh)")
endif()

set(CMAKE_ASC_SOURCE_FILE_EXTENSIONS asc)
set(CMAKE_ASC_COMPILER_ENV_VAR "ASC")
set(CMAKE_ASC_STANDARD_DEFAULT 17)
if(CMAKE_SYSTEM_PROCESSOR MATCHES "aarch64|arm64")
    set(CMAKE_ASC_COMPILER_ARCHITECTURE_ID aarch64)
else()
    set(CMAKE_ASC_COMPILER_ARCHITECTURE_ID x86_64)
endif()

configure_file("${CMAKE_CURRENT_LIST_DIR}/CMakeASCCompiler.cmake.in"
               "${CMAKE_PLATFORM_INFO_DIR}/CMakeASCCompiler.cmake" @ONLY)
