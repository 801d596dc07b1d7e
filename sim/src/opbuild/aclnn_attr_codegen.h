// The attribute part of the generated aclnn API: an OpDef attribute becomes a parameter between the
// inputs and the outputs (单算子API调用.md, "如果算子包含属性，则属性参数的位置介于输入和输出之间"), typed
// and handed to libnnopbase as opbuild's generated text does (asc-devkit
// tests/tools/utils/opbuild/aclnn_add_tik2.{h,cpp}.txt): Bool -> bool, Int -> int64_t, Float -> double
// (passed on as float), String -> char *, ListBool/ListFloat/ListInt -> const aclBoolArray /
// aclFloatArray / aclIntArray *. An OPTIONAL list or string attribute is named <name>Optional and
// takes its OpDef default when the caller passes null; an OPTIONAL scalar is passed by value.
#pragma once

#include <ostream>
#include <string>

#include "ascsim/op_registry.h"

namespace ascsim::opbuild {

// False with *error for what the generated API cannot carry: an OPTIONAL attribute without a
// default (OpAttrDef.md: OPTIONAL attributes must set one), an attribute with no type, a Version()
// (versioned APIs are not generated), and the ListListInt / ListString kinds, whose aclnn parameter
// the references do not show.
bool CheckAttrs(const OpDefInfo& op, std::string* error);

std::string AttrParamName(const OpAttrInfo& a);
// "double alpha", "const aclIntArray *shapeOptional", ...
std::string AttrParamDecl(const OpAttrInfo& a);
// The generated attrDesc initialiser: 0 per OPTIONAL attribute, 1 per REQUIRED one.
std::string AttrDescList(const OpDefInfo& op);
// The NnopbaseAttrDtype enum and libnnopbase's attribute functions, as the generated source
// declares them.
std::string AttrDeclarations();
// Phase 1's calls that hand each attribute (or its default) to the executor, in IR order.
void EmitAddAttrs(std::ostream& s, const OpDefInfo& op);
// The null checks of REQUIRED list and string attributes. opbuild's text makes them just before
// each attribute is added; the sim's makes them with the tensors' checks, before an executor is
// taken, so that a null attribute cannot leak one (the same status and message for the caller).
void EmitAttrNullChecks(std::ostream& s, const OpDefInfo& op);

} // namespace ascsim::opbuild
