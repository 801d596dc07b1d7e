// Contexts (hicann/runtime docs/zh/api_ref/05_context_management.md: aclrtCreateContext,
// aclrtDestroyContext, aclrtSetCurrentContext, aclrtGetCurrentContext).
// Simulator model: a device has one set of streams (its default stream and those created on it),
// so a context is a handle on its device. aclrtCreateContext takes a reference on the device as
// aclrtSetDevice does (the device comes up with its default stream) and makes the context the
// calling thread's current one; aclrtDestroyContext drops that reference (the last one tears the
// device down, draining its streams, as aclrtResetDevice). A destroyed or unknown handle is
// rejected with ACL_ERROR_INVALID_PARAM (docs silent on the code; the stricter reading).
#include <mutex>
#include <set>

#include "internal.h"

namespace ascsim::rt {
namespace {

struct Context {
    int32_t device;
};

std::mutex g_contextMutex;
std::set<const Context*> g_contexts;

bool Live(const Context* c)
{
    std::lock_guard<std::mutex> lock(g_contextMutex);
    return g_contexts.count(c) != 0;
}

} // namespace
} // namespace ascsim::rt

using namespace ascsim::rt;

extern "C" aclError aclrtCreateContext(aclrtContext* context, int32_t deviceId)
{
    static const char* const kApi = "aclrtCreateContext";
    if (context == nullptr)
        return detail::Fail(ACL_ERROR_INVALID_PARAM, kApi, "context must not be null");
    const aclError rc = aclrtSetDevice(deviceId);
    if (rc != ACL_SUCCESS)
        return rc;
    auto* c = new Context{deviceId};
    {
        std::lock_guard<std::mutex> lock(g_contextMutex);
        g_contexts.insert(c);
    }
    *context = c;
    return ACL_SUCCESS;
}

extern "C" aclError aclrtDestroyContext(aclrtContext context)
{
    static const char* const kApi = "aclrtDestroyContext";
    auto* c = static_cast<const Context*>(context);
    int32_t device = -1;
    {
        std::lock_guard<std::mutex> lock(g_contextMutex);
        if (c == nullptr || g_contexts.erase(c) == 0) {
            return detail::Fail(ACL_ERROR_INVALID_PARAM, kApi, "context %p is not a live context", context);
        }
        device = c->device;
    }
    delete c;
    return aclrtResetDevice(device);
}

extern "C" aclError aclrtSetCurrentContext(aclrtContext context)
{
    static const char* const kApi = "aclrtSetCurrentContext";
    const auto* c = static_cast<const Context*>(context);
    if (c == nullptr || !Live(c)) {
        return detail::Fail(ACL_ERROR_INVALID_PARAM, kApi, "context %p is not a live context", context);
    }
    // Selecting the context selects its device for this thread; the device reference stays the
    // context's (a balanced aclrtSetDevice / aclrtResetDevice pair would tear the device down).
    const aclError rc = aclrtSetDevice(c->device);
    if (rc != ACL_SUCCESS)
        return rc;
    return aclrtResetDevice(c->device);
}

extern "C" aclError aclrtGetCurrentContext(aclrtContext* context)
{
    static const char* const kApi = "aclrtGetCurrentContext";
    if (context == nullptr)
        return detail::Fail(ACL_ERROR_INVALID_PARAM, kApi, "context must not be null");
    int32_t device = -1;
    const aclError rc = detail::RequireDevice(kApi, &device);
    if (rc != ACL_SUCCESS)
        return rc;
    std::lock_guard<std::mutex> lock(g_contextMutex);
    for (const Context* c : g_contexts) {
        if (c->device == device) {
            *context = const_cast<Context*>(c);
            return ACL_SUCCESS;
        }
    }
    // The device's default context (made by aclrtSetDevice) has no handle of its own here.
    *context = nullptr;
    return ACL_SUCCESS;
}
