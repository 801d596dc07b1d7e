// AsinGrad tiling (op_host/asin_grad_tiling.cpp), run the way CANN documents for unit-testing a
// tiling function: the context built by context_ascendc::ContextBuilder, the function taken from
// context_ascendc::OpTilingRegistry (asc-devkit docs/zh/api/Utils-API/Tiling调测/ContextBuilder/,
// .../Tiling调测/OpTilingRegistry/GetTilingFunc.md, docs/zh/guide/编程指南/附录/常用操作/如何进行Tiling调测.md).
// The op's registration comes from linking cust_optiling (its static IMPL_OP_OPTILING); against an
// installed package OpTilingRegistry::LoadTilingLibrary(liboptiling.so) does the same.
// The platform is a named SoC (AddPlatformInfo) or a fe::PlatFormInfos copied from one and changed
// through its SetPlatformRes (PlatformInfo); its limits are read back with PlatformAscendC, the same
// documented queries the tiling makes. Each result is judged by the properties of
// asin_grad_tiling_properties.h, not against a second copy of the policy. Sizes no test can hand
// to ContextBuilder (real CANN's AddInputTd allocates every input tensor) go through the op's own
// optiling::ComputeAsinGradTiling.
#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "asin_grad_tiling_properties.h"
#include "exe_graph/runtime/storage_shape.h"
#include "exe_graph/runtime/tiling_context.h"
#include "graph/types.h"
#include "platform/platform_infos_def.h"
#include "tiling/context/context_builder.h"
#include "tiling/platform/platform_ascendc.h"

namespace optiling {
// Non-static in asin_grad_tiling.cpp: the split alone, without a context.
ge::graphStatus ComputeAsinGradTiling(int64_t totalLength, int64_t elemBytes, int64_t coreNum, int64_t ubBytes,
                                      int64_t vecLenBytes, AsinGradTilingData* tiling);
} // namespace optiling

namespace {
using ut_asin_grad::CheckTilingProperties;
using ut_asin_grad::PlatformLimits;
using Dims = std::vector<int64_t>;

constexpr const char* kOpType = "AsinGrad";
// The 950 chips by their CANN SoC names (AddPlatformInfo.md: "AI处理器型号").
const std::vector<std::string> kSocs = {"Ascend950PR_9589", "Ascend950DT_9591"};
const std::vector<ge::DataType> kTypes = {ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_BF16};

int64_t ElemBytes(ge::DataType dt) { return dt == ge::DT_FLOAT ? 4 : 2; }
std::string TypeName(ge::DataType dt)
{
    return dt == ge::DT_FLOAT   ? "fp32" :
           dt == ge::DT_FLOAT16 ? "fp16" :
           dt == ge::DT_BF16    ? "bf16" :
                                  "dtype " + std::to_string(dt);
}

gert::StorageShape ShapeOf(const Dims& dims)
{
    gert::StorageShape s;
    for (const int64_t d : dims) {
        s.MutableOriginShape().AppendDim(d);
        s.MutableStorageShape().AppendDim(d);
    }
    return s;
}

int64_t Product(const Dims& dims)
{
    int64_t n = 1;
    for (const int64_t d : dims) {
        n *= d;
    }
    return n;
}

PlatformLimits LimitsOf(fe::PlatFormInfos* infos)
{
    platform_ascendc::PlatformAscendC ascendc(infos);
    uint64_t ub = 0;
    ascendc.GetCoreMemSize(platform_ascendc::CoreMemType::UB, ub);
    return {static_cast<int64_t>(ascendc.GetCoreNumAiv()), static_cast<int64_t>(ub),
            static_cast<int64_t>(ascendc.GetVecRegLen())};
}

// What one call of the tiling function produced.
struct Outcome {
    ge::graphStatus status = ge::GRAPH_FAILED;
    std::string error; // set when the call could not be made
    uint64_t tilingKey = 0;
    uint32_t blockDim = 0;
    std::vector<uint8_t> data;
    std::vector<size_t> workspaces;
    PlatformLimits limits{0, 0, 0}; // of the platform the context carried

    AsinGradTilingData Tiling() const
    {
        AsinGradTilingData td{};
        EXPECT_EQ(data.size(), sizeof(td));
        std::memcpy(&td, data.data(), data.size() < sizeof(td) ? data.size() : sizeof(td));
        return td;
    }
};

// The platform: `platform` when given, else AddPlatformInfo(soc) when soc is given, else none.
Outcome RunTiling(const Dims& dyDims, const Dims& xDims, const Dims& dxDims, ge::DataType dt, const char* soc,
                  fe::PlatFormInfos* platform = nullptr)
{
    Outcome o;
    context_ascendc::OpTilingRegistry registry;
    const context_ascendc::TilingFunc fn = registry.GetTilingFunc(kOpType);
    if (fn == nullptr) {
        o.error = "no tiling function registered for AsinGrad";
        return o;
    }
    context_ascendc::ContextBuilder builder;
    builder.SetOpNameType("asin_grad_ut", kOpType)
        .NodeIoNum(2, 1)
        .IrInstanceNum({1, 1})
        .AddInputTd(0, dt, ge::FORMAT_ND, ge::FORMAT_ND, ShapeOf(dyDims))
        .AddInputTd(1, dt, ge::FORMAT_ND, ge::FORMAT_ND, ShapeOf(xDims))
        .AddOutputTd(0, dt, ge::FORMAT_ND, ge::FORMAT_ND, ShapeOf(dxDims));
    if (platform != nullptr) {
        builder.PlatformInfo(platform);
    } else if (soc != nullptr) {
        builder.AddPlatformInfo(soc);
    }
    auto holder = builder.BuildTilingContext();
    auto* ctx = holder == nullptr ? nullptr : holder->GetContext<gert::TilingContext>();
    if (ctx == nullptr) {
        o.error = "BuildTilingContext gave no context";
        return o;
    }
    if (ctx->GetPlatformInfo() != nullptr) {
        o.limits = LimitsOf(ctx->GetPlatformInfo());
    }
    o.status = fn(ctx);
    o.tilingKey = ctx->GetTilingKey();
    o.blockDim = ctx->GetBlockDim();
    if (gert::TilingData* raw = ctx->GetRawTilingData()) {
        const auto* bytes = static_cast<const uint8_t*>(raw->GetData());
        o.data.assign(bytes, bytes + raw->GetDataSize());
    }
    const size_t n = ctx->GetWorkspaceNum();
    if (n > 0) {
        const size_t* ws = ctx->GetWorkspaceSizes(n);
        o.workspaces.assign(ws, ws + n);
    }
    return o;
}

Outcome RunTiling(const Dims& dims, ge::DataType dt, const char* soc, fe::PlatFormInfos* platform = nullptr)
{
    return RunTiling(dims, dims, dims, dt, soc, platform);
}

// What the framework sees (key, block dim, workspace, data size) plus the properties of the split.
::testing::AssertionResult Valid(const Outcome& o, int64_t total, ge::DataType dt)
{
    if (o.status != ge::GRAPH_SUCCESS) {
        return ::testing::AssertionFailure() << "tiling failed " << o.error;
    }
    // ASCENDC_TPL_SEL_PARAM with the one template argument D_T (asin_grad_tiling_key.h): the key is
    // the data type's value (asc-devkit docs/zh/api/Utils-API/Tiling模板编程/ASCENDC_TPL_SEL_PARAM.md,
    // 模板参数定义.md).
    if (o.tilingKey != static_cast<uint64_t>(dt)) {
        return ::testing::AssertionFailure() << "tiling key " << o.tilingKey << " for " << TypeName(dt);
    }
    if (o.data.size() != sizeof(AsinGradTilingData)) {
        return ::testing::AssertionFailure() << "tiling data of " << o.data.size() << " bytes";
    }
    if (o.workspaces != std::vector<size_t>{0U}) {
        return ::testing::AssertionFailure() << "workspace is not exactly one slot of 0 bytes";
    }
    const AsinGradTilingData td = o.Tiling();
    if (static_cast<int64_t>(o.blockDim) != td.usedCoreNum) {
        return ::testing::AssertionFailure() << "blockDim " << o.blockDim << " != usedCoreNum " << td.usedCoreNum;
    }
    return CheckTilingProperties(td, total, ElemBytes(dt), o.limits);
}

// The platform of a named SoC, as the tiling sees it, to be changed with SetPlatformRes.
fe::PlatFormInfos PlatformOf(const char* soc)
{
    auto holder = context_ascendc::ContextBuilder()
                      .NodeIoNum(2, 1)
                      .IrInstanceNum({1, 1})
                      .AddInputTd(0, ge::DT_FLOAT, ge::FORMAT_ND, ge::FORMAT_ND, ShapeOf({1}))
                      .AddInputTd(1, ge::DT_FLOAT, ge::FORMAT_ND, ge::FORMAT_ND, ShapeOf({1}))
                      .AddOutputTd(0, ge::DT_FLOAT, ge::FORMAT_ND, ge::FORMAT_ND, ShapeOf({1}))
                      .AddPlatformInfo(soc)
                      .BuildTilingContext();
    fe::PlatFormInfos* infos = holder == nullptr ? nullptr :
                                                   holder->GetContext<gert::TilingContext>()->GetPlatformInfo();
    EXPECT_NE(infos, nullptr) << soc;
    return infos == nullptr ? fe::PlatFormInfos() : *infos;
}

fe::PlatFormInfos Modified(const char* soc, const std::string& label, const std::string& key, int64_t value)
{
    fe::PlatFormInfos infos = PlatformOf(soc);
    std::map<std::string, std::string> table;
    EXPECT_TRUE(infos.GetPlatformRes(label, table)) << label;
    EXPECT_EQ(table.count(key), 1U) << label << "." << key;
    table[key] = std::to_string(value);
    infos.SetPlatformRes(label, table);
    return infos;
}

// Sizes around the boundaries a split over `p` can have, for one element size: 32-byte blocks,
// one vector register per core up to all cores, the all-core block rounding (cores x cores blocks),
// and multiples of UB-sized chunks over all cores; each with its neighbours.
std::vector<int64_t> BoundarySizes(int64_t elemBytes, const PlatformLimits& p)
{
    const int64_t block = 32 / elemBytes;
    const int64_t vec = p.vecLenBytes / elemBytes;
    const int64_t ubElems = p.ubBytes / elemBytes;
    std::set<int64_t> bases = {1, 2, 3, 7, 13, 31, 33, 63, 65, 127, 129, 255, 257, 1000, 1021};
    for (int64_t k = 1; k <= p.coreNum + 2; ++k) {
        bases.insert(k * block);
        bases.insert(k * vec);
        bases.insert(k * p.coreNum * block);
    }
    for (int64_t k = 1; k <= 4; ++k) {
        bases.insert(k * p.coreNum * vec);
        bases.insert(k * p.coreNum * p.coreNum * block);
        for (const int64_t div : std::vector<int64_t>{8, 12, 16, 24}) {
            bases.insert(k * p.coreNum * (ubElems / div));
        }
    }
    std::set<int64_t> sizes;
    for (const int64_t b : bases) {
        for (const int64_t d : std::vector<int64_t>{-block - 1, -block, -1, 0, 1, block - 1, block, block + 1}) {
            if (b + d >= 0) {
                sizes.insert(b + d);
            }
        }
    }
    return {sizes.begin(), sizes.end()};
}

// ---- the checker itself ----------------------------------------------------------------------

// A correct tiling passes, and every way of breaking one is caught: the checker can fail.
TEST(AsinGradTilingProperties, TheCheckerRejectsBrokenTilings)
{
    const PlatformLimits p{64, 248 * 1024, 256};
    AsinGradTilingData good{};
    ASSERT_EQ(optiling::ComputeAsinGradTiling(100003, 4, p.coreNum, p.ubBytes, p.vecLenBytes, &good),
              ge::GRAPH_SUCCESS);
    ASSERT_TRUE(CheckTilingProperties(good, 100003, 4, p));

    struct Broken {
        const char* what;
        AsinGradTilingData td;
        const char* reason; // a part of the checker's message
    };
    auto with = [&good](auto change) {
        AsinGradTilingData td = good;
        change(td);
        return td;
    };
    const std::vector<Broken> broken = {
        {"length off by one", with([](auto& t) { t.totalLength += 1; }), "totalLength"},
        {"one core more than the platform", with([&](auto& t) { t.usedCoreNum = p.coreNum + 1; }), "usedCoreNum"},
        {"last element dropped", with([](auto& t) { t.blockTail -= 1; }), "cover"},
        {"the last core missing", with([](auto& t) { t.usedCoreNum -= 1; }), "cover"},
        {"tail longer than the others", with([](auto& t) { t.blockTail = t.blockFormer + 8; }), "blockTail"},
        {"slices not block-aligned", with([](auto& t) {
             t.blockFormer += 1;
             t.blockTail = t.totalLength - (t.usedCoreNum - 1) * t.blockFormer;
         }),
         "32-byte block"},
        {"tile overflowing the UB", with([](auto& t) {
             t.ubFormer = 8192;
             t.blockFormer = 8192 * 2;
         }),
         "UB"},
        {"tile not whole VF iterations", with([](auto& t) { t.ubFormer -= 8; }), "VF iterations"},
        {"tile smaller than it could be", with([](auto& t) { t.ubFormer = 64; }), "larger one fits"},
        {"tile larger than needed", with([](auto& t) { t.ubFormer = (t.blockFormer + 63) / 64 * 64 + 64; }),
         "larger than"},
        // 100003 fp32 on 64 cores is 1568 per core; crowd it on 25 cores of 4008 (32 of 4096 would
        // be unbalanced: the last would hold 2027).
        {"idle cores while others hold more", with([](auto& t) {
             t.blockFormer = 4008;
             t.usedCoreNum = 25;
             t.blockTail = 100003 - 24 * 4008;
             t.ubFormer = 4032;
         }),
         "fair share"},
        {"unbalanced", with([](auto& t) {
             t.blockFormer = 4096;
             t.usedCoreNum = 25;
             t.blockTail = 100003 - 24 * 4096;
             t.ubFormer = 4096;
         }),
         "unbalanced"},
        {"empty tensor launching work",
         [] {
             AsinGradTilingData t{0, 8, 0, 64, 1};
             return t;
         }(),
         "empty"},
    };
    for (const Broken& b : broken) {
        const int64_t total = b.td.totalLength == 0 ? 0 : 100003;
        const ::testing::AssertionResult r = CheckTilingProperties(b.td, total, 4, p);
        EXPECT_FALSE(r) << b.what;
        EXPECT_NE(std::string(r.message()).find(b.reason), std::string::npos) << b.what << ": " << r.message();
    }
    // And a broken tiling in an EXPECT_TRUE is a test failure, not a silent pass.
    EXPECT_NONFATAL_FAILURE(EXPECT_TRUE(CheckTilingProperties(broken[2].td, 100003, 4, p)), "cover");
    // 100 fp32 elements are two vector registers: spreading them over four cores of 32 is balanced,
    // aligned and fits, but uses more cores than there is work for.
    const AsinGradTilingData overSpread{100, 32, 4, 64, 4};
    const ::testing::AssertionResult r = CheckTilingProperties(overSpread, 100, 4, p);
    EXPECT_FALSE(r);
    EXPECT_NE(std::string(r.message()).find("more cores than vector registers"), std::string::npos) << r.message();
    AsinGradTilingData right{};
    ASSERT_EQ(optiling::ComputeAsinGradTiling(100, 4, p.coreNum, p.ubBytes, p.vecLenBytes, &right), ge::GRAPH_SUCCESS);
    EXPECT_TRUE(CheckTilingProperties(right, 100, 4, p));
    // The same tiling on a platform with a smaller UB is rejected.
    EXPECT_FALSE(CheckTilingProperties(good, 100003, 2, PlatformLimits{64, 1024, 256}));
}

// ---- the tiling through ContextBuilder ---------------------------------------------------------

TEST(AsinGradTiling, NamedSocsGiveAPlatformTheTilingCanUse)
{
    for (const std::string& soc : kSocs) {
        fe::PlatFormInfos infos = PlatformOf(soc.c_str());
        const PlatformLimits p = LimitsOf(&infos);
        SCOPED_TRACE(soc);
        EXPECT_GE(p.coreNum, 1);
        EXPECT_GE(p.ubBytes, 32 * 1024);
        EXPECT_EQ(p.vecLenBytes % 128, 0); // whole 32-byte blocks of fp32 VF iterations
        EXPECT_GT(p.vecLenBytes, 0);
        EXPECT_TRUE(Valid(RunTiling({1024}, ge::DT_FLOAT, soc.c_str()), 1024, ge::DT_FLOAT));
    }
}

TEST(AsinGradTiling, EverySizeUpToAllCoresHoldingAVectorRegister)
{
    // 0 .. coreNum x VL of fp16 and a little more: every one-block step of every core count.
    for (const std::string& soc : kSocs) {
        fe::PlatFormInfos infos = PlatformOf(soc.c_str());
        const PlatformLimits p = LimitsOf(&infos);
        const int64_t maxN = p.coreNum * p.vecLenBytes / 2 + 300;
        for (const ge::DataType dt : kTypes) {
            for (int64_t n = 0; n <= maxN; ++n) {
                ASSERT_TRUE(Valid(RunTiling({n}, dt, soc.c_str()), n, dt)) << soc << " " << TypeName(dt);
            }
        }
    }
}

TEST(AsinGradTiling, BoundarySizesOnEverySoc)
{
    for (const std::string& soc : kSocs) {
        fe::PlatFormInfos infos = PlatformOf(soc.c_str());
        const PlatformLimits p = LimitsOf(&infos);
        for (const ge::DataType dt : kTypes) {
            for (const int64_t n : BoundarySizes(ElemBytes(dt), p)) {
                ASSERT_TRUE(Valid(RunTiling({n}, dt, soc.c_str()), n, dt)) << soc << " " << TypeName(dt);
            }
        }
    }
}

TEST(AsinGradTiling, AnyCoreCount)
{
    const std::vector<int64_t> sizes = {1, 31, 64, 65, 4097, 65535, 262145, 1000003};
    for (int64_t cores = 1; cores <= 80; ++cores) {
        fe::PlatFormInfos infos = Modified(kSocs[0].c_str(), "SoCInfo", "vector_core_cnt", cores);
        ASSERT_EQ(LimitsOf(&infos).coreNum, cores);
        for (const ge::DataType dt : kTypes) {
            for (const int64_t n : sizes) {
                ASSERT_TRUE(Valid(RunTiling({n}, dt, nullptr, &infos), n, dt)) << cores << " cores " << TypeName(dt);
            }
        }
    }
}

TEST(AsinGradTiling, LargeTensorsUseEveryCore)
{
    for (const std::string& soc : kSocs) {
        for (const ge::DataType dt : kTypes) {
            for (const int64_t n : {int64_t{1} << 20, (int64_t{1} << 22) + 3}) {
                const Outcome o = RunTiling({n}, dt, soc.c_str());
                ASSERT_TRUE(Valid(o, n, dt)) << soc << " " << TypeName(dt);
                EXPECT_EQ(static_cast<int64_t>(o.blockDim), o.limits.coreNum);
            }
        }
    }
}

TEST(AsinGradTiling, TinyTensorsUseOneCore)
{
    // At most one vector register of dy: one core (the per-core minimum of the tiling's design).
    for (const ge::DataType dt : kTypes) {
        const Outcome first = RunTiling({1}, dt, kSocs[0].c_str());
        ASSERT_TRUE(Valid(first, 1, dt));
        const int64_t vec = first.limits.vecLenBytes / ElemBytes(dt);
        for (const int64_t n : {int64_t{1}, vec / 2, vec}) {
            EXPECT_EQ(RunTiling({n}, dt, kSocs[0].c_str()).blockDim, 1U) << n;
        }
        EXPECT_GT(RunTiling({vec + 1}, dt, kSocs[0].c_str()).blockDim, 1U);
    }
}

TEST(AsinGradTiling, HugeSizesUpTo2Pow33)
{
    // Too large for ContextBuilder's AddInputTd (it allocates the tensors): the split function.
    const std::vector<int64_t> sizes = {
        int64_t{1} << 28,       (int64_t{1} << 28) + 1,      (int64_t{1} << 31) - 1, int64_t{1} << 31,
        (int64_t{1} << 32) + 7, 3 * (int64_t{1} << 31) + 13, int64_t{1} << 33,       1000000007,
    };
    for (const std::string& soc : kSocs) {
        fe::PlatFormInfos infos = PlatformOf(soc.c_str());
        const PlatformLimits p = LimitsOf(&infos);
        for (const ge::DataType dt : kTypes) {
            for (const int64_t n : sizes) {
                AsinGradTilingData td{};
                ASSERT_EQ(optiling::ComputeAsinGradTiling(n, ElemBytes(dt), p.coreNum, p.ubBytes, p.vecLenBytes, &td),
                          ge::GRAPH_SUCCESS);
                ASSERT_TRUE(CheckTilingProperties(td, n, ElemBytes(dt), p)) << soc << " " << TypeName(dt);
                EXPECT_EQ(td.usedCoreNum, p.coreNum);
            }
        }
    }
}

TEST(AsinGradTiling, MultiDimScalarAndEmptyShapes)
{
    const std::vector<Dims> shapes = {
        {},
        {1, 1, 1, 1, 1, 1, 1, 1},
        {3, 5, 7, 1, 9, 11, 13, 1},
        {17, 4099},
        {2, 0, 3},
        {0},
        {1, 2, 3, 4, 5, 6, 7, 0},
        {1024, 1024},
    };
    for (const ge::DataType dt : kTypes) {
        for (const Dims& dims : shapes) {
            EXPECT_TRUE(Valid(RunTiling(dims, dt, kSocs[0].c_str()), Product(dims), dt)) << TypeName(dt);
        }
    }
    // The element count is what matters, not the shape.
    EXPECT_EQ(RunTiling({1024, 1024}, ge::DT_BF16, kSocs[0].c_str()).data,
              RunTiling({1 << 20}, ge::DT_BF16, kSocs[0].c_str()).data);
}

TEST(AsinGradTiling, AnyUbSizeEitherFitsOrFails)
{
    // The tiling fails exactly when not even one VF iteration of every queue fits the UB.
    const int64_t n = 100000;
    for (const ge::DataType dt : kTypes) {
        const int64_t eb = ElemBytes(dt);
        int64_t smallestWorking = 0;
        for (int64_t ub = 0; ub <= 64 * 1024; ub += (ub < 8192 ? 97 : 1021)) {
            fe::PlatFormInfos infos = Modified(kSocs[0].c_str(), "AICoreSpec", "ub_size", ub);
            const Outcome o = RunTiling({n}, dt, nullptr, &infos);
            ASSERT_EQ(o.limits.ubBytes, ub);
            const bool oneTileFits = ub > 0 &&
                                     ut_asin_grad::QueueBytes(AsinGradLayout::VfElems(o.limits.vecLenBytes), eb) <= ub;
            if (oneTileFits) {
                ASSERT_TRUE(Valid(o, n, dt)) << ub;
                smallestWorking = smallestWorking == 0 ? ub : smallestWorking;
            } else {
                EXPECT_EQ(o.status, ge::GRAPH_FAILED) << ub;
            }
        }
        EXPECT_GT(smallestWorking, 0) << TypeName(dt);
    }
}

TEST(AsinGradTiling, NoCoresOrNoPlatformFails)
{
    fe::PlatFormInfos noCores = Modified(kSocs[0].c_str(), "SoCInfo", "vector_core_cnt", 0);
    EXPECT_EQ(RunTiling({100000}, ge::DT_FLOAT, nullptr, &noCores).status, ge::GRAPH_FAILED);
    const Outcome noPlatform = RunTiling({100000}, ge::DT_FLOAT, nullptr, nullptr);
    EXPECT_TRUE(noPlatform.error.empty()) << noPlatform.error;
    EXPECT_EQ(noPlatform.status, ge::GRAPH_FAILED);
}

TEST(AsinGradTiling, UnsupportedDtypeFails)
{
    for (const ge::DataType dt : {ge::DT_INT32, ge::DT_DOUBLE, ge::DT_INT8, ge::DT_INT64, ge::DT_BOOL}) {
        const Outcome o = RunTiling({1024}, dt, kSocs[0].c_str());
        EXPECT_TRUE(o.error.empty()) << o.error;
        EXPECT_EQ(o.status, ge::GRAPH_FAILED) << TypeName(dt);
    }
}

TEST(AsinGradTiling, ElementCountMismatchFails)
{
    EXPECT_EQ(RunTiling({4, 5}, {4, 6}, {4, 5}, ge::DT_FLOAT, kSocs[0].c_str()).status, ge::GRAPH_FAILED);
    EXPECT_EQ(RunTiling({4, 5}, {4, 5}, {21}, ge::DT_FLOAT, kSocs[0].c_str()).status, ge::GRAPH_FAILED);
    // Same count, other shapes: the split depends on the count only.
    EXPECT_TRUE(Valid(RunTiling({4, 5}, {20}, {5, 4}, ge::DT_FLOAT, kSocs[0].c_str()), 20, ge::DT_FLOAT));
}

TEST(AsinGradTiling, InvalidSplitInputsFail)
{
    AsinGradTilingData td{};
    const std::vector<std::vector<int64_t>> bad = {
        {-1, 4, 64, 253952, 256},   {100, 0, 64, 253952, 256}, {100, -2, 64, 253952, 256}, {100, 4, 0, 253952, 256},
        {100, 4, -1, 253952, 256},  {100, 4, 64, 0, 256},      {100, 4, 64, -253952, 256}, {100, 4, 64, 253952, 0},
        {100, 4, 64, 253952, -256}, {100, 4, 64, 253952, 100},
    };
    for (const auto& b : bad) {
        EXPECT_EQ(optiling::ComputeAsinGradTiling(b[0], b[1], b[2], b[3], b[4], &td), ge::GRAPH_FAILED)
            << b[0] << " " << b[1] << " " << b[2] << " " << b[3] << " " << b[4];
    }
}

// Lengths no 950 can hold (more than 2^40 bytes) fail before any arithmetic can overflow; the
// last length below the limit still splits.
TEST(AsinGradTiling, LengthsBeyondAnyDeviceMemoryFail)
{
    fe::PlatFormInfos infos = PlatformOf(kSocs[0].c_str());
    const PlatformLimits p = LimitsOf(&infos);
    for (const ge::DataType dt : kTypes) {
        const int64_t eb = ElemBytes(dt);
        const int64_t limit = (int64_t{1} << 40) / eb;
        for (const int64_t n : {limit + 1, INT64_MAX / 2, INT64_MAX - 1, INT64_MAX}) {
            AsinGradTilingData td{};
            EXPECT_EQ(optiling::ComputeAsinGradTiling(n, eb, p.coreNum, p.ubBytes, p.vecLenBytes, &td),
                      ge::GRAPH_FAILED)
                << n;
        }
        AsinGradTilingData td{};
        ASSERT_EQ(optiling::ComputeAsinGradTiling(limit, eb, p.coreNum, p.ubBytes, p.vecLenBytes, &td),
                  ge::GRAPH_SUCCESS);
        EXPECT_TRUE(CheckTilingProperties(td, limit, eb, p));
    }
}

// The tiling reads nothing but its context: the variable that once selected a second kernel
// (ASIN_GRAD_IMPL) changes neither the key nor the data.
TEST(AsinGradTiling, TheTilingReadsNoEnvironment)
{
    const int64_t n = 1 << 20;
    for (const ge::DataType dt : kTypes) {
        unsetenv("ASIN_GRAD_IMPL");
        const Outcome plain = RunTiling({n}, dt, kSocs[0].c_str());
        ASSERT_TRUE(Valid(plain, n, dt));
        for (const char* v : {"reference", "fused", "fast", ""}) {
            setenv("ASIN_GRAD_IMPL", v, 1);
            const Outcome o = RunTiling({n}, dt, kSocs[0].c_str());
            EXPECT_EQ(o.tilingKey, plain.tilingKey) << v;
            EXPECT_EQ(o.data, plain.data) << v;
        }
        unsetenv("ASIN_GRAD_IMPL");
    }
}

} // namespace
