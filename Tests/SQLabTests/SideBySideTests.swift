import XCTest
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabText

/// A counterexample's Expected and Yours tables: side by side when both fit the terminal,
/// else stacked, Expected above Yours, so that no line is wider than the terminal (issue 17).
final class SideBySideTests: XCTestCase {
    let expected = Counterexample.Table(name: "result", columns: ["Stu_ID", "name", "gender", "age"],
                                        rows: [["3", "Mia", "F", "17"], ["6", "Amy O'Brien", "F", "19"]])
    let yours = Counterexample.Table(name: "result", columns: ["Stu_ID", "name", "gender", "age"],
                                     rows: [["3", "Mia", "F", "17"], ["5", "小红", "F", "18"], ["6", "Amy O'Brien", "F", "19"]])

    func testBothTablesSideBySideWhenTheyFit() {
        for language in Language.allCases {
            let lines = FeedbackPresenter(style: .plain, explainer: Explainer(language: language), width: 100).sideBySide(expected, yours)
            XCTAssertEqual(lines.count, 8, lines.joined(separator: "\n"))   // a title line and the longer table (7 lines)
            XCTAssertTrue(lines[0].hasPrefix(language == .zh ? "  应得：" : "  Expected:"), lines[0])
            XCTAssertTrue(lines[0].contains(language == .zh ? "你的结果：" : "Yours:"), lines[0])
            XCTAssertLessThanOrEqual(lines.map { 2 + TextWidth.of($0) }.max() ?? 0, 100)
        }
    }

    func testStackedExpectedAboveYoursWhenSideBySideIsWiderThanTheTerminal() {
        for language in Language.allCases {
            let lines = FeedbackPresenter(style: .plain, explainer: Explainer(language: language), width: 60).sideBySide(expected, yours)
            // Expected (its title and 6 table lines), a blank line, Yours (its title and 7 lines).
            XCTAssertEqual(lines.count, 1 + 6 + 1 + 1 + 7, lines.joined(separator: "\n"))
            XCTAssertEqual(lines[0], language == .zh ? "  应得：" : "  Expected:")
            XCTAssertEqual(lines[7], "")
            XCTAssertEqual(lines[8], language == .zh ? "  你的结果：" : "  Yours:")
            XCTAssertTrue(lines[1].hasPrefix("  ┌"), lines[1])
            // With the body's indent, every line fits in 60 columns.
            XCTAssertLessThanOrEqual(lines.map { 2 + TextWidth.of($0) }.max() ?? 0, 60, lines.joined(separator: "\n"))
        }
        // An answer that failed has no table: "(an error)" under Yours, stacked the same way.
        let failed = FeedbackPresenter(style: .plain, explainer: Explainer(language: .en), width: 30).sideBySide(expected, nil)
        XCTAssertEqual(Array(failed.suffix(2)), ["  Yours:", "  (an error)"])
    }
}
