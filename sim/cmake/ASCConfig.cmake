# find_package(ASC) for the CANN simulator. Provides what the real ASC package provides to a
# custom-operator project (asc-devkit cmake/asc/fwk_modules/config.cmake and func.cmake):
# ASCEND_AUTOGEN_PATH, ASCEND_CANN_PACKAGE_PATH and the npu_op_* functions.
#
# Two ways in:
#  * in-tree: a project that did add_subdirectory(<repo>/sim) first (the sim's targets exist);
#  * installed: <prefix>/lib64/cmake/ASC/ASCConfig.cmake after `cmake --install` of sim/.
get_filename_component(_ascsim_cmake_dir "${CMAKE_CURRENT_LIST_FILE}" DIRECTORY)

set(ASC_FOUND TRUE)
set(ASCEND_SIMULATOR TRUE)
set(ASCSIM_CMAKE_DIR "${_ascsim_cmake_dir}")

if(TARGET ascendcl AND TARGET nnopbase)
    set(ASCSIM_MODE in_tree)
    get_filename_component(ASCSIM_SOURCE_ROOT "${_ascsim_cmake_dir}/.." ABSOLUTE)
    set(ASCEND_CANN_PACKAGE_PATH "${ASCSIM_SOURCE_ROOT}")
    set(ASCSIM_OPBUILD_SOURCE_DIR "${ASCSIM_SOURCE_ROOT}/src/opbuild")
    # The generator is built at configure time, before the sim's libraries: from their sources
    # (registry, platform, and the runtime's logger for the dlog functions host code logs through).
    set(ASCSIM_GENERATOR_INCLUDES
        "${ASCSIM_SOURCE_ROOT}/include"
        "${ASCSIM_SOURCE_ROOT}/src/registry/include"
        "${ASCSIM_SOURCE_ROOT}/src/platform/include"
        "${ASCSIM_SOURCE_ROOT}/src/runtime/include"
        "${ASCSIM_SOURCE_ROOT}/src/runtime")
    file(GLOB ASCSIM_GENERATOR_LIB_SOURCES
        "${ASCSIM_SOURCE_ROOT}/src/registry/*.cpp"
        "${ASCSIM_SOURCE_ROOT}/src/platform/*.cpp")
    list(APPEND ASCSIM_GENERATOR_LIB_SOURCES "${ASCSIM_SOURCE_ROOT}/src/runtime/log.cpp")
    set(ASCSIM_GENERATOR_LINK "")
    foreach(_lib ascendcl platform register ascendc_kernel_sim nnopbase)
        set(ASCSIM_T_${_lib} ${_lib})
    endforeach()
else()
    set(ASCSIM_MODE installed)
    get_filename_component(ASCEND_CANN_PACKAGE_PATH "${_ascsim_cmake_dir}/../../.." ABSOLUTE)
    if(NOT EXISTS "${ASCEND_CANN_PACKAGE_PATH}/lib64/libascendcl.so")
        set(ASC_FOUND FALSE)
        set(ASC_NOT_FOUND_MESSAGE "CANN simulator: neither built in-tree (add_subdirectory(sim) first) nor installed at ${ASCEND_CANN_PACKAGE_PATH}")
        return()
    endif()
    set(ASCSIM_OPBUILD_SOURCE_DIR "${ASCEND_CANN_PACKAGE_PATH}/share/ascend_sim/opbuild")
    set(ASCSIM_GENERATOR_INCLUDES "${ASCEND_CANN_PACKAGE_PATH}/include" "${ASCEND_CANN_PACKAGE_PATH}/include/ascsim_internal")
    set(ASCSIM_GENERATOR_LIB_SOURCES "")
    set(ASCSIM_GENERATOR_LINK "-L${ASCEND_CANN_PACKAGE_PATH}/lib64" -lregister -lplatform -lascendcl
        "-Wl,-rpath,${ASCEND_CANN_PACKAGE_PATH}/lib64")
    # find_package(ASC) may come before project() (the ASC-language examples: find_package(ASC),
    # then project(x LANGUAGES ASC CXX)); FindThreads needs an enabled language, so plain -pthread then.
    get_property(_ascsim_langs GLOBAL PROPERTY ENABLED_LANGUAGES)
    if(_ascsim_langs)
        find_package(Threads REQUIRED)
    endif()
    # Imported under the simulator's own names: find_package(ASC) of the real toolkit defines no
    # targets called nnopbase or ascendcl (only intf_pub, below), so an application linking
    # "nnopbase" gets a plain -lnnopbase here too, and needs the toolkit's include/ and lib64/
    # itself, as on CANN.
    foreach(_lib ascendcl platform register ascendc_kernel_sim nnopbase)
        set(ASCSIM_T_${_lib} ascsim::${_lib})
        if(NOT TARGET ascsim::${_lib})
            add_library(ascsim::${_lib} SHARED IMPORTED)
            set_target_properties(ascsim::${_lib} PROPERTIES
                IMPORTED_LOCATION "${ASCEND_CANN_PACKAGE_PATH}/lib64/lib${_lib}.so"
                INTERFACE_INCLUDE_DIRECTORIES "${ASCEND_CANN_PACKAGE_PATH}/include;${ASCEND_CANN_PACKAGE_PATH}/include/ascsim_internal")
        endif()
    endforeach()
endif()

# What config.cmake / intf.cmake of the real modules define for a project (asc-devkit
# cmake/asc/fwk_modules/): the package install prefix and the intf_pub interface target (toolkit
# include/ and lib64/; its -D_GLIBCXX_USE_CXX11_ABI=0 is left out: the simulator's libraries use
# the default ABI, see npu_op_code_gen).
if(CMAKE_INSTALL_PREFIX_INITIALIZED_TO_DEFAULT)
    set(ASCENDC_INSTALL_PREFIX "${CMAKE_BINARY_DIR}" CACHE PATH "" FORCE)
elseif(NOT ASCENDC_INSTALL_PREFIX)
    set(ASCENDC_INSTALL_PREFIX "${CMAKE_INSTALL_PREFIX}" CACHE PATH "" FORCE)
endif()
if(NOT TARGET intf_pub)
    add_library(intf_pub INTERFACE)
    target_compile_features(intf_pub INTERFACE cxx_std_11)
    target_include_directories(intf_pub INTERFACE "${ASCEND_CANN_PACKAGE_PATH}/include")
    target_link_directories(intf_pub INTERFACE "${ASCEND_CANN_PACKAGE_PATH}/lib64")
endif()

set(ASCEND_AUTOGEN_PATH "${CMAKE_BINARY_DIR}/autogen")
file(MAKE_DIRECTORY "${ASCEND_AUTOGEN_PATH}")
if(NOT DEFINED ASCEND_COMPUTE_UNIT)
    set(ASCEND_COMPUTE_UNIT ascend950)
endif()

include("${_ascsim_cmake_dir}/asc_functions.cmake")

# The ASC language (CMakeDetermineASCCompiler.cmake & co. in asc_modules/, as CANN's
# cmake/asc/asc_modules/): project(x LANGUAGES ASC CXX) compiles .asc sources with the simulator's
# bisheng (<prefix>/bin). Only from an installed prefix, where bin/bisheng is.
if(ASCSIM_MODE STREQUAL "installed" AND EXISTS "${_ascsim_cmake_dir}/asc_modules")
    list(APPEND CMAKE_MODULE_PATH "${_ascsim_cmake_dir}/asc_modules")
endif()
message(STATUS "ASC: CANN simulator (${ASCSIM_MODE}) at ${ASCEND_CANN_PACKAGE_PATH}")
