// Compiles only when the generated aclnn_strict_probe.h is on the include path.
#include "aclnn_strict_probe.h"

int main()
{
    uint64_t workspaceSize = 0;
    aclOpExecutor* executor = nullptr;
    return aclnnStrictProbeGetWorkspaceSize(nullptr, nullptr, &workspaceSize, &executor) == 0 ? 1 : 0;
}
