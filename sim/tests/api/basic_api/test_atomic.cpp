// Atomic operations (atomic.h): the DMA atomic of transfers to GM (SetAtomicAdd / Max / Min / Type,
// SetStoreAtomicConfig, DisableDmaAtomic) and the scalar atomics, against host references; several
// cores accumulating into the same GM sum exactly and do not race; the same without the atomic does.
#include <cmath>

#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class AtomicTest : public KernelTest {};

constexpr uint32_t kCores = 4;
constexpr uint32_t kLen = 64;

// Each core adds its row x[core] into z with the DMA atomic of type T and operation `op` (0 add,
// 1 max, 2 min). Broken: a plain DataCopy instead of the atomic.
template <typename T, int op>
void AtomicRows(GM_ADDR x, GM_ADDR z, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECIN> buf;
    pipe.InitBuffer(buf, kLen * sizeof(T));
    LocalTensor<T> t = buf.Get<T>();
    GlobalTensor<T> xg, zg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(x), kLen * kCores);
    zg.SetGlobalBuffer(reinterpret_cast<__gm__ T*>(z), kLen);
    DataCopy(t, xg[GetBlockIdx() * kLen], kLen);
    KT_FLAG(MTE2_MTE3);
    if (!Broken()) {
        if constexpr (op == 0) {
            SetAtomicAdd<T>();
        } else if constexpr (op == 1) {
            SetAtomicMax<T>();
        } else {
            SetAtomicMin<T>();
        }
    }
    KT_MARK(g_line);
    DataCopy(zg, t, kLen);
    DisableDmaAtomic();
}

template <typename T>
std::vector<T> Rows(uint32_t seed)
{
    std::vector<T> v(kLen * kCores);
    uint32_t s = seed;
    for (auto& e : v) {
        s = s * 1103515245u + 12345u;
        e = static_cast<T>(static_cast<int>((s >> 16) % 200) - 100);
    }
    return v;
}

TEST_F(AtomicTest, FloatAddFromFourCoresSumsExactly)
{
    const std::vector<float> x = Rows<float>(1);
    std::vector<float> init(kLen, 0.5f);
    DeviceBuffer xb = Upload(x), z = Upload(init), u(64);
    g_broken = false;
    ExpectClean(Launch(&AtomicRows<float, 0>, kCores, {xb.get(), z.get(), u.get()}, "atomic_add"));
    const std::vector<float> out = z.Read<float>(kLen);
    for (uint32_t i = 0; i < kLen; ++i) {
        float ref = 0.5f;
        for (uint32_t c = 0; c < kCores; ++c) {
            ref += x[c * kLen + i]; // integers: exact in any order
        }
        EXPECT_EQ(out[i], ref) << i;
    }
}

TEST_F(AtomicTest, WithoutTheAtomicTheCoresRace)
{
    const std::vector<float> x = Rows<float>(1);
    DeviceBuffer xb = Upload(x), z = Upload(std::vector<float>(kLen, 0.0f)), u(64);
    g_broken = true;
    g_line = 0;
    const LaunchOutcome r = Launch(&AtomicRows<float, 0>, kCores, {xb.get(), z.get(), u.get()}, "plain");
    g_broken = false;
    ExpectFinding(r, "racecheck", "both write GM bytes", Where(__FILE__, g_line.load()));
}

TEST_F(AtomicTest, Int32MaxMinAndHalfAdd)
{
    {
        const std::vector<int32_t> x = Rows<int32_t>(2);
        DeviceBuffer xb = Upload(x), z = Upload(std::vector<int32_t>(kLen, -1000)), u(64);
        ExpectClean(Launch(&AtomicRows<int32_t, 1>, kCores, {xb.get(), z.get(), u.get()}, "atomic_max"));
        const std::vector<int32_t> out = z.Read<int32_t>(kLen);
        for (uint32_t i = 0; i < kLen; ++i) {
            int32_t ref = -1000;
            for (uint32_t c = 0; c < kCores; ++c) {
                ref = std::max(ref, x[c * kLen + i]);
            }
            EXPECT_EQ(out[i], ref);
        }
    }
    {
        const std::vector<int32_t> x = Rows<int32_t>(3);
        DeviceBuffer xb = Upload(x), z = Upload(std::vector<int32_t>(kLen, 1000)), u(64);
        ExpectClean(Launch(&AtomicRows<int32_t, 2>, kCores, {xb.get(), z.get(), u.get()}, "atomic_min"));
        const std::vector<int32_t> out = z.Read<int32_t>(kLen);
        for (uint32_t i = 0; i < kLen; ++i) {
            int32_t ref = 1000;
            for (uint32_t c = 0; c < kCores; ++c) {
                ref = std::min(ref, x[c * kLen + i]);
            }
            EXPECT_EQ(out[i], ref);
        }
    }
    {
        const std::vector<half> x = Rows<half>(4);
        DeviceBuffer xb = Upload(x), z = Upload(std::vector<half>(kLen, half(0.0f))), u(64);
        ExpectClean(Launch(&AtomicRows<half, 0>, kCores, {xb.get(), z.get(), u.get()}, "atomic_add_half"));
        const std::vector<half> out = z.Read<half>(kLen);
        for (uint32_t i = 0; i < kLen; ++i) {
            float ref = 0.0f;
            for (uint32_t c = 0; c < kCores; ++c) {
                ref += static_cast<float>(x[c * kLen + i]);
            }
            EXPECT_EQ(static_cast<float>(out[i]), ref);
        }
    }
}

// int8_t add wraps (CTRL[53] at its default); half add saturates under the default CTRL (inf -> MAX).
void AtomicEdges(GM_ADDR i8, GM_ADDR h, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECOUT> a, b;
    pipe.InitBuffer(a, 32);
    pipe.InitBuffer(b, 32);
    LocalTensor<int8_t> ti = a.Get<int8_t>();
    LocalTensor<half> th = b.Get<half>();
    Duplicate(ti.ReinterpretCast<int16_t>(), static_cast<int16_t>(0x6464), 16); // 100 in every byte
    Duplicate(th, half(60000.0f), 16);
    KT_FLAG(V_MTE3);
    GlobalTensor<int8_t> gi;
    GlobalTensor<half> gh;
    gi.SetGlobalBuffer(reinterpret_cast<__gm__ int8_t*>(i8), 32);
    gh.SetGlobalBuffer(reinterpret_cast<__gm__ half*>(h), 16);
    SetAtomicAdd<int8_t>();
    DataCopy(gi, ti, 32);
    SetAtomicAdd<half>();
    DataCopy(gh, th, 16);
    DisableDmaAtomic();
}
TEST_F(AtomicTest, Int8WrapsAndHalfSaturates)
{
    DeviceBuffer i8 = Upload(std::vector<int8_t>(32, 100)), h = Upload(std::vector<half>(16, half(60000.0f))), u(64);
    ExpectClean(Launch(&AtomicEdges, 1, {i8.get(), h.get(), u.get()}, "edges"));
    EXPECT_EQ(i8.Read<int8_t>(1)[0], static_cast<int8_t>(200 - 256));
    EXPECT_EQ(static_cast<float>(h.Read<half>(1)[0]), 65504.0f);
}

// SetStoreAtomicConfig / GetStoreAtomicConfig / SetAtomicType read back CTRL[8:6], CTRL[10:9].
void AtomicConfig(GM_ADDR out, GM_ADDR, GM_ADDR)
{
    GlobalTensor<int32_t> o;
    o.SetGlobalBuffer(reinterpret_cast<__gm__ int32_t*>(out), 8);
    uint16_t type = 99;
    uint16_t op = 99;
    SetStoreAtomicConfig<AtomicDtype::ATOMIC_F16, AtomicOp::ATOMIC_SUM>();
    GetStoreAtomicConfig(type, op);
    o.SetValue(0, type);
    o.SetValue(1, op);
    SetAtomicMin<int16_t>();
    SetAtomicType<float>(); // the operation stays MIN
    GetStoreAtomicConfig(type, op);
    o.SetValue(2, type);
    o.SetValue(3, op);
    DisableDmaAtomic();
    GetStoreAtomicConfig(type, op);
    o.SetValue(4, type);
    o.SetValue(5, op);
}
TEST_F(AtomicTest, StoreAtomicConfigReadsBack)
{
    DeviceBuffer out = Upload(std::vector<int32_t>(8, -1)), u(64), u2(64);
    ExpectClean(Launch(&AtomicConfig, 1, {out.get(), u.get(), u2.get()}, "config"));
    EXPECT_EQ(out.Read<int32_t>(6), (std::vector<int32_t>{2, 0, 1, 2, 0, 0}));
}

// A kernel that returns with the DMA atomic still set leaks it into the next operator: ctrlcheck.
void AtomicLeftOn(GM_ADDR, GM_ADDR, GM_ADDR)
{
    KT_MARK(g_line);
    SetAtomicAdd<float>();
    if (!Broken()) {
        DisableDmaAtomic();
    }
}
TEST_F(AtomicTest, ReturningWithTheAtomicSetIsAFinding)
{
    ExpectBrokenAndTwin(&AtomicLeftOn, "ctrlcheck", "kernel returned with CTRL[6] = 1", __FILE__);
}

// ---- scalar atomics ----------------------------------------------------------------------------------
// Every core adds 1 to a counter 100 times, takes a ticket with AtomicCas, and records AtomicMax /
// AtomicMin of its index. Broken: GetValue + SetValue instead of AtomicAdd (a lost update and a race).
void ScalarAtomics(GM_ADDR ctr, GM_ADDR, GM_ADDR)
{
    auto* c = reinterpret_cast<__gm__ uint32_t*>(ctr);
    auto* f = reinterpret_cast<__gm__ float*>(ctr + 64);
    auto* m = reinterpret_cast<__gm__ int64_t*>(ctr + 128);
    GlobalTensor<uint32_t> g;
    g.SetGlobalBuffer(c, 8);
    const int64_t me = GetBlockIdx();
    for (int i = 0; i < 100; ++i) {
        if (Broken()) {
            const uint32_t v = g.GetValue(0);
            KT_MARK(g_line);
            g.SetValue(0, v + 1);
        } else {
            AtomicAdd<uint32_t>(c, 1u);
        }
        AtomicAdd<float>(f, 0.25f);
    }
    AtomicMax<int64_t>(m, me * 10);
    AtomicMin<int64_t>(m + 1, -me * 10);
    // A ticket: the core that swaps 0 -> me + 1 first wins; the rest see the winner.
    const uint32_t seen = AtomicCas<uint32_t>(c + 2, 0u, static_cast<uint32_t>(me + 1));
    AtomicAdd<uint32_t>(c + 3, seen == 0 ? 1u : 0u);
    (void)AtomicExch<uint32_t>(c + 4, 7u);
}
TEST_F(AtomicTest, ScalarAtomicsFromFourCores)
{
    DeviceBuffer ctr = Upload(std::vector<uint8_t>(256, 0)), u(64), u2(64);
    g_broken = false;
    ExpectClean(Launch(&ScalarAtomics, kCores, {ctr.get(), u.get(), u2.get()}, "scalar_atomics"));
    const std::vector<uint8_t> raw = ctr.Read<uint8_t>(256);
    uint32_t c[8];
    float f;
    int64_t m[2];
    std::memcpy(c, raw.data(), sizeof(c));
    std::memcpy(&f, raw.data() + 64, sizeof(f));
    std::memcpy(m, raw.data() + 128, sizeof(m));
    EXPECT_EQ(c[0], 400u);
    EXPECT_EQ(f, 100.0f);
    EXPECT_EQ(m[0], 30);
    EXPECT_EQ(m[1], -30);
    EXPECT_GE(c[2], 1u);
    EXPECT_LE(c[2], kCores);
    EXPECT_EQ(c[3], 1u); // exactly one winner
    EXPECT_EQ(c[4], 7u);
}
TEST_F(AtomicTest, GetValueSetValueInsteadOfAtomicAddRaces)
{
    DeviceBuffer ctr2 = Upload(std::vector<uint8_t>(256, 0)), u(64), u2(64);
    g_broken = true;
    g_line = 0;
    const LaunchOutcome r = Launch(&ScalarAtomics, kCores, {ctr2.get(), u.get(), u2.get()}, "lost_update");
    g_broken = false;
    ExpectFinding(r, "racecheck", "GM bytes", Where(__FILE__, g_line.load()));
}

// An atomic accumulation and a plain write of the same bytes by another core still race.
void AtomicAgainstPlain(GM_ADDR x, GM_ADDR z, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECIN> buf;
    pipe.InitBuffer(buf, kLen * sizeof(float));
    LocalTensor<float> t = buf.Get<float>();
    GlobalTensor<float> xg, zg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kLen * kCores);
    zg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), kLen);
    DataCopy(t, xg[GetBlockIdx() * kLen], kLen);
    KT_FLAG(MTE2_MTE3);
    if (GetBlockIdx() != 0) {
        SetAtomicAdd<float>();
    }
    DataCopy(zg, t, kLen);
    DisableDmaAtomic();
}
TEST_F(AtomicTest, AtomicAndPlainWritesOfOneAddressRace)
{
    DeviceBuffer xb = Upload(Rows<float>(5)), z = Upload(std::vector<float>(kLen, 0.0f)), u(64);
    const LaunchOutcome r = Launch(&AtomicAgainstPlain, kCores, {xb.get(), z.get(), u.get()}, "mixed");
    ExpectFinding(r, "racecheck", "(DMA atomic add float)", "");
}

// The sample of the docs: initialise with a plain copy, barrier, then atomics from the same core.
// Without the barrier the plain write and the atomic one are unordered on MTE3 (synccheck).
void AtomicAfterPlainOnOneCore(GM_ADDR x, GM_ADDR z, GM_ADDR)
{
    TPipe pipe;
    TBuf<TPosition::VECIN> buf;
    pipe.InitBuffer(buf, kLen * sizeof(float));
    LocalTensor<float> t = buf.Get<float>();
    GlobalTensor<float> xg, zg;
    xg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(x), kLen * kCores);
    zg.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(z), kLen);
    DataCopy(t, xg, kLen);
    KT_FLAG(MTE2_MTE3);
    DataCopy(zg, t, kLen);
    if (!Broken()) {
        PipeBarrier<PIPE_MTE3>();
    }
    SetAtomicAdd<float>();
    KT_MARK(g_line);
    DataCopy(zg, t, kLen);
    DisableDmaAtomic();
}
TEST_F(AtomicTest, APlainInitialisationNeedsABarrierBeforeTheAtomics)
{
    const std::vector<float> x = Rows<float>(6);
    DeviceBuffer xb = Upload(x), z = Upload(std::vector<float>(kLen, 0.0f)), u(64);
    g_broken = false;
    ExpectClean(Launch(&AtomicAfterPlainOnOneCore, 1, {xb.get(), z.get(), u.get()}, "init_then_add"));
    const std::vector<float> out = z.Read<float>(kLen);
    for (uint32_t i = 0; i < kLen; ++i) {
        EXPECT_EQ(out[i], 2.0f * x[i]);
    }
    DeviceBuffer z2 = Upload(std::vector<float>(kLen, 0.0f));
    g_broken = true;
    g_line = 0;
    const LaunchOutcome r = Launch(&AtomicAfterPlainOnOneCore, 1, {xb.get(), z2.get(), u.get()}, "no_barrier");
    g_broken = false;
    ExpectFinding(r, "synccheck", "two MTE3 transfers write overlapping GM", Where(__FILE__, g_line.load()));
}

} // namespace
