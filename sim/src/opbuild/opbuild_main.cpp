// sim opbuild: linked with an op package's host sources at configure time by npu_op_code_gen;
// writes aclnn_<op>.h/.cpp for every registered op into the output directory.
// Usage: ascend_sim_opbuild <out_dir> <compute_unit[;compute_unit...]>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "aclnn_codegen.h"

int main(int argc, char** argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: %s <out_dir> <compute_units separated by ';'>\n", argv[0]);
        return 2;
    }
    const std::string outDir = argv[1];
    std::vector<std::string> units;
    std::stringstream list(argv[2]);
    for (std::string u; std::getline(list, u, ';');) {
        if (!u.empty()) {
            units.push_back(u);
        }
    }
    const auto ops = ascsim::ListRegisteredOps();
    if (ops.empty()) {
        std::fprintf(stderr, "opbuild: no op registered with OP_ADD in the given sources\n");
        return 1;
    }
    int generated = 0;
    for (const auto& op : ops) {
        ascsim::opbuild::GeneratedAclnn files;
        std::string error;
        if (!ascsim::opbuild::GenerateAclnn(op, units, &files, &error)) {
            std::fprintf(stderr, "opbuild: skipping %s: %s\n", op.opType.c_str(), error.c_str());
            continue;
        }
        for (const auto& [name, text] : {std::pair{files.headerName, files.header},
                                         std::pair{files.sourceName, files.source}}) {
            std::ofstream f(outDir + "/" + name);
            f << text;
            if (!f) {
                std::fprintf(stderr, "opbuild: cannot write %s/%s\n", outDir.c_str(), name.c_str());
                return 1;
            }
        }
        std::printf("opbuild: %s -> %s, %s\n", op.opType.c_str(), files.headerName.c_str(), files.sourceName.c_str());
        ++generated;
    }
    return generated > 0 ? 0 : 1;
}
