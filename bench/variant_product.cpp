// Variant "product": the AsinGrad operator as an application runs it, through the two-phase aclnn
// API (aclnnAsinGradGetWorkspaceSize, aclnnAsinGrad) on the simulator. Its modeled profile comes
// from the simulator's public per-launch CSV (ASCEND_SIM_PROFILE_CSV): the file is pointed at a
// fresh temporary for the duration of the call and every row it receives is summed.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "aclnn_asin_grad.h"
#include "asin_grad_reference.h"
#include "ascendc_sim/kernel/kernel_registry.h"
#include "variants.h"

namespace bench {
namespace {

// RFC 4180 cells: the simulator quotes the kernel name, which holds commas ("asin_grad<float, 0>").
std::vector<std::string> SplitCsv(const std::string& line)
{
    std::vector<std::string> cells(1);
    bool quoted = false;
    for (size_t i = 0; i < line.size(); ++i) {
        const char ch = line[i];
        if (quoted) {
            if (ch == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                cells.back() += '"';
                ++i;
            } else if (ch == '"') {
                quoted = false;
            } else {
                cells.back() += ch;
            }
        } else if (ch == '"') {
            quoted = true;
        } else if (ch == ',') {
            cells.emplace_back();
        } else {
            cells.back() += ch;
        }
    }
    return cells;
}

// Sums the rows of a profile CSV written by the simulator (header first) into *acc.
std::string ReadProfileCsv(const std::string& path, Profile* acc)
{
    std::ifstream in(path);
    std::string line;
    if (!std::getline(in, line)) {
        return "no profile row: the operator launched no kernel, or the timing model is off (ASCEND_SIM_TIMING=0)";
    }
    const std::vector<std::string> header = SplitCsv(line);
    auto column = [&](const char* name) -> int {
        for (size_t i = 0; i < header.size(); ++i) {
            if (header[i] == name) {
                return static_cast<int>(i);
            }
        }
        return -1;
    };
    const int cSoc = column("SoC"), cBlock = column("Block Dim"), cTask = column("Task Duration(us)"),
              cVec = column("aiv_vec_time(us)"), cMte2 = column("aiv_mte2_time(us)"),
              cMte3 = column("aiv_mte3_time(us)");
    if (cSoc < 0 || cBlock < 0 || cTask < 0 || cVec < 0 || cMte2 < 0 || cMte3 < 0) {
        return "unexpected profile CSV header: " + line;
    }
    while (std::getline(in, line)) {
        const std::vector<std::string> cells = SplitCsv(line);
        if (cells.size() != header.size()) {
            return "malformed profile CSV row: " + line;
        }
        ascsim::kern::LaunchProfile p;
        p.soc = cells[cSoc];
        p.blockDim = static_cast<uint32_t>(std::stoul(cells[cBlock]));
        p.taskDurationUs = std::stod(cells[cTask]);
        p.aivVecTimeUs = std::stod(cells[cVec]);
        p.aivMte2TimeUs = std::stod(cells[cMte2]);
        p.aivMte3TimeUs = std::stod(cells[cMte3]);
        acc->Add(p);
    }
    return acc->launches > 0 ? "" : "no profile row: the operator launched no kernel";
}

std::string ErrMsg()
{
    const char* m = aclGetRecentErrMsg();
    return m == nullptr ? "" : m;
}

// Both aclnn phases and the stream synchronisation. "" on success.
std::string RunAclnn(const Case& c)
{
    const std::vector<int64_t> shape = {c.n};
    const std::vector<int64_t> strides = {1};
    aclTensor* dy = aclCreateTensor(shape.data(), 1, AclType(c.dtype), strides.data(), 0, ACL_FORMAT_ND, shape.data(),
                                    1, c.dy);
    aclTensor* x = aclCreateTensor(shape.data(), 1, AclType(c.dtype), strides.data(), 0, ACL_FORMAT_ND, shape.data(), 1,
                                   c.x);
    aclTensor* dx = aclCreateTensor(shape.data(), 1, AclType(c.dtype), strides.data(), 0, ACL_FORMAT_ND, shape.data(),
                                    1, c.dx);
    std::string err;
    uint64_t wsSize = 0;
    aclOpExecutor* executor = nullptr;
    void* ws = nullptr;
    if (dy == nullptr || x == nullptr || dx == nullptr) {
        err = "aclCreateTensor failed";
    } else if (aclnnAsinGradGetWorkspaceSize(dy, x, dx, &wsSize, &executor) != 0) {
        err = std::string("aclnnAsinGradGetWorkspaceSize failed: ") + ErrMsg();
    } else if (wsSize > 0 && aclrtMalloc(&ws, wsSize, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS) {
        err = "workspace allocation failed";
    } else if (aclnnAsinGrad(ws, wsSize, executor, c.stream) != 0) {
        err = std::string("aclnnAsinGrad failed: ") + ErrMsg();
    } else if (aclrtSynchronizeStream(c.stream) != ACL_SUCCESS) {
        err = std::string("the kernel failed: ") + ErrMsg();
    }
    if (ws != nullptr) {
        (void)aclrtFree(ws);
    }
    for (aclTensor* t : {dy, x, dx}) {
        if (t != nullptr) {
            (void)aclDestroyTensor(t);
        }
    }
    return err;
}

} // namespace

Profile RunProductVariant(const Case& c)
{
    char path[] = "/tmp/asin_grad_bench_profile_XXXXXX";
    const int fd = mkstemp(path);
    if (fd < 0) {
        return Profile::Fail("cannot create a temporary profile CSV");
    }
    close(fd);
    // The variable is the simulator's public switch: point it at our file for this call only, and
    // restore whatever the user set (their file then misses this launch's row).
    const char* userCsv = std::getenv("ASCEND_SIM_PROFILE_CSV");
    const std::string saved = userCsv == nullptr ? "" : userCsv;
    setenv("ASCEND_SIM_PROFILE_CSV", path, 1);
    const std::string err = RunAclnn(c);
    if (userCsv != nullptr) {
        setenv("ASCEND_SIM_PROFILE_CSV", saved.c_str(), 1);
    } else {
        unsetenv("ASCEND_SIM_PROFILE_CSV");
    }
    Profile acc;
    const std::string csvErr = err.empty() ? ReadProfileCsv(path, &acc) : "";
    std::remove(path);
    if (!err.empty() || !csvErr.empty()) {
        return Profile::Fail(err.empty() ? csvErr : err);
    }
    return acc;
}

// The operator and the kernel that consumes its output: what dx's L2 hint costs or saves across the
// two launches (L2 contents carry from the first launch to the second, sim/docs/timing_model.md §5.7).
Profile RunProductNextVariant(const Case& c)
{
    Profile p = RunProductVariant(c);
    if (p.ok) {
        (void)RunDxConsumer(c, &p);
    }
    return p;
}

// The reference kernel (the Memory-API kernel the fused one replaced): test-only, not in the
// package, launched directly with its own tiling (tests/reference_kernel/asin_grad_reference.h).
Profile RunReferenceVariant(const Case& c)
{
    const ge::DataType dt = c.dtype == DType::kF32 ? ge::DT_FLOAT :
                            c.dtype == DType::kF16 ? ge::DT_FLOAT16 :
                                                     ge::DT_BF16;
    const asin_grad_reference::Result r = asin_grad_reference::Run(dt, c.n, c.dy, c.x, c.dx);
    if (!r.ok) {
        return Profile::Fail(r.message);
    }
    if (!r.profile.valid) {
        return Profile::Fail("reference kernel: no modeled profile (is ASCEND_SIM_TIMING=0?)");
    }
    Profile p;
    p.Add(r.profile);
    return p;
}

} // namespace bench
