# The official custom-operator CMake functions, for the CANN simulator. Same names, arguments,
# targets (`binary`, `package`) and install layout as asc-devkit cmake/asc/fwk_modules/func.cmake
# (and the scripts it calls) for TYPE RUN packages; what they build is the simulator's: shared
# libraries that run on the CPU emulator instead of NPU binaries, in a self-extracting .run.

# The ASCENDC_TPL kernel names follow the op type: AsinGrad -> asin_grad.
function(_ascsim_snake_case input output)
    string(REGEX REPLACE "([a-z0-9])([A-Z])" "\\1_\\2" s "${input}")
    string(REGEX REPLACE "([A-Z])([A-Z][a-z])" "\\1_\\2" s "${s}")
    string(TOLOWER "${s}" s)
    set(${output} "${s}" PARENT_SCOPE)
endfunction()

# npu_op_package(<name> TYPE RUN [CONFIG <key> <value> ...]), as func.cmake's: the vendor name is
# <name> unless CONFIG VENDOR_NAME says otherwise; INSTALL_PATH (default ASCENDC_INSTALL_PREFIX, the
# build directory) becomes CMAKE_INSTALL_PREFIX and the directory the .run is written to. The
# install tree is the .run's payload: install.sh / uninstall.sh at the top, the package under
# packages/vendors/<vendor>/. `package` (CPack, External generator, like func.cmake + makeself.cmake)
# stages that tree and wraps it into custom_opp_<os id>_<arch>.run (get_system_info in func.cmake).
# Docs: asc-devkit docs/zh/guide/编程指南/高级编程/Aclnn算子工程化开发/编译与部署/基本流程.md and
# 附录/cmake函数参考.md. Only TYPE RUN is simulated (SHARED / STATIC stop with an error).
# Simulator only: with ASCSIM_SKIP_PACKAGE_INSTALL set (a test package inside another project) the
# package gets no install rules and no `package` target.
function(npu_op_package name)
    cmake_parse_arguments(PKG "" "TYPE" "CONFIG" ${ARGN})
    if(NOT PKG_TYPE)
        message(FATAL_ERROR "must provide package type for npu_op_package")
    endif()
    string(TOUPPER "${PKG_TYPE}" PKG_TYPE)
    if(NOT PKG_TYPE STREQUAL "RUN")
        message(FATAL_ERROR "npu_op_package(${name}): TYPE ${PKG_TYPE} is not simulated (RUN only)")
    endif()
    set(_vendor "${name}")
    set(_install_path "${ASCENDC_INSTALL_PREFIX}")
    set(_set_install_path FALSE)
    set(_enable_cpack TRUE)
    set(_default_name_rule TRUE)
    list(LENGTH PKG_CONFIG _n)
    math(EXPR _odd "${_n} % 2")
    if(_odd)
        message(FATAL_ERROR "npu_op_package(${name}): CONFIG takes <key> <value> pairs")
    endif()
    while(PKG_CONFIG)
        list(POP_FRONT PKG_CONFIG _key _value)
        if(_key STREQUAL "INSTALL_PATH")
            set(_install_path "${_value}")
            set(_set_install_path TRUE)
        elseif(_key STREQUAL "VENDOR_NAME")
            set(_vendor "${_value}")
        elseif(_key STREQUAL "ENABLE_CPACK")
            set(_enable_cpack "${_value}")
        elseif(_key STREQUAL "ENABLE_DEFAULT_PACKAGE_NAME_RULE")
            set(_default_name_rule "${_value}")
        elseif(_key MATCHES "^ENABLE_(SOURCE|BINARY)_PACKAGE$")
            # The simulator ships its kernel library whatever these say (no source release).
        else()
            message(WARNING "${_key} is not supported now")
        endif()
    endwhile()
    set_property(GLOBAL PROPERTY _ASCSIM_PKG_${name}_DEFINED TRUE)
    set_property(GLOBAL PROPERTY _ASCSIM_PKG_${name}_TYPE "${PKG_TYPE}")
    set_property(GLOBAL PROPERTY _ASCSIM_PKG_${name}_VENDOR "${_vendor}")
    set_property(GLOBAL PROPERTY _ASCSIM_PKG_${name}_DEST "packages/vendors/${_vendor}")
    if(ASCSIM_SKIP_PACKAGE_INSTALL)
        return()
    endif()
    if(_set_install_path AND _enable_cpack)
        set(CMAKE_INSTALL_PREFIX "${_install_path}" PARENT_SCOPE)
    endif()

    # install.sh / uninstall.sh with the vendor name written in (func.cmake: modify_vendor).
    set(_scripts "${CMAKE_BINARY_DIR}/scripts")
    file(MAKE_DIRECTORY "${_scripts}")
    foreach(_script install.sh uninstall.sh)
        file(READ "${ASCSIM_CMAKE_DIR}/scripts/${_script}" _text)
        string(REPLACE "vendor_name=customize" "vendor_name=${_vendor}" _text "${_text}")
        file(WRITE "${_scripts}/${_script}" "${_text}")
    endforeach()
    install(PROGRAMS "${_scripts}/install.sh" "${_scripts}/uninstall.sh" DESTINATION .)
    file(WRITE "${CMAKE_BINARY_DIR}/version.info" "custom_opp_version=1.0\nascend_simulator=1\n")
    install(FILES "${CMAKE_BINARY_DIR}/version.info" DESTINATION "packages/vendors/${_vendor}")

    if(_enable_cpack)
        _ascsim_system_info(_system_info)
        if(_default_name_rule)
            set(CPACK_PACKAGE_FILE_NAME "custom_opp_${_system_info}.run")
        else()
            set(CPACK_PACKAGE_FILE_NAME "${name}.run")
        endif()
        set(CPACK_PACKAGE_NAME "${CMAKE_PROJECT_NAME}")
        set(CPACK_PACKAGE_DIRECTORY "${_install_path}")
        set(CPACK_GENERATOR External)
        set(CPACK_EXTERNAL_ENABLE_STAGING TRUE)
        set(CPACK_EXTERNAL_PACKAGE_SCRIPT "${ASCSIM_CMAKE_DIR}/ascsim_makeself.cmake")
        # The package is the project's own install tree: a simulator built in the same tree
        # installs as component ascend_sim (sim/CMakeLists.txt) and stays out of the .run.
        set(CPACK_INSTALL_CMAKE_PROJECTS "${CMAKE_BINARY_DIR};${CMAKE_PROJECT_NAME};Unspecified;/")
        include(CPack)
    endif()
endfunction()

# <os id>_<processor>, as get_system_info in func.cmake (ID= of /etc/os-release).
function(_ascsim_system_info out)
    set(_id "linux")
    if(EXISTS /etc/os-release)
        file(STRINGS /etc/os-release _line REGEX "^ID=")
        if(_line)
            string(REGEX REPLACE "^ID=\"?([^\"]*)\"?$" "\\1" _id "${_line}")
        endif()
    endif()
    set(${out} "${_id}_${CMAKE_SYSTEM_PROCESSOR}" PARENT_SCOPE)
endfunction()

# ASCEND_CHECK_OPTYPE_DUPLICATE (func.cmake, default FALSE): ON makes an op type that is also a
# built-in of the toolkit (op info under $ASCEND_OPP_PATH/built-in/op_impl/ai_core/tbe/config/<soc>/,
# util/ascendc_check_optype_duplicate.py) a configure error. The simulator always warns about such a
# collision (a simulator addition: a custom package is searched before the built-ins, so it changes
# what every user of the built-in op type gets); with the switch ON it fails as the real check does.
set(ASCEND_CHECK_OPTYPE_DUPLICATE FALSE CACHE BOOL "Fail configure when a custom op type is also a built-in op")
function(_ascsim_check_optype_duplicate gen_dir)
    set(_opp "${ASCEND_CANN_PACKAGE_PATH}/opp")
    if(DEFINED ENV{ASCEND_OPP_PATH} AND IS_DIRECTORY "$ENV{ASCEND_OPP_PATH}/built-in")
        set(_opp "$ENV{ASCEND_OPP_PATH}")
    endif()
    file(STRINGS "${gen_dir}/ascsim_kernel_dtypes.cmake" _lines REGEX "ASCSIM_OP_[A-Za-z0-9_]+_DTYPE_COLUMNS")
    set(_custom "")
    foreach(_line ${_lines})
        string(REGEX REPLACE ".*ASCSIM_OP_([A-Za-z0-9_]+)_DTYPE_COLUMNS.*" "\\1" _op "${_line}")
        list(APPEND _custom "${_op}")
    endforeach()
    foreach(_unit ${ASCEND_COMPUTE_UNIT})
        file(GLOB _infos "${_opp}/built-in/op_impl/ai_core/tbe/config/${_unit}/*.json")
        set(_builtin "")
        foreach(_info ${_infos})
            # One op per line in the sim's op info files: "<OpType>": {
            file(STRINGS "${_info}" _ops REGEX "^  \"[A-Za-z0-9_]+\": ")
            foreach(_op ${_ops})
                string(REGEX REPLACE "^  \"([A-Za-z0-9_]+)\": .*" "\\1" _op "${_op}")
                list(APPEND _builtin "${_op}")
            endforeach()
        endforeach()
        set(_dups "")
        foreach(_op ${_custom})
            if(_op IN_LIST _builtin)
                list(APPEND _dups "${_op}")
            endif()
        endforeach()
        if(_dups)
            string(REPLACE ";" " " _dups "${_dups}")
            if(ASCEND_CHECK_OPTYPE_DUPLICATE)
                message(FATAL_ERROR "Error: Op '${_dups}' is DUPLICATE with built-in operators")
            endif()
            message(WARNING "op type '${_dups}' is also a built-in operator of ${_unit} "
                "(${_opp}/built-in): an installed custom package is searched first and replaces the "
                "built-in for every caller, graph mode included. Configure with "
                "-DASCEND_CHECK_OPTYPE_DUPLICATE=ON to make this an error.")
        endif()
    endforeach()
endfunction()

# The generator's fixed part (the in-tree sim's registry / platform / logger sources, the codegen and
# its main) is the same for every npu_op_code_gen of one configure with the same flags (<flags>):
# compiled once into object files (not an archive: the registries' static registrations must all be
# linked) and reused, since configure runs serially and the in-tree build has three code gens.
# The sources are split over the host's cores; execute_process runs its COMMANDs concurrently.
function(_ascsim_generator_objects out_var)
    set(_srcs ${ASCSIM_GENERATOR_LIB_SOURCES} "${ASCSIM_OPBUILD_SOURCE_DIR}/aclnn_codegen.cpp"
              "${ASCSIM_OPBUILD_SOURCE_DIR}/aclnn_attr_codegen.cpp"
              "${ASCSIM_OPBUILD_SOURCE_DIR}/opbuild_main.cpp")
    string(MD5 _key "${ARGN}|${_srcs}")
    get_property(_objs GLOBAL PROPERTY _ASCSIM_GEN_OBJS_${_key})
    if(_objs)
        set(${out_var} ${_objs} PARENT_SCOPE)
        return()
    endif()
    set(_dir "${CMAKE_BINARY_DIR}/CMakeFiles/ascsim_generator/${_key}")
    file(REMOVE_RECURSE "${_dir}")
    file(MAKE_DIRECTORY "${_dir}")
    cmake_host_system_information(RESULT _jobs QUERY NUMBER_OF_LOGICAL_CORES)
    if(_jobs LESS 1)
        set(_jobs 1)
    endif()
    set(_cmds "")
    set(_objs "")
    foreach(_j RANGE 1 ${_jobs})
        set(_part_${_j} "")
    endforeach()
    set(_i 0)
    foreach(_src ${_srcs})
        # Unique object names: two directories may hold sources of the same name.
        get_filename_component(_name "${_src}" NAME_WE)
        set(_obj "${_dir}/${_i}_${_name}.o")
        math(EXPR _j "${_i} % ${_jobs} + 1")
        list(APPEND _part_${_j} "${_src}|${_obj}")
        list(APPEND _objs "${_obj}")
        math(EXPR _i "${_i} + 1")
    endforeach()
    foreach(_j RANGE 1 ${_jobs})
        if(_part_${_j})
            # One shell per part: its sources one after another (-o needs one source per compile).
            # Newlines, not ';', between the commands: the script travels inside a CMake list.
            set(_script "set -e")
            foreach(_pair ${_part_${_j}})
                string(REPLACE "|" ";" _pair "${_pair}")
                list(GET _pair 0 _src)
                list(GET _pair 1 _obj)
                string(APPEND _script "\n\"$0\" \"$@\" -c '${_src}' -o '${_obj}' </dev/null >&2")
            endforeach()
            list(APPEND _cmds COMMAND sh -c "${_script}" ${CMAKE_CXX_COMPILER} ${ARGN})
        endif()
    endforeach()
    execute_process(${_cmds} RESULTS_VARIABLE _rcs ERROR_VARIABLE _err)
    foreach(_rc ${_rcs})
        if(NOT _rc EQUAL 0)
            message(FATAL_ERROR "opbuild: compiling the generator failed:\n${_err}")
        endif()
    endforeach()
    set_property(GLOBAL PROPERTY _ASCSIM_GEN_OBJS_${_key} ${_objs})
    set(${out_var} ${_objs} PARENT_SCOPE)
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
    # The real generator builds the host sources into libascend_all_ops.so with
    #   <c++> -fPIC -D_GLIBCXX_USE_CXX11_ABI=0 -std=c++11 <COMPILE_OPTIONS> -I<cann>/include
    # (asc-devkit cmake/asc/fwk_modules/util/compile_ascendc_all_ops_so.py). The simulator's
    # libraries are built with the default C++11 ABI, so an ABI-0 generator could not link against
    # them; each source is therefore compiled exactly that way as a check (language standard,
    # only the toolkit's public include directory, the project's COMPILE_OPTIONS after -std as
    # there), and the generator below is built with the simulator's own flags.
    foreach(_src ${OPBUILD_SRC})
        execute_process(
            COMMAND ${CMAKE_CXX_COMPILER} -fPIC -D_GLIBCXX_USE_CXX11_ABI=0 -std=c++11 ${OPBUILD_COMPILE_OPTIONS}
                    "-I${ASCEND_CANN_PACKAGE_PATH}/include" -fsyntax-only "${_src}"
            RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
        if(NOT rc EQUAL 0)
            message("compile ascend_all_ops info: ${out}")
            message(FATAL_ERROR "opbuild run failed! ${_src} does not compile as the CANN generator compiles "
                "op_host sources (-std=c++11 -D_GLIBCXX_USE_CXX11_ABI=0 -I<cann>/include):\n${err}")
        endif()
    endforeach()
    set(_gen "${OPBUILD_OUT_DIR}/ascend_sim_opbuild")
    set(_includes "")
    foreach(dir ${ASCSIM_GENERATOR_INCLUDES})
        list(APPEND _includes "-I${dir}")
    endforeach()
    # The project's own flags too: a sanitizer build's libraries (an installed sim prefix built
    # that way) link only into an executable built the same way. Leak reports of this build tool
    # are of no interest, so they are switched off for its run.
    separate_arguments(_project_flags UNIX_COMMAND "${CMAKE_CXX_FLAGS}")
    set(_gen_flags ${_project_flags} -std=c++17 -O0 -w ${_includes} ${OPBUILD_COMPILE_OPTIONS})
    _ascsim_generator_objects(_gen_objs ${_gen_flags})
    execute_process(
        COMMAND ${CMAKE_CXX_COMPILER} ${_gen_flags} ${OPBUILD_SRC} ${_gen_objs}
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
    _ascsim_check_optype_duplicate("${OPBUILD_OUT_DIR}")
    # The OpDef dtype columns of each op, for the kernels' DTYPE_<NAME> macros.
    include("${OPBUILD_OUT_DIR}/ascsim_kernel_dtypes.cmake")
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${OPBUILD_SRC})
    set_property(GLOBAL PROPERTY _ASCSIM_PKG_${OPBUILD_PACKAGE}_CODE_GEN_DIR "${OPBUILD_OUT_DIR}")
    message(STATUS "Opbuild generating sources - done")
endfunction()

# npu_op_library(<name> TILING|ACLNN|GRAPH <sources> [CONFIG ...]). func.cmake makes OBJECT
# libraries whose dependencies (intf_pub, cust_intf_pub, nnopbase, ascendcl, register, ...) are all
# PRIVATE and which export no include directories; npu_op_package_add links them into the package's shared
# libraries. The simulator builds each as a shared library at once (its tests load them in-tree)
# but gives consumers the same nothing: no include directories, no link dependencies. A consumer
# finds the generated aclnn_<op>.h in the installed op_api/include (or in ASCEND_AUTOGEN_PATH) and
# links -lnnopbase -lascendcl itself, exactly as on CANN.
function(npu_op_library name type)
    string(TOUPPER "${type}" type)
    cmake_parse_arguments(OPLIB "" "" "CONFIG" ${ARGN})
    set(_srcs ${OPLIB_UNPARSED_ARGUMENTS})
    while(OPLIB_CONFIG)
        list(POP_FRONT OPLIB_CONFIG _key _value)
        if(_key MATCHES "^SET_(OPAPI|TILING|OP_PROTO)_NAME$")
            set_property(GLOBAL PROPERTY _ASCSIM_LIB_${name}_${_key} "${_value}")
        else()
            message(WARNING "CONFIG key '${_key}' is not supported in npu_op_library")
        endif()
    endwhile()
    if(type STREQUAL "TILING" OR type STREQUAL "GRAPH")
        add_library(${name} SHARED ${_srcs})
        # func.cmake links nnopbase, exe_graph, register, tiling_api, ...; of those the sim has
        # libregister, libplatform and, for the dlog functions op host code logs through
        # (CheckLogLevel / DlogRecord, e.g. opbase's OP_LOGI), libascendcl.
        target_link_libraries(${name} PRIVATE ${ASCSIM_T_register} ${ASCSIM_T_platform} ${ASCSIM_T_ascendcl})
        if(type STREQUAL "TILING")
            target_compile_definitions(${name} PRIVATE OP_TILING_LIB)
        else()
            target_compile_definitions(${name} PRIVATE OP_PROTO_LIB)
        endif()
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
        target_include_directories(${name} PRIVATE ${_hdr_dirs})
        set_property(GLOBAL PROPERTY _ASCSIM_LIB_${name}_HEADER_DIRS "${_hdr_dirs}")
        target_link_libraries(${name} PRIVATE ${ASCSIM_T_nnopbase} ${ASCSIM_T_ascendcl})
    else()
        message(FATAL_ERROR "npu_op_library: type ${type} is not simulated (TILING, ACLNN, GRAPH)")
    endif()
    target_compile_features(${name} PRIVATE cxx_std_17)
    # As func.cmake: every op library links intf_pub and, when the project defines it, the project's
    # own interface target cust_intf_pub (its include directories, definitions, options, libraries:
    # e.g. <cann>/include/op_common for sources that include "log/log.h").
    target_link_libraries(${name} PRIVATE intf_pub $<IF:$<TARGET_EXISTS:cust_intf_pub>,cust_intf_pub,>)
    set_target_properties(${name} PROPERTIES BUILD_RPATH "$ORIGIN")
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

# Kernel code is compiled by bisheng on CANN (func.cmake's per-op kernel targets), so the simulator
# compiles it through bisheng's launcher mode (sim/tools/bisheng/compile_launcher.h): bisheng's
# rewrites (the SIMT checks among them) and built-ins, then CMake's own C++ compile of the result.
function(_ascsim_compile_with_bisheng target)
    if(TARGET bisheng)
        get_target_property(_dir bisheng RUNTIME_OUTPUT_DIRECTORY)
        if(NOT _dir)
            get_target_property(_dir bisheng BINARY_DIR)
        endif()
        set(_bisheng "${_dir}/bisheng")
        add_dependencies(${target} bisheng)
    elseif(EXISTS "${ASCEND_CANN_PACKAGE_PATH}/bin/bisheng")
        set(_bisheng "${ASCEND_CANN_PACKAGE_PATH}/bin/bisheng")
    else()
        message(FATAL_ERROR "CANN simulator: no bisheng to compile the kernels of ${target} with "
                            "(expected ${ASCEND_CANN_PACKAGE_PATH}/bin/bisheng)")
    endif()
    set_target_properties(${target} PROPERTIES CXX_COMPILER_LAUNCHER "${_bisheng};--ascsim-compile-launcher")
endfunction()

# npu_op_kernel_library(<target> SRC_BASE <dir> TILING_LIBRARY <lib>): one shared library with
# every kernel binary the toolchain would build: a copy per OpDef dtype column (DTYPE_<NAME> macros;
# registered by column), and in each copy of a templated kernel each instantiation the sources'
# ASCENDC_TPL_SEL selects (registered by tiling key; an untemplated copy serves every tiling key). A
# templated kernel whose source names no DTYPE_<NAME> macro is compiled once, serving every column.
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
        # The dtype columns opbuild found in the OpDef: the kernel is compiled once per column with its
        # DTYPE_<NAME> macros (the first column's also let the generator compile).
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
        target_link_libraries(${_enum} PRIVATE ${ASCSIM_T_ascendc_kernel_sim})
        _ascsim_compile_with_bisheng(${_enum})
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
    # Kernel binaries are built by the `binary` target only (func.cmake: the per-op compile targets
    # are not part of ALL), so a build of the default target alone has none, as on CANN.
    add_library(${target} SHARED EXCLUDE_FROM_ALL ${_instances})
    target_compile_features(${target} PRIVATE cxx_std_17)
    target_compile_definitions(${target} PRIVATE ASCENDC_TPL_KERNEL "__NPU_ARCH__=3510")
    target_compile_options(${target} PRIVATE -O2)
    target_link_libraries(${target} PRIVATE ${ASCSIM_T_ascendc_kernel_sim})
    _ascsim_compile_with_bisheng(${target})
    set_target_properties(${target} PROPERTIES BUILD_RPATH "$ORIGIN")
    set_property(GLOBAL PROPERTY _ASCSIM_LIB_${target}_TYPE "KERNEL")
endfunction()

# npu_op_package_add(<package> LIBRARY <libs> | FILES <files> TYPE ACLNN|GRAPH | FILES <files> PACKAGE_PATH <dir>):
# installs each library where func.cmake installs it in a RUN package, under
# packages/vendors/<vendor>/ (real output names: libcust_opapi.so, libcust_opmaster_rt2.0.so
# (+ op_tiling/liboptiling.so), libcust_opsproto_rt2.0.so); the simulator's kernel library stands for
# the kernel binaries in op_impl/ai_core/tbe/kernel/<compute unit>/ and is built by `binary`.
# The libraries are not linked to each other: as on CANN, the runtime finds an installed package's
# tiling and kernels through ASCEND_CUSTOM_OPP_PATH or opp/vendors/config.ini (libnnopbase,
# sim/src/nnopbase/package_loader.cpp). In-tree consumers (tests) link them themselves.
function(npu_op_package_add package)
    cmake_parse_arguments(PA "" "PACKAGE_PATH;TYPE" "LIBRARY;FILES" ${ARGN})
    get_property(_dest GLOBAL PROPERTY _ASCSIM_PKG_${package}_DEST)
    if(NOT _dest)
        message(FATAL_ERROR "${package} is not specified.")
    endif()
    if(DEFINED PA_LIBRARY AND DEFINED PA_FILES)
        message(FATAL_ERROR "Error: Cannot specify both 'LIBRARY' and 'FILES' for package '${package}'.")
    endif()
    get_property(_gen_dir GLOBAL PROPERTY _ASCSIM_PKG_${package}_CODE_GEN_DIR)
    if(ASCSIM_SKIP_PACKAGE_INSTALL)
        return()
    endif()
    if(DEFINED PA_FILES)
        if(PA_PACKAGE_PATH)
            install(FILES ${PA_FILES} DESTINATION "${_dest}/${PA_PACKAGE_PATH}" OPTIONAL)
        elseif(PA_TYPE STREQUAL "ACLNN")
            install(FILES ${PA_FILES} DESTINATION "${_dest}/op_api/include" OPTIONAL)
        elseif(PA_TYPE STREQUAL "GRAPH")
            install(FILES ${PA_FILES} DESTINATION "${_dest}/op_proto/inc" OPTIONAL)
        endif()
        return()
    endif()
    if(NOT PA_LIBRARY)
        message(FATAL_ERROR "must provide LIBRARY for npu_op_package_add")
    endif()
    set(_arch "${CMAKE_SYSTEM_PROCESSOR}")
    foreach(lib ${PA_LIBRARY})
        get_property(_type GLOBAL PROPERTY _ASCSIM_LIB_${lib}_TYPE)
        if(_type STREQUAL "ACLNN")
            get_property(_custom GLOBAL PROPERTY _ASCSIM_LIB_${lib}_SET_OPAPI_NAME)
            if(NOT _custom)
                set_target_properties(${lib} PROPERTIES OUTPUT_NAME cust_opapi)
            endif()
            install(TARGETS ${lib} LIBRARY DESTINATION "${_dest}/op_api/lib")
            get_property(_hdr_dirs GLOBAL PROPERTY _ASCSIM_LIB_${lib}_HEADER_DIRS)
            foreach(_dir ${_hdr_dirs})
                install(DIRECTORY "${_dir}/" DESTINATION "${_dest}/op_api/include" FILES_MATCHING PATTERN "aclnn_*.h")
            endforeach()
        elseif(_type STREQUAL "TILING")
            get_property(_custom GLOBAL PROPERTY _ASCSIM_LIB_${lib}_SET_TILING_NAME)
            if(NOT _custom)
                set_target_properties(${lib} PROPERTIES OUTPUT_NAME cust_opmaster_rt2.0)
            endif()
            set(_tiling "${_dest}/op_impl/ai_core/tbe/op_tiling")
            install(TARGETS ${lib} LIBRARY DESTINATION "${_tiling}/lib/linux/${_arch}")
            # op_tiling/liboptiling.so -> lib/linux/<arch>/<tiling library> (func.cmake: optiling_compat)
            set(_link "${CMAKE_CURRENT_BINARY_DIR}/${lib}_optiling_link/liboptiling.so")
            add_custom_command(TARGET ${lib} POST_BUILD
                COMMAND ${CMAKE_COMMAND} -E make_directory "${CMAKE_CURRENT_BINARY_DIR}/${lib}_optiling_link"
                COMMAND ${CMAKE_COMMAND} -E create_symlink "lib/linux/${_arch}/$<TARGET_FILE_NAME:${lib}>" "${_link}")
            install(FILES "${_link}" DESTINATION "${_tiling}")
        elseif(_type STREQUAL "GRAPH")
            get_property(_custom GLOBAL PROPERTY _ASCSIM_LIB_${lib}_SET_OP_PROTO_NAME)
            if(NOT _custom)
                set_target_properties(${lib} PROPERTIES OUTPUT_NAME cust_opsproto_rt2.0)
            endif()
            install(TARGETS ${lib} LIBRARY DESTINATION "${_dest}/op_proto/lib/linux/${_arch}")
            if(_gen_dir AND EXISTS "${_gen_dir}/op_proto.h")
                install(FILES "${_gen_dir}/op_proto.h" DESTINATION "${_dest}/op_proto/inc")
            endif()
        elseif(_type STREQUAL "KERNEL")
            if(NOT TARGET binary)
                add_custom_target(binary)
            endif()
            add_dependencies(binary ${lib})
            # No OPTIONAL: packaging without `binary` fails, as the real package misses its kernels.
            foreach(_unit ${ASCEND_COMPUTE_UNIT})
                install(FILES "$<TARGET_FILE:${lib}>" DESTINATION "${_dest}/op_impl/ai_core/tbe/kernel/${_unit}")
            endforeach()
        else()
            message(FATAL_ERROR "${lib} is not a valid library")
        endif()
    endforeach()
endfunction()
