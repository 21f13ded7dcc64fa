import Foundation

/// One SQLite value, by its storage class: NULL, INTEGER, REAL, TEXT or BLOB.
///
/// TEXT is decoded from exactly `sqlite3_column_bytes` bytes, so an embedded NUL is kept and an
/// invalid UTF-8 sequence becomes U+FFFD instead of crashing or cutting the string.
///
/// SQLite: <https://sqlite.org/datatype3.html>
public enum Value: Hashable, Sendable, Codable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// The storage class name SQLite's `typeof()` gives: `null`, `integer`, `real`, `text`, `blob`.
    public var storageClass: String {
        switch self {
        case .null: return "null"
        case .integer: return "integer"
        case .real: return "real"
        case .text: return "text"
        case .blob: return "blob"
        }
    }

    /// Bytes the value holds: text and blob lengths, 8 for numbers.
    public var byteCount: Int {
        switch self {
        case .null: return 0
        case .integer, .real: return 8
        case .text(let s): return s.utf8.count
        case .blob(let b): return b.count
        }
    }

    /// The value as a SQL literal: `NULL`, `42`, `7.5`, `'O''Brien'`, `x'89504E47'`.
    public var sqlLiteral: String {
        switch self {
        case .null: return "NULL"
        case .integer(let i): return String(i)
        case .real(let d): return Value.formatReal(d)
        case .text(let s): return "'" + s.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let b): return "x'" + b.map { String(format: "%02X", $0) }.joined() + "'"
        }
    }

    /// The value as the lesson format writes it in an expected-result cell (and as sqlab shows
    /// it): `NULL`, `(empty)` for empty text, integers in decimal, reals as `printf('%!.15g')`
    /// (`7.5`, `1575.0`), text as it is, blobs as `x'89504E47'`.
    public var cellText: String {
        switch self {
        case .null: return "NULL"
        case .text(let s): return s.isEmpty ? "(empty)" : s
        default: return sqlLiteral
        }
    }

    /// A real as SQLite's `printf('%!.15g')` prints it: 15 significant digits, and always a
    /// decimal point (`1575.0`, `0.1`, `1.0e+20`, `Inf`).
    public static func formatReal(_ d: Double) -> String {
        if d.isNaN { return "NaN" }
        if d.isInfinite { return d < 0 ? "-Inf" : "Inf" }
        // SQLite's own conversion, so that minus zero is `0.0` and the digits are SQLite's.
        return SQLitePrintf.real(d)
    }
}
