#ifndef SQLAB_CLIBC_SHIM_H
#define SQLAB_CLIBC_SHIM_H
// C library calls Swift's Glibc module does not export: wcwidth needs _XOPEN_SOURCE; prctl is variadic.
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif
#include <wchar.h>
#include <locale.h>
#include <signal.h>
#include <sys/prctl.h>

/// Terminal columns of one Unicode scalar under the current LC_CTYPE (-1: not printable).
static inline int sqlab_wcwidth(unsigned int scalar) {
    return wcwidth((wchar_t)scalar);
}

/// Asks the kernel to SIGKILL this process when the thread that started it ends, so that a
/// worker process does not outlive a grader that was killed. Returns 0 on success.
static inline int sqlab_die_with_parent(void) {
    return prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
}
#endif
