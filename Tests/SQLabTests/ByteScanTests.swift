import XCTest
@testable import SQLabText

/// The word-at-a-time scans of the output edge (`ControlCharacters.needsChange`,
/// `LineWrapper.linesPossiblyLongerThan`) against their definitions, on generated text: every
/// character class they treat apart, at every offset within a word of eight bytes.
final class ByteScanTests: XCTestCase {
    /// Characters the scans tell apart: printable ASCII, line feed and tab, C0 controls and DEL,
    /// C1 controls (C2 80–9F) and other two-byte characters, the E2 characters made visible
    /// (U+2028–U+202E, U+2066–U+2069) beside their neighbours, box drawing, arrows, check marks,
    /// Chinese, four-byte characters, and an escape sequence.
    static let pieces: [String] = [
        "a", "SELECT", " ", "12345678", "\n", "\t", "\u{07}", "\u{1B}", "\u{1B}[1m", "\u{7F}", "\u{1F}", "\u{00}",
        "\u{80}", "\u{9B}", "\u{9F}", "\u{A0}", "é", "\u{2027}", "\u{2028}", "\u{202E}", "\u{202F}", "\u{2065}",
        "\u{2066}", "\u{2069}", "\u{206A}", "─", "│", "┌", "═", "←", "↓", "→", "✓", "✗", "✔", "学生", "😀", "─────",
    ]

    /// A reproducible text of `count` pieces (a linear congruential generator).
    static func text(seed: inout UInt64, count: Int, from pieces: [String]) -> String {
        var out = ""
        for _ in 0..<count {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            out += pieces[Int((seed >> 33) % UInt64(pieces.count))]
        }
        return out
    }

    func testNeedsChangeIsWhetherAnyScalarIsAControl() {
        var seed: UInt64 = 42
        var changed = 0
        for round in 0..<4000 {
            // Mostly harmless pieces, so that long runs of plain text meet one control.
            let harmless = ByteScanTests.pieces.filter { !$0.unicodeScalars.contains(where: ControlCharacters.isControl) }
            var text = ByteScanTests.text(seed: &seed, count: round % 40, from: harmless)
            if round % 3 == 0 {
                let control = ByteScanTests.text(seed: &seed, count: 1, from: ByteScanTests.pieces)
                let at = text.unicodeScalars.count == 0 ? 0 : Int(seed % UInt64(text.unicodeScalars.count + 1))
                var scalars = Array(text.unicodeScalars)
                scalars.insert(contentsOf: control.unicodeScalars, at: at)
                text = String(String.UnicodeScalarView(scalars))
            }
            let expected = text.unicodeScalars.contains(where: ControlCharacters.isControl)
            if expected { changed += 1 }
            XCTAssertEqual(ControlCharacters.needsChange(text), expected, text.debugDescription)
            XCTAssertEqual(ControlCharacters.visible(text) != text, expected, text.debugDescription)
        }
        XCTAssertGreaterThan(changed, 100)
    }

    /// The scan of one byte at a time that `linesPossiblyLongerThan` replaced, kept as its
    /// definition.
    static func reference(_ width: Int, in bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var columns = 0, lineStart = 0, flagged = false, i = 0
        let n = bytes.count
        while i < n {
            let byte = bytes[i]
            if byte == 0x0A {
                if flagged { found.append(lineStart..<i) }
                columns = 0; flagged = false; i += 1; lineStart = i
                continue
            }
            if flagged { i += 1; continue }
            if byte == 0x1B {
                i += 1
                if i < n, bytes[i] == 0x5B {
                    i += 1
                    while i < n, bytes[i] != 0x0A, !(0x40...0x7E).contains(bytes[i]) { i += 1 }
                    if i < n, bytes[i] != 0x0A { i += 1 }
                }
                continue
            }
            if byte < 0x80 { columns += 1; i += 1 }
            else if byte < 0xE0 { columns += 1; i += 2 }
            else if byte < 0xF0 {
                var narrow = false
                if byte == 0xE2, i + 2 < n {
                    let second = bytes[i + 1], third = bytes[i + 2]
                    narrow = second == 0x94 || second == 0x95 || second == 0x80 || second == 0x81
                        || (second == 0x86 && third >= 0x90 && third <= 0x93)
                        || (second == 0x9C && (third == 0x93 || third == 0x97))
                }
                columns += narrow ? 1 : 2
                i += 3
            } else { columns += 2; i += 4 }
            if columns > width { flagged = true }
        }
        if flagged { found.append(lineStart..<n) }
        return found
    }

    func testLinesPossiblyLongerThanAgreesWithTheByteAtATimeScan() {
        var seed: UInt64 = 7
        var flaggedLines = 0
        for round in 0..<3000 {
            var text = ByteScanTests.text(seed: &seed, count: round % 120, from: ByteScanTests.pieces)
            if round % 5 == 0 { text = "┌" + String(repeating: "─", count: round % 90) + "┐\n" + text }
            let width = [1, 7, 8, 9, 20, 40, 79, 80][round % 8]
            var copy = text
            let fast = copy.withUTF8 { LineWrapper.linesPossiblyLongerThan(width, in: $0) }
            let slow = ByteScanTests.reference(width, in: Array(text.utf8))
            XCTAssertEqual(fast, slow, "width \(width): \(text.debugDescription)")
            let first = copy.withUTF8 { LineWrapper.linesPossiblyLongerThan(width, in: $0, firstOnly: true) }
            XCTAssertEqual(first, Array(slow.prefix(1)))
            flaggedLines += slow.count
        }
        XCTAssertGreaterThan(flaggedLines, 500)
    }
}
