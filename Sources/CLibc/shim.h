#ifndef SQLAB_CLIBC_SHIM_H
#define SQLAB_CLIBC_SHIM_H
// C library calls Swift's Glibc module does not export. No feature-test macro is defined
// here: defining one (such as _XOPEN_SOURCE) changes glibc's struct definitions inside this
// module only, and a clean build then fails where another module (Dispatch) includes the same
// headers. The two functions are declared by hand instead, exactly as glibc declares them.
#include <stddef.h>   /* wchar_t */

extern int wcwidth(wchar_t c);
extern int prctl(int option, ...);

/// Terminal columns of one Unicode scalar under the current LC_CTYPE (-1: not printable).
static inline int sqlab_wcwidth(unsigned int scalar) {
    return wcwidth((wchar_t)scalar);
}

/// Asks the kernel to SIGKILL this process when the thread that started it ends, so that a
/// worker process does not outlive a grader that was killed. Returns 0 on success.
/// (PR_SET_PDEATHSIG is 1 and SIGKILL is 9 on Linux: <linux/prctl.h>, <asm/signal.h>.)
static inline int sqlab_die_with_parent(void) {
    return prctl(1 /* PR_SET_PDEATHSIG */, 9 /* SIGKILL */, 0UL, 0UL, 0UL);
}
#endif
