// The SIMT memory-access functions (docs/zh/api/SIMT-API/访存函数/: asc_ldcg, asc_ldca, asc_stcg, asc_stwt,
// asc_dcci_single, asc_dcci_entire, asc_nop) and the address-space predicates and conversions (地址空间谓词函数/,
// 地址空间转换函数/) on the emulator. The hinted loads and stores must move every byte of every type of the SDK's
// list unchanged (返回值说明: the data at the address); the predicates must classify GM, UB and stack pointers
// truthfully and give the pages' tables of special inputs; the conversions must round-trip and give the pages'
// nullptr values; every memcheck rule is made to fire.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "acl/acl.h"
#include "ascendc_sim/lang/asc_prelude.h"
#include "ascendc_sim/lang/ub_array.h"
#include "ascendc_sim/numerics/poison.h"
#include "simt_api/asc_simt.h"
#include "simt_api/device_functions.h"
#include "simt_test_util.h"

namespace {

static_assert(std::is_same<decltype(asc_ldcg(std::declval<float4*>())), float4>::value, "");
static_assert(std::is_same<decltype(asc_ldca(std::declval<signed char*>())), signed char>::value, "");
static_assert(std::is_same<decltype(asc_ldcg(std::declval<ulong4*>())), ulong4>::value, "");
static_assert(std::is_same<decltype(asc_stcg(std::declval<float*>(), 1.0)), void>::value, ""); // a converted value

// dst_cg[i] = asc_ldcg(src + i); asc_stcg(dst_st + i, asc_ldca(src + i)); asc_stwt(dst_wt + i, src[i]).
template <typename T>
__global__ void copy_hinted(T* src, T* dst_cg, T* dst_st, T* dst_wt, uint32_t n)
{
    for (uint32_t i = threadIdx.x; i < n; i += blockDim.x) {
        dst_cg[i] = asc_ldcg(src + i);
        asc_stcg(dst_st + i, asc_ldca(src + i));
        asc_stwt(dst_wt + i, src[i]);
    }
    asc_dcci_single(src);                        // typed pointer: the SIMT function
    asc_dcci_single(static_cast<void*>(dst_cg)); // the page's call form
    __asc_simt_vf::asc_dcci_single(dst_st);      // the qualified spelling (not recommended, but declared)
    asc_dcci_entire(dst_wt);
    asc_nop();
}

template <typename T>
void CheckCopy(SimtTest& t)
{
    constexpr uint32_t n = 67;
    std::vector<unsigned char> bytes(n * sizeof(T));
    std::mt19937 rng(static_cast<unsigned>(sizeof(T) * 131 + alignof(T)));
    for (auto& b : bytes) {
        b = static_cast<unsigned char>(rng());
    }
    std::vector<T> host(n);
    std::memcpy(host.data(), bytes.data(), bytes.size());
    T* src = t.Device(host);
    const std::vector<T> zeros(n, T{});
    T *cg = t.Device(zeros), *st = t.Device(zeros), *wt = t.Device(zeros);
    SIMT_LAUNCH(copy_hinted<T>, 1, 32, 0, t.stream, src, cg, st, wt, n);
    ASSERT_EQ(aclrtSynchronizeStream(t.stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    for (T* d : {cg, st, wt}) {
        const std::vector<T> got = t.Host(d, n);
        EXPECT_EQ(std::memcmp(got.data(), bytes.data(), bytes.size()), 0) << "sizeof " << sizeof(T);
    }
}

using SimtCacheHintTest = SimtTest;

TEST_F(SimtCacheHintTest, EveryTypeOfTheListLoadsAndStoresItsBytesUnchanged)
{
    CheckCopy<long int>(*this);
    CheckCopy<unsigned long int>(*this);
    CheckCopy<long long int>(*this);
    CheckCopy<unsigned long long int>(*this);
    CheckCopy<long2>(*this);
    CheckCopy<ulong2>(*this);
    CheckCopy<long4>(*this);
    CheckCopy<ulong4>(*this);
    CheckCopy<longlong2>(*this);
    CheckCopy<ulonglong2>(*this);
    CheckCopy<longlong4>(*this);
    CheckCopy<ulonglong4>(*this);
    CheckCopy<signed char>(*this);
    CheckCopy<unsigned char>(*this);
    CheckCopy<char2>(*this);
    CheckCopy<uchar2>(*this);
    CheckCopy<char4>(*this);
    CheckCopy<uchar4>(*this);
    CheckCopy<short>(*this);
    CheckCopy<unsigned short>(*this);
    CheckCopy<short2>(*this);
    CheckCopy<ushort2>(*this);
    CheckCopy<short4>(*this);
    CheckCopy<ushort4>(*this);
    CheckCopy<int>(*this);
    CheckCopy<unsigned int>(*this);
    CheckCopy<int2>(*this);
    CheckCopy<uint2>(*this);
    CheckCopy<int4>(*this);
    CheckCopy<uint4>(*this);
    CheckCopy<float>(*this);
    CheckCopy<float2>(*this);
    CheckCopy<float4>(*this);
}

// ---- memcheck.simt-cache-hint-space -------------------------------------------------------------------------------
__global__ void hinted_on_ub(int which, float* out)
{
    float(&ub)[8] = *::ascsim::asc::UbArrayAt<float[8]>("test_simt_cache_hints.cpp:hinted_on_ub:ub");
    float local = 1.0f;
    if (which == 0) {
        out[0] = asc_ldcg(&ub[0]);
    } else if (which == 1) {
        out[0] = asc_ldca(&local);
    } else if (which == 2) {
        asc_stcg(&ub[1], 2.0f);
    } else {
        asc_stwt(&local, 2.0f);
        out[0] = local;
    }
}

TEST_F(SimtCacheHintTest, AHintedAccessOnUbOrStackIsAMemcheckFinding)
{
    const char* const apis[] = {"asc_ldcg", "asc_ldca", "asc_stcg", "asc_stwt"};
    const char* const where[] = {"in the Unified Buffer", "on the thread's stack", "in the Unified Buffer",
                                 "on the thread's stack"};
    for (int which = 0; which < 4; ++which) {
        float* out = Device(std::vector<float>{0.0f});
        SIMT_LAUNCH(hinted_on_ub, 1, 1, 0, stream, which, out);
        EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION) << apis[which];
        const std::string err = aclGetRecentErrMsg();
        EXPECT_NE(err.find("memcheck"), std::string::npos) << err;
        EXPECT_NE(err.find(apis[which]), std::string::npos) << err;
        EXPECT_NE(err.find(where[which]), std::string::npos) << err;
        EXPECT_NE(err.find("test_simt_cache_hints.cpp"), std::string::npos) << err; // the call site
    }
}

// ---- address spaces -----------------------------------------------------------------------------------------------
enum Probe : uint32_t {
    kLocalG,
    kLocalU,
    kLocalL,
    kUbG,
    kUbU,
    kUbL,
    kGmG,
    kGmU,
    kGmL,
    kNullG,
    kNullU,
    kNullL,
    kOneG,
    kOneU,
    kOneL,
    kOnesG,
    kOnesU,
    kOnesL,
    kG2g0,
    kG2g1,
    kG2gOnes,
    kU2g0,
    kU2g1,
    kU2gOnes,
    kU2gOnesAny,
    kL2g0,
    kL2g1,
    kL2gOnesU,
    kL2gOnesAny,
    kNullToGlobal,
    kNullToUbuf,
    kNullToLocal,
    kUbRound,
    kLocalRound,
    kGmRound,
    kUbRaw,
    kGmToUbuf,
    kGmToLocal,
    kProbes
};

uint64_t Spaces(const void* p) { return __isGlobal(p) + __isUbuf(p) + __isLocal(p); }

__global__ void probe_spaces(float* gm, uint64_t* out)
{
    float(&ub)[16] = *::ascsim::asc::UbArrayAt<float[16]>("test_simt_cache_hints.cpp:probe_spaces:ub");
    float local = 0.0f;
    const void* const ones = reinterpret_cast<void*>(~uintptr_t(0));
    const size_t allOnes = ~size_t(0);
    out[kLocalG] = __isGlobal(&local);
    out[kLocalU] = __isUbuf(&local);
    out[kLocalL] = __isLocal(&local);
    out[kUbG] = __isGlobal(&ub[3]);
    out[kUbU] = __isUbuf(&ub[3]);
    out[kUbL] = __isLocal(&ub[3]);
    out[kGmG] = __isGlobal(gm + 1);
    out[kGmU] = __isUbuf(gm + 1);
    out[kGmL] = __isLocal(gm + 1);
    out[kNullG] = __isGlobal(nullptr);
    out[kNullU] = __isUbuf(nullptr);
    out[kNullL] = __isLocal(nullptr);
    out[kOneG] = __isGlobal(reinterpret_cast<void*>(1));
    out[kOneU] = __isUbuf(reinterpret_cast<void*>(1));
    out[kOneL] = __isLocal(reinterpret_cast<void*>(1));
    out[kOnesG] = __isGlobal(ones);
    out[kOnesU] = __isUbuf(ones);
    out[kOnesL] = __isLocal(ones);
    out[kG2g0] = Spaces(__cvta_global_to_generic(0));
    out[kG2g1] = Spaces(__cvta_global_to_generic(1));
    out[kG2gOnes] = __isGlobal(__cvta_global_to_generic(allOnes));
    out[kU2g0] = __isUbuf(__cvta_ubuf_to_generic(0));
    out[kU2g1] = __isUbuf(__cvta_ubuf_to_generic(1));
    out[kU2gOnes] = __isUbuf(__cvta_ubuf_to_generic(allOnes));
    out[kU2gOnesAny] = Spaces(__cvta_ubuf_to_generic(allOnes));
    out[kL2g0] = __isLocal(__cvta_local_to_generic(0));
    out[kL2g1] = __isLocal(__cvta_local_to_generic(1));
    out[kL2gOnesU] = __isUbuf(__cvta_local_to_generic(allOnes));
    out[kL2gOnesAny] = Spaces(__cvta_local_to_generic(allOnes));
    out[kNullToGlobal] = __cvta_generic_to_global(nullptr);
    out[kNullToUbuf] = __cvta_generic_to_ubuf(nullptr);
    out[kNullToLocal] = __cvta_generic_to_local(nullptr);
    out[kUbRound] = __cvta_ubuf_to_generic(__cvta_generic_to_ubuf(&ub[5])) == &ub[5];
    out[kLocalRound] = __cvta_local_to_generic(__cvta_generic_to_local(&local)) == &local;
    out[kGmRound] = __cvta_global_to_generic(__cvta_generic_to_global(gm + 2)) == gm + 2;
    out[kUbRaw] = __cvta_generic_to_ubuf(&ub[5]) - __cvta_generic_to_ubuf(&ub[0]);
    out[kGmToUbuf] = __cvta_generic_to_ubuf(gm);
    out[kGmToLocal] = __cvta_generic_to_local(gm);
}

TEST_F(SimtCacheHintTest, AddressSpacePredicatesAndConversionsFollowThePagesTables)
{
    float* gm = Device(std::vector<float>(4, 0.0f));
    uint64_t* out = Device(std::vector<uint64_t>(kProbes, 99));
    SIMT_LAUNCH(probe_spaces, 1, 1, 0, stream, gm, out);
    ASSERT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS) << aclGetRecentErrMsg();
    const std::vector<uint64_t> r = Host(out, kProbes);
    // truthful classification of a stack, a UB and a GM pointer
    EXPECT_EQ(r[kLocalG], 0u);
    EXPECT_EQ(r[kLocalU], 0u);
    EXPECT_EQ(r[kLocalL], 1u);
    EXPECT_EQ(r[kUbG], 0u);
    EXPECT_EQ(r[kUbU], 1u);
    EXPECT_EQ(r[kUbL], 0u);
    EXPECT_EQ(r[kGmG], 1u);
    EXPECT_EQ(r[kGmU], 0u);
    EXPECT_EQ(r[kGmL], 0u);
    // __isGlobal.md / __isUbuf.md / __isLocal.md, 返回值说明 tables
    EXPECT_EQ(r[kNullG] + r[kNullU] + r[kNullL], 0u);
    EXPECT_EQ(r[kOneG] + r[kOneU] + r[kOneL], 0u);
    EXPECT_EQ(r[kOnesG], 1u);
    EXPECT_EQ(r[kOnesU] + r[kOnesL], 0u);
    // __cvta_*_to_generic.md tables
    EXPECT_EQ(r[kG2g0], 0u);
    EXPECT_EQ(r[kG2g1], 0u);
    EXPECT_EQ(r[kG2gOnes], 1u);
    EXPECT_EQ(r[kU2g0], 1u);
    EXPECT_EQ(r[kU2g1], 1u);
    EXPECT_EQ(r[kU2gOnes], 0u);
    EXPECT_EQ(r[kU2gOnesAny], 0u);
    EXPECT_EQ(r[kL2g0], 1u);
    EXPECT_EQ(r[kL2g1], 1u);
    EXPECT_EQ(r[kL2gOnesU], 1u);
    EXPECT_EQ(r[kL2gOnesAny], 1u);
    // __cvta_generic_to_*.md: nullptr
    EXPECT_EQ(r[kNullToGlobal], 0u);
    EXPECT_EQ(r[kNullToUbuf], 0x00000000fff80000ull);
    EXPECT_EQ(r[kNullToLocal], 0x00000000fff00000ull);
    // round trips; a UB address is an offset in the UB
    EXPECT_EQ(r[kUbRound], 1u);
    EXPECT_EQ(r[kLocalRound], 1u);
    EXPECT_EQ(r[kGmRound], 1u);
    EXPECT_EQ(r[kUbRaw], 5 * sizeof(float));
    // a GM pointer to UB / local: undefined, poison
    EXPECT_EQ(r[kGmToUbuf], ::ascsim::num::Poison<uint64_t>());
    EXPECT_EQ(r[kGmToLocal], ::ascsim::num::Poison<uint64_t>());
}

// ---- memcheck.simt-cvta-space -------------------------------------------------------------------------------------
__global__ void cvta_wrong_space(int which, uint64_t* out)
{
    float(&ub)[4] = *::ascsim::asc::UbArrayAt<float[4]>("test_simt_cache_hints.cpp:cvta_wrong_space:ub");
    float local = 0.0f;
    if (which == 0) {
        out[0] = __cvta_generic_to_global(&ub[0]);
    } else if (which == 1) {
        out[0] = __cvta_generic_to_global(&local);
    } else if (which == 2) {
        out[0] = __cvta_generic_to_ubuf(&local);
    } else {
        out[0] = __cvta_generic_to_local(&ub[1]);
    }
}

TEST_F(SimtCacheHintTest, ConvertingAUbOrStackPointerToAnotherSpaceIsAMemcheckFinding)
{
    const char* const apis[] = {"__cvta_generic_to_global", "__cvta_generic_to_global", "__cvta_generic_to_ubuf",
                                "__cvta_generic_to_local"};
    const char* const what[] = {"a Unified Buffer pointer", "a stack (local) pointer", "a stack (local) pointer",
                                "a Unified Buffer pointer"};
    for (int which = 0; which < 4; ++which) {
        uint64_t* out = Device(std::vector<uint64_t>{0});
        SIMT_LAUNCH(cvta_wrong_space, 1, 1, 0, stream, which, out);
        EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_VECTOR_CORE_EXCEPTION) << apis[which];
        const std::string err = aclGetRecentErrMsg();
        EXPECT_NE(err.find("memcheck"), std::string::npos) << err;
        EXPECT_NE(err.find(apis[which]), std::string::npos) << err;
        EXPECT_NE(err.find(what[which]), std::string::npos) << err;
        EXPECT_NE(err.find("test_simt_cache_hints.cpp"), std::string::npos) << err;
    }
}

} // namespace
