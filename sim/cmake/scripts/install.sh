#!/bin/bash
# Installer of a custom operator package (.run payload), simulator version. Behaviour as documented
# for the real one (asc-devkit docs/zh/guide/编程指南/高级编程/Aclnn算子工程化开发/编译与部署/基本流程.md,
# "算子包部署"; cmake/asc/fwk_modules/scripts/install.sh):
#   --install-path=<abs dir>  install into <dir>/vendors/<vendor>/ and write
#                             <dir>/vendors/<vendor>/bin/set_env.bash (prepends that vendor directory
#                             to ASCEND_CUSTOM_OPP_PATH, its op_api/lib to LD_LIBRARY_PATH);
#   otherwise                 $ASCEND_CUSTOM_OPP_PATH (a single directory) or else $ASCEND_OPP_PATH,
#                             <target>/vendors/<vendor>/, with <target>/vendors/config.ini listing this
#                             vendor first in load_priority;
#   --quiet (default), --force, --install-for-all are accepted. The real installer also dlopen()s the
#   libraries first (python3); the simulator's does not.
# npu_op_package writes the vendor name into the line below.
vendor_name=customize

sourcedir="$PWD/packages"
vendordir="vendors/$vendor_name"
INSTALL_PATH=""
while [ $# -gt 0 ]; do
    case "$1" in
        --install-path=*) INSTALL_PATH="${1#--install-path=}"; INSTALL_PATH="${INSTALL_PATH%/}" ;;
        --quiet|--force|--install-for-all) ;;
        --*) ;;
        *) break ;;
    esac
    shift
done

log() { echo "[ops_custom] [$(date +'%Y-%m-%d %H:%M:%S')] $1"; }

if [ -n "$INSTALL_PATH" ]; then
    case "$INSTALL_PATH" in
        /*) ;;
        *) log "[ERROR] use absolute path for --install-path argument"; exit 1 ;;
    esac
    mkdir -p "$INSTALL_PATH" || exit 1
    targetdir="$INSTALL_PATH"
elif [ -n "${ASCEND_CUSTOM_OPP_PATH:-}" ]; then
    case "$ASCEND_CUSTOM_OPP_PATH" in
        *:*) log "[ERROR] ASCEND_CUSTOM_OPP_PATH=$ASCEND_CUSTOM_OPP_PATH holds several paths; use --install-path"; exit 1 ;;
    esac
    mkdir -p "$ASCEND_CUSTOM_OPP_PATH" || exit 1
    targetdir="$ASCEND_CUSTOM_OPP_PATH"
elif [ -n "${ASCEND_OPP_PATH:-}" ]; then
    targetdir="$ASCEND_OPP_PATH"
else
    log "[ERROR] env ASCEND_OPP_PATH no exist"
    exit 1
fi
if [ ! -d "$targetdir" ]; then
    log "[ERROR] $targetdir no exist"
    exit 1
fi

mkdir -p "$targetdir/$vendordir" || exit 1
# Each part replaces what an earlier install of the same vendor left (the quiet default).
for part in framework op_proto op_impl op_api; do
    [ -d "$sourcedir/$vendordir/$part" ] || continue
    log "[INFO] copy new ops $part files ......"
    rm -rf "${targetdir:?}/$vendordir/$part"
    cp -a "$sourcedir/$vendordir/$part" "$targetdir/$vendordir/$part" || { log "[ERROR] copy new $part files failed"; exit 1; }
done
if [ -f "$sourcedir/$vendordir/version.info" ]; then
    cp -f "$sourcedir/$vendordir/version.info" "$targetdir/$vendordir/version.info" || exit 1
fi
if [ -f "$sourcedir/../uninstall.sh" ]; then
    mkdir -p "$targetdir/$vendordir/scripts" && cp -f "$sourcedir/../uninstall.sh" "$targetdir/$vendordir/scripts/" || exit 1
fi

if [ -n "$INSTALL_PATH" ]; then
    vendor_path="$targetdir/$vendordir"
    mkdir -p "$vendor_path/bin" || exit 1
    {
        echo '#!/bin/bash'
        echo "export ASCEND_CUSTOM_OPP_PATH=$vendor_path:\${ASCEND_CUSTOM_OPP_PATH}"
        echo "export LD_LIBRARY_PATH=$vendor_path/op_api/lib/:\${LD_LIBRARY_PATH}"
    } > "$vendor_path/bin/set_env.bash" || { log "[ERROR] write ASCEND_CUSTOM_OPP_PATH to set_env.bash failed"; exit 1; }
    log "[INFO] before using the package: source $vendor_path/bin/set_env.bash"
else
    config_file="$targetdir/vendors/config.ini"
    if [ ! -f "$config_file" ]; then
        echo "load_priority=$vendor_name" > "$config_file" || exit 1
    else
        others=$(grep -w load_priority "$config_file" | cut -d= -f2- | tr ',' '\n' | grep -vx "$vendor_name" | paste -sd, -)
        sed -i "s/^load_priority=.*/load_priority=$vendor_name${others:+,$others}/" "$config_file" || exit 1
    fi
    log "[INFO] before using the package: export LD_LIBRARY_PATH=$targetdir/$vendordir/op_api/lib/:\${LD_LIBRARY_PATH}"
fi
echo "SUCCESS"
exit 0
