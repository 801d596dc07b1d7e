// Running the host tools: a command's exit status, as a shell would report it.
#pragma once

#include <string>
#include <vector>

namespace ascsim::bisheng {

// Runs `argv` (searched on PATH), waits, returns its exit code (128 + signal if killed). A command
// that cannot start reports on stderr and returns 127.
int RunCommand(const std::vector<std::string>& argv);

// `argv` as a shell command line, quoting words that need it (for -v).
std::string ShellQuote(const std::vector<std::string>& argv);

} // namespace ascsim::bisheng
