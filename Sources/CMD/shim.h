#ifndef SQLAB_CMD_SHIM_H
#define SQLAB_CMD_SHIM_H
// libmd: BSD message digests (MD5 for sqllogictest result hashes; SHA-256 for content hashes in grading).
#include <stdint.h>
#include <stddef.h>
#include <md5.h>
#include <sha2.h>
#endif
