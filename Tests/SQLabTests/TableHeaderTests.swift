import XCTest
@testable import SQLabPresent

/// A column's name is shown as a cell's text is: its line break, tab and carriage return
/// visible, so that `AS "a⏎b"` cannot break the header line of a table.
final class TableHeaderTests: XCTestCase {
    func testControlCharactersInAColumnNameAreVisibleAndTheTableStaysWhole() {
        let table = TableRenderer().render(columns: ["a\nb", "c\td", "e\rf"], rows: [["1", "2", "3"]])
        XCTAssertEqual(table, """
            ┌─────┬─────┬─────┐
            │ a↵b │ c→d │ e␍f │
            ├─────┼─────┼─────┤
            │ 1   │ 2   │ 3   │
            └─────┴─────┴─────┘
            """)
    }
}
