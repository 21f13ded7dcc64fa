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
        XCTAssertEqual(OutputMode.table.render(columns: columns, rows: rows), """
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

    /// The bug of issue 18: a line break inside a value broke the grid. As in the shell, the
    /// value takes two lines and a rule separates every row.
    func testALineBreakInAValueKeepsTheGrid() {
        let rows: [[Value]] = [[.text("a\nbb"), .integer(1)], [.text("c"), .integer(2)]]
        XCTAssertEqual(OutputMode.table.render(columns: ["x", "y"], rows: rows), """
            +----+---+
            | x  | y |
            +----+---+
            | a  | 1 |
            | bb |   |
            +----+---+
            | c  | 2 |
            +----+---+
            """)
        XCTAssertEqual(OutputMode.markdown.render(columns: ["x", "y"], rows: rows), """
            | x  | y |
            |----|---|
            | a  | 1 |
            | bb |   |
            | c  | 2 |
            """)
    }

    /// The shell writes bars in markdown cells as they are.
    func testMarkdownLeavesBarsAsTheShellDoes() {
        XCTAssertEqual(OutputMode.markdown.render(columns: ["a"], rows: [[.text("x|y")], [.integer(2)]]), """
            |  a  |
            |-----|
            | x|y |
            | 2   |
            """)
    }

    /// The shell's CSV: CRLF after `.mode csv`, no header unless `.headers on`, a field quoted
    /// when empty or when it holds a blank, a quote, an apostrophe, a control character, a
    /// non-ASCII byte or the separator.
    func testCSVAsTheShellWritesIt() {
        var settings = ShellSettings()
        settings.setMode(.csv)
        XCTAssertEqual(OutputMode.csv.render(columns: columns, rows: rows, settings: settings),
                       "1,\"a,\"\"b\",7.5\r\n-9223372036854775808,,1575.0\r\n3,\"栋哥\",\"x'8950'\"\r\n4,\"\",x|y\r")
        settings.headers = true
        XCTAssertTrue(OutputMode.csv.render(columns: ["a b", "c"], rows: [[.text("two\nlines"), .null]], settings: settings)
                        .hasPrefix("\"a b\",c\r\n\"two\nlines\",\r"))
    }

    func testJSON() {
        XCTAssertEqual(OutputMode.json.render(columns: columns, rows: rows), """
            [{"id":1,"name":"a,\\"b","r":7.5},
            {"id":-9223372036854775808,"name":null,"r":1575.0},
            {"id":3,"name":"栋哥","r":"x'8950'"},
            {"id":4,"name":"","r":"x|y"}]
            """)
        XCTAssertEqual(OutputMode.json.render(columns: ["t"], rows: [[.text("\u{1}\t")], [.real(.infinity)]]),
                       "[{\"t\":\"\\u0001\\t\"},\n{\"t\":1e999}]")
    }

    func testLine() {
        XCTAssertEqual(OutputMode.line.render(columns: ["id", "name"], rows: [[.integer(1), .text("栋哥")], [.integer(2), .null]]), """
               id = 1
             name = 栋哥

               id = 2
             name = \("")
            """)
    }

    /// Minus zero is `0.0`, as SQLite prints it (issue 18), in every mode.
    func testMinusZeroIsZero() {
        XCTAssertEqual(Value.formatReal(-0.0), "0.0")
        for mode in OutputMode.allCases where mode != .box {
            XCTAssertTrue(mode.render(columns: ["z"], rows: [[.real(-0.0)]]).contains("0.0"), mode.rawValue)
            XCTAssertFalse(mode.render(columns: ["z"], rows: [[.real(-0.0)]]).contains("-0.0"), mode.rawValue)
        }
    }

    func testNoRowsDrawNothingButTheBox() {
        for mode in OutputMode.allCases where mode != .box {
            XCTAssertEqual(mode.render(columns: ["a"], rows: []), "", mode.rawValue)
        }
        XCTAssertEqual(OutputMode.box.render(columns: ["a"], rows: []), "┌───┐\n│ a │\n├───┤\n└───┘")
        XCTAssertEqual(OutputMode.names, ["box", "csv", "json", "line", "list", "markdown", "table", "tabs"])
    }
}
