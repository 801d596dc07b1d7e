#!/usr/bin/env python3
"""Unit test of ub_reserve_users.py's reader: which marks count for 3510 (one listing 3510 among other
archs, one on a multi-line mark before an attribute macro; not one for 2201 only, nor one in a branch the
compiler drops on 3510), the name and form of the overload after each mark, the namespace it sits in,
and the sort order the header's binary search relies on. Stdlib only; run by ctest
(sim_ub_reserve_users_unit)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ub_reserve_users as ur  # noqa: E402

HEADER = """
namespace AscendC {
template <typename T, bool isSetMask = true>
__ASC_USE_RESERVED_UBUF__(3510, "Foo is forbidden")
__aicore__ inline void Foo(const LocalTensor<T>& dst, uint64_t mask[], const uint8_t repeatTime,
    const UnaryRepeatParams& repeatParams);
template <typename T, bool isSetMask = true>
__ASC_USE_RESERVED_UBUF__(
    2201, 3510, "Foo is forbidden")
__aicore__ inline __inout_pipe__(V) void Foo(const LocalTensor<T>& dst, const uint64_t mask,
    const uint8_t repeatTime, const UnaryRepeatParams& repeatParams);
template <typename T>
__ASC_USE_RESERVED_UBUF__(2201, "Foo is forbidden")
__aicore__ inline void Foo(const LocalTensor<T>& dst, uint32_t count);
#if defined(__NPU_ARCH__) && (__NPU_ARCH__ == 2201)
__ASC_USE_RESERVED_UBUF__(3510, "never seen on 3510")
__aicore__ inline void Dropped(const LocalTensor<T>& dst, uint64_t mask[], uint8_t repeatTime);
#endif
// __ASC_USE_RESERVED_UBUF__(3510, "a comment is no mark")
__ASC_USE_RESERVED_UBUF__(3510, "Cmp")
__aicore__ inline void Cmp(const LocalTensor<T>& a, const LocalTensor<T>& b, const uint64_t mask[],
    const BinaryRepeatParams& p);
__ASC_USE_RESERVED_UBUF__(3510, "Gm")
__aicore__ inline void Gm(const LocalTensor<T>& dst, const uint8_t src1Pattern, const uint32_t mask,
    const GatherMaskParams& p, uint64_t& rsvdCnt);
__ASC_USE_RESERVED_UBUF__(3510, "Sel")
__aicore__ inline void Sel(const LocalTensor<T>& dst, uint8_t repeatTime, const BinaryRepeatParams& p);
__ASC_USE_RESERVED_UBUF__(3510, "Adv")
__aicore__ inline void Adv(const LocalTensor<T>& dst, const LocalTensor<U>& mask, const Info& info = {})
{
    if (x) { y(); }
}
}
namespace __asc_simd_vf {
__ASC_USE_RESERVED_UBUF__(3510, "printf")
__simd_callee__ inline void printf(__ubuf__ const char* fmt, Args&&... args);
}
"""


def main():
    marks = ur.marks_in(HEADER, "t.h")
    got = [(m["name"], m["form"], m["archs"]) for m in marks]
    assert got == [("Foo", "kMaskBits", [3510]), ("Foo", "kMaskCount", [2201, 3510]), ("Foo", "kCount", [2201]),
                   ("Cmp", "kMaskBitsNoRepeat", [3510]), ("Gm", "kBuiltinPattern", [3510]),
                   ("Sel", "kMaskRegister", [3510]), ("Adv", "kOther", [3510]), ("printf", "kOther", [3510])], got
    assert [m["namespace"] for m in marks][-2:] == ["AscendC", "__asc_simd_vf"], marks
    table = ur.users(marks)
    assert ("Foo", "kCount") not in table and table[("Foo", "kMaskBits")]["overloads"] == 1, table
    assert ur.classify(["const LocalTensor<U>& src1Pattern", "const uint32_t mask"]) == "kPatternTensor"
    assert ur.classify(["const int32_t mask", "const int32_t repeatTime"]) == "kMaskCount"
    header = ur.render_h(marks)
    rows = [line.strip() for line in header.splitlines() if line.strip().startswith('{"')]
    names = [r.split('"')[1] for r in rows]
    # std::string_view orders by (unsigned) char value, as Python orders str for ASCII names.
    assert names == sorted(names) and names[-1] == "printf", names
    assert '{"Cmp", ReserveForm::kMaskBitsNoRepeat},' in rows, rows
    md = ur.render_md(marks)
    assert "| `Foo` | count | 2201 | `t.h` |" in md, md
    print("test_ub_reserve_users.py: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
