-- answer: binds the name at index 0 (SQLITE_RANGE; then NOT NULL fails)
sqlite3_open("class.sqlite", &db);
sqlite3_prepare_v2(db, "INSERT INTO Class43 (name, gender, age) VALUES (?, ?, ?)", -1, &stmt, NULL);
sqlite3_bind_text(stmt, 0, "Jay", -1, SQLITE_TRANSIENT);
sqlite3_bind_text(stmt, 2, "M", -1, SQLITE_TRANSIENT);
sqlite3_bind_int(stmt, 3, 16);
sqlite3_step(stmt);
sqlite3_finalize(stmt);
sqlite3_close(db);
-- answer: never finalizes the statement (sqlite3_close answers SQLITE_BUSY, both stay open)
sqlite3_open("class.sqlite", &db);
sqlite3_prepare_v2(db, "INSERT INTO Class43 (name, gender, age) VALUES (?, ?, ?)", -1, &stmt, NULL);
sqlite3_bind_text(stmt, 1, "Jay", -1, SQLITE_TRANSIENT);
sqlite3_bind_text(stmt, 2, "M", -1, SQLITE_TRANSIENT);
sqlite3_bind_int(stmt, 3, 16);
sqlite3_step(stmt);
sqlite3_close(db);
-- answer: never closes the connection
sqlite3_open("class.sqlite", &db);
sqlite3_prepare_v2(db, "INSERT INTO Class43 (name, gender, age) VALUES (?, ?, ?)", -1, &stmt, NULL);
sqlite3_bind_text(stmt, 1, "Jay", -1, SQLITE_TRANSIENT);
sqlite3_bind_text(stmt, 2, "M", -1, SQLITE_TRANSIENT);
sqlite3_bind_int(stmt, 3, 16);
sqlite3_step(stmt);
sqlite3_finalize(stmt);
-- answer: binds the age as text into the gender and the gender into the age (columns swapped)
sqlite3_open("class.sqlite", &db);
sqlite3_prepare_v2(db, "INSERT INTO Class43 (name, gender, age) VALUES (?, ?, ?)", -1, &stmt, NULL);
sqlite3_bind_text(stmt, 1, "Jay", -1, SQLITE_TRANSIENT);
sqlite3_bind_int(stmt, 2, 16);
sqlite3_bind_text(stmt, 3, "M", -1, SQLITE_TRANSIENT);
sqlite3_step(stmt);
sqlite3_finalize(stmt);
sqlite3_close(db);
-- answer: steps twice (SQLITE_DONE, then the statement runs again: two rows)
sqlite3_open("class.sqlite", &db);
sqlite3_prepare_v2(db, "INSERT INTO Class43 (name, gender, age) VALUES (?, ?, ?)", -1, &stmt, NULL);
sqlite3_bind_text(stmt, 1, "Jay", -1, SQLITE_TRANSIENT);
sqlite3_bind_text(stmt, 2, "M", -1, SQLITE_TRANSIENT);
sqlite3_bind_int(stmt, 3, 16);
sqlite3_step(stmt);
sqlite3_step(stmt);
sqlite3_finalize(stmt);
sqlite3_close(db);
-- answer: writes to another file
sqlite3_open("class2.sqlite", &db);
sqlite3_exec(db, "CREATE TABLE Class43 (Stu_ID INTEGER PRIMARY KEY, name TEXT, gender TEXT, age INTEGER)", NULL, NULL, NULL);
sqlite3_close(db);
-- answer: opens read-only, so the insert fails with SQLITE_READONLY
sqlite3_open_v2("class.sqlite", &db, SQLITE_OPEN_READONLY, NULL);
sqlite3_prepare_v2(db, "INSERT INTO Class43 (name, gender, age) VALUES (?, ?, ?)", -1, &stmt, NULL);
sqlite3_bind_text(stmt, 1, "Jay", -1, SQLITE_TRANSIENT);
sqlite3_bind_text(stmt, 2, "M", -1, SQLITE_TRANSIENT);
sqlite3_bind_int(stmt, 3, 16);
sqlite3_step(stmt);
sqlite3_finalize(stmt);
sqlite3_close(db);
-- answer: a line C would not compile (single-quoted string)
sqlite3_open('class.sqlite', &db);
