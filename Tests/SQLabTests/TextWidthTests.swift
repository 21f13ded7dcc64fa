import XCTest
@testable import SQLabText

/// `TextWidth.spaces` (the blanks under a caret, the fill of `pad`) against the definition it
/// replaced, `String(repeating: " ", count:)`.
final class TextWidthTests: XCTestCase {
    func testSpacesAreTheRepeatedSpace() {
        for count in [-3, 0, 1, 2, 15, 16, 17, 80, 500] {
            XCTAssertEqual(TextWidth.spaces(count), String(repeating: " ", count: max(0, count)), "\(count)")
        }
    }

    func testPrintableASCIIIsEveryByteFrom0x20To0x7E() {
        let texts = ["", "a", "Bo17", "SELECT * FROM t", String(repeating: "x", count: 100), "tab\there", "line\n", "\u{7F}",
                     "~ }", "é", "名字", "│ 1 │", "a\u{0}b", String(repeating: "y", count: 40) + "é", "\u{1B}[1m"]
        for text in texts {
            XCTAssertEqual(TextWidth.isPrintableASCII(text), text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }, text.debugDescription)
            // A substring's copy and a string built by appending are stored differently; same answer.
            let built = String(text.prefix(text.count)) + ""
            XCTAssertEqual(TextWidth.isPrintableASCII(built), text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }, text.debugDescription)
        }
        XCTAssertTrue(TextWidth.isPrintableASCII("SELECT 1"))
        XCTAssertFalse(TextWidth.isPrintableASCII("名"))
    }

    func testBlanksAreAsWideAsTheTextAndKeepItsTabs() {
        for text in ["", "SELECT * FROM t WHERE ", "SELECT 名字 FROM 学生 ", "a\tb ", "\t名\t"] {
            let blanks = TextWidth.blanks(under: text)
            XCTAssertEqual(TextWidth.of(blanks.replacingOccurrences(of: "\t", with: "")),
                           TextWidth.of(text.replacingOccurrences(of: "\t", with: "")), text)
            XCTAssertEqual(blanks.filter { $0 == "\t" }.count, text.filter { $0 == "\t" }.count, text)
            XCTAssertTrue(blanks.allSatisfy { $0 == " " || $0 == "\t" }, text)
        }
        XCTAssertEqual(TextWidth.blanks(under: "SELECT 名 "), String(repeating: " ", count: 10))
        XCTAssertEqual(TextWidth.pad("名", to: 5), "名   ")
        XCTAssertEqual(TextWidth.pad("12", to: 5, alignRight: true), "   12")
        XCTAssertEqual(TextWidth.pad("toolong", to: 3), "toolong")
    }
}
