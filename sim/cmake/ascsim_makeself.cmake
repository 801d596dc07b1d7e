# CPack External script of npu_op_package (simulator): wraps the staged install tree into a
# self-extracting custom_opp_<os>_<arch>.run, as the real makeself.cmake does with makeself (asc-devkit
# cmake/asc/fwk_modules/makeself.cmake), here with bash, tar and gzip only. Running the .run
# extracts the tree to a temporary directory and runs its ./install.sh with the arguments given
# (--install-path=<dir>, --quiet, ...). Own options: --list (payload listing), --extract=<dir>
# (extract only), --help.
set(_run "${CPACK_PACKAGE_DIRECTORY}/${CPACK_PACKAGE_FILE_NAME}")
set(_payload "${CPACK_PACKAGE_DIRECTORY}/${CPACK_PACKAGE_FILE_NAME}.tar.gz")
execute_process(COMMAND tar -czf "${_payload}" -C "${CPACK_TEMPORARY_DIRECTORY}" .
                RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "CPack Command error: ${_rc}\n${_err}")
endif()
file(WRITE "${_run}" [=[#!/bin/bash
# Custom operator package (CANN simulator build): a shell header and a tar.gz payload.
payload_line=$(awk '/^__ASCSIM_OPP_PAYLOAD__$/ { print NR + 1; exit }' "$0")
case "${1:-}" in
    --help) echo "usage: $0 [--install-path=<absolute dir>] [--quiet] [--force] | --list | --extract=<dir>"; exit 0 ;;
    --list) tail -n +"$payload_line" "$0" | tar -tzf -; exit $? ;;
    --extract=*) dir="${1#--extract=}"; mkdir -p "$dir" && tail -n +"$payload_line" "$0" | tar -xzf - -C "$dir"; exit $? ;;
esac
work=$(mktemp -d "${TMPDIR:-/tmp}/custom_opp.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
tail -n +"$payload_line" "$0" | tar -xzf - -C "$work" || { echo "[ops_custom] [ERROR] corrupt package"; exit 1; }
(cd "$work" && bash ./install.sh "$@")
exit $?
__ASCSIM_OPP_PAYLOAD__
]=])
execute_process(COMMAND sh -c "cat \"$1\" >> \"$2\" && chmod 755 \"$2\" && rm -f \"$1\"" sh "${_payload}" "${_run}"
                RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "CPack Command error: ${_rc}\n${_err}")
endif()
message(STATUS "custom operator package: ${_run}")
