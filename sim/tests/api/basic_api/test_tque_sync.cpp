// TQueSync<src, dst> (同步控制/核内同步/TQueSync模板参数.md, SetFlag-WaitFlag.md): its SetFlag / WaitFlag order the
// pipes as SetFlag<HardEvent> does (a V read of what MTE2 wrote is clean after TQueSync<PIPE_MTE2, PIPE_V>,
// reported without it), and an id outside 0-7 is reported as for SetFlag.
#include "memapi_test_util.h"

using namespace memapi;

namespace {

class TQueSyncTest : public KernelTest {};

struct Synced {
    static constexpr bool kSkipInputSync = true;
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>&)
    {
        TQueSync<PIPE_MTE2, PIPE_V> sync;
        sync.SetFlag(2);
        sync.WaitFlag(2);
        Adds(As<float>(o), As<float>(a), 1.0f, 64);
    }
};
struct Unsynced {
    static constexpr bool kSkipInputSync = true;
    static void Run(const LocalTensor<uint8_t>& o, const LocalTensor<uint8_t>& a, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>&)
    {
        TQueSync<PIPE_MTE2, PIPE_S> other; // a different pair orders nothing for V
        other.SetFlag(0);
        other.WaitFlag(0);
        MEMAPI_MARK();
        Adds(As<float>(o), As<float>(a), 1.0f, 64);
    }
};
struct BadId {
    static void Run(const LocalTensor<uint8_t>&, const LocalTensor<uint8_t>&, const LocalTensor<uint8_t>&,
                    const LocalTensor<uint8_t>&)
    {
        TQueSync<PIPE_V, PIPE_MTE3> sync;
        MEMAPI_MARK();
        sync.SetFlag(9);
        sync.WaitFlag(9);
    }
};

TEST_F(TQueSyncTest, OrdersThePipesAsSetFlag)
{
    Io io;
    Io::Put(io.a, std::vector<float>(64, 2.0f));
    ExpectClean(RunIo<Synced>(io));
    EXPECT_EQ(Io::View<float>(io.o)[63], 3.0f);
    ExpectIoFinding<Unsynced>("synccheck", "written by MTE2", __FILE__);
}
TEST_F(TQueSyncTest, IdOutsideZeroToSeven)
{
    ExpectIoFinding<BadId>("synccheck", "event id 9 is outside EVENT_ID0..EVENT_ID7", __FILE__);
}

} // namespace
