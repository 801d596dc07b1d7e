// Hostile callers: views whose sizes overflow int64, outputs that overlap inputs or themselves,
// raw enum values out of range, objects destroyed or freed between the two phases, a null
// executor out-pointer, exhaustion. Each ends with a documented code and a message, never a
// wrapped size, a crash or a leak.
#include <unistd.h>

#include <cstdlib>
#include <memory>

#include "ascsim/runtime.h"
#include "executor_count.h"
#include "nnop_test_util.h"

extern "C" aclTensor* nnoptest_create_tensor_raw_enums(const int64_t* dims, const int64_t* strides, uint64_t rank,
                                                       int dtype, int format, void* data);
extern "C" size_t nnoptest_data_type_size_raw(int dtype);

namespace nnoptest {
namespace {

constexpr int64_t k2p31 = int64_t{1} << 31;
constexpr int64_t k2p32 = int64_t{1} << 32;
constexpr int64_t k2p62 = int64_t{1} << 62;

class Hostile : public NnopTest {
protected:
    void SetUp() override
    {
        NnopTest::SetUp(); // the device first: aclrtMalloc needs it
        x_ = std::make_unique<DeviceMem>(64 * sizeof(float));
        y_ = std::make_unique<DeviceMem>(64 * sizeof(float));
    }
    void TearDown() override
    {
        NnopTest::TearDown();
        x_.reset();
        y_.reset();
    }
    std::unique_ptr<DeviceMem> x_;
    std::unique_ptr<DeviceMem> y_;
    std::string msg_;
};

// ---- views whose sizes do not fit in int64 -------------------------------------------------

TEST_F(Hostile, OutputStrideOf2p62IsRejectedNotWrapped)
{
    DeviceMem small(32);
    Tensor x({5}, ACL_FLOAT16, x_->get());
    Tensor y({5}, ACL_FLOAT16, small.get(), {k2p62}, 0, ACL_FORMAT_ND, {5});
    EXPECT_EQ(Prepare(x, nullptr, y, &msg_), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg_, "y (shape [5], strides [4611686018427387904]")) << msg_;
    EXPECT_TRUE(Has(msg_, "int64")) << msg_;
}

TEST_F(Hostile, ContiguousViewOf2p62FloatsOn32BytesIsRejected)
{
    DeviceMem small(32);
    Tensor x({k2p62}, ACL_FLOAT, small.get(), {1}, 0, ACL_FORMAT_ND, {8});
    Tensor y({k2p62}, ACL_FLOAT, y_->get(), {1}, 0, ACL_FORMAT_ND, {8});
    EXPECT_EQ(Prepare(x, nullptr, y, &msg_), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg_, "x (shape [4611686018427387904]")) << msg_;
    EXPECT_TRUE(Has(msg_, "int64")) << msg_;
}

TEST_F(Hostile, OffsetWhoseByteOffsetOverflowsIsRejected)
{
    Tensor x({1}, ACL_FLOAT, x_->get(), {1}, k2p62, ACL_FORMAT_ND, {1});
    Tensor y({1}, ACL_FLOAT, y_->get());
    EXPECT_EQ(Prepare(x, nullptr, y, &msg_), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg_, "offset 4611686018427387904")) << msg_;
}

TEST_F(Hostile, NegativeStrideReachingBeforeTheBaseIsRejected)
{
    Tensor x({4}, ACL_FLOAT, x_->get(), {-1}, 0, ACL_FORMAT_ND, {4});
    Tensor y({4}, ACL_FLOAT, y_->get());
    EXPECT_EQ(Prepare(x, nullptr, y, &msg_), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg_, "before its base address")) << msg_;
}

// A broadcast view of 2^62 floats: its dense copy (the AutoContiguous staging area) would be
// 2^64 bytes, which used to wrap the workspace size to 0.
TEST_F(Hostile, BroadcastViewWhoseStagingBytesWrapIsRejected)
{
    Tensor x({k2p31, k2p31}, ACL_FLOAT, x_->get(), {0, 0}, 0, ACL_FORMAT_ND, {1});
    Tensor y({k2p31, k2p31}, ACL_FLOAT, y_->get(), {0, 0}, 0, ACL_FORMAT_ND, {1});
    uint64_t ws = 12345;
    EXPECT_EQ(Prepare(x, nullptr, y, &msg_, &ws), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg_, "x (shape [2147483648,2147483648]")) << msg_;
    EXPECT_TRUE(Has(msg_, "int64")) << msg_;
}

// 2^64 elements: the element count itself used to wrap to 0, and the call "succeeded" as empty.
TEST_F(Hostile, ElementCountThatWrapsToZeroIsNotEmpty)
{
    Tensor x({k2p32, k2p32}, ACL_FLOAT, x_->get(), {0, 0}, 0, ACL_FORMAT_ND, {1});
    Tensor y({k2p32, k2p32}, ACL_FLOAT, y_->get(), {0, 0}, 0, ACL_FORMAT_ND, {1});
    EXPECT_EQ(Prepare(x, nullptr, y, &msg_), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg_, "int64")) << msg_;
}

TEST_F(Hostile, HugeDimsWithAZeroDimAreEmpty)
{
    Tensor x({k2p62, k2p62, 0}, ACL_FLOAT, x_->get(), {0, 0, 1}, 0, ACL_FORMAT_ND, {0});
    Tensor y({k2p62, k2p62, 0}, ACL_FLOAT, y_->get(), {0, 0, 1}, 0, ACL_FORMAT_ND, {0});
    uint64_t ws = 12345;
    EXPECT_EQ(Prepare(x, nullptr, y, &msg_, &ws), 0) << msg_;
    EXPECT_EQ(ws, 0u);
}

// ---- outputs that overlap -------------------------------------------------------------------

TEST_F(Hostile, OutputPartiallyOverlappingAnInputIsRejectedInPhase1)
{
    auto* base = static_cast<uint8_t*>(x_->get());
    Tensor x({8}, ACL_FLOAT, base);
    Tensor y({8}, ACL_FLOAT, base + 4 * sizeof(float));
    EXPECT_EQ(Prepare(x, nullptr, y, &msg_), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg_, "y (shape [8], strides [1], offset 0) partially overlaps x")) << msg_;

    // The same through the view offset instead of the address.
    Tensor yOffset({8}, ACL_FLOAT, base, {1}, 1, ACL_FORMAT_ND, {9});
    EXPECT_EQ(Prepare(x, nullptr, yOffset, &msg_), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg_, "partially overlaps x")) << msg_;
}

TEST_F(Hostile, OutputWithAStrideZeroDimIsRejected)
{
    Tensor x({4}, ACL_FLOAT, x_->get());
    Tensor y({4}, ACL_FLOAT, y_->get(), {0}, 0, ACL_FORMAT_ND, {1});
    EXPECT_EQ(Prepare(x, nullptr, y, &msg_), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg_, "must not overlap itself")) << msg_;
}

TEST_F(Hostile, FullAliasingComputesInPlace)
{
    const std::vector<float> in = Ramp(64);
    x_->Upload(in);
    Tensor x({64}, ACL_FLOAT, x_->get());
    Tensor y({64}, ACL_FLOAT, x_->get()); // the very same view: in place
    ASSERT_EQ(RunScale(x, nullptr, y), 0) << TakeErr();
    const auto got = x_->Download<float>(64);
    for (size_t i = 0; i < in.size(); ++i) {
        ASSERT_EQ(got[i], 2.0f * in[i]) << i;
    }
}

// In place with strides that differ only on size-1 dims: the same elements, so the same view.
TEST_F(Hostile, InPlaceViewWithOtherStridesOnSize1DimsIsAccepted)
{
    const std::vector<float> in = Ramp(2);
    x_->Upload(in);
    Tensor x({2, 1}, ACL_FLOAT, x_->get(), {1, 2}, 0, ACL_FORMAT_ND, {2});
    Tensor y({2, 1}, ACL_FLOAT, x_->get(), {1, 1}, 0, ACL_FORMAT_ND, {2});
    ASSERT_EQ(RunScale(x, nullptr, y), 0) << TakeErr();
    const auto got = x_->Download<float>(2);
    EXPECT_EQ(got[0], 2.0f * in[0]);
    EXPECT_EQ(got[1], 2.0f * in[1]);
}

// ---- raw enum values out of range -----------------------------------------------------------

TEST_F(Hostile, OutOfRangeDtypeAndFormatAreRejectedNotLoadedAsEnums)
{
    const int64_t dims[] = {4};
    const int64_t strides[] = {1};
    Tensor y({4}, ACL_FLOAT, y_->get());
    aclTensor* xDtype = nnoptest_create_tensor_raw_enums(dims, strides, 1, 1000, ACL_FORMAT_ND, x_->get());
    ASSERT_NE(xDtype, nullptr);
    EXPECT_EQ(Prepare(xDtype, nullptr, y, &msg_), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg_, "unknown dtype 1000")) << msg_;
    aclTensor* xFormat = nnoptest_create_tensor_raw_enums(dims, strides, 1, ACL_FLOAT, 1000, x_->get());
    ASSERT_NE(xFormat, nullptr);
    EXPECT_EQ(Prepare(xFormat, nullptr, y, &msg_), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(msg_, "has format OTHER")) << msg_;
    EXPECT_EQ(nnoptest_data_type_size_raw(1000), 0u);
    EXPECT_EQ(nnoptest_data_type_size_raw(-5), 0u);
    EXPECT_EQ(aclDestroyTensor(xDtype), 0);
    EXPECT_EQ(aclDestroyTensor(xFormat), 0);
}

// ---- executors ------------------------------------------------------------------------------

TEST_F(Hostile, NullExecutorOutPointerTakesNoExecutor)
{
    Tensor x({4}, ACL_FLOAT, x_->get());
    Tensor y({4}, ACL_FLOAT, y_->get());
    const size_t before = ascsim::nnop::LiveExecutorCount();
    uint64_t ws = 0;
    for (int i = 0; i < 100; ++i) {
        EXPECT_EQ(aclnnNnopScaleGetWorkspaceSize(x, nullptr, y, &ws, nullptr), ACLNN_ERR_PARAM_NULLPTR);
    }
    EXPECT_TRUE(Has(TakeErr(), "executor is null")) << msg_;
    EXPECT_EQ(ascsim::nnop::LiveExecutorCount(), before);
}

// aclFinalize releases executors that were never run, and their device memory (in a child
// process: the rest of this binary keeps acl initialised).
TEST_F(Hostile, FinalizeReleasesExecutorsNeverRun)
{
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    const auto child = [&] {
        int bad = 0;
        {
            DeviceMem xm(64), ym(64);
            Tensor x({4}, ACL_FLOAT, xm.get());
            Tensor y({4}, ACL_FLOAT, ym.get());
            for (int i = 0; i < 1000; ++i) {
                uint64_t ws = 0;
                aclOpExecutor* exe = nullptr;
                bad += aclnnNnopScaleGetWorkspaceSize(x, nullptr, y, &ws, &exe) != 0;
            }
        }
        bad += ascsim::nnop::LiveExecutorCount() < 1000;
        bad += aclFinalize() != ACL_SUCCESS;
        bad += ascsim::nnop::LiveExecutorCount() != 0;
        bad += ascsim::rt::GetDeviceMemoryStats().liveBlocks != 0;
        std::_Exit(bad);
    };
    EXPECT_EXIT(child(), ::testing::ExitedWithCode(0), "");
}

TEST_F(Hostile, OutOfDeviceMemoryInPhase1IsARuntimeError)
{
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    const auto child = [&] {
        int bad = 0;
        aclrtDestroyStream(stream_);
        bad += aclFinalize() != ACL_SUCCESS;
        setenv("ASCEND_SIM_DEVICE_MEMORY_MB", "1", 1);
        bad += aclInit(nullptr) != ACL_SUCCESS;
        bad += aclrtSetDevice(0) != ACL_SUCCESS;
        void* all = nullptr;
        bad += aclrtMalloc(&all, size_t{1} << 20, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS;
        auto* base = static_cast<uint8_t*>(all);
        Tensor x({4}, ACL_FLOAT, base);
        Tensor y({4}, ACL_FLOAT, base + 16);
        uint64_t ws = 0;
        aclOpExecutor* exe = nullptr;
        bad += aclnnNnopScaleGetWorkspaceSize(x, nullptr, y, &ws, &exe) != 361001;
        bad += !Has(TakeErr(), "could not allocate device memory");
        std::_Exit(bad);
    };
    EXPECT_EXIT(child(), ::testing::ExitedWithCode(0), "");
}

// ---- objects destroyed or freed between the phases ------------------------------------------

class BetweenPhases : public Hostile {
protected:
    // Phase 1 of y = 2x on a transposed (staged) x; x_ and y_ hold its data.
    aclOpExecutor* PrepareStaged(Tensor& x, Tensor& y, uint64_t* ws)
    {
        aclOpExecutor* exe = nullptr;
        EXPECT_EQ(aclnnNnopScaleGetWorkspaceSize(x, nullptr, y, ws, &exe), 0) << TakeErr();
        return exe;
    }
    // Phase 2 must refuse with 161002 and leave nothing queued; the executor stays destroyable.
    void ExpectLaunchRefused(aclOpExecutor* exe, uint64_t ws, const std::string& why)
    {
        DeviceMem w(ws > 0 ? ws : 32);
        EXPECT_EQ(aclnnNnopScale(w.get(), ws, exe, stream_), ACLNN_ERR_PARAM_INVALID);
        EXPECT_TRUE(Has(TakeErr(), why));
        EXPECT_EQ(aclrtSynchronizeStream(stream_), ACL_SUCCESS);
        EXPECT_EQ(aclDestroyAclOpExecutor(exe), 0);
    }
};

TEST_F(BetweenPhases, DestroyedInputIsRefused)
{
    auto x = std::make_unique<Tensor>(std::vector<int64_t>{4, 4}, ACL_FLOAT, x_->get(), std::vector<int64_t>{1, 4});
    Tensor y({4, 4}, ACL_FLOAT, y_->get());
    uint64_t ws = 0;
    aclOpExecutor* exe = PrepareStaged(*x, y, &ws);
    x.reset();
    // A new tensor may take the destroyed one's address: it is still not the tensor phase 1 saw.
    Tensor other({4, 4}, ACL_FLOAT, x_->get());
    ExpectLaunchRefused(exe, ws, "x was destroyed");
}

TEST_F(BetweenPhases, FreedNonContiguousInputMemoryIsRefused)
{
    auto mem = std::make_unique<DeviceMem>(16 * sizeof(float));
    Tensor x({4, 4}, ACL_FLOAT, mem->get(), {1, 4});
    Tensor y({4, 4}, ACL_FLOAT, y_->get());
    uint64_t ws = 0;
    aclOpExecutor* exe = PrepareStaged(x, y, &ws);
    ASSERT_GT(ws, 0u);
    mem.reset();
    ExpectLaunchRefused(exe, ws, "freed after GetWorkspaceSize");
}

TEST_F(BetweenPhases, FreedOutputMemoryIsRefused)
{
    auto mem = std::make_unique<DeviceMem>(16 * sizeof(float));
    Tensor x({16}, ACL_FLOAT, x_->get());
    Tensor y({16}, ACL_FLOAT, mem->get());
    uint64_t ws = 0;
    aclOpExecutor* exe = PrepareStaged(x, y, &ws);
    mem.reset();
    ExpectLaunchRefused(exe, ws, "freed after GetWorkspaceSize");
}

// The freed block's address handed out again, here to a block of the same size allocated at
// once: the memory is live but no longer the tensor's.
TEST_F(BetweenPhases, FreedMemoryReallocatedIsRefused)
{
    auto mem = std::make_unique<DeviceMem>(16 * sizeof(float));
    Tensor x({16}, ACL_FLOAT, x_->get());
    Tensor y({16}, ACL_FLOAT, mem->get());
    uint64_t ws = 0;
    aclOpExecutor* exe = PrepareStaged(x, y, &ws);
    mem.reset();
    std::vector<std::unique_ptr<DeviceMem>> reuse;
    for (int i = 0; i < 4; ++i) {
        reuse.push_back(std::make_unique<DeviceMem>(16 * sizeof(float)));
    }
    ExpectLaunchRefused(exe, ws, "freed after GetWorkspaceSize");
}

TEST_F(BetweenPhases, RebindingADestroyedTensorIsRefused)
{
    auto x = std::make_unique<Tensor>(std::vector<int64_t>{16}, ACL_FLOAT, x_->get());
    Tensor y({16}, ACL_FLOAT, y_->get());
    uint64_t ws = 0;
    aclOpExecutor* exe = PrepareStaged(*x, y, &ws);
    ASSERT_EQ(aclSetAclOpExecutorRepeatable(exe), 0);
    x.reset();
    DeviceMem other(16 * sizeof(float));
    EXPECT_EQ(aclSetInputTensorAddr(exe, 0, nullptr, other.get()), ACLNN_ERR_PARAM_INVALID);
    EXPECT_TRUE(Has(TakeErr(), "was destroyed after GetWorkspaceSize"));
    EXPECT_EQ(aclDestroyAclOpExecutor(exe), 0);
}

// The device's memory (tiling data included) goes with its last reset; a later block may take the
// old address. In a child process: the device is reset to a zero reference count there.
TEST_F(BetweenPhases, DeviceResetIsRefused)
{
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    const auto child = [&] {
        int bad = 0;
        aclrtDestroyStream(stream_);
        void* xm = nullptr;
        void* ym = nullptr;
        bad += aclrtMalloc(&xm, 64, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS;
        bad += aclrtMalloc(&ym, 64, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS;
        Tensor x({4}, ACL_FLOAT, xm);
        Tensor y({4}, ACL_FLOAT, ym);
        uint64_t ws = 0;
        aclOpExecutor* exe = nullptr;
        bad += aclnnNnopScaleGetWorkspaceSize(x, nullptr, y, &ws, &exe) != 0;
        while (aclrtResetDevice(0) == ACL_SUCCESS) {
        }
        bad += aclrtSetDevice(0) != ACL_SUCCESS;
        // New blocks, possibly at the old addresses: the executor's tiling is still gone.
        bad += aclrtMalloc(&xm, 64, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS;
        bad += aclrtMalloc(&ym, 64, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS;
        bad += aclnnNnopScale(nullptr, ws, exe, nullptr) != ACLNN_ERR_PARAM_INVALID;
        bad += TakeErr().empty();
        bad += aclDestroyAclOpExecutor(exe) != 0;
        std::_Exit(bad);
    };
    EXPECT_EXIT(child(), ::testing::ExitedWithCode(0), "");
}

} // namespace
} // namespace nnoptest
