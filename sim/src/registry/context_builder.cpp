// context_ascendc::ContextBuilder, KernelRunContextHolder and OpTilingRegistry.
#include "tiling/context/context_builder.h"

#include <dlfcn.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <map>

#include "ascsim/op_registry.h"
#include "ascsim/soc_profile.h"
#include "context_storage.h"

namespace context_ascendc {

// Everything a built context refers to.
class ValueHolderImpl {
public:
    ascsim::ContextStorage storage;
    fe::PlatFormInfos platform;
};

KernelRunContextHolder::KernelRunContextHolder() = default;
KernelRunContextHolder::~KernelRunContextHolder() = default;

namespace {
struct TdSpec {
    ascsim::TensorSpec spec;
    std::unique_ptr<uint8_t[]> data;
};

uint16_t FloatToHalfBits(float f)
{
    uint32_t x = 0;
    std::memcpy(&x, &f, sizeof(x));
    const uint32_t sign = (x >> 16) & 0x8000U;
    const uint32_t rawExp = (x >> 23) & 0xffU;
    uint32_t mant = x & 0x7fffffU;
    if (rawExp == 0xffU) {
        return static_cast<uint16_t>(sign | 0x7c00U | (mant != 0 ? 0x200U : 0U));
    }
    const int32_t exp = static_cast<int32_t>(rawExp) - 127 + 15;
    if (exp >= 31) {
        return static_cast<uint16_t>(sign | 0x7c00U);
    }
    if (exp <= 0) {
        if (exp < -10) {
            return static_cast<uint16_t>(sign);
        }
        mant |= 0x800000U;
        const uint32_t shift = static_cast<uint32_t>(14 - exp);
        uint32_t h = mant >> shift;
        const uint32_t rem = mant & ((1U << shift) - 1U);
        const uint32_t mid = 1U << (shift - 1U);
        if (rem > mid || (rem == mid && (h & 1U) != 0)) {
            ++h;
        }
        return static_cast<uint16_t>(sign | h);
    }
    uint32_t h = sign | (static_cast<uint32_t>(exp) << 10) | (mant >> 13);
    const uint32_t rem = mant & 0x1fffU;
    if (rem > 0x1000U || (rem == 0x1000U && (h & 1U) != 0)) {
        ++h; // a carry into the exponent is the correct rounding (up to infinity)
    }
    return static_cast<uint16_t>(h);
}

uint16_t FloatToBf16Bits(float f)
{
    uint32_t x = 0;
    std::memcpy(&x, &f, sizeof(x));
    if ((x & 0x7f800000U) == 0x7f800000U && (x & 0x7fffffU) != 0) {
        return static_cast<uint16_t>((x >> 16) | 0x40U); // quiet NaN
    }
    x += 0x7fffU + ((x >> 16) & 1U);
    return static_cast<uint16_t>(x >> 16);
}
} // namespace

class ContextBuilderImpl {
public:
    std::vector<void*> rawInputs;
    std::vector<void*> rawOutputs;
    bool ioNumSet = false;
    size_t irInputNum = 0;
    size_t irOutputNum = 0;
    std::vector<uint32_t> instanceNum;
    std::string opName;
    std::string opType;
    std::map<int32_t, TdSpec> inputTds;
    std::map<int32_t, TdSpec> outputTds;
    std::vector<std::pair<std::string, ascsim::AttrValue>> attrs;
    void* compileInfo = nullptr;
    void* platformInfo = nullptr;
    bool addPlatform = false;
    std::string platformSoc;
    void* tilingData = nullptr;
    gert::ContinuousVector* workspace = nullptr;

    void AddAttr(const std::string& name, ascsim::AttrValue v)
    {
        for (const auto& kv : attrs) {
            if (kv.first == name) {
                std::fprintf(stderr, "[ascsim ContextBuilder] AddAttr(%s) repeated; keeping the first value\n",
                             name.c_str());
                return;
            }
        }
        attrs.emplace_back(name, std::move(v));
    }
    static TdSpec MakeTd(ge::DataType dtype, ge::Format origin, ge::Format storage, const gert::StorageShape& shape)
    {
        TdSpec t;
        t.spec.dtype = dtype;
        t.spec.originFormat = origin;
        t.spec.storageFormat = storage;
        t.spec.shape = shape;
        return t;
    }
};

ContextBuilder::ContextBuilder() : impl_(std::make_unique<ContextBuilderImpl>()) {}
ContextBuilder::~ContextBuilder() = default;

ContextBuilder& ContextBuilder::Inputs(std::vector<void*> inputs)
{
    impl_->rawInputs = std::move(inputs);
    return *this;
}
ContextBuilder& ContextBuilder::Outputs(std::vector<void*> outputs)
{
    impl_->rawOutputs = std::move(outputs);
    return *this;
}
ContextBuilder& ContextBuilder::NodeIoNum(size_t inputNum, size_t outputNum)
{
    impl_->ioNumSet = true;
    impl_->irInputNum = inputNum;
    impl_->irOutputNum = outputNum;
    return *this;
}
ContextBuilder& ContextBuilder::SetOpNameType(const std::string& opName, const std::string& opType)
{
    impl_->opName = opName;
    impl_->opType = opType;
    return *this;
}
ContextBuilder& ContextBuilder::IrInstanceNum(std::vector<uint32_t> instanceNum)
{
    impl_->instanceNum = std::move(instanceNum);
    return *this;
}
ContextBuilder& ContextBuilder::AddInputTd(int32_t index, ge::DataType dtype, ge::Format originFormat,
                                           ge::Format storageFormat, gert::StorageShape storageShape)
{
    impl_->inputTds[index] = ContextBuilderImpl::MakeTd(dtype, originFormat, storageFormat, storageShape);
    return *this;
}
ContextBuilder& ContextBuilder::AddOutputTd(int32_t index, ge::DataType dtype, ge::Format originFormat,
                                            ge::Format storageFormat, gert::StorageShape storageShape)
{
    impl_->outputTds[index] = ContextBuilderImpl::MakeTd(dtype, originFormat, storageFormat, storageShape);
    return *this;
}
ContextBuilder& ContextBuilder::AddInputTd(int32_t index, ge::DataType dtype, ge::Format originFormat,
                                           ge::Format storageFormat, gert::StorageShape storageShape, void* constValues)
{
    TdSpec td = ContextBuilderImpl::MakeTd(dtype, originFormat, storageFormat, storageShape);
    const int64_t count = storageShape.GetStorageShape().GetShapeSize();
    const int64_t bytes = ge::GetSizeInBytes(count, dtype);
    if (constValues != nullptr && count >= 0 && bytes >= 0) {
        td.data.reset(new uint8_t[static_cast<size_t>(bytes) + 1U]());
        if (dtype == ge::DT_FLOAT16 || dtype == ge::DT_BF16) {
            // AddInputTd.md: fp16/bf16 constant data is passed as floats and converted here.
            const float* src = static_cast<const float*>(constValues);
            auto* dst = reinterpret_cast<uint16_t*>(td.data.get());
            for (int64_t i = 0; i < count; ++i) {
                dst[i] = dtype == ge::DT_FLOAT16 ? FloatToHalfBits(src[i]) : FloatToBf16Bits(src[i]);
            }
        } else {
            std::memcpy(td.data.get(), constValues, static_cast<size_t>(bytes));
        }
        td.spec.data = td.data.get();
    }
    impl_->inputTds[index] = std::move(td);
    return *this;
}
ContextBuilder& ContextBuilder::AddInputTd(int32_t index, ge::DataType dtype, ge::Format originFormat,
                                           ge::Format storageFormat, gert::StorageShape storageShape,
                                           const std::string& filePath)
{
    TdSpec td = ContextBuilderImpl::MakeTd(dtype, originFormat, storageFormat, storageShape);
    std::ifstream in(filePath, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "[ascsim ContextBuilder] AddInputTd: cannot read %s\n", filePath.c_str());
    } else {
        const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        td.data.reset(new uint8_t[bytes.size() + 1U]());
        if (!bytes.empty()) {
            std::memcpy(td.data.get(), bytes.data(), bytes.size());
        }
        td.spec.data = td.data.get();
    }
    impl_->inputTds[index] = std::move(td);
    return *this;
}
ContextBuilder& ContextBuilder::AddAttr(const std::string& attrName, int64_t attrValue)
{
    impl_->AddAttr(attrName, ascsim::AttrValue::Int(attrValue));
    return *this;
}
ContextBuilder& ContextBuilder::AddAttr(const std::string& attrName, bool attrValue)
{
    impl_->AddAttr(attrName, ascsim::AttrValue::Bool(attrValue));
    return *this;
}
ContextBuilder& ContextBuilder::AddAttr(const std::string& attrName, const std::string& attrValue)
{
    impl_->AddAttr(attrName, ascsim::AttrValue::Str(attrValue));
    return *this;
}
ContextBuilder& ContextBuilder::AddAttr(const std::string& attrName, float attrValue)
{
    impl_->AddAttr(attrName, ascsim::AttrValue::Float(attrValue));
    return *this;
}
ContextBuilder& ContextBuilder::AddAttr(const std::string& attrName, const std::vector<float>& attrValue)
{
    impl_->AddAttr(attrName, ascsim::AttrValue::ListFloat(attrValue));
    return *this;
}
ContextBuilder& ContextBuilder::AddAttr(const std::string& attrName, const std::vector<bool>& attrValue)
{
    impl_->AddAttr(attrName, ascsim::AttrValue::ListBool(attrValue));
    return *this;
}
ContextBuilder& ContextBuilder::AddAttr(const std::string& attrName, const std::vector<int64_t>& attrValue)
{
    impl_->AddAttr(attrName, ascsim::AttrValue::ListInt(attrValue));
    return *this;
}
ContextBuilder& ContextBuilder::AddAttr(const std::string& attrName, const std::vector<std::string>& attrValue)
{
    impl_->AddAttr(attrName, ascsim::AttrValue::ListStr(attrValue));
    return *this;
}
ContextBuilder& ContextBuilder::AddAttr(const std::string& attrName, const std::vector<std::vector<int64_t>>& attrValue)
{
    impl_->AddAttr(attrName, ascsim::AttrValue::ListListInt(attrValue));
    return *this;
}
ContextBuilder& ContextBuilder::CompileInfo(void* compileInfo)
{
    impl_->compileInfo = compileInfo;
    return *this;
}
ContextBuilder& ContextBuilder::PlatformInfo(void* platformInfo)
{
    impl_->platformInfo = platformInfo;
    return *this;
}
ContextBuilder& ContextBuilder::AddPlatformInfo(const char* customSocVersion)
{
    impl_->addPlatform = true;
    impl_->platformSoc = customSocVersion == nullptr ? "" : customSocVersion;
    return *this;
}
ContextBuilder& ContextBuilder::TilingData(void* tilingData)
{
    impl_->tilingData = tilingData;
    return *this;
}
ContextBuilder& ContextBuilder::Workspace(gert::ContinuousVector* workspace)
{
    impl_->workspace = workspace;
    return *this;
}

namespace {
void FillNode(const ContextBuilderImpl& b, ascsim::ContextStorage* st)
{
    st->nodeName = b.opName;
    st->nodeType = b.opType;
}
} // namespace

std::shared_ptr<KernelRunContextHolder> ContextBuilder::BuildKernelRunContext()
{
    auto holder = std::make_shared<KernelRunContextHolder>();
    holder->valueHolder = std::make_unique<ValueHolderImpl>();
    ascsim::ContextStorage& st = holder->valueHolder->storage;
    FillNode(*impl_, &st);
    (void)st.BuildKernel(impl_->rawInputs, impl_->rawOutputs);
    holder->context = st.Raw();
    holder->computeNodeExtendHolder = st.ReleaseNodeInfo();
    return holder;
}

std::shared_ptr<KernelRunContextHolder> ContextBuilder::BuildTilingContext()
{
    auto holder = std::make_shared<KernelRunContextHolder>();
    holder->valueHolder = std::make_unique<ValueHolderImpl>();
    ValueHolderImpl& vh = *holder->valueHolder;
    ascsim::ContextStorage& st = vh.storage;
    FillNode(*impl_, &st);

    size_t numInputs = 0;
    if (impl_->ioNumSet) {
        if (!impl_->instanceNum.empty() && impl_->instanceNum.size() != impl_->irInputNum) {
            std::fprintf(stderr, "[ascsim ContextBuilder] IrInstanceNum lists %zu inputs, NodeIoNum %zu\n",
                         impl_->instanceNum.size(), impl_->irInputNum);
        }
        for (size_t i = 0; i < impl_->irInputNum; ++i) {
            const uint32_t n = i < impl_->instanceNum.size() ? impl_->instanceNum[i] : 1U;
            st.irInputInstances.push_back(n);
            numInputs += n;
        }
        st.irOutputInstances.assign(impl_->irOutputNum, 1U);
    } else {
        for (const auto& kv : impl_->inputTds) {
            numInputs = std::max(numInputs, static_cast<size_t>(kv.first) + 1U);
        }
    }
    size_t numOutputs = impl_->ioNumSet ? impl_->irOutputNum : 0U;
    if (!impl_->ioNumSet) {
        for (const auto& kv : impl_->outputTds) {
            numOutputs = std::max(numOutputs, static_cast<size_t>(kv.first) + 1U);
        }
    }
    st.inputs.assign(numInputs, ascsim::TensorSpec());
    st.outputs.assign(numOutputs, ascsim::TensorSpec());
    for (auto& kv : impl_->inputTds) {
        if (kv.first < 0 || static_cast<size_t>(kv.first) >= numInputs) {
            std::fprintf(stderr, "[ascsim ContextBuilder] AddInputTd index %d is beyond the %zu inputs\n", kv.first,
                         numInputs);
            continue;
        }
        st.inputs[static_cast<size_t>(kv.first)] = kv.second.spec;
        if (kv.second.data != nullptr) {
            st.ownedData.push_back(std::move(kv.second.data));
        }
    }
    impl_->inputTds.clear();
    for (const auto& kv : impl_->outputTds) {
        if (kv.first < 0 || static_cast<size_t>(kv.first) >= numOutputs) {
            std::fprintf(stderr, "[ascsim ContextBuilder] AddOutputTd index %d is beyond the %zu outputs\n", kv.first,
                         numOutputs);
            continue;
        }
        st.outputs[static_cast<size_t>(kv.first)] = kv.second.spec;
    }
    for (const auto& kv : impl_->attrs) {
        st.attrs.push_back(kv.second);
    }

    fe::PlatFormInfos* platform = static_cast<fe::PlatFormInfos*>(impl_->platformInfo);
    if (platform == nullptr && impl_->addPlatform) {
        const ascsim::SocProfile* profile = impl_->platformSoc.empty() ?
                                                &ascsim::ActiveSocProfile() :
                                                ascsim::FindSocProfileByCannName(impl_->platformSoc);
        if (profile == nullptr) {
            std::fprintf(stderr, "[ascsim ContextBuilder] AddPlatformInfo: unknown SoC %s\n",
                         impl_->platformSoc.c_str());
        } else {
            ascsim::FillPlatformInfos(*profile, &vh.platform);
            platform = &vh.platform;
        }
    }
    (void)st.BuildTiling(impl_->compileInfo, platform, static_cast<gert::TilingData*>(impl_->tilingData), 2048U,
                         impl_->workspace);
    holder->context = st.Raw();
    holder->computeNodeExtendHolder = st.ReleaseNodeInfo();
    return holder;
}

TilingFunc OpTilingRegistry::GetTilingFunc(const char* opType) const
{
    if (opType == nullptr) {
        return nullptr;
    }
    return ascsim::FindTilingFunc(opType);
}

bool OpTilingRegistry::LoadTilingLibrary(const char* tilingSoPath) const
{
    if (tilingSoPath == nullptr) {
        return false;
    }
    void* handle = dlopen(tilingSoPath, RTLD_NOW | RTLD_GLOBAL);
    if (handle == nullptr) {
        const char* why = dlerror();
        std::fprintf(stderr, "[ascsim OpTilingRegistry] cannot load %s: %s\n", tilingSoPath,
                     why == nullptr ? "unknown error" : why);
        return false;
    }
    return true; // kept loaded: its registrations must stay valid
}

} // namespace context_ascendc
