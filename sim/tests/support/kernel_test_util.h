// Test harness of the kernel emulator: device memory the GM checks accept, kernel instances built
// from plain functions, launches on N emulated cores, and assertions on sanitizer reports.
//
//   KernelTest fixture          aclInit + device 0 around every test
//   DeviceBuffer / Upload<T>    rt::DeviceAlloc'd memory (host-addressable in the sim)
//   Launch(fn, blockDim, {...}) one launch of `fn` (every argument a GM_ADDR) -> LaunchOutcome
//   KT_MARK(line)               records the kernel source line of the call that should be reported
//   ExpectFinding(...)          outcome failed with that check, message part and file:line
#pragma once

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "ascendc_sim/launch/kernel_registry.h"
#include "ascsim/runtime.h"
#include "ascsim/soc_profile.h"
#include "kernel_operator.h"

namespace ktest {

using ascsim::kern::LaunchOutcome;

// Device memory from the sim runtime's registry (the GM memcheck accepts accesses inside it).
class DeviceBuffer {
public:
    DeviceBuffer() = default;
    explicit DeviceBuffer(size_t bytes) : bytes_(bytes), ptr_(static_cast<uint8_t*>(ascsim::rt::DeviceAlloc(bytes))) {}
    ~DeviceBuffer() { Release(); }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    DeviceBuffer(DeviceBuffer&& o) noexcept : bytes_(o.bytes_), ptr_(o.ptr_) { o.ptr_ = nullptr; }
    DeviceBuffer& operator=(DeviceBuffer&& o) noexcept
    {
        if (this != &o) {
            Release();
            bytes_ = o.bytes_;
            ptr_ = o.ptr_;
            o.ptr_ = nullptr;
        }
        return *this;
    }

    uint8_t* get() const { return ptr_; }
    size_t bytes() const { return bytes_; }
    template <typename T>
    T* as() const
    {
        return reinterpret_cast<T*>(ptr_);
    }
    template <typename T>
    void Fill(const std::vector<T>& values)
    {
        if (!values.empty()) { // memcpy from an empty vector's null data() is undefined
            std::memcpy(ptr_, values.data(), values.size() * sizeof(T));
        }
    }
    template <typename T>
    std::vector<T> Read(size_t count) const
    {
        std::vector<T> out(count);
        if (count != 0) {
            std::memcpy(out.data(), ptr_, count * sizeof(T));
        }
        return out;
    }
    template <typename T>
    std::vector<T> ReadAll() const
    {
        return Read<T>(bytes_ / sizeof(T));
    }

private:
    void Release()
    {
        if (ptr_ != nullptr) {
            ascsim::rt::DeviceFree(ptr_);
            ptr_ = nullptr;
        }
    }
    size_t bytes_ = 0;
    uint8_t* ptr_ = nullptr;
};

// GroupBarrier's workspace must be 512-byte aligned; device memory is only 64-byte aligned.
struct AlignedWorkspace {
    explicit AlignedWorkspace(size_t bytes) : raw(bytes + 512)
    {
        const auto p = reinterpret_cast<uintptr_t>(raw.get());
        ptr = reinterpret_cast<uint8_t*>((p + 511) & ~uintptr_t(511));
        std::memset(ptr, 0, bytes);
    }
    DeviceBuffer raw;
    uint8_t* ptr;
};

template <typename T>
DeviceBuffer Upload(const std::vector<T>& values)
{
    DeviceBuffer b(values.size() * sizeof(T));
    b.Fill(values);
    return b;
}

// Uploads a tiling structure the way the framework passes it (device memory, read by
// GET_TILING_DATA through the S pipe).
template <typename Tiling>
DeviceBuffer UploadTiling(const Tiling& t)
{
    DeviceBuffer b(sizeof(Tiling));
    std::memcpy(b.get(), &t, sizeof(Tiling));
    return b;
}

// Whether the kernels launched by MakeInstance count as built with bisheng's --cce-auto-sync=on (the
// default, ascendc_sim/core/core.h AutoSyncOn). ScopedAutoSync(false) stands for --cce-auto-sync=off.
inline std::atomic<bool> g_autoSync{true};
class ScopedAutoSync {
public:
    explicit ScopedAutoSync(bool on) : old_(g_autoSync.exchange(on)) {}
    ~ScopedAutoSync() { g_autoSync = old_; }
    ScopedAutoSync(const ScopedAutoSync&) = delete;
    ScopedAutoSync& operator=(const ScopedAutoSync&) = delete;

private:
    bool old_;
};

// A KernelInstance built the way RegisterKernel builds one, without touching the registry (so a
// test may launch the same function under any name, any number of times).
template <typename... Args>
ascsim::kern::KernelInstance MakeInstance(const char* name, void (*fn)(Args...))
{
    ascsim::kern::KernelInstance k;
    k.autoSync = g_autoSync.load();
    k.opType = name;
    k.tilingKey = 0;
    k.name = name;
    k.numArgs = sizeof...(Args);
    k.fn = reinterpret_cast<void*>(fn);
    k.thunk = &ascsim::kern::detail::Thunk<Args...>;
    return k;
}

template <typename... Args>
LaunchOutcome Launch(void (*fn)(Args...), uint32_t blockDim, const std::vector<uint8_t*>& args,
                     const char* name = "test_kernel")
{
    return ascsim::kern::LaunchKernel(MakeInstance(name, fn), blockDim, args);
}

// The fixture of every kernel test: the runtime initialised with device 0 current, so that
// DeviceAlloc works; the sanitizer switch restored afterwards.
class KernelTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
        ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
        unsetenv("ASCEND_SIM_SANITIZER");
    }
    void TearDown() override
    {
        unsetenv("ASCEND_SIM_SANITIZER");
        (void)aclrtResetDevice(0);
        (void)aclFinalize();
        (void)aclGetRecentErrMsg();
    }
};

// Kernel source lines the tests expect in reports. Kernels run on worker threads, hence atomic.
// Written on its own line right above the offending call (clang-format keeps one statement per
// line), so it records the next line: `KT_MARK(g_line);` then `AscendC::DataCopy(...);`.
#define KT_MARK(var) (var).store(__LINE__ + 1, std::memory_order_relaxed)

// SetFlag + WaitFlag of one pipe pair on EVENT_ID0 (inside a kernel).
#define KT_FLAG(evt)                                      \
    AscendC::SetFlag<AscendC::HardEvent::evt>(EVENT_ID0); \
    AscendC::WaitFlag<AscendC::HardEvent::evt>(EVENT_ID0)

inline std::string Basename(const char* path)
{
    std::string p(path);
    const size_t slash = p.find_last_of('/');
    return slash == std::string::npos ? p : p.substr(slash + 1);
}

// "file.cpp:123" as the sanitizer prints a location.
inline std::string Where(const char* file, int line) { return Basename(file) + ":" + std::to_string(line); }

inline bool Contains(const std::string& haystack, const std::string& needle)
{
    return haystack.find(needle) != std::string::npos;
}

// The launch failed with a finding of `check` (memcheck / synccheck / queuecheck / racecheck) whose
// text contains `message` and, unless empty, `where` (file:line of the kernel call).
inline void ExpectFinding(const LaunchOutcome& outcome, const std::string& check, const std::string& message,
                          const std::string& where)
{
    EXPECT_FALSE(outcome.ok) << "expected a " << check << " finding";
    EXPECT_TRUE(Contains(outcome.report, "] " + check + ":")) << "check " << check << " not in:\n" << outcome.report;
    EXPECT_TRUE(Contains(outcome.report, message)) << "'" << message << "' not in:\n" << outcome.report;
    if (!where.empty()) {
        EXPECT_TRUE(Contains(outcome.report, where)) << "'" << where << "' not in:\n" << outcome.report;
    }
}

inline void ExpectClean(const LaunchOutcome& outcome)
{
    EXPECT_TRUE(outcome.ok) << outcome.report;
    EXPECT_EQ(outcome.report, "");
}

// ---- the negative-kernel suites ------------------------------------------------------------
// Every broken kernel has a correct twin: the same function with g_broken false. The broken
// branch records its line with KT_MARK(g_line) on the line of the offending call.
inline std::atomic<bool> g_broken{false};
inline std::atomic<int> g_line{0};
inline bool Broken() { return g_broken.load(std::memory_order_relaxed); }

// Three device buffers of kNegFloats floats each (x = 1, 2, 3, ...; y = 0.5, 1, ...; z zero).
constexpr uint32_t kNegFloats = 1024;
struct NegBuffers {
    DeviceBuffer x{kNegFloats * sizeof(float)}, y{kNegFloats * sizeof(float)}, z{kNegFloats * sizeof(float)};
    NegBuffers()
    {
        for (uint32_t i = 0; i < kNegFloats; ++i) {
            x.as<float>()[i] = static_cast<float>(i + 1);
            y.as<float>()[i] = 0.5f * static_cast<float>(i + 1);
            z.as<float>()[i] = 0.0f;
        }
    }
    std::vector<uint8_t*> Args() const { return {x.get(), y.get(), z.get()}; }
};
using NegKernel = void (*)(GM_ADDR, GM_ADDR, GM_ADDR);

// ASCEND_SIM_SANITIZER set for one scope (restored after).
class ScopedSanitizerSetting {
public:
    explicit ScopedSanitizerSetting(const char* value)
    {
        const char* old = std::getenv("ASCEND_SIM_SANITIZER");
        had_ = old != nullptr;
        old_ = had_ ? old : "";
        if (value != nullptr) {
            setenv("ASCEND_SIM_SANITIZER", value, 1);
        }
    }
    ~ScopedSanitizerSetting()
    {
        if (had_) {
            setenv("ASCEND_SIM_SANITIZER", old_.c_str(), 1);
        } else {
            unsetenv("ASCEND_SIM_SANITIZER");
        }
    }
    ScopedSanitizerSetting(const ScopedSanitizerSetting&) = delete;
    ScopedSanitizerSetting& operator=(const ScopedSanitizerSetting&) = delete;

private:
    bool had_ = false;
    std::string old_;
};

// Runs `fn` broken (expects the finding at the marked line of `file`) and then as its twin
// (expects a clean launch). Returns the broken launch's outcome for further checks. An initcheck
// finding is one only with initcheck=fatal (a warning by default), so both runs use that setting.
inline LaunchOutcome ExpectBrokenAndTwin(NegKernel fn, const std::string& check, const std::string& message,
                                         const char* file, uint32_t blockDim = 1, bool expectLine = true)
{
    const ScopedSanitizerSetting fatalInitcheck(check == "initcheck" ? "initcheck=fatal" : nullptr);
    LaunchOutcome bad;
    {
        NegBuffers buffers;
        g_broken = true;
        g_line = 0;
        bad = Launch(fn, blockDim, buffers.Args(), "broken_kernel");
        EXPECT_TRUE(!expectLine || g_line.load() != 0) << "the broken branch did not run";
        ExpectFinding(bad, check, message, expectLine ? Where(file, g_line.load()) : std::string());
    }
    {
        NegBuffers buffers;
        g_broken = false;
        const LaunchOutcome good = Launch(fn, blockDim, buffers.Args(), "correct_twin");
        EXPECT_TRUE(good.ok) << "the correct twin failed:\n" << good.report;
    }
    return bad;
}

// ---- float helpers ---------------------------------------------------------------------------
inline uint32_t FloatBits(float f)
{
    uint32_t u;
    std::memcpy(&u, &f, 4);
    return u;
}
inline float BitsFloat(uint32_t u)
{
    float f;
    std::memcpy(&f, &u, 4);
    return f;
}
// Distance in units in the last place between two finite floats of the same sign (or zeros).
inline int64_t UlpDistance(float a, float b)
{
    auto key = [](float f) {
        const int64_t u = FloatBits(f);
        return (u & 0x80000000) ? -(u & 0x7FFFFFFF) : u;
    };
    const int64_t d = key(a) - key(b);
    return d < 0 ? -d : d;
}

// Deterministic pseudo-random floats in [lo, hi).
inline std::vector<float> RandomFloats(size_t n, float lo, float hi, uint32_t seed)
{
    std::vector<float> v(n);
    uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
    for (auto& x : v) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        const double u = static_cast<double>(s >> 11) / 9007199254740992.0;
        x = static_cast<float>(lo + (hi - lo) * u);
    }
    return v;
}

} // namespace ktest
