#ifndef SQLAB_CMD_SHIM_H
#define SQLAB_CMD_SHIM_H
// libmd: BSD message digests (MD5 for sqllogictest result hashes).
#include <stdint.h>
#include <stddef.h>
#include <md5.h>
#endif
