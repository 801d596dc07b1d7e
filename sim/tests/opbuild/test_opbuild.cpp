// The sim's aclnn generator (sim/src/opbuild/aclnn_codegen.cpp): the files it writes for a small
// op must be exactly the committed golden files, and its naming and rejections follow opbuild.
//
// Golden files: golden/aclnn_sim_bias_add.h / .cpp, generated from SimBiasAdd (test_ops.cpp) for
// ASCEND_COMPUTE_UNIT ascend950. After an intended change of the generator, regenerate them with
//     ASCSIM_REGENERATE_GOLDEN=1 <build>/sim/tests/opbuild/opbuild_tests --gtest_filter=Golden.*
// (it rewrites the files in the source tree), review the diff and rebuild: the golden .cpp is
// compiled into this test and the golden .h is included by c_header_check.c, compiled as C.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "aclnn_codegen.h"
#include "acl/acl.h"
#include "aclnn/aclnn_base.h"
#include "aclnn_sim_bias_add.h"

extern "C" int ascsim_opbuild_c_header_check(void);

namespace {

using ascsim::OpParamInfo;
using ascsim::ParamKind;
using ascsim::opbuild::GenerateAclnn;
using ascsim::opbuild::GeneratedAclnn;

std::string ReadFile(const std::string& path)
{
    std::ifstream f(path, std::ios::binary);
    std::ostringstream os;
    os << f.rdbuf();
    return os.str();
}

const ascsim::OpDefInfo& Op(const std::string& type)
{
    const ascsim::OpDefInfo* op = ascsim::FindOpDef(type);
    if (op == nullptr) {
        ADD_FAILURE() << type << " is not registered";
        static ascsim::OpDefInfo none;
        return none;
    }
    return *op;
}

bool Generate(const std::string& type, const std::vector<std::string>& units, GeneratedAclnn* out, std::string* error)
{
    return GenerateAclnn(Op(type), units, out, error);
}

// Golden comparison; line by line first so a failure points at the difference.
void ExpectSameText(const std::string& got, const std::string& want, const std::string& name)
{
    std::istringstream g(got);
    std::istringstream w(want);
    std::string gl;
    std::string wl;
    for (int line = 1;; ++line) {
        const bool gm = static_cast<bool>(std::getline(g, gl));
        const bool wm = static_cast<bool>(std::getline(w, wl));
        if (!gm && !wm) {
            break;
        }
        if (gm != wm || gl != wl) {
            ADD_FAILURE() << name << ":" << line
                          << " differs from the golden file\n  generated: " << (gm ? gl : "<end of file>")
                          << "\n  golden:    " << (wm ? wl : "<end of file>");
            return;
        }
    }
    EXPECT_EQ(got, want) << name; // trailing newline differences
}

// The generated files of `type` against the committed golden/<headerName> and <sourceName>.
void ExpectGolden(const std::string& type, const std::string& headerName, const std::string& sourceName)
{
    GeneratedAclnn files;
    std::string error;
    ASSERT_TRUE(Generate(type, {"ascend950"}, &files, &error)) << error;
    EXPECT_EQ(files.headerName, headerName);
    EXPECT_EQ(files.sourceName, sourceName);
    const std::string dir = ASCSIM_OPBUILD_GOLDEN_DIR;
    const char* regen = std::getenv("ASCSIM_REGENERATE_GOLDEN");
    if (regen != nullptr && std::string(regen) == "1") {
        std::ofstream(dir + "/" + files.headerName, std::ios::binary) << files.header;
        std::ofstream(dir + "/" + files.sourceName, std::ios::binary) << files.source;
        GTEST_SKIP() << "golden files rewritten in " << dir;
    }
    ExpectSameText(files.header, ReadFile(dir + "/" + files.headerName), files.headerName);
    ExpectSameText(files.source, ReadFile(dir + "/" + files.sourceName), files.sourceName);
}

TEST(Golden, SimBiasAddMatchesCommittedFiles)
{
    ExpectGolden("SimBiasAdd", "aclnn_sim_bias_add.h", "aclnn_sim_bias_add.cpp");
}

TEST(Golden, SimAttrsMatchesCommittedFiles) { ExpectGolden("SimAttrs", "aclnn_sim_attrs.h", "aclnn_sim_attrs.cpp"); }

TEST(Golden, HeaderIsValidC) { EXPECT_EQ(ascsim_opbuild_c_header_check(), 3); }

TEST(Golden, CompiledSourceChecksItsArguments)
{
    // The golden source is linked into this test against libnnopbase: its null checks run.
    uint64_t ws = 0;
    aclOpExecutor* exe = nullptr;
    EXPECT_EQ(aclnnSimBiasAddGetWorkspaceSize(nullptr, nullptr, nullptr, &ws, &exe), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclnnSimBiasAdd(nullptr, 0, nullptr, nullptr), ACLNN_ERR_PARAM_NULLPTR);
    while (aclGetRecentErrMsg() != nullptr) {
    }
}

TEST(Generator, OnlyTheComputeUnitsBeingBuiltAppear)
{
    GeneratedAclnn files;
    std::string error;
    ASSERT_TRUE(Generate("SimBiasAdd", {"ascend950"}, &files, &error)) << error;
    EXPECT_NE(files.source.find("static const char *socNameList[] = {\"ascend950\"};"), std::string::npos);
    ASSERT_TRUE(Generate("SimBiasAdd", {"ascend910b", "ascend950", "ascend310p"}, &files, &error)) << error;
    EXPECT_NE(files.source.find("static const char *socNameList[] = {\"ascend910b\", \"ascend950\"};"),
              std::string::npos);
    EXPECT_NE(files.source.find("OpSupportList supportList = {opSocSupportList, 2};"), std::string::npos);
}

TEST(Generator, ParameterNames)
{
    OpParamInfo p;
    p.name = "x";
    EXPECT_EQ(ascsim::opbuild::InputParamName(p), "x");
    p.kind = ParamKind::kOptional;
    EXPECT_EQ(ascsim::opbuild::InputParamName(p), "xOptional");
    p.kind = ParamKind::kRequired;
    p.name = "y";
    EXPECT_EQ(ascsim::opbuild::OutputParamName(p), "yOut");
    p.name = "out";
    EXPECT_EQ(ascsim::opbuild::OutputParamName(p), "out");
    p.name = "gradOut";
    EXPECT_EQ(ascsim::opbuild::OutputParamName(p), "gradOut");

    GeneratedAclnn files;
    std::string error;
    ASSERT_TRUE(Generate("SimBiasAdd", {"ascend950"}, &files, &error)) << error;
    EXPECT_NE(files.header.find("    const aclTensor *x,\n    const aclTensor *biasOptional,\n"
                                "    const aclTensor *yOut,\n    uint64_t *workspaceSize,"),
              std::string::npos)
        << files.header;
    EXPECT_NE(files.header.find(" * biasOptional : optional\n"), std::string::npos);
    // The optional input is added only when given; nnopbase learns it is optional from inputDesc.
    EXPECT_NE(files.source.find("char inputDesc[] = {1, 0};"), std::string::npos);
    EXPECT_NE(files.source.find("if (biasOptional != nullptr) {"), std::string::npos);
    // The parameter names handed to nnopbase (messages) are the OpDef's own.
    EXPECT_NE(files.source.find("NnopbaseAddParamName(*executor, 1, \"bias\", true)"), std::string::npos);
    EXPECT_NE(files.source.find("NnopbaseAddParamName(*executor, 0, \"y\", false)"), std::string::npos);

    ASSERT_TRUE(Generate("SimOutName", {"ascend950"}, &files, &error)) << error;
    EXPECT_EQ(files.headerName, "aclnn_sim_out_name.h");
    EXPECT_NE(files.header.find("    const aclTensor *self,\n    const aclTensor *out,\n"), std::string::npos)
        << files.header;
}

TEST(Generator, SnakeCase)
{
    using ascsim::opbuild::SnakeCase;
    EXPECT_EQ(SnakeCase("AsinGrad"), "asin_grad");
    EXPECT_EQ(SnakeCase("Add"), "add");
    EXPECT_EQ(SnakeCase("AddTik2"), "add_tik2");
    EXPECT_EQ(SnakeCase("SimBiasAdd"), "sim_bias_add");
    EXPECT_EQ(SnakeCase("LayerNormV2"), "layer_norm_v2");
    // Runs of capitals, as asc-devkit cmake/asc/fwk_modules/util/ascendc_impl_build.py optype_snake_ex.
    EXPECT_EQ(SnakeCase("NMSWithMask"), "nms_with_mask");
    EXPECT_EQ(SnakeCase("ReLU"), "re_lu");
    EXPECT_EQ(SnakeCase("Conv2D"), "conv2_d");
    EXPECT_EQ(SnakeCase("A"), "a");
}

TEST(Generator, NoMatchingAddConfigFails)
{
    GeneratedAclnn files;
    std::string error;
    EXPECT_FALSE(Generate("SimOtherSoc", {"ascend950"}, &files, &error));
    EXPECT_NE(error.find("SimOtherSoc: no AddConfig for any of the compute units being built"), std::string::npos)
        << error;
    EXPECT_TRUE(Generate("SimOtherSoc", {"ascend910b"}, &files, &error)) << error;
}

TEST(Generator, UnsupportedFeaturesAreRefused)
{
    GeneratedAclnn files;
    std::string error;
    EXPECT_FALSE(Generate("SimDynamicIn", {"ascend950"}, &files, &error));
    EXPECT_NE(error.find("dynamic parameter xs is not supported"), std::string::npos) << error;
    EXPECT_FALSE(Generate("SimListListIntAttr", {"ascend950"}, &files, &error));
    EXPECT_NE(error.find("attribute groups: ListListInt and ListString attributes are not supported"),
              std::string::npos)
        << error;
    EXPECT_FALSE(Generate("SimVersionedAttr", {"ascend950"}, &files, &error));
    EXPECT_NE(error.find("attribute alpha: Version(1): versioned aclnn APIs are not generated"), std::string::npos)
        << error;
    EXPECT_FALSE(Generate("SimVersionedInput", {"ascend950"}, &files, &error));
    EXPECT_NE(error.find("SimVersionedInput: bias: Version(1): versioned aclnn APIs are not generated"),
              std::string::npos)
        << error;
}

// OpAttrDef.md: an OPTIONAL attribute must set a default value.
TEST(Generator, OptionalAttributeWithoutDefaultIsRefused)
{
    GeneratedAclnn files;
    std::string error;
    EXPECT_FALSE(Generate("SimAttrNoDefault", {"ascend950"}, &files, &error));
    EXPECT_NE(error.find("SimAttrNoDefault: attribute alpha: an OPTIONAL attribute must set a default value"),
              std::string::npos)
        << error;
}

// 单算子API调用.md: attributes sit between the inputs and the outputs; the parameter types and the
// Optional suffix of nullable optional attributes as opbuild's generated text has them.
TEST(Generator, AttributeParameters)
{
    GeneratedAclnn files;
    std::string error;
    ASSERT_TRUE(Generate("SimAttrs", {"ascend950"}, &files, &error)) << error;
    EXPECT_NE(files.header.find("    const aclTensor *x,\n    double alpha,\n    double beta,\n    int64_t steps,\n"
                                "    bool flag,\n    char *modeOptional,\n    char *name,\n"
                                "    const aclFloatArray *scalesOptional,\n    const aclIntArray *dims,\n"
                                "    const aclBoolArray *maskOptional,\n    const aclIntArray *padsOptional,\n"
                                "    const aclTensor *yOut,\n"),
              std::string::npos)
        << files.header;
    EXPECT_NE(files.source.find("char attrDesc[] = {1, 0, 0, 0, 0, 1, 0, 1, 0, 0};"), std::string::npos);
}

} // namespace
