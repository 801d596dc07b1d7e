// Variant "product": the AsinGrad operator as an application runs it, through the two-phase aclnn
// API (aclnnAsinGradGetWorkspaceSize, aclnnAsinGrad) on the simulator. Its modeled profile is taken
// in-process (ascsim::kern::ScopedProfileSink): every launch the call makes is summed.
#include <mutex>
#include <string>
#include <vector>

#include "aclnn_asin_grad.h"
#include "asin_grad_reference.h"
#include "ascendc_sim/launch/kernel_registry.h"
#include "variants.h"

namespace bench {
namespace {

std::string ErrMsg()
{
    const char* m = aclGetRecentErrMsg();
    return m == nullptr ? "" : m;
}

// Both aclnn phases and the stream synchronisation. "" on success.
std::string RunAclnn(const Case& c)
{
    const std::vector<int64_t> shape = {c.n};
    const std::vector<int64_t> strides = {1};
    aclTensor* dy = aclCreateTensor(shape.data(), 1, AclType(c.dtype), strides.data(), 0, ACL_FORMAT_ND, shape.data(),
                                    1, c.dy);
    aclTensor* x = aclCreateTensor(shape.data(), 1, AclType(c.dtype), strides.data(), 0, ACL_FORMAT_ND, shape.data(), 1,
                                   c.x);
    aclTensor* dx = aclCreateTensor(shape.data(), 1, AclType(c.dtype), strides.data(), 0, ACL_FORMAT_ND, shape.data(),
                                    1, c.dx);
    std::string err;
    uint64_t wsSize = 0;
    aclOpExecutor* executor = nullptr;
    void* ws = nullptr;
    if (dy == nullptr || x == nullptr || dx == nullptr) {
        err = "aclCreateTensor failed";
    } else if (aclnnAsinGradGetWorkspaceSize(dy, x, dx, &wsSize, &executor) != 0) {
        err = std::string("aclnnAsinGradGetWorkspaceSize failed: ") + ErrMsg();
    } else if (wsSize > 0 && aclrtMalloc(&ws, wsSize, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS) {
        err = "workspace allocation failed";
    } else if (aclnnAsinGrad(ws, wsSize, executor, c.stream) != 0) {
        err = std::string("aclnnAsinGrad failed: ") + ErrMsg();
    } else if (aclrtSynchronizeStream(c.stream) != ACL_SUCCESS) {
        err = std::string("the kernel failed: ") + ErrMsg();
    }
    if (ws != nullptr) {
        (void)aclrtFree(ws);
    }
    for (aclTensor* t : {dy, x, dx}) {
        if (t != nullptr) {
            (void)aclDestroyTensor(t);
        }
    }
    return err;
}

} // namespace

Profile RunProductVariant(const Case& c)
{
    Profile acc;
    std::mutex mu; // the sink runs on the stream's worker thread
    std::string err;
    {
        const ascsim::kern::ScopedProfileSink sink([&](const ascsim::kern::LaunchProfile& p) {
            const std::lock_guard<std::mutex> lock(mu);
            acc.Add(p);
        });
        err = RunAclnn(c); // returns after the stream synchronisation: every launch has ended
    }
    if (!err.empty()) {
        return Profile::Fail(err);
    }
    if (acc.launches == 0) {
        return Profile::Fail("no profile: the operator launched no kernel, or the timing model is off "
                             "(ASCEND_SIM_TIMING=0)");
    }
    return acc;
}

// The operator and the kernel that consumes its output: what dx's L2 hint costs or saves across the
// two launches (L2 contents carry from the first launch to the second, sim/docs/timing_model.md §5.7).
Profile RunProductNextVariant(const Case& c)
{
    Profile p = RunProductVariant(c);
    if (p.ok) {
        (void)RunDxConsumer(c, &p);
    }
    return p;
}

// The reference kernel (the Memory-API kernel the fused one replaced): test-only, not in the
// package, launched directly with its own tiling (tests/reference_kernel/asin_grad_reference.h).
Profile RunReferenceVariant(const Case& c)
{
    const ge::DataType dt = c.dtype == DType::kF32 ? ge::DT_FLOAT :
                            c.dtype == DType::kF16 ? ge::DT_FLOAT16 :
                                                     ge::DT_BF16;
    const asin_grad_reference::Result r = asin_grad_reference::Run(dt, c.n, c.dy, c.x, c.dx);
    if (!r.ok) {
        return Profile::Fail(r.message);
    }
    if (!r.profile.valid) {
        return Profile::Fail("reference kernel: no modeled profile (is ASCEND_SIM_TIMING=0?)");
    }
    Profile p;
    p.Add(r.profile);
    return p;
}

} // namespace bench
