import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons
/// Learner-facing explanations of every result code, keyed by raw value.
/// Meanings follow SQLite: <https://sqlite.org/rescode.html> (each code's section there).
///
/// Causes and fixes are written for a beginner who learns SQL and the C API (open, prepare, bind,
/// step, finalize). Codes that sqlab's in-memory sandbox never produces are still explained as an app
/// working on a database file would meet them. SQL, code names and API names are identical in both
/// languages; `ExplanationCoverageTests` checks that every defined code has both entries.
enum ResultCodeExplanations {
    /// English.
    static let english: [Int32: CodeExplanation] = [
        // Primary result codes.
        ResultCode.SQLITE_OK.rawValue: CodeExplanation(
            meaning: "the operation succeeded",
            cause: "Calls that do their work in one go return it when they succeed: `sqlite3_open`, `sqlite3_prepare_v2`, `sqlite3_bind_int`, `sqlite3_finalize`, `sqlite3_exec`. It is not an error, but it can hide a surprise: `sqlite3_open` also returns it when the file did not exist and it has just created a new, empty database, and `sqlite3_prepare_v2` returns it with a NULL statement when the SQL was empty or only a comment.",
            fix: "Nothing to fix: go on with the next call. Note that `sqlite3_step` never answers `SQLITE_OK`; it returns `SQLITE_ROW` or `SQLITE_DONE`, so compare with those in your step loop, and check that the statement pointer is not NULL after a successful prepare."),
        ResultCode.SQLITE_ERROR.rawValue: CodeExplanation(
            meaning: "a generic error, used when no more specific code applies",
            cause: "The SQL itself is wrong, or asks for something the database does not have: a misspelt keyword (`updata`), a table or column that does not exist, a text value without single quotes (read as a column name), a table created twice, a misplaced aggregate, or a COMMIT with no transaction open. SQLite's message says which.",
            fix: "Read SQLite's message and the caret under the word it names. Check names with `.tables` and `.schema`, put text values in single quotes (or bind them with `?`), and fix the spelling."),
        ResultCode.SQLITE_INTERNAL.rawValue: CodeExplanation(
            meaning: "an internal malfunction in SQLite or in one of its extensions",
            cause: "A working SQLite never returns this for your SQL; it points to a bug in SQLite itself or in an add-on such as an application-defined function, a virtual table or a VFS (the layer that reads and writes files). Plain SQL written by a learner should not cause it.",
            fix: "Your SQL is probably not to blame: note the exact statement and the SQLite version (`SELECT sqlite_version()`), and report it to whoever maintains the extension or the app (in sqlab, the course maintainers)."),
        ResultCode.SQLITE_PERM.rawValue: CodeExplanation(
            meaning: "access permission denied: the access mode requested for a newly created database could not be provided",
            cause: "Rare, and only with database files: the operating system refused the kind of access SQLite asked for, for example when a new database file could not get the requested permissions or a file lock was refused with a permission error. Most permission problems show up as `SQLITE_CANTOPEN` or `SQLITE_READONLY` instead, and sqlab's in-memory lessons never see it.",
            fix: "Check who owns the database file and its folder and whether your program may read and write there (`ls -l` on a desktop; on iOS keep the database inside the app's own container, e.g. Application Support), then open it again."),
        ResultCode.SQLITE_ABORT.rawValue: CodeExplanation(
            meaning: "the operation was aborted before it finished, usually at the application's request",
            cause: "Most often a callback passed to `sqlite3_exec` returned a non-zero value: `sqlite3_exec` then stops and reports `query aborted`, so a callback that returns 1 to mean \"OK\" stops after the first row. It can also end a statement that was still running when a ROLLBACK on the same connection undid its transaction.",
            fix: "Make your `sqlite3_exec` callback return 0 for every row you want to keep receiving, and non-zero only when you really want to stop. Finish or reset running statements before a ROLLBACK, and run the statement again if it was cut off."),
        ResultCode.SQLITE_BUSY.rawValue: CodeExplanation(
            meaning: "the database file is locked: another connection is using it",
            cause: "SQLite lets only one connection write at a time. Another connection to the same file (often a second connection inside your own app) is in the middle of a transaction, or still holds a SELECT it has not finished, reset or finalized, so your write fails with `database is locked`. `sqlite3_close` also returns it (`unable to close due to unfinalized statements`) while some statements are not finalized. sqlab gives every run its own private in-memory database, so here it can only mean the same database was opened twice.",
            fix: "In an app use one shared connection (or a serial queue), always COMMIT or ROLLBACK your transactions, and call `sqlite3_reset` or `sqlite3_finalize` on every statement when you are done with it; set `sqlite3_busy_timeout(db, 2000)` so short waits are retried instead of failing at once. Finalize every statement before `sqlite3_close`."),
        ResultCode.SQLITE_LOCKED.rawValue: CodeExplanation(
            meaning: "a write could not continue because of a conflict inside the same connection (or a shared cache)",
            cause: "Your own connection is still using the object you want to change: for example `DROP TABLE` while a SELECT on that table has been stepped but not yet finished, reset or finalized gives `database table is locked`. In shared-cache mode another connection sharing the cache can cause it too. Unlike `SQLITE_BUSY`, the conflict is inside your own program.",
            fix: "Step the SELECT to the end (`SQLITE_DONE`), or call `sqlite3_reset` or `sqlite3_finalize` on it, before you drop or alter the table; and avoid shared-cache mode in apps."),
        ResultCode.SQLITE_NOMEM.rawValue: CodeExplanation(
            meaning: "SQLite could not allocate the memory it needed",
            cause: "sqlab's sandbox gives each run a limited amount of memory, so statements that build huge intermediate results run out of it: a giant `zeroblob` or `randomblob`, a `group_concat` over millions of generated rows, or sorting the result of a huge cross join. A gigantic statement (say, thousands of pasted values) can also exceed the size allowed for a compiled statement, which SQLite 3.40.1 reports as `out of memory` too. In an app it means the device really ran short of memory.",
            fix: "Work on less data at once: generate a few rows instead of millions, keep strings and blobs small, give every join a condition, and add a LIMIT while you explore. Split a giant statement into several smaller ones."),
        ResultCode.SQLITE_READONLY.rawValue: CodeExplanation(
            meaning: "an attempt was made to write to a database that is open read-only",
            cause: "The database was opened in a place or mode that does not allow writing. In iOS apps the classic case is opening the `.sqlite` file straight from the app bundle (`Bundle.main.path(...)`): SELECT works and prepare succeeds, but every INSERT, UPDATE or DELETE fails at `sqlite3_step` with `attempt to write a readonly database`. Opening with `SQLITE_OPEN_READONLY`, a write-protected file or folder, or `PRAGMA query_only = ON` have the same effect.",
            fix: "On first launch copy the bundled database into a writable folder (Application Support or Documents) and open the copy; open it with `SQLITE_OPEN_READWRITE` (plus `SQLITE_OPEN_CREATE` if it may not exist yet), and make sure both the file and its folder are writable."),
        ResultCode.SQLITE_INTERRUPT.rawValue: CodeExplanation(
            meaning: "the operation was interrupted (by `sqlite3_interrupt` or a progress handler)",
            cause: "sqlab stops any statement that runs past its time limit (1 second by default), and it shows up as this code. Typical runaways: a recursive CTE with no stop condition (`WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c) SELECT n FROM c` never ends), or a huge cross join from listing several tables in FROM without a join condition. In an app it means your own code called `sqlite3_interrupt`, for instance when the user pressed Cancel.",
            fix: "Give the recursion a stop condition (`WHERE n < 10`) or end the query with a LIMIT, connect joined tables with `ON` or a WHERE condition on their keys, and try a query on a small table first."),
        ResultCode.SQLITE_IOERR.rawValue: CodeExplanation(
            meaning: "the operating system reported an I/O error",
            cause: "Reading or writing the database file (or its journal) failed at the operating-system level: failing storage, a removed SD card or USB drive, a network drive that went away, or a file deleted or replaced while it was open. A full disk normally gives `SQLITE_FULL` instead. sqlab's lessons use in-memory databases, so you meet it only in apps that use files; the extended code (such as `SQLITE_IOERR_WRITE`) tells which operation failed.",
            fix: "Look at the extended code and the system log, check the storage, and make sure nothing else deletes, moves or overwrites the database file while it is open. Retry once the storage is fine, and restore from a backup if the file was damaged."),
        ResultCode.SQLITE_CORRUPT.rawValue: CodeExplanation(
            meaning: "the database file is damaged (the disk image is malformed)",
            cause: "The file's contents no longer form a valid SQLite database: it was only partly copied or downloaded, overwritten by another program, copied while a transaction was being written, or damaged by faulty storage. The message reads `database disk image is malformed`.",
            fix: "Stop writing to it and keep a copy, run `PRAGMA integrity_check` to see the damage, then restore from a backup or rescue what you can into a new database with the sqlite3 shell's `.recover` command. Copy database files only while no connection is writing to them."),
        ResultCode.SQLITE_NOTFOUND.rawValue: CodeExplanation(
            meaning: "a low-level request was not recognized (such as an unknown `sqlite3_file_control` opcode)",
            cause: "Only code that talks to SQLite's internals sees it: `sqlite3_file_control` called with an opcode the file layer (VFS) does not know, a VFS's `xSetSystemCall` asked about an unknown system call, or `sqlite3_vtab_rhs_value` when the value is not available. Ordinary SQL never returns it: a table that does not exist gives `SQLITE_ERROR`, and a query that finds no rows simply ends with `SQLITE_DONE`.",
            fix: "Check the opcode or name against the documentation of your SQLite version and VFS and treat the code as \"not supported here\". To detect \"no rows\", test whether the first `sqlite3_step` returns `SQLITE_DONE`."),
        ResultCode.SQLITE_FULL.rawValue: CodeExplanation(
            meaning: "a write failed because the database or the disk is full",
            cause: "In sqlab the sandbox caps the size of each database, so statements that keep adding data hit it: an INSERT ... SELECT that copies a table into itself again and again, a recursive CTE that generates millions of rows, or rows stuffed with `zeroblob` or `randomblob`; the message is `database or disk is full`. In an app it means the disk (or the partition that holds temporary files) is full, or the database reached its `PRAGMA max_page_count`.",
            fix: "Insert only the rows you need: give generators a small stop condition (`WHERE n < 100`), keep blobs small, and watch the row count with `SELECT count(*)`. In an app, free disk space, delete old data and run VACUUM, or raise `max_page_count`."),
        ResultCode.SQLITE_CANTOPEN.rawValue: CodeExplanation(
            meaning: "SQLite could not open a file (the database, its journal or a temporary file)",
            cause: "SQLite can create a missing database file but never the folders above it, so `sqlite3_open(\"./data/dev.sqlite\", &db)` fails with `unable to open database file` when the `data` folder does not exist. A relative path is resolved against the process's current directory, which in an iOS app is not your project folder; opening a missing file with `SQLITE_OPEN_READWRITE` but without `SQLITE_OPEN_CREATE`, or a folder without permission, fail the same way.",
            fix: "Build the path from a real location (FileManager's Application Support or Documents URL), create the folder first, and print the full path when opening fails. Even when `sqlite3_open` fails you must still call `sqlite3_close` on the handle it gave you."),
        ResultCode.SQLITE_PROTOCOL.rawValue: CodeExplanation(
            meaning: "a problem with SQLite's file-locking protocol",
            cause: "Only seen with WAL-mode database files when many processes compete hard to start transactions on the same file: a connection that loses the locking race again and again for several seconds gives up with this code. Very rare, and never in sqlab's in-memory lessons.",
            fix: "Retry the transaction after a short pause, and reduce the number of processes writing to the same file at once (for example, send all writes through one process or connection)."),
        ResultCode.SQLITE_EMPTY.rawValue: CodeExplanation(
            meaning: "a reserved code that current SQLite never returns",
            cause: "The number is kept for historical reasons (the header calls it \"internal use only\"); no SQLite interface returns it today. An empty table or an empty result is not an error: the query just ends with `SQLITE_DONE` and no rows.",
            fix: "If you see it, it came from other code, such as a wrapper or an extension, so look there. To check for \"no rows\", test whether the first `sqlite3_step` returns `SQLITE_DONE`."),
        ResultCode.SQLITE_SCHEMA.rawValue: CodeExplanation(
            meaning: "the database schema changed after the statement was prepared",
            cause: "A statement was prepared, and then a table, index or view it depends on was created, dropped or altered (by this or another connection) before it ran. Statements from `sqlite3_prepare_v2` recompile themselves automatically, so you only see this with the legacy `sqlite3_prepare`, or when the schema keeps changing through every retry.",
            fix: "Use `sqlite3_prepare_v2` (or `sqlite3_prepare_v3`), and prepare statements after the CREATE, ALTER or DROP they depend on; if it still happens, finalize the statement and prepare it again."),
        ResultCode.SQLITE_TOOBIG.rawValue: CodeExplanation(
            meaning: "a string or BLOB, or the SQL text itself, is larger than the allowed limit",
            cause: "sqlab's sandbox limits the size of a single value and of one SQL statement, so a giant `zeroblob(1000000000)`, a big `randomblob`, text doubled again and again with `||` or `replace`, a huge `group_concat` result, or a statement with thousands of pasted values stops with `string or blob too big`. Outside the sandbox the default limit is about 1 GB per value.",
            fix: "Keep values small (store big files on disk and keep only their path in the table), build long text in your program instead of one SQL expression, and split huge INSERTs into several statements with bound parameters."),
        ResultCode.SQLITE_CONSTRAINT.rawValue: CodeExplanation(
            meaning: "a constraint was violated, so the statement was aborted",
            cause: "The statement would have broken a rule declared on the table: PRIMARY KEY, UNIQUE, NOT NULL, CHECK or FOREIGN KEY, or a trigger's RAISE. The message (`UNIQUE constraint failed: t.col`, `NOT NULL constraint failed: ...`) names the rule, and the extended code says which kind it was, e.g. `SQLITE_CONSTRAINT_UNIQUE` (2067).",
            fix: "Read the table and column in the message, look at the table's definition with `.schema`, and change the data (or the statement) so that it fits the rule; the failed statement's changes were undone, so just run the corrected one. In an app, turn on extended codes with `sqlite3_extended_result_codes(db, 1)` to tell the kinds apart."),
        ResultCode.SQLITE_MISMATCH.rawValue: CodeExplanation(
            meaning: "a data type mismatch in one of the few places where SQLite enforces types",
            cause: "SQLite normally stores any value in any column, but a column declared exactly `INTEGER PRIMARY KEY` is the table's rowid and can hold only whole numbers (or NULL, meaning \"give me the next number\"). Inserting a UUID string, an empty string `''` or `3.14` there fails with `datatype mismatch`, while text that is a clean integer, such as `'42'`, is accepted.",
            fix: "Store integers in that column, or leave it out and let SQLite assign it; if you need string ids such as UUIDs, declare the key as `TEXT PRIMARY KEY` instead. This is one of the few type checks in an ordinary (non-STRICT) table."),
        ResultCode.SQLITE_MISUSE.rawValue: CodeExplanation(
            meaning: "the SQLite library was used incorrectly",
            cause: "A C API call was made in a way SQLite does not allow: `sqlite3_step` on the NULL statement left behind by a failed `sqlite3_prepare_v2` (the real error is the prepare error, such as `no such table`), stepping or binding a statement after `sqlite3_finalize`, using a connection after `sqlite3_close`, or binding new values after `sqlite3_step` without calling `sqlite3_reset` first. `sqlite3_errmsg` does not describe the misuse, and SQLite cannot catch every misuse: some just crash.",
            fix: "Check that every `sqlite3_prepare_v2` returned `SQLITE_OK` and a non-NULL statement before you bind or step, and print the prepare error right there (a NULL statement with `SQLITE_OK` means the SQL was empty or only a comment). Call `sqlite3_reset` before binding a statement again in a loop, never touch a statement after `sqlite3_finalize` or a connection after `sqlite3_close`, and set those pointers to nil afterwards."),
        ResultCode.SQLITE_NOLFS.rawValue: CodeExplanation(
            meaning: "the operating system lacks a feature SQLite needs, such as large-file support",
            cause: "The database file grew past the largest file the operating system or file system can handle, for example 2 GB or 4 GB on old FAT-formatted storage or on systems without large-file support. Modern phones and sqlab's in-memory lessons do not hit it.",
            fix: "Keep the database on a file system that supports large files, split the data over several database files, or delete unused data and run VACUUM to shrink the file."),
        ResultCode.SQLITE_AUTH.rawValue: CodeExplanation(
            meaning: "an authorizer refused the statement (not authorized)",
            cause: "sqlab's sandbox installs an authorizer that refuses what learner SQL may not do, because it must not touch the host computer's files or settings: ATTACH and DETACH (and VACUUM INTO), most PRAGMAs, creating virtual tables, and anything that reads or writes files. The message is `not authorized`; a switched-off function (`printf`, `format`, `load_extension`) is reported as `SQLITE_ERROR` with `not authorized to use function: printf` instead. In an app it means your own `sqlite3_set_authorizer` callback returned `SQLITE_DENY`.",
            fix: "Nothing is wrong with the SQL as such: the sandbox simply does not allow it. Work inside the database the lesson gives you and keep data in tables rather than in other files. Look at tables with `.tables`, `.schema` or `PRAGMA table_info(t)`; the PRAGMAs the course teaches, such as `PRAGMA foreign_keys`, are allowed. In your own app, check which action your authorizer denied."),
        ResultCode.SQLITE_FORMAT.rawValue: CodeExplanation(
            meaning: "a code SQLite no longer uses (once: auxiliary database format error)",
            cause: "Current SQLite never returns it; the number is only kept so that old programs still compile. A file that is not a database gives `SQLITE_NOTADB`, and a damaged one gives `SQLITE_CORRUPT`.",
            fix: "If you see it, it came from a wrapper or an extension, not from SQLite itself, so check that code. For problems with database files, see the explanations of `SQLITE_NOTADB` and `SQLITE_CORRUPT`."),
        ResultCode.SQLITE_RANGE.rawValue: CodeExplanation(
            meaning: "a parameter or column index passed to the API is out of range",
            cause: "The `?` placeholders are numbered from 1, so `sqlite3_bind_int(stmt, 0, value)` is always wrong, and so is an index larger than the number of `?` in the statement (for example binding a third value to `WHERE name = ? AND age = ?`); the message is `column index out of range`. Result columns, on the other hand, are numbered from 0 (`sqlite3_column_text(stmt, 0)`), which is why the two get mixed up.",
            fix: "Bind the first `?` with index 1 (`sqlite3_bind_int(stmt, 1, value)`), count the placeholders with `sqlite3_bind_parameter_count`, and check the return code of every bind: if you ignore it, that placeholder stays NULL and the query quietly returns nothing."),
        ResultCode.SQLITE_NOTADB.rawValue: CodeExplanation(
            meaning: "the file opened is not an SQLite database",
            cause: "The file exists but does not start with SQLite's header: a `.sql` text dump, a database encrypted with SQLCipher opened without the right key, a partial or damaged download, or some other file that merely has a `.sqlite` name. `sqlite3_open` still succeeds because it does not read the file yet; the error (`file is not a database`) appears at the first statement.",
            fix: "Check what the file really is (a real database starts with the 16 bytes `SQLite format 3`). Import a `.sql` dump with the shell's `.read` command instead of opening it, open encrypted databases with the matching library and key, and copy a damaged file again."),
        ResultCode.SQLITE_NOTICE.rawValue: CodeExplanation(
            meaning: "a notice sent to the `sqlite3_log` callback about an unusual operation",
            cause: "No API call returns this code. SQLite only passes it (as one of its extended codes) to the error-log callback registered with `sqlite3_config(SQLITE_CONFIG_LOG, ...)`, to report something unusual but harmless, such as a database being recovered after a crash.",
            fix: "Nothing to fix; it is for information. Log it in your app if you want to know when recovery happens, and do not treat it as a failed call."),
        ResultCode.SQLITE_WARNING.rawValue: CodeExplanation(
            meaning: "a warning sent to the `sqlite3_log` callback about an unusual, possibly ill-advised operation",
            cause: "No API call returns this code. SQLite only passes it (or one of its extended codes) to the error-log callback registered with `sqlite3_config(SQLITE_CONFIG_LOG, ...)`, for example to say that it had to build a temporary index to run a query.",
            fix: "Treat it as advice, not as a failure: read the log message and consider the change it hints at, such as adding an index with CREATE INDEX."),
        ResultCode.SQLITE_ROW.rawValue: CodeExplanation(
            meaning: "the statement has another row of results ready",
            cause: "`sqlite3_step` on a SELECT (or a statement with RETURNING) produced one row; read it with `sqlite3_column_int`, `sqlite3_column_text` and friends, whose column numbers start at 0 (unlike `?` parameters, which start at 1). A row only means the query ran, not that it asked what you meant: with two integers `/` drops the fraction (`30 / 100` is 0, and division by zero gives NULL), `LIMIT 5 OFFSET 5` skips 5 rows and returns the next 5 (rows 6 to 10), and without ORDER BY the order of the rows, and so every page, is whatever the query plan happens to produce.",
            fix: "Call `sqlite3_step` in a loop while it returns `SQLITE_ROW`, and check for `SQLITE_DONE` after the loop (anything else is an error). For a fraction make one side real first (`x * 1.0 / y` or `CAST(x AS REAL) / y`) and round afterwards; for page n of size s write `ORDER BY id LIMIT s OFFSET (n - 1) * s`, always ordering by a unique key."),
        ResultCode.SQLITE_DONE.rawValue: CodeExplanation(
            meaning: "the statement ran to completion",
            cause: "`sqlite3_step` has finished: an INSERT, UPDATE, DELETE or CREATE did its work, or a SELECT has no more rows (or had none at all). It says nothing about how many rows were touched: an `UPDATE` or `DELETE` without WHERE changes every row without any warning, `WHERE col = NULL` matches nothing and `col <> 'x'` silently skips the rows where col is NULL (a comparison with NULL is never true), and an OFFSET past the end returns no rows, all ending in `SQLITE_DONE`. Likewise an INSERT into a table without AUTOINCREMENT may reuse the id of the highest row you deleted. Calling `sqlite3_step` again after `SQLITE_DONE` without `sqlite3_reset` does not give `SQLITE_DONE` again: SQLite resets the statement itself and runs it from the start (since 3.7.0), so a loop that does not stop at `SQLITE_DONE` reads the rows again, or repeats the INSERT.",
            fix: "After a write, check `sqlite3_changes(db)` (or `SELECT changes()`) and roll back if it is larger than expected; try the WHERE clause in a SELECT first, and identify rows by primary key (`WHERE id = ?`). Use `IS NULL` and `IS NOT NULL` for missing values, declare `INTEGER PRIMARY KEY AUTOINCREMENT` if ids must never come back, and call `sqlite3_reset` before running the statement again or `sqlite3_finalize` when you are done."),

        // Extended result codes.
        ResultCode.SQLITE_ERROR_MISSING_COLLSEQ.rawValue: CodeExplanation(
            meaning: "the statement names a collating sequence that does not exist",
            cause: "A COLLATE clause or a column definition asks for a collation SQLite does not know, such as `ORDER BY name COLLATE pinyin` or `COLLATE utf8_general_ci` copied from MySQL; the message is `no such collation sequence: pinyin`. SQLite has only BINARY, NOCASE and RTRIM built in; any other collation must be registered by the app with `sqlite3_create_collation`.",
            fix: "Use a built-in collation (`COLLATE NOCASE` compares ASCII letters without case) or drop the COLLATE clause; in an app, register the collation with `sqlite3_create_collation` before preparing statements that use it."),
        ResultCode.SQLITE_ERROR_RETRY.rawValue: CodeExplanation(
            meaning: "an internal signal telling `sqlite3_prepare_v2` to try preparing the statement again",
            cause: "SQLite uses it inside the prepare functions, for example to retry with a different query plan when a collating sequence the first plan needed is missing. It should never reach your code.",
            fix: "Nothing to change in your SQL. If an application ever receives it, treat it like `SQLITE_ERROR`, log the statement, and report it as a possible bug in SQLite or in the wrapper."),
        ResultCode.SQLITE_ERROR_SNAPSHOT.rawValue: CodeExplanation(
            meaning: "the historical snapshot requested with `sqlite3_snapshot_open` is no longer available",
            cause: "An app using the optional snapshot API (WAL mode, and only in builds with `SQLITE_ENABLE_SNAPSHOT`) tried to start a read transaction on an old version of the database that has since been overwritten by a checkpoint. Beginners and sqlab lessons never use this API.",
            fix: "Take a fresh snapshot with `sqlite3_snapshot_get` and read from that, or keep checkpoints from running while you still need the old snapshot."),
        ResultCode.SQLITE_IOERR_READ.rawValue: CodeExplanation(
            meaning: "an I/O error occurred while reading from a file",
            cause: "The operating system failed a read of the database or journal file: failing storage, a removed SD card or USB drive, or a network share or external drive that disconnected while the file was open.",
            fix: "Check the storage device and its connection, copy the database to reliable local storage, and run `PRAGMA integrity_check` on the copy before using it again."),
        ResultCode.SQLITE_IOERR_SHORT_READ.rawValue: CodeExplanation(
            meaning: "a read returned fewer bytes than SQLite asked for",
            cause: "The file ended earlier than SQLite expected, which usually means it was truncated: an interrupted copy or download, or another program shortening the file while it was open.",
            fix: "Get a complete copy of the database (compare its size with the original), never copy a database while it is being written, and restore from a backup if the original is short too."),
        ResultCode.SQLITE_IOERR_WRITE.rawValue: CodeExplanation(
            meaning: "an I/O error occurred while writing to a file",
            cause: "The operating system failed a write to the database, journal or WAL file, for example because the storage is failing or an external or network drive disconnected. A disk that is merely full gives `SQLITE_FULL`, not this code.",
            fix: "Check the storage and its connection, keep the database on local storage, and retry the transaction; the journal lets SQLite roll the failed transaction back, but run `PRAGMA integrity_check` if the problem repeats."),
        ResultCode.SQLITE_IOERR_FSYNC.rawValue: CodeExplanation(
            meaning: "flushing written data to permanent storage (fsync) failed",
            cause: "After writing, SQLite asks the operating system to force the data onto the disk (`fsync` on Unix, `FlushFileBuffers` on Windows), and that call failed, which happens on network file systems, failing drives or removable media.",
            fix: "Keep the database on a healthy local disk rather than a network share or removable drive, and retry; do not turn syncing off to hide the error, because a crash could then corrupt the file."),
        ResultCode.SQLITE_IOERR_DIR_FSYNC.rawValue: CodeExplanation(
            meaning: "flushing a directory to permanent storage (fsync on a folder) failed",
            cause: "On Unix SQLite syncs the folder after creating or deleting a journal file, so that the change survives a power loss, and that `fsync` of the folder failed; some network or unusual file systems do not support it.",
            fix: "Keep the database in a folder on an ordinary local file system, check the folder's permissions, and retry."),
        ResultCode.SQLITE_IOERR_TRUNCATE.rawValue: CodeExplanation(
            meaning: "shrinking a file to a smaller size failed",
            cause: "SQLite tried to truncate the database or a journal file (for example after VACUUM, or when resetting a journal) and the operating system refused or failed.",
            fix: "Check that the file and the disk are writable and healthy and that no other program holds the file open or locked, then retry."),
        ResultCode.SQLITE_IOERR_FSTAT.rawValue: CodeExplanation(
            meaning: "reading a file's size or attributes (fstat) failed",
            cause: "SQLite asked the operating system about an open file, such as its size or permissions, and the call failed; the file may have been removed, or the storage disconnected.",
            fix: "Make sure the database file stays in place and the storage stays connected while the app uses it, then reopen the database."),
        ResultCode.SQLITE_IOERR_UNLOCK.rawValue: CodeExplanation(
            meaning: "releasing a file lock failed",
            cause: "The file layer (the VFS's `xUnlock` method) could not release a lock on the database file, which happens with unreliable file locking on network file systems or after a storage error.",
            fix: "Keep databases on local storage (SQLite's locking is not reliable over network shares), close and reopen the connection, and retry."),
        ResultCode.SQLITE_IOERR_RDLOCK.rawValue: CodeExplanation(
            meaning: "getting a read (shared) lock on the file failed",
            cause: "Before reading, SQLite takes a shared lock on the database file; the VFS's `xLock` call failed with an I/O error, typically on network or unusual file systems.",
            fix: "Move the database to a local file system, make sure no other tool is holding the file, and retry the read."),
        ResultCode.SQLITE_IOERR_DELETE.rawValue: CodeExplanation(
            meaning: "deleting a file failed",
            cause: "SQLite could not delete a file it manages, usually the rollback journal at the end of a transaction (the VFS's `xDelete` method), because the folder is not writable, a virus scanner or backup tool is holding the file, or the storage failed.",
            fix: "Make sure the folder that contains the database is writable by your app and that no other program keeps the journal file open, then retry."),
        ResultCode.SQLITE_IOERR_BLOCKED.rawValue: CodeExplanation(
            meaning: "a code SQLite no longer uses (once: I/O blocked by a lock)",
            cause: "Kept only so that old code still compiles; current SQLite never returns it. Waiting for a lock shows up as `SQLITE_BUSY` instead.",
            fix: "If you see it, it came from an old wrapper or a custom VFS: handle it like `SQLITE_BUSY` and update that code."),
        ResultCode.SQLITE_IOERR_NOMEM.rawValue: CodeExplanation(
            meaning: "the file layer could not allocate memory for an I/O operation",
            cause: "The VFS ran out of memory while reading or writing; SQLite normally turns this into `SQLITE_NOMEM` before your code sees it, so receiving it directly points to a custom VFS or a device that is very short of memory.",
            fix: "Free memory (smaller queries, fewer open connections and cached statements) and retry; if it keeps happening, handle it like `SQLITE_NOMEM`."),
        ResultCode.SQLITE_IOERR_ACCESS.rawValue: CodeExplanation(
            meaning: "checking whether a file exists or is accessible failed",
            cause: "SQLite asked the operating system (the VFS's `xAccess` method) whether a file such as a journal or WAL file exists or may be read or written, and that check itself failed, often because of folder permissions or a disconnected drive.",
            fix: "Check the permissions of the database's folder and that the storage is connected, then reopen the database."),
        ResultCode.SQLITE_IOERR_CHECKRESERVEDLOCK.rawValue: CodeExplanation(
            meaning: "checking whether another connection holds a reserved (write) lock failed",
            cause: "The VFS's `xCheckReservedLock` method, which asks whether some other connection is about to write, failed with an I/O error; typical of network file systems with broken locking.",
            fix: "Keep the database on local storage, do the writing from one process (or one connection), and retry."),
        ResultCode.SQLITE_IOERR_LOCK.rawValue: CodeExplanation(
            meaning: "an I/O error occurred in the file-locking logic",
            cause: "SQLite could not take a lock it needed on the database file, usually the PENDING lock taken before writing; file systems with poor locking support (network shares, some special file systems on macOS) are the usual cause.",
            fix: "Keep the database on a local disk, do not open the same file from several machines, and retry the transaction."),
        ResultCode.SQLITE_IOERR_CLOSE.rawValue: CodeExplanation(
            meaning: "closing a file failed",
            cause: "The operating system reported an error when SQLite closed the database or a journal file (the VFS's `xClose` method); on network file systems, delayed write errors are often reported only at close time.",
            fix: "Check that the storage is healthy and that earlier writes really reached it: run `PRAGMA integrity_check` when you reopen the database, and keep it on local storage."),
        ResultCode.SQLITE_IOERR_DIR_CLOSE.rawValue: CodeExplanation(
            meaning: "a code SQLite no longer uses (once: closing a directory failed)",
            cause: "Current SQLite never returns it; the number is only kept for compatibility.",
            fix: "If you see it, it came from an old wrapper or a custom VFS: look there, and handle it like any other `SQLITE_IOERR`."),
        ResultCode.SQLITE_IOERR_SHMOPEN.rawValue: CodeExplanation(
            meaning: "opening the WAL shared-memory file failed",
            cause: "In WAL mode connections share an index through a `-shm` file next to the database; creating or opening that file failed (the VFS's `xShmMap` method), often because the folder is read-only or the file system does not support shared memory.",
            fix: "Make sure the database's folder is writable so the `-shm` and `-wal` files can be created, keep the database on local storage, or switch to `PRAGMA journal_mode = DELETE` if you do not need WAL."),
        ResultCode.SQLITE_IOERR_SHMSIZE.rawValue: CodeExplanation(
            meaning: "growing the WAL shared-memory file failed",
            cause: "During a WAL-mode transaction SQLite tried to enlarge the `-shm` file and the operating system refused; this usually means the volume is out of space.",
            fix: "Free disk space on the volume that holds the database, then retry the transaction."),
        ResultCode.SQLITE_IOERR_SHMLOCK.rawValue: CodeExplanation(
            meaning: "a code SQLite no longer uses (once: locking the WAL shared memory failed)",
            cause: "Current SQLite never returns it; lock conflicts on the `-shm` file now show up as `SQLITE_BUSY`.",
            fix: "If you see it, it came from an old wrapper or a custom VFS: handle it like `SQLITE_BUSY` and retry."),
        ResultCode.SQLITE_IOERR_SHMMAP.rawValue: CodeExplanation(
            meaning: "mapping the WAL shared memory into the process failed",
            cause: "SQLite could not map the `-shm` file into memory (the VFS's `xShmMap` method), for example on a file system that does not support memory mapping or when the process is short of address space.",
            fix: "Keep the database on a local file system, or use `PRAGMA journal_mode = DELETE` so that no shared memory is needed, then retry."),
        ResultCode.SQLITE_IOERR_SEEK.rawValue: CodeExplanation(
            meaning: "moving to a position in a file before reading or writing failed",
            cause: "Before a read or write the VFS moves the file position to the right offset (the seek inside `xRead` or `xWrite`), and the operating system refused, which points to a storage problem or a damaged file system.",
            fix: "Check the disk and its file system with the operating system's disk tools, copy the database to healthy storage, and retry."),
        ResultCode.SQLITE_IOERR_DELETE_NOENT.rawValue: CodeExplanation(
            meaning: "a file could not be deleted because it does not exist",
            cause: "SQLite tried to delete a file it manages, usually a journal, that had already disappeared (the VFS's `xDelete` found no such file); another program or a cleanup script may have deleted files next to the database.",
            fix: "Let SQLite manage its own `-journal`, `-wal` and `-shm` files: never delete them by hand or from a cleanup task while the database is in use."),
        ResultCode.SQLITE_IOERR_MMAP.rawValue: CodeExplanation(
            meaning: "memory-mapping part of the database file failed",
            cause: "With memory-mapped I/O switched on (`PRAGMA mmap_size` greater than 0), SQLite could not map or unmap part of the database file into memory (the VFS's `xFetch` or `xUnfetch` method).",
            fix: "Turn memory-mapped I/O off with `PRAGMA mmap_size = 0` (the default) or use a smaller size, and check the storage."),
        ResultCode.SQLITE_IOERR_GETTEMPPATH.rawValue: CodeExplanation(
            meaning: "the file layer could not find a folder for temporary files",
            cause: "SQLite needed a temporary file (for a big sort, a temporary table or VACUUM), but none of the usual temporary folders (`TMPDIR`, `/var/tmp`, `/tmp`, ...) exists or is writable.",
            fix: "Set `TMPDIR` to a writable folder (on iOS, the app's own temporary directory), or keep temporary data in memory with `PRAGMA temp_store = MEMORY`."),
        ResultCode.SQLITE_IOERR_CONVPATH.rawValue: CodeExplanation(
            meaning: "converting a file path failed (Cygwin only)",
            cause: "Only the Cygwin build of SQLite on Windows returns it: the `cygwin_conv_path()` call that translates between Unix-style and Windows paths failed during an I/O operation.",
            fix: "Use a simple absolute path without unusual characters, check that it exists under Cygwin, or use a native build of SQLite."),
        ResultCode.SQLITE_IOERR_VNODE.rawValue: CodeExplanation(
            meaning: "an I/O error code reserved for extensions (vnode); SQLite's core never uses it",
            cause: "SQLite's own code never returns it; only an extension or a platform's custom file layer (VFS) can, to report a problem with the file's underlying node, for example the file being changed or removed behind SQLite's back.",
            fix: "Check the documentation of the extension or platform that returned it, and make sure the database file is not moved, replaced or deleted while it is open."),
        ResultCode.SQLITE_IOERR_AUTH.rawValue: CodeExplanation(
            meaning: "an I/O authorization error code reserved for extensions; SQLite's core never uses it",
            cause: "SQLite's own code never returns it; an extension or custom VFS may use it when access to the underlying storage was not authorized, for example an encrypted or remote store that rejected the credentials.",
            fix: "Check the extension's documentation and the credentials or access rights it needs, then reopen the database."),
        ResultCode.SQLITE_IOERR_BEGIN_ATOMIC.rawValue: CodeExplanation(
            meaning: "starting an atomic batch write failed",
            cause: "Only in builds with batch atomic writes, on file systems that support them (such as F2FS on some Android devices): SQLite asked the file system to begin an atomic batch (`SQLITE_FCNTL_BEGIN_ATOMIC_WRITE`) and that request failed.",
            fix: "Retry the transaction; if it keeps happening, check the device's file system, or use an SQLite build without batch atomic writes."),
        ResultCode.SQLITE_IOERR_COMMIT_ATOMIC.rawValue: CodeExplanation(
            meaning: "committing an atomic batch write failed",
            cause: "The file system accepted a batch of writes to be made atomically but failed to commit it (`SQLITE_FCNTL_COMMIT_ATOMIC_WRITE`); only seen on devices whose file system supports batch atomic writes, such as F2FS.",
            fix: "Retry the transaction; if it repeats, check the device's storage and file system."),
        ResultCode.SQLITE_IOERR_ROLLBACK_ATOMIC.rawValue: CodeExplanation(
            meaning: "rolling back an atomic batch write failed",
            cause: "After an atomic batch write went wrong, SQLite asked the file system to discard it (`SQLITE_FCNTL_ROLLBACK_ATOMIC_WRITE`) and that failed too, so the state of the file is uncertain.",
            fix: "Close the connection, reopen the database and run `PRAGMA integrity_check`; restore from a backup if it reports damage."),
        ResultCode.SQLITE_IOERR_DATA.rawValue: CodeExplanation(
            meaning: "a page's checksum did not match (checksum VFS)",
            cause: "Only with the checksum VFS shim (`cksumvfs`) loaded: a page read from the database file did not match the checksum stored with it, so the data changed on disk behind SQLite's back.",
            fix: "Treat the file as damaged: stop writing to it, run `PRAGMA integrity_check`, and restore from a backup or rescue the data into a new database."),
        ResultCode.SQLITE_IOERR_CORRUPTFS.rawValue: CodeExplanation(
            meaning: "a read or seek fell outside the file, which suggests a corrupt file system",
            cause: "The VFS found that a request pointed outside the file's boundaries rather than failing on the device itself, which usually means the file system is damaged.",
            fix: "Check and repair the file system with the operating system's disk tools, then check the database with `PRAGMA integrity_check` or restore it from a backup."),
        ResultCode.SQLITE_LOCKED_SHAREDCACHE.rawValue: CodeExplanation(
            meaning: "a table is locked by another connection that shares the same cache",
            cause: "Two connections opened in shared-cache mode (`SQLITE_OPEN_SHAREDCACHE`, or `cache=shared` in a URI) use one cache, and one of them is changing data the other wants to read or write; the message is `database table is locked`.",
            fix: "Avoid shared-cache mode (SQLite discourages it) and give each connection its own cache, or finish the writing transaction before the other connection touches the table; `sqlite3_unlock_notify` can wait for it."),
        ResultCode.SQLITE_LOCKED_VTAB.rawValue: CodeExplanation(
            meaning: "a virtual table could not finish because of locks held elsewhere",
            cause: "SQLite's core does not use it; virtual tables return it. The R-Tree extension, for example, refuses to update an R-Tree while another statement is still reading it, because rebalancing the tree would confuse that reader.",
            fix: "Finish (step to `SQLITE_DONE`) or reset the statement that reads the virtual table before you modify it, or collect the changes first and apply them afterwards."),
        ResultCode.SQLITE_BUSY_RECOVERY.rawValue: CodeExplanation(
            meaning: "another process is recovering the WAL database after a crash",
            cause: "In WAL mode, after a crash, the first connection that opens the database rebuilds its index from the `-wal` file; while it does, other connections get this busy code.",
            fix: "Wait briefly and retry; a busy timeout (`sqlite3_busy_timeout`) handles it automatically, and it clears within moments."),
        ResultCode.SQLITE_BUSY_SNAPSHOT.rawValue: CodeExplanation(
            meaning: "a read transaction cannot become a write transaction because the data changed meanwhile",
            cause: "In WAL mode your connection began a transaction by reading, another connection then wrote to the database, and now your connection tries to write: its view of the data is out of date, so SQLite refuses. Retrying the same statement inside the same transaction keeps failing.",
            fix: "Roll back (or commit) the transaction and start it again so it sees fresh data; begin transactions that will write with `BEGIN IMMEDIATE`, which takes the write lock up front."),
        ResultCode.SQLITE_BUSY_TIMEOUT.rawValue: CodeExplanation(
            meaning: "a blocking file-lock request timed out",
            cause: "Only in special builds with blocking locks (`SQLITE_ENABLE_SETLK_TIMEOUT`): SQLite waited in the operating system for another process's lock on the file, and that wait timed out.",
            fix: "Retry after a pause, keep the other process's transactions short, or allow a longer timeout."),
        ResultCode.SQLITE_CANTOPEN_NOTEMPDIR.rawValue: CodeExplanation(
            meaning: "a code SQLite no longer uses (once: no folder for temporary files)",
            cause: "Current SQLite never returns it; a missing temporary folder now shows up as `SQLITE_IOERR_GETTEMPPATH`.",
            fix: "If a wrapper reports it, make sure a writable temporary folder exists (set `TMPDIR`), or keep temporary data in memory with `PRAGMA temp_store = MEMORY`."),
        ResultCode.SQLITE_CANTOPEN_ISDIR.rawValue: CodeExplanation(
            meaning: "the path given as the database file is a directory",
            cause: "The path points at a folder rather than a file, for example the Documents folder itself instead of a file inside it, or a path that lost its file name.",
            fix: "Append the database's file name to the folder (`documentsURL.appendingPathComponent(\"app.sqlite\")`) and print the full path before opening it."),
        ResultCode.SQLITE_CANTOPEN_FULLPATH.rawValue: CodeExplanation(
            meaning: "the operating system could not turn the file name into a full path",
            cause: "SQLite first converts every database file name into an absolute path; this failed, for example because the current directory was deleted, a folder on the path cannot be read, or the path is too long.",
            fix: "Open the database with an absolute path built from a known folder (such as Application Support), check that every folder on it exists and is readable, and keep the path reasonably short."),
        ResultCode.SQLITE_CANTOPEN_CONVPATH.rawValue: CodeExplanation(
            meaning: "converting the file path failed while opening (Cygwin only)",
            cause: "Only the Cygwin build of SQLite on Windows returns it: `cygwin_conv_path()` could not convert the database path while opening the file.",
            fix: "Open the database with a simple absolute path without unusual characters, check that it exists under Cygwin, or use a native build of SQLite."),
        ResultCode.SQLITE_CANTOPEN_DIRTYWAL.rawValue: CodeExplanation(
            meaning: "a code SQLite does not use at present (a WAL file that needs recovery)",
            cause: "Defined in the header but not returned by current SQLite; problems with a leftover `-wal` file show up as other `SQLITE_CANTOPEN` or `SQLITE_READONLY` codes.",
            fix: "If a wrapper reports it, make sure the database's folder is writable so that a leftover `-wal` file can be recovered, and open the database once in read-write mode."),
        ResultCode.SQLITE_CANTOPEN_SYMLINK.rawValue: CodeExplanation(
            meaning: "the database file is a symbolic link, and following links was forbidden",
            cause: "The database was opened with `SQLITE_OPEN_NOFOLLOW`, which refuses to follow symbolic links, and the path is a symlink.",
            fix: "Open the real file the link points to, or drop `SQLITE_OPEN_NOFOLLOW` if following links is acceptable."),
        ResultCode.SQLITE_CORRUPT_VTAB.rawValue: CodeExplanation(
            meaning: "the content of a virtual table is corrupt",
            cause: "A virtual table (for example a full-text search table made with FTS3, FTS4 or FTS5, or an R-Tree) found that its own data, kept in hidden shadow tables, is inconsistent, usually after those shadow tables were edited directly.",
            fix: "Never modify a virtual table's shadow tables (such as `ft_content` for a table named `ft`) by hand; rebuild the index (for FTS5: `INSERT INTO ft(ft) VALUES('rebuild')`) or recreate the virtual table from the original data."),
        ResultCode.SQLITE_CORRUPT_SEQUENCE.rawValue: CodeExplanation(
            meaning: "the `sqlite_sequence` table has the wrong format",
            cause: "SQLite keeps the highest id ever used by each AUTOINCREMENT table in the internal table `sqlite_sequence`, which must be exactly `CREATE TABLE sqlite_sequence(name,seq)`; its definition has been altered, usually by editing the schema with `PRAGMA writable_schema`.",
            fix: "Do not change the structure of `sqlite_sequence` (changing its rows, such as resetting `seq`, is allowed). Restore the database from a backup, or copy the data into a new database whose tables are created normally."),
        ResultCode.SQLITE_CORRUPT_INDEX.rawValue: CodeExplanation(
            meaning: "an index is missing an entry that should be there",
            cause: "SQLite found that an index and its table disagree, a special kind of corruption that often comes from an app changing the rules of a custom collating sequence after indexes were built with it, or from a file edited behind SQLite's back.",
            fix: "Run `REINDEX` (or `REINDEX tablename`) to rebuild the indexes, then `PRAGMA integrity_check` to make sure nothing else is damaged."),
        ResultCode.SQLITE_READONLY_RECOVERY.rawValue: CodeExplanation(
            meaning: "a WAL database needs recovery, but it is open read-only",
            cause: "A WAL-mode database was left needing recovery (after a crash), and recovery needs write access, but this connection can only read: the file or its folder is read-only, or it was opened with `SQLITE_OPEN_READONLY`.",
            fix: "Open the database once with write access (in a writable folder) so that SQLite can recover it; after that, read-only access works again."),
        ResultCode.SQLITE_READONLY_CANTLOCK.rawValue: CodeExplanation(
            meaning: "a read lock on a WAL database is impossible because its shared-memory file is read-only",
            cause: "In WAL mode even readers need write access to the `-shm` file next to the database; here that file (or its folder) is read-only, as with a WAL database shipped inside an app bundle.",
            fix: "Copy the database to a writable folder before using it, or switch it to `PRAGMA journal_mode = DELETE` before you ship it as a read-only file."),
        ResultCode.SQLITE_READONLY_ROLLBACK.rawValue: CodeExplanation(
            meaning: "a hot journal needs rolling back, but the database is read-only",
            cause: "An earlier writer crashed and left a `-journal` file that must be rolled back before anyone can read the database, but this connection cannot write (read-only file, folder or open mode).",
            fix: "Open the database once with write access so that SQLite can roll the journal back, and never delete a `-journal` file by hand: it holds the data needed to undo the interrupted transaction."),
        ResultCode.SQLITE_READONLY_DBMOVED.rawValue: CodeExplanation(
            meaning: "the database file was moved or renamed while open, so writes are refused",
            cause: "The file was renamed, moved or deleted (for instance replaced by a freshly downloaded copy) after the connection opened it; writing now could corrupt the database after a crash, because the journal would be created under the wrong name.",
            fix: "Close the connection before you move, rename or replace a database file, then open it again at its new path."),
        ResultCode.SQLITE_READONLY_CANTINIT.rawValue: CodeExplanation(
            meaning: "the WAL shared memory exists, but this process cannot initialise it (no write permission)",
            cause: "The `-shm` file of a WAL database is present but its content cannot be trusted, and this process lacks permission to write to it to set it up; SQLite normally works around this with a private in-memory copy, so it should not reach your code.",
            fix: "Give the process write access to the database folder and its `-wal` and `-shm` files, or use `PRAGMA journal_mode = DELETE` for databases that several users read."),
        ResultCode.SQLITE_READONLY_DIRECTORY.rawValue: CodeExplanation(
            meaning: "the database is read-only because no journal can be created in its folder",
            cause: "To write, SQLite must create a `-journal` (or `-wal`) file next to the database, but the folder is not writable, even if the file itself is; for example a database placed in a read-only or system folder.",
            fix: "Move the database into a folder your app can write to (Application Support or Documents on iOS), or fix the folder's permissions."),
        ResultCode.SQLITE_ABORT_ROLLBACK.rawValue: CodeExplanation(
            meaning: "the statement was aborted because its transaction was rolled back",
            cause: "A ROLLBACK ran on the same connection while this statement was still in progress (not yet at `SQLITE_DONE` or reset): pending writes always fail this way, and pending reads do when the rolled-back transaction had changed the schema.",
            fix: "Finish or reset every statement before you run ROLLBACK, and run the aborted statement again in a new transaction if you still need it."),
        ResultCode.SQLITE_CONSTRAINT_CHECK.rawValue: CodeExplanation(
            meaning: "a CHECK constraint failed",
            cause: "The new or changed row makes a CHECK expression false, such as `CHECK (age > 0)` with an age of -1; the message repeats the expression or the constraint's name, e.g. `CHECK constraint failed: age > 0`. (NULL makes the check unknown, which passes.)",
            fix: "Change the value so the condition holds, or, if the rule itself is wrong, recreate the table with the right CHECK; read the rule with `.schema tablename`."),
        ResultCode.SQLITE_CONSTRAINT_COMMITHOOK.rawValue: CodeExplanation(
            meaning: "a commit hook returned non-zero, so the commit was turned into a rollback",
            cause: "The app registered a callback with `sqlite3_commit_hook`, and it returned a non-zero value when a transaction tried to commit, which tells SQLite to roll back instead.",
            fix: "Make the commit hook return 0 to let commits through, and non-zero only when you really want to veto the transaction."),
        ResultCode.SQLITE_CONSTRAINT_FOREIGNKEY.rawValue: CodeExplanation(
            meaning: "a FOREIGN KEY constraint failed",
            cause: "With `PRAGMA foreign_keys = ON`, a row points at a parent row that does not exist (inserting a child with `fid = 99` when no parent has id 99), or you deleted or changed a parent that children still reference; the message, `FOREIGN KEY constraint failed`, does not say which key. SQLite leaves foreign keys off by default, per connection, so the same statement is accepted silently (and ON DELETE CASCADE does nothing) on a connection that never turned them on.",
            fix: "Insert the parent first or use a value that exists in the parent table (check with `SELECT id FROM parent WHERE id = 99`), and delete children before their parent or declare `ON DELETE CASCADE`. Foreign keys are only enforced after `PRAGMA foreign_keys = ON;` has run on that connection, outside a transaction; it is not stored in the file."),
        ResultCode.SQLITE_CONSTRAINT_FUNCTION.rawValue: CodeExplanation(
            meaning: "a constraint failure reported by an extension function (SQLite's core does not use it)",
            cause: "An application-defined or extension SQL function decided that its arguments break one of its rules and reported it with this code; SQLite's built-in functions never do.",
            fix: "Read that function's documentation for the arguments it accepts, and pass values that satisfy it."),
        ResultCode.SQLITE_CONSTRAINT_NOTNULL.rawValue: CodeExplanation(
            meaning: "a NOT NULL constraint failed: a required column got NULL",
            cause: "A column declared NOT NULL received NULL: it was left out of the column list and has no DEFAULT, NULL was written or bound explicitly (a nil value, or a `?` that was never bound), or a positional `INSERT INTO posts VALUES (...)` put the values into the wrong columns because they did not follow the CREATE TABLE order. The message names the column, e.g. `NOT NULL constraint failed: posts.language`.",
            fix: "Name the columns (`INSERT INTO t (a, b, c) VALUES (...)`) and check the real order with `PRAGMA table_info(t)` or `.schema t`; then give that column a value. Note that writing NULL explicitly does not use the DEFAULT; only leaving the column out does."),
        ResultCode.SQLITE_CONSTRAINT_PRIMARYKEY.rawValue: CodeExplanation(
            meaning: "a PRIMARY KEY constraint failed: the key is already taken",
            cause: "You inserted (or updated to) a primary-key value that another row already has, for example by running the same `INSERT INTO t VALUES (2, ...)` twice. The message says `UNIQUE constraint failed: t.id` even though the column is the PRIMARY KEY; the extended code 1555 (PRIMARYKEY, rather than 2067 for UNIQUE) tells you it was the key.",
            fix: "Let SQLite assign the key: leave the column out, or insert NULL into an INTEGER PRIMARY KEY. To change an existing row use UPDATE (or `INSERT ... ON CONFLICT(key) DO UPDATE SET ...`), and if the column is not really different for every row, choose another column as the primary key."),
        ResultCode.SQLITE_CONSTRAINT_TRIGGER.rawValue: CodeExplanation(
            meaning: "a trigger called RAISE to abort the statement",
            cause: "A trigger on the table ran `SELECT RAISE(ABORT, 'message')` (or RAISE with FAIL or ROLLBACK) because your change broke a rule the trigger enforces; the error message is whatever text the trigger's author chose.",
            fix: "Read the trigger with `.schema tablename` to see which condition raises the error, and change your data so the condition no longer fires."),
        ResultCode.SQLITE_CONSTRAINT_UNIQUE.rawValue: CodeExplanation(
            meaning: "a UNIQUE constraint failed: another row already has this value",
            cause: "A column (or set of columns) declared UNIQUE, or covered by a `CREATE UNIQUE INDEX`, already holds the value you inserted or updated, for example adding the same customer number again on a later login. The message names the table and column: `UNIQUE constraint failed: t_userInfo.FUND_CUSTOMER_NO`.",
            fix: "Decide what should happen to the existing row: check first with a SELECT, update it in place with `INSERT ... ON CONFLICT(column) DO UPDATE SET ...`, or skip the new one with `INSERT OR IGNORE`. Be aware that `INSERT OR REPLACE` deletes the old row and inserts a new one, so its rowid (its id) changes."),
        ResultCode.SQLITE_CONSTRAINT_VTAB.rawValue: CodeExplanation(
            meaning: "a constraint failure reported by a virtual table (SQLite's core does not use it)",
            cause: "An application-defined virtual table rejected an INSERT, UPDATE or DELETE because it breaks one of that table's own rules; SQLite's built-in tables never return it.",
            fix: "Check the virtual table's documentation for the values and operations it accepts, and change the statement accordingly."),
        ResultCode.SQLITE_CONSTRAINT_ROWID.rawValue: CodeExplanation(
            meaning: "a rowid is not unique: another row already has it",
            cause: "You set the hidden rowid yourself to a value that is already in use, e.g. `INSERT INTO t(rowid, x) VALUES (1, 'b')` on a table without an INTEGER PRIMARY KEY column; the message is `UNIQUE constraint failed: t.rowid`. (When an INTEGER PRIMARY KEY column stands for the rowid, you get `SQLITE_CONSTRAINT_PRIMARYKEY` instead.)",
            fix: "Do not pick rowids yourself: leave `rowid` out and SQLite assigns the next free one. If you need ids of your own, declare an `id INTEGER PRIMARY KEY` column and use UPDATE to change existing rows."),
        ResultCode.SQLITE_CONSTRAINT_PINNED.rawValue: CodeExplanation(
            meaning: "an UPDATE trigger tried to delete the row that is being updated",
            cause: "While an UPDATE was in the middle of changing a row, a trigger (directly or through another trigger) tried to delete that very row, which SQLite refuses.",
            fix: "Rewrite the trigger so that it does not delete the row being updated, for example by doing the delete in a separate statement after the UPDATE has finished."),
        ResultCode.SQLITE_CONSTRAINT_DATATYPE.rawValue: CodeExplanation(
            meaning: "a value does not match the declared type of a column in a STRICT table",
            cause: "The table was created with `STRICT`, so each column accepts only its declared type: putting `'abc'` into an INTEGER column fails with `cannot store TEXT value in INTEGER column st.a`. (Text that is a clean number, like `'42'`, is converted and accepted.) An ordinary table would have stored it without complaint.",
            fix: "Insert a value of the declared type (bind numbers with `sqlite3_bind_int` or `sqlite3_bind_double`, not as text), or declare the column as ANY or TEXT if it really must hold mixed values."),
        ResultCode.SQLITE_NOTICE_RECOVER_WAL.rawValue: CodeExplanation(
            meaning: "a notice that a WAL database was recovered",
            cause: "Sent only to the `sqlite3_log` callback when a connection rebuilt a WAL-mode database's index from its `-wal` file, typically after a crash or after another process was killed in the middle of a transaction.",
            fix: "Nothing to fix; the data was recovered automatically. If it appears often, find out why your app or another process is being killed while writing."),
        ResultCode.SQLITE_NOTICE_RECOVER_ROLLBACK.rawValue: CodeExplanation(
            meaning: "a notice that a hot journal was rolled back",
            cause: "Sent only to the `sqlite3_log` callback when SQLite found a leftover `-journal` file from an interrupted transaction (a crash or a power loss) and rolled it back to restore the database.",
            fix: "Nothing to fix; the interrupted transaction was undone as designed. If it happens often, look for crashes during writes, and never delete `-journal` files by hand."),
        ResultCode.SQLITE_WARNING_AUTOINDEX.rawValue: CodeExplanation(
            meaning: "a warning that SQLite built a temporary automatic index for a query",
            cause: "Sent only to the `sqlite3_log` callback when a query (typically a join or a subquery) had no suitable index, so SQLite built a temporary one every time it ran, for example when joining on a column that has no index.",
            fix: "Add a real index on the column used in the join or WHERE (`CREATE INDEX idx_orders_customer ON orders(customer_id)`); `EXPLAIN QUERY PLAN` shows `AUTOMATIC` indexes where this happens."),
        ResultCode.SQLITE_AUTH_USER.rawValue: CodeExplanation(
            meaning: "the logged-in user lacks the authorization for this operation (user-authentication extension)",
            cause: "Only with the optional, deprecated user-authentication extension (`SQLITE_USER_AUTHENTICATION`): the database requires a login, and the current user is not allowed to do what was attempted, or nobody has logged in with `sqlite3_user_authenticate`.",
            fix: "Log in as a user with the needed rights, or ask an administrator user to grant them; in new apps, do access control in the app itself rather than with this extension."),
        ResultCode.SQLITE_OK_LOAD_PERMANENTLY.rawValue: CodeExplanation(
            meaning: "an extension loaded successfully and asks to stay loaded after the connection closes",
            cause: "A loadable extension's entry point returned this instead of `SQLITE_OK`, telling `sqlite3_load_extension` not to unload it when the connection closes, typically because it registered something process-wide such as a VFS.",
            fix: "Nothing to fix: it is a success code, so treat it like `SQLITE_OK`. Learner SQL in sqlab cannot load extensions at all."),
        ResultCode.SQLITE_OK_SYMLINK.rawValue: CodeExplanation(
            meaning: "success, with a note that the path is a symbolic link (internal use only)",
            cause: "Used inside SQLite: a VFS's `xFullPathname` reports that the database path is a symbolic link. It should never be returned to application code.",
            fix: "Nothing to fix: treat it as `SQLITE_OK`. If your own code receives it, report it to whoever maintains the VFS or the wrapper."),
    ]

    /// Simplified Chinese.
    static let chinese: [Int32: CodeExplanation] = [
        // Primary result codes.
        ResultCode.SQLITE_OK.rawValue: CodeExplanation(
            meaning: "操作成功",
            cause: "一次性完成的调用成功时都会返回它，比如 `sqlite3_open`、`sqlite3_prepare_v2`、`sqlite3_bind_int`、`sqlite3_finalize`、`sqlite3_exec`。它不是错误，但也可能藏着意外：文件不存在时 `sqlite3_open` 会直接新建一个空数据库，照样返回它；SQL 为空或只有注释时，`sqlite3_prepare_v2` 也返回它，只是语句指针是 NULL。",
            fix: "不用修改，继续下一步调用即可。注意 `sqlite3_step` 从来不返回 `SQLITE_OK`，它返回的是 `SQLITE_ROW` 或 `SQLITE_DONE`，所以循环里要和这两个比较；prepare 成功后也要确认语句指针不是 NULL。"),
        ResultCode.SQLITE_ERROR.rawValue: CodeExplanation(
            meaning: "通用错误：没有更具体的错误码时就用它",
            cause: "SQL 本身写错了，或者要的东西数据库里没有：关键字拼错（`updata`）、表或列不存在、文本值没加单引号（被当成了列名）、同一张表建了两次、聚合函数用错了地方，或者没有开启事务就 COMMIT。SQLite 的消息会说明是哪一种。",
            fix: "读 SQLite 的消息和 ^ 指着的那个词。用 `.tables` 和 `.schema` 核对名字，文本值加单引号（或用 `?` 绑定），改正拼写。"),
        ResultCode.SQLITE_INTERNAL.rawValue: CodeExplanation(
            meaning: "SQLite 内部或它的某个扩展出现了故障",
            cause: "正常工作的 SQLite 不会因为你的 SQL 返回这个码；它说明 SQLite 本身或某个附加组件有 bug，比如应用自定义的函数、虚拟表或 VFS（负责读写文件的那一层）。学习者写的普通 SQL 不应该引起它。",
            fix: "问题多半不在你的 SQL：记下出错的语句和 SQLite 版本（`SELECT sqlite_version()`），报告给扩展或 App 的维护者（在 sqlab 里就是课程维护者）。"),
        ResultCode.SQLITE_PERM.rawValue: CodeExplanation(
            meaning: "访问权限被拒绝：无法为新建的数据库提供所请求的访问方式",
            cause: "很少见，而且只和数据库文件有关：操作系统拒绝了 SQLite 请求的访问方式，比如新建的数据库文件拿不到所要求的权限，或者加文件锁时因为权限问题被拒绝。大多数权限问题表现为 `SQLITE_CANTOPEN` 或 `SQLITE_READONLY`；sqlab 的内存数据库课程不会遇到它。",
            fix: "检查数据库文件和它所在文件夹的所有者，以及你的程序能否在那里读写（电脑上用 `ls -l` 查看；iOS 上把数据库放在 App 自己的沙盒目录里，比如 Application Support），然后重新打开。"),
        ResultCode.SQLITE_ABORT.rawValue: CodeExplanation(
            meaning: "操作在完成前被中止了，通常是应用程序自己要求的",
            cause: "最常见的原因是传给 `sqlite3_exec` 的回调函数返回了非 0 值：`sqlite3_exec` 会立即停止并报告 `query aborted`，所以用返回 1 表示“成功”的回调，读完第一行就停了。另外，同一个连接上执行 ROLLBACK 撤销事务时，还没执行完的语句也可能因此被中止。",
            fix: "让 `sqlite3_exec` 的回调对每一行都返回 0，只有真想停下时才返回非 0。在 ROLLBACK 之前先把正在执行的语句执行完或 reset 掉；语句被中途打断的话，重新执行一遍即可。"),
        ResultCode.SQLITE_BUSY.rawValue: CodeExplanation(
            meaning: "数据库文件被锁住了：另一个连接正在使用它",
            cause: "SQLite 同一时间只允许一个连接写入。同一个文件上的另一个连接（经常就是你自己 App 里的第二个连接）正处在事务当中，或者还握着一个没有读完、没有 reset 也没有 finalize 的 SELECT，于是你的写操作失败，提示 `database is locked`。还有语句没 finalize 时，`sqlite3_close` 也会返回它（`unable to close due to unfinalized statements`）。sqlab 每次运行都用一个独立的内存数据库，所以在这里出现它只可能是同一个数据库被打开了两次。",
            fix: "App 里只用一个共享连接（或一个串行队列），事务一定要 COMMIT 或 ROLLBACK，每条语句用完都要调用 `sqlite3_reset` 或 `sqlite3_finalize`；再设置 `sqlite3_busy_timeout(db, 2000)`，让短暂的等待自动重试，而不是立刻失败。调用 `sqlite3_close` 之前先 finalize 所有语句。"),
        ResultCode.SQLITE_LOCKED.rawValue: CodeExplanation(
            meaning: "同一个连接内部（或共享缓存中）发生冲突，写操作无法继续",
            cause: "你自己的连接还在使用你要修改的对象：比如对一张表的 SELECT 已经 step 过、但还没读完、没有 reset 或 finalize，这时执行 `DROP TABLE` 就会得到 `database table is locked`。在共享缓存模式下，共用缓存的其他连接也会引起它。和 `SQLITE_BUSY` 不同，这个冲突发生在你自己的程序内部。",
            fix: "在删除或修改表之前，先把 SELECT 执行到底（`SQLITE_DONE`），或者对它调用 `sqlite3_reset` 或 `sqlite3_finalize`；App 里不要使用共享缓存模式。"),
        ResultCode.SQLITE_NOMEM.rawValue: CodeExplanation(
            meaning: "SQLite 申请不到所需的内存",
            cause: "sqlab 的沙盒限制了每次运行能用的内存，所以会产生巨大中间结果的语句就会把它用光：比如超大的 `zeroblob` 或 `randomblob`，对几百万行生成数据做 `group_concat`，或者对一个巨大的交叉连接结果排序。特别长的语句（比如粘贴了几千个值）编译后也可能超出允许的大小，SQLite 3.40.1 同样把它报告为 `out of memory`。在 App 里则说明设备的内存真的不够了。",
            fix: "一次少处理一些数据：只生成几行而不是几百万行，字符串和 blob 保持小一点，每个连接都写上连接条件，摸索时先加上 LIMIT。特别长的语句拆成几条小的。"),
        ResultCode.SQLITE_READONLY.rawValue: CodeExplanation(
            meaning: "试图写入一个以只读方式打开的数据库",
            cause: "数据库被打开的位置或方式不允许写入。iOS App 里最典型的情况是直接打开 App 包里的 `.sqlite` 文件（`Bundle.main.path(...)`）：SELECT 正常，prepare 也成功，但每条 INSERT、UPDATE、DELETE 都会在 `sqlite3_step` 时失败，提示 `attempt to write a readonly database`。用 `SQLITE_OPEN_READONLY` 打开、文件或文件夹写保护、执行了 `PRAGMA query_only = ON`，效果都一样。",
            fix: "App 第一次启动时，把包里的数据库复制到可写目录（Application Support 或 Documents），之后打开这个副本；打开时用 `SQLITE_OPEN_READWRITE`（文件可能还不存在时再加上 `SQLITE_OPEN_CREATE`），并确认文件和它所在的文件夹都可写。"),
        ResultCode.SQLITE_INTERRUPT.rawValue: CodeExplanation(
            meaning: "操作被中断了（由 `sqlite3_interrupt` 或进度回调触发）",
            cause: "sqlab 会停止任何超过时间限制（默认 1 秒）的语句，结果就是这个码。常见的“跑不完”的语句有：没有终止条件的递归 CTE（`WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c) SELECT n FROM c` 永远不会结束），或者在 FROM 里列了好几张表却没写连接条件，得到一个巨大的交叉连接。在 App 里则说明你自己的代码调用了 `sqlite3_interrupt`，比如用户点了“取消”。",
            fix: "给递归加上终止条件（`WHERE n < 10`），或者在查询末尾加 LIMIT；连接表时用 `ON` 或 WHERE 条件把它们的键对应起来；新写的查询先在小表上试一试。"),
        ResultCode.SQLITE_IOERR.rawValue: CodeExplanation(
            meaning: "操作系统报告了一个 I/O（读写）错误",
            cause: "在操作系统层面读写数据库文件（或它的日志文件）失败了：存储设备出故障、SD 卡或 U 盘被拔掉、网络盘断开，或者文件在打开期间被删除或替换。磁盘满了一般会报 `SQLITE_FULL`，而不是这个码。sqlab 的课程用的是内存数据库，所以只有在使用文件的 App 里才会遇到；扩展码（比如 `SQLITE_IOERR_WRITE`）会告诉你具体是哪一步失败了。",
            fix: "查看扩展码和系统日志，检查存储设备，并确保数据库打开期间没有别的程序删除、移动或覆盖它。存储恢复正常后再重试；如果文件已经损坏，就从备份恢复。"),
        ResultCode.SQLITE_CORRUPT.rawValue: CodeExplanation(
            meaning: "数据库文件损坏了（磁盘映像格式不正确）",
            cause: "文件内容已经不是一个有效的 SQLite 数据库了：可能只复制或下载了一部分，被别的程序覆盖过，在事务写入过程中被复制，或者存储设备出了故障。提示信息是 `database disk image is malformed`。",
            fix: "先停止写入并留一份副本，用 `PRAGMA integrity_check` 查看损坏情况，然后从备份恢复，或者用 sqlite3 命令行的 `.recover` 命令把能救的数据导到一个新数据库里。只在没有连接写入时复制数据库文件。"),
        ResultCode.SQLITE_NOTFOUND.rawValue: CodeExplanation(
            meaning: "底层请求无法识别（比如未知的 `sqlite3_file_control` 操作码）",
            cause: "只有直接和 SQLite 内部打交道的代码才会碰到：用文件层（VFS）不认识的操作码调用了 `sqlite3_file_control`，向 VFS 的 `xSetSystemCall` 询问了一个不存在的系统调用，或者 `sqlite3_vtab_rhs_value` 拿不到所要的值。普通 SQL 不会返回它：表不存在报的是 `SQLITE_ERROR`，查不到数据时查询只是以 `SQLITE_DONE` 结束。",
            fix: "对照你所用 SQLite 版本和 VFS 的文档检查操作码或名称，把这个码当作“这里不支持”来处理。要判断“没有数据”，就看第一次 `sqlite3_step` 是否返回 `SQLITE_DONE`。"),
        ResultCode.SQLITE_FULL.rawValue: CodeExplanation(
            meaning: "数据库或磁盘已满，写入失败",
            cause: "在 sqlab 里，沙盒限制了每个数据库的大小，所以不停添加数据的语句会撞到这个上限：一遍又一遍把表里的数据 INSERT ... SELECT 回它自己，用递归 CTE 生成几百万行，或者在行里塞满 `zeroblob`、`randomblob`；提示信息是 `database or disk is full`。在 App 里则说明磁盘（或存放临时文件的分区）满了，或者数据库达到了 `PRAGMA max_page_count` 的上限。",
            fix: "只插入真正需要的行：给生成数据的语句加一个较小的终止条件（`WHERE n < 100`），blob 保持小一点，并用 `SELECT count(*)` 留意行数。App 里可以清理磁盘空间、删除旧数据后执行 VACUUM，或者调大 `max_page_count`。"),
        ResultCode.SQLITE_CANTOPEN.rawValue: CodeExplanation(
            meaning: "SQLite 打不开某个文件（数据库、它的日志文件或临时文件）",
            cause: "SQLite 可以创建不存在的数据库文件，但从不创建上层文件夹，所以 `data` 文件夹不存在时，`sqlite3_open(\"./data/dev.sqlite\", &db)` 会失败，提示 `unable to open database file`。相对路径是相对于进程的当前目录解析的，而 iOS App 的当前目录并不是你的项目文件夹；用 `SQLITE_OPEN_READWRITE` 但不带 `SQLITE_OPEN_CREATE` 去打开一个不存在的文件，或者文件夹没有权限，也会同样失败。",
            fix: "用真实存在的位置拼出路径（FileManager 提供的 Application Support 或 Documents 的 URL），先把文件夹建好，打开失败时把完整路径打印出来。即使 `sqlite3_open` 失败了，也要对它返回的句柄调用 `sqlite3_close`。"),
        ResultCode.SQLITE_PROTOCOL.rawValue: CodeExplanation(
            meaning: "SQLite 的文件加锁协议出了问题",
            cause: "只会出现在 WAL 模式的数据库文件上，而且是很多进程激烈争抢同一个文件、同时开始事务的时候：某个连接连续几秒一次次地抢锁失败，最后就放弃并返回这个码。非常少见，sqlab 的内存数据库课程中不会出现。",
            fix: "稍等片刻后重试事务，并减少同时写同一个文件的进程数（比如让所有写操作都通过同一个进程或连接）。"),
        ResultCode.SQLITE_EMPTY.rawValue: CodeExplanation(
            meaning: "保留的码，当前的 SQLite 从不返回",
            cause: "这个编号只是出于历史原因保留下来（头文件里注明“仅供内部使用”），如今没有任何 SQLite 接口会返回它。表是空的或查询结果为空都不算错误：查询只是以 `SQLITE_DONE` 结束，没有任何行。",
            fix: "如果你看到了它，那它来自别的代码，比如某个封装库或扩展，去那里找原因。要判断“没有数据”，就看第一次 `sqlite3_step` 是否返回 `SQLITE_DONE`。"),
        ResultCode.SQLITE_SCHEMA.rawValue: CodeExplanation(
            meaning: "语句准备好之后，数据库的结构（schema）发生了变化",
            cause: "语句 prepare 之后、执行之前，它依赖的表、索引或视图被（这个或别的连接）创建、删除或修改了。用 `sqlite3_prepare_v2` 准备的语句会自动重新编译，所以只有使用旧的 `sqlite3_prepare`，或者每次重试时结构都还在变，才会看到它。",
            fix: "使用 `sqlite3_prepare_v2`（或 `sqlite3_prepare_v3`），并在它所依赖的 CREATE、ALTER 或 DROP 执行之后再 prepare 语句；如果仍然出现，就 finalize 这条语句并重新 prepare。"),
        ResultCode.SQLITE_TOOBIG.rawValue: CodeExplanation(
            meaning: "字符串、BLOB 或 SQL 语句本身超过了允许的大小",
            cause: "sqlab 的沙盒限制了单个值和单条 SQL 语句的大小，所以超大的 `zeroblob(1000000000)`、很大的 `randomblob`、用 `||` 或 `replace` 一次次翻倍的文本、巨大的 `group_concat` 结果，或者粘贴了几千个值的语句，都会停下并提示 `string or blob too big`。在沙盒之外，默认上限是每个值约 1 GB。",
            fix: "让值保持小一点（大文件存在磁盘上，表里只存路径），长文本在程序里拼好，不要用一个 SQL 表达式去拼；特别大的 INSERT 拆成几条，用绑定参数传值。"),
        ResultCode.SQLITE_CONSTRAINT.rawValue: CodeExplanation(
            meaning: "违反了约束，语句被中止",
            cause: "这条语句会破坏表上声明的规则：PRIMARY KEY、UNIQUE、NOT NULL、CHECK、FOREIGN KEY，或者触发器里的 RAISE。错误信息（`UNIQUE constraint failed: t.col`、`NOT NULL constraint failed: ...`）会指出是哪条规则，扩展码则说明是哪一类，比如 `SQLITE_CONSTRAINT_UNIQUE`（2067）。",
            fix: "看清信息里的表名和列名，用 `.schema` 查看表的定义，然后修改数据（或语句）使它符合规则；失败语句所做的修改已经被撤销，直接执行改好的语句即可。在 App 里用 `sqlite3_extended_result_codes(db, 1)` 打开扩展码，就能区分是哪一类约束。"),
        ResultCode.SQLITE_MISMATCH.rawValue: CodeExplanation(
            meaning: "数据类型不匹配，发生在 SQLite 少数几处强制检查类型的地方",
            cause: "SQLite 一般允许任何列存任何类型的值，但声明成 `INTEGER PRIMARY KEY`（一字不差）的列就是表的 rowid，只能存整数（或 NULL，表示“自动给我下一个编号”）。往这一列插入 UUID 字符串、空字符串 `''` 或 `3.14`，都会失败并提示 `datatype mismatch`；而像 `'42'` 这样本身就是整数的文本可以被接受。",
            fix: "这一列只存整数，或者干脆不写它，让 SQLite 自动分配；如果需要 UUID 这样的字符串 id，就把主键声明为 `TEXT PRIMARY KEY`。这是普通表（非 STRICT 表）里为数不多的类型检查之一。"),
        ResultCode.SQLITE_MISUSE.rawValue: CodeExplanation(
            meaning: "SQLite 库的用法不正确",
            cause: "某个 C API 的调用方式是 SQLite 不允许的：对 `sqlite3_prepare_v2` 失败后留下的 NULL 语句调用 `sqlite3_step`（真正的错误是 prepare 报的那个，比如 `no such table`）；在 `sqlite3_finalize` 之后还去 step 或绑定这条语句；在 `sqlite3_close` 之后还使用这个连接；或者 `sqlite3_step` 之后没先调用 `sqlite3_reset` 就绑定新值。`sqlite3_errmsg` 不会说明是哪种误用，而且 SQLite 也无法发现所有误用，有些会直接崩溃。",
            fix: "每次 `sqlite3_prepare_v2` 之后，先确认它返回了 `SQLITE_OK` 并且语句指针不是 NULL，再去绑定或 step，并且就在那里打印 prepare 的错误（返回 `SQLITE_OK` 但语句是 NULL，说明 SQL 为空或只有注释）。循环里重复使用语句时，先调用 `sqlite3_reset` 再绑定；`sqlite3_finalize` 之后不要再碰这条语句，`sqlite3_close` 之后不要再碰这个连接，并把这些指针置为 nil。"),
        ResultCode.SQLITE_NOLFS.rawValue: CodeExplanation(
            meaning: "操作系统缺少 SQLite 需要的功能，比如大文件支持",
            cause: "数据库文件超过了操作系统或文件系统能处理的最大文件大小，比如老式 FAT 格式的存储设备或不支持大文件的系统上的 2 GB 或 4 GB。现代手机和 sqlab 的内存数据库课程都不会遇到。",
            fix: "把数据库放在支持大文件的文件系统上，把数据拆到几个数据库文件里，或者删除不用的数据后执行 VACUUM，把文件缩小。"),
        ResultCode.SQLITE_AUTH.rawValue: CodeExplanation(
            meaning: "授权回调拒绝了这条语句（not authorized）",
            cause: "sqlab 的沙盒装了一个授权回调（authorizer），拒绝学习者的 SQL 去做不允许的事，因为它不能碰宿主电脑上的文件和设置：ATTACH 和 DETACH（以及 VACUUM INTO）、大多数 PRAGMA、创建虚拟表，以及任何读写文件的操作。提示信息是 `not authorized`；而被关闭的函数（`printf`、`format`、`load_extension`）报的是 `SQLITE_ERROR`，提示 `not authorized to use function: printf`。在 App 里则说明你自己用 `sqlite3_set_authorizer` 注册的回调返回了 `SQLITE_DENY`。",
            fix: "SQL 本身没有写错，只是沙盒不允许这样做。请在课程提供的数据库里完成练习，数据放在表里，不要放到其他文件里。查看表结构可以用 `.tables`、`.schema` 或 `PRAGMA table_info(t)`；课程讲到的 PRAGMA，比如 `PRAGMA foreign_keys`，是允许的。在你自己的 App 里，检查授权回调拒绝的是哪个操作。"),
        ResultCode.SQLITE_FORMAT.rawValue: CodeExplanation(
            meaning: "SQLite 已经不再使用的码（以前表示辅助数据库格式错误）",
            cause: "当前的 SQLite 从不返回它，保留这个编号只是为了让旧程序还能编译。打开的文件不是数据库时报 `SQLITE_NOTADB`，文件损坏时报 `SQLITE_CORRUPT`。",
            fix: "如果你看到了它，它来自某个封装库或扩展，而不是 SQLite 本身，去检查那部分代码。数据库文件方面的问题，请看 `SQLITE_NOTADB` 和 `SQLITE_CORRUPT` 的解释。"),
        ResultCode.SQLITE_RANGE.rawValue: CodeExplanation(
            meaning: "传给 API 的参数序号或列序号超出了范围",
            cause: "`?` 占位符是从 1 开始编号的，所以 `sqlite3_bind_int(stmt, 0, value)` 一定是错的；序号大于语句里 `?` 的个数也不行（比如给 `WHERE name = ? AND age = ?` 绑定第三个值）。提示信息是 `column index out of range`。而结果列是从 0 开始编号的（`sqlite3_column_text(stmt, 0)`），所以两者很容易搞混。",
            fix: "第一个 `?` 用序号 1 绑定（`sqlite3_bind_int(stmt, 1, value)`），用 `sqlite3_bind_parameter_count` 数一数占位符有几个，并且检查每次绑定的返回值：如果忽略它，那个占位符就一直是 NULL，查询会悄无声息地什么也查不到。"),
        ResultCode.SQLITE_NOTADB.rawValue: CodeExplanation(
            meaning: "打开的文件不是 SQLite 数据库",
            cause: "文件存在，但开头不是 SQLite 的文件头：可能是一个 `.sql` 文本导出文件、一个没用正确密钥打开的 SQLCipher 加密数据库、一个没下载完整或已损坏的文件，或者只是名字叫 `.sqlite` 的其他文件。`sqlite3_open` 仍然会成功，因为它这时还没读文件；错误（`file is not a database`）要到执行第一条语句时才出现。",
            fix: "确认这个文件到底是什么（真正的数据库以 16 字节的 `SQLite format 3` 开头）。`.sql` 导出文件要用命令行的 `.read` 命令导入，而不是直接打开；加密数据库要用对应的库和密钥打开；损坏的文件重新复制一份。"),
        ResultCode.SQLITE_NOTICE.rawValue: CodeExplanation(
            meaning: "发给 `sqlite3_log` 回调的通知，说明发生了不寻常的操作",
            cause: "任何 API 调用都不会返回这个码。SQLite 只会把它（以它的某个扩展码的形式）传给用 `sqlite3_config(SQLITE_CONFIG_LOG, ...)` 注册的错误日志回调，报告一件不寻常但无害的事，比如数据库在崩溃后被恢复了。",
            fix: "不需要修改，它只是提示信息。想知道什么时候发生了恢复，就在 App 里把它记到日志中；不要把它当成调用失败。"),
        ResultCode.SQLITE_WARNING.rawValue: CodeExplanation(
            meaning: "发给 `sqlite3_log` 回调的警告，说明发生了不寻常、可能不妥的操作",
            cause: "任何 API 调用都不会返回这个码。SQLite 只会把它（或它的某个扩展码）传给用 `sqlite3_config(SQLITE_CONFIG_LOG, ...)` 注册的错误日志回调，比如告诉你为了执行某个查询，它不得不临时建了一个索引。",
            fix: "把它当作建议，而不是失败：读一读日志内容，考虑照它的提示去改进，比如用 CREATE INDEX 加一个索引。"),
        ResultCode.SQLITE_ROW.rawValue: CodeExplanation(
            meaning: "语句又准备好了一行结果",
            cause: "对 SELECT（或带 RETURNING 的语句）调用 `sqlite3_step` 得到了一行；用 `sqlite3_column_int`、`sqlite3_column_text` 等函数读取，列序号从 0 开始（而 `?` 参数从 1 开始）。拿到结果行只说明查询执行了，不代表它问的就是你想问的：两个整数相除时 `/` 会丢掉小数部分（`30 / 100` 得 0，除以零得 NULL）；`LIMIT 5 OFFSET 5` 是先跳过 5 行再返回 5 行（第 6 到第 10 行）；没有 ORDER BY 时，行的顺序、也就是每一页的内容，完全取决于查询计划。",
            fix: "在循环里调用 `sqlite3_step`，只要返回 `SQLITE_ROW` 就继续读，循环结束后检查是否是 `SQLITE_DONE`（其他值都是错误）。想得到小数，先把一边变成实数（`x * 1.0 / y` 或 `CAST(x AS REAL) / y`），最后再取整；第 n 页、每页 s 行就写 `ORDER BY id LIMIT s OFFSET (n - 1) * s`，并且总是按唯一的键排序。"),
        ResultCode.SQLITE_DONE.rawValue: CodeExplanation(
            meaning: "语句已经执行完毕",
            cause: "`sqlite3_step` 执行完了：INSERT、UPDATE、DELETE 或 CREATE 已经完成，或者 SELECT 已经没有更多的行（或者根本一行都没有）。它并不说明影响了多少行：不带 WHERE 的 `UPDATE` 或 `DELETE` 会修改每一行，而且没有任何警告；`WHERE col = NULL` 什么也匹配不到，`col <> 'x'` 也会悄悄漏掉 col 为 NULL 的行（和 NULL 比较永远不会为真）；OFFSET 超过末尾时一行也不返回——这些都以 `SQLITE_DONE` 结束。同样，往没有 AUTOINCREMENT 的表里 INSERT，可能会重新用上你删掉的最大 id。在 `SQLITE_DONE` 之后不调用 `sqlite3_reset` 就再次 `sqlite3_step`，不会再得到 `SQLITE_DONE`：SQLite 会自己重置语句，从头再执行一遍（从 3.7.0 起），所以在 `SQLITE_DONE` 时不停下的循环会把行再读一遍，或者把 INSERT 再做一次。",
            fix: "写操作之后检查 `sqlite3_changes(db)`（或 `SELECT changes()`），比预期多就回滚；先用 SELECT 试一试同样的 WHERE 条件，并用主键定位要改的行（`WHERE id = ?`）。判断缺失值用 `IS NULL` 和 `IS NOT NULL`；id 绝不能重复使用时，声明为 `INTEGER PRIMARY KEY AUTOINCREMENT`；要再次执行这条语句先调用 `sqlite3_reset`，用完了就调用 `sqlite3_finalize`。"),

        // Extended result codes.
        ResultCode.SQLITE_ERROR_MISSING_COLLSEQ.rawValue: CodeExplanation(
            meaning: "语句里用到的排序规则（collating sequence）不存在",
            cause: "COLLATE 子句或列定义里要求了一个 SQLite 不认识的排序规则，比如 `ORDER BY name COLLATE pinyin`，或者从 MySQL 抄来的 `COLLATE utf8_general_ci`；提示信息是 `no such collation sequence: pinyin`。SQLite 内置的只有 BINARY、NOCASE 和 RTRIM 三种，其他的必须由 App 用 `sqlite3_create_collation` 注册。",
            fix: "改用内置的排序规则（`COLLATE NOCASE` 比较 ASCII 字母时不区分大小写），或者去掉 COLLATE 子句；在 App 里，先用 `sqlite3_create_collation` 注册排序规则，再 prepare 用到它的语句。"),
        ResultCode.SQLITE_ERROR_RETRY.rawValue: CodeExplanation(
            meaning: "内部信号，让 `sqlite3_prepare_v2` 再试一次准备语句",
            cause: "SQLite 只在 prepare 函数内部使用它，比如第一种查询计划需要的排序规则不存在时，换一种查询计划重试。它不应该传到你的代码里。",
            fix: "你的 SQL 不需要修改。如果应用程序真的收到了它，就按 `SQLITE_ERROR` 处理，把语句记到日志里，并作为 SQLite 或封装库可能的 bug 报告。"),
        ResultCode.SQLITE_ERROR_SNAPSHOT.rawValue: CodeExplanation(
            meaning: "用 `sqlite3_snapshot_open` 请求的历史快照已经不存在了",
            cause: "使用可选快照 API 的 App（WAL 模式，并且只有编译时带 `SQLITE_ENABLE_SNAPSHOT` 才有）想在数据库的某个旧版本上开始读事务，但那个版本已经被检查点（checkpoint）覆盖了。初学者和 sqlab 的课程都不会用到这个 API。",
            fix: "用 `sqlite3_snapshot_get` 重新获取一个快照，从新快照读取；或者在还需要旧快照时，不让检查点运行。"),
        ResultCode.SQLITE_IOERR_READ.rawValue: CodeExplanation(
            meaning: "读取文件时发生了 I/O 错误",
            cause: "操作系统读取数据库文件或日志文件失败：存储设备出故障、SD 卡或 U 盘被拔掉，或者文件打开期间网络共享盘、外接硬盘断开了。",
            fix: "检查存储设备和它的连接，把数据库复制到可靠的本地存储上，再次使用之前先对副本执行 `PRAGMA integrity_check`。"),
        ResultCode.SQLITE_IOERR_SHORT_READ.rawValue: CodeExplanation(
            meaning: "读取到的字节数少于 SQLite 请求的数量",
            cause: "文件比 SQLite 预期的更早结束，通常说明它被截断了：复制或下载中途中断，或者别的程序在文件打开期间把它截短了。",
            fix: "重新获取一份完整的数据库（和原文件比较一下大小），不要在数据库写入时复制它；如果原文件也不完整，就从备份恢复。"),
        ResultCode.SQLITE_IOERR_WRITE.rawValue: CodeExplanation(
            meaning: "写入文件时发生了 I/O 错误",
            cause: "操作系统写入数据库文件、日志文件或 WAL 文件失败，比如存储设备出故障，或者外接硬盘、网络盘断开了。如果只是磁盘满了，报的是 `SQLITE_FULL`，而不是这个码。",
            fix: "检查存储设备和它的连接，把数据库放在本地存储上，然后重试事务；日志文件能让 SQLite 回滚失败的事务，但如果问题反复出现，就执行 `PRAGMA integrity_check` 检查一下。"),
        ResultCode.SQLITE_IOERR_FSYNC.rawValue: CodeExplanation(
            meaning: "把写入的数据刷到永久存储（fsync）时失败",
            cause: "写入之后，SQLite 会要求操作系统把数据真正落到磁盘上（Unix 上是 `fsync`，Windows 上是 `FlushFileBuffers`），而这个调用失败了；网络文件系统、出故障的硬盘或可移动存储上会发生这种情况。",
            fix: "把数据库放在健康的本地磁盘上，不要放在网络共享盘或可移动设备上，然后重试；不要为了掩盖错误而关闭同步，否则一旦崩溃，文件就可能损坏。"),
        ResultCode.SQLITE_IOERR_DIR_FSYNC.rawValue: CodeExplanation(
            meaning: "把目录刷到永久存储（对文件夹做 fsync）时失败",
            cause: "在 Unix 上，SQLite 创建或删除日志文件之后会同步一下所在的文件夹，保证断电后这个变化还在，而对文件夹的这次 `fsync` 失败了；有些网络文件系统或特殊的文件系统不支持这样做。",
            fix: "把数据库放在普通本地文件系统的文件夹里，检查文件夹的权限，然后重试。"),
        ResultCode.SQLITE_IOERR_TRUNCATE.rawValue: CodeExplanation(
            meaning: "把文件截短到更小的尺寸时失败",
            cause: "SQLite 想截短数据库文件或日志文件（比如执行 VACUUM 之后，或者重置日志文件时），但操作系统拒绝了或者出错了。",
            fix: "确认文件和磁盘可写、状态正常，并且没有别的程序打开或锁住这个文件，然后重试。"),
        ResultCode.SQLITE_IOERR_FSTAT.rawValue: CodeExplanation(
            meaning: "读取文件大小或属性（fstat）时失败",
            cause: "SQLite 向操作系统查询一个已打开文件的信息（比如大小或权限），这个调用失败了；文件可能已被删除，或者存储设备断开了。",
            fix: "确保 App 使用数据库期间，文件不被挪走、存储设备保持连接，然后重新打开数据库。"),
        ResultCode.SQLITE_IOERR_UNLOCK.rawValue: CodeExplanation(
            meaning: "释放文件锁时失败",
            cause: "文件层（VFS 的 `xUnlock` 方法）没能释放数据库文件上的锁；网络文件系统的加锁不可靠，或者存储出错之后，都会出现这种情况。",
            fix: "把数据库放在本地存储上（通过网络共享盘时，SQLite 的加锁并不可靠），关闭连接后重新打开，再重试。"),
        ResultCode.SQLITE_IOERR_RDLOCK.rawValue: CodeExplanation(
            meaning: "获取文件的读锁（共享锁）时失败",
            cause: "读取之前，SQLite 要先给数据库文件加一个共享锁；VFS 的 `xLock` 调用因为 I/O 错误失败了，多见于网络文件系统或特殊的文件系统。",
            fix: "把数据库移到本地文件系统上，确认没有别的工具占着这个文件，然后重新读取。"),
        ResultCode.SQLITE_IOERR_DELETE.rawValue: CodeExplanation(
            meaning: "删除文件时失败",
            cause: "SQLite 没能删除它自己管理的文件，通常是事务结束时的回滚日志文件（VFS 的 `xDelete` 方法），原因可能是文件夹不可写、杀毒软件或备份工具占用了文件，或者存储出错。",
            fix: "确认数据库所在的文件夹对你的 App 可写，并且没有别的程序打开着日志文件，然后重试。"),
        ResultCode.SQLITE_IOERR_BLOCKED.rawValue: CodeExplanation(
            meaning: "SQLite 已经不再使用的码（以前表示 I/O 被锁阻塞）",
            cause: "保留它只是为了让旧代码还能编译，当前的 SQLite 从不返回它。等待锁的情况现在报的是 `SQLITE_BUSY`。",
            fix: "如果你看到了它，它来自旧的封装库或自定义 VFS：按 `SQLITE_BUSY` 处理，并更新那部分代码。"),
        ResultCode.SQLITE_IOERR_NOMEM.rawValue: CodeExplanation(
            meaning: "文件层在做 I/O 操作时申请不到内存",
            cause: "VFS 在读写时内存不够了；SQLite 通常会先把它转换成 `SQLITE_NOMEM` 再交给你的代码，所以直接收到它，说明用了自定义 VFS，或者设备的内存非常紧张。",
            fix: "释放一些内存（查询小一点，少开连接，少缓存语句）后重试；如果一直出现，就按 `SQLITE_NOMEM` 处理。"),
        ResultCode.SQLITE_IOERR_ACCESS.rawValue: CodeExplanation(
            meaning: "检查文件是否存在或能否访问时失败",
            cause: "SQLite 向操作系统（VFS 的 `xAccess` 方法）询问某个文件（比如日志文件或 WAL 文件）是否存在、能否读写，而这次检查本身失败了，常见原因是文件夹权限不对或存储设备断开。",
            fix: "检查数据库所在文件夹的权限，确认存储设备已连接，然后重新打开数据库。"),
        ResultCode.SQLITE_IOERR_CHECKRESERVEDLOCK.rawValue: CodeExplanation(
            meaning: "检查其他连接是否持有保留锁（写锁）时失败",
            cause: "VFS 的 `xCheckReservedLock` 方法用来询问是否有别的连接正准备写入，它因为 I/O 错误失败了；这多见于加锁机制有问题的网络文件系统。",
            fix: "把数据库放在本地存储上，只让一个进程（或一个连接）负责写入，然后重试。"),
        ResultCode.SQLITE_IOERR_LOCK.rawValue: CodeExplanation(
            meaning: "文件加锁逻辑中发生了 I/O 错误",
            cause: "SQLite 没能给数据库文件加上它需要的锁，通常是写入前要加的 PENDING 锁；常见原因是文件系统对加锁的支持不好（网络共享盘、macOS 上的某些特殊文件系统）。",
            fix: "把数据库放在本地磁盘上，不要从多台机器打开同一个文件，然后重试事务。"),
        ResultCode.SQLITE_IOERR_CLOSE.rawValue: CodeExplanation(
            meaning: "关闭文件时失败",
            cause: "SQLite 关闭数据库文件或日志文件（VFS 的 `xClose` 方法）时，操作系统报告了错误；在网络文件系统上，之前延迟的写入错误常常要到关闭时才报出来。",
            fix: "检查存储设备是否正常、之前的写入是否真的成功：重新打开数据库后执行 `PRAGMA integrity_check`，并把数据库放在本地存储上。"),
        ResultCode.SQLITE_IOERR_DIR_CLOSE.rawValue: CodeExplanation(
            meaning: "SQLite 已经不再使用的码（以前表示关闭目录失败）",
            cause: "当前的 SQLite 从不返回它，保留这个编号只是为了兼容。",
            fix: "如果你看到了它，它来自旧的封装库或自定义 VFS：去那里找原因，并像其他 `SQLITE_IOERR` 一样处理。"),
        ResultCode.SQLITE_IOERR_SHMOPEN.rawValue: CodeExplanation(
            meaning: "打开 WAL 共享内存文件时失败",
            cause: "WAL 模式下，各个连接通过数据库旁边的 `-shm` 文件共享一份索引；创建或打开这个文件失败了（VFS 的 `xShmMap` 方法），常见原因是文件夹只读，或者文件系统不支持共享内存。",
            fix: "确认数据库所在的文件夹可写，这样才能创建 `-shm` 和 `-wal` 文件；把数据库放在本地存储上；如果不需要 WAL，就改用 `PRAGMA journal_mode = DELETE`。"),
        ResultCode.SQLITE_IOERR_SHMSIZE.rawValue: CodeExplanation(
            meaning: "扩大 WAL 共享内存文件时失败",
            cause: "在 WAL 模式的事务中，SQLite 想把 `-shm` 文件变大，但操作系统拒绝了；这通常说明磁盘空间不够了。",
            fix: "清理数据库所在磁盘的空间，然后重试事务。"),
        ResultCode.SQLITE_IOERR_SHMLOCK.rawValue: CodeExplanation(
            meaning: "SQLite 已经不再使用的码（以前表示给 WAL 共享内存加锁失败）",
            cause: "当前的 SQLite 从不返回它；`-shm` 文件上的锁冲突现在报的是 `SQLITE_BUSY`。",
            fix: "如果你看到了它，它来自旧的封装库或自定义 VFS：按 `SQLITE_BUSY` 处理并重试。"),
        ResultCode.SQLITE_IOERR_SHMMAP.rawValue: CodeExplanation(
            meaning: "把 WAL 共享内存映射到进程中时失败",
            cause: "SQLite 没能把 `-shm` 文件映射到内存里（VFS 的 `xShmMap` 方法），比如文件系统不支持内存映射，或者进程的地址空间不够了。",
            fix: "把数据库放在本地文件系统上，或者改用 `PRAGMA journal_mode = DELETE`，这样就不需要共享内存了，然后重试。"),
        ResultCode.SQLITE_IOERR_SEEK.rawValue: CodeExplanation(
            meaning: "读写之前把文件定位到指定位置（seek）时失败",
            cause: "读写之前，VFS 要先把文件位置移到正确的偏移量（`xRead` 或 `xWrite` 里的 seek），而操作系统拒绝了，这说明存储设备有问题或文件系统损坏了。",
            fix: "用操作系统的磁盘工具检查磁盘和文件系统，把数据库复制到正常的存储上，然后重试。"),
        ResultCode.SQLITE_IOERR_DELETE_NOENT.rawValue: CodeExplanation(
            meaning: "要删除的文件不存在，删除失败",
            cause: "SQLite 想删除一个它管理的文件（通常是日志文件），可是这个文件已经不见了（VFS 的 `xDelete` 找不到它）；可能是别的程序或清理脚本删掉了数据库旁边的文件。",
            fix: "让 SQLite 自己管理它的 `-journal`、`-wal` 和 `-shm` 文件：数据库使用期间，不要手动删除它们，也不要让清理任务删除它们。"),
        ResultCode.SQLITE_IOERR_MMAP.rawValue: CodeExplanation(
            meaning: "把数据库文件的一部分映射到内存时失败",
            cause: "开启了内存映射 I/O（`PRAGMA mmap_size` 大于 0）时，SQLite 没能把数据库文件的一部分映射到内存或解除映射（VFS 的 `xFetch` 或 `xUnfetch` 方法）。",
            fix: "用 `PRAGMA mmap_size = 0`（默认值）关闭内存映射 I/O，或者把大小调小，并检查存储设备。"),
        ResultCode.SQLITE_IOERR_GETTEMPPATH.rawValue: CodeExplanation(
            meaning: "文件层找不到存放临时文件的文件夹",
            cause: "SQLite 需要一个临时文件（用于大量排序、临时表或 VACUUM），但常用的临时文件夹（`TMPDIR`、`/var/tmp`、`/tmp` 等）都不存在或不可写。",
            fix: "把 `TMPDIR` 设成一个可写的文件夹（iOS 上用 App 自己的临时目录），或者用 `PRAGMA temp_store = MEMORY` 把临时数据放在内存里。"),
        ResultCode.SQLITE_IOERR_CONVPATH.rawValue: CodeExplanation(
            meaning: "转换文件路径失败（仅限 Cygwin）",
            cause: "只有 Windows 上 Cygwin 版本的 SQLite 才会返回它：在 I/O 操作中，用来在 Unix 风格路径和 Windows 路径之间转换的 `cygwin_conv_path()` 调用失败了。",
            fix: "使用不含特殊字符的简单绝对路径，确认它在 Cygwin 下存在，或者改用原生版本的 SQLite。"),
        ResultCode.SQLITE_IOERR_VNODE.rawValue: CodeExplanation(
            meaning: "保留给扩展使用的 I/O 错误码（vnode），SQLite 核心从不使用",
            cause: "SQLite 自己的代码从不返回它；只有扩展或平台自定义的文件层（VFS）才可能返回，用来报告文件底层节点的问题，比如文件在 SQLite 不知情时被改动或删除了。",
            fix: "查看返回它的扩展或平台的文档，并确保数据库打开期间文件不被移动、替换或删除。"),
        ResultCode.SQLITE_IOERR_AUTH.rawValue: CodeExplanation(
            meaning: "保留给扩展使用的 I/O 授权错误码，SQLite 核心从不使用",
            cause: "SQLite 自己的代码从不返回它；扩展或自定义 VFS 可能在底层存储拒绝访问时使用它，比如加密存储或远程存储不接受提供的凭据。",
            fix: "查看扩展的文档，确认它所需的凭据或访问权限，然后重新打开数据库。"),
        ResultCode.SQLITE_IOERR_BEGIN_ATOMIC.rawValue: CodeExplanation(
            meaning: "开始原子批量写入时失败",
            cause: "只出现在启用了批量原子写入的编译版本中，并且文件系统要支持它（比如某些 Android 设备上的 F2FS）：SQLite 请求文件系统开始一次原子批量写入（`SQLITE_FCNTL_BEGIN_ATOMIC_WRITE`），这个请求失败了。",
            fix: "重试事务；如果一直出现，检查设备的文件系统，或者换一个不启用批量原子写入的 SQLite 版本。"),
        ResultCode.SQLITE_IOERR_COMMIT_ATOMIC.rawValue: CodeExplanation(
            meaning: "提交原子批量写入时失败",
            cause: "文件系统接受了一批要原子完成的写入，却没能提交它（`SQLITE_FCNTL_COMMIT_ATOMIC_WRITE`）；只会出现在文件系统支持批量原子写入的设备上，比如 F2FS。",
            fix: "重试事务；如果反复出现，检查设备的存储和文件系统。"),
        ResultCode.SQLITE_IOERR_ROLLBACK_ATOMIC.rawValue: CodeExplanation(
            meaning: "回滚原子批量写入时失败",
            cause: "原子批量写入出错后，SQLite 请求文件系统丢弃这批写入（`SQLITE_FCNTL_ROLLBACK_ATOMIC_WRITE`），结果这一步也失败了，所以文件现在的状态无法确定。",
            fix: "关闭连接，重新打开数据库并执行 `PRAGMA integrity_check`；如果报告有损坏，就从备份恢复。"),
        ResultCode.SQLITE_IOERR_DATA.rawValue: CodeExplanation(
            meaning: "某个数据页的校验和对不上（校验和 VFS）",
            cause: "只有加载了校验和 VFS 垫片（`cksumvfs`）才会出现：从数据库文件读出的某一页和它保存的校验和不一致，说明磁盘上的数据在 SQLite 不知情时被改了。",
            fix: "把文件当作已损坏：停止写入，执行 `PRAGMA integrity_check`，然后从备份恢复，或者把数据抢救到一个新数据库里。"),
        ResultCode.SQLITE_IOERR_CORRUPTFS.rawValue: CodeExplanation(
            meaning: "读取或定位超出了文件范围，说明文件系统可能已损坏",
            cause: "VFS 发现请求指向了文件边界之外，而不是设备本身读写失败，这通常意味着文件系统损坏了。",
            fix: "用操作系统的磁盘工具检查并修复文件系统，然后用 `PRAGMA integrity_check` 检查数据库，或者从备份恢复。"),
        ResultCode.SQLITE_LOCKED_SHAREDCACHE.rawValue: CodeExplanation(
            meaning: "表被共用同一缓存的另一个连接锁住了",
            cause: "两个以共享缓存模式打开的连接（`SQLITE_OPEN_SHAREDCACHE`，或 URI 里的 `cache=shared`）共用一份缓存，其中一个正在修改另一个想读写的数据；提示信息是 `database table is locked`。",
            fix: "不要使用共享缓存模式（SQLite 官方也不推荐），让每个连接有自己的缓存；或者等写入的事务结束后，另一个连接再去访问这张表，`sqlite3_unlock_notify` 可以用来等待。"),
        ResultCode.SQLITE_LOCKED_VTAB.rawValue: CodeExplanation(
            meaning: "虚拟表因为别处持有的锁而无法完成操作",
            cause: "SQLite 核心不使用它，由虚拟表返回。比如 R-Tree 扩展在另一条语句还在读取某个 R-Tree 时，会拒绝修改它，因为重新平衡这棵树会扰乱正在读的语句。",
            fix: "修改虚拟表之前，先把读取它的语句执行完（step 到 `SQLITE_DONE`）或 reset 掉；或者先把要改的内容收集起来，读完之后再统一修改。"),
        ResultCode.SQLITE_BUSY_RECOVERY.rawValue: CodeExplanation(
            meaning: "另一个进程正在崩溃后恢复 WAL 数据库",
            cause: "WAL 模式下，崩溃之后第一个打开数据库的连接会根据 `-wal` 文件重建索引；在它完成之前，其他连接都会收到这个“忙”码。",
            fix: "稍等片刻后重试；设置忙等待超时（`sqlite3_busy_timeout`）就能自动处理，它很快就会消失。"),
        ResultCode.SQLITE_BUSY_SNAPSHOT.rawValue: CodeExplanation(
            meaning: "读事务无法升级为写事务，因为数据在此期间被改过了",
            cause: "WAL 模式下，你的连接先读取数据开始了一个事务，接着另一个连接写入了数据库，现在你的连接想写入：它看到的数据已经过时，所以 SQLite 拒绝了。在同一个事务里重试同一条语句，会一直失败。",
            fix: "回滚（或提交）这个事务，然后重新开始，让它看到最新的数据；要写入的事务用 `BEGIN IMMEDIATE` 开始，一开始就拿到写锁。"),
        ResultCode.SQLITE_BUSY_TIMEOUT.rawValue: CodeExplanation(
            meaning: "阻塞式文件锁请求超时了",
            cause: "只出现在启用了阻塞锁的特殊编译版本中（`SQLITE_ENABLE_SETLK_TIMEOUT`）：SQLite 在操作系统里等待另一个进程释放文件锁，等待超时了。",
            fix: "稍后重试，让另一个进程的事务尽量短，或者允许更长的超时时间。"),
        ResultCode.SQLITE_CANTOPEN_NOTEMPDIR.rawValue: CodeExplanation(
            meaning: "SQLite 已经不再使用的码（以前表示没有临时文件夹）",
            cause: "当前的 SQLite 从不返回它；找不到临时文件夹现在报的是 `SQLITE_IOERR_GETTEMPPATH`。",
            fix: "如果某个封装库报告了它，确认存在一个可写的临时文件夹（设置 `TMPDIR`），或者用 `PRAGMA temp_store = MEMORY` 把临时数据放在内存里。"),
        ResultCode.SQLITE_CANTOPEN_ISDIR.rawValue: CodeExplanation(
            meaning: "作为数据库文件传入的路径其实是一个文件夹",
            cause: "路径指向的是文件夹而不是文件，比如直接传了 Documents 文件夹本身，而不是里面的某个文件，或者路径里漏掉了文件名。",
            fix: "在文件夹路径后面加上数据库文件名（`documentsURL.appendingPathComponent(\"app.sqlite\")`），打开之前先把完整路径打印出来看看。"),
        ResultCode.SQLITE_CANTOPEN_FULLPATH.rawValue: CodeExplanation(
            meaning: "操作系统无法把文件名转换成完整路径",
            cause: "SQLite 会先把每个数据库文件名转换成绝对路径；这一步失败了，比如当前目录已被删除、路径上的某个文件夹不可读，或者路径太长。",
            fix: "用一个已知文件夹（比如 Application Support）拼出绝对路径来打开数据库，确认路径上的每个文件夹都存在且可读，路径也别太长。"),
        ResultCode.SQLITE_CANTOPEN_CONVPATH.rawValue: CodeExplanation(
            meaning: "打开文件时转换路径失败（仅限 Cygwin）",
            cause: "只有 Windows 上 Cygwin 版本的 SQLite 才会返回它：打开文件时，`cygwin_conv_path()` 没能转换数据库的路径。",
            fix: "用不含特殊字符的简单绝对路径打开数据库，确认它在 Cygwin 下存在，或者改用原生版本的 SQLite。"),
        ResultCode.SQLITE_CANTOPEN_DIRTYWAL.rawValue: CodeExplanation(
            meaning: "SQLite 目前没有使用的码（需要恢复的 WAL 文件）",
            cause: "头文件里有定义，但当前的 SQLite 不会返回它；遗留的 `-wal` 文件引起的问题，会以其他 `SQLITE_CANTOPEN` 或 `SQLITE_READONLY` 码的形式出现。",
            fix: "如果某个封装库报告了它，确认数据库所在的文件夹可写，以便恢复遗留的 `-wal` 文件，并以读写方式打开一次数据库。"),
        ResultCode.SQLITE_CANTOPEN_SYMLINK.rawValue: CodeExplanation(
            meaning: "数据库文件是一个符号链接，而打开时禁止跟随链接",
            cause: "打开数据库时用了 `SQLITE_OPEN_NOFOLLOW`，它拒绝跟随符号链接，而这个路径恰好是一个符号链接。",
            fix: "直接打开链接指向的真实文件；如果允许跟随链接，就去掉 `SQLITE_OPEN_NOFOLLOW`。"),
        ResultCode.SQLITE_CORRUPT_VTAB.rawValue: CodeExplanation(
            meaning: "虚拟表的内容损坏了",
            cause: "某个虚拟表（比如用 FTS3、FTS4 或 FTS5 建的全文搜索表，或者 R-Tree）发现它保存在隐藏影子表里的数据前后不一致，通常是因为有人直接修改了这些影子表。",
            fix: "不要手动修改虚拟表的影子表（比如表 `ft` 对应的 `ft_content`）；重建索引（FTS5 用 `INSERT INTO ft(ft) VALUES('rebuild')`），或者用原始数据重新创建这个虚拟表。"),
        ResultCode.SQLITE_CORRUPT_SEQUENCE.rawValue: CodeExplanation(
            meaning: "`sqlite_sequence` 表的格式不对",
            cause: "SQLite 把每个 AUTOINCREMENT 表用过的最大 id 记在内部表 `sqlite_sequence` 里，它的定义必须正好是 `CREATE TABLE sqlite_sequence(name,seq)`；现在这个定义被改过了，通常是有人用 `PRAGMA writable_schema` 直接改了 schema。",
            fix: "不要改动 `sqlite_sequence` 的结构（修改它的行是可以的，比如重置 `seq`）。从备份恢复数据库，或者把数据复制到一个正常建表的新数据库里。"),
        ResultCode.SQLITE_CORRUPT_INDEX.rawValue: CodeExplanation(
            meaning: "某个索引里缺少本该存在的条目",
            cause: "SQLite 发现索引和它对应的表对不上，这是一种特殊的损坏，常见原因是 App 在用自定义排序规则建好索引之后又改了这个规则，或者文件在 SQLite 不知情时被改过。",
            fix: "执行 `REINDEX`（或 `REINDEX tablename`）重建索引，再用 `PRAGMA integrity_check` 确认其他地方没有损坏。"),
        ResultCode.SQLITE_READONLY_RECOVERY.rawValue: CodeExplanation(
            meaning: "WAL 数据库需要恢复，但它是以只读方式打开的",
            cause: "一个 WAL 模式的数据库（崩溃后）需要恢复，而恢复需要写权限，但这个连接只能读：文件或它所在的文件夹是只读的，或者用了 `SQLITE_OPEN_READONLY` 打开。",
            fix: "以可写方式（在可写的文件夹里）打开一次数据库，让 SQLite 完成恢复；之后只读访问就正常了。"),
        ResultCode.SQLITE_READONLY_CANTLOCK.rawValue: CodeExplanation(
            meaning: "共享内存文件是只读的，无法给 WAL 数据库加读锁",
            cause: "WAL 模式下，即使只是读取，也需要对数据库旁边的 `-shm` 文件有写权限；而这里这个文件（或它所在的文件夹）是只读的，比如放在 App 包里发布的 WAL 数据库。",
            fix: "使用前先把数据库复制到可写的文件夹；或者在把它作为只读文件发布之前，先切换成 `PRAGMA journal_mode = DELETE`。"),
        ResultCode.SQLITE_READONLY_ROLLBACK.rawValue: CodeExplanation(
            meaning: "有一个“热”日志需要回滚，但数据库是只读的",
            cause: "之前某个写入者崩溃了，留下一个 `-journal` 文件，必须先回滚它才能读取数据库，但这个连接不能写（文件、文件夹只读或以只读方式打开）。",
            fix: "以可写方式打开一次数据库，让 SQLite 回滚这个日志；千万不要手动删除 `-journal` 文件，撤销那次中断的事务正需要它里面的数据。"),
        ResultCode.SQLITE_READONLY_DBMOVED.rawValue: CodeExplanation(
            meaning: "数据库文件在打开期间被移动或改名，所以拒绝写入",
            cause: "连接打开文件之后，文件被改名、移动或删除了（比如被新下载的副本替换）；这时再写入，一旦崩溃就可能损坏数据库，因为日志文件会以错误的名字创建。",
            fix: "移动、改名或替换数据库文件之前先关闭连接，之后再按新路径打开。"),
        ResultCode.SQLITE_READONLY_CANTINIT.rawValue: CodeExplanation(
            meaning: "WAL 共享内存已经存在，但本进程无法初始化它（没有写权限）",
            cause: "WAL 数据库的 `-shm` 文件存在，但内容不可靠，而这个进程没有写它的权限，无法重新初始化；SQLite 通常会改用一份私有的内存副本来绕过去，所以它一般不会传到你的代码里。",
            fix: "让进程对数据库文件夹以及 `-wal`、`-shm` 文件有写权限；多个用户共同读取的数据库，可以改用 `PRAGMA journal_mode = DELETE`。"),
        ResultCode.SQLITE_READONLY_DIRECTORY.rawValue: CodeExplanation(
            meaning: "无法在数据库所在的文件夹里创建日志文件，所以数据库只读",
            cause: "要写入，SQLite 必须在数据库旁边创建一个 `-journal`（或 `-wal`）文件，但这个文件夹不可写，即使文件本身可写也不行；比如数据库被放在只读文件夹或系统文件夹里。",
            fix: "把数据库移到 App 可写的文件夹（iOS 上的 Application Support 或 Documents），或者修改文件夹的权限。"),
        ResultCode.SQLITE_ABORT_ROLLBACK.rawValue: CodeExplanation(
            meaning: "所在的事务被回滚，语句因此被中止",
            cause: "这条语句还没执行完（还没到 `SQLITE_DONE`，也没有 reset）时，同一个连接上执行了 ROLLBACK：未完成的写操作一定会这样失败；如果被回滚的事务改过表结构，未完成的读操作也会失败。",
            fix: "执行 ROLLBACK 之前，先把每条语句执行完或 reset 掉；如果还需要被中止的那条语句，就在新的事务里重新执行它。"),
        ResultCode.SQLITE_CONSTRAINT_CHECK.rawValue: CodeExplanation(
            meaning: "CHECK 约束没有通过",
            cause: "新插入或修改后的行让 CHECK 表达式变成了假，比如 `CHECK (age > 0)` 遇到 age 为 -1；错误信息会重复这个表达式或约束的名字，例如 `CHECK constraint failed: age > 0`。（值为 NULL 时检查结果是“未知”，会被放行。）",
            fix: "修改数据使条件成立；如果规则本身写错了，就用正确的 CHECK 重新建表。用 `.schema tablename` 查看规则。"),
        ResultCode.SQLITE_CONSTRAINT_COMMITHOOK.rawValue: CodeExplanation(
            meaning: "提交钩子返回了非 0 值，提交变成了回滚",
            cause: "App 用 `sqlite3_commit_hook` 注册了一个回调，事务提交时它返回了非 0 值，这等于告诉 SQLite 改为回滚。",
            fix: "让提交钩子返回 0 放行提交，只有确实要否决这个事务时才返回非 0。"),
        ResultCode.SQLITE_CONSTRAINT_FOREIGNKEY.rawValue: CodeExplanation(
            meaning: "FOREIGN KEY（外键）约束没有通过",
            cause: "在 `PRAGMA foreign_keys = ON` 的情况下，某一行指向了一个不存在的父行（插入 `fid = 99` 的子行，可父表里并没有 id 为 99 的行），或者你删除、修改了仍被子行引用的父行；错误信息 `FOREIGN KEY constraint failed` 并不会说明是哪个键。SQLite 默认不开启外键检查，而且是按连接设置的，所以在从没开启外键的连接上，同样的语句会被悄悄接受（ON DELETE CASCADE 也不起作用）。",
            fix: "先插入父行，或者使用父表中确实存在的值（用 `SELECT id FROM parent WHERE id = 99` 查一下）；先删子行再删父行，或者声明 `ON DELETE CASCADE`。只有在该连接上、在事务之外执行过 `PRAGMA foreign_keys = ON;` 之后，外键才会生效；这个设置不保存在文件里。"),
        ResultCode.SQLITE_CONSTRAINT_FUNCTION.rawValue: CodeExplanation(
            meaning: "扩展函数报告的约束失败（SQLite 核心不使用它）",
            cause: "某个应用自定义的或扩展提供的 SQL 函数认为传入的参数违反了它的规则，于是返回了这个码；SQLite 的内置函数从不这样做。",
            fix: "查看这个函数的文档，了解它接受哪些参数，然后传入符合要求的值。"),
        ResultCode.SQLITE_CONSTRAINT_NOTNULL.rawValue: CodeExplanation(
            meaning: "NOT NULL 约束没有通过：必填的列得到了 NULL",
            cause: "一个声明为 NOT NULL 的列收到了 NULL：INSERT 的列名列表里漏掉了它，而它又没有 DEFAULT；显式写入或绑定了 NULL（值是 nil，或者某个 `?` 从没绑定过）；或者不写列名的 `INSERT INTO posts VALUES (...)` 没按 CREATE TABLE 里的列顺序给值，值被放进了错误的列。错误信息会指出是哪一列，例如 `NOT NULL constraint failed: posts.language`。",
            fix: "写明列名（`INSERT INTO t (a, b, c) VALUES (...)`），用 `PRAGMA table_info(t)` 或 `.schema t` 查看真实的列顺序，然后给这一列一个值。注意：显式写入 NULL 不会使用 DEFAULT，只有完全不写这一列才会。"),
        ResultCode.SQLITE_CONSTRAINT_PRIMARYKEY.rawValue: CodeExplanation(
            meaning: "PRIMARY KEY（主键）约束没有通过：这个键已经被占用了",
            cause: "你插入（或更新成）的主键值已经被另一行占用了，比如同一条 `INSERT INTO t VALUES (2, ...)` 执行了两次。错误信息写的是 `UNIQUE constraint failed: t.id`，虽然这一列其实是 PRIMARY KEY；看扩展码 1555（PRIMARYKEY，而 UNIQUE 是 2067）就知道是主键冲突。",
            fix: "让 SQLite 自动分配主键：不写这一列，或者给 INTEGER PRIMARY KEY 插入 NULL。要修改已有的行就用 UPDATE（或 `INSERT ... ON CONFLICT(key) DO UPDATE SET ...`）；如果这一列并不是每行都不同，就换一列作主键。"),
        ResultCode.SQLITE_CONSTRAINT_TRIGGER.rawValue: CodeExplanation(
            meaning: "触发器调用了 RAISE，中止了这条语句",
            cause: "表上的某个触发器执行了 `SELECT RAISE(ABORT, 'message')`（或者带 FAIL、ROLLBACK 的 RAISE），因为你的修改违反了这个触发器维护的规则；错误信息就是触发器作者写的那段文字。",
            fix: "用 `.schema tablename` 查看触发器，找到是哪个条件引发了错误，然后修改数据，让这个条件不再触发。"),
        ResultCode.SQLITE_CONSTRAINT_UNIQUE.rawValue: CodeExplanation(
            meaning: "UNIQUE（唯一）约束没有通过：已经有另一行是这个值了",
            cause: "声明为 UNIQUE 的列（或列组合），或者被 `CREATE UNIQUE INDEX` 覆盖的列，已经有了你要插入或更新的值，比如用户再次登录时又把同一个客户编号插入了一遍。错误信息会写出表名和列名：`UNIQUE constraint failed: t_userInfo.FUND_CUSTOMER_NO`。",
            fix: "想清楚已有的那一行该怎么办：先用 SELECT 检查一下；用 `INSERT ... ON CONFLICT(column) DO UPDATE SET ...` 直接更新它；或者用 `INSERT OR IGNORE` 跳过新行。注意 `INSERT OR REPLACE` 会先删除旧行再插入新行，所以它的 rowid（也就是 id）会变。"),
        ResultCode.SQLITE_CONSTRAINT_VTAB.rawValue: CodeExplanation(
            meaning: "虚拟表报告的约束失败（SQLite 核心不使用它）",
            cause: "某个应用自定义的虚拟表拒绝了一条 INSERT、UPDATE 或 DELETE，因为它违反了这张表自己的规则；SQLite 的普通表从不返回它。",
            fix: "查看这个虚拟表的文档，了解它接受哪些值和操作，然后相应地修改语句。"),
        ResultCode.SQLITE_CONSTRAINT_ROWID.rawValue: CodeExplanation(
            meaning: "rowid 不唯一：已经有另一行用了这个 rowid",
            cause: "你自己给隐藏的 rowid 指定了一个已被占用的值，比如在没有 INTEGER PRIMARY KEY 列的表上执行 `INSERT INTO t(rowid, x) VALUES (1, 'b')`；错误信息是 `UNIQUE constraint failed: t.rowid`。（如果有 INTEGER PRIMARY KEY 列充当 rowid，报的就是 `SQLITE_CONSTRAINT_PRIMARYKEY`。）",
            fix: "不要自己挑 rowid：不写 `rowid`，SQLite 会自动分配下一个空闲值。如果需要自己的 id，就声明一个 `id INTEGER PRIMARY KEY` 列，修改已有的行用 UPDATE。"),
        ResultCode.SQLITE_CONSTRAINT_PINNED.rawValue: CodeExplanation(
            meaning: "UPDATE 触发器试图删除正在被更新的那一行",
            cause: "UPDATE 正在修改某一行的过程中，一个触发器（直接或通过另一个触发器）试图删除这一行，SQLite 拒绝了。",
            fix: "改写触发器，不要删除正在更新的那一行；比如等 UPDATE 执行完之后，再用一条单独的语句去删除。"),
        ResultCode.SQLITE_CONSTRAINT_DATATYPE.rawValue: CodeExplanation(
            meaning: "STRICT 表中，值的类型和列声明的类型不符",
            cause: "这张表是用 `STRICT` 创建的，所以每一列只接受它声明的类型：把 `'abc'` 放进 INTEGER 列会失败，提示 `cannot store TEXT value in INTEGER column st.a`。（本身就是数字的文本，比如 `'42'`，会被转换后接受。）如果是普通表，它会照单全收。",
            fix: "插入声明类型的值（数字用 `sqlite3_bind_int` 或 `sqlite3_bind_double` 绑定，不要当文本绑定）；如果这一列确实要存混合类型，就把它声明为 ANY 或 TEXT。"),
        ResultCode.SQLITE_NOTICE_RECOVER_WAL.rawValue: CodeExplanation(
            meaning: "通知：一个 WAL 数据库已经完成恢复",
            cause: "只会发给 `sqlite3_log` 回调：某个连接根据 `-wal` 文件重建了 WAL 模式数据库的索引，通常发生在崩溃之后，或者另一个进程在事务中途被杀掉之后。",
            fix: "不需要修改，数据已经自动恢复。如果经常出现，就查一查为什么你的 App 或别的进程会在写入时被杀掉。"),
        ResultCode.SQLITE_NOTICE_RECOVER_ROLLBACK.rawValue: CodeExplanation(
            meaning: "通知：一个“热”日志已经被回滚",
            cause: "只会发给 `sqlite3_log` 回调：SQLite 发现了一次中断的事务（崩溃或断电）留下的 `-journal` 文件，并把它回滚，恢复了数据库。",
            fix: "不需要修改，中断的事务已按设计被撤销。如果经常出现，就查一查写入时为什么会崩溃，并且不要手动删除 `-journal` 文件。"),
        ResultCode.SQLITE_WARNING_AUTOINDEX.rawValue: CodeExplanation(
            meaning: "警告：SQLite 为某个查询临时建了一个自动索引",
            cause: "只会发给 `sqlite3_log` 回调：某个查询（通常是连接查询或子查询）没有合适的索引，SQLite 每次执行都得临时建一个，比如在没有索引的列上做连接。",
            fix: "在连接或 WHERE 用到的列上建一个真正的索引（`CREATE INDEX idx_orders_customer ON orders(customer_id)`）；用 `EXPLAIN QUERY PLAN` 可以看到哪里用了 `AUTOMATIC` 索引。"),
        ResultCode.SQLITE_AUTH_USER.rawValue: CodeExplanation(
            meaning: "当前登录的用户没有执行此操作的权限（用户认证扩展）",
            cause: "只出现在可选且已废弃的用户认证扩展（`SQLITE_USER_AUTHENTICATION`）中：数据库要求登录，而当前用户无权执行所尝试的操作，或者还没有人用 `sqlite3_user_authenticate` 登录。",
            fix: "用有相应权限的用户登录，或者请管理员用户授权；新开发的 App 应该在 App 自己的代码里做权限控制，而不是用这个扩展。"),
        ResultCode.SQLITE_OK_LOAD_PERMANENTLY.rawValue: CodeExplanation(
            meaning: "扩展加载成功，并要求在连接关闭后继续保留",
            cause: "可加载扩展的入口函数返回了它而不是 `SQLITE_OK`，告诉 `sqlite3_load_extension` 在连接关闭时不要卸载它，通常是因为它注册了进程级别的东西，比如一个 VFS。",
            fix: "不需要修改：这是表示成功的码，按 `SQLITE_OK` 处理即可。在 sqlab 里，学习者的 SQL 根本不能加载扩展。"),
        ResultCode.SQLITE_OK_SYMLINK.rawValue: CodeExplanation(
            meaning: "成功，并附带说明路径是一个符号链接（仅供内部使用）",
            cause: "只在 SQLite 内部使用：VFS 的 `xFullPathname` 用它报告数据库路径是一个符号链接。它不应该返回给应用程序代码。",
            fix: "不需要修改：按 `SQLITE_OK` 处理。如果你的代码收到了它，就报告给 VFS 或封装库的维护者。"),
    ]
}
