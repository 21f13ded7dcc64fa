import XCTest
@testable import SQLabText
@testable import SQLabLessons
@testable import SQLabPresent

/// Wrapping by display width with the rules of Chinese line breaking, on generated text.
final class LineWrapperTests: XCTestCase {
    /// What text is built from: Chinese words, English words, SQL, quoted values, long names;
    /// closing punctuation after them, opening punctuation before them, as in real text.
    static let words = ["学生", "的", "年龄", "表", "查询", "结果", "一二三四五六七八九十", "select", "name", "FROM",
                        "students", "WHERE", "gender = '女'", "'it''s'", "\"first name\"", "“女生”", "count(*)",
                        "age > 18", "sqlite3_changes", "https://sqlite.org/rescode.html#constraint_unique",
                        "a_very_long_identifier_that_goes_on_and_on_and_on_beyond_any_line"]
    static let closing = ["，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "》", ",", ".", ";", ")"]
    static let opening = ["（", "「", "『", "《", "“", "("]

    static func sentence(_ generator: inout SystemRandomNumberGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...40, using: &generator) {
            if Bool.random(using: &generator) { text += " " }
            if Int.random(in: 0..<6, using: &generator) == 0 { text += opening.randomElement(using: &generator)! }
            text += words.randomElement(using: &generator)!
            if Int.random(in: 0..<3, using: &generator) == 0 { text += closing.randomElement(using: &generator)! }
        }
        return text
    }

    func testGeneratedTextFitsAndKeepsTheRules() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let text = LineWrapperTests.sentence(&generator)
            let width = Int.random(in: 30...100, using: &generator)
            let indent = String(repeating: " ", count: Int.random(in: 0...4, using: &generator))
            let lines = LineWrapper.wrap(indent + text, width: width)
            for (n, line) in lines.enumerated() {
                XCTAssertLessThanOrEqual(TextWidth.of(line), width, "line \(n) of \(lines)")
                let body = line.drop(while: { $0 == " " })
                if n > 0, let first = body.first {
                    XCTAssertFalse(LineWrapper.noLineStart.contains(first) && first.unicodeScalars.first!.value > 0x7F,
                                   "line \(n) starts with \(first): \(lines)")
                }
                if n < lines.count - 1, let last = line.last {
                    XCTAssertFalse(LineWrapper.noLineEnd.contains(last) && last.unicodeScalars.first!.value > 0x7F,
                                   "line \(n) ends with \(last): \(lines)")
                }
            }
            // Nothing is lost or added but spaces.
            XCTAssertEqual(lines.joined().filter { $0 != " " }, text.filter { $0 != " " })
            // A quoted value that fits on a line is never split.
            for quoted in ["'女'", "'it''s'", "\"first name\"", "“女生”"] where text.contains(" " + quoted + " ") && TextWidth.of(quoted) < width - 4 {
                XCTAssertTrue(lines.contains { $0.contains(quoted) }, "\(quoted) split: \(lines)")
            }
        }
    }

    func testLinesThatFitAreKeptAndTablesAreNotWrapped() {
        let table = "┌────┐\n│ " + String(repeating: "x", count: 100) + " │"
        XCTAssertEqual(LineWrapper.fit(table, width: 80), table)
        XCTAssertEqual(LineWrapper.fit("short line\n  another", width: 80), "short line\n  another")
        let diagnostic = "lessons/01-first-steps.md:12:3: error: " + String(repeating: "a long message ", count: 8)
        XCTAssertEqual(LineWrapper.fit(diagnostic, width: 80), diagnostic)
    }

    func testContinuationLinesKeepTheIndentationAndTheBullet() {
        let lines = LineWrapper.wrap("  • " + String(repeating: "word ", count: 30), width: 40)
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("    word") }, "\(lines)")
    }

    func testEscapeSequencesTakeNoColumns() {
        let red = "\u{1B}[31m", reset = "\u{1B}[0m"
        let text = (0..<20).map { _ in "\(red)word\(reset)" }.joined(separator: " ")
        let lines = LineWrapper.wrap(text, width: 30)
        XCTAssertEqual(lines.count, 4)   // 6 words of 4 and 5 spaces make 29 columns
        for line in lines { XCTAssertLessThanOrEqual(TextWidth.of(LineWrapper.stripEscapes(line)), 30) }
    }

    func testAFullWidthCommaNeverEndsUpAloneOrFirst() {
        // The case the learners met: a comma at column 81.
        let text = String(repeating: "字", count: 40) + "，" + String(repeating: "字", count: 10)
        let lines = LineWrapper.wrap(text, width: 80)
        XCTAssertEqual(lines, [String(repeating: "字", count: 39), "  字，" + String(repeating: "字", count: 10)])
    }

    /// Lesson prose, hints and explanations are wrapped by `ProseRenderer`, which cuts text into
    /// its own pieces before `LineWrapper` fills the lines: the same rules hold there, quoted
    /// values included, plain and in colour.
    func testProseKeepsTheSameRules() {
        var generator = SystemRandomNumberGenerator()
        for n in 0..<2000 {
            let text = LineWrapperTests.sentence(&generator)
            let width = Int.random(in: 30...100, using: &generator)
            let style = Style(enabled: n % 2 == 0)
            let lines = ProseRenderer(style: style, width: width).wrap([.text(text)], indent: "", hanging: "").map(LineWrapper.stripEscapes)
            for (k, line) in lines.enumerated() {
                XCTAssertLessThanOrEqual(TextWidth.of(line), width, "line \(k) of \(lines)")
                if k > 0, let first = line.first {
                    XCTAssertFalse(LineWrapper.noLineStart.contains(first) && first.unicodeScalars.first!.value > 0x7F, "line \(k) starts with \(first): \(lines)")
                }
            }
            for quoted in ["'女'", "'it''s'", "\"first name\"", "“女生”"] where text.contains(" " + quoted) && TextWidth.of(quoted) < width - 4 {
                XCTAssertTrue(lines.contains { $0.contains(quoted) }, "\(quoted) split: \(lines)")
            }
        }
        // What a learner met: '女' split, and its '；' starting a line.
        let cause = "不带引号的词会被当成列名。如果 女 其实是数据，请用单引号写成 '女'；如果是列名，请检查拼写（.schema 表名）。"
        for width in 20...80 {
            let lines = ProseRenderer(style: .plain, width: width).wrap([.text(cause)], indent: "    ", hanging: "    ")
            XCTAssertTrue(lines.contains { $0.contains("'女'；") }, "width \(width): \(lines)")
        }
        XCTAssertTrue(ProseRenderer(style: .plain, width: 12).wrap([.text("写成'女'；好")], indent: "", hanging: "").contains { $0.contains("'女'；") })
    }

    /// Code is cut only at spaces outside its string literals, never reflowed inside one.
    func testCodeIsCutOnlyOutsideStringLiterals() {
        let line = #"const char *sql = "INSERT INTO Class43 (name, gender, age) VALUES (?, ?, ?)"; int rc = sqlite3_prepare_v2(db, sql, -1, &stmt, NULL);"#
        for width in 20...120 {
            let pieces = ProseRenderer.codeLines(line, width: width)
            XCTAssertEqual(pieces.joined(separator: " "), line, "width \(width)")
            XCTAssertTrue(pieces.contains { $0.contains(#""INSERT INTO Class43 (name, gender, age) VALUES (?, ?, ?)";"#) }, "width \(width): \(pieces)")
            for (k, piece) in pieces.enumerated() where !piece.contains("\"") && piece.contains(" ") {
                XCTAssertLessThanOrEqual(TextWidth.of(piece), k == 0 ? width : width - 4, "width \(width): \(pieces)")
            }
        }
        XCTAssertEqual(ProseRenderer.codeLines("short", width: 80), ["short"])
    }
}
