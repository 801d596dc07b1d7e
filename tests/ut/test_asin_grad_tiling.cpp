// AsinGrad tiling (op_host/asin_grad_tiling.cpp), three ways:
//  * through the registry (ascsim::RunTiling) on every SoC profile, as aclnn calls it;
//  * through context_ascendc::ContextBuilder + OpTilingRegistry, CANN's documented way of unit
//    testing a tiling function (asc-devkit docs/zh/api/Utils-API/Tiling调测/), on every profile
//    and on hand-made platforms (tiny UB, no cores);
//  * through optiling::ComputeAsinGradTiling for sizes no test can allocate (up to 2^33).
// Every result is replayed against the kernel's own split and buffers (ut_asin_grad_common.h).
#include <gtest/gtest.h>

#include <initializer_list>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "ascsim/soc_profile.h"
#include "platform/platform_infos_def.h"
#include "tiling/context/context_builder.h"
#include "tiling/platform/platform_ascendc.h"
#include "ut_asin_grad_common.h"

namespace optiling {
// Non-static in asin_grad_tiling.cpp: the split alone, without a context.
ge::graphStatus ComputeAsinGradTiling(int64_t totalLength, int64_t elemBytes, int64_t coreNum, int64_t ubBytes,
                                      int64_t vecLenBytes, AsinGradTilingData* tiling);
}  // namespace optiling

namespace {
using ut_asin_grad::CheckTiling;
using ut_asin_grad::ElemBytes;
using ut_asin_grad::KernelUbBytes;
using ut_asin_grad::kVecLen;
using ut_asin_grad::kOpType;
using ut_asin_grad::MaxFittingTile;
using ut_asin_grad::Meta;
using ut_asin_grad::Platform;
using ut_asin_grad::SupportedTypes;
using ut_asin_grad::TypeName;

using Dims = std::vector<int64_t>;

Platform PlatformOf(const std::string& profile)
{
    const ascsim::SocProfile* p = ascsim::FindSocProfile(profile);
    EXPECT_NE(p, nullptr) << profile;
    return p == nullptr ? Platform{0, 0}
                        : Platform{static_cast<int64_t>(p->aivCores), static_cast<int64_t>(p->ubUsableBytes())};
}

// What one tiling call produced, whichever way it was run.
struct Outcome {
    ge::graphStatus status = ge::GRAPH_FAILED;
    std::string error;
    std::string reported;  // TakeReportedMessages() right after the call
    uint64_t tilingKey = 0;
    uint32_t blockDim = 0;
    std::vector<uint8_t> tilingData;
    std::vector<size_t> workspaces;
};

Outcome ViaRegistry(const Dims& dims, ge::DataType dt)
{
    Outcome o;
    ascsim::TilingResult r;
    (void)ascsim::TakeReportedMessages();
    o.status = ascsim::RunTiling(kOpType, {Meta(dims, dt), Meta(dims, dt)}, {Meta(dims, dt)}, &r, &o.error);
    o.reported = ascsim::TakeReportedMessages();
    o.tilingKey = r.tilingKey;
    o.blockDim = r.blockDim;
    o.tilingData = r.tilingData;
    o.workspaces = r.workspaceSizes;
    return o;
}

// ContextBuilder: `platform` is passed as is when given; otherwise `soc` names a profile for
// AddPlatformInfo ("" = AddPlatformInfo(nullptr), the active profile); neither = no platform.
Outcome ViaContextBuilder(const Dims& dyDims, const Dims& xDims, const Dims& dxDims, ge::DataType dt,
                          const char* soc, fe::PlatFormInfos* platform = nullptr)
{
    Outcome o;
    context_ascendc::OpTilingRegistry registry;
    const context_ascendc::TilingFunc fn = registry.GetTilingFunc(kOpType);
    if (fn == nullptr) {
        o.error = "no tiling function registered for AsinGrad";
        return o;
    }
    const ascsim::TensorMeta dy = Meta(dyDims, dt);
    const ascsim::TensorMeta x = Meta(xDims, dt);
    const ascsim::TensorMeta dx = Meta(dxDims, dt);
    context_ascendc::ContextBuilder builder;
    builder.SetOpNameType("asin_grad_ut", kOpType)
        .NodeIoNum(2, 1)
        .IrInstanceNum({1, 1})
        .AddInputTd(0, dt, ge::FORMAT_ND, ge::FORMAT_ND, dy.shape)
        .AddInputTd(1, dt, ge::FORMAT_ND, ge::FORMAT_ND, x.shape)
        .AddOutputTd(0, dt, ge::FORMAT_ND, ge::FORMAT_ND, dx.shape);
    if (platform != nullptr) {
        builder.PlatformInfo(platform);
    } else if (soc != nullptr) {
        builder.AddPlatformInfo(*soc == '\0' ? nullptr : soc);
    }
    auto holder = builder.BuildTilingContext();
    auto* ctx = holder->GetContext<gert::TilingContext>();
    if (ctx == nullptr) {
        o.error = "BuildTilingContext gave no context";
        return o;
    }
    (void)ascsim::TakeReportedMessages();
    o.status = fn(ctx);
    o.reported = ascsim::TakeReportedMessages();
    o.tilingKey = ctx->GetTilingKey();
    o.blockDim = ctx->GetBlockDim();
    if (gert::TilingData* td = ctx->GetRawTilingData()) {
        const auto* bytes = static_cast<const uint8_t*>(td->GetData());
        o.tilingData.assign(bytes, bytes + td->GetDataSize());
    }
    const size_t n = ctx->GetWorkspaceNum();
    if (n > 0) {
        const size_t* ws = ctx->GetWorkspaceSizes(n);
        o.workspaces.assign(ws, ws + n);
    }
    return o;
}

Outcome ViaContextBuilder(const Dims& dims, ge::DataType dt, const char* soc, fe::PlatFormInfos* platform = nullptr)
{
    return ViaContextBuilder(dims, dims, dims, dt, soc, platform);
}

int64_t Product(const Dims& dims)
{
    int64_t n = 1;
    for (const int64_t d : dims) {
        n *= d;
    }
    return n;
}

// The framework-visible results (key, block dim, workspace, data size) plus the split itself.
::testing::AssertionResult CheckOutcome(const Outcome& o, int64_t total, ge::DataType dt, const Platform& p,
                                        bool simulateTiles = true)
{
    if (o.status != ge::GRAPH_SUCCESS) {
        return ::testing::AssertionFailure() << "tiling failed: " << o.error << " / " << o.reported;
    }
    if (!o.reported.empty()) {
        return ::testing::AssertionFailure() << "a successful tiling reported: " << o.reported;
    }
    // ASCENDC_TPL encoding: D_T in bits 0-7 (the raw ge::DataType value), the only template argument.
    if (o.tilingKey != static_cast<uint64_t>(dt)) {
        return ::testing::AssertionFailure() << "tiling key " << o.tilingKey << " for " << TypeName(dt);
    }
    if (o.tilingData.size() != sizeof(AsinGradTilingData)) {
        return ::testing::AssertionFailure() << "tiling data of " << o.tilingData.size() << " bytes";
    }
    if (o.workspaces != std::vector<size_t>{0U}) {
        return ::testing::AssertionFailure() << "workspace is not exactly one slot of 0 bytes";
    }
    const AsinGradTilingData td = ut_asin_grad::TilingDataOf(o.tilingData);
    if (static_cast<int64_t>(o.blockDim) != td.usedCoreNum) {
        return ::testing::AssertionFailure() << "blockDim " << o.blockDim << " != usedCoreNum " << td.usedCoreNum;
    }
    return CheckTiling(td, total, ElemBytes(dt), p, simulateTiles);
}

// Sizes around every boundary of the split for one dtype on one platform: 32-byte blocks,
// 512-byte chunks, the per-core minimum and its multiples up to all cores, the largest tile and
// its multiples, and all cores each holding several tiles.
std::vector<int64_t> BoundarySizes(int64_t elemBytes, const Platform& p)
{
    const int64_t block = 32 / elemBytes;
    const int64_t chunk512 = 512 / elemBytes;
    const int64_t perCore = ut_asin_grad::MinElemsPerCore(elemBytes);
    const int64_t refPerCore = 16 * 1024 / elemBytes;  // 16 KiB of dy: boundaries of an earlier split, still sizes
    const int64_t tile = MaxFittingTile(p.ubBytes, elemBytes);
    std::set<int64_t> bases;
    for (int64_t k = 1; k <= 64; ++k) {
        bases.insert(k * block);
        bases.insert(k * chunk512);
        bases.insert(k * 1021 * chunk512);  // 512-byte multiples beyond the per-core minimum
    }
    for (int64_t n = 1; n <= p.coreNum + 2; ++n) {
        bases.insert(n * perCore);
        bases.insert(n * refPerCore);
        bases.insert(n * tile);
        bases.insert(n * p.coreNum * block);
    }
    for (int64_t n = 1; n <= 3; ++n) {
        bases.insert(n * p.coreNum * tile);  // every core exactly n full tiles
        bases.insert(n * p.coreNum * perCore);
    }
    std::set<int64_t> sizes;
    for (const int64_t b : bases) {
        for (const int64_t d : std::initializer_list<int64_t>{-block - 1, -block, -2, -1, 0, 1, 2, block - 1, block,
                                                             block + 1}) {
            if (b + d >= 0) {
                sizes.insert(b + d);
            }
        }
    }
    return {sizes.begin(), sizes.end()};
}

class AsinGradTiling : public ::testing::Test {
protected:
    void TearDown() override { ascsim::SetActiveSocProfileForTest(""); }
};

TEST_F(AsinGradTiling, ProfilesSeenByTheTilingMatchTheExpectations)
{
    const std::vector<std::string> names = ascsim::SocProfileNames();
    EXPECT_EQ(names, (std::vector<std::string>{"Ascend950PR", "Ascend950DT", "Ascend950Test4"}));
    // 950PR / 950DT: 64 vector cores, 256 KiB UB of which 8 KiB are reserved.
    EXPECT_EQ(PlatformOf("Ascend950PR").coreNum, 64);
    EXPECT_EQ(PlatformOf("Ascend950PR").ubBytes, 248 * 1024);
    EXPECT_EQ(PlatformOf("Ascend950DT").coreNum, 64);
    EXPECT_EQ(PlatformOf("Ascend950DT").ubBytes, 248 * 1024);
    EXPECT_EQ(PlatformOf("Ascend950Test4").coreNum, 4);
    for (const std::string& name : names) {
        SCOPED_TRACE(name);
        fe::PlatFormInfos infos;
        ascsim::FillPlatformInfos(*ascsim::FindSocProfile(name), &infos);
        platform_ascendc::PlatformAscendC ascendc(&infos);
        uint64_t ub = 0;
        ascendc.GetCoreMemSize(platform_ascendc::CoreMemType::UB, ub);
        EXPECT_EQ(static_cast<int64_t>(ascendc.GetCoreNumAiv()), PlatformOf(name).coreNum);
        // GetCoreMemSize(UB) reports the 248 KB a kernel's TPipe may use (GetUBSizeInBytes.md).
        EXPECT_EQ(ub, ascsim::FindSocProfile(name)->ubUsableBytes());
        EXPECT_EQ(PlatformOf(name).ubBytes, 248 * 1024);
        EXPECT_EQ(static_cast<int64_t>(ascendc.GetVecRegLen()), kVecLen);  // GetVecRegLen.md: VL in bytes
    }
}

TEST_F(AsinGradTiling, KnownSplits)
{
    ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950PR"));
    struct Case {
        int64_t total;
        ge::DataType dt;
        AsinGradTilingData expected;  // totalLength, blockFormer, blockTail, ubFormer, usedCoreNum
    };
    const std::vector<Case> cases = {
        // A core per vector register (256 bytes) of dy (64 fp32, 128 fp16/bf16 elements):
        // 1000 fp32 -> 16 cores of 64 (whole 32-byte blocks), the last one 40.
        {1000, ge::DT_FLOAT, {1000, 64, 40, 64, 16}},
        {1, ge::DT_FLOAT, {1, 8, 1, 64, 1}},
        {1, ge::DT_BF16, {1, 16, 1, 64, 1}},                // tiles of whole VF iterations: 64 elements
        {4096, ge::DT_FLOAT, {4096, 64, 64, 64, 64}},        // exactly one VL per core on 64 cores
        {4097, ge::DT_FLOAT, {4097, 72, 65, 128, 57}},       // 65 wanted, 64 cores: 72 each -> 57 used
        {8192, ge::DT_FLOAT16, {8192, 128, 128, 128, 64}},
        {8193, ge::DT_FLOAT16, {8193, 144, 129, 192, 57}},
        // 2^20 fp32 over 64 cores: 16384 each; the kernel's queues (3 x 4 buffers x 4 B per
        // element) fit 248 KiB / 48 = 5290 -> 5248 elements.
        {1 << 20, ge::DT_FLOAT, {1 << 20, 16384, 16384, 5248, 64}},
        // fp16: 248 KiB / 24 = 10581 -> 10560 (a multiple of 64).
        {1 << 20, ge::DT_FLOAT16, {1 << 20, 16384, 16384, 10560, 64}},
        // A core's slice that fits is one tile.
        {1 << 18, ge::DT_FLOAT, {1 << 18, 4096, 4096, 4096, 64}},
        {1 << 14, ge::DT_FLOAT, {1 << 14, 256, 256, 256, 64}},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(std::to_string(c.total) + " " + TypeName(c.dt));
        const Outcome o = ViaRegistry({c.total}, c.dt);
        ASSERT_TRUE(CheckOutcome(o, c.total, c.dt, PlatformOf("Ascend950PR")));
        const AsinGradTilingData td = ut_asin_grad::TilingDataOf(o.tilingData);
        EXPECT_EQ(td.totalLength, c.expected.totalLength);
        EXPECT_EQ(td.blockFormer, c.expected.blockFormer);
        EXPECT_EQ(td.blockTail, c.expected.blockTail);
        EXPECT_EQ(td.ubFormer, c.expected.ubFormer);
        EXPECT_EQ(td.usedCoreNum, c.expected.usedCoreNum);
    }
}

TEST_F(AsinGradTiling, EverySizeUpToTwoCoresOfFp16OnEveryProfile)
{
    // 0 .. 8200 elements: every 32-byte and 512-byte boundary, 1 and 2 cores for every dtype.
    constexpr int64_t kMax = 8200;
    for (const std::string& soc : ascsim::SocProfileNames()) {
        ASSERT_TRUE(ascsim::SetActiveSocProfileForTest(soc));
        const Platform p = PlatformOf(soc);
        for (const ge::DataType dt : SupportedTypes()) {
            for (int64_t n = 0; n <= kMax; ++n) {
                ASSERT_TRUE(CheckOutcome(ViaRegistry({n}, dt), n, dt, p)) << soc << " " << TypeName(dt) << " " << n;
            }
        }
    }
}

TEST_F(AsinGradTiling, BoundarySizesOnEveryProfileThroughRegistryAndContextBuilder)
{
    for (const std::string& soc : ascsim::SocProfileNames()) {
        ASSERT_TRUE(ascsim::SetActiveSocProfileForTest(soc));
        const Platform p = PlatformOf(soc);
        for (const ge::DataType dt : SupportedTypes()) {
            for (const int64_t n : BoundarySizes(ElemBytes(dt), p)) {
                SCOPED_TRACE(soc + " " + TypeName(dt) + " " + std::to_string(n));
                const Outcome reg = ViaRegistry({n}, dt);
                ASSERT_TRUE(CheckOutcome(reg, n, dt, p));
                const Outcome cb = ViaContextBuilder({n}, dt, soc.c_str());
                ASSERT_TRUE(CheckOutcome(cb, n, dt, p));
                EXPECT_EQ(cb.tilingData, reg.tilingData);
            }
        }
    }
}

TEST_F(AsinGradTiling, ContextBuilderAcceptsCannSocNamesAndTheActiveProfile)
{
    // AddPlatformInfo with the chip name; AddPlatformInfo(nullptr) uses the active profile.
    const std::vector<std::pair<const char*, std::string>> names = {
        {"Ascend950PR_9589", "Ascend950PR"}, {"Ascend950DT_9591", "Ascend950DT"}, {"Ascend950Test4", "Ascend950Test4"}};
    const int64_t n = 3 * 64 * 4096 + 5;  // enough for every core of every profile
    for (const auto& name : names) {
        for (const ge::DataType dt : SupportedTypes()) {
            SCOPED_TRACE(std::string(name.first) + " " + TypeName(dt));
            EXPECT_TRUE(CheckOutcome(ViaContextBuilder({n}, dt, name.first), n, dt, PlatformOf(name.second)));
        }
    }
    ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950Test4"));
    const Outcome o = ViaContextBuilder({n}, ge::DT_FLOAT, "");
    EXPECT_TRUE(CheckOutcome(o, n, ge::DT_FLOAT, PlatformOf("Ascend950Test4")));
    EXPECT_EQ(o.blockDim, 4U);
}

TEST_F(AsinGradTiling, MultiDimScalarAndEmptyShapes)
{
    const std::vector<Dims> shapes = {
        {},                          // rank 0: one element
        {1, 1, 1, 1, 1, 1, 1, 1},    // 8-d, one element
        {3, 5, 7, 1, 9, 11, 13, 1},  // 8-d, 135135 elements
        {17, 4099},                  // odd dims
        {2, 0, 3},                   // empty
        {0},
        {1, 2, 3, 4, 5, 6, 7, 0},
        {1024, 1024},
    };
    for (const std::string& soc : ascsim::SocProfileNames()) {
        ASSERT_TRUE(ascsim::SetActiveSocProfileForTest(soc));
        for (const ge::DataType dt : SupportedTypes()) {
            for (const Dims& dims : shapes) {
                SCOPED_TRACE(soc + " " + TypeName(dt) + " " + ut_asin_grad::DimsText(dims));
                EXPECT_TRUE(CheckOutcome(ViaRegistry(dims, dt), Product(dims), dt, PlatformOf(soc)));
                EXPECT_TRUE(CheckOutcome(ViaContextBuilder(dims, dt, soc.c_str()), Product(dims), dt, PlatformOf(soc)));
            }
        }
    }
    // The element count is what matters, not the shape: [1024,1024] tiles like [1048576].
    ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950PR"));
    EXPECT_EQ(ViaRegistry({1024, 1024}, ge::DT_BF16).tilingData, ViaRegistry({1 << 20}, ge::DT_BF16).tilingData);
}

TEST_F(AsinGradTiling, SmallTensorsUseFewCoresAndLargeOnesAll)
{
    for (const std::string& soc : ascsim::SocProfileNames()) {
        ASSERT_TRUE(ascsim::SetActiveSocProfileForTest(soc));
        const Platform p = PlatformOf(soc);
        for (const ge::DataType dt : SupportedTypes()) {
            SCOPED_TRACE(soc + " " + TypeName(dt));
            const int64_t perCore = ut_asin_grad::MinElemsPerCore(ElemBytes(dt));
            // A tensor of at most 256 bytes (one fp32 VL) runs on one core.
            for (const int64_t n : {int64_t{1}, perCore / 2, perCore - 1, perCore}) {
                EXPECT_EQ(ViaRegistry({n}, dt).blockDim, 1U) << n;
            }
            EXPECT_EQ(ViaRegistry({perCore + 1}, dt).blockDim, 2U);
            // Enough for every core: all of them (8 VLs each, so the 32-byte rounding leaves none empty).
            EXPECT_EQ(static_cast<int64_t>(ViaRegistry({8 * p.coreNum * perCore + 1}, dt).blockDim), p.coreNum);
            EXPECT_EQ(static_cast<int64_t>(ViaRegistry({int64_t{1} << 26}, dt).blockDim), p.coreNum);
        }
    }
}

TEST_F(AsinGradTiling, HugeSizesUpTo2Pow33)
{
    const std::vector<int64_t> sizes = {
        (int64_t{1} << 31) - 1, int64_t{1} << 31, (int64_t{1} << 31) + 1, (int64_t{1} << 32) - 1,
        int64_t{1} << 32,       (int64_t{1} << 32) + 7, 3 * (int64_t{1} << 31) + 13, (int64_t{1} << 33) - 1,
        int64_t{1} << 33,       64 * 7872 * 17 + 1,    1000000007,
    };
    for (const std::string& soc : ascsim::SocProfileNames()) {
        const Platform p = PlatformOf(soc);
        for (const ge::DataType dt : SupportedTypes()) {
            for (const int64_t n : sizes) {
                SCOPED_TRACE(soc + " " + TypeName(dt) + " " + std::to_string(n));
                AsinGradTilingData td{};
                ASSERT_EQ(optiling::ComputeAsinGradTiling(n, ElemBytes(dt), p.coreNum, p.ubBytes, kVecLen, &td),
                          ge::GRAPH_SUCCESS);
                ASSERT_TRUE(CheckTiling(td, n, ElemBytes(dt), p));
                EXPECT_EQ(td.usedCoreNum, p.coreNum);
            }
        }
    }
    // The same split through the whole tiling function (shape only, nothing is allocated).
    ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950DT"));
    EXPECT_TRUE(CheckOutcome(ViaRegistry({2, 1 << 16, 1 << 16}, ge::DT_FLOAT16), int64_t{1} << 33, ge::DT_FLOAT16,
                             PlatformOf("Ascend950DT")));
}

TEST_F(AsinGradTiling, AnyCoreCountSplitsEvenly)
{
    const Platform pr = PlatformOf("Ascend950PR");
    const std::vector<int64_t> sizes = {1, 31, 4097, 65535, 262145, 1000003, 16777259};
    for (int64_t cores = 1; cores <= 80; ++cores) {
        for (const ge::DataType dt : SupportedTypes()) {
            for (const int64_t n : sizes) {
                AsinGradTilingData td{};
                ASSERT_EQ(optiling::ComputeAsinGradTiling(n, ElemBytes(dt), cores, pr.ubBytes, kVecLen, &td),
                          ge::GRAPH_SUCCESS);
                ASSERT_TRUE(CheckTiling(td, n, ElemBytes(dt), Platform{cores, pr.ubBytes}))
                    << cores << " cores " << TypeName(dt);
            }
        }
    }
}

TEST_F(AsinGradTiling, TileIsTheLargestThatFitsForAnyUbSize)
{
    // One core and a tensor far larger than any tile: ubFormer must be the largest multiple of 64
    // whose real kernel buffers (each rounded up to 32 B) fit, whatever the UB size.
    const int64_t n = int64_t{1} << 24;
    for (const ge::DataType dt : SupportedTypes()) {
        const int64_t eb = ElemBytes(dt);
        for (int64_t ub = KernelUbBytes(64, eb); ub <= 256 * 1024; ub += 61) {
            AsinGradTilingData td{};
            ASSERT_EQ(optiling::ComputeAsinGradTiling(n, eb, 1, ub, kVecLen, &td), ge::GRAPH_SUCCESS) << ub;
            ASSERT_TRUE(CheckTiling(td, n, eb, Platform{1, ub}, /*simulateTiles=*/false)) << TypeName(dt);
            ASSERT_EQ(td.ubFormer, MaxFittingTile(ub, eb)) << ub;
        }
    }
}

// ---- failure paths -------------------------------------------------------------------------

TEST_F(AsinGradTiling, UnsupportedDtypeFailsWithAMessage)
{
    for (const ge::DataType dt : {ge::DT_INT32, ge::DT_DOUBLE, ge::DT_INT8, ge::DT_INT64, ge::DT_BOOL}) {
        SCOPED_TRACE(TypeName(dt));
        const std::string expected = "unsupported data type " + std::to_string(static_cast<int>(dt));
        const Outcome cb = ViaContextBuilder({1024}, dt, "Ascend950PR");
        EXPECT_EQ(cb.status, ge::GRAPH_FAILED);
        EXPECT_NE(cb.reported.find(expected), std::string::npos) << cb.reported;
        const Outcome reg = ViaRegistry({1024}, dt);
        EXPECT_EQ(reg.status, ge::GRAPH_FAILED);
        EXPECT_FALSE(reg.error.empty());
        EXPECT_NE(reg.reported.find(expected), std::string::npos) << reg.reported;
    }
}

// PlatFormInfos of the 950PR with one resource changed.
fe::PlatFormInfos ModifiedPlatform(const std::string& label, const std::string& key, const std::string& value)
{
    fe::PlatFormInfos infos;
    ascsim::FillPlatformInfos(*ascsim::FindSocProfile("Ascend950PR"), &infos);
    std::map<std::string, std::string> table;
    EXPECT_TRUE(infos.GetPlatformRes(label, table)) << label;
    EXPECT_EQ(table.count(key), 1U) << key;
    table[key] = value;
    infos.SetPlatformRes(label, table);
    return infos;
}

TEST_F(AsinGradTiling, AbsurdlySmallUbFailsCleanly)
{
    for (const ge::DataType dt : SupportedTypes()) {
        SCOPED_TRACE(TypeName(dt));
        const int64_t eb = ElemBytes(dt);
        const int64_t chunk = ut_asin_grad::TileChunk(eb);
        for (const int64_t ub : {int64_t{1}, int64_t{64}, int64_t{512}, KernelUbBytes(chunk, eb) - 1}) {
            fe::PlatFormInfos infos = ModifiedPlatform("AICoreSpec", "ub_size", std::to_string(ub));
            const Outcome o = ViaContextBuilder({100000}, dt, nullptr, &infos);
            EXPECT_EQ(o.status, ge::GRAPH_FAILED) << ub;
            EXPECT_NE(o.reported.find("cannot hold one tile"), std::string::npos) << ub << ": " << o.reported;
            AsinGradTilingData td{};
            EXPECT_EQ(optiling::ComputeAsinGradTiling(100000, eb, 64, ub, kVecLen, &td), ge::GRAPH_FAILED)
                << ub;
            EXPECT_NE(ascsim::TakeReportedMessages().find("cannot hold one tile"), std::string::npos);
        }
        // The smallest UB that holds the kernel's buffers for one tile (one VF iteration) works.
        const int64_t minUb = KernelUbBytes(chunk, eb);
        fe::PlatFormInfos infos = ModifiedPlatform("AICoreSpec", "ub_size", std::to_string(minUb));
        const Outcome o = ViaContextBuilder({100000}, dt, nullptr, &infos);
        ASSERT_TRUE(CheckOutcome(o, 100000, dt, Platform{64, minUb}));
        EXPECT_EQ(ut_asin_grad::TilingDataOf(o.tilingData).ubFormer, chunk);
    }
    fe::PlatFormInfos noUb = ModifiedPlatform("AICoreSpec", "ub_size", "0");
    const Outcome o = ViaContextBuilder({100000}, ge::DT_FLOAT, nullptr, &noUb);
    EXPECT_EQ(o.status, ge::GRAPH_FAILED);
    EXPECT_NE(o.reported.find("0 bytes of UB"), std::string::npos) << o.reported;
}

TEST_F(AsinGradTiling, NoCoresOrNoPlatformFailsCleanly)
{
    fe::PlatFormInfos noCores = ModifiedPlatform("SoCInfo", "vector_core_cnt", "0");
    Outcome o = ViaContextBuilder({100000}, ge::DT_FLOAT, nullptr, &noCores);
    EXPECT_EQ(o.status, ge::GRAPH_FAILED);
    EXPECT_NE(o.reported.find("0 vector cores"), std::string::npos) << o.reported;

    o = ViaContextBuilder({100000}, ge::DT_FLOAT, nullptr, nullptr);  // no PlatformInfo at all
    EXPECT_EQ(o.status, ge::GRAPH_FAILED);
    EXPECT_NE(o.reported.find("no platform information"), std::string::npos) << o.reported;
}

TEST_F(AsinGradTiling, ElementCountMismatchFails)
{
    const Outcome o = ViaContextBuilder({4, 5}, {4, 6}, {4, 5}, ge::DT_FLOAT, "Ascend950PR");
    EXPECT_EQ(o.status, ge::GRAPH_FAILED);
    EXPECT_NE(o.reported.find("same number of elements"), std::string::npos) << o.reported;
    const Outcome o2 = ViaContextBuilder({4, 5}, {4, 5}, {21}, ge::DT_FLOAT, "Ascend950PR");
    EXPECT_EQ(o2.status, ge::GRAPH_FAILED);
    // Same count, other shape: the split only depends on the count.
    EXPECT_TRUE(CheckOutcome(ViaContextBuilder({4, 5}, {20}, {5, 4}, ge::DT_FLOAT, "Ascend950PR"), 20, ge::DT_FLOAT,
                             PlatformOf("Ascend950PR")));
}

TEST_F(AsinGradTiling, InvalidSplitInputsFail)
{
    AsinGradTilingData td{};
    const std::vector<std::vector<int64_t>> bad = {
        {-1, 4, 64, 253952, 256}, {100, 0, 64, 253952, 256}, {100, -2, 64, 253952, 256}, {100, 4, 0, 253952, 256},
        {100, 4, -1, 253952, 256}, {100, 4, 64, 0, 256},     {100, 4, 64, -253952, 256}, {100, 4, 64, 253952, 0},
        {100, 4, 64, 253952, -256}, {100, 4, 64, 253952, 100},
    };
    for (const auto& b : bad) {
        (void)ascsim::TakeReportedMessages();
        EXPECT_EQ(optiling::ComputeAsinGradTiling(b[0], b[1], b[2], b[3], b[4], &td), ge::GRAPH_FAILED)
            << b[0] << " " << b[1] << " " << b[2] << " " << b[3] << " " << b[4];
        EXPECT_FALSE(ascsim::TakeReportedMessages().empty());
    }
}

// Lengths no 950 can hold fail before any arithmetic (CeilDiv(INT64_MAX, ...) used to overflow).
// 2^40 bytes is the limit: the last length below it still splits.
TEST_F(AsinGradTiling, LengthsBeyondAnyDeviceMemoryFail)
{
    const Platform p = PlatformOf("Ascend950PR");
    for (const ge::DataType dt : SupportedTypes()) {
        const int64_t eb = ElemBytes(dt);
        const int64_t limit = (int64_t{1} << 40) / eb;
        for (const int64_t n : {limit + 1, INT64_MAX / 2, INT64_MAX - 1, INT64_MAX}) {
            AsinGradTilingData td{};
            (void)ascsim::TakeReportedMessages();
            EXPECT_EQ(optiling::ComputeAsinGradTiling(n, eb, p.coreNum, p.ubBytes, kVecLen, &td), ge::GRAPH_FAILED) << n;
            EXPECT_NE(ascsim::TakeReportedMessages().find("larger than any Ascend 950 device memory"),
                      std::string::npos);
        }
        AsinGradTilingData td{};
        ASSERT_EQ(optiling::ComputeAsinGradTiling(limit, eb, p.coreNum, p.ubBytes, kVecLen, &td), ge::GRAPH_SUCCESS);
        EXPECT_TRUE(CheckTiling(td, limit, eb, p));
    }
}

}  // namespace

// The tiling reads nothing but its context: the variable that once selected a second kernel
// (ASIN_GRAD_IMPL) changes neither the key nor the data, and the key has one dimension, the dtype.
TEST_F(AsinGradTiling, TheTilingReadsNoEnvironment)
{
    const int64_t n = 1 << 20;
    for (const ge::DataType dt : SupportedTypes()) {
        SCOPED_TRACE(TypeName(dt));
        unsetenv("ASIN_GRAD_IMPL");
        const Outcome plain = ViaContextBuilder({n}, dt, "Ascend950PR");
        for (const char* v : {"reference", "fused", "fast", ""}) {
            setenv("ASIN_GRAD_IMPL", v, 1);
            const Outcome o = ViaContextBuilder({n}, dt, "Ascend950PR");
            EXPECT_TRUE(CheckOutcome(o, n, dt, PlatformOf("Ascend950PR"))) << v;
            EXPECT_EQ(o.tilingKey, plain.tilingKey) << v;
            EXPECT_EQ(o.tilingData, plain.tilingData) << v;
        }
        unsetenv("ASIN_GRAD_IMPL");
        EXPECT_TRUE(CheckOutcome(plain, n, dt, PlatformOf("Ascend950PR")));
    }
}
