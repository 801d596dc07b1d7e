// The C API's addr_reg on the emulator (c_api_addr_reg.asc, built by the sim's bisheng): the 1-D and the
// 2-D nested-loop offsets against a host reference of asc_update_addr_reg.md's formula, and the checks an
// access makes on the register's offset, each with the twin that stays silent.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "c_api_device_test.h"

void AddrRegKernel(void* s, float* x, float* y, uint32_t a, uint32_t b, uint32_t mode);

namespace {

constexpr size_t kIn = 1024;
constexpr size_t kOut = 512;
constexpr size_t kVl = 64;

class CApiAddrReg : public CApiDeviceTest {
protected:
    void SetUp() override
    {
        std::vector<float> in(kIn);
        for (size_t i = 0; i < kIn; ++i) {
            in[i] = static_cast<float>(i) + 0.25f;
        }
        Open(in, kOut, -1.0f);
    }
};

TEST_F(CApiAddrReg, OneLoopStepsTheOffsetByTheLoopIndex)
{
    AddrRegKernel(stream_, x_, y_, 128, 0, 0);
    ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> y = Output(4 * kVl);
    for (size_t i = 0; i < 4; ++i) {
        for (size_t k = 0; k < kVl; ++k) {
            ASSERT_EQ(y[i * kVl + k], host_[i * 128 + k]) << "block " << i << " element " << k;
        }
    }
}

TEST_F(CApiAddrReg, NestedLoopsGiveInnermostFirstIndicesAndTheInnerOneRestarts)
{
    const size_t in0 = 64, in1 = 512; // j = 1 starts at element 512, not at 3 * 64
    AddrRegKernel(stream_, x_, y_, in0, in1, 2);
    ASSERT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<float> y = Output(6 * kVl);
    for (size_t j = 0; j < 2; ++j) {
        for (size_t i = 0; i < 3; ++i) {
            for (size_t k = 0; k < kVl; ++k) {
                ASSERT_EQ(y[(i + 3 * j) * kVl + k], host_[i * in0 + j * in1 + k]) << "j " << j << " i " << i;
            }
        }
    }
}

TEST_F(CApiAddrReg, AStrideBreakingTheLoadsAlignmentIsAFinding)
{
    AddrRegKernel(stream_, x_, y_, 65, 0, 0); // 65 floats = 260 bytes: not 32-byte aligned
    ExpectFinding({"memcheck", "asc_loadalign", "addr_reg offset * sizeof(T) = 260 bytes is not 32-byte aligned"});
}

TEST_F(CApiAddrReg, AB16RegisterUsedByAFloatAccessIsAFinding)
{
    AddrRegKernel(stream_, x_, y_, 128, 0, 1);
    ExpectFinding({"memcheck", "addr_reg created by asc_update_addr_reg_bN for 2-byte elements used by an access "
                               "of 4-byte elements"});
}

} // namespace
