import XCTest
@testable import SQLabText

/// Columns counted on from the last one asked give what counting from the line's start gives,
/// at every token boundary of generated lines (ASCII, CJK, combining marks, emoji), asked in
/// rising order and, after a step back, again from the start.
final class CharacterColumnsTests: XCTestCase {
    func testColumnsAgreeWithCountingFromTheStart() {
        let pieces = ["a", "é", "学", "e\u{301}", "👍🏽", " ", "(", ")", "'x'", "--", "\t"]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let line = (0..<Int.random(in: 0...40, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let bytes = Array(line.utf8)
            // Token boundaries: where one piece ends and the next begins.
            var boundaries: [Int] = [0]
            var offset = 0
            for character in line { offset += character.utf8.count; boundaries.append(offset) }
            var columns = CharacterColumns(bytes)
            for boundary in boundaries + [boundaries.last! + 5] {
                let expected = String(decoding: bytes[..<min(boundary, bytes.count)], as: UTF8.self).count + 1
                XCTAssertEqual(columns.column(boundary), expected, line)
            }
            if let back = boundaries.dropLast().randomElement(using: &rng) {
                XCTAssertEqual(columns.column(back), String(decoding: bytes[..<back], as: UTF8.self).count + 1, line)
            }
        }
    }

    func testALaterLineCountsFromItsOwnStart() {
        let bytes = Array("学生\nab学c".utf8)
        var columns = CharacterColumns(bytes, lineStart: 7)
        XCTAssertEqual(columns.column(7), 1)
        XCTAssertEqual(columns.column(9), 3)
        XCTAssertEqual(columns.column(12), 4)
    }
}
