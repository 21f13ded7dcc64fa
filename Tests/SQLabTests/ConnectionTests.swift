import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabCourse
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabGrading
@testable import SQLabLogictest
@testable import SQLabShell
@testable import SQLabCommands

final class ConnectionTests: XCTestCase {
    func testPrepareBindStepFinalizeAreTracedAsTheCAPIWritesThem() throws {
        let db = try Connection()
        try db.execute("CREATE TABLE t(a INTEGER, b TEXT)")
        var calls: [String] = []
        db.tracer = { calls.append($0) }
        do {
            let statement = try XCTUnwrap(db.prepare("INSERT INTO t VALUES (?, ?)"))
            try statement.bind([.integer(1), .text("栋哥")])
            XCTAssertFalse(try statement.step())
        }
        XCTAssertEqual(calls, [
            "sqlite3_prepare_v2(db, \"INSERT INTO t VALUES (?, ?)\", -1, &stmt, NULL) → 0 SQLITE_OK",
            "sqlite3_bind_int(stmt, 1, 1) → 0 SQLITE_OK",
            "sqlite3_bind_text(stmt, 2, \"栋哥\", -1, SQLITE_TRANSIENT) → 0 SQLITE_OK",
            "sqlite3_step(stmt) → 101 SQLITE_DONE",
            "sqlite3_finalize(stmt) → 0 SQLITE_OK",
        ])
    }

    func testErrorsCarryExtendedCodeMessageAndOffset() throws {
        let db = try Connection()
        XCTAssertThrowsError(try db.execute("updata t SET a = 1")) { error in
            let e = error as! SQLiteError
            XCTAssertEqual(e.code, .SQLITE_ERROR)
            XCTAssertEqual(e.message, "near \"updata\": syntax error")
            XCTAssertEqual(e.offset, 0)
            XCTAssertEqual(e.sql, "updata t SET a = 1")
            XCTAssertEqual(e.call, "sqlite3_prepare_v2")
        }
        XCTAssertThrowsError(try db.execute("SELECT * FROM  nowhere")) { error in
            let e = error as! SQLiteError
            XCTAssertEqual(e.message, "no such table: nowhere")
        }
        try db.execute("CREATE TABLE k(id INTEGER PRIMARY KEY, u TEXT UNIQUE); INSERT INTO k VALUES (1, 'x')")
        XCTAssertThrowsError(try db.execute("INSERT INTO k VALUES (1, 'y')")) { error in
            XCTAssertEqual((error as! SQLiteError).code, .SQLITE_CONSTRAINT_PRIMARYKEY)
            XCTAssertEqual((error as! SQLiteError).call, "sqlite3_step")
        }
        XCTAssertThrowsError(try db.execute("INSERT INTO k VALUES (2, 'x')")) { error in
            XCTAssertEqual((error as! SQLiteError).code, .SQLITE_CONSTRAINT_UNIQUE)
        }
    }

    func testAFailedStepStillFinalizesTheStatement() throws {
        let db = try Connection()
        try db.execute("CREATE TABLE k(id INTEGER PRIMARY KEY); INSERT INTO k VALUES (1)")
        var calls: [String] = []
        db.tracer = { calls.append($0) }
        XCTAssertThrowsError(try db.execute("INSERT INTO k VALUES (1)"))
        XCTAssertEqual(calls.last, "sqlite3_finalize(stmt) → 1555 SQLITE_CONSTRAINT_PRIMARYKEY")
    }

    func testStatementsWalkMultiStatementTextWithTheTail() throws {
        let db = try Connection()
        let text = SQLText("CREATE TABLE t(a); -- comment\nINSERT INTO t VALUES (';'); /* only a comment */")
        var offset = 0
        var prepared: [String] = []
        while offset < text.count {
            let (statement, tail) = try db.prepare(text, at: offset)
            offset = tail
            guard let statement else { break }
            prepared.append(statement.sql.trimmingCharacters(in: .whitespacesAndNewlines))
            try statement.step()
        }
        XCTAssertEqual(prepared, ["CREATE TABLE t(a);", "-- comment\nINSERT INTO t VALUES (';');"])
    }

    func testValuesOfEveryStorageClassRoundTrip() throws {
        let db = try Connection()
        let values: [Value] = [.null, .integer(Int64.max), .integer(Int64.min), .real(7.5), .text(""), .text("萌神"),
                               .text("a\u{0}b"), .blob([0x89, 0x50, 0x4E, 0x47]), .blob([])]
        for value in values {
            let row = try db.rows("SELECT ?", [value])
            XCTAssertEqual(row, [[value]], "\(value)")
        }
    }

    func testPreupdateHookSeesOldAndNewRows() throws {
        let db = try Connection()
        try db.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t VALUES (1, 'a')")
        var seen: [RowChange] = []
        db.setPreupdateHook { seen.append($0) }
        try db.execute("UPDATE t SET name = 'b'; DELETE FROM t; INSERT INTO t VALUES (2, 'c')")
        XCTAssertEqual(seen.map(\.operation), [.update, .delete, .insert])
        XCTAssertEqual(seen[0].old, [.integer(1), .text("a")])
        XCTAssertEqual(seen[0].new, [.integer(1), .text("b")])
        XCTAssertEqual(seen[1].new, nil)
        XCTAssertEqual(seen[2].new, [.integer(2), .text("c")])
    }

    func testBackupCopiesTheWholeDatabase() throws {
        let source = try Connection()
        try source.execute("CREATE TABLE t(a); INSERT INTO t VALUES (1), (2)")
        let copy = try Connection()
        try source.copy(into: copy)
        try copy.execute("DELETE FROM t")
        XCTAssertEqual(try source.scalar("SELECT count(*) FROM t"), .integer(2))
        XCTAssertEqual(try copy.scalar("SELECT count(*) FROM t"), .integer(0))
    }

    func testOpeningAFolderFailsWithCantOpen() {
        XCTAssertThrowsError(try Connection(path: "/nonexistent-dir/x/y.db")) { error in
            XCTAssertEqual((error as! SQLiteError).code.primary, .SQLITE_CANTOPEN)
        }
    }

    func testRealsPrintAsPrintfBang15g() {
        XCTAssertEqual(Value.formatReal(7.5), "7.5")
        XCTAssertEqual(Value.formatReal(1575), "1575.0")
        XCTAssertEqual(Value.formatReal(0.1), "0.1")
        XCTAssertEqual(Value.formatReal(1e20), "1.0e+20")
    }
}
