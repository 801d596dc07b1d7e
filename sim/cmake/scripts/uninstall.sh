#!/bin/bash
# Uninstaller of a custom operator package, simulator version: installed as
# <target>/vendors/<vendor>/scripts/uninstall.sh, it removes that vendor directory and its entry in
# <target>/vendors/config.ini (asc-devkit docs/zh/guide/编程指南/高级编程/Aclnn算子工程化开发/编译与部署/基本流程.md, "卸载与更新算子包").
vendor_name=customize
vendor_path="$(cd "$(dirname "$0")/.." && pwd)"
vendors_dir="$(dirname "$vendor_path")"
[ "$(basename "$vendor_path")" = "$vendor_name" ] || { echo "[ops_custom] [ERROR] $vendor_path is not vendor $vendor_name"; exit 1; }
rm -rf "$vendor_path"
if [ -f "$vendors_dir/config.ini" ]; then
    others=$(grep -w load_priority "$vendors_dir/config.ini" | cut -d= -f2- | tr ',' '\n' | grep -vx "$vendor_name" | paste -sd, -)
    sed -i "s/^load_priority=.*/load_priority=$others/" "$vendors_dir/config.ini"
fi
echo "SUCCESS"
