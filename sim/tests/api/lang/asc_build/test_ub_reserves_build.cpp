// bisheng's --cce-disable-vf-stack-reserved-ubuf / --cce-disable-asc-reserved-ubuf reach the launch:
// asc/ub_reserves.asc, built as written (UbDefaultBuild) and with both options (UbFreedBuild), asks
// TPipe for all 256 KB of UB. Only the second build's kernel gets it (248 KB + 6 KB + 2 KB,
// 架构规格/NPU架构版本3510.md); the first fails the stream with the allocator's finding.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "acl/acl.h"

void UbDefaultBuild(void* stream, uint8_t* x, uint8_t* z);
void UbFreedBuild(void* stream, uint8_t* x, uint8_t* z);

namespace {

class UbReservesBuild : public ::testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
        ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
        ASSERT_EQ(aclrtCreateStream(&stream_), ACL_SUCCESS);
        ASSERT_EQ(aclrtMalloc(reinterpret_cast<void**>(&x_), kBytes, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
        ASSERT_EQ(aclrtMalloc(reinterpret_cast<void**>(&z_), kBytes, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
        std::vector<float> x(64);
        for (int i = 0; i < 64; ++i) {
            x[i] = 0.25f * static_cast<float>(i);
        }
        ASSERT_EQ(aclrtMemcpy(x_, kBytes, x.data(), kBytes, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    }
    void TearDown() override
    {
        (void)aclrtFree(x_);
        (void)aclrtFree(z_);
        (void)aclrtDestroyStream(stream_);
        (void)aclrtResetDevice(0);
        (void)aclFinalize();
    }
    static constexpr size_t kBytes = 64 * sizeof(float);
    aclrtStream stream_ = nullptr;
    uint8_t* x_ = nullptr;
    uint8_t* z_ = nullptr;
};

TEST_F(UbReservesBuild, TheFreedBuildsKernelGetsTheWholeUb)
{
    UbFreedBuild(stream_, x_, z_);
    ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS) << aclGetRecentErrMsg();
    std::vector<float> z(64);
    ASSERT_EQ(aclrtMemcpy(z.data(), kBytes, z_, kBytes, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    for (int i = 0; i < 64; ++i) {
        EXPECT_EQ(z[i], 0.25f * static_cast<float>(i) + 1.0f) << i;
    }
}

TEST_F(UbReservesBuild, TheDefaultBuildsKernelGets248Kilobytes)
{
    UbDefaultBuild(stream_, x_, z_);
    EXPECT_EQ(aclrtSynchronizeStream(stream_), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION);
    const std::string err = aclGetRecentErrMsg();
    EXPECT_NE(err.find("TPipe buffers need 262144 bytes but the Unified Buffer has 253952 usable bytes"),
              std::string::npos)
        << err;
}

} // namespace
