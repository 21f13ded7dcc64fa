/// Compares an answer's result with the reference's, by the lesson format's rules
/// ("What an exercise checks"): NULL equals NULL; INTEGER and REAL compare by numeric value
/// within a relative tolerance; TEXT and BLOB compare exactly; TEXT '18' is not INTEGER 18.
public struct Comparison: Sendable {
    /// Relative tolerance for numbers (the exercise's `tolerance=`).
    public let tolerance: Double
    /// Whether column names must match (case-insensitively).
    public let namesMatter: Bool

    public init(tolerance: Double = 1e-9, namesMatter: Bool = false) {
        self.tolerance = tolerance
        self.namesMatter = namesMatter
    }

    /// Two values are equal under the rules above.
    public func equal(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.integer(let x), .integer(let y)): return x == y
        case (.integer, .real), (.real, .integer), (.real, .real):
            let x = Comparison.number(a)!, y = Comparison.number(b)!
            if x == y { return true }
            if x.isNaN || y.isNaN { return x.isNaN && y.isNaN }
            return abs(x - y) <= tolerance * max(abs(x), abs(y))
        case (.text(let x), .text(let y)): return x == y
        case (.blob(let x), .blob(let y)): return x == y
        default: return false
        }
    }

    static func number(_ v: Value) -> Double? {
        switch v {
        case .integer(let i): return Double(i)
        case .real(let d): return d
        default: return nil
        }
    }

    /// A key equal for values that compare equal exactly (numbers by value), used to match rows
    /// quickly before the slower tolerant match.
    static func key(_ row: [Value]) -> String {
        row.map { v -> String in
            switch v {
            case .null: return "N"
            case .integer(let i): return "n\(i)"
            case .real(let d): return d == d.rounded() && abs(d) < 9.2e18 ? "n\(Int64(d))" : "r\(d)"
            case .text(let s): return "t\(s.utf8.count):" + s
            case .blob(let b): return "b" + b.map { String($0) }.joined(separator: ",")
            }
        }.joined(separator: "\u{1F}")
    }

    /// What differs between the expected rows and the actual rows, compared as multisets:
    /// rows the answer lacks and rows it has in excess.
    public func multisetDifference(expected: [[Value]], actual: [[Value]]) -> (missing: [[Value]], extra: [[Value]]) {
        var pool: [String: [[Value]]] = [:]
        for row in actual { pool[Comparison.key(row), default: []].append(row) }
        var missing: [[Value]] = []
        for row in expected {
            let k = Comparison.key(row)
            if var bucket = pool[k], !bucket.isEmpty {
                bucket.removeLast()
                pool[k] = bucket
            } else {
                missing.append(row)
            }
        }
        var extra = pool.values.flatMap { $0 }
        // Rows equal only within the tolerance.
        if !missing.isEmpty && !extra.isEmpty {
            var stillMissing: [[Value]] = []
            for row in missing {
                if let i = extra.firstIndex(where: { rowsEqual($0, row) }) { extra.remove(at: i) } else { stillMissing.append(row) }
            }
            missing = stillMissing
        }
        // Keep the actual rows' own order for the extra ones, so feedback is stable.
        let extraKeys = extra.map(Comparison.key)
        var counts: [String: Int] = [:]
        for k in extraKeys { counts[k, default: 0] += 1 }
        var orderedExtra: [[Value]] = []
        for row in actual.reversed() {
            let k = Comparison.key(row)
            if let c = counts[k], c > 0 { orderedExtra.append(row); counts[k] = c - 1 }
        }
        return (missing, orderedExtra.reversed())
    }

    public func rowsEqual(_ a: [Value], _ b: [Value]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    }

    /// The first position where two sequences of rows differ, or nil when they are equal.
    public func firstDifference(expected: [[Value]], actual: [[Value]]) -> Int? {
        for i in 0..<max(expected.count, actual.count) {
            if i >= expected.count || i >= actual.count || !rowsEqual(expected[i], actual[i]) { return i }
        }
        return nil
    }

    /// Compares two query results; nil when they match.
    ///
    /// - Parameter ordered: compare rows as sequences (`order=exact`) rather than multisets.
    public func compare(expected: QueryResult, actual: QueryResult, ordered: Bool) -> ResultDifference? {
        if expected.columns.count != actual.columns.count {
            return .columnCount(expected: expected.columns, actual: actual.columns)
        }
        if namesMatter, zip(expected.columns, actual.columns).contains(where: { $0.lowercased() != $1.lowercased() }) {
            return .columnNames(expected: expected.columns, actual: actual.columns)
        }
        let (missing, extra) = multisetDifference(expected: expected.rows, actual: actual.rows)
        if !missing.isEmpty || !extra.isEmpty {
            return .rows(missing: missing, extra: extra)
        }
        if ordered, let position = firstDifference(expected: expected.rows, actual: actual.rows) {
            return .order(position: position)
        }
        return nil
    }

    /// Compares two databases table by table; empty when they match.
    public func compare(expected: DatabaseSnapshot, actual: DatabaseSnapshot) -> [TableDifference] {
        var differences: [TableDifference] = []
        let actualByName = Dictionary(actual.tables.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
        let expectedNames = Set(expected.tables.map { $0.name.lowercased() })
        for table in expected.tables {
            guard let other = actualByName[table.name.lowercased()] else {
                differences.append(.missingTable(table.name))
                continue
            }
            if let problem = columnDifference(table.columns, other.columns) {
                differences.append(.columns(table: table.name, problem: problem))
                continue
            }
            let (missing, extra) = multisetDifference(expected: table.rows, actual: other.rows)
            if !missing.isEmpty || !extra.isEmpty {
                differences.append(.rows(table: table.name, columns: table.columns.map(\.name), missing: missing, extra: extra))
            }
        }
        for table in actual.tables where !expectedNames.contains(table.name.lowercased()) {
            differences.append(.extraTable(table.name))
        }
        return differences
    }

    private func columnDifference(_ expected: [TableSnapshot.Column], _ actual: [TableSnapshot.Column]) -> ColumnProblem? {
        let expectedNames = expected.map(\.name), actualNames = actual.map(\.name)
        if expectedNames.map({ $0.lowercased() }) != actualNames.map({ $0.lowercased() }) {
            return .names(expected: expectedNames, actual: actualNames)
        }
        for (e, a) in zip(expected, actual) {
            if e.affinity != a.affinity { return .type(column: e.name, expected: e.declaredType, actual: a.declaredType) }
            if e.notNull != a.notNull { return .notNull(column: e.name, expected: e.notNull) }
            if (e.primaryKey != 0) != (a.primaryKey != 0) { return .primaryKey(column: e.name, expected: e.primaryKey != 0) }
            if Comparison.normalizedDefault(e.defaultValue) != Comparison.normalizedDefault(a.defaultValue) {
                return .defaultValue(column: e.name, expected: e.defaultValue, actual: a.defaultValue)
            }
        }
        return nil
    }

    /// A default as a value: `'M'`, `"M"` and `M` are the same text; numbers compare by value.
    static func normalizedDefault(_ text: String?) -> String? {
        guard var t = text?.trimmingCharacters(in: .whitespaces) else { return nil }
        while t.hasPrefix("(") && t.hasSuffix(")") { t = String(t.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
        if t.count >= 2, (t.hasPrefix("'") && t.hasSuffix("'")) || (t.hasPrefix("\"") && t.hasSuffix("\"")) {
            return "t:" + String(t.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
        }
        if let d = Double(t) { return "n:\(d)" }
        if t.uppercased() == "NULL" { return nil }
        return "t:" + t
    }
}

/// How a query result differs from the expected one, most useful first.
public enum ResultDifference: Sendable, Equatable {
    case columnCount(expected: [String], actual: [String])
    case columnNames(expected: [String], actual: [String])
    case rows(missing: [[Value]], extra: [[Value]])
    /// The right rows in the wrong order: the first 0-based position that differs.
    case order(position: Int)
}

/// How a table after a change exercise differs from the expected one.
public enum TableDifference: Sendable, Equatable {
    case missingTable(String)
    case extraTable(String)
    case columns(table: String, problem: ColumnProblem)
    case rows(table: String, columns: [String], missing: [[Value]], extra: [[Value]])
}

public enum ColumnProblem: Sendable, Equatable {
    case names(expected: [String], actual: [String])
    case type(column: String, expected: String, actual: String)
    case notNull(column: String, expected: Bool)
    case primaryKey(column: String, expected: Bool)
    case defaultValue(column: String, expected: String?, actual: String?)
}

import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons
