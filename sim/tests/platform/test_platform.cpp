// SoC profiles, fe::PlatFormInfos and PlatformAscendC.
#include <gtest/gtest.h>

#include <cstdlib>

#include "ascsim/soc_profile.h"
#include "platform/platform_infos_def.h"
#include "tiling/platform/platform_ascendc.h"

namespace {
using platform_ascendc::CoreMemType;
using platform_ascendc::PlatformAscendC;

constexpr uint64_t kKiB = 1024;
constexpr uint64_t kGiB = 1024ULL * 1024 * 1024;

// Enum values as CANN defines them (asc-devkit include/utils/tiling/platform/platform_ascendc.h,
// docs/zh/api/Utils-API/平台信息获取/PlatformAscendC/GetCoreMemSize.md).
static_assert(static_cast<int>(CoreMemType::L0_A) == 0, "CoreMemType::L0_A");
static_assert(static_cast<int>(CoreMemType::L1) == 3, "CoreMemType::L1");
static_assert(static_cast<int>(CoreMemType::UB) == 5, "CoreMemType::UB");
static_assert(static_cast<int>(CoreMemType::HBM) == 6, "CoreMemType::HBM");
static_assert(static_cast<int>(CoreMemType::BT) == 8, "CoreMemType::BT");
static_assert(static_cast<int>(platform_ascendc::SocVersion::ASCEND950) == 4, "SocVersion::ASCEND950");
static_assert(platform_ascendc::SocVersion::ASCEND910_95 == platform_ascendc::SocVersion::ASCEND950, "alias");
static_assert(static_cast<int>(platform_ascendc::SocVersion::RESERVED_VERSION) == 99999, "RESERVED_VERSION");
static_assert(static_cast<uint32_t>(NpuArch::DAV_3510) == 3510, "DAV_3510");
static_assert(static_cast<uint32_t>(NpuArch::DAV_RESV) == 0xFFFF, "DAV_RESV");

class PlatformTest : public ::testing::Test {
protected:
    void TearDown() override
    {
        ascsim::SetActiveSocProfileForTest("");
        unsetenv("ASCEND_SIM_SOC");
    }
    PlatformAscendC Make(const std::string& profile)
    {
        const ascsim::SocProfile* p = ascsim::FindSocProfile(profile);
        EXPECT_NE(p, nullptr) << profile;
        ascsim::FillPlatformInfos(*p, &infos_);
        return PlatformAscendC(&infos_);
    }
    fe::PlatFormInfos infos_;
};

TEST_F(PlatformTest, ProfilesHoldThe950Numbers)
{
    const auto* pr = ascsim::FindSocProfile("Ascend950PR");
    const auto* dt = ascsim::FindSocProfile("Ascend950DT");
    const auto* t4 = ascsim::FindSocProfile("Ascend950Test4");
    ASSERT_NE(pr, nullptr);
    ASSERT_NE(dt, nullptr);
    ASSERT_NE(t4, nullptr);
    EXPECT_EQ(ascsim::FindSocProfile("Ascend910B"), nullptr);
    for (const auto* p : {pr, dt}) {
        EXPECT_EQ(p->npuArch, 3510U);
        EXPECT_EQ(p->aicCores, 32U);
        EXPECT_EQ(p->aivCores, 64U);
        EXPECT_EQ(p->ubTotalBytes, 256 * kKiB);
        EXPECT_EQ(p->ubReservedBytes, 8 * kKiB);
        EXPECT_EQ(p->ubUsableBytes(), 248 * kKiB);
        EXPECT_EQ(p->ubBlockBytes, 32U);
        EXPECT_EQ(p->vectorRepeatBytes, 256U);
        EXPECT_EQ(p->shortSocVersion, "ascend950");
    }
    EXPECT_EQ(pr->hbmBytes, 128 * kGiB);
    EXPECT_DOUBLE_EQ(pr->hbmBandwidthBytesPerSec, 1.6e12);
    EXPECT_EQ(dt->hbmBytes, 144 * kGiB);
    EXPECT_DOUBLE_EQ(dt->hbmBandwidthBytesPerSec, 4.0e12);
    EXPECT_EQ(t4->aicCores, 2U);
    EXPECT_EQ(t4->aivCores, 4U);
    EXPECT_EQ(t4->ubUsableBytes(), pr->ubUsableBytes());
    EXPECT_EQ(t4->hbmBytes, pr->hbmBytes);
    EXPECT_EQ(ascsim::SocProfileNames().size(), 3U);
}

TEST_F(PlatformTest, PlatformAscendCAnswersFor950PR)
{
    PlatformAscendC plat = Make("Ascend950PR");
    EXPECT_EQ(plat.GetCoreNumAiv(), 64U);
    EXPECT_EQ(plat.GetCoreNumAic(), 32U);
    EXPECT_EQ(plat.GetCoreNum(), 64U); // separated architecture: vector cores
    EXPECT_EQ(plat.GetCoreNumVector(), 0U);
    EXPECT_EQ(plat.GetSocVersion(), platform_ascendc::SocVersion::ASCEND950);
    EXPECT_EQ(plat.GetCurNpuArch(), NpuArch::DAV_3510);
    EXPECT_EQ(plat.GetVecRegLen(), 256U);
    EXPECT_EQ(plat.GetLibApiWorkSpaceSize(), 16U * 1024U * 1024U);
    uint64_t v = 0;
    plat.GetCoreMemSize(CoreMemType::UB, v);
    EXPECT_EQ(v, 248 * kKiB); // the SDK's 3510 TOTAL_UB_SIZE, not the physical 256 KB (soc_profile.cpp)
    plat.GetCoreMemSize(CoreMemType::L1, v);
    EXPECT_EQ(v, 512 * kKiB);
    plat.GetCoreMemSize(CoreMemType::L0_A, v);
    EXPECT_EQ(v, 64 * kKiB);
    plat.GetCoreMemSize(CoreMemType::L0_B, v);
    EXPECT_EQ(v, 64 * kKiB);
    plat.GetCoreMemSize(CoreMemType::L0_C, v);
    EXPECT_EQ(v, 256 * kKiB);
    plat.GetCoreMemSize(CoreMemType::BT, v);
    EXPECT_EQ(v, 4 * kKiB);
    plat.GetCoreMemSize(CoreMemType::FB, v);
    EXPECT_EQ(v, 4 * kKiB);
    plat.GetCoreMemSize(CoreMemType::HBM, v);
    EXPECT_EQ(v, 128 * kGiB);
    plat.GetCoreMemSize(CoreMemType::L2, v);
    EXPECT_EQ(v, 128ULL * 1024 * 1024); // 缓存一致性.md: 128MB on NPU arch 3510
    plat.GetCoreMemBw(CoreMemType::HBM, v);
    EXPECT_EQ(v, 0U); // bytes/cycle not published for 950
}

TEST_F(PlatformTest, ReserveLocalMemoryShrinksUbAndLastCallWins)
{
    PlatformAscendC plat = Make("Ascend950PR");
    uint64_t ub = 0;
    plat.ReserveLocalMemory(platform_ascendc::ReservedSize::RESERVED_SIZE_8K);
    plat.GetCoreMemSize(CoreMemType::UB, ub);
    EXPECT_EQ(ub, 248 * kKiB - 8 * kKiB);
    plat.ReserveLocalMemory(platform_ascendc::ReservedSize::RESERVED_SIZE_32K);
    plat.GetCoreMemSize(CoreMemType::UB, ub);
    EXPECT_EQ(ub, 248 * kKiB - 32 * kKiB);
    uint64_t l1 = 0;
    plat.GetCoreMemSize(CoreMemType::L1, l1);
    EXPECT_EQ(l1, 512 * kKiB);
}

TEST_F(PlatformTest, CalcTschNumBlocksPairsTwoAivWithOneAic)
{
    PlatformAscendC plat = Make("Ascend950PR");
    EXPECT_EQ(plat.CalcTschNumBlocks(64, 32, 64), 32U);
    EXPECT_EQ(plat.CalcTschNumBlocks(63, 32, 64), 32U);
    EXPECT_EQ(plat.CalcTschNumBlocks(7, 32, 64), 4U);
    EXPECT_EQ(plat.CalcTschNumBlocks(65, 32, 64), 0U); // more blocks than cube cores
    EXPECT_EQ(plat.CalcTschNumBlocks(100, 0, 64), 100U);
    EXPECT_EQ(plat.CalcTschNumBlocks(100, 32, 0), 100U);
    EXPECT_EQ(plat.CalcTschBlockDim(64, 32, 64), 32U);
}

TEST_F(PlatformTest, Test4ProfileAndDtProfile)
{
    PlatformAscendC t4 = Make("Ascend950Test4");
    EXPECT_EQ(t4.GetCoreNumAiv(), 4U);
    EXPECT_EQ(t4.GetCoreNumAic(), 2U);
    EXPECT_EQ(t4.GetCoreNum(), 4U);
    EXPECT_EQ(t4.CalcTschNumBlocks(4, 2, 4), 2U);
    fe::PlatFormInfos dtInfos;
    ascsim::FillPlatformInfos(*ascsim::FindSocProfile("Ascend950DT"), &dtInfos);
    PlatformAscendC dt(&dtInfos);
    uint64_t hbm = 0;
    dt.GetCoreMemSize(CoreMemType::HBM, hbm);
    EXPECT_EQ(hbm, 144 * kGiB);
    EXPECT_EQ(dt.GetSocVersion(), platform_ascendc::SocVersion::ASCEND950);
}

TEST_F(PlatformTest, ActiveProfileFollowsEnvironmentAndTestOverride)
{
    unsetenv("ASCEND_SIM_SOC");
    EXPECT_EQ(ascsim::ActiveSocProfile().name, "Ascend950PR");
    setenv("ASCEND_SIM_SOC", "Ascend950DT", 1);
    EXPECT_EQ(ascsim::ActiveSocProfile().name, "Ascend950DT");
    setenv("ASCEND_SIM_SOC", "NoSuchChip", 1);
    EXPECT_EQ(ascsim::ActiveSocProfile().name, "Ascend950PR"); // reported once, falls back
    EXPECT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950Test4"));
    EXPECT_EQ(ascsim::ActiveSocProfile().aivCores, 4U);
    EXPECT_FALSE(ascsim::SetActiveSocProfileForTest("Bogus"));
    EXPECT_EQ(ascsim::ActiveSocProfile().aivCores, 4U);
    EXPECT_TRUE(ascsim::SetActiveSocProfileForTest(""));
    EXPECT_EQ(ascsim::ActiveSocProfile().name, "Ascend950PR");
}

TEST_F(PlatformTest, ManagerInstanceFollowsActiveProfile)
{
    ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950PR"));
    PlatformAscendC* p = platform_ascendc::PlatformAscendCManager::GetInstance();
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->GetCoreNumAiv(), 64U);
    ASSERT_TRUE(ascsim::SetActiveSocProfileForTest("Ascend950Test4"));
    EXPECT_EQ(platform_ascendc::PlatformAscendCManager::GetInstance()->GetCoreNumAiv(), 4U);
    // A later custom SoC does not re-pin an instance that already exists (first call wins).
    EXPECT_EQ(platform_ascendc::PlatformAscendCManager::GetInstance("Ascend950DT_9591")->GetCoreNumAiv(), 4U);
}

TEST_F(PlatformTest, CannSocNamesResolve)
{
    EXPECT_EQ(ascsim::FindSocProfileByCannName("Ascend950PR_9589")->name, "Ascend950PR");
    EXPECT_EQ(ascsim::FindSocProfileByCannName("Ascend950PR_957c")->name, "Ascend950PR");
    EXPECT_EQ(ascsim::FindSocProfileByCannName("Ascend950DT_9592")->name, "Ascend950DT");
    EXPECT_EQ(ascsim::FindSocProfileByCannName("ascend950")->name, "Ascend950PR");
    EXPECT_EQ(ascsim::FindSocProfileByCannName("Ascend950Test4")->name, "Ascend950Test4");
    EXPECT_EQ(ascsim::FindSocProfileByCannName("Ascend910B1"), nullptr);
}

TEST_F(PlatformTest, PlatFormInfosTables)
{
    fe::PlatFormInfos infos;
    EXPECT_TRUE(infos.Init());
    std::string v;
    EXPECT_FALSE(infos.GetPlatformResWithLock("SoCInfo", "ai_core_cnt", v));
    infos.SetPlatformRes("SoCInfo", {{"ai_core_cnt", "24"}, {"vector_core_cnt", "48"}, {"core_type_list", "AICore"}});
    EXPECT_TRUE(infos.GetPlatformRes("SoCInfo", "ai_core_cnt", v));
    EXPECT_EQ(v, "24");
    std::map<std::string, std::string> table;
    EXPECT_TRUE(infos.GetPlatformResWithLock("SoCInfo", table));
    EXPECT_EQ(table.size(), 3U);
    infos.SetCoreNumByCoreType("AICore");
    EXPECT_EQ(infos.GetCoreNum(), 24U);
    // Coupled core list: Aic and Aiv both answer ai_core_cnt.
    PlatformAscendC plat(&infos);
    EXPECT_EQ(plat.GetCoreNumAiv(), 24U);
    EXPECT_EQ(plat.GetCoreNumAic(), 24U);
    EXPECT_EQ(plat.GetSocVersion(), platform_ascendc::SocVersion::RESERVED_VERSION); // no version table
    EXPECT_EQ(plat.GetCurNpuArch(), NpuArch::DAV_RESV);
    EXPECT_EQ(plat.GetLibApiWorkSpaceSize(), 0xFFFFFFFFU);
    uint64_t ub = 7;
    plat.GetCoreMemSize(CoreMemType::UB, ub);
    EXPECT_EQ(ub, 0U);
    fe::PlatFormInfos copy(infos);
    EXPECT_EQ(copy.GetCoreNum(), 24U);
    EXPECT_TRUE(copy.GetPlatformRes("SoCInfo", "vector_core_cnt", v));
    EXPECT_EQ(v, "48");
}
} // namespace
