// DEVICE_IMPL_OP_OPTILING (sim stand-in) — asc-devkit docs/zh/api/Utils-API/Tiling下沉/DEVICE_IMPL_OP_OPTILING.md:
// registers the tiling function run on the device (tiling sink). The sim has no device-side tiling; it
// records the function and RunTiling uses it for an op that has no host tiling function.
#ifndef ASCSIM_REGISTER_DEVICE_OP_IMPL_REGISTRY_H_
#define ASCSIM_REGISTER_DEVICE_OP_IMPL_REGISTRY_H_

#include <functional>
#include <memory>

#include "exe_graph/runtime/tiling_context.h"
#include "graph/compiler_def.h"

namespace optiling {
using SinkTilingFunc = std::function<ge::graphStatus(gert::TilingContext* context)>;

class DeviceOpImplRegisterImpl;
class __attribute__((visibility("default"))) DeviceOpImplRegister {
public:
    DeviceOpImplRegister(const char* opType);
    ~DeviceOpImplRegister();
    DeviceOpImplRegister(DeviceOpImplRegister&& other) noexcept;
    DeviceOpImplRegister(const DeviceOpImplRegister& other);
    DeviceOpImplRegister& operator=(const DeviceOpImplRegister&) = delete;
    DeviceOpImplRegister& operator=(DeviceOpImplRegister&&) = delete;
    DeviceOpImplRegister& Tiling(SinkTilingFunc func);

private:
    std::unique_ptr<DeviceOpImplRegisterImpl> impl_;
};
} // namespace optiling

#define DEVICE_IMPL_OP_OPTILING(optype)                                                                               \
    static optiling::DeviceOpImplRegister VAR_UNUSED g_deviceOpImplRegister##optype = optiling::DeviceOpImplRegister( \
        #optype)

#endif // ASCSIM_REGISTER_DEVICE_OP_IMPL_REGISTRY_H_
