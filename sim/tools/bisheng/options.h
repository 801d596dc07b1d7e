// Command line of the simulator's bisheng: what to do (mode), the inputs and which user options go
// on to the host compiler's compile and link steps. The device-compiler options of real bisheng
// are accepted and ignored where they only tune device code, refused where the simulator cannot
// honour them (see options.cpp for the lists).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace ascsim::bisheng {

enum class Mode {
    Compile,    // -c / -dc: each source to an object
    Preprocess, // -E
    Link,       // default: compile the sources (if any) and link an executable
    SharedLink, // -shared / --shared
    StaticLib,  // -lib / --cce-build-static-lib: compile, then archive with ar
    Version,    // --version
    Help,       // --help / -help
};

enum class RunMode { Npu, Sim, Cpu };

enum class Language {
    Asc,    // Ascend C: launches rewritten, prelude included (.asc, -x asc, --asc-aicore-lang)
    Cxx,    // host C++ (.cpp ...): compiled as it is
    C,      // host C (.c)
    Object, // anything else: handed to the linker
};

struct InputFile {
    std::string path;
    Language language;
};

// One command-line element in its original order: an option (one or two words) or an input.
struct Item {
    std::vector<std::string> words;                   // empty for an input
    std::size_t input = static_cast<std::size_t>(-1); // index into Options::inputs, for an input
    bool compile = true;                              // passed to host compiles
    bool link = true;                                 // passed to the link
    bool isInput() const { return words.empty(); }
};

struct Options {
    Mode mode = Mode::Link;
    RunMode runMode = RunMode::Npu;
    std::string npuArch = "dav-3510";
    std::string output;       // -o
    std::string stdFlag;      // the user's last -std=..., empty for the default
    bool ascLanguage = false; // --asc-aicore-lang: every source is Ascend C
    bool verbose = false;     // -v: print the host commands
    std::vector<InputFile> inputs;
    std::vector<Item> items;
};

struct ParsedOptions {
    Options options;
    std::vector<std::string> errors; // messages without the "bisheng (CANN simulator): " prefix
};

// `args` without argv[0].
ParsedOptions ParseOptions(const std::vector<std::string>& args);

// The language of a file from its extension (.asc, .cpp/.cc/.cxx/.C ..., .c), Object otherwise.
Language LanguageOfPath(const std::string& path);

bool IsSource(Language language);

} // namespace ascsim::bisheng
