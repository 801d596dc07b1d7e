// Harness of the Reg API tests: one kernel that copies up to four GM buffers into four UB buffers
// (MTE2), runs one Vector Function on them (asc_vf_call) under the CTRL bits the test asks for,
// and copies all four back (MTE3), so a test only writes the VF body and reads the buffers
// afterwards. Buffer sizes are multiples of 32
// bytes; every byte the VF does not store keeps its uploaded value.
#pragma once

#include <functional>
#include <vector>

#include "kernel_test_util.h"

namespace regtest {

using namespace ktest;

using VfBody = std::function<void(uint8_t*, uint8_t*, uint8_t*, uint8_t*)>;
inline VfBody g_vfBody;
inline uint32_t g_bufBytes[4] = {32, 32, 32, 32};

// CTRL bits the harness sets before the VF (SetCtrlSpr is called outside a VF, Reg Cast.md) and
// puts back afterwards; -1 leaves a bit as the launch set it (the reset value: CTRL[60] = 1,
// CTRL[48] = 0, CTRL[59] = 0, i.e. saturating).
struct CtrlSetup {
    int global60 = -1;
    int noSat48 = -1;
    int truncate59 = -1;
    int fp8NanKeep50 = -1; // CTRL[50]: a saturating Cast to fp8_e4m3fn_t / fp8_e5m2_t keeps NaN (Cast.md)
};
inline CtrlSetup g_ctrl;

__simd_vf__ inline void HarnessVf(__ubuf__ uint8_t* b0, __ubuf__ uint8_t* b1, __ubuf__ uint8_t* b2,
                                  __ubuf__ uint8_t* b3)
{
    g_vfBody(b0, b1, b2, b3);
}

inline void HarnessKernel(GM_ADDR g0, GM_ADDR g1, GM_ADDR g2, GM_ADDR g3)
{
    using namespace AscendC;
    TPipe pipe;
    TBuf<TPosition::VECOUT> buf[4];
    GM_ADDR gm[4] = {g0, g1, g2, g3};
    LocalTensor<uint8_t> t[4];
    GlobalTensor<uint8_t> g[4];
    for (int k = 0; k < 4; ++k) {
        pipe.InitBuffer(buf[k], g_bufBytes[k]);
        t[k] = buf[k].Get<uint8_t>();
        g[k].SetGlobalBuffer(reinterpret_cast<__gm__ uint8_t*>(gm[k]), g_bufBytes[k]);
        DataCopy(t[k], g[k], g_bufBytes[k]);
    }
    SetFlag<HardEvent::MTE2_V>(EVENT_ID0);
    WaitFlag<HardEvent::MTE2_V>(EVENT_ID0);
    const int64_t saved60 = GetCtrlSpr<60, 60>(), saved48 = GetCtrlSpr<48, 48>(), saved59 = GetCtrlSpr<59, 59>();
    const int64_t saved50 = GetCtrlSpr<50, 50>();
    if (g_ctrl.global60 >= 0)
        SetCtrlSpr<60, 60>(g_ctrl.global60);
    if (g_ctrl.noSat48 >= 0)
        SetCtrlSpr<48, 48>(g_ctrl.noSat48);
    if (g_ctrl.truncate59 >= 0)
        SetCtrlSpr<59, 59>(g_ctrl.truncate59);
    if (g_ctrl.fp8NanKeep50 >= 0)
        SetCtrlSpr<50, 50>(g_ctrl.fp8NanKeep50);
    asc_vf_call<HarnessVf>(t[0].GetPhyAddr(), t[1].GetPhyAddr(), t[2].GetPhyAddr(), t[3].GetPhyAddr());
    SetFlag<HardEvent::V_MTE3>(EVENT_ID0);
    WaitFlag<HardEvent::V_MTE3>(EVENT_ID0);
    for (int k = 0; k < 4; ++k) {
        DataCopy(g[k], t[k], g_bufBytes[k]);
    }
    PipeBarrier<PIPE_ALL>();
    SetCtrlSpr<60, 60>(saved60);
    SetCtrlSpr<48, 48>(saved48);
    SetCtrlSpr<59, 59>(saved59);
    SetCtrlSpr<50, 50>(saved50);
}

// Raw bytes of a typed vector, padded with `pad` to a multiple of 32 bytes (at least 32).
template <typename T>
std::vector<uint8_t> Bytes(const std::vector<T>& v, uint8_t pad = 0)
{
    size_t n = v.size() * sizeof(T);
    size_t padded = n < 32 ? 32 : (n + 31) / 32 * 32;
    std::vector<uint8_t> b(padded, pad);
    std::memcpy(b.data(), v.data(), n);
    return b;
}
template <typename T>
std::vector<T> As(const std::vector<uint8_t>& b, size_t count)
{
    std::vector<T> v(count);
    std::memcpy(v.data(), b.data(), count * sizeof(T));
    return v;
}

// Runs `body` as the VF over four UB buffers holding `bufs` (at most four; missing ones are 32
// zero bytes), with CTRL set as `ctrl` says; afterwards bufs holds what the kernel copied back.
inline LaunchOutcome RunVf(std::vector<std::vector<uint8_t>>& bufs, VfBody body, CtrlSetup ctrl = {})
{
    g_ctrl = ctrl;
    bufs.resize(4);
    std::vector<DeviceBuffer> dev;
    std::vector<uint8_t*> args;
    for (int k = 0; k < 4; ++k) {
        if (bufs[k].empty()) {
            bufs[k].assign(32, 0);
        }
        g_bufBytes[k] = static_cast<uint32_t>(bufs[k].size());
        dev.emplace_back(bufs[k].size());
        dev.back().Fill(bufs[k]);
        args.push_back(dev.back().get());
    }
    g_vfBody = std::move(body);
    LaunchOutcome out = Launch(&HarnessKernel, 1, args, "reg_harness");
    for (int k = 0; k < 4; ++k) {
        bufs[k] = dev[k].ReadAll<uint8_t>();
    }
    g_vfBody = nullptr;
    return out;
}

inline uint16_t HalfBits(half h) { return h.bits(); }
inline uint16_t Bf16Bits(bfloat16_t b) { return b.bits(); }

} // namespace regtest
