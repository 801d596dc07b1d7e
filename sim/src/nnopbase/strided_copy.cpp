#include "strided_copy.h"

#include <cstring>
#include <vector>

namespace ascsim::nnop {

namespace {
// Calls f(elementOffsetInStorage, denseIndex) for every element of the view in row-major order.
template <typename F>
void ForEachElement(const aclTensor& t, F&& f)
{
    const size_t rank = t.viewShape.size();
    const int64_t total = ElementCount(t.viewShape);
    std::vector<int64_t> idx(rank, 0);
    int64_t off = t.offset;
    for (int64_t n = 0; n < total; ++n) {
        f(off, n);
        for (size_t d = rank; d-- > 0;) {
            if (++idx[d] < t.viewShape[d]) {
                off += t.strides[d];
                break;
            }
            off -= (t.viewShape[d] - 1) * t.strides[d];
            idx[d] = 0;
        }
    }
}
} // namespace

void GatherView(const aclTensor& view, const uint8_t* base, uint8_t* dense)
{
    const size_t eb = ElementBytes(view.dataType);
    ForEachElement(view, [&](int64_t off, int64_t n) { std::memcpy(dense + n * eb, base + off * eb, eb); });
}

void ScatterView(const aclTensor& view, uint8_t* base, const uint8_t* dense)
{
    const size_t eb = ElementBytes(view.dataType);
    ForEachElement(view, [&](int64_t off, int64_t n) { std::memcpy(base + off * eb, dense + n * eb, eb); });
}

} // namespace ascsim::nnop
