// ops::OpDefFactory (sim stand-in): where OP_ADD records how to build each prototype
// (reference: hicann/metadef inc/external/asc/register/op_def_factory.h).
#ifndef ASCSIM_REGISTER_OP_DEF_FACTORY_H_
#define ASCSIM_REGISTER_OP_DEF_FACTORY_H_

#include <functional>

#include "register/op_def.h"

namespace ops {
using OpDefCreator = std::function<OpDef(const char*)>;
using OpDefFuncPtr = OpDef (*)(const char*);

class __attribute__((visibility("default"))) OpDefFactory {
public:
    // Records creator under name (registration order is kept); returns 0.
    static int OpDefRegister(const char* name, OpDefCreator creator);
    static int OpDefRegisterV2(const char* name, OpDefFuncPtr ptr);
};
} // namespace ops

#endif // ASCSIM_REGISTER_OP_DEF_FACTORY_H_
