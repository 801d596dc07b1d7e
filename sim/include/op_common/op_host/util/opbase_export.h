// OPBASE_API (sim stand-in of opbase include/op_common/op_host/util/opbase_export.h, installed by
// CANN's opbase package as <cann>/include/op_common/op_host/util/opbase_export.h): the export
// attribute of libops_base's functions.
#ifndef ASCSIM_OP_COMMON_OP_HOST_UTIL_OPBASE_EXPORT_H
#define ASCSIM_OP_COMMON_OP_HOST_UTIL_OPBASE_EXPORT_H

#define OPBASE_API __attribute__((visibility("default")))

#endif // ASCSIM_OP_COMMON_OP_HOST_UTIL_OPBASE_EXPORT_H
