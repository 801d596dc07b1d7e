// Finding an installed custom op package at run time (see package_loader.cpp).
#pragma once

#include <string>

namespace ascsim::nnop {
// Loads the tiling and kernel libraries of the installed package that provides opType, unless the
// op is already registered in this process (a test or application linked its libraries).
void EnsureOpPackageLoaded(const std::string& opType);
} // namespace ascsim::nnop
