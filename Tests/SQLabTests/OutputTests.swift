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

final class OutputTests: XCTestCase {
    func testWidthsOfChineseTextWithoutALocale() {
        // The test process may have no LANG at all; TextWidth sets C.UTF-8 itself.
        XCTAssertEqual(TextWidth.of("栋哥"), 4)
        XCTAssertEqual(TextWidth.of("Amy"), 3)
        XCTAssertEqual(TextWidth.of("é"), 1)
        XCTAssertEqual(TextWidth.of("e\u{301}"), 1)  // combining accent takes no column
        XCTAssertEqual(TextWidth.truncate("栋哥栋哥", to: 5), "栋哥…")
    }

    func testBoxTableAlignsChineseAndRightAlignsNumbers() {
        let table = TableRenderer().render(columns: ["Stu_ID", "name"],
                                           values: [[.integer(2), .text("栋哥")], [.integer(10), .text("Amy")], [.null, .text("")]])
        XCTAssertEqual(table, """
            ┌────────┬──────┐
            │ Stu_ID │ name │
            ├────────┼──────┤
            │      2 │ 栋哥 │
            │     10 │ Amy  │
            │ NULL   │      │
            └────────┴──────┘
            """)
    }

    func testCellsShowEveryValueKind() {
        XCTAssertEqual(TableRenderer.cell(.null), "NULL")
        XCTAssertEqual(TableRenderer.cell(.real(7.5)), "7.5")
        XCTAssertEqual(TableRenderer.cell(.real(1575)), "1575.0")
        XCTAssertEqual(TableRenderer.cell(.integer(Int64.min)), "-9223372036854775808")
        XCTAssertEqual(TableRenderer.cell(.text("a\nb\tc")), "a↵b→c")
        XCTAssertEqual(TableRenderer.cell(.blob([0x89, 0x50])), "x'8950'")
        XCTAssertEqual(TableRenderer.cell(.blob(Array(repeating: 0xAB, count: 100))), "x'ABABABABABABABAB…' (100 bytes)")
        XCTAssertEqual(TableRenderer.cell(.real(.nan)), "NaN")
    }

    func testProseWrapsAtTheWidthAndKeepsCodeSpansWhole() {
        let renderer = ProseRenderer(style: .plain, width: 30)
        let text = renderer.paragraph("Use `INSERT INTO t VALUES (1)` to add a row to the table.")
        XCTAssertEqual(text, "Use `INSERT INTO t VALUES (1)`\nto add a row to the table.")
        XCTAssertEqual(renderer.paragraph("消息里写的是唯一约束但扩展码说明冲突的是主键这个键已经被另一行用了"),
                       "消息里写的是唯一约束但扩展码说\n明冲突的是主键这个键已经被另一\n行用了")
    }

    func testChineseWrapsWithoutSpacesAndKeepsPunctuationOnItsLine() {
        let renderer = ProseRenderer(style: .plain, width: 20)
        XCTAssertEqual(renderer.render(.paragraph([.text("主键必须"), .softBreak, .text("每行都不同。")])), "主键必须每行都不同。")
        XCTAssertEqual(renderer.paragraph("一二三四五六七八九，十"), "一二三四五六七八九，\n十")
    }

    func testCaretsSitUnderTheTokenInDisplayColumns() {
        let presenter = RunPresenter(style: .plain, explainer: Explainer(language: .en))
        let sql = "SELECT * FROM 学生 WHERE nmae = 1"
        let start = Array(sql.utf8).count - "nmae = 1".utf8.count
        XCTAssertEqual(presenter.caret(sql: sql, range: start..<start + 4, repeatLastLine: true),
                       [sql, String(repeating: " ", count: 25) + "^^^^"])
    }
}
