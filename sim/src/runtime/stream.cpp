// Streams of the simulated runtime (docs/zh/api_ref/06_stream_management.md).
//
// Every stream — the default stream of each set device included — is a FIFO task queue served by
// its own worker thread, so work really runs asynchronously to the host thread that queued it:
// results read before a synchronisation may be stale, as on hardware.
//
// Task failures:
//  - A task returning non-ACL_SUCCESS marks its stream. The next aclrtSynchronizeStream (or
//    aclrtSynchronizeDevice) of that stream returns the code of the FIRST failed task since the
//    last synchronisation and appends its message (from ReportAsyncError) to the syncing thread's
//    recent error message; the mark is then cleared (simulator choice, docs silent).
//  - Tasks queued after a failed one: docs (aclrtSetStreamFailureMode) give
//    ACL_CONTINUE_ON_FAILURE as the default, so they still run. With ACL_STOP_ON_FAILURE set on
//    any stream of a device (the docs extend it to every stream of the context) the later tasks
//    are skipped and no new task is accepted ("触发遇错即停之后，不支持再下发新任务"); the
//    simulator rejects them with ACL_ERROR_RT_STREAM_ABORT (its choice of documented code).
// Handles: an aclrtStream is an opaque token (never a pointer to a live object) looked up in a
// registry, so an unknown or destroyed handle yields ACL_ERROR_RT_INVALID_HANDLE, never a crash.
// A stream belongs to the device current when it was created; using it while another device is
// current fails with ACL_ERROR_RT_STREAM_CONTEXT (docs require it for aclrtDestroyStream; the
// simulator applies it to every stream call — stricter).
// Stream limit: 1984 streams per device including the default one (aclrtCreateStream docs, Ascend
// 950PR/950DT); beyond it ACL_ERROR_RT_NO_STREAM_RESOURCE.
#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <system_error>
#include <thread>
#include <unordered_map>
#include <vector>

#include "internal.h"

namespace ascsim::rt {
namespace {

using detail::Fail;
using detail::Format;
using detail::kMaxDevices;

constexpr size_t kMaxStreamsPerDevice = 1984;
// Handles are tagged, non-canonical addresses: dereferencing one faults instead of silently
// reading something.
constexpr uintptr_t kHandleTag = uintptr_t{0x5A51} << 48;

std::array<std::atomic<bool>, kMaxDevices> g_stopOnFailure{};

struct TaskFailure {
    aclError code = ACL_SUCCESS;
    uint64_t seq = 0;
    std::string message;
    uint64_t laterFailures = 0;
};

// Message collected by ReportAsyncError while a task runs on this (worker) thread.
thread_local std::string* t_asyncMessage = nullptr;

class Stream {
public:
    Stream(int32_t device, uintptr_t handle) : device_(device), handle_(handle) {}
    ~Stream() { Shutdown(); }
    Stream(const Stream&) = delete;
    Stream& operator=(const Stream&) = delete;

    void Start() { worker_ = std::thread(&Stream::Run, this); }

    int32_t device() const { return device_; }
    bool isDefault() const { return handle_ == 0; }
    std::string Name() const
    {
        if (isDefault())
            return Format("default stream of device %d", device_);
        return Format("stream %p (device %d)", reinterpret_cast<void*>(handle_), device_);
    }

    aclError Enqueue(StreamTask task)
    {
        std::lock_guard<std::mutex> lock(mu_);
        if (shutdown_)
            return ACL_ERROR_RT_INVALID_HANDLE;
        if (aborted_)
            return ACL_ERROR_RT_STREAM_ABORT;
        queue_.push_back(Item{++submitted_, std::move(task)});
        work_.notify_one();
        return ACL_SUCCESS;
    }

    // Waits until every task queued before the call has finished. timeoutMs < 0: no limit.
    bool WaitIdle(int32_t timeoutMs)
    {
        std::unique_lock<std::mutex> lock(mu_);
        const uint64_t target = submitted_;
        auto done = [&] { return completed_ >= target; };
        if (timeoutMs < 0) {
            idle_.wait(lock, done);
            return true;
        }
        return idle_.wait_for(lock, std::chrono::milliseconds(timeoutMs), done);
    }

    bool Idle()
    {
        std::lock_guard<std::mutex> lock(mu_);
        return completed_ == submitted_;
    }

    bool TakeFailure(TaskFailure* out)
    {
        std::lock_guard<std::mutex> lock(mu_);
        if (!failure_)
            return false;
        *out = std::move(*failure_);
        failure_.reset();
        return true;
    }

    // aclrtSetStreamFailureMode may be called only once per stream (docs).
    bool MarkFailureModeSet()
    {
        std::lock_guard<std::mutex> lock(mu_);
        if (failureModeSet_)
            return false;
        failureModeSet_ = true;
        return true;
    }

    // Drains the queue (pending tasks still run) and joins the worker.
    void Shutdown()
    {
        {
            std::lock_guard<std::mutex> lock(mu_);
            shutdown_ = true;
        }
        work_.notify_all();
        if (!worker_.joinable())
            return;
        if (worker_.get_id() == std::this_thread::get_id()) {
            worker_.detach(); // last reference dropped by the stream's own task: let it finish
        } else {
            worker_.join();
        }
    }

private:
    struct Item {
        uint64_t seq;
        StreamTask task;
    };

    void Run()
    {
        detail::BindWorkerThreadToDevice(device_);
        std::unique_lock<std::mutex> lock(mu_);
        for (;;) {
            work_.wait(lock, [&] { return shutdown_ || !queue_.empty(); });
            if (queue_.empty())
                return; // shut down and drained
            Item item = std::move(queue_.front());
            queue_.pop_front();
            const bool skip = aborted_;
            lock.unlock();

            aclError rc = ACL_SUCCESS;
            std::string message;
            if (!skip) {
                t_asyncMessage = &message;
                try {
                    rc = item.task();
                } catch (const std::exception& e) {
                    rc = ACL_ERROR_RT_INTERNAL_ERROR;
                    message += (message.empty() ? "" : "; ") + std::string("task threw: ") + e.what();
                } catch (...) {
                    rc = ACL_ERROR_RT_INTERNAL_ERROR;
                    message += (message.empty() ? "" : "; ") + std::string("task threw a non-standard exception");
                }
                t_asyncMessage = nullptr;
            }
            item.task = nullptr; // release captured state before the task counts as complete
            if (!skip && rc != ACL_SUCCESS) {
                Log(LogLevel::kError, "ASCENDCL", "task #%llu on %s failed with error %d%s%s",
                    static_cast<unsigned long long>(item.seq), Name().c_str(), rc, message.empty() ? "" : ": ",
                    message.c_str());
            }

            lock.lock();
            if (!skip && rc != ACL_SUCCESS) {
                if (!failure_) {
                    failure_ = TaskFailure{rc, item.seq, std::move(message), 0};
                } else {
                    ++failure_->laterFailures;
                }
                if (g_stopOnFailure[device_].load())
                    aborted_ = true;
            }
            ++completed_;
            idle_.notify_all();
        }
    }

    const int32_t device_;
    const uintptr_t handle_; // 0 for a default stream
    std::mutex mu_;
    std::condition_variable work_;
    std::condition_variable idle_;
    std::deque<Item> queue_;
    uint64_t submitted_ = 0;
    uint64_t completed_ = 0;
    bool shutdown_ = false;
    bool aborted_ = false;
    bool failureModeSet_ = false;
    std::optional<TaskFailure> failure_;
    std::thread worker_;
};

using StreamPtr = std::shared_ptr<Stream>;

struct Registry {
    std::mutex mu;
    std::unordered_map<uintptr_t, StreamPtr> streams; // explicitly created, by handle
    std::array<StreamPtr, kMaxDevices> defaults;
    std::array<size_t, kMaxDevices> explicitCount{};
    uint64_t nextId = 1;
};

// Never destroyed: worker threads may still be parked when the process exits.
Registry& Reg()
{
    static Registry* registry = new Registry();
    return *registry;
}

// Resolves `stream` (nullptr = default stream of `device`) for `api`.
aclError Resolve(const char* api, aclrtStream stream, int32_t device, StreamPtr* out)
{
    Registry& reg = Reg();
    std::lock_guard<std::mutex> lock(reg.mu);
    if (stream == nullptr) {
        *out = reg.defaults[device];
        if (!*out)
            return Fail(ACL_ERROR_RT_CONTEXT_NULL, api, "device %d has no default stream", device);
        return ACL_SUCCESS;
    }
    const auto it = reg.streams.find(reinterpret_cast<uintptr_t>(stream));
    if (it == reg.streams.end()) {
        return Fail(ACL_ERROR_RT_INVALID_HANDLE, api, "stream %p is not a live stream (never created or destroyed)",
                    stream);
    }
    if (it->second->device() != device) {
        return Fail(ACL_ERROR_RT_STREAM_CONTEXT, api, "stream %p belongs to device %d but the current device is %d",
                    stream, it->second->device(), device);
    }
    *out = it->second;
    return ACL_SUCCESS;
}

// The runtime call beneath a synchronising ACL API, which the runtime's error message names.
const char* RuntimeCallOf(const std::string& api)
{
    if (api == "aclrtSynchronizeDevice")
        return "rtDeviceSynchronize";
    if (api == "aclrtSynchronizeDeviceWithTimeout")
        return "rtDeviceSynchronizeWithTimeout";
    if (api == "aclrtSynchronizeStream")
        return "rtStreamSynchronize";
    if (api == "aclrtSynchronizeStreamWithTimeout")
        return "rtStreamSynchronizeWithTimeout";
    return nullptr;
}

// Surfaces a recorded task failure to the calling (synchronising) thread.
aclError ReportFailure(const char* api, Stream& stream)
{
    TaskFailure f;
    if (!stream.TakeFailure(&f))
        return ACL_SUCCESS;
    std::string msg = Format("%s failed (error %d): task #%llu on %s failed", api, f.code,
                             static_cast<unsigned long long>(f.seq), stream.Name().c_str());
    if (f.code == ACL_ERROR_RT_VECTOR_CORE_EXCEPTION) {
        // As a 950's runtime reports a device fault (asc-devkit SIMT 09_log's published output of
        // aclGetRecentErrMsg after a kernel assert): the error-manager code "EZ9999: Inner Error!", the runtime
        // call with its reason ("rtDeviceSynchronize execution failed, reason=vector core exception"), then
        // the simulator's details.
        const char* rt = RuntimeCallOf(api);
        msg = "EZ9999: Inner Error!\n" +
              (rt != nullptr ? std::string(rt) + " execution failed, reason=vector core exception\n" : std::string()) +
              msg + ": vector core exception";
    }
    if (!f.message.empty())
        msg += ": " + f.message;
    if (f.laterFailures != 0) {
        msg += Format(" (%llu later task(s) failed too)", static_cast<unsigned long long>(f.laterFailures));
    }
    detail::AppendRecentError(msg); // the worker already logged the failure
    return f.code;
}

StreamPtr NewStream(int32_t device, uintptr_t handle)
{
    auto stream = std::make_shared<Stream>(device, handle);
    stream->Start();
    return stream;
}

aclError SyncOne(const char* api, aclrtStream handle, int32_t timeoutMs)
{
    if (detail::RejectInStreamTask(api) != ACL_SUCCESS)
        return ACL_ERROR_API_NOT_SUPPORT;
    int32_t device = -1;
    aclError rc = detail::RequireDevice(api, &device);
    if (rc != ACL_SUCCESS)
        return rc;
    StreamPtr stream;
    rc = Resolve(api, handle, device, &stream);
    if (rc != ACL_SUCCESS)
        return rc;
    if (!stream->WaitIdle(timeoutMs)) {
        return Fail(ACL_ERROR_RT_STREAM_SYNC_TIMEOUT, api, "%s still busy after %d ms", stream->Name().c_str(),
                    timeoutMs);
    }
    return ReportFailure(api, *stream);
}

} // namespace

aclError EnqueueTask(aclrtStream stream, StreamTask task)
{
    static const char* const kApi = "EnqueueTask";
    int32_t device = -1;
    aclError rc = detail::RequireDevice(kApi, &device);
    if (rc != ACL_SUCCESS)
        return rc;
    if (!task)
        return Fail(ACL_ERROR_INVALID_PARAM, kApi, "empty task");
    StreamPtr target;
    rc = Resolve(kApi, stream, device, &target);
    if (rc != ACL_SUCCESS)
        return rc;
    rc = target->Enqueue(std::move(task));
    if (rc == ACL_ERROR_RT_STREAM_ABORT) {
        return Fail(rc, kApi, "%s stopped after a failed task (ACL_STOP_ON_FAILURE); it accepts no new tasks",
                    target->Name().c_str());
    }
    if (rc != ACL_SUCCESS)
        return Fail(rc, kApi, "%s is being destroyed", target->Name().c_str());
    return ACL_SUCCESS;
}

void ReportAsyncError(const std::string& message)
{
    if (t_asyncMessage == nullptr) {
        // Not inside a stream task: nothing will be synchronised, report it directly.
        ReportError(message);
        return;
    }
    if (!t_asyncMessage->empty())
        *t_asyncMessage += "; ";
    *t_asyncMessage += message;
}

namespace detail {

aclError CreateDefaultStream(int32_t device)
{
    StreamPtr stream;
    try {
        stream = NewStream(device, 0);
    } catch (const std::system_error& e) {
        return Fail(ACL_ERROR_RT_RESOURCE_ALLOC_FAIL, "aclrtSetDevice", "cannot start the default stream: %s",
                    e.what());
    }
    Registry& reg = Reg();
    std::lock_guard<std::mutex> lock(reg.mu);
    reg.defaults[device] = std::move(stream);
    return ACL_SUCCESS;
}

void ReleaseDeviceStreams(int32_t device)
{
    std::vector<StreamPtr> doomed;
    {
        Registry& reg = Reg();
        std::lock_guard<std::mutex> lock(reg.mu);
        if (reg.defaults[device])
            doomed.push_back(std::move(reg.defaults[device]));
        reg.defaults[device].reset();
        for (auto it = reg.streams.begin(); it != reg.streams.end();) {
            if (it->second->device() == device) {
                doomed.push_back(std::move(it->second));
                it = reg.streams.erase(it);
            } else {
                ++it;
            }
        }
        reg.explicitCount[device] = 0;
    }
    for (auto& stream : doomed) {
        stream->Shutdown();
        TaskFailure f;
        if (stream->TakeFailure(&f)) {
            Log(LogLevel::kWarning, "ASCENDCL", "device %d reset: dropping unsynchronised failure of %s (error %d)",
                device, stream->Name().c_str(), f.code);
        }
    }
    g_stopOnFailure[device].store(false);
}

aclError SynchronizeDeviceStreams(const char* api, int32_t device, int32_t timeoutMs)
{
    std::vector<StreamPtr> streams;
    {
        Registry& reg = Reg();
        std::lock_guard<std::mutex> lock(reg.mu);
        if (reg.defaults[device])
            streams.push_back(reg.defaults[device]);
        for (const auto& entry : reg.streams) {
            if (entry.second->device() == device)
                streams.push_back(entry.second);
        }
    }
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs < 0 ? 0 : timeoutMs);
    for (const auto& stream : streams) {
        int32_t remaining = -1;
        if (timeoutMs >= 0) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline -
                                                                                    std::chrono::steady_clock::now());
            remaining = left.count() > 0 ? static_cast<int32_t>(left.count()) : 0;
        }
        if (!stream->WaitIdle(remaining)) {
            return Fail(ACL_ERROR_RT_STREAM_SYNC_TIMEOUT, api, "device %d still busy after %d ms (%s)", device,
                        timeoutMs, stream->Name().c_str());
        }
    }
    aclError first = ACL_SUCCESS;
    for (const auto& stream : streams) {
        const aclError rc = ReportFailure(api, *stream);
        if (first == ACL_SUCCESS)
            first = rc;
    }
    return first;
}

} // namespace detail
} // namespace ascsim::rt

using namespace ascsim::rt;

extern "C" aclError aclrtCreateStream(aclrtStream* stream)
{
    static const char* const kApi = "aclrtCreateStream";
    int32_t device = -1;
    const aclError rc = detail::RequireDevice(kApi, &device);
    if (rc != ACL_SUCCESS)
        return rc;
    if (stream == nullptr)
        return Fail(ACL_ERROR_INVALID_PARAM, kApi, "stream must not be null");
    Registry& reg = Reg();
    uintptr_t handle = 0;
    {
        std::lock_guard<std::mutex> lock(reg.mu);
        if (reg.explicitCount[device] + 1 >= kMaxStreamsPerDevice) {
            return Fail(ACL_ERROR_RT_NO_STREAM_RESOURCE, kApi, "device %d already has %zu streams (limit %zu)", device,
                        reg.explicitCount[device] + 1, kMaxStreamsPerDevice);
        }
        ++reg.explicitCount[device]; // reserve
        handle = kHandleTag | (static_cast<uintptr_t>(reg.nextId++) << 4);
    }
    StreamPtr created;
    try {
        created = NewStream(device, handle);
    } catch (const std::system_error& e) {
        std::lock_guard<std::mutex> lock(reg.mu);
        --reg.explicitCount[device];
        return Fail(ACL_ERROR_RT_RESOURCE_ALLOC_FAIL, kApi, "cannot start a stream worker: %s", e.what());
    }
    {
        std::lock_guard<std::mutex> lock(reg.mu);
        reg.streams.emplace(handle, std::move(created));
    }
    *stream = reinterpret_cast<aclrtStream>(handle);
    return ACL_SUCCESS;
}

// Pending tasks are drained first (docs: "若Stream上有未完成的任务，会等待任务完成后再销毁").
// An unsynchronised task failure is logged as a warning and dropped with the stream.
extern "C" aclError aclrtDestroyStream(aclrtStream stream)
{
    static const char* const kApi = "aclrtDestroyStream";
    if (detail::RejectInStreamTask(kApi) != ACL_SUCCESS)
        return ACL_ERROR_API_NOT_SUPPORT;
    int32_t device = -1;
    aclError rc = detail::RequireDevice(kApi, &device);
    if (rc != ACL_SUCCESS)
        return rc;
    if (stream == nullptr) {
        return Fail(ACL_ERROR_INVALID_PARAM, kApi, "the default stream (nullptr) cannot be destroyed");
    }
    StreamPtr doomed;
    rc = Resolve(kApi, stream, device, &doomed);
    if (rc != ACL_SUCCESS)
        return rc;
    {
        Registry& reg = Reg();
        std::lock_guard<std::mutex> lock(reg.mu);
        if (reg.streams.erase(reinterpret_cast<uintptr_t>(stream)) == 0) {
            return Fail(ACL_ERROR_RT_INVALID_HANDLE, kApi, "stream %p was destroyed concurrently", stream);
        }
        --reg.explicitCount[device];
    }
    doomed->Shutdown();
    TaskFailure f;
    if (doomed->TakeFailure(&f)) {
        Log(LogLevel::kWarning, "ASCENDCL", "%s: %s destroyed with an unsynchronised failed task #%llu (error %d)",
            kApi, doomed->Name().c_str(), static_cast<unsigned long long>(f.seq), f.code);
    }
    return ACL_SUCCESS;
}

extern "C" aclError aclrtSynchronizeStream(aclrtStream stream) { return SyncOne("aclrtSynchronizeStream", stream, -1); }

// timeout: -1 waits forever, > 0 milliseconds, 0 only checks (acl_rt.h comment of the real
// header); other values are rejected with ACL_ERROR_INVALID_PARAM. Expiry returns
// ACL_ERROR_RT_STREAM_SYNC_TIMEOUT and keeps any task failure for a later synchronisation.
extern "C" aclError aclrtSynchronizeStreamWithTimeout(aclrtStream stream, int32_t timeout)
{
    static const char* const kApi = "aclrtSynchronizeStreamWithTimeout";
    if (timeout < -1) {
        return Fail(ACL_ERROR_INVALID_PARAM, kApi, "timeout %d must be -1, 0 or > 0 milliseconds", timeout);
    }
    return SyncOne(kApi, stream, timeout);
}

// Reports whether every queued task has finished; does not consume a task failure.
extern "C" aclError aclrtStreamQuery(aclrtStream stream, aclrtStreamStatus* status)
{
    static const char* const kApi = "aclrtStreamQuery";
    int32_t device = -1;
    aclError rc = detail::RequireDevice(kApi, &device);
    if (rc != ACL_SUCCESS)
        return rc;
    if (status == nullptr)
        return Fail(ACL_ERROR_INVALID_PARAM, kApi, "status must not be null");
    StreamPtr target;
    rc = Resolve(kApi, stream, device, &target);
    if (rc != ACL_SUCCESS)
        return rc;
    *status = target->Idle() ? ACL_STREAM_STATUS_COMPLETE : ACL_STREAM_STATUS_NOT_READY;
    return ACL_SUCCESS;
}

// docs: once per stream; nullptr (default stream) is supported on the 950; STOP mode applies to
// every stream of the context (device). A second call fails with ACL_ERROR_INVALID_PARAM
// (simulator's choice of code; the docs only forbid it).
extern "C" aclError aclrtSetStreamFailureMode(aclrtStream stream, uint64_t mode)
{
    static const char* const kApi = "aclrtSetStreamFailureMode";
    int32_t device = -1;
    aclError rc = detail::RequireDevice(kApi, &device);
    if (rc != ACL_SUCCESS)
        return rc;
    if (mode != ACL_CONTINUE_ON_FAILURE && mode != ACL_STOP_ON_FAILURE) {
        return Fail(ACL_ERROR_INVALID_PARAM, kApi,
                    "mode %llu is neither ACL_CONTINUE_ON_FAILURE nor ACL_STOP_ON_FAILURE",
                    static_cast<unsigned long long>(mode));
    }
    StreamPtr target;
    rc = Resolve(kApi, stream, device, &target);
    if (rc != ACL_SUCCESS)
        return rc;
    if (!target->MarkFailureModeSet()) {
        return Fail(ACL_ERROR_INVALID_PARAM, kApi, "the failure mode of %s is already set (once per stream)",
                    target->Name().c_str());
    }
    if (mode == ACL_STOP_ON_FAILURE)
        g_stopOnFailure[device].store(true);
    return ACL_SUCCESS;
}
