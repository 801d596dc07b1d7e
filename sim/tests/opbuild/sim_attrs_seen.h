// What SimAttrs' tiling function (test_ops.cpp) read from its gert::RuntimeAttrs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

struct SimAttrsSeen {
    size_t count = 0;
    float alpha = 0.0f;
    float beta = 0.0f;
    int64_t steps = 0;
    bool flag = false;
    std::string mode;
    std::string name;
    std::vector<float> scales;
    std::vector<int64_t> dims;
    std::vector<bool> mask;
    size_t padsSize = 99;
};

namespace ops {
extern SimAttrsSeen g_simAttrsSeen;
}
