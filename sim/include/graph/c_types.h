// C enumerations behind ge::DataType / ge::Format (sim stand-in).
// Names and numeric values follow CANN's graph/c_types.h
// (reference: hicann/metadef inc/external/graph/c_types.h). Declared here independently.
#ifndef ASCSIM_GRAPH_C_TYPES_H_
#define ASCSIM_GRAPH_C_TYPES_H_

/* Other headers (e.g. the sim's ascendc/host_api/tiling/template_argument.h) may define some of these
 * names as plain macros; keep them out of the way while the enumerators are declared. */
#pragma push_macro("C_DT_FLOAT")
#undef C_DT_FLOAT
#pragma push_macro("C_DT_FLOAT16")
#undef C_DT_FLOAT16
#pragma push_macro("C_DT_INT8")
#undef C_DT_INT8
#pragma push_macro("C_DT_INT32")
#undef C_DT_INT32
#pragma push_macro("C_DT_UINT8")
#undef C_DT_UINT8
#pragma push_macro("C_DT_INT16")
#undef C_DT_INT16
#pragma push_macro("C_DT_UINT16")
#undef C_DT_UINT16
#pragma push_macro("C_DT_UINT32")
#undef C_DT_UINT32
#pragma push_macro("C_DT_INT64")
#undef C_DT_INT64
#pragma push_macro("C_DT_UINT64")
#undef C_DT_UINT64
#pragma push_macro("C_DT_DOUBLE")
#undef C_DT_DOUBLE
#pragma push_macro("C_DT_BOOL")
#undef C_DT_BOOL
#pragma push_macro("C_DT_STRING")
#undef C_DT_STRING
#pragma push_macro("C_DT_DUAL_SUB_INT8")
#undef C_DT_DUAL_SUB_INT8
#pragma push_macro("C_DT_DUAL_SUB_UINT8")
#undef C_DT_DUAL_SUB_UINT8
#pragma push_macro("C_DT_COMPLEX64")
#undef C_DT_COMPLEX64
#pragma push_macro("C_DT_COMPLEX128")
#undef C_DT_COMPLEX128
#pragma push_macro("C_DT_QINT8")
#undef C_DT_QINT8
#pragma push_macro("C_DT_QINT16")
#undef C_DT_QINT16
#pragma push_macro("C_DT_QINT32")
#undef C_DT_QINT32
#pragma push_macro("C_DT_QUINT8")
#undef C_DT_QUINT8
#pragma push_macro("C_DT_QUINT16")
#undef C_DT_QUINT16
#pragma push_macro("C_DT_RESOURCE")
#undef C_DT_RESOURCE
#pragma push_macro("C_DT_STRING_REF")
#undef C_DT_STRING_REF
#pragma push_macro("C_DT_DUAL")
#undef C_DT_DUAL
#pragma push_macro("C_DT_VARIANT")
#undef C_DT_VARIANT
#pragma push_macro("C_DT_BF16")
#undef C_DT_BF16
#pragma push_macro("C_DT_UNDEFINED")
#undef C_DT_UNDEFINED
#pragma push_macro("C_DT_INT4")
#undef C_DT_INT4
#pragma push_macro("C_DT_UINT1")
#undef C_DT_UINT1
#pragma push_macro("C_DT_INT2")
#undef C_DT_INT2
#pragma push_macro("C_DT_UINT2")
#undef C_DT_UINT2
#pragma push_macro("C_DT_COMPLEX32")
#undef C_DT_COMPLEX32
#pragma push_macro("C_DT_HIFLOAT8")
#undef C_DT_HIFLOAT8
#pragma push_macro("C_DT_FLOAT8_E5M2")
#undef C_DT_FLOAT8_E5M2
#pragma push_macro("C_DT_FLOAT8_E4M3FN")
#undef C_DT_FLOAT8_E4M3FN
#pragma push_macro("C_DT_FLOAT8_E8M0")
#undef C_DT_FLOAT8_E8M0
#pragma push_macro("C_DT_FLOAT6_E3M2")
#undef C_DT_FLOAT6_E3M2
#pragma push_macro("C_DT_FLOAT6_E2M3")
#undef C_DT_FLOAT6_E2M3
#pragma push_macro("C_DT_FLOAT4_E2M1")
#undef C_DT_FLOAT4_E2M1
#pragma push_macro("C_DT_FLOAT4_E1M2")
#undef C_DT_FLOAT4_E1M2
#pragma push_macro("C_DT_HIFLOAT4")
#undef C_DT_HIFLOAT4
#pragma push_macro("C_FORMAT_NCHW")
#undef C_FORMAT_NCHW
#pragma push_macro("C_FORMAT_NHWC")
#undef C_FORMAT_NHWC
#pragma push_macro("C_FORMAT_ND")
#undef C_FORMAT_ND
#pragma push_macro("C_FORMAT_NC1HWC0")
#undef C_FORMAT_NC1HWC0
#pragma push_macro("C_FORMAT_FRACTAL_Z")
#undef C_FORMAT_FRACTAL_Z
#pragma push_macro("C_FORMAT_NC1C0HWPAD")
#undef C_FORMAT_NC1C0HWPAD
#pragma push_macro("C_FORMAT_NHWC1C0")
#undef C_FORMAT_NHWC1C0
#pragma push_macro("C_FORMAT_FSR_NCHW")
#undef C_FORMAT_FSR_NCHW
#pragma push_macro("C_FORMAT_FRACTAL_DECONV")
#undef C_FORMAT_FRACTAL_DECONV
#pragma push_macro("C_FORMAT_C1HWNC0")
#undef C_FORMAT_C1HWNC0
#pragma push_macro("C_FORMAT_FRACTAL_DECONV_TRANSPOSE")
#undef C_FORMAT_FRACTAL_DECONV_TRANSPOSE
#pragma push_macro("C_FORMAT_FRACTAL_DECONV_SP_STRIDE_TRANS")
#undef C_FORMAT_FRACTAL_DECONV_SP_STRIDE_TRANS
#pragma push_macro("C_FORMAT_NC1HWC0_C04")
#undef C_FORMAT_NC1HWC0_C04
#pragma push_macro("C_FORMAT_FRACTAL_Z_C04")
#undef C_FORMAT_FRACTAL_Z_C04
#pragma push_macro("C_FORMAT_CHWN")
#undef C_FORMAT_CHWN
#pragma push_macro("C_FORMAT_FRACTAL_DECONV_SP_STRIDE8_TRANS")
#undef C_FORMAT_FRACTAL_DECONV_SP_STRIDE8_TRANS
#pragma push_macro("C_FORMAT_HWCN")
#undef C_FORMAT_HWCN
#pragma push_macro("C_FORMAT_NC1KHKWHWC0")
#undef C_FORMAT_NC1KHKWHWC0
#pragma push_macro("C_FORMAT_BN_WEIGHT")
#undef C_FORMAT_BN_WEIGHT
#pragma push_macro("C_FORMAT_FILTER_HWCK")
#undef C_FORMAT_FILTER_HWCK
#pragma push_macro("C_FORMAT_HASHTABLE_LOOKUP_LOOKUPS")
#undef C_FORMAT_HASHTABLE_LOOKUP_LOOKUPS
#pragma push_macro("C_FORMAT_HASHTABLE_LOOKUP_KEYS")
#undef C_FORMAT_HASHTABLE_LOOKUP_KEYS
#pragma push_macro("C_FORMAT_HASHTABLE_LOOKUP_VALUE")
#undef C_FORMAT_HASHTABLE_LOOKUP_VALUE
#pragma push_macro("C_FORMAT_HASHTABLE_LOOKUP_OUTPUT")
#undef C_FORMAT_HASHTABLE_LOOKUP_OUTPUT
#pragma push_macro("C_FORMAT_HASHTABLE_LOOKUP_HITS")
#undef C_FORMAT_HASHTABLE_LOOKUP_HITS
#pragma push_macro("C_FORMAT_C1HWNCoC0")
#undef C_FORMAT_C1HWNCoC0
#pragma push_macro("C_FORMAT_MD")
#undef C_FORMAT_MD
#pragma push_macro("C_FORMAT_NDHWC")
#undef C_FORMAT_NDHWC
#pragma push_macro("C_FORMAT_FRACTAL_ZZ")
#undef C_FORMAT_FRACTAL_ZZ
#pragma push_macro("C_FORMAT_FRACTAL_NZ")
#undef C_FORMAT_FRACTAL_NZ
#pragma push_macro("C_FORMAT_NCDHW")
#undef C_FORMAT_NCDHW
#pragma push_macro("C_FORMAT_DHWCN")
#undef C_FORMAT_DHWCN
#pragma push_macro("C_FORMAT_NDC1HWC0")
#undef C_FORMAT_NDC1HWC0
#pragma push_macro("C_FORMAT_FRACTAL_Z_3D")
#undef C_FORMAT_FRACTAL_Z_3D
#pragma push_macro("C_FORMAT_CN")
#undef C_FORMAT_CN
#pragma push_macro("C_FORMAT_NC")
#undef C_FORMAT_NC
#pragma push_macro("C_FORMAT_DHWNC")
#undef C_FORMAT_DHWNC
#pragma push_macro("C_FORMAT_FRACTAL_Z_3D_TRANSPOSE")
#undef C_FORMAT_FRACTAL_Z_3D_TRANSPOSE
#pragma push_macro("C_FORMAT_FRACTAL_ZN_LSTM")
#undef C_FORMAT_FRACTAL_ZN_LSTM
#pragma push_macro("C_FORMAT_FRACTAL_Z_G")
#undef C_FORMAT_FRACTAL_Z_G
#pragma push_macro("C_FORMAT_RESERVED")
#undef C_FORMAT_RESERVED
#pragma push_macro("C_FORMAT_ALL")
#undef C_FORMAT_ALL
#pragma push_macro("C_FORMAT_NULL")
#undef C_FORMAT_NULL
#pragma push_macro("C_FORMAT_ND_RNN_BIAS")
#undef C_FORMAT_ND_RNN_BIAS
#pragma push_macro("C_FORMAT_FRACTAL_ZN_RNN")
#undef C_FORMAT_FRACTAL_ZN_RNN
#pragma push_macro("C_FORMAT_NYUV")
#undef C_FORMAT_NYUV
#pragma push_macro("C_FORMAT_NYUV_A")
#undef C_FORMAT_NYUV_A
#pragma push_macro("C_FORMAT_NCL")
#undef C_FORMAT_NCL
#pragma push_macro("C_FORMAT_FRACTAL_Z_WINO")
#undef C_FORMAT_FRACTAL_Z_WINO
#pragma push_macro("C_FORMAT_C1HWC0")
#undef C_FORMAT_C1HWC0
#pragma push_macro("C_FORMAT_FRACTAL_NZ_C0_16")
#undef C_FORMAT_FRACTAL_NZ_C0_16
#pragma push_macro("C_FORMAT_FRACTAL_NZ_C0_32")
#undef C_FORMAT_FRACTAL_NZ_C0_32
#pragma push_macro("C_FORMAT_FRACTAL_NZ_C0_2")
#undef C_FORMAT_FRACTAL_NZ_C0_2
#pragma push_macro("C_FORMAT_FRACTAL_NZ_C0_4")
#undef C_FORMAT_FRACTAL_NZ_C0_4
#pragma push_macro("C_FORMAT_FRACTAL_NZ_C0_8")
#undef C_FORMAT_FRACTAL_NZ_C0_8
#pragma push_macro("C_FORMAT_END")
#undef C_FORMAT_END
#pragma push_macro("C_FORMAT_MAX")
#undef C_FORMAT_MAX

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
    C_DT_FLOAT = 0,
    C_DT_FLOAT16 = 1,
    C_DT_INT8 = 2,
    C_DT_INT32 = 3,
    C_DT_UINT8 = 4,
    /* 5 is unused in CANN */
    C_DT_INT16 = 6,
    C_DT_UINT16 = 7,
    C_DT_UINT32 = 8,
    C_DT_INT64 = 9,
    C_DT_UINT64 = 10,
    C_DT_DOUBLE = 11,
    C_DT_BOOL = 12,
    C_DT_STRING = 13,
    C_DT_DUAL_SUB_INT8 = 14,
    C_DT_DUAL_SUB_UINT8 = 15,
    C_DT_COMPLEX64 = 16,
    C_DT_COMPLEX128 = 17,
    C_DT_QINT8 = 18,
    C_DT_QINT16 = 19,
    C_DT_QINT32 = 20,
    C_DT_QUINT8 = 21,
    C_DT_QUINT16 = 22,
    C_DT_RESOURCE = 23,
    C_DT_STRING_REF = 24,
    C_DT_DUAL = 25,
    C_DT_VARIANT = 26,
    C_DT_BF16 = 27,
    C_DT_UNDEFINED = 28,
    C_DT_INT4 = 29,
    C_DT_UINT1 = 30,
    C_DT_INT2 = 31,
    C_DT_UINT2 = 32,
    C_DT_COMPLEX32 = 33,
    C_DT_HIFLOAT8 = 34,
    C_DT_FLOAT8_E5M2 = 35,
    C_DT_FLOAT8_E4M3FN = 36,
    C_DT_FLOAT8_E8M0 = 37,
    C_DT_FLOAT6_E3M2 = 38,
    C_DT_FLOAT6_E2M3 = 39,
    C_DT_FLOAT4_E2M1 = 40,
    C_DT_FLOAT4_E1M2 = 41,
    C_DT_HIFLOAT4 = 42,
    C_DT_MAX
} C_DataType;

typedef enum {
    C_FORMAT_NCHW = 0,
    C_FORMAT_NHWC = 1,
    C_FORMAT_ND = 2,
    C_FORMAT_NC1HWC0 = 3,
    C_FORMAT_FRACTAL_Z = 4,
    C_FORMAT_NC1C0HWPAD = 5,
    C_FORMAT_NHWC1C0 = 6,
    C_FORMAT_FSR_NCHW = 7,
    C_FORMAT_FRACTAL_DECONV = 8,
    C_FORMAT_C1HWNC0 = 9,
    C_FORMAT_FRACTAL_DECONV_TRANSPOSE = 10,
    C_FORMAT_FRACTAL_DECONV_SP_STRIDE_TRANS = 11,
    C_FORMAT_NC1HWC0_C04 = 12,
    C_FORMAT_FRACTAL_Z_C04 = 13,
    C_FORMAT_CHWN = 14,
    C_FORMAT_FRACTAL_DECONV_SP_STRIDE8_TRANS = 15,
    C_FORMAT_HWCN = 16,
    C_FORMAT_NC1KHKWHWC0 = 17,
    C_FORMAT_BN_WEIGHT = 18,
    C_FORMAT_FILTER_HWCK = 19,
    C_FORMAT_HASHTABLE_LOOKUP_LOOKUPS = 20,
    C_FORMAT_HASHTABLE_LOOKUP_KEYS = 21,
    C_FORMAT_HASHTABLE_LOOKUP_VALUE = 22,
    C_FORMAT_HASHTABLE_LOOKUP_OUTPUT = 23,
    C_FORMAT_HASHTABLE_LOOKUP_HITS = 24,
    C_FORMAT_C1HWNCoC0 = 25,
    C_FORMAT_MD = 26,
    C_FORMAT_NDHWC = 27,
    C_FORMAT_FRACTAL_ZZ = 28,
    C_FORMAT_FRACTAL_NZ = 29,
    C_FORMAT_NCDHW = 30,
    C_FORMAT_DHWCN = 31,
    C_FORMAT_NDC1HWC0 = 32,
    C_FORMAT_FRACTAL_Z_3D = 33,
    C_FORMAT_CN = 34,
    C_FORMAT_NC = 35,
    C_FORMAT_DHWNC = 36,
    C_FORMAT_FRACTAL_Z_3D_TRANSPOSE = 37,
    C_FORMAT_FRACTAL_ZN_LSTM = 38,
    C_FORMAT_FRACTAL_Z_G = 39,
    C_FORMAT_RESERVED = 40,
    C_FORMAT_ALL = 41,
    C_FORMAT_NULL = 42,
    C_FORMAT_ND_RNN_BIAS = 43,
    C_FORMAT_FRACTAL_ZN_RNN = 44,
    C_FORMAT_NYUV = 45,
    C_FORMAT_NYUV_A = 46,
    C_FORMAT_NCL = 47,
    C_FORMAT_FRACTAL_Z_WINO = 48,
    C_FORMAT_C1HWC0 = 49,
    C_FORMAT_FRACTAL_NZ_C0_16 = 50,
    C_FORMAT_FRACTAL_NZ_C0_32 = 51,
    C_FORMAT_FRACTAL_NZ_C0_2 = 52,
    C_FORMAT_FRACTAL_NZ_C0_4 = 53,
    C_FORMAT_FRACTAL_NZ_C0_8 = 54,
    C_FORMAT_END = 55,
    C_FORMAT_MAX = 0xff
} C_Format;

#ifdef __cplusplus
}
#endif

#pragma pop_macro("C_DT_FLOAT")
#pragma pop_macro("C_DT_FLOAT16")
#pragma pop_macro("C_DT_INT8")
#pragma pop_macro("C_DT_INT32")
#pragma pop_macro("C_DT_UINT8")
#pragma pop_macro("C_DT_INT16")
#pragma pop_macro("C_DT_UINT16")
#pragma pop_macro("C_DT_UINT32")
#pragma pop_macro("C_DT_INT64")
#pragma pop_macro("C_DT_UINT64")
#pragma pop_macro("C_DT_DOUBLE")
#pragma pop_macro("C_DT_BOOL")
#pragma pop_macro("C_DT_STRING")
#pragma pop_macro("C_DT_DUAL_SUB_INT8")
#pragma pop_macro("C_DT_DUAL_SUB_UINT8")
#pragma pop_macro("C_DT_COMPLEX64")
#pragma pop_macro("C_DT_COMPLEX128")
#pragma pop_macro("C_DT_QINT8")
#pragma pop_macro("C_DT_QINT16")
#pragma pop_macro("C_DT_QINT32")
#pragma pop_macro("C_DT_QUINT8")
#pragma pop_macro("C_DT_QUINT16")
#pragma pop_macro("C_DT_RESOURCE")
#pragma pop_macro("C_DT_STRING_REF")
#pragma pop_macro("C_DT_DUAL")
#pragma pop_macro("C_DT_VARIANT")
#pragma pop_macro("C_DT_BF16")
#pragma pop_macro("C_DT_UNDEFINED")
#pragma pop_macro("C_DT_INT4")
#pragma pop_macro("C_DT_UINT1")
#pragma pop_macro("C_DT_INT2")
#pragma pop_macro("C_DT_UINT2")
#pragma pop_macro("C_DT_COMPLEX32")
#pragma pop_macro("C_DT_HIFLOAT8")
#pragma pop_macro("C_DT_FLOAT8_E5M2")
#pragma pop_macro("C_DT_FLOAT8_E4M3FN")
#pragma pop_macro("C_DT_FLOAT8_E8M0")
#pragma pop_macro("C_DT_FLOAT6_E3M2")
#pragma pop_macro("C_DT_FLOAT6_E2M3")
#pragma pop_macro("C_DT_FLOAT4_E2M1")
#pragma pop_macro("C_DT_FLOAT4_E1M2")
#pragma pop_macro("C_DT_HIFLOAT4")
#pragma pop_macro("C_FORMAT_NCHW")
#pragma pop_macro("C_FORMAT_NHWC")
#pragma pop_macro("C_FORMAT_ND")
#pragma pop_macro("C_FORMAT_NC1HWC0")
#pragma pop_macro("C_FORMAT_FRACTAL_Z")
#pragma pop_macro("C_FORMAT_NC1C0HWPAD")
#pragma pop_macro("C_FORMAT_NHWC1C0")
#pragma pop_macro("C_FORMAT_FSR_NCHW")
#pragma pop_macro("C_FORMAT_FRACTAL_DECONV")
#pragma pop_macro("C_FORMAT_C1HWNC0")
#pragma pop_macro("C_FORMAT_FRACTAL_DECONV_TRANSPOSE")
#pragma pop_macro("C_FORMAT_FRACTAL_DECONV_SP_STRIDE_TRANS")
#pragma pop_macro("C_FORMAT_NC1HWC0_C04")
#pragma pop_macro("C_FORMAT_FRACTAL_Z_C04")
#pragma pop_macro("C_FORMAT_CHWN")
#pragma pop_macro("C_FORMAT_FRACTAL_DECONV_SP_STRIDE8_TRANS")
#pragma pop_macro("C_FORMAT_HWCN")
#pragma pop_macro("C_FORMAT_NC1KHKWHWC0")
#pragma pop_macro("C_FORMAT_BN_WEIGHT")
#pragma pop_macro("C_FORMAT_FILTER_HWCK")
#pragma pop_macro("C_FORMAT_HASHTABLE_LOOKUP_LOOKUPS")
#pragma pop_macro("C_FORMAT_HASHTABLE_LOOKUP_KEYS")
#pragma pop_macro("C_FORMAT_HASHTABLE_LOOKUP_VALUE")
#pragma pop_macro("C_FORMAT_HASHTABLE_LOOKUP_OUTPUT")
#pragma pop_macro("C_FORMAT_HASHTABLE_LOOKUP_HITS")
#pragma pop_macro("C_FORMAT_C1HWNCoC0")
#pragma pop_macro("C_FORMAT_MD")
#pragma pop_macro("C_FORMAT_NDHWC")
#pragma pop_macro("C_FORMAT_FRACTAL_ZZ")
#pragma pop_macro("C_FORMAT_FRACTAL_NZ")
#pragma pop_macro("C_FORMAT_NCDHW")
#pragma pop_macro("C_FORMAT_DHWCN")
#pragma pop_macro("C_FORMAT_NDC1HWC0")
#pragma pop_macro("C_FORMAT_FRACTAL_Z_3D")
#pragma pop_macro("C_FORMAT_CN")
#pragma pop_macro("C_FORMAT_NC")
#pragma pop_macro("C_FORMAT_DHWNC")
#pragma pop_macro("C_FORMAT_FRACTAL_Z_3D_TRANSPOSE")
#pragma pop_macro("C_FORMAT_FRACTAL_ZN_LSTM")
#pragma pop_macro("C_FORMAT_FRACTAL_Z_G")
#pragma pop_macro("C_FORMAT_RESERVED")
#pragma pop_macro("C_FORMAT_ALL")
#pragma pop_macro("C_FORMAT_NULL")
#pragma pop_macro("C_FORMAT_ND_RNN_BIAS")
#pragma pop_macro("C_FORMAT_FRACTAL_ZN_RNN")
#pragma pop_macro("C_FORMAT_NYUV")
#pragma pop_macro("C_FORMAT_NYUV_A")
#pragma pop_macro("C_FORMAT_NCL")
#pragma pop_macro("C_FORMAT_FRACTAL_Z_WINO")
#pragma pop_macro("C_FORMAT_C1HWC0")
#pragma pop_macro("C_FORMAT_FRACTAL_NZ_C0_16")
#pragma pop_macro("C_FORMAT_FRACTAL_NZ_C0_32")
#pragma pop_macro("C_FORMAT_FRACTAL_NZ_C0_2")
#pragma pop_macro("C_FORMAT_FRACTAL_NZ_C0_4")
#pragma pop_macro("C_FORMAT_FRACTAL_NZ_C0_8")
#pragma pop_macro("C_FORMAT_END")
#pragma pop_macro("C_FORMAT_MAX")

#endif // ASCSIM_GRAPH_C_TYPES_H_
