import Foundation
import XCTest
@testable import SQLabEngine

/// The pitfalls SQLite does not report, read with SQLite's tokenizer rules.
final class PitfallTests: XCTestCase {
    static let cases: [(sql: String, expected: [Pitfall])] = [
        ("SELECT * FROM t WHERE a = NULL", [.comparisonWithNull]),
        ("select * from t where a <> null", [.comparisonWithNull]),
        ("SELECT * FROM t WHERE a != NULL", [.comparisonWithNull]),
        ("SELECT * FROM t WHERE a == NULL", [.comparisonWithNull]),
        ("SELECT * FROM t WHERE a IS NULL", []),
        ("SELECT * FROM t WHERE a = 'NULL'", []),
        ("SELECT * FROM t WHERE \"= NULL\" = 1", []),
        ("SELECT * FROM t -- a = NULL", []),
        ("SELECT * FROM t /* DELETE FROM t */", []),
        ("UPDATE t SET a = 1", [.changeWithoutWhere]),
        ("update t set a = 1", [.changeWithoutWhere]),
        ("DELETE FROM t", [.changeWithoutWhere]),
        ("/* note */ DELETE FROM t", [.changeWithoutWhere]),
        ("DELETE FROM t WHERE a = 1", []),
        ("UPDATE t SET a = (SELECT b FROM u WHERE u.id = t.id)", [.changeWithoutWhere]),
        ("UPDATE t SET a = NULL", [.changeWithoutWhere]),
        ("UPDATE t SET a = NULL WHERE b = NULL", [.comparisonWithNull]),
        ("SELECT 1; DELETE FROM t; SELECT 2", [.changeWithoutWhere]),
        ("INSERT INTO t VALUES ('DELETE FROM t')", []),
        ("INSERT INTO t VALUES (1)", []),
        ("SELECT 'update' FROM nullable", []),
    ]

    func testEveryCase() {
        for entry in Self.cases {
            XCTAssertEqual(Pitfall.find(in: entry.sql), entry.expected, entry.sql)
        }
    }

    /// The quick look at the bytes never hides a pitfall: whatever has one holds the word.
    func testTheQuickLookOnlySkipsTextWithoutTheWords() {
        for entry in Self.cases where !entry.expected.isEmpty {
            XCTAssertTrue(Pitfall.mayHavePitfall(entry.sql), entry.sql)
        }
        XCTAssertFalse(Pitfall.mayHavePitfall("INSERT INTO t VALUES (1, 'Ada')"))
        XCTAssertFalse(Pitfall.mayHavePitfall("SELECT * FROM t ORDER BY a LIMIT 5 OFFSET 10"))
        XCTAssertTrue(Pitfall.mayHavePitfall("select nUlL"))
    }
}
