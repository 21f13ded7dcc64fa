import SQLabSQLite
import SQLabSQL

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
    /// Table name (lower-cased) → a row of the lesson's data that the reference reads past its
    /// WHERE, column name → value: every row of a sort dataset takes its other values from it,
    /// so that the rows get through the reference's conditions (`WHERE back IS NULL`).
    var templates: [String: [String: Value]] = [:]
    /// Foreign-key columns (one-column keys) to tie: every row names the first parent row.
    var tiedParents: Set<String> = []
    /// Foreign-key columns (one-column keys) to order: row `r` names the `r`-th parent row by
    /// the parent's column, rising (true) or falling (false).
    var orderedParents: [String: Bool] = [:]

    /// Table name (lower-cased) → column → the value of each row by insertion index, for the
    /// other statement's key when it is a column of a parent table (`m.name` for `l.M_ID`):
    /// falling where the home table's rows rise.
    var elsewhere: [String: [String: [Value]]] = [:]
    /// Foreign-key columns whose row `r` names parent row `r` (the parent's planned column
    /// then goes the other way).
    var parentByIndex: Set<String> = []

    /// Table name (lower-cased) → column → the value every row takes: the columns of other
    /// tables that a tied expression reads (`ORDER BY total DESC` for `sum(i.qty * i.unit)`
    /// ties the orders when all their items are alike).
    var tiedElsewhere: [String: [String: Value]] = [:]
    /// Table name (lower-cased) → its foreign-key column (one column) to the home table or to
    /// another table of this map: one row for each parent row, row `r` naming parent row `r`,
    /// so that under a tied aggregate (`count(*)`, `sum(…)`) every group holds as many rows.
    var byParentRow: [String: String] = [:]

    /// The planned value of `column` of a table other than the home table, or nil.
    func value(elsewhere table: String, _ column: String, row: Int) -> Value? {
        guard let values = elsewhere[table.lowercased()]?[column], !values.isEmpty else { return nil }
        return values[min(row, values.count - 1)]
    }

    /// The parent row a planned foreign key of row `row` names, among `parents` (made
    /// already), or nil when the key is not planned. `to` is the parent's column.
    func parent(for column: String, to: String, row: Int, among parents: [[String: Value]]) -> [String: Value]? {
        guard !parents.isEmpty else { return nil }
        if tiedParents.contains(column) { return parents[0] }
        if parentByIndex.contains(column) { return parents[min(row, parents.count - 1)] }
        guard let rising = orderedParents[column] else { return nil }
        let sorted = parents.sorted { DatasetGenerator.sortsBefore($0[to] ?? .null, $1[to] ?? .null) }
        let ordered = rising ? sorted : sorted.reversed()
        return ordered[min(row, ordered.count - 1)]
    }

    /// The planned value of `column` in row `row`, or nil when the column is not planned.
    func value(_ column: String, row: Int) -> Value? {
        if let v = tied[column] { return v }
        if let values = ordered[column], row < values.count { return values[row] }
        return nil
    }
}

extension DatasetGenerator {
    /// A plan that makes the two sort keys of `divergence` disagree, with `rows` rows; nil when
    /// the first key is in no table the statements use, or the columns cannot hold such values
    /// (a key to tie on is unique; a column is part of a foreign key of several columns). A
    /// one-column foreign key is tied or ordered through the parent rows it names; the other
    /// statement's key in a parent table is ordered there (`elsewhere`).
    ///
    /// `variant` picks the value to tie on: the statements' values for the column in turn
    /// (`WHERE year > 2000` needs rows that pass), else the lesson's.
    func sortPlan(_ divergence: SortKeys.Divergence, pools: [String: [Value]], specials: [String: [Value]], rows: Int, variant: Int) -> SortPlan? {
        let aliases = tableAliases(in: sortReference + "\n" + sortAnswer)
        func table(for term: SortKeys.Term) -> SchemaModel.Table? {
            let candidates = schema.tables.filter { t in tables.contains(t.name.lowercased()) && t.columns.contains { $0.name.lowercased() == term.column } }
            let named = term.qualifier.map { aliases[$0] ?? $0 }
            return candidates.first { $0.name.lowercased() == named } ?? candidates.first
        }
        guard let home = table(for: divergence.first) else { return nil }
        func column(_ term: SortKeys.Term) -> SchemaModel.Column? {
            guard table(for: term)?.name == home.name else { return nil }
            return home.columns.first { $0.name.lowercased() == term.column }
        }
        // A one-column foreign key takes the parents' values in the planned order; a column of
        // a key of several columns cannot be planned.
        let single = Set(home.foreignKeys.filter { $0.from.count == 1 }.map { $0.from[0] })
        let foreign = Set(home.foreignKeys.filter { $0.from.count > 1 }.flatMap(\.from))
        var tiedParents: Set<String> = []
        var orderedParents: [String: Bool] = [:]
        var tied: [String: Value] = [:]
        var tiedElsewhere: [String: [String: Value]] = [:]
        func tieValue(_ table: SchemaModel.Table, _ c: SchemaModel.Column) -> Value {
            let key = table.name.lowercased() + "." + c.name.lowercased()
            let choices = ((specials[key] ?? []) + (pools[key] ?? [])).filter { $0 != .null }
            return choices.isEmpty ? (c.affinity == "TEXT" ? .text("a") : .integer(1)) : choices[variant % choices.count]
        }
        /// Ties a column of the home table; false when it cannot hold one value in every row.
        func tie(_ c: SchemaModel.Column) -> Bool {
            if home.uniques.contains(where: { $0 == [c.name] }) || foreign.contains(c.name) { return false }
            if single.contains(c.name) { tiedParents.insert(c.name) } else { tied[c.name] = tieValue(home, c) }
            return true
        }
        var byParentRow: [String: String] = [:]
        for term in divergence.tied {
            if let reads = term.reads {
                // An expression: every column it reads holds one value, in the home table or
                // wherever it is; with an aggregate, or a column of another table, the home
                // table's rows each get one row of every table below them.
                var outside = false
                for read in reads {
                    guard let t = table(for: read), let c = t.columns.first(where: { $0.name.lowercased() == read.column }) else { continue }
                    if t.name == home.name {
                        guard tie(c) else { return nil }
                    } else {
                        if t.uniques.contains(where: { $0 == [c.name] }) || t.foreignKeys.contains(where: { $0.from.contains(c.name) }) { return nil }
                        tiedElsewhere[t.name.lowercased(), default: [:]][c.name] = tieValue(t, c)
                        outside = true
                    }
                }
                if term.aggregate || outside {
                    var planned: Set<String> = [home.name.lowercased()]
                    for t in schema.tables where tables.contains(t.name.lowercased()) && !planned.contains(t.name.lowercased()) {
                        guard let fk = t.foreignKeys.first(where: { $0.from.count == 1 && planned.contains($0.parent.lowercased()) && $0.parent.lowercased() != t.name.lowercased() }) else { continue }
                        byParentRow[t.name.lowercased()] = fk.from[0]
                        planned.insert(t.name.lowercased())
                    }
                }
                continue
            }
            guard let c = column(term) else {
                // A column of another table (`p.last` over enrolments) holds one value in every
                // row there, as an expression's would; a key of another table cannot, and its rows
                // are drawn as with ties.
                if let t = table(for: term), let c = t.columns.first(where: { $0.name.lowercased() == term.column }),
                   !t.uniques.contains(where: { $0.contains(c.name) }), !t.foreignKeys.contains(where: { $0.from.contains(c.name) }) {
                    tiedElsewhere[t.name.lowercased(), default: [:]][c.name] = tieValue(t, c)
                }
                continue
            }
            guard tie(c) else { return nil }
        }
        guard let first = column(divergence.first), !foreign.contains(first.name), tied[first.name] == nil, !tiedParents.contains(first.name) else { return nil }
        var ordered: [String: [Value]] = [:]
        // The first statement's order is rows 0, 1, 2…; with no other key, insertion order is the
        // reverse of it.
        var firstUp = divergence.first.descending == (divergence.second == nil)
        // The same column, rounded in one statement only (`CAST(price AS INTEGER)` for `price`):
        // distinct values that all round to one number, rising in one dataset and falling in the
        // other, so that the rounded key ties and the later keys decide.
        let roundedOnly = divergence.second.map { $0.column == divergence.first.column && ($0.rounding == nil) != (divergence.first.rounding == nil) } ?? false
        let firstPool = pools[home.name.lowercased() + "." + first.name.lowercased()] ?? []
        let dates = !firstPool.isEmpty && firstPool.allSatisfy { if case .text(let t) = $0 { return DatasetGenerator.isDate(t) }; return false }
        if roundedOnly && dates && !single.contains(first.name) {
            // Dates cut to a year or a month in one statement only: distinct days of one month,
            // rising in one dataset and falling in the other.
            if variant % 2 == 1 { firstUp.toggle() }
            guard case .text(let seen) = firstPool[0] else { return nil }
            let values = (1...min(28, max(2, rows))).map { Value.text(String(seen.prefix(8)) + String(format: "%02d", $0)) }
            ordered[first.name] = firstUp ? values : values.reversed()
        } else if roundedOnly {
            guard ["REAL", "NUMERIC"].contains(first.affinity), !single.contains(first.name) else { return nil }
            if variant % 2 == 1 { firstUp.toggle() }
            let whole = (pools[home.name.lowercased() + "." + first.name.lowercased()] ?? []).lazy.compactMap { v -> Double? in
                switch v { case .real(let d): return d; case .integer(let i): return Double(i); default: return nil }
            }.first { $0 > 0 }.map { $0.rounded(.down) } ?? 1
            let values = (1...max(2, rows)).map { Value.real(whole + Double($0) * 0.4 / Double(max(2, rows))) }
            ordered[first.name] = firstUp ? values : values.reversed()
        } else if single.contains(first.name) { orderedParents[first.name] = firstUp } else {
            ordered[first.name] = distinctValues(home, first, count: rows, pools: pools, ascending: firstUp)
        }
        if let term = divergence.second, let second = column(term), second.name != first.name {
            guard !foreign.contains(second.name), tied[second.name] == nil, !tiedParents.contains(second.name) else { return nil }
            // The other statement's order is the reverse: rows …, 2, 1, 0.
            if single.contains(second.name) { orderedParents[second.name] = term.descending } else {
                ordered[second.name] = distinctValues(home, second, count: rows, pools: pools, ascending: term.descending)
            }
        }
        var elsewhere: [String: [String: [Value]]] = [:]
        var parentByIndex: Set<String> = []
        // The other key in a parent table (through a one-column foreign key): the home table's
        // rows name the parents in turn, and the parents' column falls as they rise.
        if let term = divergence.second, let other = table(for: term), other.name != home.name,
           let fk = home.foreignKeys.first(where: { $0.parent.lowercased() == other.name.lowercased() && $0.from.count == 1 }),
           let column = other.columns.first(where: { $0.name.lowercased() == term.column }),
           !other.uniques.contains(where: { $0 == [column.name] }), tied[fk.from[0]] == nil, !tiedParents.contains(fk.from[0]) {
            if orderedParents[fk.from[0]] == nil { parentByIndex.insert(fk.from[0]) }
            elsewhere[other.name.lowercased()] = [column.name: distinctValues(other, column, count: 8, pools: pools, ascending: term.descending)]
        }
        var plan = SortPlan(table: home.name, rows: rows, tied: tied, ordered: ordered)
        plan.elsewhere = elsewhere
        plan.parentByIndex = parentByIndex
        plan.templates = templateRows(variant: variant)
        plan.tiedParents = tiedParents
        plan.orderedParents = orderedParents
        plan.tiedElsewhere = tiedElsewhere
        plan.byParentRow = byParentRow
        return plan
    }

    /// Each lesson table named in `sql` after FROM, JOIN, a comma, UPDATE or INTO (or first,
    /// as in a FROM clause's text), with the token it goes by there: its alias (`Loan AS l`,
    /// `Loan l`), else its own name. Read with SQLite's tokens.
    func tableReferences(in sql: String) -> [(table: SchemaModel.Table, name: ClauseLexer.Token)] {
        let tokens = ClauseLexer.tokens(sql)
        var result: [(table: SchemaModel.Table, name: ClauseLexer.Token)] = []
        for (i, token) in tokens.enumerated() where token.isWord {
            guard let table = schema.table(token.unquoted), i == 0 || [",", "JOIN", "FROM", "UPDATE", "INTO"].contains(tokens[i - 1].upper) else { continue }
            var j = i + 1
            if j < tokens.count, tokens[j].upper == "AS" { j += 1 }
            let aliased = j < tokens.count && tokens[j].isWord && (!SQLSyntax.isKeyword(tokens[j].text) || tokens[j].text.first == "\"")
            result.append((table, aliased ? tokens[j] : token))
        }
        return result
    }

    /// Alias (lower-cased) → table name (lower-cased), for each `table [AS] alias` of the
    /// lesson's tables anywhere in `sql` (the first wins).
    func tableAliases(in sql: String) -> [String: String] {
        var result: [String: String] = [:]
        for reference in tableReferences(in: sql) where result[reference.name.unquoted.lowercased()] == nil {
            result[reference.name.unquoted.lowercased()] = reference.table.name.lowercased()
        }
        return result
    }

    /// One joined row of the lesson's data that passes the reference's WHERE (the `variant`-th,
    /// in turn), split by table: `SELECT` of each table's columns `FROM` the reference's FROM
    /// clause `WHERE` its WHERE clause, on the lesson's state. Empty when the reference does not
    /// split into clauses (`StatementClauses`) or the query does not run.
    func templateRows(variant: Int) -> [String: [String: Value]] {
        // Only the first statement of the text is prepared, and only a read-only one is run.
        guard let clauses = StatementClauses.split(sortReference), let from = ClauseHintWriter.source(clauses) else { return [:] }
        // Each table of the FROM clause with the name it goes by there (its alias, else itself).
        let named = tableReferences(in: from).filter { tables.contains($0.table.name.lowercased()) }.map { (table: $0.table, name: $0.name.text) }
        guard !named.isEmpty else { return [:] }
        let columns = named.flatMap { t in t.table.columns.map { (t.table, $0.name, t.name + "." + VariantBuilder.quote($0.name)) } }
        let sql = "SELECT " + columns.map(\.2).joined(separator: ", ") + " FROM " + from + (clauses.clauses[.where].map { " WHERE " + $0 } ?? "") + " LIMIT 8"
        guard let statement = try? state.prepare(sql), statement.isReadOnly else { return [:] }
        var found: [[Value]] = []
        while (try? statement.step()) == true { found.append(statement.row()) }
        guard !found.isEmpty else { return [:] }
        let row = found[variant % found.count]
        // Only the columns the conditions name take the row's values; the others vary, so that
        // the rows a statement returns can be told apart.
        let conditions = Set(ClauseHintWriter.columns(in: (clauses.clauses[.where] ?? "") + " " + from).map { $0.lowercased() })
        var result: [String: [String: Value]] = [:]
        for (i, column) in columns.enumerated() where conditions.contains(column.1.lowercased()) {
            result[column.0.name.lowercased(), default: [:]][column.1] = row[i]
        }
        return result
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
