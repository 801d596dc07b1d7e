/* The generated aclnn header is C-compatible, like the real one (it includes aclnn/acl_meta.h
 * and wraps its declarations in extern "C"): this file is compiled as C11. */
#include "aclnn_sim_attrs.h"
#include "aclnn_sim_bias_add.h"

int ascsim_opbuild_c_header_check(void);

int ascsim_opbuild_c_header_check(void)
{
    aclnnStatus (*phase1)(const aclTensor *, const aclTensor *, const aclTensor *, uint64_t *, aclOpExecutor **) =
        aclnnSimBiasAddGetWorkspaceSize;
    aclnnStatus (*phase2)(void *, uint64_t, aclOpExecutor *, aclrtStream) = aclnnSimBiasAdd;
    /* Attributes: bool, double, int64_t, char * and the array types are C types too. */
    aclnnStatus (*withAttrs)(const aclTensor *, double, double, int64_t, bool, char *, char *, const aclFloatArray *,
                             const aclIntArray *, const aclBoolArray *, const aclIntArray *, const aclTensor *,
                             uint64_t *, aclOpExecutor **) = aclnnSimAttrsGetWorkspaceSize;
    return (phase1 != 0) + (phase2 != 0) + (withAttrs != 0);
}
