// Kernel code in the user's headers (c_api_header_kernel.h, and c_api_header_inner.h it includes) gets the
// driver's rewrites: their __ubuf__ arrays are in the UB (the copies through them are clean and exact) and
// their direct VF call is a VF launch.
#include <gtest/gtest.h>

#include <vector>

#include "c_api_device_test.h"

void HeaderCopyLaunch(void* s, float* x, float* y);
void HostArrayAsUb(void* s, float* x);
extern int g_headerVfRuns;

namespace {

constexpr size_t kFloats = 192; // kInnerLen + kHeaderLen

class CApiHeader : public CApiDeviceTest {
protected:
    void SetUp() override
    {
        std::vector<float> in(kFloats);
        for (size_t i = 0; i < kFloats; ++i) {
            in[i] = 0.25f * static_cast<float>(i) - 3.0f;
        }
        Open(in, kFloats, 0.0f);
    }
};

TEST_F(CApiHeader, UbArraysAndVfCallsInIncludedHeadersAreRewritten)
{
    g_headerVfRuns = 0;
    HeaderCopyLaunch(stream_, x_, y_);
    ExpectOk();
    EXPECT_EQ(Output(kFloats), host_);
    EXPECT_EQ(g_headerVfRuns, 1);
}

TEST_F(CApiHeader, AnAddressOutsideTheUbIsNamedAsSuch)
{
    HostArrayAsUb(stream_, x_);
    ExpectFinding({"memcheck", "not in the Unified Buffer"});
}

} // namespace
