-- answer: one connection only: no SQLITE_BUSY ever happens
sqlite3_open("class.sqlite", &db);
sqlite3_exec(db, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_close(db);
-- answer: meets SQLITE_BUSY but never retries (the ages are unchanged)
sqlite3_open("class.sqlite", &db);
sqlite3_open("class.sqlite", &db2);
sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
sqlite3_exec(db2, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
sqlite3_close(db2);
sqlite3_close(db);
-- answer: retries before the commit: BUSY twice, and the ages never change
sqlite3_open("class.sqlite", &db);
sqlite3_open("class.sqlite", &db2);
sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
sqlite3_exec(db2, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_exec(db2, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_close(db2);
sqlite3_close(db);
-- answer: updates twice after the commit (every age + 2)
sqlite3_open("class.sqlite", &db);
sqlite3_open("class.sqlite", &db2);
sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
sqlite3_exec(db2, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
sqlite3_exec(db2, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_exec(db2, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_close(db2);
sqlite3_close(db);
-- answer: leaves the second connection open
sqlite3_open("class.sqlite", &db);
sqlite3_open("class.sqlite", &db2);
sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
sqlite3_exec(db2, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
sqlite3_exec(db2, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_close(db);
-- answer: the lock holder also updates inside its transaction (every age + 2)
sqlite3_open("class.sqlite", &db);
sqlite3_open("class.sqlite", &db2);
sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
sqlite3_exec(db2, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_exec(db, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
sqlite3_exec(db2, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_close(db2);
sqlite3_close(db);
