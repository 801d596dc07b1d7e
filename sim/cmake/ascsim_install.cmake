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
        DESTINATION lib64/cmake/ASC)
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
