import XCTest
@testable import SQLabSQLite
@testable import SQLabEngine

/// Answers that only read run on kept copies of a checking dataset (`ReadingConnections`):
/// which SQL counts as only reading, and that such a run gives what a run on a fresh copy gives.
final class ReadingConnectionsTests: XCTestCase {
    private func dataset(_ sandbox: Sandbox) throws -> Connection {
        let db = try sandbox.open()
        try db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, NULL);")
        return db.connection
    }

    func testOnlySelectsThatReadCountAsOnlyReading() throws {
        let sandbox = Sandbox()
        let state = try dataset(sandbox)
        let copy = try sandbox.open()
        try state.copy(into: copy.connection)
        let reading = ["SELECT * FROM t;", "SELECT v FROM t WHERE id > 1; SELECT count(*) FROM t;",
                       "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 3) SELECT upper(v) FROM t, n;",
                       "SELECT changes(), last_insert_rowid();  -- a comment"]
        let notReading = ["UPDATE t SET v = 'c';", "SELECT 1; DELETE FROM t;", "PRAGMA foreign_keys = ON;", "PRAGMA table_info(t);",
                          "BEGIN; SELECT * FROM t;", "SELECT * FROM t; COMMIT;", "CREATE TEMP TABLE x (a);", "SELECT * FROM nowhere;",
                          "SELECT * FROM t; SELEC", "INSERT INTO t (v) SELECT v FROM t;"]
        for sql in reading { XCTAssertTrue(ScriptRunner.onlyReads(sql, on: copy), sql) }
        for sql in notReading { XCTAssertFalse(ScriptRunner.onlyReads(sql, on: copy), sql) }
        // Deciding changed nothing.
        XCTAssertEqual(try copy.connection.scalar("SELECT count(*) FROM t"), .integer(3))
    }

    func testAKeptCopyAnswersAsAFreshCopyInBothScanOrders() throws {
        let sandbox = Sandbox()
        let state = try dataset(sandbox)
        let runner = ScriptRunner(sandbox: sandbox)
        let answers = ["SELECT v FROM t;", "SELECT changes(), total_changes(), last_insert_rowid();", "SELECT * FROM t WHERE v IS NULL;",
                       "UPDATE t SET v = 'z' WHERE id = 1; SELECT v FROM t;", "SELECT v FROM t;"]
        for _ in 0..<2 {
            for reverse in [false, true] {
                for sql in answers {
                    let fresh = try runner.run(sql, on: state, foreignKeys: true, reverseScanOrder: reverse, budget: Budget(seconds: 3))
                    let kept = try runner.run(sql, on: state, foreignKeys: true, reverseScanOrder: reverse, budget: Budget(seconds: 3),
                                              reusingForReads: true)
                    XCTAssertEqual(kept.last, fresh.last, "\(sql), reverse \(reverse)")
                    XCTAssertEqual(kept.readOnly, fresh.readOnly, sql)
                }
            }
        }
        // The UPDATE ran on a copy of its own: the kept copy still holds the dataset's rows.
        let again = try runner.run("SELECT v FROM t ORDER BY id;", on: state, foreignKeys: true, reverseScanOrder: false,
                                   budget: Budget(seconds: 3), reusingForReads: true)
        XCTAssertEqual(again.last?.rows, [[.text("a")], [.text("b")], [.null]])
    }
}
