-- answer: the reference's calls with other variable names and declarations
sqlite3 *conn = NULL;
sqlite3_stmt *insert = NULL;
sqlite3_open("class.sqlite", &conn);
sqlite3_prepare_v2(conn, "INSERT INTO Class43 (name, gender, age) VALUES (?, ?, ?)", -1, &insert, NULL);
sqlite3_bind_text(insert, 1, "Jay", -1, SQLITE_TRANSIENT);
sqlite3_bind_text(insert, 2, "M", -1, SQLITE_TRANSIENT);
sqlite3_bind_int(insert, 3, 16);
sqlite3_step(insert);
sqlite3_finalize(insert);
sqlite3_close(conn);
-- answer: columns in another order, named parameters found with sqlite3_bind_parameter_index
sqlite3_open_v2("class.sqlite", &db, SQLITE_OPEN_READWRITE, NULL);
sqlite3_prepare_v2(db, "INSERT INTO Class43 (age, name, gender) VALUES (:age, :name, :gender)", -1, &stmt, NULL);
sqlite3_bind_parameter_index(stmt, ":name");
sqlite3_bind_text(stmt, 2, "Jay", -1, SQLITE_STATIC);
sqlite3_bind_text(stmt, 3, "M", 1, SQLITE_STATIC);
sqlite3_bind_int64(stmt, 1, 16);
sqlite3_step(stmt);
sqlite3_reset(stmt);
sqlite3_finalize(stmt);
stmt = NULL;
sqlite3_close_v2(db);
-- answer: close_v2 before finalize (the zombie connection goes with the statement)
sqlite3_open("class.sqlite", &db);
sqlite3_prepare_v2(db, "INSERT INTO Class43 (name, gender, age) VALUES (?, ?, ?)", -1, &stmt, NULL);
sqlite3_bind_text(stmt, 1, "Jay", -1, SQLITE_TRANSIENT);
sqlite3_bind_text(stmt, 2, "M", -1, SQLITE_TRANSIENT);
sqlite3_bind_double(stmt, 3, 16.0);
sqlite3_step(stmt);
sqlite3_close_v2(db);
sqlite3_finalize(stmt);
