// The driver of driver.h. An Ascend C source compiled to <object> is rewritten to
// <object>.ascsim.cpp, which is kept (the depfile of -MD names it, and diagnostics can be checked
// against it); a compile that is only a step of a link writes both into a temporary directory.
#include "driver.h"

#include "host_commands.h"
#include "process.h"
#include "source_rewrite.h"

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <unistd.h>

namespace ascsim::bisheng {
namespace {

namespace fs = std::filesystem;

void Error(const std::string& message) { std::cerr << "bisheng (CANN simulator): " << message << "\n"; }

// A private directory for the objects of compile-and-link, removed with everything in it.
class TempDir {
public:
    TempDir()
    {
        const char* tmp = std::getenv("TMPDIR");
        std::string pattern = std::string(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") + "/bisheng-XXXXXX";
        if (mkdtemp(pattern.data()) != nullptr)
            path_ = pattern;
    }
    ~TempDir()
    {
        std::error_code ec;
        if (!path_.empty())
            fs::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

class Driver {
public:
    Driver(const Options& options, const Toolkit& toolkit) : opts_(options), toolkit_(toolkit) {}

    int Run()
    {
        if (opts_.verbose)
            std::cerr << VersionLine() << "\n";
        switch (opts_.mode) {
            case Mode::Compile:
                return CompileEach(/*preprocess=*/false);
            case Mode::Preprocess:
                return CompileEach(/*preprocess=*/true);
            default:
                return BuildAndLink();
        }
    }

private:
    int Execute(const std::vector<std::string>& cmd) const
    {
        if (opts_.verbose)
            std::cerr << ShellQuote(cmd) << "\n";
        return RunCommand(cmd);
    }

    // The file g++ compiles for `source`: the source itself, or for Ascend C its rewrite written to
    // `rewritten` (source_rewrite.h). Empty on failure (reported).
    std::string PrepareInput(const InputFile& source, const std::string& rewritten) const
    {
        if (source.language != Language::Asc)
            return source.path;
        const RewrittenSource result = RewriteAscFile(source.path, rewritten, toolkit_.includeDir);
        for (const auto& e : result.errors)
            std::cerr << e << "\n";
        return result.ok ? rewritten : std::string();
    }

    int Compile(const InputFile& source, const std::string& rewritten, const std::string& output, bool preprocess) const
    {
        const std::string input = PrepareInput(source, rewritten);
        if (input.empty())
            return 1;
        return Execute(CompileCommand(opts_, toolkit_, CompileJob{&source, input, output, preprocess}));
    }

    static std::string Stem(const std::string& path) { return fs::path(path).stem().string(); }

    int CompileEach(bool preprocess)
    {
        TempDir temp; // only -E uses it
        for (const auto& source : opts_.inputs) {
            if (!IsSource(source.language))
                continue;
            std::string output = opts_.output;
            std::string rewritten;
            if (preprocess) {
                if (temp.path().empty())
                    // io: no temporary directory
                    return Error("cannot create a temporary directory"), 1;
                rewritten = temp.path() + "/" + Stem(source.path) + ".ascsim.cpp";
            } else {
                if (output.empty())
                    output = Stem(source.path) + ".o";
                rewritten = output + ".ascsim.cpp";
            }
            if (int rc = Compile(source, rewritten, output, preprocess))
                return rc;
        }
        return 0;
    }

    int BuildAndLink()
    {
        TempDir temp;
        std::vector<std::string> objects;
        for (std::size_t i = 0; i < opts_.inputs.size(); ++i) {
            const InputFile& in = opts_.inputs[i];
            if (!IsSource(in.language)) {
                objects.push_back(in.path);
                continue;
            }
            if (temp.path().empty())
                // io: no temporary directory
                return Error("cannot create a temporary directory"), 1;
            const std::string object = temp.path() + "/" + std::to_string(i) + "_" + Stem(in.path) + ".o";
            if (int rc = Compile(in, object + ".ascsim.cpp", object, /*preprocess=*/false))
                return rc;
            objects.push_back(object);
        }
        if (opts_.mode == Mode::StaticLib) {
            std::error_code ec;
            fs::remove(opts_.output, ec); // ar would add to an old archive
            return Execute(ArchiveCommand(opts_, objects));
        }
        return Execute(LinkCommand(opts_, toolkit_, objects));
    }

    const Options& opts_;
    const Toolkit& toolkit_;
};

} // namespace

const char* VersionLine()
{
    return "bisheng (CANN simulator) 1.0: Ascend C for dav-3510 (Ascend 950PR/950DT) compiled as host C++ "
           "for the simulator's kernel emulator";
}

int RunDriver(const Options& options, const Toolkit& toolkit) { return Driver(options, toolkit).Run(); }

} // namespace ascsim::bisheng
