// Simulated CANN: umbrella header of the ACL API.
// The real include/external/acl/acl.h (hicann/runtime) also pulls in acl_op.h and acl_mdl.h
// (single-operator and model APIs); the simulator does not provide those.
#ifndef ASCSIM_ACL_ACL_H_
#define ASCSIM_ACL_ACL_H_

#include "acl/acl_rt.h"

#endif // ASCSIM_ACL_ACL_H_
