// The profile formatter (launch_observers.h): the timing model's summary of each launch as one log
// line on stderr (ASCEND_SIM_PROFILE=1) and / or one CSV row appended to a file (ASCEND_SIM_PROFILE_CSV=
// <file>, header first when the file is empty), msprof op-summary columns. An observer of launch ends
// only; the variables are read at every launch.
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>

#include "core/kernel_events.h"
#include "launch/launch_observers.h"

namespace ascsim::kern {

namespace {

void Format(const LaunchProfile& p)
{
    static std::mutex mu;
    const char* log = std::getenv("ASCEND_SIM_PROFILE");
    const char* csv = std::getenv("ASCEND_SIM_PROFILE_CSV");
    const bool wantLog = log != nullptr && std::string(log) != "0" && *log != '\0';
    const bool wantCsv = csv != nullptr && *csv != '\0';
    if (!wantLog && !wantCsv) {
        return;
    }
    std::lock_guard<std::mutex> lock(mu);
    if (wantLog) {
        std::fprintf(stderr,
                     "[ascend-sim profile] kernel %s soc %s blockDim %u: Task Duration(us) %.3f aiv_time(us) %.3f "
                     "aiv_total_cycles %llu aiv_vec_time(us) %.3f aiv_vec_ratio %.3f aiv_scalar_time(us) %.3f "
                     "aiv_scalar_ratio %.3f aiv_mte2_time(us) %.3f aiv_mte2_ratio %.3f aiv_mte3_time(us) %.3f "
                     "aiv_mte3_ratio %.3f l2_read_hit_rate %.3f\n",
                     p.kernel.c_str(), p.soc.c_str(), p.blockDim, p.taskDurationUs, p.aivTimeUs,
                     static_cast<unsigned long long>(p.aivTotalCycles), p.aivVecTimeUs, p.aivVecRatio,
                     p.aivScalarTimeUs, p.aivScalarRatio, p.aivMte2TimeUs, p.aivMte2Ratio, p.aivMte3TimeUs,
                     p.aivMte3Ratio, p.l2ReadHitRate);
    }
    if (wantCsv) {
        FILE* f = std::fopen(csv, "a");
        if (f == nullptr) {
            std::fprintf(stderr, "[ascend-sim profile] cannot open ASCEND_SIM_PROFILE_CSV file %s\n", csv);
            return;
        }
        std::fseek(f, 0, SEEK_END);
        if (std::ftell(f) == 0) {
            std::fprintf(f, "Op Name,SoC,Block Dim,Task Duration(us),aiv_time(us),aiv_total_cycles,aiv_vec_time(us),"
                            "aiv_vec_ratio,aiv_scalar_time(us),aiv_scalar_ratio,aiv_mte2_time(us),aiv_mte2_ratio,"
                            "aiv_mte3_time(us),aiv_mte3_ratio,l2_read_hit_rate\n");
        }
        // The kernel name may hold commas and quotes (template arguments): an RFC 4180 quoted cell.
        std::string name = "\"";
        for (const char ch : p.kernel) {
            name += ch == '"' ? std::string("\"\"") : std::string(1, ch);
        }
        name += '"';
        std::fprintf(f, "%s,%s,%u,%.3f,%.3f,%llu,%.3f,%.4f,%.3f,%.4f,%.3f,%.4f,%.3f,%.4f,%.4f\n", name.c_str(),
                     p.soc.c_str(), p.blockDim, p.taskDurationUs, p.aivTimeUs,
                     static_cast<unsigned long long>(p.aivTotalCycles), p.aivVecTimeUs, p.aivVecRatio,
                     p.aivScalarTimeUs, p.aivScalarRatio, p.aivMte2TimeUs, p.aivMte2Ratio, p.aivMte3TimeUs,
                     p.aivMte3Ratio, p.l2ReadHitRate);
        std::fclose(f);
    }
}

class Formatter final : public KernelEventObserver {
public:
    bool WantsCoreEvents() const override { return false; }
    void OnLaunchEnd(const LaunchInfo& info) override
    {
        if (info.profile != nullptr && info.profile->valid) {
            Format(*info.profile);
        }
    }
};

} // namespace

KernelEventObserver& ProfileFormatter()
{
    static Formatter formatter;
    return formatter;
}

} // namespace ascsim::kern
