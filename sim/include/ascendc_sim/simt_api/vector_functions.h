// The short vector constructors of SDK simt_api/vector_functions.h: make_char2 ... make_uint4
// (docs/zh/api/SIMT-API/SIMT编程简介/扩展语法/内置数据类型-139.md, the list after 表2: "使用短向量构造函数需要包含
// simt_api/vector_functions.h"). The types: vector_types.h.
#pragma once

#include "ascendc_sim/simt_api/vector_types.h"

// make_* (内置数据类型-139.md, the constructor list; SDK simt_api/vector_functions.h for the X3 forms): the
// arguments as the components, in order.
inline short2 make_short2(short x, short y) { return short2{x, y}; }
inline short3 make_short3(short x, short y, short z) { return short3{x, y, z}; }
inline short4 make_short4(short x, short y, short z, short w) { return short4{x, y, z, w}; }
inline ushort2 make_ushort2(unsigned short x, unsigned short y) { return ushort2{x, y}; }
inline ushort3 make_ushort3(unsigned short x, unsigned short y, unsigned short z) { return ushort3{x, y, z}; }
inline ushort4 make_ushort4(unsigned short x, unsigned short y, unsigned short z, unsigned short w)
{
    return ushort4{x, y, z, w};
}
inline char2 make_char2(signed char x, signed char y) { return char2{x, y}; }
inline char3 make_char3(signed char x, signed char y, signed char z) { return char3{x, y, z}; }
inline char4 make_char4(signed char x, signed char y, signed char z, signed char w) { return char4{x, y, z, w}; }
inline uchar2 make_uchar2(unsigned char x, unsigned char y) { return uchar2{x, y}; }
inline uchar3 make_uchar3(unsigned char x, unsigned char y, unsigned char z) { return uchar3{x, y, z}; }
inline uchar4 make_uchar4(unsigned char x, unsigned char y, unsigned char z, unsigned char w)
{
    return uchar4{x, y, z, w};
}
inline float2 make_float2(float x, float y) { return float2{x, y}; }
inline float3 make_float3(float x, float y, float z) { return float3{x, y, z}; }
inline float4 make_float4(float x, float y, float z, float w) { return float4{x, y, z, w}; }
inline long2 make_long2(long int x, long int y) { return long2{x, y}; }
inline long3 make_long3(long int x, long int y, long int z) { return long3{x, y, z}; }
inline long4 make_long4(long int x, long int y, long int z, long int w) { return long4{x, y, z, w}; }
inline ulong2 make_ulong2(unsigned long int x, unsigned long int y) { return ulong2{x, y}; }
inline ulong3 make_ulong3(unsigned long int x, unsigned long int y, unsigned long int z) { return ulong3{x, y, z}; }
inline ulong4 make_ulong4(unsigned long int x, unsigned long int y, unsigned long int z, unsigned long int w)
{
    return ulong4{x, y, z, w};
}
inline longlong2 make_longlong2(long long int x, long long int y) { return longlong2{x, y}; }
inline longlong3 make_longlong3(long long int x, long long int y, long long int z) { return longlong3{x, y, z}; }
inline longlong4 make_longlong4(long long int x, long long int y, long long int z, long long int w)
{
    return longlong4{x, y, z, w};
}
inline ulonglong2 make_ulonglong2(unsigned long long int x, unsigned long long int y) { return ulonglong2{x, y}; }
inline ulonglong3 make_ulonglong3(unsigned long long int x, unsigned long long int y, unsigned long long int z)
{
    return ulonglong3{x, y, z};
}
inline ulonglong4 make_ulonglong4(unsigned long long int x, unsigned long long int y, unsigned long long int z,
                                  unsigned long long int w)
{
    return ulonglong4{x, y, z, w};
}
inline int2 make_int2(int x, int y) { return int2{x, y}; }
inline int3 make_int3(int x, int y, int z) { return int3{x, y, z}; }
inline int4 make_int4(int x, int y, int z, int w) { return int4{x, y, z, w}; }
inline uint2 make_uint2(unsigned int x, unsigned int y) { return uint2{x, y}; }
inline uint3 make_uint3(unsigned int x, unsigned int y, unsigned int z) { return uint3{x, y, z}; }
inline uint4 make_uint4(unsigned int x, unsigned int y, unsigned int z, unsigned int w) { return uint4{x, y, z, w}; }
