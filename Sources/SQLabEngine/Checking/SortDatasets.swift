import SQLabSQLite

/// The planned values of a sort dataset (`DatasetGenerator.Mode.sort`): in one table, the
/// columns both statements sort by first hold one value in every row, and the first columns
/// where their sort keys differ hold distinct values that put the rows in opposite orders.
///
/// Row `r` (in insertion order) is the `r`-th row by the first statement's key, and the last
/// by the other's key; where the other has no key there (it leaves ties as they are read),
/// the first statement's order is made the reverse of insertion order.
struct SortPlan {
    /// The table whose rows are planned.
    let table: String
    /// Rows the table gets.
    let rows: Int
    /// Column name → the value every row takes.
    let tied: [String: Value]
    /// Column name → the value of each row, by insertion index (`rows` values).
    let ordered: [String: [Value]]

    /// The planned value of `column` in row `row`, or nil when the column is not planned.
    func value(_ column: String, row: Int) -> Value? {
        if let v = tied[column] { return v }
        if let values = ordered[column], row < values.count { return values[row] }
        return nil
    }
}

extension DatasetGenerator {
    /// A plan that makes the two sort keys of `divergence` disagree, with `rows` rows; nil when
    /// the columns are not all in one table the statements use, or cannot hold such values (a
    /// key to tie on is unique; a column to order is a foreign key, whose values come from the
    /// parent rows).
    ///
    /// `variant` picks the value to tie on: the statements' values for the column in turn
    /// (`WHERE year > 2000` needs rows that pass), else the lesson's.
    func sortPlan(_ divergence: SortKeys.Divergence, pools: [String: [Value]], specials: [String: [Value]], rows: Int, variant: Int) -> SortPlan? {
        func table(for term: SortKeys.Term) -> SchemaModel.Table? {
            let candidates = schema.tables.filter { t in tables.contains(t.name.lowercased()) && t.columns.contains { $0.name.lowercased() == term.column } }
            return candidates.first { $0.name.lowercased() == term.qualifier } ?? candidates.first
        }
        guard let home = table(for: divergence.first) else { return nil }
        func column(_ term: SortKeys.Term) -> SchemaModel.Column? {
            guard table(for: term)?.name == home.name else { return nil }
            return home.columns.first { $0.name.lowercased() == term.column }
        }
        let foreign = Set(home.foreignKeys.flatMap(\.from))
        var tied: [String: Value] = [:]
        for term in divergence.tied {
            guard let c = column(term) else { continue }  // a key of another table: rows there are drawn as with ties
            if home.uniques.contains(where: { $0 == [c.name] }) || foreign.contains(c.name) { return nil }
            let key = home.name.lowercased() + "." + c.name.lowercased()
            let choices = ((specials[key] ?? []) + (pools[key] ?? [])).filter { $0 != .null }
            tied[c.name] = choices.isEmpty ? (c.affinity == "TEXT" ? .text("a") : .integer(1)) : choices[variant % choices.count]
        }
        guard let first = column(divergence.first), !foreign.contains(first.name), tied[first.name] == nil else { return nil }
        var ordered: [String: [Value]] = [:]
        // The first statement's order is rows 0, 1, 2…; with no other key, insertion order is the
        // reverse of it.
        let firstUp = divergence.first.descending == (divergence.second == nil)
        ordered[first.name] = distinctValues(home, first, count: rows, pools: pools, ascending: firstUp)
        if let term = divergence.second, let second = column(term), second.name != first.name {
            guard !foreign.contains(second.name), tied[second.name] == nil else { return nil }
            // The other statement's order is the reverse: rows …, 2, 1, 0.
            ordered[second.name] = distinctValues(home, second, count: rows, pools: pools, ascending: term.descending)
        }
        return SortPlan(table: home.name, rows: rows, tied: tied, ordered: ordered)
    }

    /// `count` distinct values for `column`, sorted as SQLite sorts them (NULL first, then
    /// numbers, text by bytes, blobs: <https://sqlite.org/datatype3.html#sort_order>), rising
    /// or falling: the table's own and the statements' values first, then made-up ones.
    private func distinctValues(_ table: SchemaModel.Table, _ column: SchemaModel.Column, count: Int, pools: [String: [Value]], ascending: Bool) -> [Value] {
        var values: [Value] = []
        if column.name == table.rowidAlias {
            values = (1...count).map { .integer(Int64($0)) }
        } else {
            for v in pools[table.name.lowercased() + "." + column.name.lowercased()] ?? [] where v != .null && !values.contains(v) && values.count < count { values.append(v) }
            var n = 1
            while values.count < count {
                let made: Value
                switch column.affinity {
                case "TEXT", "BLOB":
                    let stem: String
                    if case .text(let t) = values.first ?? .null { stem = t } else { stem = "v" }
                    made = .text(stem + String(repeating: "~", count: n))
                default:
                    let largest = values.compactMap { v -> Int64? in if case .integer(let i) = v { return i }; return nil }.max() ?? 0
                    made = .integer(largest < Int64.max - Int64(count) ? largest + 1 : Int64(n))
                }
                if !values.contains(made) { values.append(made) }
                n += 1
            }
        }
        values.sort(by: DatasetGenerator.sortsBefore)
        return ascending ? values : values.reversed()
    }

    /// SQLite's order of values under the BINARY collation.
    static func sortsBefore(_ a: Value, _ b: Value) -> Bool {
        func rank(_ v: Value) -> Int {
            switch v {
            case .null: return 0
            case .integer, .real: return 1
            case .text: return 2
            case .blob: return 3
            }
        }
        func number(_ v: Value) -> Double {
            switch v {
            case .integer(let i): return Double(i)
            case .real(let d): return d
            default: return 0
            }
        }
        if rank(a) != rank(b) { return rank(a) < rank(b) }
        switch (a, b) {
        case (.integer(let x), .integer(let y)): return x < y
        case (.text(let x), .text(let y)): return Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8))
        case (.blob(let x), .blob(let y)): return x.lexicographicallyPrecedes(y)
        default: return number(a) < number(b)
        }
    }
}
