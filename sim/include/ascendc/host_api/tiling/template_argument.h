// Tiling-template arguments (ASCENDC_TPL_*), as documented in asc-devkit
// docs/zh/api/Utils-API/Tiling模板编程/ (模板参数定义.md, ASCENDC_TPL_SEL_PARAM.md) and declared
// by the SDK at include/utils/tiling/template_argument.h.
//
// The same header is compiled in three ways, as with the real toolchain:
//  * host (default): ASCENDC_TPL_ARGS_DECL builds the declaration table and
//    ASCENDC_TPL_SEL_PARAM(context, v...) encodes the tiling key and calls context->SetTilingKey;
//  * kernel (ASCENDC_TPL_KERNEL defined): every macro expands to nothing;
//  * ASCENDC_SIM_TPL_ENUMERATE (used only by the sim's kernel-library generator, standing in for
//    the toolchain's ASCENDC_TPL_PRE preprocessing pass): declarations and selections are
//    recorded so the generator can instantiate the kernel template once per combination.
// Encoding (same as the SDK): parameters are packed from bit 0 in declaration order; DATATYPE and
// FORMAT take 8 bits and encode their raw value, BOOL 1 bit, UINT the declared width and encodes
// the value's index in the expanded declaration list.
#ifndef ASCSIM_TEMPLATE_ARGUMENT_H
#define ASCSIM_TEMPLATE_ARGUMENT_H

#include <cstdint>

// Kernel-type options, bit widths, parameter kinds, index biases, UINT forms (模板参数定义.md).
#define ASCENDC_TPL_AIV_ONLY 0
#define ASCENDC_TPL_AIC_ONLY 1
#define ASCENDC_TPL_MIX_AIV_1_0 4
#define ASCENDC_TPL_MIX_AIC_1_0 5
#define ASCENDC_TPL_MIX_AIC_1_1 6
#define ASCENDC_TPL_MIX_AIC_1_2 7
#define ASCENDC_TPL_1_BW 1
#define ASCENDC_TPL_2_BW 2
#define ASCENDC_TPL_4_BW 4
#define ASCENDC_TPL_8_BW 8
#define ASCENDC_TPL_DTYPE 0
#define ASCENDC_TPL_FORMAT 1
#define ASCENDC_TPL_UINT 2
#define ASCENDC_TPL_BOOL 3
// The parameter kinds of the ASCENDC_TPL_KERNEL_TYPE_SEL / ASCENDC_TPL_DETERMINISTIC_SEL /
// ASCENDC_TPL_SHARED_KERNEL_TYPE_DECL entries (the SDK's utils/tiling/template_argument.h:57-59; the sim's
// table keys them as kKernelTypeParam / kDeterministicParam below).
constexpr uint32_t ASCENDC_TPL_KERNEL_TYPE = 4;
constexpr uint32_t ASCENDC_TPL_DETERMINISTIC = 5;
constexpr uint32_t ASCENDC_TPL_SHARED_KERNEL_TYPE = 6;
#define ASCENDC_TPL_INPUT_BIAS 100000000
#define ASCENDC_TPL_OUTPUT_BIAS 900000000
#define ASCENDC_TPL_INPUT(x) (ASCENDC_TPL_INPUT_BIAS + (x))
#define ASCENDC_TPL_OUTPUT(x) (ASCENDC_TPL_OUTPUT_BIAS + (x))
#define ASCENDC_TPL_UI_RANGE 0
#define ASCENDC_TPL_UI_LIST 1
#define ASCENDC_TPL_UI_MIX 2

// Native DataType options accepted by ASCENDC_TPL_DATATYPE_DECL (模板参数定义.md); their values
// are the ge::DataType values (graph/types.h).
#define C_DT_FLOAT 0
#define C_DT_FLOAT16 1
#define C_DT_INT8 2
#define C_DT_INT32 3
#define C_DT_UINT8 4
#define C_DT_INT16 6
#define C_DT_UINT16 7
#define C_DT_UINT32 8
#define C_DT_INT64 9
#define C_DT_UINT64 10
#define C_DT_DOUBLE 11
#define C_DT_BOOL 12
#define C_DT_COMPLEX64 16
#define C_DT_BF16 27
#define C_DT_INT4 29
#define C_DT_UINT1 30
#define C_DT_INT2 31
#define C_FORMAT_ND 2

#if defined(ASCENDC_TPL_KERNEL) && !defined(ASCENDC_SIM_TPL_ENUMERATE)
#define ASCENDC_TPL_DTYPE_DECL(...)
#define ASCENDC_TPL_DATATYPE_DECL(...)
#define ASCENDC_TPL_FORMAT_DECL(...)
#define ASCENDC_TPL_UINT_DECL(...)
#define ASCENDC_TPL_BOOL_DECL(...)
#define ASCENDC_TPL_KERNEL_TYPE_DECL(...)
#define ASCENDC_TPL_DTYPE_SEL(...)
#define ASCENDC_TPL_DATATYPE_SEL(...)
#define ASCENDC_TPL_FORMAT_SEL(...)
#define ASCENDC_TPL_UINT_SEL(...)
#define ASCENDC_TPL_BOOL_SEL(...)
#define ASCENDC_TPL_TILING_STRUCT_SEL(...)
#define ASCENDC_TPL_KERNEL_TYPE_SEL(...)
#define ASCENDC_TPL_DETERMINISTIC_SEL(...)
#define ASCENDC_TPL_ARGS_DECL(...)
#define ASCENDC_TPL_ARGS_SEL(...)
#define ASCENDC_TPL_SEL(...)
#else
#include <cstdio>
#include <string>
#include <vector>

namespace ascsim::tpl {

constexpr uint64_t kInvalidTilingKey = 0xFFFFFFFFFFFFFFFFULL;
constexpr uint32_t kKernelTypeParam = ASCENDC_TPL_KERNEL_TYPE; // ASCENDC_TPL_KERNEL_TYPE_SEL: not part of the key
constexpr uint32_t
    kDeterministicParam = ASCENDC_TPL_DETERMINISTIC; // ASCENDC_TPL_DETERMINISTIC_SEL: not part of the key

// One ASCENDC_TPL_*_DECL or *_SEL entry. UINT values are expanded (RANGE / LIST / MIX) on
// construction; DATATYPE values that are ASCENDC_TPL_INPUT/OUTPUT hints are dropped.
struct Param {
    std::string name;
    uint32_t kind;
    uint8_t bitWidth;
    std::vector<uint64_t> values;
    bool valid = true;

    Param(const char* inName, uint32_t inKind, uint8_t inBits, std::vector<uint64_t> raw)
        : name(inName), kind(inKind), bitWidth(inBits)
    {
        if (kind == ASCENDC_TPL_UINT) {
            values = ExpandUint(raw);
        } else {
            for (uint64_t v : raw) {
                if (kind == ASCENDC_TPL_DTYPE && v >= ASCENDC_TPL_INPUT_BIAS) {
                    continue; // "use the dtype of input/output x" hint, not a value
                }
                values.push_back(v);
            }
        }
    }

private:
    std::vector<uint64_t> ExpandUint(const std::vector<uint64_t>& raw)
    {
        std::vector<uint64_t> out;
        if (raw.empty()) {
            valid = false;
            return out;
        }
        if (raw[0] == ASCENDC_TPL_UI_LIST) {
            out.assign(raw.begin() + 1, raw.end());
            return out;
        }
        if ((raw[0] != ASCENDC_TPL_UI_RANGE && raw[0] != ASCENDC_TPL_UI_MIX) || raw.size() < 2) {
            valid = false;
            return out;
        }
        const size_t ranges = raw[1];
        if (2 + ranges * 2 > raw.size()) {
            valid = false;
            return out;
        }
        for (size_t r = 0; r < ranges; ++r) {
            for (uint64_t v = raw[2 + 2 * r]; v <= raw[3 + 2 * r]; ++v) {
                out.push_back(v);
            }
        }
        if (raw[0] == ASCENDC_TPL_UI_MIX) {
            out.insert(out.end(), raw.begin() + 2 + ranges * 2, raw.end());
        }
        return out;
    }
};

using DeclareParams = std::vector<Param>;
using SelectParams = std::vector<std::vector<Param> >;

// Packs the values (one per declared parameter, in declaration order) into a tiling key.
inline uint64_t EncodeTilingKey(const DeclareParams& decl, const std::vector<uint64_t>& args)
{
    if (args.size() != decl.size()) {
        std::fprintf(stderr, "[ERROR] ASCENDC_TPL_SEL_PARAM: %zu values given, ASCENDC_TPL_ARGS_DECL declares %zu\n",
                     args.size(), decl.size());
        return kInvalidTilingKey;
    }
    uint64_t key = 0;
    uint32_t shift = 0;
    for (size_t i = 0; i < decl.size(); ++i) {
        uint64_t code = args[i];
        if (decl[i].kind == ASCENDC_TPL_UINT) {
            size_t idx = 0;
            while (idx < decl[i].values.size() && decl[i].values[idx] != args[i]) {
                ++idx;
            }
            if (idx == decl[i].values.size()) {
                std::fprintf(stderr, "[ERROR] ASCENDC_TPL_UINT %s: value %llu is not declared\n", decl[i].name.c_str(),
                             static_cast<unsigned long long>(args[i]));
                return kInvalidTilingKey;
            }
            code = idx;
        }
        if (decl[i].bitWidth < 64 && (code >> decl[i].bitWidth) != 0) {
            std::fprintf(stderr, "[ERROR] ASCENDC_TPL %s: value %llu does not fit in %u bits\n", decl[i].name.c_str(),
                         static_cast<unsigned long long>(args[i]), decl[i].bitWidth);
            return kInvalidTilingKey;
        }
        key |= code << shift;
        shift += decl[i].bitWidth;
        if (shift > 64) {
            std::fprintf(stderr, "[ERROR] ASCENDC_TPL: tiling key exceeds 64 bits\n");
            return kInvalidTilingKey;
        }
    }
    return key;
}

#if defined(ASCENDC_SIM_TPL_ENUMERATE)
// Filled by static initialisers in the generator's translation unit.
struct Tables {
    const char* opType = nullptr;
    const DeclareParams* declare = nullptr;
    const SelectParams* select = nullptr;
};
inline Tables& EnumerationTables()
{
    static Tables tables;
    return tables;
}
struct DeclareHook {
    DeclareHook(const char* opType, const DeclareParams* d)
    {
        EnumerationTables().opType = opType;
        EnumerationTables().declare = d;
    }
};
struct SelectHook {
    explicit SelectHook(const SelectParams* s) { EnumerationTables().select = s; }
};
#endif

} // namespace ascsim::tpl

#define ASCENDC_TPL_DTYPE_DECL(x, ...) ascsim::tpl::Param(#x, ASCENDC_TPL_DTYPE, ASCENDC_TPL_8_BW, {__VA_ARGS__})
#define ASCENDC_TPL_DATATYPE_DECL(x, ...) ascsim::tpl::Param(#x, ASCENDC_TPL_DTYPE, ASCENDC_TPL_8_BW, {__VA_ARGS__})
#define ASCENDC_TPL_FORMAT_DECL(x, ...) ascsim::tpl::Param(#x, ASCENDC_TPL_FORMAT, ASCENDC_TPL_8_BW, {__VA_ARGS__})
#define ASCENDC_TPL_UINT_DECL(x, bw, ...) ascsim::tpl::Param(#x, ASCENDC_TPL_UINT, bw, {__VA_ARGS__})
#define ASCENDC_TPL_BOOL_DECL(x, ...) ascsim::tpl::Param(#x, ASCENDC_TPL_BOOL, ASCENDC_TPL_1_BW, {__VA_ARGS__})

#if defined(ASCENDC_SIM_TPL_ENUMERATE)
#define ASCENDC_TPL_ARGS_DECL(x, ...)                                           \
    static const ascsim::tpl::DeclareParams g_tilingDeclareParams{__VA_ARGS__}; \
    static const ascsim::tpl::DeclareHook g_ascsimDeclareHook(#x, &g_tilingDeclareParams)
#define ASCENDC_TPL_DTYPE_SEL(x, ...) ascsim::tpl::Param(#x, ASCENDC_TPL_DTYPE, ASCENDC_TPL_8_BW, {__VA_ARGS__})
#define ASCENDC_TPL_DATATYPE_SEL(x, ...) ascsim::tpl::Param(#x, ASCENDC_TPL_DTYPE, ASCENDC_TPL_8_BW, {__VA_ARGS__})
#define ASCENDC_TPL_FORMAT_SEL(x, ...) ascsim::tpl::Param(#x, ASCENDC_TPL_FORMAT, ASCENDC_TPL_8_BW, {__VA_ARGS__})
#define ASCENDC_TPL_UINT_SEL(x, ...) ascsim::tpl::Param(#x, ASCENDC_TPL_UINT, 0, {__VA_ARGS__})
#define ASCENDC_TPL_BOOL_SEL(x, ...) ascsim::tpl::Param(#x, ASCENDC_TPL_BOOL, ASCENDC_TPL_1_BW, {__VA_ARGS__})
#define ASCENDC_TPL_KERNEL_TYPE_SEL(...) \
    ascsim::tpl::Param("kernel_type", ascsim::tpl::kKernelTypeParam, ASCENDC_TPL_8_BW, {__VA_ARGS__})
#define ASCENDC_TPL_DETERMINISTIC_SEL(...) \
    ascsim::tpl::Param("deterministic", ascsim::tpl::kDeterministicParam, ASCENDC_TPL_1_BW, {__VA_ARGS__})
#define ASCENDC_TPL_TILING_STRUCT_SEL(...)
#define ASCENDC_TPL_ARGS_SEL(...) \
    {                             \
        __VA_ARGS__               \
    }
#define ASCENDC_TPL_SEL(...)                                                  \
    static const ascsim::tpl::SelectParams g_tilingSelectParams{__VA_ARGS__}; \
    static const ascsim::tpl::SelectHook g_ascsimSelectHook(&g_tilingSelectParams)
#else
// Host side: selections only matter to the kernel compiler.
#define ASCENDC_TPL_ARGS_DECL(x, ...) \
    static const ascsim::tpl::DeclareParams g_tilingDeclareParams { __VA_ARGS__ }
#define ASCENDC_TPL_DTYPE_SEL(...)
#define ASCENDC_TPL_DATATYPE_SEL(...)
#define ASCENDC_TPL_FORMAT_SEL(...)
#define ASCENDC_TPL_UINT_SEL(...)
#define ASCENDC_TPL_BOOL_SEL(...)
#define ASCENDC_TPL_TILING_STRUCT_SEL(...)
#define ASCENDC_TPL_KERNEL_TYPE_SEL(...)
#define ASCENDC_TPL_DETERMINISTIC_SEL(...)
#define ASCENDC_TPL_ARGS_SEL(...)
#define ASCENDC_TPL_SEL(...)
#endif

#define GET_TPL_TILING_KEY(...) ascsim::tpl::EncodeTilingKey(g_tilingDeclareParams, std::vector<uint64_t>{__VA_ARGS__})
  // ASCENDC_TPL_SEL_PARAM.md: encodes the values and sets the context's tiling key.
#define ASCENDC_TPL_SEL_PARAM(context, ...)                      \
    do {                                                         \
        uint64_t ascsimTplKey = GET_TPL_TILING_KEY(__VA_ARGS__); \
        (context)->SetTilingKey(ascsimTplKey);                   \
    } while (0)

#endif // ASCENDC_TPL_KERNEL
#endif // ASCSIM_TEMPLATE_ARGUMENT_H
