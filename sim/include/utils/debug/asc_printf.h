// Device-side printf (SDK include/utils/debug/asc_printf.h; docs/zh/api/Utils-API/调测接口/printf.md).
// On the NPU the compiler maps an unqualified printf in a kernel to the device printf; compiled as
// host C++ on the simulator, an unqualified printf is the C library's and prints at once from the
// core's thread, while AscendC::printf (ascendc_sim/basic_api/system/system.h) prints each core's output after
// the launch, in block order.
#pragma once

#include <cstdio>

#include "ascendc_sim/basic_api/system/system.h"
