// Chrome trace-event files of the timing model (trace.h; sim/docs/timing_model.md §5.5). The layout is
// ours (the event schema is not documented): pid = core (block index), one thread per lane with the
// lane names of npusim's trace_core<N>.json (ops-math docs/zh/debug/npu_sim.md 表2: SCALAR, VECTOR,
// MTE2, MTE3, FLOWCTRL), one "X" event per instruction named after its API, ts/dur in µs at the SoC
// clock. Events of one lane that overlap (a transfer's completion latency runs while the next transfer
// already uses the port) go to an extra thread "MTE2 #2" ...: Chrome and Perfetto need the events of
// one thread to nest.
#include "timing/trace.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace ascsim::kern {

namespace {

constexpr int kLanes = 5;
const char* const kLaneNames[kLanes] = {"SCALAR", "VECTOR", "MTE2", "MTE3", "FLOWCTRL"};
const char* const kDefaultNames[kLanes] = {"scalar", "VF", "MTE2", "MTE3", "flow"};
constexpr int kTidsPerLane = 16; // tid = 1 + lane * 16 + overlap track (tid 0 avoided: the idle thread in some viewers)

// "all", or comma-separated N / N-M (spaces ignored).
bool ParseCores(const std::string& text, TraceSettings& s)
{
    std::string t;
    for (char c : text) {
        if (!std::isspace(static_cast<unsigned char>(c))) {
            t += c;
        }
    }
    if (t == "all") {
        s.all = true;
        return true;
    }
    size_t pos = 0;
    while (pos <= t.size()) {
        const size_t comma = std::min(t.find(',', pos), t.size());
        const std::string tok = t.substr(pos, comma - pos);
        const size_t dash = tok.find('-');
        const std::string a = tok.substr(0, dash);
        const std::string b = dash == std::string::npos ? a : tok.substr(dash + 1);
        auto digits = [](const std::string& x) {
            return !x.empty() && x.size() <= 9 &&
                   std::all_of(x.begin(), x.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
        };
        if (!digits(a) || !digits(b) || std::stoul(a) > std::stoul(b)) {
            return false;
        }
        s.cores.emplace_back(static_cast<uint32_t>(std::stoul(a)), static_cast<uint32_t>(std::stoul(b)));
        pos = comma + 1;
    }
    return true;
}

std::string SafeName(const std::string& kernel)
{
    std::string out;
    for (char c : kernel) {
        out += (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.') ? c : '_';
    }
    return out.empty() ? "kernel" : out;
}

void PutJsonString(FILE* f, const char* s)
{
    std::fputc('"', f);
    for (; *s != '\0'; ++s) {
        const auto c = static_cast<unsigned char>(*s);
        if (c == '"' || c == '\\') {
            std::fputc('\\', f);
            std::fputc(c, f);
        } else if (c < 0x20) {
            std::fprintf(f, "\\u%04x", c);
        } else {
            std::fputc(c, f);
        }
    }
    std::fputc('"', f);
}

struct Ev {
    double b, e;
    const char* name;
    const char* issues; // SCALAR issue slots: the lane the instruction went to
    int lane;
    const TraceRecord* flow; // FLOWCTRL items
    int tid = 0;
};

const char* PipeLabel(int p) { return PipeName(static_cast<Pipe>(p)); }

} // namespace

bool TraceSettings::Wants(uint32_t core) const
{
    if (all) {
        return true;
    }
    return std::any_of(cores.begin(), cores.end(),
                       [core](const auto& r) { return core >= r.first && core <= r.second; });
}

TraceSettings TraceSettingsForLaunch(const std::string& kernel)
{
    TraceSettings s;
    const char* dir = std::getenv("ASCEND_SIM_TRACE_DIR");
    if (dir == nullptr || *dir == '\0') {
        return s;
    }
    static std::atomic<uint32_t> launches{0};
    char index[16];
    std::snprintf(index, sizeof(index), "%04u", launches++);
    s.dir = std::string(dir) + "/kernel_" + index + "_" + SafeName(kernel);
    std::error_code ec;
    std::filesystem::create_directories(s.dir, ec);
    if (ec) {
        std::fprintf(stderr, "[ascend-sim trace] cannot create %s: %s; no trace for this launch\n", s.dir.c_str(),
                     ec.message().c_str());
        return TraceSettings{};
    }
    const char* cores = std::getenv("ASCEND_SIM_TRACE_CORES");
    if (cores != nullptr && *cores != '\0' && !ParseCores(cores, s)) {
        std::fprintf(stderr,
                     "[ascend-sim trace] ASCEND_SIM_TRACE_CORES=%s is not \"all\" or a list such as 0-2,12; tracing "
                     "core 0\n",
                     cores);
        s.all = false;
        s.cores.clear();
    }
    if (!s.all && s.cores.empty()) {
        s.cores.emplace_back(0U, 0U); // npusim report's default: core 0
    }
    s.on = true;
    return s;
}

void TraceIssue(CoreTrace& tr, Pipe pipe, uint64_t seq, double issueBegin, double issueEnd, double begin)
{
    TraceRecord r;
    r.lane = static_cast<uint8_t>(pipe);
    r.seq = seq;
    r.issueBegin = issueBegin;
    r.issueEnd = issueEnd;
    r.begin = begin;
    tr.records.push_back(r);
}

void TraceName(CoreTrace& tr, Pipe pipe, uint64_t seq, const char* api)
{
    // The instruction was issued just before its API names it: look back a few records only.
    const auto lane = static_cast<uint8_t>(pipe);
    const size_t n = tr.records.size();
    for (size_t i = n; i > 0 && i + 8 > n; --i) {
        TraceRecord& r = tr.records[i - 1];
        if (r.lane == lane && r.seq == seq) {
            if (r.name == nullptr) {
                r.name = api;
            }
            return;
        }
    }
}

void TraceFlow(CoreTrace& tr, const char* name, double begin, double end, int src, int dst, int eventId)
{
    TraceRecord r;
    r.name = name;
    r.lane = kFlowLane;
    r.issueBegin = begin;
    r.issueEnd = end;
    r.src = static_cast<int8_t>(src);
    r.dst = static_cast<int8_t>(dst);
    r.eventId = static_cast<int8_t>(eventId);
    tr.records.push_back(r);
}

void TraceScalar(CoreTrace& tr, const char* name, double begin, double end)
{
    TraceRecord r;
    r.name = name;
    r.lane = 0;
    r.issueBegin = begin;
    r.issueEnd = end;
    r.scalarOnly = true;
    tr.records.push_back(r);
}

bool WriteCoreTrace(const std::string& dir, uint32_t core, const std::string& kernel, const CoreTrace& tr,
                    const CoreTiming& timing, double clockHz)
{
    std::vector<Ev> lanes[kLanes];
    for (const TraceRecord& r : tr.records) {
        const char* name = r.name != nullptr ? r.name : kDefaultNames[r.lane];
        if (r.scalarOnly) {
            lanes[0].push_back(Ev{r.issueBegin, r.issueEnd, name, nullptr, 0, nullptr});
            continue;
        }
        if (r.lane == kFlowLane) {
            lanes[kFlowLane].push_back(
                Ev{r.issueBegin, std::max(r.issueBegin, r.issueEnd), name, nullptr, kFlowLane, &r});
            continue;
        }
        if (r.issueEnd > r.issueBegin) {
            lanes[0].push_back(Ev{r.issueBegin, r.issueEnd, name, kLaneNames[r.lane], 0, nullptr});
        }
        const std::vector<double>& ends = timing.ends[r.lane];
        const double end = r.seq >= 1 && r.seq <= ends.size() ? ends[r.seq - 1] : r.begin;
        lanes[r.lane].push_back(Ev{r.begin, std::max(r.begin, end), name, nullptr, r.lane, nullptr});
    }
    // Overlapping events of a lane go to its next free track.
    int tracks[kLanes] = {};
    for (int l = 0; l < kLanes; ++l) {
        std::stable_sort(lanes[l].begin(), lanes[l].end(), [](const Ev& a, const Ev& b) { return a.b < b.b; });
        std::vector<double> freeAt;
        for (Ev& ev : lanes[l]) {
            size_t k = 0;
            while (k < freeAt.size() && freeAt[k] > ev.b) {
                ++k;
            }
            if (k == freeAt.size()) {
                freeAt.push_back(ev.e);
            } else {
                freeAt[k] = ev.e;
            }
            k = std::min<size_t>(k, kTidsPerLane - 1); // beyond 16 tracks: shared (never seen in practice)
            ev.tid = 1 + l * kTidsPerLane + static_cast<int>(k);
        }
        tracks[l] = std::max<int>(1, static_cast<int>(std::min<size_t>(freeAt.size(), kTidsPerLane)));
    }

    const std::string path = dir + "/trace_core" + std::to_string(core) + ".json";
    FILE* f = std::fopen(path.c_str(), "w");
    if (f == nullptr) {
        std::fprintf(stderr, "[ascend-sim trace] cannot write %s\n", path.c_str());
        return false;
    }
    const double usPerCycle = 1e6 / clockHz;
    std::fprintf(f, "{\"displayTimeUnit\":\"ns\",\"otherData\":{\"kernel\":");
    PutJsonString(f, kernel.c_str());
    std::fprintf(f, ",\"core\":%u,\"clock_hz\":%.1f,\"time_unit\":\"us\"},\n\"traceEvents\":[\n", core, clockHz);
    std::fprintf(f, "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":%u,\"tid\":0,\"args\":{\"name\":", core);
    PutJsonString(f, ("core " + std::to_string(core) + " " + kernel).c_str());
    std::fprintf(
        f, "}},\n{\"name\":\"process_sort_index\",\"ph\":\"M\",\"pid\":%u,\"tid\":0,\"args\":{\"sort_index\":%u}}",
        core, core);
    for (int l = 0; l < kLanes; ++l) {
        for (int k = 0; k < tracks[l]; ++k) {
            const int tid = 1 + l * kTidsPerLane + k;
            const std::string label = k == 0 ? kLaneNames[l] :
                                               std::string(kLaneNames[l]) + " #" + std::to_string(k + 1);
            std::fprintf(f,
                         ",\n{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":%u,\"tid\":%d,\"args\":{\"name\":\"%s\"}}",
                         core, tid, label.c_str());
            std::fprintf(
                f,
                ",\n{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":%u,\"tid\":%d,\"args\":{\"sort_index\":%d}}",
                core, tid, tid);
        }
    }
    for (int l = 0; l < kLanes; ++l) {
        for (const Ev& ev : lanes[l]) {
            std::fprintf(f, ",\n{\"name\":");
            PutJsonString(f, ev.name);
            const bool instant = ev.flow != nullptr && ev.e <= ev.b;
            std::fprintf(f, ",\"cat\":\"%s\",\"ph\":\"%s\",%s\"pid\":%u,\"tid\":%d,\"ts\":%.6f", kLaneNames[l],
                         instant ? "i" : "X", instant ? "\"s\":\"t\"," : "", core, ev.tid, ev.b * usPerCycle);
            if (!instant) {
                std::fprintf(f, ",\"dur\":%.6f", (ev.e - ev.b) * usPerCycle);
            }
            std::fprintf(f, ",\"args\":{\"begin_cycle\":%.3f,\"end_cycle\":%.3f", ev.b, ev.e);
            if (ev.issues != nullptr) {
                std::fprintf(f, ",\"issues\":\"%s\"", ev.issues);
            }
            if (ev.flow != nullptr && ev.flow->src >= 0) {
                std::fprintf(f, ",\"flag\":\"%s_%s\",\"event_id\":%d", PipeLabel(ev.flow->src), PipeLabel(ev.flow->dst),
                             ev.flow->eventId);
            }
            std::fprintf(f, "}}");
        }
    }
    std::fprintf(f, "\n]}\n");
    const bool ok = std::ferror(f) == 0;
    std::fclose(f);
    if (!ok) {
        std::fprintf(stderr, "[ascend-sim trace] error writing %s\n", path.c_str());
    }
    return ok;
}

} // namespace ascsim::kern
