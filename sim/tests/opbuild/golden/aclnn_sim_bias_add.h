
/*
 * calution: this file was generated automatically do not change it.
*/

#ifndef ACLNN_SIM_BIAS_ADD_H_
#define ACLNN_SIM_BIAS_ADD_H_

#include "aclnn/acl_meta.h"

#ifdef __cplusplus
extern "C" {
#endif

/* function: aclnnSimBiasAddGetWorkspaceSize
 * parameters :
 * x : required
 * biasOptional : optional
 * yOut : required
 * workspaceSize : size of workspace(output).
 * executor : executor context(output).
 */
__attribute__((visibility("default")))
aclnnStatus aclnnSimBiasAddGetWorkspaceSize(
    const aclTensor *x,
    const aclTensor *biasOptional,
    const aclTensor *yOut,
    uint64_t *workspaceSize,
    aclOpExecutor **executor);

/* function: aclnnSimBiasAdd
 * parameters :
 * workspace : workspace memory addr(input).
 * workspaceSize : size of workspace(input).
 * executor : executor context(input).
 * stream : acl stream.
 */
__attribute__((visibility("default")))
aclnnStatus aclnnSimBiasAdd(
    void *workspace,
    uint64_t workspaceSize,
    aclOpExecutor *executor,
    aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif
