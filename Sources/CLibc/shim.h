#ifndef SQLAB_CLIBC_SHIM_H
#define SQLAB_CLIBC_SHIM_H
// C library calls Swift's Glibc module does not export: wcwidth needs _XOPEN_SOURCE.
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif
#include <wchar.h>
#include <locale.h>

/// Terminal columns of one Unicode scalar under the current LC_CTYPE (-1: not printable).
static inline int sqlab_wcwidth(unsigned int scalar) {
    return wcwidth((wchar_t)scalar);
}
#endif
