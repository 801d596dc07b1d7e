// aclInit's configuration file: a JSON object (aclInit 参数说明: at most 10 levels of "{" and of "[").
// The simulator reads the settings that change what a kernel may do and checks the rest is JSON.
#pragma once

#include <cstdint>
#include <string>

namespace ascsim::rt {

// aclInit, "SIMT算子栈空间大小配置示例" (Ascend 950PR/950DT only): "StackSize": {"simt_stack_size": bytes per
// thread, default 1152; "simt_divergence_stack_size": bytes per warp, default 1024}; each rounded up to a
// multiple of 128. (docs/zh/guide/编程指南/编程模型/AI-Core-SIMT编程/内存层级.md (GM上的SIMT栈空间) gives the same
// defaults and points to this page.)
struct SimtStackSizes {
    uint32_t threadBytes = 1152;
    uint32_t divergenceWarpBytes = 1024;
};
constexpr uint32_t kSimtStackGranule = 128;

struct AclConfig {
    SimtStackSizes simtStack;
    bool hasOtherSettings = false; // keys the simulator accepts without acting on them
};

// Parses `text`; false with *error set when it is not a JSON object within the nesting limits or a setting the
// simulator reads has a value of the wrong kind.
bool ParseAclConfig(const std::string& text, AclConfig* config, std::string* error);

} // namespace ascsim::rt
