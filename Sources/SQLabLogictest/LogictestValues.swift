import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine

/// The rendered values of one query result, row-major, held in one reusable byte buffer: each
/// value is followed by `\n`, which is exactly the text sqllogictest hashes (FORMAT-NOTES §5).
///
/// Rendering follows the type letter, not SQLite's storage class, except for NULL
/// (FORMAT-NOTES §3, and the reference runner's `sqliteQuery` in `slt_sqlite.c`):
/// - NULL in any column: `NULL`;
/// - `T`: the bytes of `sqlite3_column_text` up to the first NUL (the reference reads them as a
///   C string), `(empty)` when there are none, every byte below 0x20 or above 0x7E replaced by `@`;
/// - `I`: `sqlite3_column_int` (32 bits) printed as `%d` prints it;
/// - `R`: `sqlite3_column_double` printed by SQLite's own `printf('%.3f')` (`RealFormatter`).
///
/// Values are compared and sorted as byte strings, which is `strcmp` order here because a
/// rendered value never holds a NUL.
struct LogictestValues {
    /// Every value followed by `\n`.
    private(set) var bytes: [UInt8] = []
    /// The offset of the `\n` that ends each value.
    private(set) var ends: [Int] = []

    private static let null = Array("NULL".utf8)
    private static let empty = Array("(empty)".utf8)

    var count: Int { ends.count }

    /// Forgets the values, keeping the buffers' capacity for the next query.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
    }

    /// The offset of value `i`'s first byte.
    func start(_ i: Int) -> Int { i == 0 ? 0 : ends[i - 1] + 1 }

    /// Value `i`'s bytes, without its `\n`.
    func value(_ i: Int) -> ArraySlice<UInt8> { bytes[start(i)..<ends[i]] }

    /// Value `i` as text, for reports.
    func text(_ i: Int) -> String { String(decoding: value(i), as: UTF8.self) }

    // MARK: - Rendering

    /// Renders the current row of `statement`, one value per type letter.
    mutating func appendRow(of statement: Statement, types: [LogictestRecord.ColumnType], reals: RealFormatter) {
        for (column, type) in types.enumerated() {
            let i = Int32(column)
            if statement.columnIsNull(i) {
                appendNull()
                continue
            }
            switch type {
            case .text:
                if statement.withColumnText(i, { appendText($0) }) == nil { appendNull() }
            case .integer:
                appendInteger(statement.columnInt32(i))
            case .real:
                if !reals.render(statement.columnDouble(i), { appendRendered($0) }) { appendNull() }
            }
        }
    }

    mutating func appendNull() {
        bytes.append(contentsOf: LogictestValues.null)
        endValue()
    }

    /// A `T` value: up to the first NUL, `(empty)` when empty, unprintable bytes as `@`.
    mutating func appendText(_ text: UnsafeBufferPointer<UInt8>) {
        var length = 0
        while length < text.count && text[length] != 0 { length += 1 }
        if length == 0 {
            bytes.append(contentsOf: LogictestValues.empty)
        } else {
            for i in 0..<length {
                let byte = text[i]
                bytes.append(byte < 0x20 || byte > 0x7E ? UInt8(ascii: "@") : byte)
            }
        }
        endValue()
    }

    /// An `I` value, in decimal as `%d` prints it.
    mutating func appendInteger(_ value: Int32) {
        var n = Int64(value)
        if n < 0 {
            bytes.append(UInt8(ascii: "-"))
            n = -n
        }
        // Count the digits, then fill them in from the last: no temporary buffer, and division
        // by the constant 10 compiles to a multiplication.
        var digits = 1
        var rest = n
        while rest >= 10 { rest /= 10; digits += 1 }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var i = bytes.count - 1
        repeat {
            bytes[i] = UInt8(truncatingIfNeeded: 0x30 + n % 10)
            n /= 10
            i -= 1
        } while n > 0
        endValue()
    }

    /// A value already rendered (an `R` value from SQLite's printf).
    mutating func appendRendered(_ rendered: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: rendered)
        endValue()
    }

    private mutating func endValue() {
        ends.append(bytes.count)
        bytes.append(0x0A)
    }

    // MARK: - Sorting, hashing, comparing

    /// The order in which to read the values under `sort`: nil for the engine's order; for
    /// `rowsort`, rows of `columns` values sorted value by value; for `valuesort`, every value
    /// on its own. Ties keep no particular order: equal values render identically.
    ///
    /// - Complexity: O(n log n) comparisons of values.
    func order(_ sort: LogictestRecord.SortMode, columns: Int) -> [Int]? {
        guard sort != .nosort, columns > 0 else { return nil }
        let keys = sortKeys()
        return keys.withUnsafeBufferPointer { keys in
            bytes.withUnsafeBufferPointer { bytes in
                ends.withUnsafeBufferPointer { ends in
                    let values = Keyed(keys: keys, bytes: bytes, ends: ends)
                    if sort == .valuesort {
                        var indices = Array(0..<count)
                        indices.sort { values.compare($0, $1) < 0 }
                        return indices
                    }
                    var rows = Array(0..<(count / columns))
                    rows.sort { a, b in
                        for c in 0..<columns {
                            let order = values.compare(a * columns + c, b * columns + c)
                            if order != 0 { return order < 0 }
                        }
                        return false
                    }
                    var indices: [Int] = []
                    indices.reserveCapacity(count)
                    for row in rows { for c in 0..<columns { indices.append(row * columns + c) } }
                    return indices
                }
            }
        }
    }

    /// The MD5 of every value (in `order`, or as stored) followed by `\n`, as lowercase hex.
    func md5(order: [Int]?) -> String {
        var md5 = MD5()
        bytes.withUnsafeBufferPointer { buffer in
            if let order {
                for i in order {
                    md5.update(UnsafeBufferPointer(rebasing: buffer[start(i)...ends[i]]))
                }
            } else {
                md5.update(buffer)
            }
        }
        return md5.finish()
    }

    /// Each value's first 8 bytes as a big-endian integer, zero-padded. A rendered value holds
    /// no NUL, so comparing keys orders values as `strcmp` does on those bytes, and equal keys of
    /// values no longer than 8 bytes mean equal values: most comparisons (numbers, short text)
    /// are one integer comparison.
    private func sortKeys() -> [UInt64] {
        var keys = [UInt64](repeating: 0, count: count)
        bytes.withUnsafeBufferPointer { bytes in
            for i in 0..<count {
                let start = self.start(i)
                var key: UInt64 = 0
                for k in 0..<8 {
                    key <<= 8
                    if start + k < ends[i] { key |= UInt64(bytes[start + k]) }
                }
                keys[i] = key
            }
        }
        return keys
    }

    /// The values with their sort keys, for `strcmp` comparisons during a sort.
    private struct Keyed {
        let keys: UnsafeBufferPointer<UInt64>
        let bytes: UnsafeBufferPointer<UInt8>
        let ends: UnsafeBufferPointer<Int>

        /// `strcmp` of values `a` and `b`: negative, zero or positive.
        func compare(_ a: Int, _ b: Int) -> Int {
            if keys[a] != keys[b] { return keys[a] < keys[b] ? -1 : 1 }
            let startA = a == 0 ? 0 : ends[a - 1] + 1, lengthA = ends[a] - startA
            let startB = b == 0 ? 0 : ends[b - 1] + 1, lengthB = ends[b] - startB
            // The first 8 bytes (or all of both values) are equal.
            var k = 8
            while k < lengthA && k < lengthB {
                let x = bytes[startA + k], y = bytes[startB + k]
                if x != y { return Int(x) - Int(y) }
                k += 1
            }
            return lengthA - lengthB
        }
    }
}

/// Renders `R` values with SQLite's own `printf('%.3f', x)`, prepared once on a private helper
/// connection and reused.
///
/// SQLite's printf keeps at most about 16 significant digits, and its rounding changed between
/// versions: C's and Swift's `%.3f` print some values differently (FORMAT-NOTES §3), so the
/// reference results can only be reproduced by SQLite itself.
///
/// SQLite: <https://sqlite.org/printf.html>
final class RealFormatter {
    private let connection: Connection
    private let statement: Statement

    /// - Throws: `SQLiteError` when SQLite cannot open the helper connection or prepare the query.
    init() throws {
        connection = try Connection.trustedScratch()
        guard let statement = try connection.prepare("SELECT printf('%.3f', ?)") else {
            throw SQLiteError(code: .SQLITE_ERROR, message: "cannot prepare printf", call: "sqlite3_prepare_v2")
        }
        self.statement = statement
    }

    /// Calls `body` with the bytes of `printf('%.3f', value)`; false, without calling it, in the
    /// unlikely case that SQLite fails (out of memory).
    @discardableResult
    func render(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        defer { statement.reset() }
        do {
            try statement.bind(.real(value), at: 1)
            guard try statement.step() else { return false }
        } catch {
            return false
        }
        return statement.withColumnText(0, body) != nil
    }

    /// `printf('%.3f', value)` as text.
    func text(_ value: Double) -> String {
        var text = ""
        render(value) { text = String(decoding: $0, as: UTF8.self) }
        return text
    }
}
