// securectype.h: the types and result codes of the secure C library (see securec.h).
#ifndef ASCSIM_SECURECTYPE_H_
#define ASCSIM_SECURECTYPE_H_

#include <errno.h>
#include <stddef.h>

#ifndef errno_t
typedef int errno_t;
#endif

#ifndef EOK
#define EOK 0
#endif
#ifndef EINVAL
#define EINVAL 22
#endif
#ifndef ERANGE
#define ERANGE 34
#endif
#define EINVAL_AND_RESET (EINVAL | 128)
#define ERANGE_AND_RESET (ERANGE | 128)
#define EOVERLAP_AND_RESET (54 | 128)

#define SECUREC_MEM_MAX_LEN 0x7fffffffUL
#define SECUREC_STRING_MAX_LEN 0x7fffffffUL

#endif // ASCSIM_SECURECTYPE_H_
