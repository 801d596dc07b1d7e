/**
 * @file test_st_resources.cpp
 * @brief AsinGrad under resource exhaustion and concurrency, through the public API only
 *        (acl/acl.h, aclnn headers, the generated aclnn_asin_grad.h): a full device, a workspace
 *        that cannot be allocated, 1,000 streams, 8 host threads, 10,000 executors that are
 *        never run, and calls after aclFinalize. Every case ends with a documented return code
 *        or a result checked against float64, and gives its device (and host) memory back.
 *
 *        Built twice (tests/st/CMakeLists.txt):
 *        - st_asin_grad_resources: st_common's process-wide runtime (st::Stream()), on a 64 MiB
 *          device so that filling it is cheap;
 *        - st_asin_grad_resources_lifecycle (ST_RESOURCES_LIFECYCLE): the tests that tear the
 *          runtime down (aclrtResetDevice + aclFinalize) and start it again, each with a runtime
 *          of its own, so they cannot break the shared one.
 */
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "aclnn/aclnn_base.h"
#include "aclnn_asin_grad.h"
#include "st_common.h"

using namespace st;

namespace {

// ---- shared by both binaries -----------------------------------------------------------------
bool Mentions(const std::string& message, const std::string& word)
{
    auto lower = [](std::string s) {
        std::transform(s.begin(), s.end(), s.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return s;
    };
    return lower(message).find(lower(word)) != std::string::npos;
}

// Deterministic inputs over the whole domain: x in [-1, 1) (rounding may give |x| = 1, whose
// +-inf / NaN results CheckElement compares exactly), dy in [-4, 4).
void MakeInputs(DType t, size_t n, uint64_t seed, std::vector<uint32_t>* dy, std::vector<uint32_t>* x)
{
    Rng rng(seed);
    dy->resize(n);
    x->resize(n);
    for (size_t i = 0; i < n; ++i) {
        (*dy)[i] = Encode(rng.Uniform(-4.0, 4.0), t);
        (*x)[i] = Encode(rng.Uniform(-1.0, 1.0), t);
    }
}

// fp32: the documented target of a few ulp; fp16/bf16: within 1 ulp of the exact value, hence
// within 1 ulp of the correctly rounded one.
double MaxUlp(DType t) { return t == DType::kF32 ? 3.0 : 1.0; }

// "" when every element matches the float64 reference, else a description of the first that does not.
std::string Mismatch(DType t, const std::vector<uint32_t>& dy, const std::vector<uint32_t>& x,
                     const std::vector<uint32_t>& got)
{
    if (got.size() != dy.size()) {
        return "read " + std::to_string(got.size()) + " elements, expected " + std::to_string(dy.size());
    }
    for (size_t i = 0; i < got.size(); ++i) {
        const double exact = Reference(Decode(dy[i], t), Decode(x[i], t));
        const Check c = CheckElement(got[i], exact, t, MaxUlp(t));
        if (!c.ok) {
            char buf[256];
            std::snprintf(buf, sizeof(buf),
                          "%s element %zu of %zu: dy=%.9g x=%.9g got=%.9g (0x%x) exact=%.17g (%.3f ulp)",
                          FormatOf(t).name, i, got.size(), Decode(dy[i], t), Decode(x[i], t), Decode(got[i], t), got[i],
                          exact, c.ulp);
            return buf;
        }
    }
    return "";
}

// Free device memory of the current device (aclrtGetMemInfo); SIZE_MAX when the call fails.
size_t FreeDeviceMemory(size_t* total = nullptr)
{
    size_t free = 0;
    size_t all = 0;
    if (aclrtGetMemInfo(ACL_HBM_MEM, &free, &all) != ACL_SUCCESS) {
        return SIZE_MAX;
    }
    if (total != nullptr) {
        *total = all;
    }
    return free;
}

#ifndef ST_RESOURCES_LIFECYCLE
// ================================================================================================
// st_asin_grad_resources: the shared runtime of st_common.
// ================================================================================================

// Set before main, hence before st::Stream()'s aclInit reads it: a small device makes "allocate
// until it fails" cheap (the simulator backs device memory with host memory).
constexpr size_t kDeviceMiB = 64;
const bool kSmallDevice = setenv("ASCEND_SIM_DEVICE_MEMORY_MB", "64", 1) == 0;

// Phase 1's return codes in docs/aclnnAsinGrad_en.md.
bool DocumentedPhase1Code(aclnnStatus s)
{
    return s == ACLNN_ERR_PARAM_NULLPTR || s == ACLNN_ERR_PARAM_INVALID || s == ACLNN_ERR_RUNTIME_ERROR ||
           s == ACLNN_ERR_INNER_TILING_ERROR || s == ACLNN_ERR_INNER_FIND_KERNEL_ERROR;
}

// Allocates the current device's memory down to the last byte (halving the request after each
// failure); frees it all when destroyed, so a failed assertion leaves no full device behind.
class MemoryFiller {
public:
    MemoryFiller() = default;
    MemoryFiller(const MemoryFiller&) = delete;
    MemoryFiller& operator=(const MemoryFiller&) = delete;
    ~MemoryFiller() { Release(); }

    // Returns the code of the first failed aclrtMalloc (its message in *message), or the first
    // code other than ACL_ERROR_RT_MEMORY_ALLOCATION.
    aclError Fill(std::string* message)
    {
        aclError first = ACL_SUCCESS;
        size_t size = size_t{1} << 20;
        while (size > 0 && blocks_.size() < 100000) {
            void* p = nullptr;
            const aclError rc = aclrtMalloc(&p, size, ACL_MEM_MALLOC_HUGE_FIRST);
            if (rc == ACL_SUCCESS) {
                blocks_.push_back(p);
                continue;
            }
            const std::string m = TakeErrMsg();
            if (first == ACL_SUCCESS) {
                first = rc;
                *message = m;
            }
            if (rc != ACL_ERROR_RT_MEMORY_ALLOCATION) {
                *message = m;
                return rc;
            }
            size /= 2;
        }
        return first;
    }

    void Release()
    {
        for (void* p : blocks_) {
            aclrtFree(p);
        }
        blocks_.clear();
    }

private:
    std::vector<void*> blocks_;
};

// ---- 1. device out of memory ---------------------------------------------------------------------
TEST(StResources, DeviceOutOfMemory)
{
    ASSERT_TRUE(kSmallDevice);
    Stream();
    size_t total = 0;
    const size_t free0 = FreeDeviceMemory(&total);
    ASSERT_EQ(total, kDeviceMiB << 20) << "ASCEND_SIM_DEVICE_MEMORY_MB was not applied; not filling a larger device";

    const DType t = DType::kF32;
    const std::vector<int64_t> shape = {33, 65};
    std::vector<uint32_t> dyBits, xBits;
    MakeInputs(t, static_cast<size_t>(Numel(shape)), 11, &dyBits, &xBits);
    auto dy = DeviceTensor::Contiguous(t, shape, dyBits);
    auto x = DeviceTensor::Contiguous(t, shape, xBits);
    auto dx = DeviceTensor::Contiguous(t, shape, std::vector<uint32_t>(dyBits.size(), 0x7fa5a5a5u));
    ASSERT_TRUE(dy && x && dx);
    const size_t freeWithTensors = FreeDeviceMemory();

    {
        MemoryFiller filler;
        std::string allocMessage;
        ASSERT_EQ(filler.Fill(&allocMessage), ACL_ERROR_RT_MEMORY_ALLOCATION) << allocMessage;
        EXPECT_TRUE(Mentions(allocMessage, "memory")) << allocMessage;
        ASSERT_EQ(FreeDeviceMemory(), 0u) << "the device should be full";

        TakeErrMsg();
        uint64_t workspaceSize = 0;
        aclOpExecutor* executor = nullptr;
        const aclnnStatus s = aclnnAsinGradGetWorkspaceSize(dy->get(), x->get(), dx->get(), &workspaceSize, &executor);
        const std::string message = TakeErrMsg();
        if (s == ACLNN_SUCCESS) {
            // Phase 1 needed no device memory; a contiguous call needs no workspace either, so it runs.
            EXPECT_EQ(workspaceSize, 0u);
            ASSERT_EQ(aclnnAsinGrad(nullptr, workspaceSize, executor, Stream()), ACLNN_SUCCESS) << TakeErrMsg();
            ASSERT_EQ(aclrtSynchronizeStream(Stream()), ACL_SUCCESS) << TakeErrMsg();
            EXPECT_EQ(Mismatch(t, dyBits, xBits, dx->ReadStorage()), "");
        } else {
            EXPECT_TRUE(DocumentedPhase1Code(s))
                << "phase 1 on a full device returned " << s
                << ", which is not a code of docs/aclnnAsinGrad_en.md's phase-1 table; message: " << message;
            EXPECT_TRUE(Mentions(message, "memory")) << "message: \"" << message << "\"";
        }
    }
    // Nothing of the refused (or completed) call stays allocated.
    EXPECT_EQ(FreeDeviceMemory(), freeWithTensors);

    const RunResult r = RunAsinGrad(dy->get(), x->get(), dx->get());
    ASSERT_TRUE(r.ok()) << r.phase1 << "/" << r.phase2 << "/" << r.sync << ": " << r.message;
    EXPECT_EQ(Mismatch(t, dyBits, xBits, dx->ReadStorage()), "");
    dy.reset();
    x.reset();
    dx.reset();
    EXPECT_EQ(FreeDeviceMemory(), free0);
}

// ---- 2. the workspace cannot be allocated --------------------------------------------------------
TEST(StResources, WorkspaceAllocationFails)
{
    Stream();
    const size_t free0 = FreeDeviceMemory();
    const DType t = DType::kF16;
    std::vector<uint32_t> dyBits, xStorage;
    MakeInputs(t, 24 * 40, 12, &dyBits, &xStorage);
    auto dy = DeviceTensor::Contiguous(t, {24, 40}, dyBits);
    auto x = DeviceTensor::View(t, {24, 40}, {1, 24}, 0, xStorage); // transpose of a [40, 24] storage
    auto dx = DeviceTensor::Contiguous(t, {24, 40}, std::vector<uint32_t>(dyBits.size(), 0x7da5u));
    ASSERT_TRUE(dy && x && dx);

    TakeErrMsg();
    uint64_t workspaceSize = 0;
    aclOpExecutor* executor = nullptr;
    ASSERT_EQ(aclnnAsinGradGetWorkspaceSize(dy->get(), x->get(), dx->get(), &workspaceSize, &executor), ACLNN_SUCCESS)
        << TakeErrMsg();
    ASSERT_GT(workspaceSize, 0u) << "a non-contiguous x should be staged in a workspace";
    const size_t freeAfterPhase1 = FreeDeviceMemory();

    {
        MemoryFiller filler;
        std::string fillMessage;
        ASSERT_EQ(filler.Fill(&fillMessage), ACL_ERROR_RT_MEMORY_ALLOCATION) << fillMessage;
        ASSERT_EQ(FreeDeviceMemory(), 0u);

        // What the application sees: the workspace allocation fails with the documented code ...
        void* workspace = nullptr;
        EXPECT_EQ(aclrtMalloc(&workspace, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST), ACL_ERROR_RT_MEMORY_ALLOCATION);
        const std::string allocMessage = TakeErrMsg();
        EXPECT_TRUE(Mentions(allocMessage, "memory")) << allocMessage;
        // ... and phase 2 without it is refused (documented 161001) and leaves the executor intact.
        EXPECT_EQ(aclnnAsinGrad(nullptr, workspaceSize, executor, Stream()), ACLNN_ERR_PARAM_NULLPTR);
        const std::string launchMessage = TakeErrMsg();
        EXPECT_TRUE(Mentions(launchMessage, "workspace")) << launchMessage;
    }
    EXPECT_EQ(FreeDeviceMemory(), freeAfterPhase1);

    // With memory back, the same executor runs.
    void* workspace = nullptr;
    ASSERT_EQ(aclrtMalloc(&workspace, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS) << TakeErrMsg();
    EXPECT_EQ(aclnnAsinGrad(workspace, workspaceSize, executor, Stream()), ACLNN_SUCCESS) << TakeErrMsg();
    EXPECT_EQ(aclrtSynchronizeStream(Stream()), ACL_SUCCESS) << TakeErrMsg();
    EXPECT_EQ(Mismatch(t, dyBits, x->ReadView(), dx->ReadStorage()), "");
    EXPECT_EQ(aclrtFree(workspace), ACL_SUCCESS);
    dy.reset();
    x.reset();
    dx.reset();
    EXPECT_EQ(FreeDeviceMemory(), free0); // the executor's own memory went with its run
}

// ---- 3. 1,000 streams -----------------------------------------------------------------------------
// Streams created in the test, destroyed at scope exit whatever happens.
class StreamSet {
public:
    explicit StreamSet(size_t n) : streams_(n, nullptr) {}
    StreamSet(const StreamSet&) = delete;
    StreamSet& operator=(const StreamSet&) = delete;
    ~StreamSet() { Destroy(); }
    aclrtStream& operator[](size_t i) { return streams_[i]; }
    size_t size() const { return streams_.size(); }
    // Number of aclrtDestroyStream failures.
    size_t Destroy()
    {
        size_t failures = 0;
        for (aclrtStream& s : streams_) {
            if (s != nullptr && aclrtDestroyStream(s) != ACL_SUCCESS) {
                ++failures;
            }
            s = nullptr;
        }
        return failures;
    }

private:
    std::vector<aclrtStream> streams_;
};

struct Job {
    DType type = DType::kF32;
    std::vector<uint32_t> dy, x;
    std::unique_ptr<DeviceTensor> dyT, xT, dxT;
};

// Inputs and device tensors of one small contiguous call.
bool MakeJob(DType t, const std::vector<int64_t>& shape, uint64_t seed, Job* job)
{
    job->type = t;
    MakeInputs(t, static_cast<size_t>(Numel(shape)), seed, &job->dy, &job->x);
    job->dyT = DeviceTensor::Contiguous(t, shape, job->dy);
    job->xT = DeviceTensor::Contiguous(t, shape, job->x);
    job->dxT = DeviceTensor::Contiguous(t, shape, std::vector<uint32_t>(job->dy.size(), 0));
    return job->dyT && job->xT && job->dxT;
}

// Both phases of a contiguous job on `stream`, without synchronising; "" or what failed.
std::string Launch(const Job& job, aclrtStream stream)
{
    uint64_t workspaceSize = 0;
    aclOpExecutor* executor = nullptr;
    aclnnStatus s = aclnnAsinGradGetWorkspaceSize(job.dyT->get(), job.xT->get(), job.dxT->get(), &workspaceSize,
                                                  &executor);
    if (s != ACLNN_SUCCESS) {
        return "phase 1 returned " + std::to_string(s) + ": " + TakeErrMsg();
    }
    if (workspaceSize != 0) {
        return "a contiguous call asked for a workspace of " + std::to_string(workspaceSize) + " bytes";
    }
    s = aclnnAsinGrad(nullptr, 0, executor, stream);
    if (s != ACLNN_SUCCESS) {
        return "phase 2 returned " + std::to_string(s) + ": " + TakeErrMsg();
    }
    return "";
}

TEST(StResources, ThousandStreams)
{
    Stream();
    const size_t free0 = FreeDeviceMemory();
    constexpr size_t kStreams = 1000;
    {
        std::vector<Job> jobs(kStreams);
        StreamSet streams(kStreams); // destroyed (drained) before the jobs' memory is freed
        for (size_t i = 0; i < kStreams; ++i) {
            ASSERT_EQ(aclrtCreateStream(&streams[i]), ACL_SUCCESS) << "stream " << i << ": " << TakeErrMsg();
        }
        for (size_t i = 0; i < kStreams; ++i) {
            const DType t = AllDTypes()[i % 3];
            const std::vector<int64_t> shape = {static_cast<int64_t>(1 + (i * 37) % 300)};
            ASSERT_TRUE(MakeJob(t, shape, 1000 + i, &jobs[i])) << "job " << i << ": " << TakeErrMsg();
            const std::string failed = Launch(jobs[i], streams[i]);
            ASSERT_EQ(failed, "") << "stream " << i;
        }
        for (size_t i = 0; i < kStreams; ++i) {
            ASSERT_EQ(aclrtSynchronizeStream(streams[i]), ACL_SUCCESS) << "stream " << i << ": " << TakeErrMsg();
        }
        size_t bad = 0;
        for (size_t i = 0; i < kStreams; ++i) {
            const std::string m = Mismatch(jobs[i].type, jobs[i].dy, jobs[i].x, jobs[i].dxT->ReadStorage());
            if (!m.empty() && bad++ < 5) {
                ADD_FAILURE() << "stream " << i << ": " << m;
            }
        }
        EXPECT_EQ(bad, 0u);
        EXPECT_EQ(streams.Destroy(), 0u) << TakeErrMsg();
    }
    EXPECT_EQ(FreeDeviceMemory(), free0);
}

// ---- 6. 8 host threads -----------------------------------------------------------------------------
struct WorkerResult {
    size_t launches = 0;
    std::string error; // the first failure
};

// One host thread: `iterations` rounds of three calls (fp32, fp16, bf16; sizes and shapes vary)
// queued on `stream` (or on a stream of its own when null), one synchronisation, then the check.
void Worker(int id, aclrtStream shared, int iterations, WorkerResult* out)
{
    static const std::vector<std::vector<int64_t>> kShapes = {{1},    {17},        {3, 85},    {1000},
                                                              {4097}, {2, 3, 683}, {128, 128}, {40000}};
    // The thread's context: aclrtSetDevice is per thread.
    if (aclrtSetDevice(0) != ACL_SUCCESS) {
        out->error = "aclrtSetDevice: " + TakeErrMsg();
        return;
    }
    aclrtStream stream = shared;
    if (stream == nullptr && aclrtCreateStream(&stream) != ACL_SUCCESS) {
        out->error = "aclrtCreateStream: " + TakeErrMsg();
        aclrtResetDevice(0);
        return;
    }
    for (int it = 0; it < iterations && out->error.empty(); ++it) {
        std::vector<Job> jobs(3);
        for (size_t k = 0; k < jobs.size() && out->error.empty(); ++k) {
            const DType t = AllDTypes()[(static_cast<size_t>(id) + k + static_cast<size_t>(it)) % 3];
            const auto&
                shape = kShapes[(static_cast<size_t>(id) * 5 + static_cast<size_t>(it) * 3 + k) % kShapes.size()];
            const uint64_t seed = static_cast<uint64_t>(id) << 32 | static_cast<uint64_t>(it) << 4 | k;
            if (!MakeJob(t, shape, seed, &jobs[k])) {
                out->error = "tensors: " + TakeErrMsg();
            } else if (std::string m = Launch(jobs[k], stream); !m.empty()) {
                out->error = m;
            } else {
                ++out->launches;
            }
        }
        // Always synchronised: the jobs' memory must outlive the launches already queued.
        if (aclrtSynchronizeStream(stream) != ACL_SUCCESS && out->error.empty()) {
            out->error = "aclrtSynchronizeStream: " + TakeErrMsg();
        }
        if (!out->error.empty()) {
            break;
        }
        for (const Job& job : jobs) {
            if (std::string m = Mismatch(job.type, job.dy, job.x, job.dxT->ReadStorage()); !m.empty()) {
                out->error = "iteration " + std::to_string(it) + ": " + m;
                break;
            }
        }
    }
    if (stream != shared && aclrtDestroyStream(stream) != ACL_SUCCESS && out->error.empty()) {
        out->error = "aclrtDestroyStream: " + TakeErrMsg();
    }
    if (aclrtResetDevice(0) != ACL_SUCCESS && out->error.empty()) {
        out->error = "aclrtResetDevice: " + TakeErrMsg();
    }
}

void RunThreads(aclrtStream shared)
{
    constexpr int kThreads = 8;
    constexpr int kIterations = 50;
    Stream(); // the process-wide runtime is up before any thread uses it
    const size_t free0 = FreeDeviceMemory();
    std::vector<WorkerResult> results(kThreads);
    std::vector<std::thread> threads;
    for (int i = 0; i < kThreads; ++i) {
        threads.emplace_back(Worker, i, shared, kIterations, &results[static_cast<size_t>(i)]);
    }
    for (auto& th : threads) {
        th.join();
    }
    for (int i = 0; i < kThreads; ++i) {
        const WorkerResult& r = results[static_cast<size_t>(i)];
        EXPECT_EQ(r.error, "") << "thread " << i;
        EXPECT_EQ(r.launches, static_cast<size_t>(kIterations) * 3) << "thread " << i;
    }
    EXPECT_EQ(FreeDeviceMemory(), free0);
}

TEST(StResources, EightThreadsOwnStreams) { RunThreads(nullptr); }

TEST(StResources, EightThreadsSharedStream) { RunThreads(Stream()); }

#else // ST_RESOURCES_LIFECYCLE
// ================================================================================================
// st_asin_grad_resources_lifecycle: each test brings a runtime of its own up and down.
// ================================================================================================

// st::DeviceTensor would start st_common's process-wide runtime, so these tests keep their own
// contiguous tensors: device memory from aclrtMalloc and an aclTensor over it.
struct Tensor {
    DType type = DType::kF32;
    size_t elems = 0;
    void* dev = nullptr;
    aclTensor* tensor = nullptr;

    bool Create(DType t, const std::vector<uint32_t>& bits)
    {
        type = t;
        elems = bits.size();
        const std::vector<uint8_t> bytes = Pack(bits, t);
        if (aclrtMalloc(&dev, bytes.size(), ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS ||
            aclrtMemcpy(dev, bytes.size(), bytes.data(), bytes.size(), ACL_MEMCPY_HOST_TO_DEVICE) != ACL_SUCCESS) {
            return false;
        }
        const int64_t dims[1] = {static_cast<int64_t>(elems)};
        const int64_t strides[1] = {1};
        tensor = aclCreateTensor(dims, 1, FormatOf(t).acl, strides, 0, ACL_FORMAT_ND, dims, 1, dev);
        return tensor != nullptr;
    }
    std::vector<uint32_t> Read() const
    {
        std::vector<uint8_t> bytes(elems * FormatOf(type).bytes);
        if (aclrtMemcpy(bytes.data(), bytes.size(), dev, bytes.size(), ACL_MEMCPY_DEVICE_TO_HOST) != ACL_SUCCESS) {
            return {};
        }
        return Unpack(bytes, type);
    }
    bool Release()
    {
        const bool ok = aclDestroyTensor(tensor) == ACLNN_SUCCESS && aclrtFree(dev) == ACL_SUCCESS;
        tensor = nullptr;
        dev = nullptr;
        return ok;
    }
};

struct Call {
    std::vector<uint32_t> dyBits, xBits;
    Tensor dy, x, dx;
    bool Create(DType t, size_t n, uint64_t seed)
    {
        MakeInputs(t, n, seed, &dyBits, &xBits);
        return dy.Create(t, dyBits) && x.Create(t, xBits) && dx.Create(t, std::vector<uint32_t>(n, 0));
    }
    bool Release() { return dy.Release() & x.Release() & dx.Release(); }
    std::string Check() const { return Mismatch(dy.type, dyBits, xBits, dx.Read()); }
};

// Both phases and the synchronisation; "" or what failed.
std::string RunOnce(const Call& c, aclrtStream stream)
{
    uint64_t workspaceSize = 0;
    aclOpExecutor* executor = nullptr;
    aclnnStatus s = aclnnAsinGradGetWorkspaceSize(c.dy.tensor, c.x.tensor, c.dx.tensor, &workspaceSize, &executor);
    if (s != ACLNN_SUCCESS) {
        return "phase 1 returned " + std::to_string(s) + ": " + TakeErrMsg();
    }
    s = aclnnAsinGrad(nullptr, workspaceSize, executor, stream);
    if (s != ACLNN_SUCCESS) {
        return "phase 2 returned " + std::to_string(s) + ": " + TakeErrMsg();
    }
    if (aclrtSynchronizeStream(stream) != ACL_SUCCESS) {
        return "aclrtSynchronizeStream: " + TakeErrMsg();
    }
    return c.Check();
}

// Host heap in use (all malloc arenas, mmapped chunks included); 0 where glibc's mallinfo2 is missing.
size_t HeapInUse()
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    const struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
#else
    return 0;
#endif
}

class StLifecycle : public ::testing::Test {
protected:
    void TearDown() override
    {
        // A test that stopped early must not leave its runtime to the next one.
        if (HasFailure()) {
            (void)aclFinalize();
            TakeErrMsg();
        }
    }
    // aclInit, device 0, one stream.
    static void Up(aclrtStream* stream)
    {
        ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS) << TakeErrMsg();
        ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS) << TakeErrMsg();
        ASSERT_EQ(aclrtCreateStream(stream), ACL_SUCCESS) << TakeErrMsg();
    }
};

// ---- 4. 10,000 executors that are never run ------------------------------------------------------
// An application that stops after phase 1 (never aclnnAsinGrad, never aclDestroyAclOpExecutor)
// relies on aclrtResetDevice + aclFinalize to release what the executors hold.
TEST_F(StLifecycle, UnrunExecutorsAreReleasedByResetAndFinalize)
{
    constexpr int kExecutors = 10000;
    aclrtStream stream = nullptr;
    ASSERT_NO_FATAL_FAILURE(Up(&stream));
    size_t total = 0;
    const size_t freeStart = FreeDeviceMemory(&total);
    ASSERT_NE(freeStart, SIZE_MAX);

    Call c;
    ASSERT_TRUE(c.Create(DType::kF32, 256, 21)) << TakeErrMsg();
    ASSERT_EQ(RunOnce(c, stream), ""); // warm-up: one-time set-up is not counted below

    const size_t freeBefore = FreeDeviceMemory();
    const size_t heapBefore = HeapInUse();
    for (int i = 0; i < kExecutors; ++i) {
        uint64_t workspaceSize = 0;
        aclOpExecutor* executor = nullptr;
        ASSERT_EQ(aclnnAsinGradGetWorkspaceSize(c.dy.tensor, c.x.tensor, c.dx.tensor, &workspaceSize, &executor),
                  ACLNN_SUCCESS)
            << "executor " << i << ": " << TakeErrMsg();
        ASSERT_NE(executor, nullptr);
    }
    const size_t freeAfterBatch = FreeDeviceMemory();
    const size_t heapAfterBatch = HeapInUse();
    std::printf("[ info ] %d unrun executors hold %zu bytes of device memory and %lld bytes of host heap\n", kExecutors,
                freeBefore - freeAfterBatch,
                static_cast<long long>(heapAfterBatch) - static_cast<long long>(heapBefore));

    // Everything the application owns goes back; the executors are left to the runtime.
    EXPECT_TRUE(c.Release()) << TakeErrMsg();
    EXPECT_EQ(aclrtDestroyStream(stream), ACL_SUCCESS) << TakeErrMsg();
    EXPECT_EQ(aclrtResetDevice(0), ACL_SUCCESS) << TakeErrMsg();
    EXPECT_EQ(aclFinalize(), ACL_SUCCESS) << TakeErrMsg();
    const size_t heapAfterFinalize = HeapInUse();
    if (heapAfterBatch != 0) {
        const auto grown = static_cast<long long>(heapAfterBatch) - static_cast<long long>(heapBefore);
        const auto kept = static_cast<long long>(heapAfterFinalize) - static_cast<long long>(heapBefore);
        std::printf("[ info ] after aclrtResetDevice + aclFinalize: %lld bytes of that heap still in use\n", kept);
        EXPECT_LT(kept, grown / 10) << "aclrtResetDevice + aclFinalize kept " << kept << " of the " << grown
                                    << " bytes of host heap the " << kExecutors << " unrun executors took";
    }

    // A new session: the device has all its memory and computes.
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS) << TakeErrMsg();
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS) << TakeErrMsg();
    size_t totalAgain = 0;
    EXPECT_EQ(FreeDeviceMemory(&totalAgain), freeStart);
    EXPECT_EQ(totalAgain, total);
    ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS) << TakeErrMsg();
    Call again;
    ASSERT_TRUE(again.Create(DType::kBF16, 999, 22)) << TakeErrMsg();
    EXPECT_EQ(RunOnce(again, stream), "");
    EXPECT_TRUE(again.Release()) << TakeErrMsg();
    EXPECT_EQ(FreeDeviceMemory(), freeStart);
    EXPECT_EQ(aclrtDestroyStream(stream), ACL_SUCCESS) << TakeErrMsg();
    EXPECT_EQ(aclrtResetDevice(0), ACL_SUCCESS) << TakeErrMsg();
    EXPECT_EQ(aclFinalize(), ACL_SUCCESS) << TakeErrMsg();
}

// ---- 5. calls after aclFinalize ---------------------------------------------------------------------
// The application finalises with a prepared executor, its stream and its tensors' memory still
// around (aclrtResetDevice / aclFinalize release them), then keeps calling.
TEST_F(StLifecycle, CallsAfterFinalize)
{
    aclrtStream stream = nullptr;
    ASSERT_NO_FATAL_FAILURE(Up(&stream));
    Call c;
    ASSERT_TRUE(c.Create(DType::kF32, 64, 31)) << TakeErrMsg();
    uint64_t workspaceSize = 0;
    aclOpExecutor* executor = nullptr;
    ASSERT_EQ(aclnnAsinGradGetWorkspaceSize(c.dy.tensor, c.x.tensor, c.dx.tensor, &workspaceSize, &executor),
              ACLNN_SUCCESS)
        << TakeErrMsg();
    ASSERT_EQ(aclrtResetDevice(0), ACL_SUCCESS) << TakeErrMsg();
    ASSERT_EQ(aclFinalize(), ACL_SUCCESS) << TakeErrMsg();
    TakeErrMsg();

    // Phase 1: the tensors' data is no longer device memory (documented 161002).
    uint64_t lateSize = 0;
    aclOpExecutor* lateExecutor = nullptr;
    EXPECT_EQ(aclnnAsinGradGetWorkspaceSize(c.dy.tensor, c.x.tensor, c.dx.tensor, &lateSize, &lateExecutor),
              ACLNN_ERR_PARAM_INVALID);
    std::string m = TakeErrMsg();
    EXPECT_TRUE(Mentions(m, "device")) << "message: \"" << m << "\"";

    // Phase 2 with the executor of the finalised session: aclFinalize released it, and a released
    // executor is documented as 161002.
    EXPECT_EQ(aclnnAsinGrad(nullptr, workspaceSize, executor, stream), ACLNN_ERR_PARAM_INVALID);
    m = TakeErrMsg();
    EXPECT_TRUE(Mentions(m, "executor")) << "message: \"" << m << "\"";

    // aclCreateTensor / aclDestroyTensor are host-side and documented without a precondition on
    // aclInit: they keep working, so an application can still release its tensors.
    const int64_t dims[1] = {64};
    const int64_t strides[1] = {1};
    aclTensor* late = aclCreateTensor(dims, 1, ACL_FLOAT, strides, 0, ACL_FORMAT_ND, dims, 1, c.dy.dev);
    EXPECT_NE(late, nullptr) << TakeErrMsg();
    EXPECT_EQ(aclDestroyTensor(late), ACLNN_SUCCESS) << TakeErrMsg();
    for (Tensor* t : {&c.dy, &c.x, &c.dx}) {
        EXPECT_EQ(aclDestroyTensor(t->tensor), ACLNN_SUCCESS) << TakeErrMsg();
        t->tensor = nullptr;
    }

    // The runtime is down: ACL_ERROR_UNINITIALIZE, for the old stream and the default one alike.
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_UNINITIALIZE);
    m = TakeErrMsg();
    EXPECT_TRUE(Mentions(m, "aclInit")) << "message: \"" << m << "\"";
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), ACL_ERROR_UNINITIALIZE);
    TakeErrMsg();

    // And the process can start over.
    ASSERT_NO_FATAL_FAILURE(Up(&stream));
    const size_t freeStart = FreeDeviceMemory();
    Call again;
    ASSERT_TRUE(again.Create(DType::kF16, 333, 32)) << TakeErrMsg();
    EXPECT_EQ(RunOnce(again, stream), "");
    EXPECT_TRUE(again.Release()) << TakeErrMsg();
    EXPECT_EQ(FreeDeviceMemory(), freeStart);
    EXPECT_EQ(aclrtDestroyStream(stream), ACL_SUCCESS) << TakeErrMsg();
    EXPECT_EQ(aclrtResetDevice(0), ACL_SUCCESS) << TakeErrMsg();
    EXPECT_EQ(aclFinalize(), ACL_SUCCESS) << TakeErrMsg();
}

#endif // ST_RESOURCES_LIFECYCLE

} // namespace
