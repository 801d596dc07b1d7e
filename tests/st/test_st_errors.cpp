/**
 * @file test_st_errors.cpp
 * @brief AsinGrad bad inputs through the generated aclnn API: every one returns the code
 *        docs/aclnnAsinGrad.md documents (ops-math docs/zh/context/aclnn_return_code.md: 161001
 *        null pointer, 161002 invalid parameter; a dy/x shape mismatch is rejected by the op's
 *        InferShape as an invalid argument, EZ1010, hence 161002 rather than 561001), never
 *        crashes or hangs, and leaves a message for aclGetRecentErrMsg that names the problem.
 */
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <initializer_list>
#include <string>

#include "aclnn/aclnn_base.h"
#include "aclnn_asin_grad.h"
#include "st_common.h"

using namespace st;

namespace {

std::string Lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

// The message must mention every keyword (case-insensitive).
::testing::AssertionResult Names(const std::string& message, std::initializer_list<const char*> keywords)
{
    if (message.empty()) {
        return ::testing::AssertionFailure() << "aclGetRecentErrMsg() returned nothing";
    }
    for (const char* k : keywords) {
        if (Lower(message).find(Lower(k)) == std::string::npos) {
            return ::testing::AssertionFailure() << "the message does not mention \"" << k << "\": " << message;
        }
    }
    return ::testing::AssertionSuccess();
}

// A tensor of any acl dtype / format over fresh device memory (or over `data` when given).
struct RawTensor {
    void* dev = nullptr;
    bool owns = false;
    aclTensor* tensor = nullptr;
    RawTensor(const std::vector<int64_t>& shape, aclDataType dtype, size_t elemBytes, aclFormat format = ACL_FORMAT_ND,
              void* data = nullptr)
    {
        Stream();
        const int64_t n = std::max<int64_t>(Numel(shape), 1);
        if (data == nullptr) {
            aclrtMalloc(&dev, static_cast<size_t>(n) * elemBytes, ACL_MEM_MALLOC_HUGE_FIRST);
            aclrtMemset(dev, static_cast<size_t>(n) * elemBytes, 0, static_cast<size_t>(n) * elemBytes);
            owns = true;
        } else {
            dev = data;
        }
        const std::vector<int64_t> strides = ContiguousStrides(shape);
        tensor = aclCreateTensor(shape.data(), shape.size(), dtype, strides.data(), 0, format, shape.data(),
                                 shape.size(), dev);
    }
    ~RawTensor()
    {
        aclDestroyTensor(tensor);
        if (owns) {
            aclrtFree(dev);
        }
    }
    RawTensor(const RawTensor&) = delete;
    RawTensor& operator=(const RawTensor&) = delete;
};

struct Phase1 {
    aclnnStatus status;
    std::string message;
    uint64_t workspaceSize;
    aclOpExecutor* executor;
};

Phase1 RunPhase1(const aclTensor* dy, const aclTensor* x, const aclTensor* dx)
{
    TakeErrMsg();
    Phase1 p{};
    p.status = aclnnAsinGradGetWorkspaceSize(dy, x, dx, &p.workspaceSize, &p.executor);
    p.message = TakeErrMsg();
    return p;
}

RawTensor* F32(const std::vector<int64_t>& shape) { return new RawTensor(shape, ACL_FLOAT, 4); }

// ---- null pointers -------------------------------------------------------------------------
TEST(StErrors, NullDy)
{
    std::unique_ptr<RawTensor> x(F32({4, 5})), dx(F32({4, 5}));
    const Phase1 p = RunPhase1(nullptr, x->tensor, dx->tensor);
    EXPECT_EQ(p.status, ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_TRUE(Names(p.message, {"dy"}));
}

TEST(StErrors, NullX)
{
    std::unique_ptr<RawTensor> dy(F32({4, 5})), dx(F32({4, 5}));
    const Phase1 p = RunPhase1(dy->tensor, nullptr, dx->tensor);
    EXPECT_EQ(p.status, ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_TRUE(Names(p.message, {"x"}));
}

TEST(StErrors, NullDx)
{
    std::unique_ptr<RawTensor> dy(F32({4, 5})), x(F32({4, 5}));
    const Phase1 p = RunPhase1(dy->tensor, x->tensor, nullptr);
    EXPECT_EQ(p.status, ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_TRUE(Names(p.message, {"dx"}));
}

TEST(StErrors, NullWorkspaceSize)
{
    std::unique_ptr<RawTensor> dy(F32({4, 5})), x(F32({4, 5})), dx(F32({4, 5}));
    TakeErrMsg();
    aclOpExecutor* executor = nullptr;
    EXPECT_EQ(aclnnAsinGradGetWorkspaceSize(dy->tensor, x->tensor, dx->tensor, nullptr, &executor),
              ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_TRUE(Names(TakeErrMsg(), {"workspaceSize"}));
}

TEST(StErrors, NullExecutor)
{
    std::unique_ptr<RawTensor> dy(F32({4, 5})), x(F32({4, 5})), dx(F32({4, 5}));
    TakeErrMsg();
    uint64_t ws = 0;
    EXPECT_EQ(aclnnAsinGradGetWorkspaceSize(dy->tensor, x->tensor, dx->tensor, &ws, nullptr), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_TRUE(Names(TakeErrMsg(), {"executor"}));
}

TEST(StErrors, NonEmptyTensorWithoutData)
{
    std::unique_ptr<RawTensor> x(F32({4, 5})), dx(F32({4, 5}));
    const std::vector<int64_t> shape = {4, 5};
    const std::vector<int64_t> strides = ContiguousStrides(shape);
    aclTensor* dy = aclCreateTensor(shape.data(), 2, ACL_FLOAT, strides.data(), 0, ACL_FORMAT_ND, shape.data(), 2,
                                    nullptr);
    ASSERT_NE(dy, nullptr);
    const Phase1 p = RunPhase1(dy, x->tensor, dx->tensor);
    EXPECT_EQ(p.status, ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_TRUE(Names(p.message, {"dy"}));
    aclDestroyTensor(dy);
}

// ---- dtypes, formats, ranks, shapes ------------------------------------------------------------
TEST(StErrors, UnsupportedDtypeInt32)
{
    RawTensor dy({4, 5}, ACL_INT32, 4), x({4, 5}, ACL_INT32, 4), dx({4, 5}, ACL_INT32, 4);
    const Phase1 p = RunPhase1(dy.tensor, x.tensor, dx.tensor);
    EXPECT_EQ(p.status, ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Names(p.message, {"dtype", "INT32"}));
}

TEST(StErrors, UnsupportedDtypeDouble)
{
    RawTensor dy({4, 5}, ACL_DOUBLE, 8), x({4, 5}, ACL_DOUBLE, 8), dx({4, 5}, ACL_DOUBLE, 8);
    const Phase1 p = RunPhase1(dy.tensor, x.tensor, dx.tensor);
    EXPECT_EQ(p.status, ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Names(p.message, {"dtype", "DOUBLE"}));
}

TEST(StErrors, MixedDtypesDyFloatXFloat16)
{
    RawTensor dy({4, 5}, ACL_FLOAT, 4), x({4, 5}, ACL_FLOAT16, 2), dx({4, 5}, ACL_FLOAT, 4);
    const Phase1 p = RunPhase1(dy.tensor, x.tensor, dx.tensor);
    EXPECT_EQ(p.status, ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Names(p.message, {"dtype", "FLOAT16"}));
}

TEST(StErrors, DxDtypeDiffers)
{
    RawTensor dy({4, 5}, ACL_BF16, 2), x({4, 5}, ACL_BF16, 2), dx({4, 5}, ACL_FLOAT, 4);
    const Phase1 p = RunPhase1(dy.tensor, x.tensor, dx.tensor);
    EXPECT_EQ(p.status, ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Names(p.message, {"dtype"}));
}

TEST(StErrors, MismatchedDyAndXShapes)
{
    std::unique_ptr<RawTensor> dy(F32({4, 5})), x(F32({5, 4})), dx(F32({5, 4}));
    const Phase1 p = RunPhase1(dy->tensor, x->tensor, dx->tensor);
    EXPECT_EQ(p.status, ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Names(p.message, {"shape", "[4,5]", "[5,4]"}));
}

TEST(StErrors, BroadcastableShapesAreRejected)
{
    std::unique_ptr<RawTensor> dy(F32({4, 1})), x(F32({4, 5})), dx(F32({4, 5}));
    const Phase1 p = RunPhase1(dy->tensor, x->tensor, dx->tensor);
    EXPECT_EQ(p.status, ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Names(p.message, {"shape", "[4,1]"}));
}

TEST(StErrors, DxShapeDiffers)
{
    for (const std::vector<int64_t>& dxShape :
         {std::vector<int64_t>{20}, std::vector<int64_t>{4, 6}, std::vector<int64_t>{1, 4, 5}}) {
        SCOPED_TRACE(ShapeString(dxShape));
        std::unique_ptr<RawTensor> dy(F32({4, 5})), x(F32({4, 5})), dx(F32(dxShape));
        const Phase1 p = RunPhase1(dy->tensor, x->tensor, dx->tensor);
        EXPECT_EQ(p.status, ACLNN_ERR_PARAM_INVALID);
        EXPECT_TRUE(Names(p.message, {"dx", "shape", ShapeString(dxShape).c_str()}));
    }
}

TEST(StErrors, Rank9)
{
    const std::vector<int64_t> shape(9, 1);
    std::unique_ptr<RawTensor> dy(F32(shape)), x(F32(shape)), dx(F32(shape));
    const Phase1 p = RunPhase1(dy->tensor, x->tensor, dx->tensor);
    EXPECT_EQ(p.status, ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Names(p.message, {"9", "dimensions"}));
}

TEST(StErrors, NonNdFormat)
{
    RawTensor dy({2, 3, 4, 5}, ACL_FLOAT, 4, ACL_FORMAT_NCHW), x({2, 3, 4, 5}, ACL_FLOAT, 4, ACL_FORMAT_NCHW),
        dx({2, 3, 4, 5}, ACL_FLOAT, 4, ACL_FORMAT_NCHW);
    const Phase1 p = RunPhase1(dy.tensor, x.tensor, dx.tensor);
    EXPECT_EQ(p.status, ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Names(p.message, {"format", "NCHW"}));
}

// ---- memory ---------------------------------------------------------------------------------------
// Tensors over host memory or past their allocation, a null or reused executor: nnopbase's rules,
// the same for every op, tested in sim/tests/nnopbase (Phase1.TensorsMustBeDeviceMemory,
// Phase2.NullExecutor, Phase2.SingleUseExecutorRunsOnce).
// A shape whose element count does not fit in int64 is the caller's error (161002), not an
// internal tiling failure (561002).
TEST(StErrors, ElementCountBeyondInt64)
{
    Stream();
    void* mem = nullptr;
    ASSERT_EQ(aclrtMalloc(&mem, 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    const std::vector<int64_t> shape = {(int64_t{1} << 62) + 1, 4};
    const std::vector<int64_t> strides = {4, 1};
    const std::vector<int64_t> storage = {16};
    aclTensor* t[3];
    for (auto& ti : t) {
        ti = aclCreateTensor(shape.data(), 2, ACL_FLOAT, strides.data(), 0, ACL_FORMAT_ND, storage.data(), 1, mem);
        ASSERT_NE(ti, nullptr);
    }
    const Phase1 p = RunPhase1(t[0], t[1], t[2]);
    EXPECT_EQ(p.status, ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Names(p.message, {"dy", "int64"}));
    for (auto* ti : t) {
        aclDestroyTensor(ti);
    }
    aclrtFree(mem);
}

// dx may be dy or x itself (in place) but not a shifted view of the same memory: cores would
// read elements another core has already overwritten.
TEST(StErrors, DxPartiallyOverlappingX)
{
    Stream();
    void* mem = nullptr;
    ASSERT_EQ(aclrtMalloc(&mem, 64 * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    {
        std::unique_ptr<RawTensor> dy(F32({32}));
        RawTensor x({32}, ACL_FLOAT, 4, ACL_FORMAT_ND, mem);
        RawTensor dx({32}, ACL_FLOAT, 4, ACL_FORMAT_ND, static_cast<float*>(mem) + 16);
        const Phase1 p = RunPhase1(dy->tensor, x.tensor, dx.tensor);
        EXPECT_EQ(p.status, ACLNN_ERR_PARAM_INVALID);
        EXPECT_TRUE(Names(p.message, {"dx", "partially overlaps", "x"}));
    }
    aclrtFree(mem);
}

// ---- phase 2 ------------------------------------------------------------------------------------
// A transposed x is staged in the workspace, so the call needs one.
struct NeedsWorkspace {
    std::unique_ptr<DeviceTensor> dy, x, dx;
    std::vector<uint32_t> dyBits, xStorage;
    NeedsWorkspace()
    {
        const DType t = DType::kF32;
        Rng rng(5);
        for (int i = 0; i < 12 * 34; ++i) {
            dyBits.push_back(Encode(rng.Uniform(-4, 4), t));
            xStorage.push_back(Encode(rng.Uniform(-1, 1), t));
        }
        dy = DeviceTensor::Contiguous(t, {12, 34}, dyBits);
        x = DeviceTensor::View(t, {12, 34}, {1, 12}, 0, xStorage); // transpose of a [34, 12] storage
        dx = DeviceTensor::Contiguous(t, {12, 34}, std::vector<uint32_t>(12 * 34, 0));
    }
    bool Correct() const
    {
        const std::vector<uint32_t> got = dx->ReadStorage();
        const std::vector<uint32_t> xv = x->ReadView();
        for (size_t i = 0; i < got.size(); ++i) {
            const double exact = Reference(Decode(dyBits[i], DType::kF32), Decode(xv[i], DType::kF32));
            if (!CheckElement(got[i], exact, DType::kF32, 3.0).ok) {
                return false;
            }
        }
        return true;
    }
};

TEST(StErrors, WorkspaceNullOrTooSmall)
{
    NeedsWorkspace c;
    const Phase1 p = RunPhase1(c.dy->get(), c.x->get(), c.dx->get());
    ASSERT_EQ(p.status, ACLNN_SUCCESS) << p.message;
    ASSERT_GT(p.workspaceSize, 0u) << "a non-contiguous input should need a workspace";
    void* ws = nullptr;
    ASSERT_EQ(aclrtMalloc(&ws, p.workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);

    TakeErrMsg();
    EXPECT_EQ(aclnnAsinGrad(nullptr, p.workspaceSize, p.executor, Stream()), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_TRUE(Names(TakeErrMsg(), {"workspace", "null"}));

    EXPECT_EQ(aclnnAsinGrad(ws, p.workspaceSize - 1, p.executor, Stream()), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Names(TakeErrMsg(), {"workspaceSize", std::to_string(p.workspaceSize - 1).c_str()}));

    EXPECT_EQ(aclnnAsinGrad(ws, 0, p.executor, Stream()), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Names(TakeErrMsg(), {"workspaceSize"}));

    // A workspace pointer that is not device memory.
    std::vector<uint8_t> host(p.workspaceSize);
    EXPECT_EQ(aclnnAsinGrad(host.data(), p.workspaceSize, p.executor, Stream()), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Names(TakeErrMsg(), {"workspace", "device"}));

    // The rejected launches left the executor intact: the right workspace still runs it.
    EXPECT_EQ(aclnnAsinGrad(ws, p.workspaceSize, p.executor, Stream()), ACLNN_SUCCESS) << TakeErrMsg();
    EXPECT_EQ(aclrtSynchronizeStream(Stream()), ACL_SUCCESS) << TakeErrMsg();
    EXPECT_TRUE(c.Correct());
    aclrtFree(ws);
}

TEST(StErrors, ExecutorOfAFailedPhase1)
{
    std::unique_ptr<RawTensor> dy(F32({4, 5})), x(F32({5, 4})), dx(F32({5, 4}));
    const Phase1 p = RunPhase1(dy->tensor, x->tensor, dx->tensor);
    ASSERT_NE(p.status, ACLNN_SUCCESS);
    if (p.executor != nullptr) { // the generated code hands it out before phase 1 fails
        TakeErrMsg();
        EXPECT_EQ(aclnnAsinGrad(nullptr, 0, p.executor, Stream()), ACLNN_ERR_PARAM_INVALID);
        EXPECT_TRUE(Names(TakeErrMsg(), {"executor"}));
    }
}

// After all of the above, a good call still works (no state left behind by rejections).
TEST(StErrors, GoodCallAfterRejections)
{
    {
        RawTensor dy({4, 5}, ACL_INT32, 4), x({4, 5}, ACL_INT32, 4), dx({4, 5}, ACL_INT32, 4);
        EXPECT_EQ(RunPhase1(dy.tensor, x.tensor, dx.tensor).status, ACLNN_ERR_PARAM_INVALID);
        std::unique_ptr<RawTensor> a(F32({4, 5})), b(F32({5, 4}));
        EXPECT_EQ(RunPhase1(a->tensor, b->tensor, b->tensor).status, ACLNN_ERR_PARAM_INVALID);
    }
    NeedsWorkspace c;
    const RunResult r = RunAsinGrad(c.dy->get(), c.x->get(), c.dx->get());
    ASSERT_TRUE(r.ok()) << r.message;
    EXPECT_TRUE(c.Correct());
}

} // namespace
