// The launcher of compile_launcher.h.
#include "compile_launcher.h"

#include "host_commands.h"
#include "process.h"
#include "source_rewrite.h"

#include <fstream>
#include <iostream>

namespace ascsim::bisheng {

namespace {

void Error(LauncherCommand& plan, const std::string& message) { plan.error = message; }

void Error(const std::string& message) { std::cerr << "bisheng (CANN simulator): " << message << "\n"; }

} // namespace

LauncherCommand PlanLauncherCommand(const std::vector<std::string>& command, const std::string& toolkitIncludeDir)
{
    LauncherCommand plan;
    std::size_t sourceAt = 0;
    for (std::size_t i = 1; i + 1 < command.size(); ++i) {
        const std::string& word = command[i];
        if (word == "-c") {
            if (!plan.source.empty()) {
                // usage: the launcher compiles one source per command, as CMake's compile rules give it
                Error(plan, "more than one '-c <source>'");
                return plan;
            }
            sourceAt = i + 1;
            plan.source = command[sourceAt];
        } else if (word == "-o") {
            plan.object = command[i + 1];
        } else if (word == "-MF") {
            plan.depfile = command[i + 1];
        } else if (word == "-MT") {
            plan.depTarget = command[i + 1];
        }
    }
    if (command.empty() || plan.source.empty() || plan.object.empty()) {
        // usage: a compile command names its source and its object
        Error(plan, "expected '<compiler> <args...> -o <object> -c <source>'");
        return plan;
    }
    if (plan.depTarget.empty())
        plan.depTarget = plan.object;
    plan.rewritten = plan.object + ".ascsim.cpp";
    // The language's flags first, as in bisheng's own compile (host_commands.h, AscSourceFlags).
    plan.argv = {command[0]};
    const std::vector<std::string> flags = AscSourceFlags(plan.source, toolkitIncludeDir);
    plan.argv.insert(plan.argv.end(), flags.begin(), flags.end());
    for (std::size_t i = 1; i < command.size(); ++i)
        plan.argv.push_back(i == sourceAt ? plan.rewritten : command[i]);
    return plan;
}

namespace {

// The rewritten copies of the headers are what the compiler read; the originals are what a user edits.
bool AddOriginalsToDepfile(const LauncherCommand& plan, const std::vector<std::string>& originals)
{
    std::ofstream dep(plan.depfile, std::ios::app);
    dep << "\n" << plan.depTarget << ": \\\n  " << plan.source;
    for (const auto& header : originals)
        dep << " \\\n  " << header;
    dep << "\n";
    return static_cast<bool>(dep);
}

} // namespace

int RunCompileLauncher(const std::vector<std::string>& command, const Toolkit& toolkit)
{
    const LauncherCommand plan = PlanLauncherCommand(command, toolkit.includeDir);
    if (!plan.error.empty()) {
        std::cerr << "bisheng (CANN simulator): " << kCompileLauncherFlag << ": " << plan.error << "\n";
        return 2;
    }
    const RewrittenSource rewritten = RewriteAscFile(plan.source, plan.rewritten, toolkit.includeDir);
    for (const auto& e : rewritten.errors)
        std::cerr << e << "\n";
    if (!rewritten.ok)
        return 1;
    if (int rc = RunCommand(plan.argv))
        return rc;
    if (!plan.depfile.empty() && !AddOriginalsToDepfile(plan, rewritten.headers)) {
        // io: the depfile cannot be appended to
        Error("cannot write '" + plan.depfile + "'");
        return 1;
    }
    return 0;
}

} // namespace ascsim::bisheng
