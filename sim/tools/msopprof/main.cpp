// msopprof of the CANN simulator: the msOpProf tool's command line (guide/编程指南/调试调优/性能调优.md) over
// the simulator's timing model. It runs the application with the profile on, then writes
// OPPROF_{timestamp}_XXXXXX/ in the working directory: dump/ (the raw per-launch profile), OpBasicInfo.csv
// and PipeUtilization.csv (opprof_report.h says which columns and why), and for `msopprof simulator` the
// instruction pipeline traces under simulator/ (Chrome trace format, one file per core per launch; the
// page's core*_code_exe.csv / core*_instr_exe.csv have no counterpart). The application's output and exit
// status pass through unchanged: a profiled run verifies its results as an unprofiled one.
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "ascsim/soc_profile.h"
#include "msopprof_args.h"
#include "opprof_report.h"

namespace {

using namespace ascsim::msopprof;

// OPPROF_{YYYYMMDDhhmmss}_{six capital letters}: the page shows OPPROF_{timestamp}_XXX; the width of each part
// is our choice. A name that exists already is drawn again.
std::string MakeOutputDir(std::string* error)
{
    std::random_device rd;
    std::mt19937 gen(rd());
    std::uniform_int_distribution<int> letter(0, 25);
    for (int attempt = 0; attempt < 100; ++attempt) {
        const std::time_t now = std::time(nullptr);
        std::tm tm{};
        localtime_r(&now, &tm);
        char stamp[32];
        std::strftime(stamp, sizeof(stamp), "%Y%m%d%H%M%S", &tm);
        std::string name = std::string("OPPROF_") + stamp + "_";
        for (int k = 0; k < 6; ++k) {
            name += static_cast<char>('A' + letter(gen));
        }
        if (mkdir(name.c_str(), 0755) == 0) {
            return name;
        }
        if (errno != EEXIST) {
            *error = "cannot create " + name + ": " + std::strerror(errno);
            return "";
        }
    }
    *error = "cannot find an unused OPPROF_ directory name";
    return "";
}

// Runs argv (searched on PATH) and returns its exit status as a shell reports it (128 + signal).
int Run(const std::vector<std::string>& argv)
{
    std::vector<char*> cargv;
    for (const std::string& a : argv) {
        cargv.push_back(const_cast<char*>(a.c_str()));
    }
    cargv.push_back(nullptr);
    std::fflush(nullptr);
    const pid_t pid = fork();
    if (pid < 0) {
        std::fprintf(stderr, "msopprof: cannot start %s: %s\n", argv[0].c_str(), std::strerror(errno));
        return 127;
    }
    if (pid == 0) {
        execvp(cargv[0], cargv.data());
        std::fprintf(stderr, "msopprof: cannot run %s: %s\n", argv[0].c_str(), std::strerror(errno));
        _exit(127);
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) {
            return 127;
        }
    }
    if (WIFEXITED(status)) {
        return WEXITSTATUS(status);
    }
    return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : 127;
}

bool WriteFile(const std::string& path, const std::string& text)
{
    std::ofstream f(path, std::ios::binary);
    f << text;
    return static_cast<bool>(f);
}

// The two report files from the dump. Returns the number of launches profiled, or -1 after a message.
int WriteReports(const std::string& dir, const std::string& dump)
{
    std::ifstream in(dump, std::ios::binary);
    if (!in) {
        return 0; // no kernel launch ended with the timing model on
    }
    std::stringstream text;
    text << in.rdbuf();
    ProfileTable table;
    std::string error = ParseCsv(text.str(), &table);
    if (error.empty()) {
        const std::string basic = SelectColumns(table, OpBasicInfoColumns(), &error);
        if (error.empty() && !WriteFile(dir + "/OpBasicInfo.csv", basic)) {
            error = "cannot write " + dir + "/OpBasicInfo.csv";
        }
    }
    if (error.empty()) {
        const std::string pipes = SelectColumns(table, PipeUtilizationColumns(), &error);
        if (error.empty() && !WriteFile(dir + "/PipeUtilization.csv", pipes)) {
            error = "cannot write " + dir + "/PipeUtilization.csv";
        }
    }
    if (!error.empty()) {
        std::fprintf(stderr, "msopprof: %s: %s\n", dump.c_str(), error.c_str());
        return -1;
    }
    return static_cast<int>(table.rows.size());
}

} // namespace

int main(int argc, char** argv)
{
    Args args;
    const std::string bad = ParseArgs(std::vector<std::string>(argv + 1, argv + argc), &args);
    if (args.help) {
        std::fputs(Usage().c_str(), stdout);
        return 0;
    }
    if (!bad.empty()) {
        std::fprintf(stderr, "msopprof: %s\n%s", bad.c_str(), Usage().c_str());
        return 2;
    }
    if (args.simulator && !args.socVersion.empty()) {
        const ascsim::SocProfile* soc = ascsim::FindSocProfileByCannName(args.socVersion);
        if (soc == nullptr) {
            std::string known;
            for (const std::string& n : ascsim::SocProfileNames()) {
                known += (known.empty() ? "" : ", ") + n + "_<NPU Name>";
            }
            std::fprintf(stderr, "msopprof: --soc-version=%s is not a SoC this simulator models (%s)\n",
                         args.socVersion.c_str(), known.c_str());
            return 2;
        }
        setenv("ASCEND_SIM_SOC", soc->name.c_str(), 1);
    }
    std::string error;
    const std::string dir = MakeOutputDir(&error);
    if (dir.empty() || mkdir((dir + "/dump").c_str(), 0755) != 0) {
        std::fprintf(stderr, "msopprof: %s\n", error.empty() ? std::strerror(errno) : error.c_str());
        return 1;
    }
    const std::string dump = dir + "/dump/op_summary.csv";
    setenv("ASCEND_SIM_PROFILE_CSV", dump.c_str(), 1);
    setenv("ASCEND_SIM_TIMING", "1", 1);
    if (args.simulator) {
        setenv("ASCEND_SIM_TRACE_DIR", (dir + "/simulator").c_str(), 1);
        setenv("ASCEND_SIM_TRACE_CORES", "all", 1);
    }
    const int status = Run(args.application);
    const int launches = WriteReports(dir, dump);
    if (launches > 0) {
        std::fprintf(stderr, "msopprof: %d kernel launch(es) profiled: %s/OpBasicInfo.csv, %s/PipeUtilization.csv%s\n",
                     launches, dir.c_str(), dir.c_str(),
                     args.simulator ? (", traces in " + dir + "/simulator").c_str() : "");
    } else if (launches == 0) {
        std::fprintf(stderr, "msopprof: no kernel launch was profiled (%s)\n", dir.c_str());
    }
    return status;
}
