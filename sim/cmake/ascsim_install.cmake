# `cmake --install` of the simulator: a CANN-shaped prefix that find_package(ASC) can use
# (-DCMAKE_PREFIX_PATH=<prefix> or -DASC_DIR=<prefix>/lib64/cmake/ASC), as with a real toolkit:
#   include/                   the public headers, at CANN's paths (acl/, aclnn/, register/, ...)
#   include/ascsim_internal/   the sim's internal headers (ascsim/op_registry.h, soc_profile.h,
#                              runtime.h) that npu_op_code_gen's generator compile needs
#   lib64/                     libascendcl, libnnopbase, libregister, libplatform, libascendc_kernel_sim
#                              (installed by each layer's own CMakeLists.txt)
#   lib64/cmake/ASC/           ASCConfig.cmake (its "installed" branch) and asc_functions.cmake
#   lib64/cmake/asc-config.cmake    forwards to it: the real toolkit's location (ASC_DIR or
#                                   CMAKE_PREFIX_PATH = <prefix>/lib64/cmake, as set_env.sh sets up)
#   share/cmake/ASC/ASCConfig.cmake forwards to it: CMAKE_PREFIX_PATH=<prefix> also finds it where
#                                   find_package does not search lib64/ (Debian, Ubuntu)
#   share/ascend_sim/opbuild/  the generator sources (installed by src/opbuild)
# Included from sim/CMakeLists.txt; the layers' own install() rules list some headers too, the
# whole include tree is installed here so none is missed.
install(DIRECTORY "${ASCSIM_INCLUDE_DIR}/" DESTINATION include)
foreach(_layer registry platform runtime)
    if(EXISTS "${ASCSIM_ROOT}/src/${_layer}/include/ascsim")
        install(DIRECTORY "${ASCSIM_ROOT}/src/${_layer}/include/ascsim" DESTINATION include/ascsim_internal)
    endif()
endforeach()
install(FILES "${ASCSIM_ROOT}/cmake/ASCConfig.cmake" "${ASCSIM_ROOT}/cmake/asc_functions.cmake"
              "${ASCSIM_ROOT}/cmake/ascsim_makeself.cmake"
        DESTINATION lib64/cmake/ASC)
install(DIRECTORY "${ASCSIM_ROOT}/cmake/scripts" DESTINATION lib64/cmake/ASC)
install(DIRECTORY "${ASCSIM_ROOT}/cmake/asc_modules" DESTINATION lib64/cmake/ASC)
# opp/: the built-in op info (ASCEND_CHECK_OPTYPE_DUPLICATE) and vendors/ for default installs.
install(DIRECTORY "${ASCSIM_ROOT}/opp/built-in" DESTINATION opp)
install(DIRECTORY DESTINATION opp/vendors)
# set_env.sh at the top, as CANN's: ASCEND_HOME_PATH / ASCEND_OPP_PATH for the toolkit's users and
# the .run installer, lib64 on LD_LIBRARY_PATH, and the prefix on CMAKE_PREFIX_PATH so that a
# project's find_package(ASC) finds it (the custom_op example calls find_package(ASC REQUIRED)
# with no hints after sourcing set_env.sh).
file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/ascsim_set_env.sh" [=[
# Environment of the CANN simulator installed in this directory: source it (bash).
_ascsim_home="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export ASCEND_HOME_PATH="$_ascsim_home"
export ASCEND_TOOLKIT_HOME="$_ascsim_home"
export ASCEND_OPP_PATH="$_ascsim_home/opp"
export LD_LIBRARY_PATH="$_ascsim_home/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export PATH="$_ascsim_home/bin${PATH:+:$PATH}"
export CMAKE_PREFIX_PATH="$_ascsim_home${CMAKE_PREFIX_PATH:+:$CMAKE_PREFIX_PATH}"
unset _ascsim_home
]=])
install(FILES "${CMAKE_CURRENT_BINARY_DIR}/ascsim_set_env.sh" DESTINATION . RENAME set_env.sh)
# The forwarders: ASCConfig.cmake finds the prefix from its own location, which an include()
# keeps (CMAKE_CURRENT_LIST_FILE is the included file).
set(_ascsim_fwd_dir "${CMAKE_CURRENT_BINARY_DIR}/ascsim_cmake_forwarders")
file(WRITE "${_ascsim_fwd_dir}/asc-config.cmake"
     "# CANN simulator: the real package file lives in ASC/.\ninclude(\"\${CMAKE_CURRENT_LIST_DIR}/ASC/ASCConfig.cmake\")\n")
file(WRITE "${_ascsim_fwd_dir}/ASCConfig.cmake"
     "# CANN simulator: the real package file lives in <prefix>/lib64/cmake/ASC/.\n"
     "include(\"\${CMAKE_CURRENT_LIST_DIR}/../../../lib64/cmake/ASC/ASCConfig.cmake\")\n")
install(FILES "${_ascsim_fwd_dir}/asc-config.cmake" DESTINATION lib64/cmake)
install(FILES "${_ascsim_fwd_dir}/ASCConfig.cmake" DESTINATION share/cmake/ASC)
