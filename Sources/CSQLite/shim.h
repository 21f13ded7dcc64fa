#ifndef SQLAB_CSQLITE_SHIM_H
#define SQLAB_CSQLITE_SHIM_H
// The pre-update hook's declarations appear only when this is defined.
// Debian's libsqlite3 is built with it (see `PRAGMA compile_options`).
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call: one shim per shape used.
static inline int sqlab_db_config_int(sqlite3 *db, int op, int value) {
    return sqlite3_db_config(db, op, value, (int *)0);
}

// sqlite3_db_config with -1: leaves the setting as it is and writes its current value to *out.
static inline int sqlab_db_config_read(sqlite3 *db, int op, int *out) {
    return sqlite3_db_config(db, op, -1, out);
}

// sqlite3_db_config(SQLITE_DBCONFIG_LOOKASIDE, NULL, 0, 0): no lookaside memory for this connection.
static inline int sqlab_db_config_no_lookaside(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_LOOKASIDE, (void *)0, 0, 0);
}

// SQLITE_TRANSIENT is a cast of -1 to a function pointer, which Swift cannot import.
static inline sqlite3_destructor_type sqlab_transient(void) {
    return SQLITE_TRANSIENT;
}
// sqlite3_config is variadic too: reading and replacing the allocator (the byte meter,
// SQLabSQLite's ByteMeter.swift). Both must come before SQLite is initialized.
static inline int sqlab_config_getmalloc(sqlite3_mem_methods *out) {
    return sqlite3_config(SQLITE_CONFIG_GETMALLOC, out);
}

static inline int sqlab_config_malloc(const sqlite3_mem_methods *methods) {
    return sqlite3_config(SQLITE_CONFIG_MALLOC, methods);
}
#endif
