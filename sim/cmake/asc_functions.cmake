# The official custom-operator CMake functions, for the CANN simulator. Same names and arguments
# as asc-devkit cmake/asc/fwk_modules/func.cmake (npu_op_package, npu_op_code_gen,
# npu_op_library, npu_op_kernel_sources, npu_op_kernel_library, npu_op_package_add); what they
# build is the simulator's: shared libraries that run on the CPU emulator instead of NPU
# binaries and a .run package.

# The ASCENDC_TPL kernel names follow the op type: AsinGrad -> asin_grad.
function(_ascsim_snake_case input output)
    string(REGEX REPLACE "([a-z0-9])([A-Z])" "\\1_\\2" s "${input}")
    string(REGEX REPLACE "([A-Z])([A-Z][a-z])" "\\1_\\2" s "${s}")
    string(TOLOWER "${s}" s)
    set(${output} "${s}" PARENT_SCOPE)
endfunction()

# npu_op_package(<name> TYPE RUN CONFIG INSTALL_PATH <dir>): the package libraries go to
# <install prefix>/opp/vendors/<name>/op_api/{include,lib} on `cmake --install`.
function(npu_op_package name)
    cmake_parse_arguments(PKG "" "TYPE" "CONFIG" ${ARGN})
    set_property(GLOBAL PROPERTY _ASCSIM_PKG_${name}_DEFINED TRUE)
    set_property(GLOBAL PROPERTY _ASCSIM_PKG_${name}_TYPE "${PKG_TYPE}")
    set(_dest "opp/vendors/${name}/op_api")
    set_property(GLOBAL PROPERTY _ASCSIM_PKG_${name}_DEST "${_dest}")
    if(NOT TARGET ${name})
        add_custom_target(${name} ALL COMMENT "op package ${name} (simulator build: libraries, no .run)")
    endif()
endfunction()

# npu_op_code_gen(SRC <host sources> PACKAGE <name> OUT_DIR <dir>): like opbuild, runs at
# configure time: compiles the host sources with the sim's registries and generator, runs it,
# and leaves aclnn_<op>.h/.cpp in OUT_DIR.
function(npu_op_code_gen)
    cmake_parse_arguments(OPBUILD "" "OUT_DIR;PROJECT_NAME;ACCESS_PREFIX;ENABLE_SOURCE;JOBS;PACKAGE;JOIN_OP_DEF"
                          "SRC;COMPILE_OPTIONS;LINK_OPTIONS;OPTIONS" ${ARGN})
    foreach(required SRC OUT_DIR PACKAGE)
        if(NOT DEFINED OPBUILD_${required})
            message(FATAL_ERROR "npu_op_code_gen: ${required} is required")
        endif()
    endforeach()
    message(STATUS "Opbuild generating sources (simulator)")
    file(MAKE_DIRECTORY "${OPBUILD_OUT_DIR}")
    set(_gen "${OPBUILD_OUT_DIR}/ascend_sim_opbuild")
    set(_includes "")
    foreach(dir ${ASCSIM_GENERATOR_INCLUDES})
        list(APPEND _includes "-I${dir}")
    endforeach()
    # The project's own flags too: a sanitizer build's libraries (an installed sim prefix built
    # that way) link only into an executable built the same way. Leak reports of this build tool
    # are of no interest, so they are switched off for its run.
    separate_arguments(_project_flags UNIX_COMMAND "${CMAKE_CXX_FLAGS}")
    execute_process(
        COMMAND ${CMAKE_CXX_COMPILER} ${_project_flags} -std=c++17 -O0 -w ${_includes} ${OPBUILD_COMPILE_OPTIONS}
                ${OPBUILD_SRC} ${ASCSIM_GENERATOR_LIB_SOURCES}
                "${ASCSIM_OPBUILD_SOURCE_DIR}/aclnn_codegen.cpp" "${ASCSIM_OPBUILD_SOURCE_DIR}/opbuild_main.cpp"
                -o "${_gen}" ${ASCSIM_GENERATOR_LINK} ${OPBUILD_LINK_OPTIONS} -pthread
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "opbuild: compiling the host sources failed:\n${err}")
    endif()
    execute_process(COMMAND ${CMAKE_COMMAND} -E env ASAN_OPTIONS=detect_leaks=0
                            "${_gen}" "${OPBUILD_OUT_DIR}" "${ASCEND_COMPUTE_UNIT}"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "opbuild ops error:\n${out}${err}")
    endif()
    message(STATUS "${out}")
    # The OpDef dtype columns of each op, for untemplated kernels (DTYPE_<NAME> macros).
    include("${OPBUILD_OUT_DIR}/ascsim_kernel_dtypes.cmake")
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${OPBUILD_SRC})
    set_property(GLOBAL PROPERTY _ASCSIM_PKG_${OPBUILD_PACKAGE}_CODE_GEN_DIR "${OPBUILD_OUT_DIR}")
    message(STATUS "Opbuild generating sources - done")
endfunction()

# npu_op_library(<name> TILING|ACLNN|GRAPH <sources>)
function(npu_op_library name type)
    set(_srcs ${ARGN})
    if(type STREQUAL "TILING" OR type STREQUAL "GRAPH")
        add_library(${name} SHARED ${_srcs})
        target_link_libraries(${name} PUBLIC register platform)
    elseif(type STREQUAL "ACLNN")
        if(NOT _srcs)
            message(FATAL_ERROR "npu_op_library(${name} ACLNN): no generated aclnn sources (did npu_op_code_gen run?)")
        endif()
        add_library(${name} SHARED ${_srcs})
        # The generated aclnn_<op>.h sit next to the generated sources, in the OUT_DIR of the
        # package's npu_op_code_gen: ${ASCEND_AUTOGEN_PATH} for the usual project, or a private
        # directory (a second package in the same build must not share the root's autogen/).
        set(_hdr_dirs "")
        foreach(src ${_srcs})
            get_filename_component(_src_abs "${src}" ABSOLUTE)
            get_filename_component(_dir "${_src_abs}" DIRECTORY)
            list(APPEND _hdr_dirs "${_dir}")
        endforeach()
        list(REMOVE_DUPLICATES _hdr_dirs)
        foreach(_dir ${_hdr_dirs})
            target_include_directories(${name} PUBLIC "$<BUILD_INTERFACE:${_dir}>")
        endforeach()
        set_property(GLOBAL PROPERTY _ASCSIM_LIB_${name}_HEADER_DIRS "${_hdr_dirs}")
        target_link_libraries(${name} PUBLIC nnopbase ascendcl)
    else()
        message(FATAL_ERROR "npu_op_library: type ${type} is not supported by the simulator (TILING, ACLNN, GRAPH)")
    endif()
    target_compile_features(${name} PRIVATE cxx_std_17)
    set_target_properties(${name} PROPERTIES BUILD_RPATH "$ORIGIN" INSTALL_RPATH "$ORIGIN;$ORIGIN/../../../../../lib64")
    set_property(GLOBAL PROPERTY _ASCSIM_LIB_${name}_TYPE "${type}")
endfunction()

# npu_op_kernel_sources(<target> OP_TYPE <type> KERNEL_DIR <dir> KERNEL_FILE <file> [COMPUTE_UNIT ...])
function(npu_op_kernel_sources target)
    cmake_parse_arguments(KS "" "OP_TYPE;KERNEL_DIR;KERNEL_FILE" "COMPUTE_UNIT;COMPILE_OPTIONS" ${ARGN})
    if(NOT KS_OP_TYPE OR NOT KS_KERNEL_FILE)
        message(FATAL_ERROR "npu_op_kernel_sources: OP_TYPE and KERNEL_FILE are required")
    endif()
    if(NOT KS_KERNEL_DIR)
        set(KS_KERNEL_DIR ".")
    endif()
    set_property(GLOBAL APPEND PROPERTY _ASCSIM_KERNELS_${target} "${KS_OP_TYPE}|${KS_KERNEL_DIR}|${KS_KERNEL_FILE}")
endfunction()

# npu_op_kernel_library(<target> SRC_BASE <dir> TILING_LIBRARY <lib>): one shared library with
# every kernel binary the toolchain would build: each instantiation the sources' ASCENDC_TPL_SEL
# selects (registered by tiling key), or for an untemplated kernel one copy per OpDef dtype column
# (DTYPE_<NAME> macros; registered by column, serving every tiling key).
function(npu_op_kernel_library target)
    cmake_parse_arguments(KL "" "SRC_BASE;TILING_LIBRARY" "" ${ARGN})
    if(NOT KL_SRC_BASE)
        set(KL_SRC_BASE "${CMAKE_CURRENT_SOURCE_DIR}")
    endif()
    get_property(_kernels GLOBAL PROPERTY _ASCSIM_KERNELS_${target})
    if(NOT _kernels)
        message(FATAL_ERROR "npu_op_kernel_library(${target}): no npu_op_kernel_sources registered")
    endif()
    set(_gen_dir "${CMAKE_CURRENT_BINARY_DIR}/${target}_sim_gen")
    file(MAKE_DIRECTORY "${_gen_dir}")
    set(_instances "")
    foreach(entry ${_kernels})
        string(REPLACE "|" ";" parts "${entry}")
        list(GET parts 0 op_type)
        list(GET parts 1 kernel_dir)
        list(GET parts 2 kernel_file)
        get_filename_component(_kernel_path "${KL_SRC_BASE}/${kernel_dir}/${kernel_file}" ABSOLUTE)
        _ascsim_snake_case(${op_type} kernel_func)
        # The dtype columns opbuild found in the OpDef: an untemplated kernel is compiled once per
        # column with its DTYPE_<NAME> macros (the first column's also let the generator compile).
        get_property(_columns GLOBAL PROPERTY ASCSIM_OP_${op_type}_DTYPE_COLUMNS)
        set(_first_column_defs "")
        if(_columns)
            list(GET _columns 0 _first)
            string(REPLACE "," ";" _first_column_defs "${_first}")
        endif()
        list(LENGTH _columns _column_count)
        set(_file_count ${_column_count})
        if(_file_count EQUAL 0)
            set(_file_count 1)
        endif()
        set(_enum ${target}_${kernel_func}_tpl_enumerate)
        add_executable(${_enum} "${ASCSIM_OPBUILD_SOURCE_DIR}/tpl_enumerate_main.cpp")
        target_compile_features(${_enum} PRIVATE cxx_std_17)
        target_compile_definitions(${_enum} PRIVATE ASCENDC_SIM_TPL_ENUMERATE "__NPU_ARCH__=3510"
            "ASCSIM_KERNEL_FILE=\"${_kernel_path}\"" "ASCSIM_OP_TYPE=\"${op_type}\""
            "ASCSIM_KERNEL_FUNC=${kernel_func}" ${_first_column_defs})
        target_link_libraries(${_enum} PRIVATE ascendc_kernel_sim)
        set(_prefix "${_gen_dir}/${kernel_func}_kernel_instances")
        set(_outs "")
        math(EXPR _last "${_file_count} - 1")
        foreach(i RANGE ${_last})
            list(APPEND _outs "${_prefix}_${i}.cpp")
        endforeach()
        add_custom_command(OUTPUT ${_outs}
            COMMAND ${_enum} "${_prefix}" ${_columns}
            DEPENDS ${_enum} "${_kernel_path}"
            COMMENT "Instantiating the ${op_type} kernel for the simulator")
        list(APPEND _instances ${_outs})
    endforeach()
    add_library(${target} SHARED ${_instances})
    target_compile_features(${target} PRIVATE cxx_std_17)
    target_compile_definitions(${target} PRIVATE ASCENDC_TPL_KERNEL "__NPU_ARCH__=3510")
    target_compile_options(${target} PRIVATE -O2)
    target_link_libraries(${target} PRIVATE ascendc_kernel_sim)
    set_target_properties(${target} PROPERTIES BUILD_RPATH "$ORIGIN" INSTALL_RPATH "$ORIGIN;$ORIGIN/../../../../../lib64")
    set_property(GLOBAL PROPERTY _ASCSIM_LIB_${target}_TYPE "KERNEL")
endfunction()

# npu_op_package_add(<package> LIBRARY <libs>): the package's aclnn library loads the tiling and
# kernel libraries with it (their static registrations must run), and all of them install into
# the package's op_api directory (lib/, and the aclnn_<op>.h headers in include/).
# Simulator only: with ASCSIM_SKIP_PACKAGE_INSTALL set (e.g. a test package built inside another
# project) no install rules are added.
function(npu_op_package_add package)
    cmake_parse_arguments(PA "" "" "LIBRARY" ${ARGN})
    get_property(_dest GLOBAL PROPERTY _ASCSIM_PKG_${package}_DEST)
    if(NOT _dest)
        message(FATAL_ERROR "npu_op_package_add: call npu_op_package(${package} ...) first")
    endif()
    foreach(lib ${PA_LIBRARY})
        get_property(_type GLOBAL PROPERTY _ASCSIM_LIB_${lib}_TYPE)
        if(_type STREQUAL "ACLNN")
            set_property(GLOBAL APPEND PROPERTY _ASCSIM_PKG_${package}_ACLNN ${lib})
            if(NOT ASCSIM_SKIP_PACKAGE_INSTALL)
                get_property(_hdr_dirs GLOBAL PROPERTY _ASCSIM_LIB_${lib}_HEADER_DIRS)
                foreach(_dir ${_hdr_dirs})
                    install(DIRECTORY "${_dir}/" DESTINATION "${_dest}/include" FILES_MATCHING PATTERN "aclnn_*.h")
                endforeach()
            endif()
        elseif(_type STREQUAL "TILING" OR _type STREQUAL "KERNEL")
            set_property(GLOBAL APPEND PROPERTY _ASCSIM_PKG_${package}_RUNTIME ${lib})
        endif()
        if(NOT ASCSIM_SKIP_PACKAGE_INSTALL)
            install(TARGETS ${lib} LIBRARY DESTINATION "${_dest}/lib")
        endif()
        add_dependencies(${package} ${lib})
    endforeach()
    get_property(_aclnn GLOBAL PROPERTY _ASCSIM_PKG_${package}_ACLNN)
    get_property(_runtime GLOBAL PROPERTY _ASCSIM_PKG_${package}_RUNTIME)
    get_property(_linked GLOBAL PROPERTY _ASCSIM_PKG_${package}_LINKED)
    foreach(a ${_aclnn})
        foreach(r ${_runtime})
            if(NOT "${a}:${r}" IN_LIST _linked)
                target_link_libraries(${a} PRIVATE -Wl,--no-as-needed ${r} -Wl,--as-needed)
                list(APPEND _linked "${a}:${r}")
            endif()
        endforeach()
    endforeach()
    set_property(GLOBAL PROPERTY _ASCSIM_PKG_${package}_LINKED "${_linked}")
endfunction()
