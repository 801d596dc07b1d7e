// securec.h: the bounds-checked C functions of Huawei's secure C library (libboundscheck, libc_sec
// in CANN), which CANN's public headers include (hicann/metadef inc/external/exe_graph/runtime/
// tiling_data.h includes <securec.h>, so tiling code sees memset_s / memcpy_s / EOK without an
// include of its own). Simulator version: the memory and string functions tiling code uses, with
// the documented result codes, as inline functions (CANN links them from libc_sec.so).
//   destMax == 0 or > SECUREC_MEM_MAX_LEN       -> ERANGE, nothing written
//   dest == NULL                                -> EINVAL
//   src == NULL                                 -> dest cleared, EINVAL_AND_RESET
//   count > destMax (too little room)           -> dest cleared, ERANGE_AND_RESET
//   memcpy_s / strcpy_s with overlapping ranges -> dest cleared, EOVERLAP_AND_RESET
#ifndef ASCSIM_SECUREC_H_
#define ASCSIM_SECUREC_H_

#include "securectype.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

static inline int ascsim_securec_overlap(const void* a, size_t aLen, const void* b, size_t bLen)
{
    const char* pa = (const char*)a;
    const char* pb = (const char*)b;
    return (pa < pb + bLen) && (pb < pa + aLen);
}

static inline errno_t memset_s(void* dest, size_t destMax, int c, size_t count)
{
    if (destMax == 0 || destMax > SECUREC_MEM_MAX_LEN) {
        return ERANGE;
    }
    if (dest == NULL) {
        return EINVAL;
    }
    if (count > destMax) {
        memset(dest, c, destMax);
        return ERANGE_AND_RESET;
    }
    memset(dest, c, count);
    return EOK;
}

// The checks memcpy_s and memmove_s share: EOK when the copy may go ahead.
static inline errno_t ascsim_securec_copy_check(void* dest, size_t destMax, const void* src, size_t count)
{
    if (destMax == 0 || destMax > SECUREC_MEM_MAX_LEN) {
        return ERANGE;
    }
    if (dest == NULL) {
        return EINVAL;
    }
    if (src == NULL) {
        memset(dest, 0, destMax);
        return EINVAL_AND_RESET;
    }
    if (count > destMax) {
        memset(dest, 0, destMax);
        return ERANGE_AND_RESET;
    }
    return EOK;
}

static inline errno_t memcpy_s(void* dest, size_t destMax, const void* src, size_t count)
{
    errno_t rc = ascsim_securec_copy_check(dest, destMax, src, count);
    if (rc != EOK || count == 0 || dest == src) {
        return rc;
    }
    if (ascsim_securec_overlap(dest, count, src, count)) {
        memset(dest, 0, destMax);
        return EOVERLAP_AND_RESET;
    }
    memcpy(dest, src, count);
    return EOK;
}

static inline errno_t memmove_s(void* dest, size_t destMax, const void* src, size_t count)
{
    errno_t rc = ascsim_securec_copy_check(dest, destMax, src, count);
    if (rc == EOK) {
        memmove(dest, src, count);
    }
    return rc;
}

static inline errno_t strncpy_s(char* strDest, size_t destMax, const char* strSrc, size_t count)
{
    if (destMax == 0 || destMax > SECUREC_STRING_MAX_LEN) {
        return ERANGE;
    }
    if (strDest == NULL) {
        return EINVAL;
    }
    if (strSrc == NULL) {
        strDest[0] = '\0';
        return EINVAL_AND_RESET;
    }
    size_t len = 0;
    while (len < count && strSrc[len] != '\0') {
        ++len;
    }
    if (len >= destMax) {
        strDest[0] = '\0';
        return ERANGE_AND_RESET;
    }
    if (ascsim_securec_overlap(strDest, len + 1, strSrc, len + 1)) {
        strDest[0] = '\0';
        return EOVERLAP_AND_RESET;
    }
    memcpy(strDest, strSrc, len);
    strDest[len] = '\0';
    return EOK;
}

static inline errno_t strcpy_s(char* strDest, size_t destMax, const char* strSrc)
{
    return strncpy_s(strDest, destMax, strSrc, SECUREC_STRING_MAX_LEN);
}

static inline errno_t strcat_s(char* strDest, size_t destMax, const char* strSrc)
{
    if (destMax == 0 || destMax > SECUREC_STRING_MAX_LEN) {
        return ERANGE;
    }
    if (strDest == NULL || strSrc == NULL) {
        if (strDest != NULL) {
            strDest[0] = '\0';
            return EINVAL_AND_RESET;
        }
        return EINVAL;
    }
    size_t used = 0;
    while (used < destMax && strDest[used] != '\0') {
        ++used;
    }
    if (used == destMax) {
        strDest[0] = '\0';
        return EINVAL_AND_RESET; // dest is not terminated within destMax
    }
    errno_t rc = strncpy_s(strDest + used, destMax - used, strSrc, SECUREC_STRING_MAX_LEN);
    if (rc != EOK) {
        strDest[0] = '\0';
    }
    return rc;
}

// Returns the number of characters written, or -1 (dest cleared) when the text does not fit.
static inline int vsnprintf_s(char* strDest, size_t destMax, size_t count, const char* format, va_list args)
{
    if (strDest == NULL || format == NULL || destMax == 0 || destMax > SECUREC_STRING_MAX_LEN) {
        if (strDest != NULL && destMax > 0 && destMax <= SECUREC_STRING_MAX_LEN) {
            strDest[0] = '\0';
        }
        return -1;
    }
    size_t limit = count < destMax - 1 ? count + 1 : destMax;
    int n = vsnprintf(strDest, limit, format, args);
    if (n < 0 || (size_t)n >= limit) {
        if (n >= 0 && count < destMax - 1) {
            return -1; // truncated to count characters, as the library does
        }
        strDest[0] = '\0';
        return -1;
    }
    return n;
}

static inline int snprintf_s(char* strDest, size_t destMax, size_t count, const char* format, ...)
    __attribute__((format(printf, 4, 5)));
static inline int snprintf_s(char* strDest, size_t destMax, size_t count, const char* format, ...)
{
    va_list args;
    va_start(args, format);
    int n = vsnprintf_s(strDest, destMax, count, format, args);
    va_end(args);
    return n;
}

static inline int sprintf_s(char* strDest, size_t destMax, const char* format, ...)
    __attribute__((format(printf, 3, 4)));
static inline int sprintf_s(char* strDest, size_t destMax, const char* format, ...)
{
    va_list args;
    va_start(args, format);
    int n = vsnprintf_s(strDest, destMax, destMax - 1, format, args);
    va_end(args);
    return n;
}

#ifdef __cplusplus
}
#endif

#endif // ASCSIM_SECUREC_H_
