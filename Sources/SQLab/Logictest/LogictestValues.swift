import Foundation

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
        // Digits from the last, then reversed in place: division by the constant 10 compiles
        // to a multiplication.
        let first = bytes.count
        repeat {
            bytes.append(UInt8(truncatingIfNeeded: 0x30 + n % 10))
            n /= 10
        } while n > 0
        bytes[first...].reverse()
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
        switch sort {
        case .nosort:
            return nil
        case .valuesort:
            var indices = Array(0..<count)
            withBuffers { bytes, ends in
                indices.sort { LogictestValues.compare(bytes, ends, $0, $1) < 0 }
            }
            return indices
        case .rowsort:
            guard columns > 0 else { return nil }
            var rows = Array(0..<(count / columns))
            withBuffers { bytes, ends in
                rows.sort { a, b in
                    for c in 0..<columns {
                        let order = LogictestValues.compare(bytes, ends, a * columns + c, b * columns + c)
                        if order != 0 { return order < 0 }
                    }
                    return false
                }
            }
            var indices: [Int] = []
            indices.reserveCapacity(count)
            for row in rows { for c in 0..<columns { indices.append(row * columns + c) } }
            return indices
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

    private func withBuffers(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) -> Void) {
        bytes.withUnsafeBufferPointer { b in ends.withUnsafeBufferPointer { e in body(b, e) } }
    }

    /// `strcmp` of values `a` and `b`: negative, zero or positive.
    private static func compare(_ bytes: UnsafeBufferPointer<UInt8>, _ ends: UnsafeBufferPointer<Int>, _ a: Int, _ b: Int) -> Int {
        let startA = a == 0 ? 0 : ends[a - 1] + 1, lengthA = ends[a] - startA
        let startB = b == 0 ? 0 : ends[b - 1] + 1, lengthB = ends[b] - startB
        let base = bytes.baseAddress!
        let order = memcmp(base + startA, base + startB, min(lengthA, lengthB))
        if order != 0 { return Int(order) }
        return lengthA - lengthB
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
        connection = try Connection()
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
