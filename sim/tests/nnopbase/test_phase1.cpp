// Phase 1 (aclnnNnopScaleGetWorkspaceSize → NnopbaseRunForWorkspace): every rejection with its
// code (ops-math docs/zh/context/aclnn_return_code.md) and a message that names the parameter
// and the values; empty tensors.
#include <memory>

#include "nnop_test_util.h"

namespace nnoptest {
namespace {

class Phase1 : public NnopTest {
protected:
    void SetUp() override
    {
        NnopTest::SetUp(); // the device first: aclrtMalloc needs it
        xMem_ = std::make_unique<DeviceMem>(64 * sizeof(float));
        yMem_ = std::make_unique<DeviceMem>(64 * sizeof(float));
        bMem_ = std::make_unique<DeviceMem>(64 * sizeof(float));
        x_ = xMem_.get();
        y_ = yMem_.get();
        b_ = bMem_.get();
    }
    void TearDown() override
    {
        NnopTest::TearDown();
        xMem_.reset();
        yMem_.reset();
        bMem_.reset();
    }

    std::unique_ptr<DeviceMem> xMem_;
    std::unique_ptr<DeviceMem> yMem_;
    std::unique_ptr<DeviceMem> bMem_;
    DeviceMem* x_ = nullptr;
    DeviceMem* y_ = nullptr;
    DeviceMem* b_ = nullptr;
};

TEST_F(Phase1, ValidCallSucceedsWithNoMessage)
{
    Tensor x({8}, ACL_FLOAT, x_->get());
    Tensor y({8}, ACL_FLOAT, y_->get());
    Tensor b({8}, ACL_FLOAT, b_->get());
    std::string msg;
    uint64_t ws = 99;
    EXPECT_EQ(Prepare(x, b, y, &msg, &ws), 0) << msg;
    EXPECT_EQ(ws, 0u); // contiguous tensors, no kernel workspace
    EXPECT_EQ(msg, "");
    EXPECT_EQ(Prepare(x, nullptr, y, &msg, &ws), 0) << msg; // bias is OPTIONAL
    EXPECT_EQ(msg, "");
}

TEST_F(Phase1, NullArgumentsAre161001)
{
    Tensor x({8}, ACL_FLOAT, x_->get());
    Tensor y({8}, ACL_FLOAT, y_->get());
    std::string msg;
    EXPECT_EQ(Prepare(nullptr, nullptr, y, &msg), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_TRUE(Has(msg, "x is null")) << msg;
    EXPECT_EQ(Prepare(x, nullptr, nullptr, &msg), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_TRUE(Has(msg, "yOut is null")) << msg;

    uint64_t ws = 0;
    aclOpExecutor* exe = nullptr;
    EXPECT_EQ(aclnnNnopScaleGetWorkspaceSize(x, nullptr, y, nullptr, &exe), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_TRUE(Has(TakeErr(), "workspaceSize is null"));
    EXPECT_EQ(aclnnNnopScaleGetWorkspaceSize(x, nullptr, y, &ws, nullptr), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_TRUE(Has(TakeErr(), "executor is null"));

    // A tensor with no device address.
    Tensor noData({8}, ACL_FLOAT, nullptr);
    EXPECT_EQ(Prepare(noData, nullptr, y, &msg), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_TRUE(Has(msg, "x has no device address")) << msg;
}

TEST_F(Phase1, UnsupportedDtypeNamesParameterAndTypes)
{
    Tensor x({8}, ACL_INT8, x_->get());
    Tensor y({8}, ACL_INT8, y_->get());
    std::string msg;
    EXPECT_EQ(Prepare(x, nullptr, y, &msg), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg, "x has dtype INT8")) << msg;
    EXPECT_TRUE(Has(msg, "supported: FLOAT16, FLOAT, INT32")) << msg;
}

TEST_F(Phase1, UnsupportedFormatNamesParameterAndFormats)
{
    Tensor x({8}, ACL_FLOAT, x_->get(), {}, 0, ACL_FORMAT_FRACTAL_NZ);
    Tensor y({8}, ACL_FLOAT, y_->get());
    std::string msg;
    EXPECT_EQ(Prepare(x, nullptr, y, &msg), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg, "x has format FRACTAL_NZ")) << msg;
    EXPECT_TRUE(Has(msg, "supported: ND")) << msg;
}

TEST_F(Phase1, MixedDtypesNameTheCombination)
{
    Tensor x({8}, ACL_FLOAT, x_->get());
    Tensor y16({8}, ACL_FLOAT16, y_->get());
    std::string msg;
    EXPECT_EQ(Prepare(x, nullptr, y16, &msg), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg, "x=FLOAT, y=FLOAT16")) << msg; // the absent bias is not listed

    Tensor y({8}, ACL_FLOAT, y_->get());
    Tensor b16({8}, ACL_FLOAT16, b_->get());
    EXPECT_EQ(Prepare(x, b16, y, &msg), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg, "bias=FLOAT16")) << msg;
}

TEST_F(Phase1, RankNineIsRejected)
{
    const std::vector<int64_t> shape(9, 1);
    Tensor x(shape, ACL_FLOAT, x_->get());
    Tensor y(shape, ACL_FLOAT, y_->get());
    std::string msg;
    EXPECT_EQ(Prepare(x, nullptr, y, &msg), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg, "x has 9 dimensions; at most 8")) << msg;

    const std::vector<int64_t> eight(8, 1);
    Tensor x8(eight, ACL_FLOAT, x_->get());
    Tensor y8(eight, ACL_FLOAT, y_->get());
    EXPECT_EQ(Prepare(x8, nullptr, y8, &msg), 0) << msg;
}

TEST_F(Phase1, OutputShapeMustBeTheInferredOne)
{
    Tensor x({2, 4}, ACL_FLOAT, x_->get());
    Tensor y({8}, ACL_FLOAT, y_->get());
    std::string msg;
    EXPECT_EQ(Prepare(x, nullptr, y, &msg), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg, "y has shape [8] but the inputs give [2,4]")) << msg;
}

TEST_F(Phase1, InferShapeRejectingAnArgumentIs161002WithTheOpsMessage)
{
    // The op's InferShape reports EZ1010 (invalid argument) for a bias of the wrong shape.
    Tensor x({8}, ACL_FLOAT, x_->get());
    Tensor b({4}, ACL_FLOAT, b_->get());
    Tensor y({8}, ACL_FLOAT, y_->get());
    std::string msg;
    EXPECT_EQ(Prepare(x, b, y, &msg), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg, "InferShape failed")) << msg;
    EXPECT_TRUE(Has(msg, "bias must have the shape of x")) << msg; // REPORT_PREDEFINED_ERR_MSG
}

TEST_F(Phase1, InferShapeFailingWithoutReasonIs561001)
{
    // A scalar x: the op's InferShape fails without reporting an invalid argument.
    Tensor x({}, ACL_FLOAT, x_->get());
    Tensor y({}, ACL_FLOAT, y_->get());
    std::string msg;
    EXPECT_EQ(Prepare(x, nullptr, y, &msg), ACLNN_ERR_INNER_INFERSHAPE_ERROR);
    EXPECT_TRUE(Has(msg, "NnopScale: InferShape failed")) << msg;
}

TEST_F(Phase1, TilingFailureIs561002)
{
    const int64_t n = (int64_t{1} << 20) + 1;
    DeviceMem big(n * sizeof(float));
    DeviceMem bigOut(n * sizeof(float));
    Tensor x({n}, ACL_FLOAT, big.get());
    Tensor y({n}, ACL_FLOAT, bigOut.get());
    std::string msg;
    EXPECT_EQ(Prepare(x, nullptr, y, &msg), ACLNN_ERR_INNER_TILING_ERROR);
    EXPECT_TRUE(Has(msg, "tiling failed")) << msg;
    EXPECT_TRUE(Has(msg, "more than 1048576 elements")) << msg;
}

TEST_F(Phase1, DtypeWithoutKernelIs561003)
{
    // INT32 is in the OpDef (phase 1 accepts it) but ASCENDC_TPL_SEL compiles no INT32 kernel.
    Tensor x({8}, ACL_INT32, x_->get());
    Tensor y({8}, ACL_INT32, y_->get());
    std::string msg;
    EXPECT_EQ(Prepare(x, nullptr, y, &msg), ACLNN_ERR_INNER_FIND_KERNEL_ERROR);
    EXPECT_TRUE(Has(msg, "no kernel compiled for tiling key 3")) << msg; // C_DT_INT32
    EXPECT_TRUE(Has(msg, "nnop_scale<float>")) << msg;
    EXPECT_TRUE(Has(msg, "nnop_scale<half>")) << msg;
}

TEST_F(Phase1, TensorsMustBeDeviceMemory)
{
    std::vector<float> host(8);
    Tensor x({8}, ACL_FLOAT, host.data());
    Tensor y({8}, ACL_FLOAT, y_->get());
    std::string msg;
    EXPECT_EQ(Prepare(x, nullptr, y, &msg), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg, "x (shape [8]")) << msg;
    EXPECT_TRUE(Has(msg, "does not lie inside one device allocation")) << msg;

    // Pinned host memory from aclrtMallocHost is host memory too.
    void* pinned = nullptr;
    ASSERT_EQ(aclrtMallocHost(&pinned, 8 * sizeof(float)), ACL_SUCCESS);
    {
        Tensor x8({8}, ACL_FLOAT, x_->get());
        Tensor pinnedOut({8}, ACL_FLOAT, pinned);
        EXPECT_EQ(Prepare(x8, nullptr, pinnedOut, &msg), ACLNN_ERR_PARAM_INVALID);
        EXPECT_TRUE(Has(msg, "does not lie inside one device allocation")) << msg;
    }
    EXPECT_EQ(aclrtFreeHost(pinned), ACL_SUCCESS);

    // A view reaching past the end of its allocation (64 floats).
    Tensor tooLong({65}, ACL_FLOAT, x_->get());
    Tensor y65({65}, ACL_FLOAT, y_->get());
    EXPECT_EQ(Prepare(tooLong, nullptr, y65, &msg), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg, "does not lie inside one device allocation")) << msg;
}

TEST_F(Phase1, ForeignTensorHandleIsRejected)
{
    alignas(64) unsigned char fake[256] = {};
    Tensor y({8}, ACL_FLOAT, y_->get());
    std::string msg;
    EXPECT_EQ(Prepare(reinterpret_cast<aclTensor*>(fake), nullptr, y, &msg), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg, "not a live aclTensor")) << msg;
}

TEST_F(Phase1, EmptyTensorsNeedNoWorkspaceAndLaunchNothing)
{
    Tensor x({0, 4}, ACL_FLOAT, nullptr); // never dereferenced: no address needed
    Tensor y({0, 4}, ACL_FLOAT, nullptr);
    uint64_t ws = 123;
    aclOpExecutor* exe = nullptr;
    ASSERT_EQ(aclnnNnopScaleGetWorkspaceSize(x, nullptr, y, &ws, &exe), 0) << TakeErr();
    EXPECT_EQ(ws, 0u);
    // Nothing is queued: even a destroyed stream is never touched...
    aclrtStream dead = nullptr;
    ASSERT_EQ(aclrtCreateStream(&dead), ACL_SUCCESS);
    ASSERT_EQ(aclrtDestroyStream(dead), ACL_SUCCESS);
    EXPECT_EQ(aclnnNnopScale(nullptr, 0, exe, dead), 0) << TakeErr();
    // ...whereas a real launch on it fails to queue.
    Tensor x8({8}, ACL_FLOAT, x_->get());
    Tensor y8({8}, ACL_FLOAT, y_->get());
    ASSERT_EQ(aclnnNnopScaleGetWorkspaceSize(x8, nullptr, y8, &ws, &exe), 0);
    EXPECT_EQ(aclnnNnopScale(nullptr, 0, exe, dead), ACLNN_ERR_RUNTIME_ERROR);
    EXPECT_TRUE(Has(TakeErr(), "could not queue the launch"));
    EXPECT_EQ(aclDestroyAclOpExecutor(exe), 0); // a failed launch leaves the executor to its owner
}

} // namespace
} // namespace nnoptest
