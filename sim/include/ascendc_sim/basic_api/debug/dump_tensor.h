// DumpTensor and ShapeInfo (docs/zh/api/SIMD-API/基础API/调试接口/上板打印/DumpTensor.md; SDK headers
// basic_api/kernel_operator_dump_tensor_intf.h, include/basic_api/kernel_tensor.h (ShapeInfo),
// impl/utils/sys_macros.h (K_MAX_SHAPE_DIM); switch: 调试接口/关闭ASCENDC_DUMP说明.md).
//
// The dump goes to the core's printf output (system.h), so that it comes out after the launch in block
// order with the "[AIV Block i/N] " prefix of every device print. The format is the page's:
//   DumpTensor: desc=5, addr=0, data_type=float16, position=UB, dump_size=32
//   [19.000000, 4.000000, ...]
// and, with a ShapeInfo, one bracket level per dimension, rows separated by ",\n", a note line when the
// shape and dumpSize differ, "-" for elements past dumpSize. addr is the tensor's UB offset (LocalTensor)
// or its address (GlobalTensor). The page shows only data_type=float16; the other names follow the same
// numpy-style spelling (a choice: the name table lives in the host-side parser, not in the SDK).
// Docs-silent choices, the stricter ones: dumpSize past a LocalTensor's size is a memcheck finding (the
// NPU would print whatever follows in UB); a GlobalTensor dump reads GM as GlobalTensor::GetValue does
// (scalar pipe, checked against the live allocations). A dump over the 30 KB per-call limit prints
// nothing, as the page says. cpu run mode (ASCENDC_CPU_DEBUG) fails the launch, as the SDK asserts there
// ("DumpTensor is not supported in cpu mode.").
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <type_traits>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/numerics/bfloat16.h"
#include "ascendc_sim/numerics/half.h"
#include "ascendc_sim/types/global_tensor.h"
#include "ascendc_sim/types/local_tensor.h"
#include "ascendc_sim/basic_api/system/system.h"

#ifndef K_MAX_SHAPE_DIM
#define K_MAX_SHAPE_DIM 8
#endif

namespace AscendC {

#ifndef ASCC_ENUM_DATAFORMAT
#define ASCC_ENUM_DATAFORMAT
// include/basic_api/kernel_struct_data_copy.h
enum class DataFormat : uint8_t { ND = 0, NZ, NCHW, NC1HWC0, NHWC, NCDHW, NDC1HWC0, FRACTAL_Z_3D };
#endif

// include/basic_api/kernel_tensor.h: a shape of up to K_MAX_SHAPE_DIM dimensions.
struct ShapeInfo {
public:
    __aicore__ inline ShapeInfo() {}
    __aicore__ inline ShapeInfo(const uint8_t inputShapeDim, const uint32_t inputShape[],
                                const uint8_t inputOriginalShapeDim, const uint32_t inputOriginalShape[],
                                const DataFormat inputFormat)
        : shapeDim(Clamp(inputShapeDim)), originalShapeDim(Clamp(inputOriginalShapeDim)), dataFormat(inputFormat)
    {
        Copy(shape, inputShape, shapeDim);
        Copy(originalShape, inputOriginalShape, originalShapeDim);
    }
    __aicore__ inline ShapeInfo(const uint8_t inputShapeDim, const uint32_t inputShape[], const DataFormat inputFormat)
        : shapeDim(Clamp(inputShapeDim)), originalShapeDim(Clamp(inputShapeDim)), dataFormat(inputFormat)
    {
        Copy(shape, inputShape, shapeDim);
        Copy(originalShape, inputShape, shapeDim);
    }
    __aicore__ inline ShapeInfo(const uint8_t inputShapeDim, const uint32_t inputShape[])
        : ShapeInfo(inputShapeDim, inputShape, DataFormat::ND)
    {}
    uint8_t shapeDim = 0;
    uint8_t originalShapeDim = 0;
    uint32_t shape[K_MAX_SHAPE_DIM] = {};
    uint32_t originalShape[K_MAX_SHAPE_DIM] = {};
    DataFormat dataFormat = DataFormat::ND;

private:
    // The SDK asserts dim <= K_MAX_SHAPE_DIM; the sim fails the launch the same way.
    static uint8_t Clamp(uint8_t dim)
    {
        if (dim > K_MAX_SHAPE_DIM) {
            // rule memcheck.shape-dim: a ShapeInfo of more than K_MAX_SHAPE_DIM dimensions
            //   sdk: basic_api/kernel_tensor.h (ShapeInfo constructor: ASCENDC_ASSERT shapeDim <= K_MAX_SHAPE_DIM)
            ascsim::kern::Fail(ascsim::kern::Check::kMemcheck, "ShapeInfo",
                               "shape dimension " + std::to_string(dim) + " is more than K_MAX_SHAPE_DIM (" +
                                   std::to_string(K_MAX_SHAPE_DIM) + ")",
                               ascsim::kern::SrcLoc{"ShapeInfo", 0});
        }
        return dim;
    }
    static void Copy(uint32_t* dst, const uint32_t* src, uint8_t n)
    {
        for (uint8_t i = 0; i < n; ++i) {
            dst[i] = src[i];
        }
    }
};

// GetShapeSize (辅助数据结构/ShapeInfo.md; kernel_tensor.h:122): the element count of the shape, the
// product of its shapeDim extents (1 for no dimension). The page prints an int result, the SDK header
// uint64_t, which the sim follows (products past 2^31 stay exact).
__aicore__ inline uint64_t GetShapeSize(const ShapeInfo& shapeInfo)
{
    uint64_t n = 1;
    for (uint8_t i = 0; i < shapeInfo.shapeDim; ++i) {
        n *= shapeInfo.shape[i];
    }
    return n;
}

} // namespace AscendC

namespace ascsim::kern::dump {

constexpr size_t kMaxDumpBytesPerCall = 30 * 1024; // DumpTensor.md: "默认为30KB"

template <typename T>
const char* TypeName()
{
    using U = std::remove_cv_t<T>;
    if constexpr (std::is_same_v<U, bool>) {
        return "bool";
    } else if constexpr (std::is_same_v<U, half>) {
        return "float16";
    } else if constexpr (std::is_same_v<U, bfloat16_t>) {
        return "bfloat16";
    } else if constexpr (std::is_same_v<U, float>) {
        return "float32";
    } else if constexpr (std::is_integral_v<U>) {
        constexpr const char* kSigned[] = {"int8", "int16", "", "int32", "", "", "", "int64"};
        constexpr const char* kUnsigned[] = {"uint8", "uint16", "", "uint32", "", "", "", "uint64"};
        return std::is_signed_v<U> ? kSigned[sizeof(U) - 1] : kUnsigned[sizeof(U) - 1];
    } else {
        return "unknown";
    }
}

// One element as the page prints it: floats with six decimals, integers as integers.
template <typename T>
std::string Element(const T& v)
{
    char buf[64];
    if constexpr (std::is_same_v<T, bool>) {
        std::snprintf(buf, sizeof(buf), "%d", v ? 1 : 0);
    } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
        std::snprintf(buf, sizeof(buf), "%lld", static_cast<long long>(v));
    } else if constexpr (std::is_integral_v<T>) {
        std::snprintf(buf, sizeof(buf), "%llu", static_cast<unsigned long long>(v));
    } else if constexpr (std::is_convertible_v<T, float>) {
        std::snprintf(buf, sizeof(buf), "%f", static_cast<double>(static_cast<float>(v)));
    } else { // 8-bit float formats without a conversion here: their bits
        uint8_t bits[sizeof(T)];
        std::memcpy(bits, &v, sizeof(T));
        std::snprintf(buf, sizeof(buf), "0x%02x", bits[0]);
    }
    return buf;
}

// Elements [0, count) of `data` (count <= dumpSize), nested by `shape` when shapeDim > 0.
template <typename T>
std::string Body(const T* data, uint32_t dumpSize, const uint32_t* shape, uint32_t shapeDim)
{
    std::string out;
    if (shapeDim == 0) {
        out += "[";
        for (uint32_t i = 0; i < dumpSize; ++i) {
            out += (i == 0 ? "" : ", ") + Element(data[i]);
        }
        return out + "]\n";
    }
    uint64_t shapeSize = 1;
    std::string dims;
    for (uint32_t d = 0; d < shapeDim; ++d) {
        shapeSize *= shape[d];
        dims += (d == 0 ? "" : ", ") + std::to_string(shape[d]);
    }
    if (shapeSize < dumpSize) {
        out += "shape is [" + dims + "], dumpSize is " + std::to_string(dumpSize) +
               ", dumpSize is greater than shapeSize.\n";
    } else if (shapeSize > dumpSize) {
        out += "shape is [" + dims + "], dumpSize is " + std::to_string(dumpSize) + ", data is not enough.\n";
    }
    // Walk the shape in row-major order, opening and closing one bracket per dimension.
    uint64_t stride[K_MAX_SHAPE_DIM + 1];
    stride[shapeDim] = 1;
    for (uint32_t d = shapeDim; d > 0; --d) {
        stride[d - 1] = stride[d] * shape[d - 1];
    }
    for (uint64_t i = 0; i < shapeSize; ++i) {
        for (uint32_t d = 0; d < shapeDim; ++d) {
            if (i % stride[d] == 0) {
                out += "[";
            }
        }
        out += i < dumpSize ? Element(data[i]) : std::string("-");
        uint32_t closed = 0;
        for (uint32_t d = shapeDim; d > 0; --d) {
            if ((i + 1) % stride[d - 1] == 0) {
                out += "]";
                ++closed;
            }
        }
        if (i + 1 < shapeSize) {
            out += closed > 0 ? ",\n" : ",";
        }
    }
    return out + "\n";
}

template <typename T>
void Emit(const T* data, uintptr_t addr, const char* position, uint32_t desc, uint32_t dumpSize, const uint32_t* shape,
          uint32_t shapeDim)
{
    std::string text = "DumpTensor: desc=" + std::to_string(desc) + ", addr=" + std::to_string(addr) +
                       ", data_type=" + TypeName<T>() + ", position=" + position +
                       ", dump_size=" + std::to_string(dumpSize) + "\n";
    text += Body(data, dumpSize, shape, shapeDim);
    AppendPrintf(text);
}

[[noreturn]] inline void CpuModeUnsupported(SrcLoc loc)
{
    // rule assert.dumptensor-cpu-mode: DumpTensor in an ASCENDC_CPU_DEBUG build
    //   sdk: impl/basic_api/kernel_operator_dump_tensor_intf_impl.h (its cpu-mode DumpTensor asserts false)
    Fail(Check::kAssert, "DumpTensor", "DumpTensor is not supported in cpu mode.", loc);
}

template <typename T>
void Local(const AscendC::LocalTensor<T>& t, uint32_t desc, uint32_t dumpSize, const uint32_t* shape, uint32_t shapeDim,
           SrcLoc loc)
{
#if defined(ASCENDC_CPU_DEBUG)
    (void)t, (void)desc, (void)dumpSize, (void)shape, (void)shapeDim;
    CpuModeUnsupported(loc);
#else
    if (static_cast<uint64_t>(dumpSize) * sizeof(T) > kMaxDumpBytesPerCall) {
        return;
    }
    if (dumpSize > t.GetSize()) {
        // rule memcheck.dump-size: DumpTensor dumpSize larger than the LocalTensor
        //   choice: the page (B/调试接口/上板打印/DumpTensor.md) does not bound dumpSize by the tensor; reading past it
        //   is an
        //       out-of-bounds read
        Fail(Check::kMemcheck, "DumpTensor",
             "dumpSize " + std::to_string(dumpSize) + " is more than the LocalTensor's " + std::to_string(t.GetSize()) +
                 " elements",
             loc);
    }
    const auto* base = UbBase();
    const auto addr = reinterpret_cast<const uint8_t*>(t.GetPhyAddr()) - base;
    Emit(t.GetPhyAddr(), static_cast<uintptr_t>(addr), "UB", desc, dumpSize, shape, shapeDim);
#endif
}

template <typename T>
void Global(const AscendC::GlobalTensor<T>& t, uint32_t desc, uint32_t dumpSize, const uint32_t* shape,
            uint32_t shapeDim, SrcLoc loc)
{
#if defined(ASCENDC_CPU_DEBUG)
    (void)t, (void)desc, (void)dumpSize, (void)shape, (void)shapeDim;
    CpuModeUnsupported(loc);
#else
    if (static_cast<uint64_t>(dumpSize) * sizeof(T) > kMaxDumpBytesPerCall || dumpSize == 0) {
        return;
    }
    for (uint32_t i = 0; i < dumpSize; ++i) { // checks the whole range and keeps racecheck informed
        (void)t.GetValue(i, loc);
    }
    Emit(t.GetPhyAddr(), reinterpret_cast<uintptr_t>(t.GetPhyAddr()), "GM", desc, dumpSize, shape, shapeDim);
#endif
}

} // namespace ascsim::kern::dump

namespace AscendC {

// ASCENDC_DUMP=0 (a compile definition or a #define before the includes) turns every dump into nothing.
#if defined(ASCENDC_DUMP) && (ASCENDC_DUMP == 0)
#define ASCSIM_DUMP_ENABLED 0
#else
#define ASCSIM_DUMP_ENABLED 1
#endif

template <typename T>
__aicore__ inline void DumpTensor(const LocalTensor<T>& tensor, uint32_t desc, uint32_t dumpSize,
                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    if constexpr (ASCSIM_DUMP_ENABLED != 0) {
        ascsim::kern::dump::Local(tensor, desc, dumpSize, nullptr, 0, loc);
    }
}
template <typename T>
__aicore__ inline void DumpTensor(const GlobalTensor<T>& tensor, uint32_t desc, uint32_t dumpSize,
                                  ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    if constexpr (ASCSIM_DUMP_ENABLED != 0) {
        ascsim::kern::dump::Global(tensor, desc, dumpSize, nullptr, 0, loc);
    }
}
template <typename T>
__aicore__ inline void DumpTensor(const LocalTensor<T>& tensor, uint32_t desc, uint32_t dumpSize,
                                  const ShapeInfo& shapeInfo, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    if constexpr (ASCSIM_DUMP_ENABLED != 0) {
        ascsim::kern::dump::Local(tensor, desc, dumpSize, shapeInfo.shape, shapeInfo.shapeDim, loc);
    }
}
template <typename T>
__aicore__ inline void DumpTensor(const GlobalTensor<T>& tensor, uint32_t desc, uint32_t dumpSize,
                                  const ShapeInfo& shapeInfo, ascsim::kern::SrcLoc loc = ascsim::kern::SrcLoc::Here())
{
    if constexpr (ASCSIM_DUMP_ENABLED != 0) {
        ascsim::kern::dump::Global(tensor, desc, dumpSize, shapeInfo.shape, shapeInfo.shapeDim, loc);
    }
}

} // namespace AscendC
