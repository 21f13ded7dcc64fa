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

/// The rendered-value buffer: sorting must be exactly `strcmp` order on the rendered bytes,
/// whatever shortcuts it takes (FORMAT-NOTES §4).
final class LogictestValuesTests: XCTestCase {
    /// Values with shared prefixes around the 8-byte sort key, compared with a plain byte-wise sort.
    func testSortingIsByteOrderForValuesOfEveryLength() {
        var generator = SystemRandomNumberGenerator()
        // Shared prefixes of 6 to 9 bytes, then up to 4 bytes more: ties and near-ties on every
        // side of the 8-byte key.
        let prefixes = ["", "@", "123456", "1234567", "12345678", "123456789", "~~~~~~~~"].map { Array($0.utf8) }
        let alphabet = Array("09@ A~".utf8)
        for _ in 0..<300 {
            var values = LogictestValues()
            var texts: [[UInt8]] = []
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                var text = prefixes.randomElement(using: &generator)!
                for _ in 0..<Int.random(in: 0...4, using: &generator) { text.append(alphabet.randomElement(using: &generator)!) }
                if text.isEmpty { text = Array("(empty)".utf8) }
                texts.append(text)
                text.withUnsafeBufferPointer { values.appendText($0) }
            }
            let order = values.order(.valuesort, columns: 1)!
            XCTAssertEqual(order.map { Array(values.value($0)) }, texts.sorted { $0.lexicographicallyPrecedes($1) })
            if texts.count % 2 == 0 {
                let rows = values.order(.rowsort, columns: 2)!
                func precedes(_ a: [[UInt8]], _ b: [[UInt8]]) -> Bool {
                    a[0] != b[0] ? a[0].lexicographicallyPrecedes(b[0]) : a[1].lexicographicallyPrecedes(b[1])
                }
                let pairs: [[[UInt8]]] = stride(from: 0, to: texts.count, by: 2).map { [texts[$0], texts[$0 + 1]] }
                let expected: [[UInt8]] = pairs.sorted(by: precedes).flatMap { $0 }
                XCTAssertEqual(rows.map { Array(values.value($0)) }, expected)
            }
        }
    }

    func testIntegersPrintAsPercentD() {
        var values = LogictestValues()
        let numbers: [Int32] = [0, 7, -7, 10, 99, 100, -100, 2147483647, -2147483648]
        for n in numbers { values.appendInteger(n) }
        XCTAssertEqual((0..<values.count).map(values.text), numbers.map { String($0) })
        XCTAssertEqual(String(decoding: values.bytes, as: UTF8.self), numbers.map { "\($0)\n" }.joined())
    }
}
