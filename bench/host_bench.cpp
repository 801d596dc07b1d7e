// asin_grad_host_bench: host-side cost of AsinGrad on this CPU, with google-benchmark:
//   BM_Tiling            the tiling function alone on a prebuilt context (as the unit tests call
//                        it: ContextBuilder + OpTilingRegistry), per dtype and element count
//   BM_TilingWithContext the same plus building the context, 1 element
//   BM_AclnnPhase1       aclnnAsinGradGetWorkspaceSize for a 1-element tensor, and releasing the
//                        executor (made repeatable, then aclDestroyAclOpExecutor)
//   BM_AclnnPhase1And2   phase 1, aclnnAsinGrad and the stream synchronisation (the emulated
//                        kernel included), 1 element
// The SoC profile is ASCEND_SIM_SOC's (Ascend950PR by default). Usual google-benchmark flags apply.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#include "acl/acl.h"
#include "aclnn_asin_grad.h"
#include "exe_graph/runtime/storage_shape.h"
#include "graph/types.h"
#include "tiling/context/context_builder.h"

namespace {

const ge::DataType kTypes[] = {ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_BF16};
const char* const kTypeNames[] = {"float32", "float16", "bfloat16"};

gert::StorageShape Shape1d(int64_t n)
{
    gert::StorageShape s;
    s.MutableOriginShape().AppendDim(n);
    s.MutableStorageShape().AppendDim(n);
    return s;
}

std::shared_ptr<context_ascendc::KernelRunContextHolder> BuildContext(ge::DataType dt, int64_t n)
{
    context_ascendc::ContextBuilder builder;
    builder.SetOpNameType("asin_grad_bench", "AsinGrad")
        .NodeIoNum(2, 1)
        .IrInstanceNum({1, 1})
        .AddInputTd(0, dt, ge::FORMAT_ND, ge::FORMAT_ND, Shape1d(n))
        .AddInputTd(1, dt, ge::FORMAT_ND, ge::FORMAT_ND, Shape1d(n))
        .AddOutputTd(0, dt, ge::FORMAT_ND, ge::FORMAT_ND, Shape1d(n))
        .AddPlatformInfo(nullptr);
    return builder.BuildTilingContext();
}

context_ascendc::TilingFunc TilingFunc()
{
    static const context_ascendc::TilingFunc fn = context_ascendc::OpTilingRegistry().GetTilingFunc("AsinGrad");
    return fn;
}

void BM_Tiling(benchmark::State& state)
{
    const ge::DataType dt = kTypes[state.range(0)];
    state.SetLabel(kTypeNames[state.range(0)]);
    auto holder = BuildContext(dt, state.range(1));
    auto* ctx = holder->GetContext<gert::TilingContext>();
    const context_ascendc::TilingFunc fn = TilingFunc();
    if (ctx == nullptr || fn == nullptr) {
        state.SkipWithError("no tiling context or no AsinGrad tiling function");
        return;
    }
    for (auto _ : state) {
        benchmark::DoNotOptimize(fn(ctx));
    }
    if (fn(ctx) != ge::GRAPH_SUCCESS) {
        state.SkipWithError("the tiling function failed");
    }
}
BENCHMARK(BM_Tiling)->ArgNames({"dtype", "n"})->ArgsProduct({{0, 1, 2}, {1, 1 << 20, 1 << 28}});

void BM_TilingWithContext(benchmark::State& state)
{
    const context_ascendc::TilingFunc fn = TilingFunc();
    for (auto _ : state) {
        auto holder = BuildContext(ge::DT_FLOAT, 1);
        benchmark::DoNotOptimize(fn(holder->GetContext<gert::TilingContext>()));
    }
}
BENCHMARK(BM_TilingWithContext);

// One-element device tensors shared by the aclnn benchmarks (created in main).
struct Tensors {
    aclrtStream stream = nullptr;
    aclTensor* dy = nullptr;
    aclTensor* x = nullptr;
    aclTensor* dx = nullptr;
};
Tensors g_t;

void BM_AclnnPhase1(benchmark::State& state)
{
    for (auto _ : state) {
        uint64_t ws = 0;
        aclOpExecutor* executor = nullptr;
        if (aclnnAsinGradGetWorkspaceSize(g_t.dy, g_t.x, g_t.dx, &ws, &executor) != 0 ||
            aclSetAclOpExecutorRepeatable(executor) != 0 || aclDestroyAclOpExecutor(executor) != 0) {
            state.SkipWithError("aclnn phase 1 failed");
            break;
        }
    }
}
BENCHMARK(BM_AclnnPhase1);

void BM_AclnnPhase1And2(benchmark::State& state)
{
    for (auto _ : state) {
        uint64_t ws = 0;
        aclOpExecutor* executor = nullptr;
        if (aclnnAsinGradGetWorkspaceSize(g_t.dy, g_t.x, g_t.dx, &ws, &executor) != 0 || ws != 0 ||
            aclnnAsinGrad(nullptr, 0, executor, g_t.stream) != 0 || aclrtSynchronizeStream(g_t.stream) != ACL_SUCCESS) {
            state.SkipWithError("aclnn run failed");
            break;
        }
    }
}
BENCHMARK(BM_AclnnPhase1And2);

aclTensor* OneElement(void** dev)
{
    const float one = 0.5f;
    const int64_t shape[1] = {1};
    const int64_t strides[1] = {1};
    if (aclrtMalloc(dev, sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS ||
        aclrtMemcpy(*dev, sizeof(float), &one, sizeof(float), ACL_MEMCPY_HOST_TO_DEVICE) != ACL_SUCCESS) {
        return nullptr;
    }
    return aclCreateTensor(shape, 1, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, shape, 1, *dev);
}

} // namespace

int main(int argc, char** argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 2;
    }
    if (std::getenv("ASCEND_SIM_SANITIZER") == nullptr) {
        setenv("ASCEND_SIM_SANITIZER", "0", 1); // as asin_grad_bench: emulation speed only
    }
    void* mem[3] = {};
    if (aclInit(nullptr) != ACL_SUCCESS || aclrtSetDevice(0) != ACL_SUCCESS ||
        aclrtCreateStream(&g_t.stream) != ACL_SUCCESS || (g_t.dy = OneElement(&mem[0])) == nullptr ||
        (g_t.x = OneElement(&mem[1])) == nullptr || (g_t.dx = OneElement(&mem[2])) == nullptr) {
        std::fprintf(stderr, "ACL initialisation failed\n");
        return 1;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    for (aclTensor* t : {g_t.dy, g_t.x, g_t.dx}) {
        (void)aclDestroyTensor(t);
    }
    for (void* m : mem) {
        (void)aclrtFree(m);
    }
    (void)aclrtDestroyStream(g_t.stream);
    (void)aclrtResetDevice(0);
    (void)aclFinalize();
    return 0;
}
