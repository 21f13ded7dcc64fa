-- answer: the reference's calls with a busy timeout before the retry
sqlite3_open("class.sqlite", &a);
sqlite3_open("class.sqlite", &b);
sqlite3_exec(a, "BEGIN IMMEDIATE", NULL, NULL, NULL);
sqlite3_exec(b, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_exec(a, "COMMIT", NULL, NULL, NULL);
sqlite3_busy_timeout(b, 200);
sqlite3_exec(b, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_close(a);
sqlite3_close(b);
-- answer: the retry as a prepared statement, with the errmsg read and freed
sqlite3_open("class.sqlite", &db);
sqlite3_open("class.sqlite", &db2);
sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
sqlite3_exec(db2, "UPDATE Class43 SET age = age + 1", NULL, NULL, &errmsg);
sqlite3_free(errmsg);
sqlite3_exec(db, "END", NULL, NULL, NULL);
sqlite3_prepare_v2(db2, "UPDATE Class43 SET age = age + 1", -1, &stmt, NULL);
sqlite3_step(stmt);
sqlite3_finalize(stmt);
sqlite3_close(db2);
sqlite3_close(db);
-- answer: BEGIN EXCLUSIVE holds the lock just as well
sqlite3_open("class.sqlite", &db);
sqlite3_open("class.sqlite", &db2);
sqlite3_exec(db, "BEGIN EXCLUSIVE", NULL, NULL, NULL);
sqlite3_exec(db2, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
sqlite3_exec(db2, "UPDATE Class43 SET age = age + 1", NULL, NULL, NULL);
sqlite3_close(db);
sqlite3_close(db2);
