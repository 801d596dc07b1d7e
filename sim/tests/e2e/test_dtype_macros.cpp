// SimAdd through aclnn: the untemplated kernel is compiled once per OpDef dtype column (its
// DTYPE_X/Y/Z macros give half for the FLOAT16 column and float for the FLOAT one), the right
// copy is picked from the arguments' dtypes, and TILING_KEY_IS sees the key the tiling set.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "acl/acl.h"
#include "aclnn/aclnn_base.h"
#include "aclnn_sim_add.h"
#include "ascendc_sim/launch/kernel_registry.h"
#include "ascendc_sim/numerics/half.h"
#include "e2e_tensor.h"

namespace {

class SimAddTest : public ::testing::Test {
protected:
    static void SetUpTestSuite()
    {
        ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
        ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    }
    static void TearDownTestSuite()
    {
        aclrtResetDevice(0);
        aclFinalize();
    }

    // Runs z = SimAdd(x, y) for n elements of `dtype`; x_i = i % 17, y_i = (i % 5) / 2, values every
    // format holds exactly, so the expected result is exact too.
    template <typename T>
    std::vector<float> Run(aclDataType dtype, int64_t n, aclnnStatus* phase1 = nullptr)
    {
        std::vector<T> x(n);
        std::vector<T> y(n);
        for (int64_t i = 0; i < n; ++i) {
            x[i] = static_cast<T>(static_cast<float>(i % 17));
            y[i] = static_cast<T>(static_cast<float>(i % 5) * 0.5f);
        }
        const E2eTensor<T> tx(dtype, x), ty(dtype, y), tz(dtype, n);
        uint64_t ws = 0;
        aclOpExecutor* exe = nullptr;
        const aclnnStatus s = aclnnSimAddGetWorkspaceSize(tx.get(), ty.get(), tz.get(), &ws, &exe);
        if (phase1 != nullptr) {
            *phase1 = s;
        }
        std::vector<float> z;
        if (s == ACLNN_SUCCESS) {
            EXPECT_EQ(aclnnSimAdd(nullptr, ws, exe, nullptr), ACLNN_SUCCESS);
            EXPECT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS);
            z = tz.ReadAsFloat();
        }
        return z;
    }

    static void ExpectSums(const std::vector<float>& z, float factor)
    {
        for (size_t i = 0; i < z.size(); ++i) {
            const float expected = factor * (static_cast<float>(i % 17) + static_cast<float>(i % 5) * 0.5f);
            ASSERT_EQ(z[i], expected) << "element " << i;
        }
    }
};

TEST_F(SimAddTest, OneKernelCopyPerDtypeColumn)
{
    const auto kernels = ascsim::kern::ListKernelInstances("SimAdd");
    ASSERT_EQ(kernels.size(), 2u);
    EXPECT_EQ(kernels[0].dtypeCombo, 0);
    EXPECT_NE(kernels[0].name.find("DTYPE_X=half"), std::string::npos) << kernels[0].name;
    EXPECT_EQ(kernels[1].dtypeCombo, 1);
    EXPECT_NE(kernels[1].name.find("DTYPE_X=float"), std::string::npos) << kernels[1].name;
    for (const auto& k : kernels) {
        EXPECT_TRUE(k.anyTilingKey);
    }
}

TEST_F(SimAddTest, FloatColumnRunsTheFloatCopy)
{
    const std::vector<float> small = Run<float>(ACL_FLOAT, 512); // tiling key 1: x + y
    ASSERT_EQ(small.size(), 512u);
    ExpectSums(small, 1.0f);
    const std::vector<float> large = Run<float>(ACL_FLOAT, 4096); // tiling key 2: 2 (x + y)
    ASSERT_EQ(large.size(), 4096u);
    ExpectSums(large, 2.0f);
}

TEST_F(SimAddTest, Float16ColumnRunsTheHalfCopy)
{
    // Read as float, half bit patterns would be nonsense: this only passes if the half copy ran.
    const std::vector<float> small = Run<half>(ACL_FLOAT16, 768); // tiling key 1
    ASSERT_EQ(small.size(), 768u);
    ExpectSums(small, 1.0f);
    const std::vector<float> large = Run<half>(ACL_FLOAT16, 2048); // tiling key 2
    ASSERT_EQ(large.size(), 2048u);
    ExpectSums(large, 2.0f);
}

TEST_F(SimAddTest, DtypeOutsideTheColumnsIsRejected)
{
    aclnnStatus s = ACLNN_SUCCESS;
    (void)Run<int32_t>(ACL_INT32, 256, &s);
    EXPECT_EQ(s, 161002);
}

} // namespace
