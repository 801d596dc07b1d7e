// Chrome trace files of the timing model (ASCEND_SIM_TRACE_DIR, ASCEND_SIM_TRACE_CORES;
// sim/docs/timing_model.md §5.5). The files must be valid JSON (mini_json.h, and python3 -m json.tool
// when python3 exists) with one lane per pipe, and their events must agree with the launch's profile:
// per lane, the union of the events' intervals is that pipe's busy time, and the order of a kernel with
// known overlap (a Duplicate under the copy-in, Exps after the MTE2_V flag) shows in the timestamps.
// Expected durations are computed here from the parameter sheet (timing_model.md §1.2, §2).
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>

#include "kernel_test_util.h"
#include "mini_json.h"

using namespace AscendC;
using namespace ktest;
namespace fs = std::filesystem;

namespace {

constexpr uint32_t kCount = 4096; // floats per copy
constexpr uint32_t kExps = 6;
constexpr double kClockHz = 1.65e9; // timing_model.md §2

// Duplicate (V) runs while the copy-in (MTE2) is in flight; the Exps wait for the copy (MTE2_V flag);
// the copy-out waits for them (V_MTE3).
void OverlapKernel(GM_ADDR src, GM_ADDR dst)
{
    TPipe pipe;
    TBuf<TPosition::VECIN> inBuf;
    TBuf<TPosition::VECOUT> outBuf;
    pipe.InitBuffer(inBuf, kCount * sizeof(float));
    pipe.InitBuffer(outBuf, kCount * sizeof(float));
    const uint64_t base = GetBlockIdx() * kCount;
    GlobalTensor<float> s, d;
    s.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(src) + base, kCount);
    d.SetGlobalBuffer(reinterpret_cast<__gm__ float*>(dst) + base, kCount);
    LocalTensor<float> in = inBuf.Get<float>();
    LocalTensor<float> out = outBuf.Get<float>();
    Duplicate(out, 0.5f, static_cast<int32_t>(kCount));
    DataCopy(in, s, kCount);
    SetFlag<HardEvent::MTE2_V>(EVENT_ID0);
    WaitFlag<HardEvent::MTE2_V>(EVENT_ID0);
    for (uint32_t i = 0; i < kExps; ++i) {
        Exp(out, in, static_cast<int32_t>(kCount));
    }
    SetFlag<HardEvent::V_MTE3>(EVENT_ID0);
    WaitFlag<HardEvent::V_MTE3>(EVENT_ID0);
    DataCopy(d, out, kCount);
    PipeBarrier<PIPE_ALL>();
}

struct Event {
    std::string name;
    std::string lane; // thread name without the " #k" overlap suffix
    std::string ph;
    double ts = 0.0, dur = 0.0, begin = 0.0, end = 0.0;
    std::string flag;
};

struct Trace {
    bool ok = false;
    std::map<std::string, int> laneTids; // thread_name -> tid
    std::vector<Event> events;
};

std::string ReadFile(const fs::path& p)
{
    std::ifstream in(p);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

Trace LoadTrace(const fs::path& p, uint32_t core)
{
    Trace tr;
    mjson::Value root;
    std::string err;
    const std::string text = ReadFile(p);
    mjson::Parser parser(text);
    EXPECT_TRUE(parser.Parse(root, err)) << p << ": " << err;
    const mjson::Value* evs = root.Get("traceEvents");
    if (evs == nullptr || evs->kind != mjson::Value::kArr) {
        ADD_FAILURE() << p << ": no traceEvents array";
        return tr;
    }
    std::map<int, std::string> tidLane;
    for (const mjson::Value& e : evs->a) {
        const mjson::Value* ph = e.Get("ph");
        const mjson::Value* pid = e.Get("pid");
        EXPECT_TRUE(ph != nullptr && pid != nullptr);
        EXPECT_EQ(pid->n, core);
        if (ph->s == "M" && e.Get("name")->s == "thread_name") {
            const std::string name = e.Get("args")->Get("name")->s;
            tr.laneTids[name] = static_cast<int>(e.Get("tid")->n);
            tidLane[static_cast<int>(e.Get("tid")->n)] = name.substr(0, name.find(" #"));
        }
    }
    for (const mjson::Value& e : evs->a) {
        const std::string ph = e.Get("ph")->s;
        if (ph == "M") {
            continue;
        }
        Event ev;
        ev.name = e.Get("name")->s;
        ev.ph = ph;
        ev.lane = tidLane[static_cast<int>(e.Get("tid")->n)];
        ev.ts = e.Get("ts")->n;
        ev.dur = ph == "X" ? e.Get("dur")->n : 0.0;
        const mjson::Value* args = e.Get("args");
        ev.begin = args->Get("begin_cycle")->n;
        ev.end = args->Get("end_cycle")->n;
        if (const mjson::Value* f = args->Get("flag")) {
            ev.flag = f->s;
        }
        tr.events.push_back(ev);
    }
    tr.ok = true;
    return tr;
}

// Union length of a lane's [begin, end] intervals (cycles).
double Busy(const Trace& tr, const std::string& lane)
{
    std::vector<std::pair<double, double>> iv;
    for (const Event& e : tr.events) {
        if (e.lane == lane && e.ph == "X") {
            iv.emplace_back(e.begin, e.end);
        }
    }
    std::sort(iv.begin(), iv.end());
    double total = 0.0, covered = -1.0;
    for (const auto& i : iv) {
        if (i.second > covered) {
            total += i.second - std::max(i.first, covered);
            covered = i.second;
        }
    }
    return total;
}

std::vector<const Event*> Named(const Trace& tr, const std::string& name)
{
    std::vector<const Event*> out;
    for (const Event& e : tr.events) {
        if (e.name == name && e.lane != "SCALAR" && e.lane != "FLOWCTRL") {
            out.push_back(&e);
        }
    }
    return out;
}

double Cycles(double us) { return us * 1e-6 * kClockHz; }

class TraceTest : public KernelTest {
protected:
    void SetUp() override
    {
        KernelTest::SetUp();
        ascsim::kern::ResetL2Cache();
        unsetenv("ASCEND_SIM_TIMING");
        unsetenv("ASCEND_SIM_TRACE_CORES");
        char tmpl[] = "/tmp/ascsim_trace_XXXXXX";
        ASSERT_NE(mkdtemp(tmpl), nullptr);
        dir_ = tmpl;
        setenv("ASCEND_SIM_TRACE_DIR", dir_.c_str(), 1);
    }
    void TearDown() override
    {
        unsetenv("ASCEND_SIM_TRACE_DIR");
        unsetenv("ASCEND_SIM_TRACE_CORES");
        unsetenv("ASCEND_SIM_TIMING");
        std::error_code ec;
        fs::remove_all(dir_, ec);
        src_ = DeviceBuffer(); // freed before the runtime goes down
        dst_ = DeviceBuffer();
        KernelTest::TearDown();
    }
    // The launch directories written so far, sorted.
    std::vector<fs::path> LaunchDirs() const
    {
        std::vector<fs::path> out;
        for (const auto& e : fs::directory_iterator(dir_)) {
            out.push_back(e.path());
        }
        std::sort(out.begin(), out.end());
        return out;
    }
    std::vector<std::string> Files(const fs::path& d) const
    {
        std::vector<std::string> out;
        for (const auto& e : fs::directory_iterator(d)) {
            out.push_back(e.path().filename().string());
        }
        std::sort(out.begin(), out.end());
        return out;
    }
    LaunchOutcome Run(uint32_t blockDim, const char* name = "trace_overlap")
    {
        src_ = DeviceBuffer(blockDim * kCount * sizeof(float));
        dst_ = DeviceBuffer(blockDim * kCount * sizeof(float));
        src_.Fill(std::vector<float>(blockDim * kCount, 1.0f));
        return Launch(OverlapKernel, blockDim, {src_.get(), dst_.get()}, name);
    }
    std::string dir_;
    DeviceBuffer src_, dst_;
};

TEST_F(TraceTest, EventsMatchTheProfileAndTheOverlap)
{
    setenv("ASCEND_SIM_TRACE_CORES", "all", 1);
    const LaunchOutcome out = Run(2);
    ExpectClean(out);
    ASSERT_TRUE(out.profile.valid);
    const auto dirs = LaunchDirs();
    ASSERT_EQ(dirs.size(), 1U);
    EXPECT_TRUE(std::regex_match(dirs[0].filename().string(), std::regex("kernel_[0-9]{4}_trace_overlap"))) << dirs[0];
    EXPECT_EQ(Files(dirs[0]), (std::vector<std::string>{"trace_core0.json", "trace_core1.json"}));

    const uint32_t core = out.profile.slowestCore;
    const Trace tr = LoadTrace(dirs[0] / ("trace_core" + std::to_string(core) + ".json"), core);
    ASSERT_TRUE(tr.ok);
    for (const char* lane : {"SCALAR", "VECTOR", "MTE2", "MTE3", "FLOWCTRL"}) {
        EXPECT_EQ(tr.laneTids.count(lane), 1U) << lane;
    }
    // ts / dur are µs at the SoC clock.
    for (const Event& e : tr.events) {
        EXPECT_NEAR(e.ts, e.begin / kClockHz * 1e6, 2e-6) << e.name;
        EXPECT_NEAR(e.dur, (e.end - e.begin) / kClockHz * 1e6, 2e-6) << e.name;
    }
    // Per lane, the events cover exactly the pipe's busy time of the profile (a few 0.001-cycle roundings).
    const struct {
        const char* lane;
        double us;
    } lanes[] = {{"SCALAR", out.profile.aivScalarTimeUs},
                 {"VECTOR", out.profile.aivVecTimeUs},
                 {"MTE2", out.profile.aivMte2TimeUs},
                 {"MTE3", out.profile.aivMte3TimeUs}};
    for (const auto& l : lanes) {
        EXPECT_NEAR(Busy(tr, l.lane), Cycles(l.us), 0.05) << l.lane;
    }

    // Independent durations (Ascend950Test4, 2 active cores: the 128 B/cycle per-core cap binds; the read and
    // write latencies of 2 active cores, timing_model.md §2.1: 505 and 124 cycles with one core, 1650 with 64,
    // linear; Duplicate 1 cycle per VL, Exp 4 cycles per fp32 VL).
    const double vls = kCount / 64.0;
    const double copyIn0 = kCount * 4.0 / 128.0 + 505.0 + (1650.0 - 505.0) / 63.0;
    const double copyOut0 = kCount * 4.0 / 128.0 + 124.0 + (1650.0 - 124.0) / 63.0;
    const auto dup = Named(tr, "Duplicate");
    const auto copyIn = Named(tr, "DataCopy(GM->UB)");
    const auto exps = Named(tr, "Exp");
    const auto copyOut = Named(tr, "DataCopy(UB->GM)");
    ASSERT_EQ(dup.size(), 1U);
    ASSERT_EQ(copyIn.size(), 1U);
    ASSERT_EQ(exps.size(), kExps);
    ASSERT_EQ(copyOut.size(), 1U);
    EXPECT_EQ(dup[0]->lane, "VECTOR");
    EXPECT_EQ(copyIn[0]->lane, "MTE2");
    EXPECT_EQ(copyOut[0]->lane, "MTE3");
    const double lvf = ascsim::FindSocProfile("Ascend950Test4")->vfCallCycles; // each Memory-API call is one VF
    EXPECT_NEAR(dup[0]->end - dup[0]->begin, vls + lvf, 1e-3);
    EXPECT_NEAR(copyIn[0]->end - copyIn[0]->begin, copyIn0, 1e-3);
    EXPECT_NEAR(copyOut[0]->end - copyOut[0]->begin, copyOut0, 1e-3);
    // Overlap: the Duplicate runs while the copy is in flight.
    EXPECT_LT(dup[0]->begin, copyIn[0]->end);
    EXPECT_GT(dup[0]->end, copyIn[0]->begin);
    // Order: the Exps start after the copy completed (MTE2_V), back to back; the copy-out after the last.
    EXPECT_GE(exps[0]->begin, copyIn[0]->end - 1e-3);
    for (size_t i = 0; i < exps.size(); ++i) {
        EXPECT_NEAR(exps[i]->end - exps[i]->begin, 4.0 * vls + lvf, 1e-3);
        if (i > 0) {
            EXPECT_NEAR(exps[i]->begin, exps[i - 1]->end, 1e-3);
        }
    }
    EXPECT_GE(copyOut[0]->begin, exps.back()->end - 1e-3);
    EXPECT_NEAR(Cycles(out.profile.aivTimeUs), copyOut[0]->end, 1.0);
    // FLOWCTRL: the flags, and the final PIPE_ALL barrier, which waits for the copy-out.
    int sets = 0, waits = 0;
    const Event* barrier = nullptr;
    for (const Event& e : tr.events) {
        if (e.lane != "FLOWCTRL") {
            continue;
        }
        sets += e.name == "SetFlag" && (e.flag == "MTE2_V" || e.flag == "V_MTE3");
        waits += e.name == "WaitFlag" && (e.flag == "MTE2_V" || e.flag == "V_MTE3");
        if (e.name == "PipeBarrier<PIPE_ALL>") {
            barrier = &e;
        }
    }
    EXPECT_EQ(sets, 2);
    EXPECT_EQ(waits, 2);
    ASSERT_NE(barrier, nullptr);
    EXPECT_NEAR(barrier->end, copyOut[0]->end, 1e-3);

    // The same file passes python's JSON parser, when python3 is there.
    if (std::system("python3 -c pass >/dev/null 2>&1") == 0) {
        const std::string cmd = "python3 -m json.tool " + (dirs[0] / "trace_core0.json").string() + " >/dev/null";
        EXPECT_EQ(std::system(cmd.c_str()), 0);
    }
}

TEST_F(TraceTest, OneDirectoryPerLaunchAndCoreSelection)
{
    // Default: core 0 only (npusim report's default).
    ExpectClean(Run(3, "sel_default"));
    setenv("ASCEND_SIM_TRACE_CORES", " 1-2 ", 1);
    ExpectClean(Run(3, "sel_range"));
    setenv("ASCEND_SIM_TRACE_CORES", "0,2", 1);
    ExpectClean(Run(3, "sel_list"));
    setenv("ASCEND_SIM_TRACE_CORES", "2-1", 1); // not a range: falls back to core 0 (and says so)
    ExpectClean(Run(3, "sel_bad"));
    const auto dirs = LaunchDirs();
    ASSERT_EQ(dirs.size(), 4U);
    // kernel_<index>_<name>, the index counting this process's traced launches.
    int first = -1;
    const char* names[] = {"sel_default", "sel_range", "sel_list", "sel_bad"};
    const std::vector<std::string> files[] = {{"trace_core0.json"},
                                              {"trace_core1.json", "trace_core2.json"},
                                              {"trace_core0.json", "trace_core2.json"},
                                              {"trace_core0.json"}};
    for (int i = 0; i < 4; ++i) {
        const std::string d = dirs[i].filename().string();
        std::smatch m;
        ASSERT_TRUE(std::regex_match(d, m, std::regex("kernel_([0-9]{4})_(.*)"))) << d;
        if (i == 0) {
            first = std::stoi(m[1]);
        }
        EXPECT_EQ(std::stoi(m[1]), first + i) << d;
        EXPECT_EQ(m[2].str(), names[i]);
        EXPECT_EQ(Files(dirs[i]), files[i]) << d;
    }
}

TEST_F(TraceTest, OffUnlessAskedFor)
{
    unsetenv("ASCEND_SIM_TRACE_DIR");
    ExpectClean(Run(1));
    EXPECT_TRUE(LaunchDirs().empty());
    // No timing model, no trace.
    setenv("ASCEND_SIM_TRACE_DIR", dir_.c_str(), 1);
    setenv("ASCEND_SIM_TIMING", "0", 1);
    ExpectClean(Run(1));
    EXPECT_TRUE(LaunchDirs().empty());
}

} // namespace
