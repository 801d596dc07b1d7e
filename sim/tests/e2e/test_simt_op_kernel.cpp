// SimtDouble through aclnn: a templated SIMT op kernel (ASCENDC_TPL_SEL) typed by DTYPE_X.
//  * Each OpDef dtype column gets its own copy of the templated kernel, with the column's DTYPE_<NAME>
//    macros, and each copy its instances per tiling key (tpl_enumerate_main.cpp).
//  * Op kernels get bisheng's device-code checks: the simulator compiles them through bisheng's launcher
//    (sim/tools/bisheng/compile_launcher.h), so the staged kernel's 1280-byte local array counts against the
//    SIMT stack (assert.simt-stack-overflow) as in a kernel bisheng compiles directly. Compiled with the plain
//    C++ compiler, the array went uncounted and the launch passed.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/aclnn_base.h"
#include "aclnn_simt_double.h"
#include "ascendc_sim/launch/kernel_registry.h"
#include "ascendc_sim/numerics/half.h"
#include "e2e_tensor.h"

namespace {

constexpr int64_t kUnstaged = 1000; // elements: the tiling picks the kernel without the local array
constexpr int64_t kStaged = 3000;   // 4 cores of 256 threads, each striding over 3 elements or fewer

float Input(int64_t i) { return static_cast<float>(i % 97) - 48.0f; } // exact in half, and so is 2x

// y = SimtDouble(x) for n elements of T; false if the launch failed (the message in `error`).
template <typename T>
bool RunSimtDouble(aclDataType dtype, int64_t n, std::vector<float>& y, std::string& error)
{
    std::vector<T> x(n);
    for (int64_t i = 0; i < n; ++i) {
        x[i] = static_cast<T>(Input(i));
    }
    const E2eTensor<T> tx(dtype, x), ty(dtype, n);
    uint64_t ws = 0;
    aclOpExecutor* exe = nullptr;
    bool ok = aclnnSimtDoubleGetWorkspaceSize(tx.get(), ty.get(), &ws, &exe) == ACLNN_SUCCESS;
    EXPECT_TRUE(ok);
    ok = ok && aclnnSimtDouble(nullptr, ws, exe, nullptr) == ACLNN_SUCCESS;
    ok = ok && aclrtSynchronizeStream(nullptr) == ACL_SUCCESS;
    if (ok) {
        y = ty.ReadAsFloat();
    } else {
        error = aclGetRecentErrMsg();
    }
    return ok;
}

void ExpectDoubled(const std::vector<float>& y, int64_t n)
{
    ASSERT_EQ(static_cast<int64_t>(y.size()), n);
    for (int64_t i = 0; i < n; ++i) {
        ASSERT_EQ(y[i], 2.0f * Input(i)) << "element " << i;
    }
}

struct SimtOpKernel : ::testing::Test {
    void TearDown() override
    {
        aclrtResetDevice(0);
        aclFinalize();
    }
};

TEST_F(SimtOpKernel, EachDtypeColumnHasItsCopyOfEveryTemplateInstance)
{
    const auto kernels = ascsim::kern::ListKernelInstances("SimtDouble");
    ASSERT_EQ(kernels.size(), 4u); // 2 columns x STAGED in {0, 1}
    for (const auto& k : kernels) {
        EXPECT_FALSE(k.anyTilingKey);
        ASSERT_TRUE(k.dtypeCombo == 0 || k.dtypeCombo == 1) << k.name;
        const char* type = k.dtypeCombo == 0 ? "[DTYPE_X=half" : "[DTYPE_X=float";
        EXPECT_NE(k.name.find(type), std::string::npos) << k.name;
    }
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    std::vector<float> y;
    std::string error;
    // Read as float, half bit patterns would be nonsense (and the reverse): each passes only if its copy ran.
    ASSERT_TRUE(RunSimtDouble<half>(ACL_FLOAT16, kUnstaged, y, error)) << error;
    ExpectDoubled(y, kUnstaged);
    ASSERT_TRUE(RunSimtDouble<float>(ACL_FLOAT, kUnstaged, y, error)) << error;
    ExpectDoubled(y, kUnstaged);
}

TEST_F(SimtOpKernel, LocalArrayOverTheDefaultSimtStackStopsTheLaunch)
{
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    std::vector<float> y;
    std::string error;
    EXPECT_FALSE(RunSimtDouble<float>(ACL_FLOAT, kStaged, y, error));
    EXPECT_NE(error.find("errcode:(354)"), std::string::npos) << error;
    EXPECT_NE(error.find("1280 bytes of its 1152-byte SIMT stack"), std::string::npos) << error;
}

TEST_F(SimtOpKernel, RaisedSimtStackLimitRunsTheStagedKernel)
{
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtDeviceSetLimit(ACL_RT_DEV_LIMIT_SIMT_STACK_SIZE, 1280), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    std::vector<float> y;
    std::string error;
    ASSERT_TRUE(RunSimtDouble<half>(ACL_FLOAT16, kStaged, y, error)) << error;
    ExpectDoubled(y, kStaged);
}

} // namespace
