// ge::DataType, ge::Format and small helpers (sim stand-in).
// Enumerator names/values: CANN graph/types.h + graph/c_types.h
// (reference: hicann/metadef inc/external/graph/types.h). Declared here independently.
#ifndef ASCSIM_GRAPH_TYPES_H_
#define ASCSIM_GRAPH_TYPES_H_

#include <cstdint>
#include <memory>
#include <vector>

#include "graph/c_types.h"
#include "graph/ge_error_codes.h"

namespace ge {
using char_t = char;
using float32_t = float;
using float64_t = double;

static const int64_t UNKNOWN_DIM = -1;
static const int64_t UNKNOWN_DIM_NUM = -2;
// Sub-byte types report their size as kDataTypeSizeBitOffset + bit width (graph/types.h).
static constexpr int32_t kDataTypeSizeBitOffset = 1000;

enum DataType {
    DT_FLOAT = C_DT_FLOAT,     // 0
    DT_FLOAT16 = C_DT_FLOAT16, // 1
    DT_INT8 = C_DT_INT8,       // 2
    DT_INT32 = C_DT_INT32,     // 3
    DT_UINT8 = C_DT_UINT8,     // 4
    DT_INT16 = C_DT_INT16,     // 6
    DT_UINT16 = C_DT_UINT16,
    DT_UINT32 = C_DT_UINT32,
    DT_INT64 = C_DT_INT64,
    DT_UINT64 = C_DT_UINT64,
    DT_DOUBLE = C_DT_DOUBLE,
    DT_BOOL = C_DT_BOOL,
    DT_STRING = C_DT_STRING,
    DT_DUAL_SUB_INT8 = C_DT_DUAL_SUB_INT8,
    DT_DUAL_SUB_UINT8 = C_DT_DUAL_SUB_UINT8,
    DT_COMPLEX64 = C_DT_COMPLEX64,
    DT_COMPLEX128 = C_DT_COMPLEX128,
    DT_QINT8 = C_DT_QINT8,
    DT_QINT16 = C_DT_QINT16,
    DT_QINT32 = C_DT_QINT32,
    DT_QUINT8 = C_DT_QUINT8,
    DT_QUINT16 = C_DT_QUINT16,
    DT_RESOURCE = C_DT_RESOURCE,
    DT_STRING_REF = C_DT_STRING_REF,
    DT_DUAL = C_DT_DUAL,
    DT_VARIANT = C_DT_VARIANT,
    DT_BF16 = C_DT_BF16,           // 27
    DT_UNDEFINED = C_DT_UNDEFINED, // 28
    DT_INT4 = C_DT_INT4,
    DT_UINT1 = C_DT_UINT1,
    DT_INT2 = C_DT_INT2,
    DT_UINT2 = C_DT_UINT2,
    DT_COMPLEX32 = C_DT_COMPLEX32,
    DT_HIFLOAT8 = C_DT_HIFLOAT8,
    DT_FLOAT8_E5M2 = C_DT_FLOAT8_E5M2,
    DT_FLOAT8_E4M3FN = C_DT_FLOAT8_E4M3FN,
    DT_FLOAT8_E8M0 = C_DT_FLOAT8_E8M0,
    DT_FLOAT6_E3M2 = C_DT_FLOAT6_E3M2,
    DT_FLOAT6_E2M3 = C_DT_FLOAT6_E2M3,
    DT_FLOAT4_E2M1 = C_DT_FLOAT4_E2M1,
    DT_FLOAT4_E1M2 = C_DT_FLOAT4_E1M2,
    DT_HIFLOAT4 = C_DT_HIFLOAT4,
    DT_MAX = C_DT_MAX
};

enum Format {
    FORMAT_NCHW = C_FORMAT_NCHW, // 0
    FORMAT_NHWC = C_FORMAT_NHWC, // 1
    FORMAT_ND = C_FORMAT_ND,     // 2
    FORMAT_NC1HWC0 = C_FORMAT_NC1HWC0,
    FORMAT_FRACTAL_Z = C_FORMAT_FRACTAL_Z,
    FORMAT_NC1C0HWPAD = C_FORMAT_NC1C0HWPAD,
    FORMAT_NHWC1C0 = C_FORMAT_NHWC1C0,
    FORMAT_FSR_NCHW = C_FORMAT_FSR_NCHW,
    FORMAT_FRACTAL_DECONV = C_FORMAT_FRACTAL_DECONV,
    FORMAT_C1HWNC0 = C_FORMAT_C1HWNC0,
    FORMAT_FRACTAL_DECONV_TRANSPOSE = C_FORMAT_FRACTAL_DECONV_TRANSPOSE,
    FORMAT_FRACTAL_DECONV_SP_STRIDE_TRANS = C_FORMAT_FRACTAL_DECONV_SP_STRIDE_TRANS,
    FORMAT_NC1HWC0_C04 = C_FORMAT_NC1HWC0_C04,
    FORMAT_FRACTAL_Z_C04 = C_FORMAT_FRACTAL_Z_C04,
    FORMAT_CHWN = C_FORMAT_CHWN,
    FORMAT_FRACTAL_DECONV_SP_STRIDE8_TRANS = C_FORMAT_FRACTAL_DECONV_SP_STRIDE8_TRANS,
    FORMAT_HWCN = C_FORMAT_HWCN,
    FORMAT_NC1KHKWHWC0 = C_FORMAT_NC1KHKWHWC0,
    FORMAT_BN_WEIGHT = C_FORMAT_BN_WEIGHT,
    FORMAT_FILTER_HWCK = C_FORMAT_FILTER_HWCK,
    FORMAT_HASHTABLE_LOOKUP_LOOKUPS = C_FORMAT_HASHTABLE_LOOKUP_LOOKUPS,
    FORMAT_HASHTABLE_LOOKUP_KEYS = C_FORMAT_HASHTABLE_LOOKUP_KEYS,
    FORMAT_HASHTABLE_LOOKUP_VALUE = C_FORMAT_HASHTABLE_LOOKUP_VALUE,
    FORMAT_HASHTABLE_LOOKUP_OUTPUT = C_FORMAT_HASHTABLE_LOOKUP_OUTPUT,
    FORMAT_HASHTABLE_LOOKUP_HITS = C_FORMAT_HASHTABLE_LOOKUP_HITS,
    FORMAT_C1HWNCoC0 = C_FORMAT_C1HWNCoC0,
    FORMAT_MD = C_FORMAT_MD,
    FORMAT_NDHWC = C_FORMAT_NDHWC,
    FORMAT_FRACTAL_ZZ = C_FORMAT_FRACTAL_ZZ,
    FORMAT_FRACTAL_NZ = C_FORMAT_FRACTAL_NZ, // 29
    FORMAT_NCDHW = C_FORMAT_NCDHW,
    FORMAT_DHWCN = C_FORMAT_DHWCN,
    FORMAT_NDC1HWC0 = C_FORMAT_NDC1HWC0,
    FORMAT_FRACTAL_Z_3D = C_FORMAT_FRACTAL_Z_3D,
    FORMAT_CN = C_FORMAT_CN,
    FORMAT_NC = C_FORMAT_NC,
    FORMAT_DHWNC = C_FORMAT_DHWNC,
    FORMAT_FRACTAL_Z_3D_TRANSPOSE = C_FORMAT_FRACTAL_Z_3D_TRANSPOSE,
    FORMAT_FRACTAL_ZN_LSTM = C_FORMAT_FRACTAL_ZN_LSTM,
    FORMAT_FRACTAL_Z_G = C_FORMAT_FRACTAL_Z_G,
    FORMAT_RESERVED = C_FORMAT_RESERVED,
    FORMAT_ALL = C_FORMAT_ALL,
    FORMAT_NULL = C_FORMAT_NULL,
    FORMAT_ND_RNN_BIAS = C_FORMAT_ND_RNN_BIAS,
    FORMAT_FRACTAL_ZN_RNN = C_FORMAT_FRACTAL_ZN_RNN,
    FORMAT_NYUV = C_FORMAT_NYUV,
    FORMAT_NYUV_A = C_FORMAT_NYUV_A,
    FORMAT_NCL = C_FORMAT_NCL,
    FORMAT_FRACTAL_Z_WINO = C_FORMAT_FRACTAL_Z_WINO,
    FORMAT_C1HWC0 = C_FORMAT_C1HWC0,
    FORMAT_FRACTAL_NZ_C0_16 = C_FORMAT_FRACTAL_NZ_C0_16,
    FORMAT_FRACTAL_NZ_C0_32 = C_FORMAT_FRACTAL_NZ_C0_32,
    FORMAT_FRACTAL_NZ_C0_2 = C_FORMAT_FRACTAL_NZ_C0_2,
    FORMAT_FRACTAL_NZ_C0_4 = C_FORMAT_FRACTAL_NZ_C0_4,
    FORMAT_FRACTAL_NZ_C0_8 = C_FORMAT_FRACTAL_NZ_C0_8,
    FORMAT_END = C_FORMAT_END,
    FORMAT_MAX = C_FORMAT_MAX
};

// Bytes per element; sub-byte types answer kDataTypeSizeBitOffset + bits; -1 when unknown.
inline int GetSizeByDataType(DataType data_type)
{
    switch (data_type) {
        case DT_FLOAT:
        case DT_INT32:
        case DT_UINT32:
        case DT_QINT32:
        case DT_COMPLEX32:
            return 4;
        case DT_FLOAT16:
        case DT_BF16:
        case DT_INT16:
        case DT_UINT16:
        case DT_QINT16:
        case DT_QUINT16:
            return 2;
        case DT_INT8:
        case DT_UINT8:
        case DT_BOOL:
        case DT_QINT8:
        case DT_QUINT8:
        case DT_DUAL_SUB_INT8:
        case DT_DUAL_SUB_UINT8:
        case DT_HIFLOAT8:
        case DT_FLOAT8_E5M2:
        case DT_FLOAT8_E4M3FN:
        case DT_FLOAT8_E8M0:
            return 1;
        case DT_INT64:
        case DT_UINT64:
        case DT_DOUBLE:
        case DT_COMPLEX64:
        case DT_RESOURCE:
        case DT_VARIANT:
            return 8;
        case DT_COMPLEX128:
        case DT_STRING:
        case DT_STRING_REF:
            return 16;
        case DT_DUAL:
            return 5;
        case DT_INT4:
        case DT_FLOAT4_E2M1:
        case DT_FLOAT4_E1M2:
        case DT_HIFLOAT4:
            return kDataTypeSizeBitOffset + 4;
        case DT_FLOAT6_E3M2:
        case DT_FLOAT6_E2M3:
            return kDataTypeSizeBitOffset + 6;
        case DT_INT2:
        case DT_UINT2:
            return kDataTypeSizeBitOffset + 2;
        case DT_UINT1:
            return kDataTypeSizeBitOffset + 1;
        default:
            return -1;
    }
}

// Bytes needed by element_count elements (sub-byte types rounded up); -1 on error.
inline int64_t GetSizeInBytes(int64_t element_count, DataType data_type)
{
    if (element_count < 0) {
        return -1;
    }
    const int size = GetSizeByDataType(data_type);
    if (size < 0) {
        return -1;
    }
    // Checked: a count near INT64_MAX would otherwise overflow (undefined behaviour) instead of
    // failing. The docs define no overflow result; -1 is the function's error value.
    int64_t bytes = 0;
    if (size > kDataTypeSizeBitOffset) {
        const int64_t bits = size - kDataTypeSizeBitOffset;
        if (__builtin_mul_overflow(element_count, bits, &bytes) || __builtin_add_overflow(bytes, 7, &bytes)) {
            return -1;
        }
        return bytes / 8;
    }
    return __builtin_mul_overflow(element_count, static_cast<int64_t>(size), &bytes) ? -1 : bytes;
}

// Primary format: the low byte of a (possibly sub-format / C0 encoded) format value.
inline int32_t GetPrimaryFormat(int32_t format) { return static_cast<int32_t>(static_cast<uint32_t>(format) & 0xffU); }
inline int32_t GetSubFormat(int32_t format)
{
    return static_cast<int32_t>((static_cast<uint32_t>(format) & 0xffff00U) >> 8);
}
inline bool HasSubFormat(int32_t format) { return GetSubFormat(format) > 0; }
} // namespace ge

using char_t = ge::char_t;
using float32_t = ge::float32_t;
using float64_t = ge::float64_t;

#endif // ASCSIM_GRAPH_TYPES_H_
