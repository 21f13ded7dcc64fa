import Foundation
import SQLabSQLite
import SQLabSQL

/// Datasets whose groups' aggregates equal, and lie just around, each constant a HAVING
/// compares an aggregate with (`HAVING sum(qty * unit) > 80`, `HAVING revenue > 80` where
/// `revenue` is the select list's `sum(…)`, `HAVING avg(charge) > 60`), in the spirit of XData's
/// datasets for comparison mutations (Chandra et al., VLDB Journal 2015): `>` against `>=`,
/// another threshold, another aggregate (`max` for `avg`) or another expression inside it all
/// give other groups on one of them.
///
/// No solver: aggregates of a group are, one row and one column at a time, linear in that
/// column's value (sum, total and avg; max and min where the row holds the extreme). So one
/// row's numeric column is moved by 1, the group whose aggregate moved is found by running the
/// grouped query again (the statement's FROM, WHERE and GROUP BY, with the compared expression
/// as its only column), and the value that puts that group's aggregate on the target is
/// computed from the slope, set, and checked by running the query once more; SQLite enforces
/// the schema (a CHECK that refuses the value skips that row). The bases are the lesson's data
/// and the first generated datasets, so groups of several rows (where `max` and `avg` differ)
/// come from the lesson's own rows.
struct AggregateTargets {
    /// One aggregate comparison: the grouped query that returns the aggregate of every group,
    /// the numeric columns its expression reads (table, column), and the constant.
    struct Target {
        let query: String
        let columns: [(table: SchemaModel.Table, column: SchemaModel.Column)]
        let constant: Double
    }

    let targets: [Target]
    /// Datasets made at most, in all.
    static let limit = 24
    /// Bases on which each value is reached at most (different bases: different groups).
    static let basesPerValue = 2
    /// Rows of a table tried at most on one base.
    static let rowsTried = 16

    static let aggregates: Set<String> = ["SUM", "AVG", "TOTAL", "MAX", "MIN"]

    /// The aggregate comparisons in the HAVING clauses of `statements` (queries, and the SELECT
    /// of an INSERT … SELECT; each read on its own, with its own aliases), on `schema`'s tables.
    init(statements: [String], schema: SchemaModel) {
        var found: [Target] = []
        var seen = Set<String>()
        for sql in statements {
            // (An INSERT … SELECT's SELECT too: `INSERT INTO Award SELECT … HAVING avg(mark) > 50`.)
            guard let clauses = StatementClauses.split(sql), clauses.kind == .select || (clauses.kind == .insert && clauses.clauses[.values] == nil),
                  let having = clauses.clauses[.having], let from = clauses.clauses[.from] else { continue }
            let aliases = AggregateTargets.selectAliases(clauses.clauses[.select] ?? "")
            let tables = StatementClauses.tables(inFrom: from).compactMap { t -> (SchemaModel.Table, String)? in
                schema.table(t.table).map { ($0, t.alias.lowercased()) }
            }
            for (expression, constant) in AggregateTargets.comparisons(in: having) {
                var text = expression
                if ClauseLexer.tokens(text).count == 1, let aliased = aliases[text.lowercased()] { text = aliased }
                let words = ClauseLexer.tokens(text)
                guard words.contains(where: { $0.isWord && AggregateTargets.aggregates.contains($0.upper) }) else { continue }
                // The numeric columns the expression reads (`i.unit`, `charge`), not keys.
                var columns: [(SchemaModel.Table, SchemaModel.Column)] = []
                for (i, token) in words.enumerated() where token.isWord && !(i + 1 < words.count && (words[i + 1].text == "(" || words[i + 1].text == ".")) {
                    let qualifier = i >= 2 && words[i - 1].text == "." ? words[i - 2].unquoted.lowercased() : nil
                    for (table, alias) in tables where qualifier == nil || qualifier == alias || qualifier == table.name.lowercased() {
                        guard let column = table.columns.first(where: { $0.name.lowercased() == token.unquoted.lowercased() }),
                              ["INTEGER", "REAL", "NUMERIC"].contains(column.affinity),
                              !table.uniques.contains(where: { $0.contains(column.name) }),
                              !table.foreignKeys.contains(where: { $0.from.contains(column.name) }),
                              !columns.contains(where: { $0.0.name == table.name && $0.1.name == column.name }) else { continue }
                        columns.append((table, column))
                    }
                }
                guard !columns.isEmpty else { continue }
                var query = clauses
                if clauses.kind == .insert {
                    query.kind = .select
                    query.head = ""
                }
                query.clauses = clauses.clauses.filter { [.from, .join, .where, .groupBy].contains($0.key) }
                query.clauses[.select] = text
                query.tail = ""
                let sql = query.sql
                guard seen.insert(sql + "\u{1}\(constant)").inserted else { continue }
                found.append(Target(query: sql, columns: columns, constant: constant))
            }
        }
        targets = found
    }

    /// `alias` (lower-cased) → its expression, for each `expression AS alias` of a select list.
    static func selectAliases(_ list: String) -> [String: String] {
        var result: [String: String] = [:]
        var depth = 0
        var item: [ClauseLexer.Token] = []
        func close() {
            defer { item = [] }
            guard item.count >= 3, item[item.count - 2].upper == "AS", item.last!.isWord else { return }
            result[item.last!.unquoted.lowercased()] = item.dropLast(2).map(\.text).joined(separator: " ")
        }
        for token in ClauseLexer.tokens(list) {
            if token.text == "(" { depth += 1 } else if token.text == ")" { depth -= 1 }
            if depth == 0 && token.text == "," { close() } else { item.append(token) }
        }
        close()
        return result
    }

    /// Each `expression OP number` (or `number OP expression`) of a condition, at any depth:
    /// the expression's text, from the last AND, OR, NOT or unmatched parenthesis before it.
    static func comparisons(in condition: String) -> [(String, Double)] {
        let tokens = ClauseLexer.tokens(condition)
        var result: [(String, Double)] = []
        let operators: Set<String> = ["=", "==", "<", "<=", ">", ">=", "!=", "<>"]
        let stops: Set<String> = ["AND", "OR", "NOT", "WHEN", "THEN", "ELSE", "CASE", "HAVING", "WHERE"]
        func number(at i: Int) -> Double? {
            guard i < tokens.count else { return nil }
            if tokens[i].text == "-", i + 1 < tokens.count, let d = Double(tokens[i + 1].text) { return -d }
            return Double(tokens[i].text)
        }
        for (k, token) in tokens.enumerated() where operators.contains(token.text) {
            if let value = number(at: k + 1) {
                var depth = 0, start = k
                while start > 0 {
                    let t = tokens[start - 1]
                    if t.text == ")" { depth += 1 } else if t.text == "(" { if depth == 0 { break }; depth -= 1 }
                    if depth == 0 && t.isWord && stops.contains(t.upper) { break }
                    start -= 1
                }
                if start < k { result.append((tokens[start..<k].map(\.text).joined(separator: " "), value)) }
            } else if k > 0, let value = number(at: k - 1), k + 1 < tokens.count {
                var depth = 0, end = k + 1
                while end < tokens.count {
                    let t = tokens[end]
                    if t.text == "(" { depth += 1 } else if t.text == ")" { if depth == 0 { break }; depth -= 1 }
                    if depth == 0 && t.isWord && stops.contains(t.upper) { break }
                    end += 1
                }
                if end > k + 1 { result.append((tokens[(k + 1)..<end].map(\.text).joined(separator: " "), value)) }
            }
        }
        return result
    }

    /// The datasets: for each target, its constant, then a little above and below it, each
    /// reached on up to `basesPerValue` bases (copies of them, made in `sandbox`), at most
    /// `limit` in all, exact values first.
    func datasets(bases: [Connection], sandbox: Sandbox) -> [Connection] {
        var made: [Connection] = []
        // Every target's constant first, then the values above, then below; each column of the
        // expression in turn (moving `discount` rather than `unit` gives a group where an
        // expression without it is larger).
        for pass in 0..<3 {
            for target in targets {
                let step = target.columns.contains { $0.column.affinity == "INTEGER" } && target.constant.rounded() == target.constant ? 1.0 : 0.5
                let goal = [target.constant, target.constant + step, target.constant - step][pass]
                for column in target.columns.indices {
                    var reached = 0
                    for base in bases where reached < (pass == 0 ? AggregateTargets.basesPerValue : 1) && made.count < AggregateTargets.limit {
                        if let db = reach(target, column: column, goal: goal, exact: pass == 0, on: base, sandbox: sandbox) { made.append(db); reached += 1 }
                    }
                }
            }
        }
        return made
    }

    /// The aggregates of every group, in the query's order; nil when it does not run or a value is not a number.
    private func values(_ query: String, _ db: Connection) -> [Double?]? {
        guard let rows = try? db.rows(query) else { return nil }
        return rows.map { row in
            switch row.first ?? .null {
            case .integer(let i): return Double(i)
            case .real(let d): return d
            default: return nil
            }
        }
    }

    /// A copy of `base` where one group's aggregate is `goal` (exactly, or on the same side of
    /// the constant and within a step), moving column `index` of the target in one row, or nil
    /// when no row gets it there.
    private func reach(_ target: Target, column index: Int, goal: Double, exact: Bool, on base: Connection, sandbox: Sandbox) -> Connection? {
        guard let db = try? sandbox.open().connection, (try? base.copy(into: db)) != nil, (try? db.setTriggersEnabled(false)) != nil,
              let before = values(target.query, db), !before.isEmpty else { return nil }
        do {
            let (table, column) = target.columns[index]
            let c = VariantBuilder.quote(column.name)
            let key = table.withoutRowid ? table.primaryKey.map(VariantBuilder.quote) : ["rowid"]
            guard !key.isEmpty, let rows = try? db.rows("SELECT \(key.joined(separator: ", ")), \(c) FROM main.\(table.quoted) WHERE typeof(\(c)) IN ('integer', 'real') LIMIT \(AggregateTargets.rowsTried)") else { return nil }
            for row in rows {
                let condition = zip(key, row).map { "\($0) = \($1.sqlLiteral)" }.joined(separator: " AND ")
                let old = row[key.count]
                guard let x0 = Double(old.cellText) else { continue }
                func set(_ v: Value) -> Bool { (try? db.execute("UPDATE main.\(table.quoted) SET \(c) = \(v.sqlLiteral) WHERE \(condition)")) != nil }
                func restore() { _ = set(old) }
                // A step the column's CHECK accepts (`discount BETWEEN 0 AND 0.5` refuses +1).
                let steps: [Double] = column.affinity == "INTEGER" ? [1, -1] : [1, -1, 0.25, -0.25, 0.01, -0.01]
                guard let delta = steps.first(where: { set(column.affinity == "INTEGER" ? .integer(Int64(x0 + $0)) : .real(x0 + $0)) }) else { continue }
                let moved = values(target.query, db)
                restore()
                guard let moved, moved.count == before.count,
                      let i = moved.indices.first(where: { moved[$0] != before[$0] }), let y0 = before[i], let y1 = moved[i], y1 != y0 else { continue }
                let x = x0 + (goal - y0) * delta / (y1 - y0)
                guard x.isFinite else { continue }
                var candidates: [Value] = []
                if column.affinity == "INTEGER" {
                    guard x.rounded() == x, abs(x) < 1e15 else { continue }
                    candidates = [.integer(Int64(x))]
                } else {
                    candidates = [.real(x), .real(x.nextUp), .real(x.nextDown), .real((x * 1e6).rounded() / 1e6)]
                }
                for v in candidates {
                    guard set(v), let after = values(target.query, db), after.count == before.count, let y = after[i] else { restore(); continue }
                    let ok = exact ? y == target.constant
                        : (goal > target.constant ? y > target.constant && y <= goal + 1e-9 : y < target.constant && y >= goal - 1e-9)
                    if ok { return db }
                    restore()
                }
            }
        }
        return nil
    }
}
