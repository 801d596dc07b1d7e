// Command lines of host_commands.h.
#include "host_commands.h"

#include <cstdlib>
#include <sstream>

namespace ascsim::bisheng {

const std::vector<std::string> kSimLibraries = {"-lascendc_kernel_sim", "-lascendcl", "-lplatform", "-lregister",
                                                "-lnnopbase"};

std::vector<std::string> HostCompiler()
{
    std::vector<std::string> words;
    if (const char* env = std::getenv("ASCSIM_HOST_CXX")) {
        std::istringstream in(env);
        for (std::string w; in >> w;)
            words.push_back(w);
    }
    if (words.empty())
        words.push_back("c++");
    return words;
}

std::string Prelude()
{
    const char* env = std::getenv("ASCSIM_PRELUDE");
    return env != nullptr && *env != '\0' ? env : kDefaultPrelude;
}

namespace {

std::string DirectoryOf(const std::string& path)
{
    const auto slash = path.find_last_of('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

void AppendUserItems(const Options& options, bool compile, std::vector<std::string>& cmd)
{
    for (const auto& item : options.items) {
        if (!item.isInput() && (compile ? item.compile : item.link)) {
            cmd.insert(cmd.end(), item.words.begin(), item.words.end());
        }
    }
}

} // namespace

std::vector<std::string> AscSourceFlags(const std::string& sourcePath, const std::string& toolkitIncludeDir)
{
    std::vector<std::string> flags = {"-include", Prelude(), "-iquote", DirectoryOf(sourcePath)};
    if (!toolkitIncludeDir.empty())
        flags.push_back("-I" + toolkitIncludeDir);
    return flags;
}

std::vector<std::string> CompileCommand(const Options& options, const Toolkit& toolkit, const CompileJob& job)
{
    std::vector<std::string> cmd = HostCompiler();
    const Language lang = job.source->language;
    const bool cxx = lang != Language::C;
    cmd.insert(cmd.end(), {"-x", cxx ? "c++" : "c"});
    const bool userStdIsCxx = options.stdFlag.find("++") != std::string::npos;
    if (cxx) {
        cmd.push_back(options.stdFlag.empty() || !userStdIsCxx ? "-std=c++17" : options.stdFlag);
    } else if (!options.stdFlag.empty() && !userStdIsCxx) {
        cmd.push_back(options.stdFlag);
    }
    if (lang == Language::Asc) {
        const std::vector<std::string> flags = AscSourceFlags(job.source->path, toolkit.includeDir);
        cmd.insert(cmd.end(), flags.begin(), flags.end());
    } else if (!toolkit.includeDir.empty()) {
        cmd.push_back("-I" + toolkit.includeDir);
    }
    if (lang == Language::Asc) {
        cmd.push_back("-D__NPU_ARCH__=3510");
        if (options.runMode == RunMode::Cpu)
            cmd.push_back("-DASCENDC_CPU_DEBUG");
    }
    cmd.push_back("-pthread");
    AppendUserItems(options, /*compile=*/true, cmd);
    cmd.insert(cmd.end(), {job.preprocess ? "-E" : "-c", job.input});
    if (!job.output.empty())
        cmd.insert(cmd.end(), {"-o", job.output});
    return cmd;
}

std::vector<std::string> LinkCommand(const Options& options, const Toolkit& toolkit,
                                     const std::vector<std::string>& objects)
{
    std::vector<std::string> cmd = HostCompiler();
    if (options.mode == Mode::SharedLink)
        cmd.push_back("-shared");
    for (const auto& item : options.items) {
        if (item.isInput()) {
            cmd.push_back(objects[item.input]);
        } else if (item.link) {
            cmd.insert(cmd.end(), item.words.begin(), item.words.end());
        }
    }
    if (!options.output.empty())
        cmd.insert(cmd.end(), {"-o", options.output});
    for (const auto& dir : toolkit.libDirs)
        cmd.push_back("-L" + dir);
    for (const auto& dir : toolkit.libDirs)
        cmd.push_back("-Wl,-rpath," + dir);
    cmd.insert(cmd.end(), kSimLibraries.begin(), kSimLibraries.end());
    cmd.push_back("-pthread");
    return cmd;
}

std::vector<std::string> ArchiveCommand(const Options& options, const std::vector<std::string>& objects)
{
    const char* ar = std::getenv("AR");
    std::vector<std::string> cmd = {ar != nullptr && *ar != '\0' ? ar : "ar", "rcs", options.output};
    for (const auto& item : options.items) {
        if (item.isInput())
            cmd.push_back(objects[item.input]);
    }
    return cmd;
}

} // namespace ascsim::bisheng
