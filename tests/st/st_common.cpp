/**
 * @file st_common.cpp
 * @brief Helpers of the AsinGrad system tests (see st_common.h).
 */
#include "st_common.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "aclnn_asin_grad.h"

namespace st {

// ---- element formats ------------------------------------------------------------------------
const Format& FormatOf(DType t)
{
    static const Format kF32{DType::kF32, "float32", ACL_FLOAT, 4, 24, -126, 127};
    static const Format kF16{DType::kF16, "float16", ACL_FLOAT16, 2, 11, -14, 15};
    static const Format kBF16{DType::kBF16, "bfloat16", ACL_BF16, 2, 8, -126, 127};
    switch (t) {
        case DType::kF16:
            return kF16;
        case DType::kBF16:
            return kBF16;
        default:
            return kF32;
    }
}

const std::vector<DType>& AllDTypes()
{
    static const std::vector<DType> all = {DType::kF32, DType::kF16, DType::kBF16};
    return all;
}

std::vector<uint8_t> Pack(const std::vector<uint32_t>& bits, DType t)
{
    const size_t eb = FormatOf(t).bytes;
    std::vector<uint8_t> bytes(bits.size() * eb);
    for (size_t i = 0; i < bits.size(); ++i) {
        if (eb == 4) {
            std::memcpy(&bytes[i * 4], &bits[i], 4);
        } else {
            const auto h = static_cast<uint16_t>(bits[i]);
            std::memcpy(&bytes[i * 2], &h, 2);
        }
    }
    return bytes;
}

std::vector<uint32_t> Unpack(const std::vector<uint8_t>& bytes, DType t)
{
    const size_t eb = FormatOf(t).bytes;
    std::vector<uint32_t> bits(bytes.size() / eb);
    for (size_t i = 0; i < bits.size(); ++i) {
        if (eb == 4) {
            std::memcpy(&bits[i], &bytes[i * 4], 4);
        } else {
            uint16_t h;
            std::memcpy(&h, &bytes[i * 2], 2);
            bits[i] = h;
        }
    }
    return bits;
}

uint64_t Rng::Next()
{
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

double Rng::Uniform() { return static_cast<double>(Next() >> 11) * 0x1.0p-53; }
double Rng::Uniform(double lo, double hi) { return lo + (hi - lo) * Uniform(); }
uint32_t Rng::Below(uint32_t n) { return static_cast<uint32_t>((Next() >> 32) % n); }

// ---- device side -----------------------------------------------------------------------------
namespace {
struct AclEnvironment {
    aclrtStream stream = nullptr;
    AclEnvironment()
    {
        aclError ret = aclInit(nullptr);
        if (ret == ACL_SUCCESS) {
            ret = aclrtSetDevice(0);
        }
        if (ret == ACL_SUCCESS) {
            ret = aclrtCreateStream(&stream);
        }
        if (ret != ACL_SUCCESS) {
            const char* msg = aclGetRecentErrMsg();
            std::fprintf(stderr, "st: ACL initialisation failed (%d): %s\n", ret, msg != nullptr ? msg : "");
            std::abort();
        }
    }
    ~AclEnvironment()
    {
        aclrtDestroyStream(stream);
        aclrtResetDevice(0);
        aclFinalize();
    }
};
} // namespace

aclrtStream Stream()
{
    static AclEnvironment env;
    return env.stream;
}

int64_t Numel(const std::vector<int64_t>& shape)
{
    int64_t n = 1;
    for (int64_t d : shape) {
        n *= d;
    }
    return n;
}

std::vector<int64_t> ContiguousStrides(const std::vector<int64_t>& shape)
{
    std::vector<int64_t> strides(shape.size(), 1);
    for (size_t i = shape.size(); i-- > 1;) {
        strides[i - 1] = strides[i] * (shape[i] > 0 ? shape[i] : 1);
    }
    return strides;
}

std::vector<int64_t> ViewOffsets(const std::vector<int64_t>& shape, const std::vector<int64_t>& strides, int64_t offset)
{
    const int64_t n = Numel(shape);
    std::vector<int64_t> out;
    out.reserve(static_cast<size_t>(n));
    std::vector<int64_t> idx(shape.size(), 0);
    for (int64_t k = 0; k < n; ++k) {
        int64_t off = offset;
        for (size_t d = 0; d < shape.size(); ++d) {
            off += idx[d] * strides[d];
        }
        out.push_back(off);
        for (size_t d = shape.size(); d-- > 0;) {
            if (++idx[d] < shape[d]) {
                break;
            }
            idx[d] = 0;
        }
    }
    return out;
}

std::string ShapeString(const std::vector<int64_t>& shape)
{
    std::string s = "[";
    for (size_t i = 0; i < shape.size(); ++i) {
        s += (i ? "," : "") + std::to_string(shape[i]);
    }
    return s + "]";
}

std::unique_ptr<DeviceTensor> DeviceTensor::Contiguous(DType t, const std::vector<int64_t>& shape,
                                                       const std::vector<uint32_t>& bits)
{
    return View(t, shape, ContiguousStrides(shape), 0, bits);
}

std::unique_ptr<DeviceTensor> DeviceTensor::View(DType t, const std::vector<int64_t>& shape,
                                                 const std::vector<int64_t>& strides, int64_t offset,
                                                 const std::vector<uint32_t>& storage)
{
    Stream(); // the runtime must be up before device memory is allocated
    std::unique_ptr<DeviceTensor> d(new DeviceTensor);
    d->type_ = t;
    d->storageElems_ = storage.size();
    d->shape_ = shape;
    d->strides_ = strides;
    d->offset_ = offset;
    if (!storage.empty()) {
        const std::vector<uint8_t> bytes = Pack(storage, t);
        if (aclrtMalloc(&d->dev_, bytes.size(), ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS ||
            aclrtMemcpy(d->dev_, bytes.size(), bytes.data(), bytes.size(), ACL_MEMCPY_HOST_TO_DEVICE) != ACL_SUCCESS) {
            return nullptr;
        }
    }
    const int64_t storageDims[1] = {static_cast<int64_t>(storage.size())};
    d->tensor_ = aclCreateTensor(shape.data(), shape.size(), FormatOf(t).acl, strides.data(), offset, ACL_FORMAT_ND,
                                 storageDims, 1, d->dev_);
    if (d->tensor_ == nullptr) {
        return nullptr;
    }
    return d;
}

std::unique_ptr<DeviceTensor> DeviceTensor::Alias(const std::vector<int64_t>& shape,
                                                  const std::vector<int64_t>& strides, int64_t offset) const
{
    std::unique_ptr<DeviceTensor> d(new DeviceTensor);
    d->type_ = type_;
    d->dev_ = dev_;
    d->ownsMemory_ = false;
    d->storageElems_ = storageElems_;
    d->shape_ = shape;
    d->strides_ = strides;
    d->offset_ = offset;
    const int64_t storageDims[1] = {static_cast<int64_t>(storageElems_)};
    d->tensor_ = aclCreateTensor(shape.data(), shape.size(), FormatOf(type_).acl, strides.data(), offset, ACL_FORMAT_ND,
                                 storageDims, 1, dev_);
    if (d->tensor_ == nullptr) {
        return nullptr;
    }
    return d;
}

DeviceTensor::~DeviceTensor()
{
    if (tensor_ != nullptr) {
        aclDestroyTensor(tensor_);
    }
    if (ownsMemory_ && dev_ != nullptr) {
        aclrtFree(dev_);
    }
}

std::vector<uint32_t> DeviceTensor::ReadStorage() const
{
    std::vector<uint8_t> bytes(storageElems_ * FormatOf(type_).bytes);
    if (!bytes.empty() &&
        aclrtMemcpy(bytes.data(), bytes.size(), dev_, bytes.size(), ACL_MEMCPY_DEVICE_TO_HOST) != ACL_SUCCESS) {
        return {};
    }
    return Unpack(bytes, type_);
}

std::vector<uint32_t> DeviceTensor::ReadView() const
{
    const std::vector<uint32_t> storage = ReadStorage();
    std::vector<uint32_t> out;
    for (int64_t off : ViewOffsets(shape_, strides_, offset_)) {
        out.push_back(off >= 0 && static_cast<size_t>(off) < storage.size() ? storage[static_cast<size_t>(off)] :
                                                                              0xdeadbeefu);
    }
    return out;
}

std::string TakeErrMsg()
{
    const char* msg = aclGetRecentErrMsg();
    return msg != nullptr ? std::string(msg) : std::string();
}

RunResult RunAsinGrad(const aclTensor* dy, const aclTensor* x, const aclTensor* dx)
{
    RunResult r;
    aclrtStream stream = Stream();
    TakeErrMsg();
    aclOpExecutor* executor = nullptr;
    r.phase1 = aclnnAsinGradGetWorkspaceSize(dy, x, dx, &r.workspaceSize, &executor);
    if (r.phase1 != 0) {
        r.message = TakeErrMsg();
        return r;
    }
    void* workspace = nullptr;
    if (r.workspaceSize > 0 && aclrtMalloc(&workspace, r.workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS) {
        r.message = "st: could not allocate the workspace";
        return r;
    }
    r.phase2 = aclnnAsinGrad(workspace, r.workspaceSize, executor, stream);
    if (r.phase2 != 0) {
        r.message = TakeErrMsg();
    } else {
        r.sync = aclrtSynchronizeStream(stream);
        if (r.sync != ACL_SUCCESS) {
            r.message = TakeErrMsg();
        }
    }
    if (workspace != nullptr) {
        aclrtFree(workspace);
    }
    return r;
}

RunResult ComputeContiguous(DType t, const std::vector<int64_t>& shape, const std::vector<uint32_t>& dy,
                            const std::vector<uint32_t>& x, std::vector<uint32_t>* dx)
{
    const auto n = static_cast<size_t>(Numel(shape));
    std::vector<uint32_t> pattern(n, t == DType::kF32 ? 0x7fa5a5a5u : 0x7da5u); // signalling NaNs
    auto dyT = DeviceTensor::Contiguous(t, shape, dy);
    auto xT = DeviceTensor::Contiguous(t, shape, x);
    auto dxT = DeviceTensor::Contiguous(t, shape, pattern);
    RunResult r;
    if (dyT == nullptr || xT == nullptr || dxT == nullptr) {
        r.message = "st: could not create the tensors";
        return r;
    }
    r = RunAsinGrad(dyT->get(), xT->get(), dxT->get());
    if (r.ok()) {
        *dx = dxT->ReadStorage();
    }
    return r;
}

} // namespace st
