// GetSysWorkSpacePtr / SetSysWorkspace (资源管理/workspace/GetSysWorkSpacePtr.md, SetSysWorkSpace.md) and
// GetSsbufBaseAddr (工具接口/系统资源与变量/GetSsbufBaseAddr.md): the pointer per core (unset: nullptr; the first
// SetSysWorkspace of a launch kept), the null-pointer finding with its twin, and each core's own 1 KB of SSBuffer,
// 32-byte aligned, dirty at first (not all 0), keeping what the core writes.
#include <atomic>

#include "kernel_test_util.h"

using namespace AscendC;
using namespace ktest;

namespace {

class SysWorkspaceTest : public KernelTest {};

std::atomic<int> g_ok{0};

void Workspace(GM_ADDR x, GM_ADDR y, GM_ADDR)
{
    bool ok = GetSysWorkSpacePtr() == nullptr;
    SetSysWorkspace(x);
    SetSysWorkspace(y); // the first pointer stays
    ok = ok && GetSysWorkSpacePtr() == x;
    auto* ss = static_cast<uint8_t*>(GetSsbufBaseAddr());
    ok = ok && reinterpret_cast<uintptr_t>(ss) % 32 == 0;
    bool anyNonZero = false;
    for (int i = 0; i < 1024; ++i) {
        anyNonZero = anyNonZero || ss[i] != 0;
    }
    ok = ok && anyNonZero;
    for (int i = 0; i < 1024; ++i) {
        ss[i] = static_cast<uint8_t>(GetBlockIdx() + i);
    }
    auto* again = static_cast<uint8_t*>(GetSsbufBaseAddr());
    ok = ok && again == ss && again[1000] == static_cast<uint8_t>(GetBlockIdx() + 1000);
    if (ok) {
        ++g_ok;
    }
}
TEST_F(SysWorkspaceTest, PointerPerCoreAndSsbuf)
{
    NegBuffers buffers;
    g_ok = 0;
    ExpectClean(Launch(&Workspace, 4, buffers.Args(), "sys_workspace"));
    EXPECT_EQ(g_ok.load(), 4);
}

void NullWorkspace(GM_ADDR x, GM_ADDR, GM_ADDR)
{
    KT_MARK(g_line);
    SetSysWorkspace(Broken() ? nullptr : x);
}
TEST_F(SysWorkspaceTest, NullPointerIsAFinding)
{
    ExpectBrokenAndTwin(&NullWorkspace, "memcheck", "workspace can not be nullptr", __FILE__);
}

} // namespace
