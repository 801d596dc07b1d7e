// Variants "product_dx_bypass" and "product_next_dx_bypass": the operator's kernel with the other dx L2
// hint (KernelAsinGrad<T, false>: dx CACHE_MODE_DISABLE, where the operator keeps dx in L2,
// AsinGradLayout::kDxInL2), alone and followed by the kernel that reads dx. A bench-only instance, not in
// the package: it takes the operator's tiling (its tiling function, through the simulator's registry) and
// is launched directly on the kernel registry, so the pair against product / product_next shows what
// dx's hint costs or saves (docs/performance_en.md §2).
#include <string>

#include "ascsim/op_registry.h"
#include "asin_grad.h"
#include "asin_grad_tiling_data.h"
#include "kernel_launch.h"
#include "kernel_tiling/kernel_tiling.h"
#include "variants.h"

namespace bench {
namespace {

template <typename T>
__global__ __aicore__ void asin_grad_dx_bypass(GM_ADDR dy, GM_ADDR x, GM_ADDR dx, GM_ADDR workspace, GM_ADDR tiling)
{
    (void)workspace;
    KERNEL_TASK_TYPE_DEFAULT(KERNEL_TYPE_AIV_ONLY);
    REGISTER_TILING_DEFAULT(AsinGradTilingData);
    GET_TILING_DATA_WITH_STRUCT(AsinGradTilingData, tilingData, tiling);
    NsAsinGrad::KernelAsinGrad<T, false> op; // dx CACHE_MODE_DISABLE
    op.Init(dy, x, dx, &tilingData);
    op.Process();
}

template <typename T>
Profile RunDxBypass(const Case& c, ge::DataType dt, const char* name)
{
    ascsim::TensorMeta t;
    t.shape = gert::StorageShape({c.n}, {c.n});
    t.dataType = dt;
    ascsim::TilingResult tiling;
    std::string err;
    if (ascsim::RunTiling("AsinGrad", {t, t}, {t}, &tiling, &err) != ge::GRAPH_SUCCESS) {
        return Profile::Fail("AsinGrad tiling failed: " + err);
    }
    Profile acc;
    const ascsim::kern::KernelInstance* inst = Registered(
        BenchKernel{"BenchAsinGradDxBypass", tiling.tilingKey, name, &asin_grad_dx_bypass<T>}, &acc);
    if (inst != nullptr) {
        (void)LaunchInstance(*inst, tiling.tilingKey, tiling.blockDim, {c.dy, c.x, c.dx, nullptr},
                             tiling.tilingData.data(), tiling.tilingData.size(), &acc);
    }
    return acc;
}

} // namespace

Profile RunProductDxBypassVariant(const Case& c)
{
    switch (c.dtype) {
        case DType::kF32:
            return RunDxBypass<float>(c, ge::DT_FLOAT, "asin_grad_dx_bypass<float>");
        case DType::kF16:
            return RunDxBypass<half>(c, ge::DT_FLOAT16, "asin_grad_dx_bypass<half>");
        case DType::kBF16:
            return RunDxBypass<bfloat16_t>(c, ge::DT_BF16, "asin_grad_dx_bypass<bfloat16_t>");
    }
    return Profile::Fail("unknown dtype");
}

Profile RunProductNextDxBypassVariant(const Case& c)
{
    Profile p = RunProductDxBypassVariant(c);
    if (p.ok) {
        (void)RunDxConsumer(c, &p);
    }
    return p;
}

} // namespace bench
