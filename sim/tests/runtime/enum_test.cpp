// The simulator's ACL enums and codes must carry the real values. Sources (hicann/runtime):
//   include/external/acl/acl_base_rt.h            (aclDataType, aclFormat, ACL_ERROR_*)
//   include/external/acl/acl_rt.h                 (aclrtMemcpyKind, aclrtMemMallocPolicy, ...)
//   include/external/acl/error_codes/rt_error_codes.h (ACL_ERROR_RT_*)
#include <gtest/gtest.h>

#include <limits>
#include <type_traits>

#include "acl/acl.h"

// acl_base_rt.h: aclDataType
static_assert(ACL_DT_UNDEFINED == -1 && ACL_FLOAT == 0 && ACL_FLOAT16 == 1 && ACL_INT8 == 2 && ACL_INT32 == 3);
static_assert(ACL_UINT8 == 4 && ACL_INT16 == 6 && ACL_UINT16 == 7 && ACL_UINT32 == 8 && ACL_INT64 == 9);
static_assert(ACL_UINT64 == 10 && ACL_DOUBLE == 11 && ACL_BOOL == 12 && ACL_STRING == 13);
static_assert(ACL_COMPLEX64 == 16 && ACL_COMPLEX128 == 17 && ACL_BF16 == 27 && ACL_INT4 == 29 && ACL_UINT1 == 30);
static_assert(ACL_COMPLEX32 == 33 && ACL_HIFLOAT8 == 34 && ACL_FLOAT8_E5M2 == 35 && ACL_FLOAT8_E4M3FN == 36);
static_assert(ACL_FLOAT8_E8M0 == 37 && ACL_FLOAT6_E3M2 == 38 && ACL_FLOAT6_E2M3 == 39 && ACL_FLOAT4_E2M1 == 40);
static_assert(ACL_FLOAT4_E1M2 == 41);
// acl_base_rt.h: aclFormat
static_assert(ACL_FORMAT_UNDEFINED == -1 && ACL_FORMAT_NCHW == 0 && ACL_FORMAT_NHWC == 1 && ACL_FORMAT_ND == 2);
static_assert(ACL_FORMAT_NC1HWC0 == 3 && ACL_FORMAT_FRACTAL_Z == 4 && ACL_FORMAT_HWCN == 16);
static_assert(ACL_FORMAT_NDHWC == 27 && ACL_FORMAT_FRACTAL_NZ == 29 && ACL_FORMAT_NCDHW == 30);
static_assert(ACL_FORMAT_NDC1HWC0 == 32 && ACL_FRACTAL_Z_3D == 33 && ACL_FORMAT_NC == 35 && ACL_FORMAT_NCL == 47);
// acl_base_rt.h: aclLogLevel, aclMemType
static_assert(ACL_DEBUG == 0 && ACL_INFO == 1 && ACL_WARNING == 2 && ACL_ERROR == 3);
static_assert(ACL_MEMTYPE_DEVICE == 0 && ACL_MEMTYPE_HOST == 1);
// acl_base_rt.h: ACL return codes
static_assert(ACL_SUCCESS == 0 && ACL_ERROR_NONE == 0);
static_assert(ACL_ERROR_INVALID_PARAM == 100000 && ACL_ERROR_UNINITIALIZE == 100001);
static_assert(ACL_ERROR_REPEAT_INITIALIZE == 100002 && ACL_ERROR_INVALID_FILE == 100003);
static_assert(ACL_ERROR_PARSE_FILE == 100006 && ACL_ERROR_REPEAT_FINALIZE == 100037);
static_assert(ACL_ERROR_BAD_ALLOC == 200000 && ACL_ERROR_API_NOT_SUPPORT == 200001);
static_assert(ACL_ERROR_INVALID_DEVICE == 200002 && ACL_ERROR_INVALID_RESOURCE_HANDLE == 200005);
static_assert(ACL_ERROR_FEATURE_UNSUPPORTED == 200006 && ACL_ERROR_STORAGE_OVER_LIMIT == 300000);
static_assert(ACL_ERROR_INTERNAL_ERROR == 500000 && ACL_ERROR_FAILURE == 500001 && ACL_ERROR_RT_FAILURE == 500003);
// rt_error_codes.h
static_assert(ACL_ERROR_RT_PARAM_INVALID == 107000 && ACL_ERROR_RT_INVALID_DEVICEID == 107001);
static_assert(ACL_ERROR_RT_CONTEXT_NULL == 107002 && ACL_ERROR_RT_STREAM_CONTEXT == 107003);
static_assert(ACL_ERROR_RT_INVALID_HANDLE == 107017 && ACL_ERROR_RT_STREAM_ABORT == 107023);
static_assert(ACL_ERROR_RT_FEATURE_NOT_SUPPORT == 207000 && ACL_ERROR_RT_MEMORY_ALLOCATION == 207001);
static_assert(ACL_ERROR_RT_MEMORY_FREE == 207002 && ACL_ERROR_RT_NO_STREAM_RESOURCE == 207008);
static_assert(ACL_ERROR_RT_RESOURCE_ALLOC_FAIL == 207005);
static_assert(ACL_ERROR_RT_INTERNAL_ERROR == 507000 && ACL_ERROR_RT_SYS_DMA == 507013);
static_assert(ACL_ERROR_RT_AICORE_EXCEPTION == 507015 && ACL_ERROR_RT_VECTOR_CORE_EXCEPTION == 507035);
static_assert(ACL_ERROR_RT_AICORE_TRAP_READ_OVERFLOW == 507042 && ACL_ERROR_RT_STREAM_SYNC_TIMEOUT == 507046);
// acl_rt.h: aclrtMemcpyKind
static_assert(ACL_MEMCPY_HOST_TO_HOST == 0 && ACL_MEMCPY_HOST_TO_DEVICE == 1 && ACL_MEMCPY_DEVICE_TO_HOST == 2);
static_assert(ACL_MEMCPY_DEVICE_TO_DEVICE == 3 && ACL_MEMCPY_DEFAULT == 4 && ACL_MEMCPY_HOST_TO_BUF_TO_DEVICE == 5);
static_assert(ACL_MEMCPY_INNER_DEVICE_TO_DEVICE == 6 && ACL_MEMCPY_INTER_DEVICE_TO_DEVICE == 7);
// acl_rt.h: aclrtMemMallocPolicy
static_assert(ACL_MEM_MALLOC_HUGE_FIRST == 0 && ACL_MEM_MALLOC_HUGE_ONLY == 1 && ACL_MEM_MALLOC_NORMAL_ONLY == 2);
static_assert(ACL_MEM_MALLOC_HUGE_FIRST_P2P == 3 && ACL_MEM_MALLOC_HUGE1G_ONLY == 6);
static_assert(ACL_MEM_MALLOC_HUGE1G_ONLY_P2P == 7 && ACL_MEM_TYPE_LOW_BAND_WIDTH == 0x0100);
static_assert(ACL_MEM_TYPE_HIGH_BAND_WIDTH == 0x1000 && ACL_MEM_ACCESS_USER_SPACE_READONLY == 0x100000);
// acl_rt.h: aclrtRunMode, aclrtStreamStatus, aclrtMemAttr, failure modes, version
static_assert(ACL_DEVICE == 0 && ACL_HOST == 1);
static_assert(ACL_STREAM_STATUS_COMPLETE == 0 && ACL_STREAM_STATUS_NOT_READY == 1);
static_assert(ACL_DDR_MEM == 0 && ACL_HBM_MEM == 1 && ACL_HBM_MEM_P2P_HUGE1G == 11 && ACL_MEM_P2P_HUGE1G == 17);
static_assert(ACL_CONTINUE_ON_FAILURE == 0 && ACL_STOP_ON_FAILURE == 1);
static_assert(ACL_MAJOR_VERSION == 1 && ACL_MINOR_VERSION == 17 && ACL_PATCH_VERSION == 0);

TEST(AclEnums, HandleTypesMatchTheRealTypedefs)
{
    // acl_base_rt.h: typedef void *aclrtStream; typedef int aclError; typedef uint16_t aclFloat16.
    EXPECT_TRUE((std::is_same<aclrtStream, void*>::value));
    EXPECT_TRUE((std::is_same<aclError, int>::value));
    EXPECT_TRUE((std::is_same<aclFloat16, uint16_t>::value));
}

TEST(AclDataTypes, DataTypeSize)
{
    EXPECT_EQ(aclDataTypeSize(ACL_FLOAT), 4u);
    EXPECT_EQ(aclDataTypeSize(ACL_FLOAT16), 2u);
    EXPECT_EQ(aclDataTypeSize(ACL_BF16), 2u);
    EXPECT_EQ(aclDataTypeSize(ACL_INT8), 1u);
    EXPECT_EQ(aclDataTypeSize(ACL_BOOL), 1u);
    EXPECT_EQ(aclDataTypeSize(ACL_INT32), 4u);
    EXPECT_EQ(aclDataTypeSize(ACL_INT64), 8u);
    EXPECT_EQ(aclDataTypeSize(ACL_DOUBLE), 8u);
    EXPECT_EQ(aclDataTypeSize(ACL_COMPLEX64), 8u);
    EXPECT_EQ(aclDataTypeSize(ACL_COMPLEX128), 16u);
    EXPECT_EQ(aclDataTypeSize(ACL_FLOAT8_E4M3FN), 1u);
    EXPECT_EQ(aclDataTypeSize(ACL_STRING), 0u);
    EXPECT_EQ(aclDataTypeSize(ACL_DT_UNDEFINED), 0u);
    EXPECT_EQ(aclDataTypeSize(static_cast<aclDataType>(999)), 0u);
}

// docs/zh/api_ref/24_other_APIs.md: aclFloat16ToFloat / aclFloatToFloat16 special values.
TEST(AclDataTypes, Float16ConversionsFollowTheDocumentedSpecialValues)
{
    EXPECT_EQ(aclFloatToFloat16(1.0f), 0x3C00);
    EXPECT_EQ(aclFloatToFloat16(-2.0f), 0xC000);
    EXPECT_EQ(aclFloatToFloat16(0.5f), 0x3800);
    EXPECT_EQ(aclFloatToFloat16(65504.0f), 0x7BFF);
    EXPECT_EQ(aclFloatToFloat16(65519.0f), 0x7BFF);
    EXPECT_EQ(aclFloatToFloat16(1e6f), 0x7BFF);
    EXPECT_EQ(aclFloatToFloat16(-1e6f), 0xFBFF);
    EXPECT_EQ(aclFloatToFloat16(std::numeric_limits<float>::infinity()), 0x7BFF);
    EXPECT_EQ(aclFloatToFloat16(-std::numeric_limits<float>::infinity()), 0xFBFF);
    EXPECT_EQ(aclFloatToFloat16(std::numeric_limits<float>::quiet_NaN()), 0x7BFF);
    EXPECT_EQ(aclFloatToFloat16(5.9604645e-8f), 0x0001);         // 2^-24, smallest subnormal
    EXPECT_EQ(aclFloatToFloat16(2.9802322e-8f), 0x0000);         // 2^-25 ties to even
    EXPECT_EQ(aclFloatToFloat16(1.0f + 1.0f / 2048.0f), 0x3C00); // tie to even (down)
    EXPECT_EQ(aclFloatToFloat16(1.0f + 3.0f / 2048.0f), 0x3C02); // tie to even (up)

    EXPECT_EQ(aclFloat16ToFloat(0x3C00), 1.0f);
    EXPECT_EQ(aclFloat16ToFloat(0x0001), 5.9604645e-8f);
    EXPECT_EQ(aclFloat16ToFloat(0x7C00), 65536.0f);
    EXPECT_EQ(aclFloat16ToFloat(0xFC00), -65536.0f);
    EXPECT_EQ(aclFloat16ToFloat(0x7E00), 98304.0f);

    for (uint32_t h = 0; h < 0x10000; ++h) {
        if (((h >> 10) & 0x1F) == 0x1F)
            continue; // exponent 31 has no round trip by design
        const auto half = static_cast<aclFloat16>(h);
        ASSERT_EQ(aclFloatToFloat16(aclFloat16ToFloat(half)), half) << std::hex << h;
    }
}
