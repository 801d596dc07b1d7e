// The engines of the count-form vector instructions ("tensor前n个数据连续计算": dst[i] = f(src[i]) or
// f(a[i], b[i]) for i < count), with the fp32 whole-array paths of vector_fast.h: operand checks and
// V-pipe declarations (VecBegin), the element loop, the saturation CTRL selects, the written/taint
// state and initcheck (VecPropagate). They take UbOperand (types/ub_operand.h): a LocalTensor of the
// C++ API and a __ubuf__ pointer of the C API reach the same code.
#pragma once

#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

#include "ascendc_sim/core/core.h"
#include "ascendc_sim/core/saturation.h"
#include "ascendc_sim/engine/vector_common.h"
#include "ascendc_sim/engine/vector_fast.h"
#include "ascendc_sim/types/ub_operand.h"

namespace AscendC::detail {

// Algo: VecAlgo of the API's config (vector_common.h). saturate: false for the instructions whose
// half results never saturate (Truncate, 边界值汇总 表33).
template <int Algo = -1, bool saturate = true, typename T, typename F>
inline void VecUnary(const char* api, ascsim::kern::SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src,
                     int64_t count, F&& f)
{
    const auto n = static_cast<uint64_t>(count > 0 ? count : 0);
    VecBegin<Algo>(api, loc, count, VecOperand<T>{dst, n}, VecOperand<T>{src, n});
    const T* s = src.Data();
    T* d = dst.Data();
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = f(s[i]);
    }
    if constexpr (saturate) {
        ascsim::kern::SaturateResults(d, n);
    }
    VecPropagate(n, dst, sizeof(T), LaneSrc{s, sizeof(T)});
}

template <int Algo = -1, typename T, typename F>
inline void VecBinary(const char* api, ascsim::kern::SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& a,
                      const UbOperand<T>& b, int64_t count, F&& f)
{
    const auto n = static_cast<uint64_t>(count > 0 ? count : 0);
    VecBegin<Algo>(api, loc, count, VecOperand<T>{dst, n}, VecOperand<T>{a, n}, VecOperand<T>{b, n});
    const T* x = a.Data();
    const T* y = b.Data();
    T* d = dst.Data();
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = f(x[i], y[i]);
    }
    ascsim::kern::SaturateResults(d, n);
    VecPropagate(n, dst, sizeof(T), LaneSrc{x, sizeof(T)}, LaneSrc{y, sizeof(T)});
}

// fp32 with a whole-array host kernel (vector_fast.h), any other type element by element.
template <int Algo = -1, typename T, typename Bulk, typename F>
inline void VecBinaryFast(const char* api, ascsim::kern::SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& a,
                          const UbOperand<T>& b, int64_t count, Bulk&& bulk, F&& f)
{
    if constexpr (std::is_same_v<T, float>) {
        const auto n = static_cast<uint64_t>(count > 0 ? count : 0);
        VecBegin<Algo>(api, loc, count, VecOperand<T>{dst, n}, VecOperand<T>{a, n}, VecOperand<T>{b, n});
        bulk(dst.Data(), a.Data(), b.Data(), n);
        VecPropagate(n, dst, sizeof(T), LaneSrc{a.Data(), sizeof(T)}, LaneSrc{b.Data(), sizeof(T)});
    } else {
        VecBinary<Algo>(api, loc, dst, a, b, count, std::forward<F>(f));
    }
}
template <int Algo = -1, typename T, typename Bulk, typename F>
inline void VecUnaryFast(const char* api, ascsim::kern::SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src,
                         int64_t count, Bulk&& bulk, F&& f)
{
    if constexpr (std::is_same_v<T, float>) {
        const auto n = static_cast<uint64_t>(count > 0 ? count : 0);
        VecBegin<Algo>(api, loc, count, VecOperand<T>{dst, n}, VecOperand<T>{src, n});
        bulk(dst.Data(), src.Data(), n);
        VecPropagate(n, dst, sizeof(T), LaneSrc{src.Data(), sizeof(T)});
    } else {
        VecUnary<Algo>(api, loc, dst, src, count, std::forward<F>(f));
    }
}
template <typename T, typename Bulk, typename F>
inline void VecScalarFast(const char* api, ascsim::kern::SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src,
                          T scalar, int64_t count, Bulk&& bulk, F&& f)
{
    if constexpr (std::is_same_v<T, float>) {
        const auto n = static_cast<uint64_t>(count > 0 ? count : 0);
        VecBegin(api, loc, count, VecOperand<T>{dst, n}, VecOperand<T>{src, n});
        bulk(dst.Data(), src.Data(), scalar, n);
        VecPropagate(n, dst, sizeof(T), LaneSrc{src.Data(), sizeof(T)});
    } else {
        VecUnary(api, loc, dst, src, count, std::forward<F>(f));
    }
}

// dst[i] = f(a[i], b[i]) with a result type D other than the sources' S (ExpSub: float from half).
template <typename D, typename S, typename F>
inline void VecBinaryTo(const char* api, ascsim::kern::SrcLoc loc, const UbOperand<D>& dst, const UbOperand<S>& a,
                        const UbOperand<S>& b, int64_t count, F&& f)
{
    const auto n = static_cast<uint64_t>(count > 0 ? count : 0);
    VecBegin(api, loc, count, VecOperand<D>{dst, n}, VecOperand<S>{a, n}, VecOperand<S>{b, n});
    const S* x = a.Data();
    const S* y = b.Data();
    D* d = dst.Data();
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = f(x[i], y[i]);
    }
    ascsim::kern::SaturateResults(d, n);
    VecPropagate(n, dst, sizeof(D), LaneSrc{x, sizeof(S)}, LaneSrc{y, sizeof(S)});
}

// dst[i] = f(dst[i], a[i], b[i]): the instructions that read their destination (MulAddDst, FusedMulAdd,
// MulAddRelu). dst is a third source (VecBegin's overlap rule lets dst coincide with itself; with
// sources of another width any overlap is partial, so reported).
template <typename D, typename S, typename F>
inline void VecUpdate(const char* api, ascsim::kern::SrcLoc loc, const UbOperand<D>& dst, const UbOperand<S>& a,
                      const UbOperand<S>& b, int64_t count, F&& f)
{
    const auto n = static_cast<uint64_t>(count > 0 ? count : 0);
    VecBegin(api, loc, count, VecOperand<D>{dst, n}, VecOperand<S>{a, n}, VecOperand<S>{b, n}, VecOperand<D>{dst, n});
    const S* x = a.Data();
    const S* y = b.Data();
    D* d = dst.Data();
    for (uint64_t i = 0; i < n; ++i) {
        d[i] = f(d[i], x[i], y[i]);
    }
    ascsim::kern::SaturateResults(d, n);
    VecPropagate(n, dst, sizeof(D), LaneSrc{x, sizeof(S)}, LaneSrc{y, sizeof(S)}, LaneSrc{d, sizeof(D)});
}

// Two destinations from one pair of sources (Mull): {dst0[i], dst1[i]} = f(a[i], b[i]). Each
// destination obeys the overlap rule against each source, and the two may not overlap each other.
template <typename T, typename F>
inline void VecBinaryPair(const char* api, ascsim::kern::SrcLoc loc, const UbOperand<T>& dst0, const UbOperand<T>& dst1,
                          const UbOperand<T>& a, const UbOperand<T>& b, int64_t count, F&& f)
{
    using namespace ascsim::kern;
    const auto n = static_cast<uint64_t>(count > 0 ? count : 0);
    const uint64_t seq = VecBegin(api, loc, count, VecOperand<T>{dst0, n}, VecOperand<T>{a, n}, VecOperand<T>{b, n});
    const bool san = SanitizerEnabled();
    if (san) {
        VecAligned(dst1, api, loc);
        VecOverlap(VecOperand<T>{dst1, n}, VecOperand<T>{a, n}, api, loc);
        VecOverlap(VecOperand<T>{dst1, n}, VecOperand<T>{b, n}, api, loc);
        const auto* p0 = reinterpret_cast<const uint8_t*>(dst0.Data());
        const auto* p1 = reinterpret_cast<const uint8_t*>(dst1.Data());
        VecRequire(n == 0 || p0 + n * sizeof(T) <= p1 || p1 + n * sizeof(T) <= p0, api, "the two destinations overlap",
                   loc);
        dst1.Declare(Pipe::V, seq, 0, n, true, api, loc);
    }
    const T* x = a.Data();
    const T* y = b.Data();
    // Each lane's inputs' written state, taken before either destination changes (one may be a source).
    std::vector<uint8_t> defined;
    if (san) {
        defined.resize(n);
        for (uint64_t i = 0; i < n; ++i) {
            defined[i] = UbDefined(x + i, sizeof(T)) && UbDefined(y + i, sizeof(T)) ? 1 : 0;
        }
    }
    std::vector<T> r0(n), r1(n);
    for (uint64_t i = 0; i < n; ++i) {
        const auto words = f(x[i], y[i]);
        r0[i] = words.low;
        r1[i] = words.high;
    }
    T* d0 = dst0.Data();
    T* d1 = dst1.Data();
    for (uint64_t i = 0; i < n; ++i) {
        d0[i] = r0[i];
        d1[i] = r1[i];
        if (san) {
            for (T* p : {d0 + i, d1 + i}) {
                if (defined[i] != 0) {
                    UbMarkDefined(p, sizeof(T));
                } else {
                    UbMarkUndefined(p, sizeof(T));
                }
            }
        }
    }
}

// Whether an op-table row has an fp32 whole-array path (engine/ops/op_row.h).
template <typename Row, typename = void>
struct HasBulkF32 : std::false_type {};
template <typename Row>
struct HasBulkF32<Row, std::void_t<decltype(&Row::BulkF32)>> : std::true_type {};

// The count form of a binary op-table row: dst[i] = Row::Lane(a[i], b[i]), fp32 through the row's
// whole-array path where it has one.
template <typename Row, typename T>
inline void CountBinary(ascsim::kern::SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& a, const UbOperand<T>& b,
                        int64_t count)
{
    const auto lane = [](T x, T y) { return Row::template Lane<T>(x, y); };
    if constexpr (HasBulkF32<Row>::value) {
        VecBinaryFast(Row::kName, loc, dst, a, b, count, Row::BulkF32, lane);
    } else {
        VecBinary(Row::kName, loc, dst, a, b, count, lane);
    }
}

// The count form of a unary op-table row: dst[i] = Row::Lane(src[i]).
template <typename Row, typename T>
inline void CountUnary(ascsim::kern::SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src, int64_t count)
{
    VecUnary(Row::kName, loc, dst, src, count, [](T x) { return Row::template Lane<T>(x); });
}

// The count form of a row whose lane takes the call's config (engine/ops/precision_arith.h):
// dst[i] = Row::Lane(src[i], config), fp32 through the row's whole-array path where it has one. Algo:
// what the spelling hands IssueVector (VecAlgo of the config, or -1).
template <typename Row, int Algo, typename T>
inline void CountUnaryCfg(ascsim::kern::SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src, int64_t count,
                          const typename Row::Config& config)
{
    const auto lane = [&config](T x) { return Row::template Lane<T>(x, config); };
    if constexpr (HasBulkF32<Row>::value) {
        VecUnaryFast<Algo>(
            Row::kName, loc, dst, src, count,
            [&config](float* d, const float* s, uint64_t n) { Row::BulkF32(d, s, n, config); }, lane);
    } else {
        VecUnary<Algo>(Row::kName, loc, dst, src, count, lane);
    }
}
template <typename Row, int Algo, typename T>
inline void CountBinaryCfg(ascsim::kern::SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& a,
                           const UbOperand<T>& b, int64_t count, const typename Row::Config& config)
{
    const auto lane = [&config](T x, T y) { return Row::template Lane<T>(x, y, config); };
    if constexpr (HasBulkF32<Row>::value) {
        VecBinaryFast<Algo>(
            Row::kName, loc, dst, a, b, count,
            [&config](float* d, const float* x, const float* y, uint64_t n) { Row::BulkF32(d, x, y, n, config); },
            lane);
    } else {
        VecBinary<Algo>(Row::kName, loc, dst, a, b, count, lane);
    }
}

// The count form of a tensor-scalar row (engine/ops/scalar_arith.h): dst[i] = Row::Lane(src[i], s),
// fp32 through the row's whole-array path where it has one.
template <typename Row, typename T>
inline void CountScalar(ascsim::kern::SrcLoc loc, const UbOperand<T>& dst, const UbOperand<T>& src, T s, int64_t count)
{
    const auto lane = [s](T x) { return Row::template Lane<T>(x, s); };
    if constexpr (HasBulkF32<Row>::value) {
        VecScalarFast(Row::kName, loc, dst, src, s, count, Row::BulkF32, lane);
    } else {
        VecUnary(Row::kName, loc, dst, src, count, lane);
    }
}

} // namespace AscendC::detail
