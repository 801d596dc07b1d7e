/**
 * @file st_common.h
 * @brief Shared helpers of the AsinGrad system tests (tests/st): element formats and the float64
 *        reference (from tests/reference), ulp checks, device tensors with arbitrary strides/offset, and the
 *        two-phase aclnn run. Everything here is independent of the op's own code.
 */
#ifndef ASIN_GRAD_ST_COMMON_H
#define ASIN_GRAD_ST_COMMON_H

#include <cstdint>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/acl_meta.h"
#include "asin_grad_ref.h"

namespace st {

// ---- element formats and the float64 reference: the shared library (tests/reference) --------
using asin_grad_ref::DType;

struct Format {
    DType type;
    const char* name;
    aclDataType acl;
    size_t bytes;
    int precision; // significand bits including the hidden bit
    int emin;      // exponent of the smallest normal number
    int emax;      // exponent of the largest finite number
};

const Format& FormatOf(DType t);
const std::vector<DType>& AllDTypes();
// gtest prints parameters with this ("float32" rather than raw bytes).
inline void PrintTo(DType t, std::ostream* os) { *os << FormatOf(t).name; }

// Decode / Encode / RoundTo / UlpAt / UlpError of the formats, and Reference(dy, x): the exact
// dx in float64 with PyTorch's special values (asin_grad_ref.h).
using asin_grad_ref::Decode;
using asin_grad_ref::Encode;
using asin_grad_ref::Reference;
using asin_grad_ref::RoundTo;
using asin_grad_ref::UlpAt;
using asin_grad_ref::UlpError;
std::vector<uint8_t> Pack(const std::vector<uint32_t>& bits, DType t);
std::vector<uint32_t> Unpack(const std::vector<uint8_t>& bytes, DType t);

// One element against the reference (asin_grad_ref.h).
using asin_grad_ref::Check;
using asin_grad_ref::CheckElement;

// Deterministic generator (splitmix64), identical on every platform. Two draws in one expression
// (e.g. both arguments of std::ldexp) are unsequenced: GCC and Clang order them differently and the
// sample would depend on the compiler (the sanitizer build is Clang). Draw into named variables.
class Rng {
public:
    explicit Rng(uint64_t seed) : state_(seed) {}
    uint64_t Next();
    double Uniform();                     // [0, 1)
    double Uniform(double lo, double hi); // [lo, hi)
    uint32_t Below(uint32_t n);           // [0, n)

private:
    uint64_t state_;
};

// ---- device side -----------------------------------------------------------------------------
// aclInit / aclrtSetDevice / one stream, once per process (on first use; released at exit).
aclrtStream Stream();

// A device allocation of `storageElems` elements of type t, and an aclTensor viewing it.
class DeviceTensor {
public:
    // A contiguous tensor of `shape`, uploaded from `bits` (size = element count).
    static std::unique_ptr<DeviceTensor> Contiguous(DType t, const std::vector<int64_t>& shape,
                                                    const std::vector<uint32_t>& bits);
    // A view (shape, strides, offset in elements) of a storage of `storage.size()` elements.
    static std::unique_ptr<DeviceTensor> View(DType t, const std::vector<int64_t>& shape,
                                              const std::vector<int64_t>& strides, int64_t offset,
                                              const std::vector<uint32_t>& storage);
    // A second aclTensor over the same device memory (aliasing), with its own view.
    std::unique_ptr<DeviceTensor> Alias(const std::vector<int64_t>& shape, const std::vector<int64_t>& strides,
                                        int64_t offset) const;
    ~DeviceTensor();
    DeviceTensor(const DeviceTensor&) = delete;
    DeviceTensor& operator=(const DeviceTensor&) = delete;

    aclTensor* get() const { return tensor_; }
    void* data() const { return dev_; }
    std::vector<uint32_t> ReadStorage() const; // all storage elements, as bits
    // The view's elements in row-major order, read from the storage.
    std::vector<uint32_t> ReadView() const;
    DType type() const { return type_; }
    const std::vector<int64_t>& shape() const { return shape_; }

private:
    DeviceTensor() = default;
    DType type_ = DType::kF32;
    void* dev_ = nullptr;
    bool ownsMemory_ = true;
    size_t storageElems_ = 0;
    std::vector<int64_t> shape_;
    std::vector<int64_t> strides_;
    int64_t offset_ = 0;
    aclTensor* tensor_ = nullptr;
};

// Storage offsets of a view's elements, row-major.
std::vector<int64_t> ViewOffsets(const std::vector<int64_t>& shape, const std::vector<int64_t>& strides,
                                 int64_t offset);
std::vector<int64_t> ContiguousStrides(const std::vector<int64_t>& shape);
int64_t Numel(const std::vector<int64_t>& shape);
std::string ShapeString(const std::vector<int64_t>& shape);

struct RunResult {
    aclnnStatus phase1 = -1;
    aclnnStatus phase2 = -1;
    aclError sync = -1;
    uint64_t workspaceSize = 0;
    std::string message; // aclGetRecentErrMsg after the failing step ("" when none)
    bool ok() const { return phase1 == 0 && phase2 == 0 && sync == ACL_SUCCESS; }
};
// Both phases, a workspace of the requested size, and the stream synchronisation.
RunResult RunAsinGrad(const aclTensor* dy, const aclTensor* x, const aclTensor* dx);
// aclGetRecentErrMsg as a string ("" for nullptr); also drains pending messages.
std::string TakeErrMsg();

// Contiguous convenience: dx (filled with a pattern first) for dy/x bits of one shape.
RunResult ComputeContiguous(DType t, const std::vector<int64_t>& shape, const std::vector<uint32_t>& dy,
                            const std::vector<uint32_t>& x, std::vector<uint32_t>* dx);

} // namespace st

#endif // ASIN_GRAD_ST_COMMON_H
