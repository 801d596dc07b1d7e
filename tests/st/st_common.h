/**
 * @file st_common.h
 * @brief Shared helpers of the AsinGrad system tests (tests/st): element formats, the float64
 *        reference, ulp measurement, device tensors with arbitrary strides/offset, and the
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

namespace st {

// ---- element formats ------------------------------------------------------------------------
enum class DType { kF32, kF16, kBF16 };

struct Format {
    DType type;
    const char* name;
    aclDataType acl;
    size_t bytes;
    int precision;   // significand bits including the hidden bit
    int emin;        // exponent of the smallest normal number
    int emax;        // exponent of the largest finite number
};

const Format& FormatOf(DType t);
const std::vector<DType>& AllDTypes();
// gtest prints parameters with this ("float32" rather than raw bytes).
inline void PrintTo(DType t, std::ostream* os) { *os << FormatOf(t).name; }

// Bits are kept in a uint32_t (the low 16 bits for fp16/bf16).
double Decode(uint32_t bits, DType t);
// Round a float64 value to the format (round to nearest, ties to even; overflow to +-inf;
// subnormals kept), returning the bits. NaN gives the format's default quiet NaN.
uint32_t Encode(double v, DType t);
// The value Encode would produce, as a double.
double RoundTo(double v, DType t);
// One unit in the last place of the format at |v| (the subnormal quantum below the normal range).
double UlpAt(double v, DType t);
// |got - exact| in ulps of the format at exact (exact finite; got finite).
double UlpError(double got, double exact, DType t);
std::vector<uint8_t> Pack(const std::vector<uint32_t>& bits, DType t);
std::vector<uint32_t> Unpack(const std::vector<uint8_t>& bytes, DType t);

// The exact result in float64 with PyTorch's special-value semantics (grad * rsqrt(1 - x*x)):
// |x| < 1: dy / sqrt((1 - x)(1 + x)); |x| == 1: dy * inf (NaN for dy = 0 or NaN);
// |x| > 1, x = NaN or x = +-inf: NaN.
double Reference(double dy, double x);

// Outcome of checking one element against the reference.
struct Check {
    bool ok = true;
    bool correctlyRounded = true;  // got == RoundTo(exact)
    double ulp = 0.0;              // for finite exact and finite got
};
// Non-finite or zero references must match exactly (NaN-ness, inf sign, zero sign); finite
// references must be within maxUlp and not flushed (a nonzero rounded reference gives nonzero).
Check CheckElement(uint32_t gotBits, double exact, DType t, double maxUlp);

// Deterministic generator (splitmix64), identical on every platform.
class Rng {
public:
    explicit Rng(uint64_t seed) : state_(seed) {}
    uint64_t Next();
    double Uniform();                       // [0, 1)
    double Uniform(double lo, double hi);   // [lo, hi)
    uint32_t Below(uint32_t n);             // [0, n)

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
    std::vector<uint32_t> ReadStorage() const;  // all storage elements, as bits
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
    std::string message;  // aclGetRecentErrMsg after the failing step ("" when none)
    bool ok() const { return phase1 == 0 && phase2 == 0 && sync == ACL_SUCCESS; }
};
// Both phases, a workspace of the requested size, and the stream synchronisation.
RunResult RunAsinGrad(const aclTensor* dy, const aclTensor* x, const aclTensor* dx);
// aclGetRecentErrMsg as a string ("" for nullptr); also drains pending messages.
std::string TakeErrMsg();

// Contiguous convenience: dx (filled with a pattern first) for dy/x bits of one shape.
RunResult ComputeContiguous(DType t, const std::vector<int64_t>& shape, const std::vector<uint32_t>& dy,
                            const std::vector<uint32_t>& x, std::vector<uint32_t>* dx);

}  // namespace st

#endif  // ASIN_GRAD_ST_COMMON_H
