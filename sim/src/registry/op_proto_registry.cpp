// Registry of the graph prototypes (REG_OP ... OP_END_FACTORY_REG), filled by static registrars.
#include <cstdio>
#include <map>
#include <mutex>

#include "ascsim/op_proto_registry.h"

namespace ascsim {
namespace {
std::mutex& Mutex()
{
    static std::mutex m;
    return m;
}
std::map<std::string, ge::OpProtoDef>& Protos()
{
    static std::map<std::string, ge::OpProtoDef> protos;
    return protos;
}
} // namespace

const ge::OpProtoDef* FindOpProto(const std::string& opType)
{
    std::lock_guard<std::mutex> lock(Mutex());
    auto it = Protos().find(opType);
    return it == Protos().end() ? nullptr : &it->second;
}
} // namespace ascsim

ge::OpProtoRegistrar::OpProtoRegistrar(const OpProtoDef& def)
{
    std::lock_guard<std::mutex> lock(ascsim::Mutex());
    if (!ascsim::Protos().emplace(def.Type(), def).second) {
        std::fprintf(stderr, "[ascsim] REG_OP(%s): a prototype of this op type is already registered, kept the first\n",
                     def.Type().c_str());
    }
}
