
/*
 * calution: this file was generated automatically do not change it.
*/

#ifndef ACLNN_SIM_ATTRS_H_
#define ACLNN_SIM_ATTRS_H_

#include "aclnn/acl_meta.h"

#ifdef __cplusplus
extern "C" {
#endif

/* function: aclnnSimAttrsGetWorkspaceSize
 * parameters :
 * x : required
 * alpha : required
 * beta : optional
 * steps : optional
 * flag : optional
 * modeOptional : optional
 * name : required
 * scalesOptional : optional
 * dims : required
 * maskOptional : optional
 * padsOptional : optional
 * yOut : required
 * workspaceSize : size of workspace(output).
 * executor : executor context(output).
 */
__attribute__((visibility("default")))
aclnnStatus aclnnSimAttrsGetWorkspaceSize(
    const aclTensor *x,
    double alpha,
    double beta,
    int64_t steps,
    bool flag,
    char *modeOptional,
    char *name,
    const aclFloatArray *scalesOptional,
    const aclIntArray *dims,
    const aclBoolArray *maskOptional,
    const aclIntArray *padsOptional,
    const aclTensor *yOut,
    uint64_t *workspaceSize,
    aclOpExecutor **executor);

/* function: aclnnSimAttrs
 * parameters :
 * workspace : workspace memory addr(input).
 * workspaceSize : size of workspace(input).
 * executor : executor context(input).
 * stream : acl stream.
 */
__attribute__((visibility("default")))
aclnnStatus aclnnSimAttrs(
    void *workspace,
    uint64_t workspaceSize,
    aclOpExecutor *executor,
    aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif
