// The tiling-template header of the sim defines some C_DT_* / C_FORMAT_* names as macros; graph/types.h
// must still compile when that header comes first (tiling-key headers are often included first).
#if __has_include("ascendc/host_api/tiling/template_argument.h")
#include "ascendc/host_api/tiling/template_argument.h"
#endif
#include <gtest/gtest.h>

#include "register/op_def_registry.h"

namespace {
static_assert(ge::DT_FLOAT16 == 1 && ge::DT_BF16 == 27 && ge::FORMAT_ND == 2, "values survive the include order");

TEST(IncludeOrder, TemplateArgumentHeaderFirst)
{
    EXPECT_EQ(static_cast<int>(ge::DT_INT32), 3);
    EXPECT_EQ(static_cast<int>(C_DT_INT32), 3);
}
} // namespace
