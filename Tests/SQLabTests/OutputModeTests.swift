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

/// Every `.mode`, on every kind of value (NULL, integer extremes, reals, empty and CJK text,
/// text that needs quoting, blobs), as the sqlite3 shell draws it.
final class OutputModeTests: XCTestCase {
    let columns = ["id", "name", "r"]
    let rows: [[Value]] = [
        [.integer(1), .text("a,\"b"), .real(7.5)],
        [.integer(Int64.min), .null, .real(1575)],
        [.integer(3), .text("栋哥"), .blob([0x89, 0x50])],
        [.integer(4), .text(""), .text("x|y")],
    ]

    func testTable() {
        XCTAssertEqual(OutputMode.table.render(columns: columns, rows: rows, headers: true), """
            +----------------------+------+---------+
            |          id          | name |    r    |
            +----------------------+------+---------+
            | 1                    | a,"b | 7.5     |
            | -9223372036854775808 |      | 1575.0  |
            | 3                    | 栋哥 | x'8950' |
            | 4                    |      | x|y     |
            +----------------------+------+---------+
            """)
    }

    func testMarkdownEscapesBars() {
        XCTAssertEqual(OutputMode.markdown.render(columns: ["a"], rows: [[.text("x|y")], [.integer(2)]], headers: false), """
            |  a   |
            |------|
            | x\\|y |
            | 2    |
            """)
    }

    func testCSVQuotesOnlyWhatNeedsIt() {
        XCTAssertEqual(OutputMode.csv.render(columns: columns, rows: rows, headers: true), """
            id,name,r
            1,"a,""b",7.5
            -9223372036854775808,,1575.0
            3,栋哥,x'8950'
            4,,x|y
            """)
        XCTAssertEqual(OutputMode.csv.render(columns: ["a"], rows: [[.text("two\nlines")]], headers: false), "\"two\nlines\"")
    }

    func testJSON() {
        XCTAssertEqual(OutputMode.json.render(columns: columns, rows: rows, headers: false), """
            [{"id":1,"name":"a,\\"b","r":7.5},
            {"id":-9223372036854775808,"name":null,"r":1575.0},
            {"id":3,"name":"栋哥","r":"x'8950'"},
            {"id":4,"name":"","r":"x|y"}]
            """)
        XCTAssertEqual(OutputMode.json.render(columns: ["t"], rows: [[.text("\u{1}\t")], [.real(.infinity)]], headers: false),
                       "[{\"t\":\"\\u0001\\t\"},\n{\"t\":null}]")
    }

    func testLine() {
        XCTAssertEqual(OutputMode.line.render(columns: ["id", "name"], rows: [[.integer(1), .text("栋哥")], [.integer(2), .null]], headers: true), """
              id = 1
            name = 栋哥

              id = 2
            name = \("")
            """)
    }

    func testNoRowsDrawNothingButTheBox() {
        for mode in OutputMode.allCases where mode != .box {
            XCTAssertEqual(mode.render(columns: ["a"], rows: [], headers: true), "", mode.rawValue)
        }
        XCTAssertEqual(OutputMode.box.render(columns: ["a"], rows: [], headers: true), "┌───┐\n│ a │\n├───┤\n└───┘")
        XCTAssertEqual(OutputMode.names, ["box", "csv", "json", "line", "markdown", "table"])
    }
}
