// Shared helpers of the AsinGrad unit tests: tensor descriptions for the sim registry, and the
// independent model of the kernel (op_kernel/asin_grad_fused.h) that every tiling result is checked
// against. Nothing here calls the tiling code: the expectations are recomputed from the kernel's
// own buffers and loops, with int64 arithmetic throughout.
#ifndef UT_ASIN_GRAD_COMMON_H
#define UT_ASIN_GRAD_COMMON_H

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <sstream>
#include <string>
#include <vector>

#include "ascsim/op_registry.h"
#include "asin_grad_tiling_data.h"
#include "exe_graph/runtime/shape.h"
#include "exe_graph/runtime/storage_shape.h"
#include "graph/types.h"

namespace ut_asin_grad {

inline const char* kOpType = "AsinGrad";

// The op's data types, in prototype order.
inline const std::vector<ge::DataType>& SupportedTypes()
{
    static const std::vector<ge::DataType> types = {ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_BF16};
    return types;
}

inline std::string TypeName(ge::DataType dt)
{
    switch (dt) {
        case ge::DT_FLOAT: return "float32";
        case ge::DT_FLOAT16: return "float16";
        case ge::DT_BF16: return "bfloat16";
        default: return "dtype" + std::to_string(static_cast<int>(dt));
    }
}

// sizeof(T) of the kernel instantiation for dt.
inline int64_t ElemBytes(ge::DataType dt) { return dt == ge::DT_FLOAT ? 4 : 2; }

inline gert::Shape MakeShape(const std::vector<int64_t>& dims)
{
    gert::Shape s;
    for (const int64_t d : dims) {
        s.AppendDim(d);
    }
    return s;
}

inline ascsim::TensorMeta Meta(const std::vector<int64_t>& dims, ge::DataType dt)
{
    ascsim::TensorMeta m;
    m.shape.MutableOriginShape() = MakeShape(dims);
    m.shape.MutableStorageShape() = MakeShape(dims);
    m.dataType = dt;
    return m;
}

inline std::string DimsText(const std::vector<int64_t>& dims)
{
    std::string text = "[";
    for (size_t i = 0; i < dims.size(); ++i) {
        text += (i == 0 ? "" : ",") + std::to_string(dims[i]);
    }
    return text + "]";
}

// ---- independent model of the kernel --------------------------------------------------------

constexpr int64_t kUbBlock = 32;        // TPipe::InitBuffer rounds every buffer up to 32 bytes
constexpr int64_t kVecLen = 256;        // VL on 950 (GetVecLen.md, PlatformAscendC::GetVecRegLen)
constexpr int64_t kQueueBuffers = 4;    // dy, x and dx queues: four buffers each (asin_grad_tiling_data.h)

inline int64_t RoundUp(int64_t a, int64_t b) { return (a + b - 1) / b * b; }
inline int64_t CeilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

// Elements a tile is rounded up to: the VF loop handles one fp32 register (VL / 4 = 64 elements) per
// iteration for every data type (fp16/bf16 loaded with DIST_UNPACK_B16), and its last load reads a
// whole iteration.
inline int64_t TileChunk(int64_t /*elemBytes*/) { return kVecLen / 4; }

// UB bytes KernelAsinGradFused<T>::Init asks TPipe for with a tile of ubFormer elements: the dy, x
// and dx queues of kQueueBuffers buffers of ubFormer * sizeof(T), each rounded up to a 32-byte block.
inline int64_t KernelUbBytes(int64_t ubFormer, int64_t elemBytes)
{
    return 3 * kQueueBuffers * RoundUp(ubFormer * elemBytes, kUbBlock);
}

// Largest tile (a multiple of TileChunk) whose kernel buffers fit in ubBytes; 0 when none does.
inline int64_t MaxFittingTile(int64_t ubBytes, int64_t elemBytes)
{
    const int64_t chunk = TileChunk(elemBytes);
    int64_t t = ubBytes / (3 * kQueueBuffers * elemBytes) / chunk * chunk;
    while (t > 0 && KernelUbBytes(t, elemBytes) > ubBytes) {
        t -= chunk;
    }
    return t;
}

// The tiling's design rule for small tensors: at least one vector register (VL = 256 bytes) of dy
// per core (64 fp32 or 128 fp16/bf16 elements), so a tensor of n elements uses
// ceil(n * sizeof(T) / 256) cores, capped by the core count.
inline int64_t MinCoreBytes() { return kVecLen; }
inline int64_t MinElemsPerCore(int64_t elemBytes) { return MinCoreBytes() / elemBytes; }
// The cores actually used: per-core lengths are whole 32-byte blocks, so splitting a small tensor
// over `want` cores can leave the last few empty (4097 fp32 over 64 cores: 72 each, 57 cores).
inline int64_t ExpectedCores(int64_t total, int64_t elemBytes, int64_t coreNum)
{
    int64_t want = CeilDiv(total * elemBytes, MinCoreBytes());
    want = want < 1 ? 1 : (want > coreNum ? coreNum : want);
    if (total == 0) {
        return 1;
    }
    const int64_t former = RoundUp(CeilDiv(total, want), kUbBlock / elemBytes);
    return CeilDiv(total, former);
}

struct Platform {
    int64_t coreNum;
    int64_t ubBytes;
};

// Every property a tiling result must have for `total` elements of elemBytes on `p`, checked by
// replaying the kernel: core idx starts at idx * blockFormer and owns blockFormer elements
// (blockTail for the last core), processed in tiles of ubFormer. With simulateTiles == false
// the per-core tile loop is replaced by its closed form (for very long cores).
inline ::testing::AssertionResult CheckTiling(const AsinGradTilingData& td, int64_t total, int64_t elemBytes,
                                              const Platform& p, bool simulateTiles = true)
{
    std::ostringstream where;
    where << " [total " << total << ", elemBytes " << elemBytes << ", cores " << p.coreNum << ", ub "
          << p.ubBytes << "; tiling: blockFormer " << td.blockFormer << ", blockTail " << td.blockTail
          << ", ubFormer " << td.ubFormer << ", usedCoreNum " << td.usedCoreNum << "]";
    auto fail = [&](const std::string& what) { return ::testing::AssertionFailure() << what << where.str(); };

    if (td.totalLength != total) {
        return fail("totalLength " + std::to_string(td.totalLength) + " != " + std::to_string(total));
    }
    // UB: the tile must be whole vector chunks, and the kernel's real buffers must fit, and the
    // layout constant the tiling budgets with must equal those buffers exactly.
    const int64_t chunk = TileChunk(elemBytes);
    if (td.ubFormer < chunk || td.ubFormer % chunk != 0) {
        return fail("ubFormer is not a positive multiple of " + std::to_string(chunk));
    }
    const int64_t kernelBytes = KernelUbBytes(td.ubFormer, elemBytes);
    const int64_t layoutBytes = AsinGradLayout::UbBytesForTile(td.ubFormer, elemBytes);
    if (kernelBytes > p.ubBytes) {
        return fail("the kernel's buffers need " + std::to_string(kernelBytes) + " bytes of UB");
    }
    if (layoutBytes > p.ubBytes) {
        return fail("AsinGradLayout::UbBytesForTile is " + std::to_string(layoutBytes) + " bytes");
    }
    if (layoutBytes != kernelBytes) {
        return fail("AsinGradLayout::UbBytesForTile " + std::to_string(layoutBytes) +
                    " != the kernel's InitBuffer sum " + std::to_string(kernelBytes));
    }
    if (td.usedCoreNum < 1 || td.usedCoreNum > p.coreNum) {
        return fail("usedCoreNum outside [1, coreNum]");
    }
    if (total == 0) {  // never launched; one core that owns nothing
        if (td.usedCoreNum != 1 || td.blockFormer != 0 || td.blockTail != 0) {
            return fail("an empty tensor must tile to one core owning 0 elements");
        }
        return ::testing::AssertionSuccess();
    }
    if (td.blockFormer <= 0 || td.blockTail < 1 || td.blockTail > td.blockFormer) {
        return fail("blockTail outside [1, blockFormer]");
    }
    // Balance: the last core is short only by the others' rounding up to whole 32-byte blocks.
    if (td.blockFormer - td.blockTail >= td.usedCoreNum * (kUbBlock / elemBytes)) {
        return fail("the last core is shorter than the block rounding explains");
    }
    if (td.usedCoreNum != ExpectedCores(total, elemBytes, p.coreNum)) {
        return fail("usedCoreNum != " + std::to_string(ExpectedCores(total, elemBytes, p.coreNum)) +
                    " (" + std::to_string(MinCoreBytes()) + " bytes of dy per core, capped by the core count)");
    }
    // Tile size: as large as a core needs (rounded to a VF iteration), unless the UB is smaller.
    const int64_t maxTile = MaxFittingTile(p.ubBytes, elemBytes);
    const int64_t neededTile = RoundUp(td.blockFormer, chunk);
    const int64_t expectedTile = neededTile < maxTile ? neededTile : maxTile;
    if (td.ubFormer != expectedTile) {
        return fail("ubFormer != " + std::to_string(expectedTile) + " (min(blockFormer rounded up to " +
                    std::to_string(chunk) + ", " + std::to_string(maxTile) + " = largest fitting tile))");
    }

    // Replay the kernel's split.
    int64_t covered = 0;
    for (int64_t idx = 0; idx < td.usedCoreNum; ++idx) {
        const int64_t offset = idx * td.blockFormer;
        const int64_t length = (idx == td.usedCoreNum - 1) ? td.blockTail : td.blockFormer;
        if (offset != covered) {
            return fail("core " + std::to_string(idx) + " starts at " + std::to_string(offset) + ", not at " +
                        std::to_string(covered));
        }
        if ((offset * elemBytes) % kUbBlock != 0) {
            return fail("core " + std::to_string(idx) + " starts inside a 32-byte block");
        }
        if (length < 1) {
            return fail("core " + std::to_string(idx) + " owns no element");
        }
        // Process(): tiles of ubFormer, the last one shorter; each count is cast to uint32 and
        // Compute() runs on it rounded up to TileChunk elements, which must stay inside the buffers.
        int64_t tiled = 0;
        if (simulateTiles) {
            for (int64_t done = 0; done < length; done += td.ubFormer) {
                const int64_t left = length - done;
                const int64_t count = left < td.ubFormer ? left : td.ubFormer;
                if (count * elemBytes > INT64_C(0xFFFFFFFF) || RoundUp(count, chunk) > td.ubFormer) {
                    return fail("a tile of core " + std::to_string(idx) + " overruns its buffers");
                }
                tiled += count;
            }
        } else {
            const int64_t tiles = CeilDiv(length, td.ubFormer);
            const int64_t last = length - (tiles - 1) * td.ubFormer;
            if (last < 1 || last > td.ubFormer) {
                return fail("the last tile of core " + std::to_string(idx) + " is malformed");
            }
            tiled = (tiles - 1) * td.ubFormer + last;
        }
        if (tiled != length) {
            return fail("the tiles of core " + std::to_string(idx) + " cover " + std::to_string(tiled));
        }
        covered += length;
    }
    if (covered != total) {
        return fail("cores cover " + std::to_string(covered) + " elements");
    }
    return ::testing::AssertionSuccess();
}

inline AsinGradTilingData TilingDataOf(const std::vector<uint8_t>& bytes)
{
    AsinGradTilingData td{};
    EXPECT_EQ(bytes.size(), sizeof(td));
    std::memcpy(&td, bytes.data(), bytes.size() < sizeof(td) ? bytes.size() : sizeof(td));
    return td;
}

}  // namespace ut_asin_grad

#endif  // UT_ASIN_GRAD_COMMON_H
