import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons

/// A lesson's schema as SQLite reports it (`PRAGMA table_xinfo`, `foreign_key_list`,
/// `index_list`/`index_info`): what the dataset generator needs to make rows the schema accepts.
/// Source: <https://sqlite.org/pragma.html>.
struct SchemaModel {
    struct Column {
        let name: String
        let declaredType: String
        let notNull: Bool
        /// 1-based position in the primary key, 0 when not part of it.
        let primaryKey: Int
        let hasDefault: Bool
        var affinity: String { TableSnapshot.affinity(of: declaredType) }
    }
    struct ForeignKey {
        let parent: String
        /// Child columns and the parent columns they reference (the parent's primary key when
        /// the declaration names none).
        var from: [String]
        var to: [String]
    }
    struct Table {
        let name: String
        let columns: [Column]
        let withoutRowid: Bool
        var foreignKeys: [ForeignKey]
        /// Column sets that must be unique: the primary key and each UNIQUE index.
        let uniques: [[String]]
        var quoted: String { VariantBuilder.quote(name) }
        var primaryKey: [String] { columns.filter { $0.primaryKey > 0 }.sorted { $0.primaryKey < $1.primaryKey }.map(\.name) }
        /// The INTEGER PRIMARY KEY column of a rowid table (the rowid alias), if any.
        var rowidAlias: String? {
            let keys = columns.filter { $0.primaryKey > 0 }
            return !withoutRowid && keys.count == 1 && keys[0].declaredType.uppercased() == "INTEGER" ? keys[0].name : nil
        }
    }

    /// Tables in dependency order: every parent before its children (a cycle is broken
    /// arbitrarily; a self-reference is ignored).
    let tables: [Table]

    func table(_ name: String) -> Table? { tables.first { $0.name.lowercased() == name.lowercased() } }

    /// Reads the `main` schema of `db`, leaving out SQLite's own `sqlite_%` tables and virtual tables.
    ///
    /// - Throws: `SQLiteError` when a pragma cannot be read.
    static func read(_ db: Connection) throws -> SchemaModel {
        func text(_ v: Value) -> String { if case .text(let s) = v { return s }; return "" }
        func int(_ v: Value) -> Int { if case .integer(let i) = v { return Int(i) }; return 0 }
        var tables: [Table] = []
        let list = try db.rows("SELECT name, wr FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name")
        for row in list {
            let name = text(row[0])
            let quoted = VariantBuilder.quote(name)
            let columns = try db.rows("PRAGMA main.table_xinfo(\(quoted))").compactMap { r -> Column? in
                // hidden: 0 ordinary, 1 hidden (virtual tables), 2 and 3 generated columns.
                guard int(r[6]) == 0 else { return nil }
                return Column(name: text(r[1]), declaredType: text(r[2]), notNull: int(r[3]) != 0,
                              primaryKey: int(r[5]), hasDefault: r[4] != .null)
            }
            var keys: [Int: ForeignKey] = [:]
            for r in try db.rows("PRAGMA main.foreign_key_list(\(quoted))") {
                let id = int(r[0])
                var key = keys[id] ?? ForeignKey(parent: text(r[2]), from: [], to: [])
                key.from.append(text(r[3]))
                key.to.append(text(r[4]))
                keys[id] = key
            }
            var uniques: [[String]] = []
            for r in try db.rows("PRAGMA main.index_list(\(quoted))") where int(r[2]) != 0 {
                let index = VariantBuilder.quote(text(r[1]))
                let names = try db.rows("PRAGMA main.index_info(\(index))").map { text($0[2]) }
                if !names.isEmpty, !names.contains("") { uniques.append(names) }
            }
            let pk = columns.filter { $0.primaryKey > 0 }.sorted { $0.primaryKey < $1.primaryKey }.map(\.name)
            if !pk.isEmpty && !uniques.contains(pk) { uniques.append(pk) }
            tables.append(Table(name: name, columns: columns, withoutRowid: int(row[1]) != 0,
                                foreignKeys: keys.keys.sorted().map { keys[$0]! }, uniques: uniques))
        }
        // Parent columns left empty (REFERENCES Teacher) mean the parent's primary key.
        for i in tables.indices {
            for k in tables[i].foreignKeys.indices where tables[i].foreignKeys[k].to.contains("") {
                let parent = tables.first { $0.name.lowercased() == tables[i].foreignKeys[k].parent.lowercased() }
                tables[i].foreignKeys[k].to = parent?.primaryKey ?? []
            }
        }
        // Dependency order.
        var ordered: [Table] = []
        var remaining = tables
        while !remaining.isEmpty {
            let placed = Set(ordered.map { $0.name.lowercased() })
            if let i = remaining.firstIndex(where: { t in
                t.foreignKeys.allSatisfy { fk in
                    let parent = fk.parent.lowercased()
                    return parent == t.name.lowercased() || placed.contains(parent) || !remaining.contains { $0.name.lowercased() == parent }
                }
            }) {
                ordered.append(remaining.remove(at: i))
            } else {
                ordered.append(remaining.removeFirst())
            }
        }
        return SchemaModel(tables: ordered)
    }
}

/// The literals of some SQL (numbers and strings anywhere: comparisons, function arguments,
/// CASE, COALESCE, IN lists), and the numbers after LIMIT and OFFSET.
struct Literals {
    var numbers: [Value] = []
    var texts: [String] = []
    /// LIMIT and OFFSET counts, when they are literals.
    var pageSizes: [Int] = []
    /// Rows a page reaches: the largest count, plus the smallest when there are several
    /// (`LIMIT 2 OFFSET 2` reaches row 4); 0 without a LIMIT.
    var pageSpan: Int { (pageSizes.max() ?? 0) + (pageSizes.count > 1 ? pageSizes.min()! : 0) }
    /// Text literals by the columns (lower-cased) named shortly before them in the same
    /// expression (`coalesce(hobby, 'x')`, `name LIKE 'A%'`, `CASE WHEN gender = 'F'`).
    var textsNear: [String: [String]] = [:]
    /// Columns (lower-cased) the statements test for NULL: `back IS NULL`, `x IS NOT NULL`,
    /// `x ISNULL`, `x NOTNULL`, `coalesce(x, …)`, `ifnull(x, …)`.
    var nullTested: Set<String> = []
    /// Text a column's NULL is replaced with (`coalesce(back_on, '')`, `ifnull(x, 'none')`),
    /// by the column (lower-cased): a column may hold that text too.
    var fallbacks: [String: [String]] = [:]
    /// Whether the statements call a date function (`strftime`, `julianday`, `date`, …).
    var usesDateFunctions = false

    init(_ sql: String) {
        let tokens = ConstantFinder.tokenize(sql)
        for (i, token) in tokens.enumerated() {
            if case .identifier(let name) = token, i + 1 < tokens.count, tokens[i + 1] == .symbol("("),
               ["strftime", "julianday", "date", "datetime", "unixepoch", "timediff"].contains(name.lowercased()) {
                usesDateFunctions = true
            }
            if case .identifier(let name) = token, i + 1 < tokens.count {
                let next = tokens[i + 1]
                if next == .keyword("IS") || next == .keyword("ISNULL") || next == .keyword("NOTNULL")
                    || (next == .keyword("NOT") && i + 2 < tokens.count && tokens[i + 2] == .keyword("NULL")) {
                    nullTested.insert(name.lowercased())
                }
                // (`coalesce(x, …)` or `coalesce(t.x, …)`.)
                let open = i >= 2 && tokens[i - 1] == .symbol(".") ? i - 2 : i
                if open >= 2, tokens[open - 1] == .symbol("("), case .identifier(let function) = tokens[open - 2], ["coalesce", "ifnull"].contains(function.lowercased()) {
                    nullTested.insert(name.lowercased())
                    if i + 3 < tokens.count, tokens[i + 1] == .symbol(","), case .string(let s) = tokens[i + 2], tokens[i + 3] == .symbol(")"),
                       !(fallbacks[name.lowercased()]?.contains(s) ?? false) {
                        fallbacks[name.lowercased(), default: []].append(s)
                    }
                }
            }
            let negative = i > 0 && tokens[i - 1] == .symbol("-") && (i < 2 || { if case .identifier = tokens[i - 2] { return false }; if case .number = tokens[i - 2] { return false }; return tokens[i - 2] != .symbol(")") }())
            switch token {
            case .number(let v):
                switch v {
                case .integer(let n): numbers.append(.integer(negative ? -n : n))
                case .real(let d): numbers.append(.real(negative ? -d : d))
                default: break
                }
                if i > 0, tokens[i - 1] == .keyword("LIMIT") || tokens[i - 1] == .keyword("OFFSET") || tokens[i - 1] == .symbol(","),
                   case .integer(let n) = v, n >= 0, n < 50 {
                    if tokens[i - 1] != .symbol(",") || tokens[..<i].contains(.keyword("LIMIT")) { pageSizes.append(Int(n)) }
                }
            case .string(let s):
                texts.append(s)
                var j = i - 1, depth = 0
                while j >= 0 && j >= i - 6 {
                    if tokens[j] == .symbol(")") { depth += 1 } else if tokens[j] == .symbol("(") { depth -= 1 }
                    if case .identifier(let name) = tokens[j], j + 1 < tokens.count, tokens[j + 1] != .symbol("("), tokens[j + 1] != .symbol(".") {
                        if !(textsNear[name.lowercased()]?.contains(s) ?? false) { textsNear[name.lowercased(), default: []].append(s) }
                    }
                    if case .keyword(let k) = tokens[j], ["SELECT", "WHERE", "AND", "OR", "ON", "WHEN", "THEN", "ELSE", "SET", "BY", "HAVING"].contains(k), j < i - 1 { break }
                    j -= 1
                }
            default:
                break
            }
        }
        // Each value once, and at most `limit` of each kind: a dataset draws a few values a
        // column, and an answer with an IN list of 6,000 numbers must not make every pool and
        // boundary search quadratic in it (that answer took over 10 s to check).
        func firsts<T: Hashable>(_ values: [T]) -> [T] {
            var seen = Set<T>(), kept: [T] = []
            for v in values where kept.count < Literals.limit && seen.insert(v).inserted { kept.append(v) }
            return kept
        }
        numbers = firsts(numbers)
        texts = firsts(texts)
        for (name, near) in textsNear { textsNear[name] = firsts(near) }
    }

    /// Distinct values of each kind kept at most.
    static let limit = 48
}

/// Builds small datasets from scratch for any schema, in the spirit of XData (Chandra et al.,
/// VLDB Journal 2015): datasets designed so that a mutation of the reference (or of the answer)
/// gives a different result on one of them. Each dataset has a few rows per table, with values
/// drawn from small pools: the lesson's own values of the column, every literal of the two
/// statements and its neighbours (just below, at, above; for dates, the literal as a year,
/// month or day), NULL where the column allows it, and values repeated on purpose. Small pools
/// make the cases mutations hide behind frequent: rows without a join partner and duplicate
/// join keys, empty groups, groups of one and all-NULL groups, ties on every sort key and at a
/// LIMIT/OFFSET boundary, two people with the same name, NULL inside a `NOT IN` subquery,
/// averages that are not whole numbers.
///
/// Rows are made in dependency order (parents first; a foreign key takes one of the parent
/// rows' keys, or NULL where allowed) and inserted with SQLite enforcing the schema (types,
/// NOT NULL, UNIQUE, CHECK, foreign keys): a row the schema refuses is replaced by another
/// choice, so every dataset is one the schema allows. Datasets come smallest first, so the
/// first one an answer fails on is already a small counterexample. Seeded: the same datasets
/// on every run.
struct DatasetGenerator {
    let schema: SchemaModel
    /// The state before the exercise, with the schema (rows are read from it for the pools).
    let state: Connection
    /// Tables the statements read or change (lower-cased), and their ancestors: only these get rows.
    let tables: Set<String>
    let literals: Literals
    let seed: UInt64
    let probe: ConstraintProbe

    static let datasetCount = 28
    /// Staircase datasets after the others (`Mode.staircase`).
    static let staircaseCount = 2
    /// Focused datasets at most (`Mode.focus`).
    static let focusCount = 12
    static let poolLimit = 8

    /// Where the answer's sort keys part from the reference's (`SortKeys.divergences`): after
    /// the others, two datasets for each, whose rows tie on the keys both share and go
    /// opposite ways on the first keys where they differ (`Mode.sort`).
    var sortDivergences: [SortKeys.Divergence] = []
    /// The reference's last statement, whose FROM and WHERE the sort datasets' rows get
    /// through (`templateRows`).
    var sortReference = ""
    /// The answer, whose aliases name tables too.
    var sortAnswer = ""
    static let sortDatasetsEach = 2
    /// Whether to make balanced datasets (`Mode.balanced`): set when the reference sorts groups.
    var balancedGroups = false
    static let balancedCount = 2

    /// Columns the statements compare with a constant (`score < 60`), lower-cased, with the
    /// values just below, at and above each constant: every dataset draws one of them.
    var boundaries: [String: [Value]] = [:]

    /// Where datasets are built: the lesson's schema (CHECK constraints, defaults) runs while
    /// rows go in, so it runs in the sandbox.
    let sandbox: Sandbox

    init(state: Connection, tablesUsed: Set<String>?, literals: Literals, sandbox: Sandbox = Sandbox(), seed: UInt64,
         comparisons: [(column: String, value: Value)] = []) throws {
        self.state = state
        self.sandbox = sandbox
        self.schema = try SchemaModel.read(state)
        self.literals = literals
        self.seed = seed
        self.probe = try ConstraintProbe(state: state, schema: schema, sandbox: sandbox)
        var needed = tablesUsed.map { Set($0.map { $0.lowercased() }) } ?? Set(schema.tables.map { $0.name.lowercased() })
        // Parents of needed tables are needed too (foreign keys), transitively.
        var changed = true
        while changed {
            changed = false
            for t in schema.tables where needed.contains(t.name.lowercased()) {
                for fk in t.foreignKeys where !needed.contains(fk.parent.lowercased()) {
                    needed.insert(fk.parent.lowercased())
                    changed = true
                }
            }
        }
        self.tables = needed
        // (Each comparison once, at most Literals.limit of them: see Literals.)
        var distinct = Set<String>()
        let comparisons = comparisons.filter { distinct.count < Literals.limit && distinct.insert($0.column.lowercased() + "\u{1}" + $0.value.sqlLiteral).inserted }
        for (column, value) in comparisons {
            for table in schema.tables where needed.contains(table.name.lowercased()) {
                guard let c = table.columns.first(where: { $0.name.lowercased() == column.lowercased() }) else { continue }
                let key = table.name.lowercased() + "." + c.name.lowercased()
                let around: [Value]
                if c.affinity == "TEXT", case .text(let t) = value, let seen = try? state.scalar("SELECT \(VariantBuilder.quote(c.name)) FROM main.\(table.quoted) LIMIT 1"),
                   case .text(let sample) = seen, DatasetGenerator.isDate(sample) {
                    var l = Literals(""); l.texts = [t]
                    around = DatasetGenerator.dates(around: l, like: [seen])
                } else if case .text(let t) = value, t.contains("%") || t.contains("*") {
                    around = []  // a pattern bounds only a column of dates
                } else {
                    around = VariantBuilder.neighbours(of: value, affinity: c.affinity)
                }
                boundaries[key, default: []] += around.filter { !(boundaries[key]?.contains($0) ?? false) }
            }
        }
    }

    /// The tables a script reads or changes, as the authorizer reports them while each
    /// statement is prepared on a copy of `state`; nil when a statement does not prepare
    /// there (it needs a table an earlier statement creates): then every table counts.
    static func tablesUsed(by sql: String, on state: Connection, sandbox: Sandbox = Sandbox()) -> Set<String>? {
        guard let db = try? sandbox.open().connection, (try? state.copy(into: db)) != nil else { return nil }
        var names = Set<String>()
        db.setAuthorizer { request in
            // SQLITE_READ 20, SQLITE_UPDATE 23, SQLITE_INSERT 18, SQLITE_DELETE 9.
            if [20, 23, 18, 9].contains(request.action), let table = request.first, request.database != "temp" {
                names.insert(table.lowercased())
            }
            return .allow
        }
        let text = SQLText(sql)
        var offset = 0
        while offset < text.count {
            guard let (statement, tail) = try? db.prepare(text, at: offset) else { return nil }
            if tail <= offset { break }
            offset = tail
            _ = statement
        }
        db.setAuthorizer(nil)
        return names.filter { !$0.hasPrefix("sqlite_") }
    }

    /// A copy of the state with every table emptied (triggers off), to fill.
    func emptyCopy() throws -> Connection {
        let sandboxed = try sandbox.open()
        let db = sandboxed.connection
        try state.copy(into: db)
        try db.setTriggersEnabled(false)
        try sandboxed.hostExecute("PRAGMA foreign_keys = OFF")
        for table in schema.tables { try db.execute("DELETE FROM main.\(table.quoted)") }
        try sandboxed.hostExecute("PRAGMA foreign_keys = ON")
        return db
    }

    /// The datasets, smallest first, each with the same rows inserted in reverse order (its
    /// twin), which tells whether the reference's result on it depends on storage order.
    ///
    /// `reversedKeys`, when given, is an empty copy of the schema whose keys of several columns
    /// store their later columns the other way (`KeyOrder`): every other dataset is built on it,
    /// so that rows which tie on a key's first column come out in the other order there.
    func datasets(template: Connection, reversedKeys: Connection? = nil, twins: Bool = true) -> [(database: Connection, twin: Connection?)] {
        let stream = Stream(generator: self, template: template, reversedKeys: reversedKeys, twins: twins)
        var result: [(Connection, Connection?)] = []
        while let made = stream.next() { result.append(made) }
        return result
    }

    /// The datasets one at a time, smallest first (`datasets`), so that a checker builds only
    /// those an answer gets to. The empty copies of the schema are made with the first.
    func stream(twins: Bool) -> Stream { Stream(generator: self, template: nil, reversedKeys: nil, twins: twins) }

    final class Stream {
        let generator: DatasetGenerator
        private var template: Connection?
        private var reversedKeys: Connection?
        private var prepared = false
        let twins: Bool
        /// Datasets tried at most (some are skipped: the same rows as an earlier one, or none).
        let count: Int
        /// Those drawn by the four modes; the staircases come after them, then the focused ones.
        let regular: Int
        let focuses: [(key: String, value: Value)]
        private var k = 0
        private var seen = Set<String>()
        private var pools: [String: [Value]] = [:], specials: [String: [Value]] = [:]
        private var page = 0, small = 0

        init(generator: DatasetGenerator, template: Connection?, reversedKeys: Connection?, twins: Bool) {
            self.generator = generator
            self.template = template
            self.reversedKeys = reversedKeys
            self.twins = twins
            // One table has fewer cases to combine than several joined.
            regular = generator.tables.count == 1 ? DatasetGenerator.datasetCount * 4 / 7 : DatasetGenerator.datasetCount
            // The values around the constants, column by column, at most `focusCount` of them.
            // (Column by column in turn, so that each compared column gets some under the cap.)
            var focuses: [(key: String, value: Value)] = []
            let keys = generator.boundaries.keys.sorted().filter { generator.tables.contains(String($0.prefix { $0 != "." })) }
            var position = 0
            while focuses.count < DatasetGenerator.focusCount, keys.contains(where: { (generator.boundaries[$0]?.count ?? 0) > position }) {
                for key in keys where (generator.boundaries[key]?.count ?? 0) > position { focuses.append((key, generator.boundaries[key]![position])) }
                position += 1
            }
            self.focuses = Array(focuses.prefix(DatasetGenerator.focusCount))
            count = regular + DatasetGenerator.staircaseCount + self.focuses.count + generator.sortDivergences.count * DatasetGenerator.sortDatasetsEach
                + (generator.balancedGroups ? DatasetGenerator.balancedCount : 0)
        }

        private func prepare() {
            prepared = true
            if template == nil {
                template = try? generator.emptyCopy()
                reversedKeys = KeyOrder.copy(of: generator.state, sandbox: generator.sandbox, rows: false)
            }
            (pools, specials) = generator.valuePools()
            let literals = generator.literals
            page = literals.pageSpan
            // The largest small count the statements mention (HAVING count(*) > 3 needs groups of 4 and 5).
            small = min(8, literals.numbers.compactMap { if case .integer(let n) = $0, n > 0, n <= 8 { return Int(n) }; return nil }.max() ?? 0)
        }

        /// The next dataset, with its twin (the same rows inserted in reverse order), or nil
        /// when all have been made.
        func next() -> (database: Connection, twin: Connection?)? {
            if !prepared { prepare() }
            guard let template else { return nil }
            let sandbox = generator.sandbox
            while k < count {
                let k = self.k
                self.k += 1
                var rng = SeededGenerator(seed: generator.seed &+ UInt64(k) &* 0x9E37_79B9)
                let maxRows: Int
                switch k {
                case 0..<8: maxRows = 2
                case 8..<16: maxRows = 3
                case 16..<22: maxRows = max(4, page + 2)
                default: maxRows = max(6, page + 2, small + 2)
                }
                let focused = k - regular - DatasetGenerator.staircaseCount
                let sorted = focused - focuses.count
                let balanced = sorted - generator.sortDivergences.count * DatasetGenerator.sortDatasetsEach
                let mode = balanced >= 0 ? Mode.balanced : sorted >= 0 ? Mode.sort : focused >= 0 ? Mode.focus : k >= regular ? Mode.staircase : Mode(rawValue: k % 4)!
                var plan: SortPlan?
                if mode == .sort {
                    plan = generator.sortPlan(generator.sortDivergences[sorted / DatasetGenerator.sortDatasetsEach], pools: pools, specials: specials,
                                              rows: min(8, max(3, page + 1)), variant: sorted % DatasetGenerator.sortDatasetsEach)
                    if plan == nil { continue }
                }
                guard let rows = generator.makeRows(pools: pools, specials: specials, round: mode == .balanced ? balanced : sorted >= 0 ? sorted * 2 : k, maxRows: k >= regular ? 6 : maxRows, mode: mode, rng: &rng,
                                                    focus: mode == .focus ? focuses[focused] : nil, sort: plan) else { continue }
                // (A sort dataset on the other base, keys stored the other way round, is another dataset.)
                let key = rows.map { "\($0.table):" + $0.values.map(\.sqlLiteral).joined(separator: ",") }.joined(separator: ";")
                    + (mode == .sort ? "#\(k % 2)" : "")
                guard !rows.isEmpty, seen.insert(key).inserted else { continue }
                let base = k % 2 == 1 ? reversedKeys ?? template : template
                guard let db = try? sandbox.open().connection, (try? base.copy(into: db)) != nil,
                      (try? db.setTriggersEnabled(false)) != nil, generator.insert(rows, into: db) else { continue }
                var twin: Connection?
                if twins {
                    guard let other = try? sandbox.open().connection, (try? base.copy(into: other)) != nil,
                          (try? other.setTriggersEnabled(false)) != nil, generator.insert(generator.twinOrder(rows), into: other) else { continue }
                    twin = other
                }
                // Every other dataset reads ties the other way round: an index on each column
                // followed by the key makes SQLite walk the index for an ORDER BY on the column,
                // so rows that tie come out in the index's key order. With the key descending,
                // an ascending sort returns ties in reverse key order; with the key ascending, a
                // descending sort (the index walked backwards) does. The two alternate, so
                // either shows a missing tie-breaker.
                if k % 2 == 1 && mode != .sort && mode != .balanced { generator.addTieIndexes(db, keyDescending: (k / 4) % 2 == 0) }
                return (db, twin)
            }
            return nil
        }
    }

    /// Indexes on each column followed by the table's key (descending or ascending), which
    /// decide the order of rows that tie on the column when SQLite sorts by walking them.
    func addTieIndexes(_ db: Connection, keyDescending: Bool = true) {
        let direction = keyDescending ? " DESC" : " ASC"
        for table in schema.tables where tables.contains(table.name.lowercased()) {
            let key = table.rowidAlias.map { [$0] } ?? table.primaryKey
            guard !key.isEmpty else { continue }
            var index = 0
            for column in table.columns where !key.contains(column.name) || (key.count > 1 && column.name == key[0]) {
                index += 1
                let name = VariantBuilder.quote("sqlab_tie_\(table.name)_\(index)")
                let rest = key.filter { $0 != column.name }.map { VariantBuilder.quote($0) + direction }.joined(separator: ", ")
                try? db.execute("CREATE INDEX main.\(name) ON \(table.quoted) (\(VariantBuilder.quote(column.name))\(rest.isEmpty ? "" : ", " + rest))")
            }
        }
    }

    struct Row {
        let table: String
        let columns: [String]
        let values: [Value]
    }

    /// The rows in reverse order within each table (parents still before children).
    func twinOrder(_ rows: [Row]) -> [Row] {
        var byTable: [(String, [Row])] = []
        for row in rows {
            if let i = byTable.firstIndex(where: { $0.0 == row.table }) { byTable[i].1.append(row) } else { byTable.append((row.table, [row])) }
        }
        return byTable.flatMap { $0.1.reversed() }
    }

    /// Inserts the rows in one transaction, foreign keys checked at its end (`PRAGMA
    /// defer_foreign_keys`): rows of a table that references itself may come before the rows
    /// they name (a twin's reverse order). False, with nothing inserted, when the schema
    /// refuses a row or a reference is left dangling.
    func insert(_ rows: [Row], into db: Connection) -> Bool {
        guard (try? db.execute("BEGIN")) != nil else { return false }
        try? db.execute("PRAGMA defer_foreign_keys = ON")
        for row in rows {
            let table = VariantBuilder.quote(row.table)
            let list = row.columns.map(VariantBuilder.quote).joined(separator: ", ")
            let marks = Array(repeating: "?", count: row.columns.count).joined(separator: ", ")
            guard let statement = try? db.prepare("INSERT INTO main.\(table) (\(list)) VALUES (\(marks))"),
                  (try? statement.bind(row.values)) != nil, (try? statement.step()) != nil else {
                try? db.execute("ROLLBACK")
                return false
            }
        }
        guard (try? db.execute("COMMIT")) != nil else {
            try? db.execute("ROLLBACK")
            return false
        }
        return true
    }

    /// The table's CHECK constraints, read with SQLite's tokens from its CREATE TABLE text in
    /// `sqlite_schema`: the columns each names (lower-cased), its literals, and whether those
    /// are values of the column itself: not when the column is inside a function call
    /// (`CHECK (length(code) = 3)`) or matched with a pattern (`CHECK (email LIKE '%_@_%')`).
    func checkConstraints(_ table: SchemaModel.Table) -> [(columns: Set<String>, values: [Value], ofTheColumn: Bool)] {
        guard case .text(let sql) = (try? state.scalar("SELECT sql FROM main.sqlite_schema WHERE type = 'table' AND name = ?", [.text(table.name)])) ?? .null else { return [] }
        let tokens = ConstantFinder.tokenize(sql)
        let names = Set(table.columns.map { $0.name.lowercased() })
        var result: [(Set<String>, [Value], Bool)] = []
        var i = 0
        while i + 1 < tokens.count {
            guard tokens[i] == .keyword("CHECK"), tokens[i + 1] == .symbol("(") else { i += 1; continue }
            var depth = 0, j = i + 1
            var columns = Set<String>(), values: [Value] = []
            // Parentheses opened by a function call (`length(code)`).
            var calls: [Bool] = [], ofTheColumn = true
            repeat {
                switch tokens[j] {
                case .symbol("("):
                    depth += 1
                    if case .identifier = tokens[j - 1] { calls.append(true) } else { calls.append(false) }
                case .symbol(")"):
                    depth -= 1
                    if !calls.isEmpty { calls.removeLast() }
                case .identifier(let name) where names.contains(name.lowercased()):
                    columns.insert(name.lowercased())
                    if calls.contains(true) { ofTheColumn = false }
                case .keyword(let k) where ["LIKE", "GLOB", "REGEXP", "MATCH"].contains(k): ofTheColumn = false
                case .string(let text): values.append(.text(text))
                case .number(let n): values.append(n)
                default: break
                }
                j += 1
            } while depth > 0 && j < tokens.count
            result.append((columns, values, ofTheColumn))
            i = j
        }
        return result
    }

    /// Column (lower-cased) → the literals of the table's CHECK constraints that name that
    /// column alone, as values of it (`CHECK (status IN ('done', 'missed'))`).
    func checkLiterals(_ table: SchemaModel.Table) -> [String: [Value]] {
        var result: [String: [Value]] = [:]
        for check in checkConstraints(table) where check.columns.count == 1 && check.ofTheColumn {
            result[check.columns.first!, default: []] += check.values
        }
        return result
    }

    /// The columns (lower-cased) that CHECK constraints name, each only in constraints of its
    /// own (`CHECK (form BETWEEN 7 AND 11)`, not `CHECK (shipped >= placed)`): whether a value
    /// of such a column passes does not depend on the rest of the row.
    func soleChecked(_ table: SchemaModel.Table) -> Set<String> {
        let checks = checkConstraints(table)
        var result = Set<String>()
        for check in checks { result.formUnion(check.columns) }
        return result.filter { c in checks.allSatisfy { !$0.columns.contains(c) || $0.columns == [c] } }
    }

    /// For each column, the values to draw from.
    func valuePools() -> (pools: [String: [Value]], specials: [String: [Value]]) {
        var pools: [String: [Value]] = [:]
        var specials: [String: [Value]] = [:]
        for table in schema.tables where tables.contains(table.name.lowercased()) {
            let checked = checkLiterals(table)
            // A row of the lesson's, in which to try the values of a column a CHECK of its own
            // constrains: those it refuses are left out of the pool (form -1 under
            // `CHECK (form BETWEEN 7 AND 11)` made most rows refused, and tables short of rows).
            let sole = soleChecked(table)
            let list = table.columns.map { VariantBuilder.quote($0.name) }.joined(separator: ", ")
            let template: [String: Value]? = sole.isEmpty ? nil : (try? state.rows("SELECT \(list) FROM main.\(table.quoted) LIMIT 1"))?.first
                .map { Dictionary(uniqueKeysWithValues: zip(table.columns.map(\.name), $0)) }
            func allowed(_ values: [Value], _ column: SchemaModel.Column) -> [Value] {
                guard let template, sole.contains(column.name.lowercased()) else { return values }
                let kept = values.filter { v in var row = template; row[column.name] = v; return probe.accepts(table, row) }
                return kept.isEmpty ? values : kept
            }
            for column in table.columns {
                var pool: [Value] = []
                let seen = (try? state.rows("SELECT DISTINCT \(VariantBuilder.quote(column.name)) FROM main.\(table.quoted) WHERE \(VariantBuilder.quote(column.name)) IS NOT NULL LIMIT \(DatasetGenerator.poolLimit)"))?.map { $0[0] } ?? []
                pool += seen
                let dates = !seen.isEmpty && seen.allSatisfy { if case .text(let s) = $0 { return DatasetGenerator.isDate(s) }; return false }
                switch column.affinity {
                case "INTEGER", "REAL", "NUMERIC":
                    for n in literals.numbers {
                        for v in VariantBuilder.neighbours(of: n, affinity: column.affinity) where !pool.contains(v) { pool.append(v) }
                    }
                    // Just over half of each whole number: two rows each below it whose sum is
                    // above it (a total compared where each row's amount should be, `l.qty *
                    // p.price > 50` against `sum(...) > 50`).
                    for n in literals.numbers {
                        guard case .integer(let i) = n, i >= 4, i < 1_000_000 else { continue }
                        let half: Value = column.affinity == "REAL" ? .real(Double(i / 2 + 1)) : .integer(i / 2 + 1)
                        if !pool.contains(half) { pool.append(half) }
                    }
                    if column.affinity == "REAL", let first = seen.first, case .real(let d) = first {
                        pool.append(.real(d + 0.5))
                    }
                    // A value of the other parity, so that averages need not be whole.
                    if let first = seen.first, case .integer(let n) = first, n < .max, !pool.contains(.integer(n + 1)) { pool.insert(.integer(n + 1), at: min(1, pool.count)) }
                case "TEXT", "BLOB":
                    if dates {
                        pool += DatasetGenerator.dates(around: literals, like: seen)
                        // Where the statements compute with dates, the days a calendar check gets
                        // wrong: the end of a 30-day month, 28 February of a common year and 29
                        // February of a leap one, the year's last day and the next one's first.
                        if literals.usesDateFunctions {
                            for v in DatasetGenerator.calendarEdges(like: seen) where !pool.contains(v) { pool.append(v) }
                        }
                        // The text a statement puts for the column's NULL, when it is no date
                        // (`coalesce(back_on, '') = ''`): a date column may hold it too.
                        for s in literals.fallbacks[column.name.lowercased()] ?? [] where !DatasetGenerator.isDate(s) && !pool.contains(.text(s)) {
                            pool.append(.text(s))
                        }
                    } else {
                        for s in literals.textsNear[column.name.lowercased()] ?? [] where !pool.contains(.text(s)) { pool.append(.text(s)) }
                        for v in DatasetGenerator.nearMisses(of: seen, near: literals.textsNear[column.name.lowercased()] ?? []) where !pool.contains(v) { pool.append(v) }
                        // The values a CHECK constraint names (`status IN ('done', 'missed', 'booked')`):
                        // the lesson's rows may not use them all.
                        for v in checked[column.name.lowercased()] ?? [] where !pool.contains(v) { pool.append(v) }
                        for n in literals.numbers where column.affinity == "BLOB" && !pool.contains(n) { pool.append(n) }
                    }
                default:
                    break
                }
                pool = allowed(pool, column)
                if pool.isEmpty {
                    pool = column.affinity == "TEXT" ? [.text("a"), .text("b")] : [.integer(1), .integer(2)]
                }
                let key = table.name.lowercased() + "." + column.name.lowercased()
                // Values that come from the statements, not from the lesson: each is drawn in turn.
                var special = (boundaries[key] ?? []).isEmpty ? [] : allowed(boundaries[key] ?? [], column)
                for v in pool where !seen.contains(v) && !special.contains(v) { special.append(v) }
                pools[key] = pool + special.filter { !pool.contains($0) }
                if !special.isEmpty { specials[key] = special }
            }
        }
        return (pools, specials)
    }

    /// Text values a column's literals make near its own (`seen`, the lesson's): for a single
    /// character the statements look for in it (`instr(email, '@')`, `substr(code, 1, instr(code, '-'))`),
    /// a value whose part after that character is longer, ending as the original does
    /// (`amy@abcdmail.uk`: a domain longer than a fixed `substr` length, sharing its end with
    /// another, longer but first in alphabetical order); for a pattern (`LIKE '%@%.uk'`,
    /// `GLOB 'A*'`), the value with its last and its first character changed, which a pattern of
    /// fixed ends no longer matches.
    static func nearMisses(of seen: [Value], near literals: [String]) -> [Value] {
        let texts = seen.compactMap { v -> String? in if case .text(let t) = v { return t }; return nil }
        var result: [Value] = []
        func bump(_ c: Character) -> Character {
            guard let a = c.asciiValue, c.isLetter else { return "x" }
            return a == 122 ? "a" : a == 90 ? "A" : Character(UnicodeScalar(a + 1))
        }
        for literal in literals {
            if literal.count == 1, let text = texts.first(where: { $0.contains(literal) }), let at = text.firstIndex(of: Character(literal)) {
                let after = text.index(after: at)
                result.append(.text(String(text[..<after]) + "abcd" + String(text[after...])))
            } else if literal.contains("%") || literal.contains("*") || literal.contains("_") || literal.contains("?"), let text = texts.first, text.count > 1 {
                result.append(.text(String(text.dropLast()) + String(bump(text.last!))))
                result.append(.text(String(bump(text.first!)) + String(text.dropFirst())))
            }
        }
        return result
    }

    /// Numbers of days the statements may add to a date or compare a difference of dates with:
    /// small integer literals and `'+N days'` modifiers, each with the day before and after.
    var dayOffsets: [Int] {
        var found: [Int] = []
        for n in literals.numbers { if case .integer(let i) = n, i > 0, i <= 400 { found.append(Int(i)) } }
        for t in literals.texts {
            let words = t.lowercased().split(separator: " ")
            if words.count == 2, words[1].hasPrefix("day"), let n = Int(words[0].hasPrefix("+") ? String(words[0].dropFirst()) : String(words[0])), abs(n) <= 400 { found.append(abs(n)) }
        }
        var offsets: [Int] = []
        for n in found { for v in [n - 1, n, n + 1] where v >= 0 && !offsets.contains(v) { offsets.append(v) } }
        return offsets
    }

    /// What the statements' date modifiers add to a date (`date(hired, '+5 years')`,
    /// `'-1 month'`, `'+2 days'`), as months and days, each with the day before and after: a
    /// date exactly that far from another, and one day short of it or past it.
    var modifierShifts: [(months: Int, days: Int)] {
        var shifts: [(months: Int, days: Int)] = []
        for t in literals.texts {
            let words = t.lowercased().split(separator: " ")
            guard words.count == 2, let n = Int(words[0].hasPrefix("+") ? String(words[0].dropFirst()) : String(words[0])), abs(n) <= 400 else { continue }
            let base: (Int, Int)
            if words[1].hasPrefix("year") { base = (12 * n, 0) } else if words[1].hasPrefix("month") { base = (n, 0) } else if words[1].hasPrefix("day") { base = (0, n) } else { continue }
            for d in [-1, 0, 1] where !shifts.contains(where: { $0.months == base.0 && $0.days == base.1 + d }) { shifts.append((base.0, base.1 + d)) }
        }
        return shifts
    }

    /// A date (`YYYY-MM-DD`) moved by months, then days, as SQLite's modifiers move it (a day
    /// past the month's end runs on: 2016-02-29 plus a year is 2017-03-01); nil for text that
    /// is no date.
    static func shifted(_ text: String, months: Int, days: Int) -> Value? {
        guard isDate(text) else { return nil }
        let parts = text.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        let m0 = parts[1] - 1 + months
        let year = parts[0] + (m0 >= 0 ? m0 / 12 : (m0 - 11) / 12)
        let month = ((m0 % 12) + 12) % 12 + 1
        return date(dayNumber(year, month, parts[2]) + days)
    }

    /// The day number of a text that starts with a valid date `YYYY-MM-DD`, else nil.
    static func dayNumber(of text: String) -> Int? {
        guard isDate(text) else { return nil }
        let parts = text.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        return dayNumber(parts[0], parts[1], parts[2])
    }

    static func isDate(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard u.count >= 10 else { return false }
        func digits(_ r: Range<Int>) -> Bool { r.allSatisfy { u[$0] >= 48 && u[$0] <= 57 } }
        return digits(0..<4) && u[4] == 45 && digits(5..<7) && u[7] == 45 && digits(8..<10)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil);
    /// a day past the month's end runs on into the next month.
    static func dayNumber(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date `YYYY-MM-DD` of a day number (`dayNumber`'s inverse: civil_from_days).
    static func date(_ days: Int) -> Value {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return .text(String(format: "%04d-%02d-%02d", yoe + era * 400 + (m <= 2 ? 1 : 0), m, d))
    }

    /// Calendar edges near the year of the column's first date: 30 April, 28 February of a
    /// common year, 29 February of a leap year, 31 December and 1 January of the next year.
    static func calendarEdges(like seen: [Value]) -> [Value] {
        var year = 2010
        if case .text(let s) = seen.first ?? .null, let y = Int(s.prefix(4)) { year = y }
        func leap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }
        let common = leap(year) ? year + 1 : year
        var leapYear = year
        while !leap(leapYear) { leapYear += 1 }
        func date(_ y: Int, _ m: Int, _ d: Int) -> Value { .text(String(format: "%04d-%02d-%02d", y, m, d)) }
        return [date(year, 4, 30), date(common, 2, 28), date(leapYear, 2, 29), date(year, 12, 31), date(year + 1, 1, 1)]
    }

    /// Dates whose year, month or day is each numeric literal (and its neighbours), and the
    /// dates just around each date-like literal, in the shape of the column's dates.
    static func dates(around literals: Literals, like seen: [Value]) -> [Value] {
        var result: [Value] = []
        let base: String
        if case .text(let s) = seen.first ?? .null { base = String(s.prefix(10)) } else { base = "2010-01-15" }
        let year = Int(base.prefix(4)) ?? 2010
        func date(_ y: Int, _ m: Int, _ d: Int) -> Value { .text(String(format: "%04d-%02d-%02d", y, m, d)) }
        var numbers: [Int] = literals.numbers.compactMap { if case .integer(let n) = $0, abs(n) < 10_000 { return Int(n) }; return nil }
        for raw in literals.texts where !raw.contains(where: { $0 == "%" }) || raw.hasSuffix("%") && !raw.dropLast().contains("%") {
            let t = raw.trimmingCharacters(in: CharacterSet(charactersIn: "%_"))
            if isDate(t) {
                let parts = t.prefix(10).split(separator: "-").compactMap { Int($0) }
                if parts.count == 3 {
                    // The day itself, the days just before and after it (by the calendar: the
                    // day before 1 April is 31 March), and the same day a year off.
                    let day = DatasetGenerator.dayNumber(parts[0], parts[1], parts[2])
                    result += [date(parts[0], parts[1], parts[2]), DatasetGenerator.date(day - 1), DatasetGenerator.date(day + 1),
                               date(parts[0] - 1, parts[1], min(parts[2], 28)), date(parts[0] + 1, parts[1], min(parts[2], 28))]
                    // The last day of the month before and of this month (the 31st a check may miss).
                    let first = DatasetGenerator.dayNumber(parts[0], parts[1], 1)
                    let next = DatasetGenerator.dayNumber(parts[1] == 12 ? parts[0] + 1 : parts[0], parts[1] == 12 ? 1 : parts[1] + 1, 1)
                    result += [DatasetGenerator.date(first - 1), DatasetGenerator.date(next - 1)]
                }
            } else if let n = Int(t), abs(n) < 10_000 {
                numbers.append(n)
            } else if t.count == 4 || t.count == 7 || (t.count == 5 && t.hasSuffix("-")), let y = Int(t.prefix(4)) {
                result += [date(y, 1, 1), date(y - 1, 12, 31), date(y + 1, 1, 1), date(y, 12, 31)]
                if t.count == 7, let m = Int(t.suffix(2)), (1...12).contains(m) {
                    let first = DatasetGenerator.dayNumber(y, m, 1), next = DatasetGenerator.dayNumber(m == 12 ? y + 1 : y, m == 12 ? 1 : m + 1, 1)
                    result += [date(y, m, 1), DatasetGenerator.date(first - 1), DatasetGenerator.date(next - 1), DatasetGenerator.date(next)]
                }
            }
        }
        for n in numbers {
            for v in [n - 1, n, n + 1] {
                if (1...12).contains(v) {
                    let last = DatasetGenerator.date(DatasetGenerator.dayNumber(v == 12 ? year + 1 : year, v == 12 ? 1 : v + 1, 1) - 1)
                    result += [date(year, v, 15), date(year, v, 1), last]
                }
                if (1...31).contains(v) && v > 12 { result.append(date(year, 5, min(v, 31))) }
                if (1900...2100).contains(v) { result += [date(v, 1, 1), date(v, 12, 31)] }
            }
        }
        var unique: [Value] = []
        for v in result where !unique.contains(v) { unique.append(v) }
        return unique
    }

    /// One dataset's rows, or nil when the schema cannot be filled.
    /// How a dataset draws its values: at random from small pools; with ties (every row of a
    /// table equal but for its keys and text, children mostly of one parent: groups of several,
    /// ties on every sort key); with variety (values mostly distinct: orders that differ); with
    /// equal text (two people of the same name).
    /// And, after the others, a staircase: rows that pair each group with two values, the
    /// second shared with the next group ((a, 1), (a, 2), (b, 2), (b, 3)...), children two to a
    /// parent, so that a value that is the least of one group is not the least of another: a
    /// subquery that forgets to correlate with its row, or compares with another group's
    /// value, shows.
    ///
    /// And last, focused datasets, one for each value around a constant the statements compare a
    /// column with: every row takes that value in that column, while the other compared columns
    /// go through their own boundary values row by row, so that the boundary of one condition
    /// meets each side of the others (a student born on 31 December 2009 with a score of 91).
    ///
    /// And after those, sort datasets (`SortPlan`): drawn as with ties, but one table's rows
    /// take planned values in the columns two ORDER BY clauses sort by.
    ///
    /// And last, balanced datasets, for a reference that sorts groups: every parent row has
    /// the same number of children (the largest small count the statements name, at least
    /// two), equal but for their keys, so that groups tie on every aggregate; the parents'
    /// text rises with their rows in one and falls in the other (where the first two share
    /// it), so that a tie-breaker on a name and one on a key disagree, and a GROUP BY on a name
    /// merges two groups.
    enum Mode: Int { case random, ties, variety, sameText, staircase, focus, sort, balanced }

    func makeRows(pools: [String: [Value]], specials: [String: [Value]], round: Int, maxRows: Int, mode: Mode, rng: inout SeededGenerator,
                  focus: (key: String, value: Value)? = nil, sort: SortPlan? = nil) -> [Row]? {
        // Sort and balanced datasets draw their other values as tie datasets do.
        let balanced = mode == .balanced
        let perParent = max(2, literals.numbers.compactMap { if case .integer(let n) = $0, n > 0, n <= 4 { return Int(n) }; return nil }.max() ?? 2)
        let mode = mode == .sort || mode == .balanced ? Mode.ties : mode
        var rows: [Row] = []
        var made: [String: [[String: Value]]] = [:]
        let dayOffsets = self.dayOffsets
        let modifierShifts = self.modifierShifts
        // A column's pool without NULL, each value once.
        func distinctPool(_ table: SchemaModel.Table, _ column: SchemaModel.Column) -> [Value] {
            var distinct: [Value] = []
            for v in pools[table.name.lowercased() + "." + column.name.lowercased()] ?? [] where v != .null && !distinct.contains(v) { distinct.append(v) }
            return distinct
        }
        for table in schema.tables where tables.contains(table.name.lowercased()) {
            let planned = sort.flatMap { $0.table.lowercased() == table.name.lowercased() ? $0 : nil }
            // Balanced: a table with no parent gets a row more than a page holds (at least two), a
            // child perParent rows for each row of its largest parent.
            let firstParent = table.foreignKeys.filter { $0.parent.lowercased() != table.name.lowercased() }
                .max { (made[$0.parent.lowercased()]?.count ?? 0) < (made[$1.parent.lowercased()]?.count ?? 0) }?.parent.lowercased()
            let child = firstParent != nil
            let count = balanced ? (firstParent.map { min(24, max(1, made[$0]?.count ?? 2) * perParent) } ?? max(2, min(6, literals.pageSpan + 1)))
                : planned?.rows ?? sort?.byParentRow[table.name.lowercased()].flatMap { column in
                    table.foreignKeys.first { $0.from == [column] }.map { made[$0.parent.lowercased()]?.count ?? 0 } }
                ?? (mode == .ties || mode == .staircase || mode == .focus ? maxRows : Int.random(in: 1...max(1, maxRows), using: &rng))
            var tableRows: [[String: Value]] = []
            var uniqueSeen: [[String]: Set<String>] = [:]
            // Per dataset, a small sub-pool per column, so values repeat (ties, duplicate names).
            var subPools: [String: [Value]] = [:]
            for column in table.columns {
                let pool = pools[table.name.lowercased() + "." + column.name.lowercased()] ?? []
                let text = column.affinity == "TEXT"
                let size: Int
                switch mode {
                case .random: size = Int.random(in: 1...3, using: &rng)
                case .ties, .sort, .balanced: size = text && !(balanced && child) ? pool.count : 1
                case .variety: size = min(pool.count, 6)
                case .sameText: size = text ? 1 : Int.random(in: 1...3, using: &rng)
                case .staircase: size = 4
                case .focus: size = Int.random(in: 1...3, using: &rng)
                }
                var sub = Array(pool.shuffled(using: &rng).prefix(max(1, size)))
                if mode == .staircase {
                    // Distinct values in order, so that the steps go up.
                    var distinct: [Value] = []
                    for v in pool where !distinct.contains(v) { distinct.append(v) }
                    sub = Array(distinct.prefix(4))
                    if !text { sub.sort { (Double($0.cellText) ?? 0) < (Double($1.cellText) ?? 0) } }
                    if sub.isEmpty { sub = [.integer(1)] }
                    subPools[column.name] = sub
                    continue
                }
                if mode == .focus {
                    let key = table.name.lowercased() + "." + column.name.lowercased()
                    if let focus, focus.key == key { subPools[column.name] = [focus.value]; continue }
                    if let around = boundaries[key], !around.isEmpty { subPools[column.name] = around; continue }
                    // Every other focused dataset, a number no constant bounds is the value nearest
                    // 1 in every row: multiplied by the focused value (`l.qty * p.price > 50`, price
                    // 49.5) it leaves it at the boundary, in every row of a parent (an order's two
                    // lines at 49.5 each, 99 together).
                    if round % 2 == 0, !text, column.primaryKey == 0, !table.uniques.contains(where: { $0.contains(column.name) }),
                       let one = pool.min(by: { abs((Double($0.cellText) ?? .infinity) - 1) < abs((Double($1.cellText) ?? .infinity) - 1) }),
                       Double(one.cellText) != nil {
                        subPools[column.name] = [one]
                        continue
                    }
                }
                if sub.isEmpty { sub = [.integer(1)] }
                let key = table.name.lowercased() + "." + column.name.lowercased()
                if let special = specials[key], !special.isEmpty {
                    // Round robin over datasets, so every value the statements suggest is used.
                    let pick = special[(round / 2 + Int(SeededGenerator.seed(key) % 7)) % special.count]
                    if mode == .ties { sub = [pick] } else { sub[0] = pick }
                    if mode == .variety, let around = boundaries[key], !around.isEmpty { sub.append(around.randomElement(using: &rng)!) }
                }
                // With variety, REAL values with more decimals than the lesson's: an average or a
                // product of them is not a round figure (ROUND(x, 1), a missing ROUND(x * 1.1, 2),
                // CAST to INTEGER). (Added here, not to the pool, so that other datasets stay as they are.)
                if mode == .variety, column.affinity == "REAL", let d = pool.lazy.compactMap({ v -> Double? in if case .real(let d) = v { return d }; return nil }).first {
                    for v in [Value.real(d + 0.125), .real((d * 100 / 3).rounded() / 100)] where !sub.contains(v) { sub.append(v) }
                }
                // Balanced: a child's values are the lesson's own first (which its CHECK constraints
                // accept), the same in every row, so that groups tie.
                if balanced && child, let first = pool.first { sub = [first] }
                // Numbers one apart, so that an average of two is not a whole number.
                if mode == .sameText, !text, column.primaryKey == 0, case .integer(let n) = sub[0], n < .max { sub = [.integer(n), .integer(n + 1)] }
                subPools[column.name] = sub
            }
            // The table's columns of dates (every value in their pool is a date).
            let dateColumns = table.columns.filter { column in
                let pool = pools[table.name.lowercased() + "." + column.name.lowercased()] ?? []
                return !pool.isEmpty && pool.allSatisfy { if case .text(let t) = $0 { return DatasetGenerator.isDate(t) }; return false }
            }.map(\.name)
            var attempts = 0
            var failures = 0  // refused rows in a row
            while tableRows.count < count && attempts < count * 8 {
                attempts += 1
                failures += 1
                var row: [String: Value] = [:]
                // The parent row each foreign key took (by the parent's table, lower-cased).
                var parentsTaken: [(table: String, row: [String: Value])] = []
                var ok = true
                for (f, fk) in table.foreignKeys.enumerated() {
                    // A table that references itself (a teacher's mentor) names its own earlier rows.
                    let parentRows = fk.parent.lowercased() == table.name.lowercased() ? tableRows : made[fk.parent.lowercased()] ?? []
                    let nullable = fk.from.allSatisfy { name in !(table.columns.first { $0.name == name }?.notNull ?? false) }
                    // (Not in sort datasets, whose rows must get through the statements' joins: a
                    // teacher without a mentor drops out of a self-join.)
                    if parentRows.isEmpty || (nullable && sort == nil && Int.random(in: 0..<5, using: &rng) == 0) {
                        if !nullable && fk.parent.lowercased() != table.name.lowercased() { ok = false; break }
                        for name in fk.from { row[name] = .null }
                    } else {
                        // With ties: one foreign key (each in turn) mostly names the first parent (a group of
                        // several), the others take the parents in turn (so composite keys differ).
                        var parent: [String: Value]
                        // Same text, every other time: the parents in turn (two parents of one
                        // name, each with children of its own).
                        if mode == .ties || (mode == .sameText && (round / 4) % 2 == 0) {
                            parent = f == (round / 4) % table.foreignKeys.count ? (Int.random(in: 0..<5, using: &rng) > 0 ? parentRows[0] : parentRows.randomElement(using: &rng)!)
                                : parentRows[(tableRows.count + attempts) % parentRows.count]
                        } else if mode == .sameText {
                            parent = parentRows[(tableRows.count + f) % parentRows.count]
                        } else if mode == .focus {
                            // Two children a parent: every row at the boundary value, and a
                            // parent's two together past it (each line at 49.5, the order's
                            // total at 99: `l.qty * p.price > 50` against a sum per order).
                            // (Rows 0, 1, 2, 3 take parents 0, 0, 1, 1 by the first key and 0, 1,
                            // 1, 2 by the others: every key does, and a key of several columns
                            // does not repeat.)
                            let r = tableRows.count
                            parent = parentRows[(f == 0 ? r / 2 : r / 2 + r % 2 + f - 1) % parentRows.count]
                        } else if mode == .staircase {
                            parent = parentRows[(tableRows.count / 2 + f) % parentRows.count]
                        } else {
                            parent = parentRows.randomElement(using: &rng)!
                        }
                        if balanced {
                            // The key to the largest parent: each parent in turn takes perParent children;
                            // other keys take their parents in turn (so that a key of several columns does not repeat).
                            parent = fk.parent.lowercased() == firstParent ? parentRows[min(tableRows.count / perParent, parentRows.count - 1)]
                                : parentRows[tableRows.count % parentRows.count]
                        }
                        if let planned, fk.from.count == 1, let chosen = planned.parent(for: fk.from[0], to: fk.to[0], row: tableRows.count, among: parentRows) {
                            parent = chosen
                        }
                        // Under a tied aggregate: row r of a table below the home table names parent row r.
                        if let sort, fk.from.count == 1, sort.byParentRow[table.name.lowercased()] == fk.from[0] {
                            parent = parentRows[min(tableRows.count, parentRows.count - 1)]
                        }
                        for (from, to) in zip(fk.from, fk.to) { row[from] = parent[to] ?? .null }
                        parentsTaken.append((fk.parent.lowercased(), parent))
                    }
                }
                guard ok else { break }
                for (i, column) in table.columns.enumerated() where row[column.name] == nil {
                    if let planned, let value = planned.value(column.name, row: tableRows.count) {
                        row[column.name] = value
                        continue
                    }
                    if let sort, let value = sort.value(elsewhere: table.name, column.name, row: tableRows.count) {
                        row[column.name] = value
                        continue
                    }
                    // Sort datasets: the other values of a row that gets through the reference's WHERE.
                    if let sort, let template = sort.templates[table.name.lowercased()], let value = template[column.name],
                       !table.uniques.contains(where: { $0.contains(column.name) }), column.name != table.rowidAlias {
                        row[column.name] = value
                        continue
                    }
                    // Sort datasets: a column a tied expression reads holds one value in every row.
                    if let sort, let value = sort.tiedElsewhere[table.name.lowercased()]?[column.name] {
                        row[column.name] = value
                        continue
                    }
                    // Balanced datasets: a parent's text differs from row to row, rising or falling.
                    if balanced, !child, column.affinity == "TEXT", column.name != table.rowidAlias, !table.uniques.contains(where: { $0 == [column.name] }) {
                        var distinct = distinctPool(table, column)
                        distinct.sort(by: DatasetGenerator.sortsBefore)
                        if round % 2 == 1 { distinct.reverse() }
                        // (Falling, the first two rows share their text: two customers of one name, whose
                        // groups a GROUP BY on the name merges.)
                        let index = round % 2 == 1 ? max(0, tableRows.count - 1) : tableRows.count
                        if !distinct.isEmpty { row[column.name] = distinct[(index + failures - 1) % distinct.count]; continue }
                    }
                    // Sort datasets: other values differ from row to row, so that rows returned in
                    // another order show.
                    if sort != nil, column.name != table.rowidAlias, !table.uniques.contains(where: { $0 == [column.name] }) {
                        let distinct = distinctPool(table, column)
                        if !distinct.isEmpty { row[column.name] = distinct[(tableRows.count + failures - 1) % distinct.count]; continue }
                    }
                    if column.name == table.rowidAlias {
                        // 1, 2, 3...; but a key the statements compare with a constant (`O_ID = 6`)
                        // takes the values around it first, so that the row it names and its
                        // neighbours exist even in a small dataset.
                        // (Only keys in the range of the lesson's own, 1 to ten past its largest: a key
                        // far outside it, or a negative one, is where an answer may park a row.)
                        let ceiling: Int64
                        if case .integer(let largest) = (try? state.scalar("SELECT max(rowid) FROM main.\(table.quoted)")) ?? .null { ceiling = largest + 10 } else { ceiling = 10 }
                        let around = (boundaries[table.name.lowercased() + "." + column.name.lowercased()] ?? []).filter { if case .integer(let n) = $0 { return n > 0 && n <= ceiling }; return false }
                        let exact = around.firstIndex { literals.numbers.contains($0) } ?? 0
                        let start = around.isEmpty ? 0 : (mode == .ties || mode == .sameText ? exact : (round / 2) % around.count)
                        let candidates = Array(around[start...] + around[..<start]) + (1...(count + around.count + 1)).map { .integer(Int64($0)) }
                        row[column.name] = candidates.first { v in !tableRows.contains { $0[column.name] == v } } ?? .integer(Int64(tableRows.count + 1))
                        continue
                    }
                    let isKey = table.uniques.contains { $0.count == 1 && $0[0] == column.name }
                    // After refused rows, draw from the whole pool (a special value may break a CHECK).
                    let relaxed = failures > 3
                    var pool = isKey || relaxed ? (pools[table.name.lowercased() + "." + column.name.lowercased()] ?? []) : (subPools[column.name] ?? [])
                    if isKey, column.affinity == "INTEGER" || column.affinity == "NUMERIC" {
                        pool = (1...8).map { .integer(Int64($0)) } + pool
                    }
                    if isKey, let special = specials[table.name.lowercased() + "." + column.name.lowercased()], !special.isEmpty {
                        // A key the statements name comes first, in turn (the class 'DB1' exists).
                        // In tie datasets the statements' own value comes first (the group they ask about).
                        let exact = special.firstIndex { v in
                            if case .text(let t) = v { return literals.texts.contains(t) }
                            return literals.numbers.contains(v)
                        }
                        let start = mode == .ties || mode == .sameText ? (exact ?? 0) : (round / 2) % special.count
                        pool = Array(special[start...] + special[..<start]) + pool
                    }
                    let nullChance = column.notNull || column.primaryKey > 0 || mode == .staircase || mode == .focus ? 0 : (mode == .ties || mode == .variety ? 8 : 4)
                    if mode == .focus, !isKey, !column.notNull, column.primaryKey == 0, literals.nullTested.contains(column.name.lowercased()),
                       focus?.key != table.name.lowercased() + "." + column.name.lowercased(), tableRows.count % 2 == 0 {
                        // A column the statements test for NULL is NULL in every other row (the first
                        // among them), so that the focused value meets both sides of the test.
                        row[column.name] = .null
                    } else if mode == .focus, !isKey, !relaxed, let sub = subPools[column.name], !sub.isEmpty {
                        row[column.name] = sub[tableRows.count % sub.count]
                    } else if mode == .staircase, !isKey, !relaxed, let sub = subPools[column.name], !sub.isEmpty {
                        let r = tableRows.count
                        // Text names the group (a, a, b, b); other values climb one step a group.
                        row[column.name] = column.affinity == "TEXT" ? sub[(r / 2) % sub.count] : sub[(r / 2 + r % 2) % sub.count]
                    } else if mode == .ties, !isKey, !column.notNull, column.primaryKey == 0, literals.nullTested.contains(column.name.lowercased()),
                              tableRows.count % 2 == 0 {
                        // With ties, a column the statements test for NULL is NULL in every other
                        // row (the first among them): rows of one parent that all pass the test
                        // (two loans of one book still out, by members of different cities).
                        row[column.name] = .null
                    } else if nullChance > 0 && Int.random(in: 0..<nullChance, using: &rng) == 0 {
                        row[column.name] = .null
                    } else if let v = (isKey ? DatasetGenerator.freshKey(pool, column: column.name, rows: tableRows, refused: failures - 1) : pool.randomElement(using: &rng)) {
                        row[column.name] = v
                    } else {
                        row[column.name] = column.affinity == "TEXT" ? .text("k\(tableRows.count + 1)_\(i)") : .integer(Int64(100 + tableRows.count))  // no overflow: small counts
                    }
                }
                // A date a modifier away from a parent's: now and then, a row's first date is its
                // parent's first date moved by what the statements' modifiers add, a day less or
                // more (a teacher hired 5 years to the day after the mentor, or a day short of it:
                // `t.hired < date(m.hired, '+5 years')` against `<=`, or against the years alone).
                // (Not in sort datasets: their planned dates stand.)
                if sort == nil, let first = dateColumns.first, !modifierShifts.isEmpty,
                   let taken = parentsTaken.first(where: { t in t.table == table.name.lowercased() || (schema.table(t.table)?.columns.contains { c in
                       pools[t.table + "." + c.name.lowercased()].map { !$0.isEmpty && $0.allSatisfy { if case .text(let x) = $0 { return DatasetGenerator.isDate(x) }; return false } } ?? false } ?? false) }),
                   Int.random(in: 0..<2, using: &rng) == 0 {
                    let parentTable = schema.table(taken.table)
                    let parentDate = taken.table == table.name.lowercased() ? first : parentTable?.columns.first { c in
                        (pools[taken.table + "." + c.name.lowercased()] ?? []).allSatisfy { if case .text(let x) = $0 { return DatasetGenerator.isDate(x) }; return false } }?.name
                    let shift = modifierShifts.randomElement(using: &rng)!
                    if let parentDate, case .text(let start) = taken.row[parentDate] ?? .null,
                       let moved = DatasetGenerator.shifted(start, months: shift.months, days: shift.days) {
                        row[first] = moved
                    }
                }
                // Dates a few days apart: a row's later date columns, now and then, the first
                // one plus a number of days the statements mention (`shipped <= date(placed,
                // '+2 days')`, `julianday(b) - julianday(a) < 2`), one day less or more.
                if let first = dateColumns.first, dateColumns.count > 1, !dayOffsets.isEmpty, Int.random(in: 0..<2, using: &rng) == 0,
                   case .text(let start) = row[first] ?? .null, let day = DatasetGenerator.dayNumber(of: start) {
                    for other in dateColumns.dropFirst() where row[other] != .null {
                        row[other] = DatasetGenerator.date(day + dayOffsets.randomElement(using: &rng)!)
                    }
                }
                // Unique column sets: skip a row that repeats one.
                var duplicate = false
                for unique in table.uniques {
                    let values = unique.map { row[$0] ?? .null }
                    if values.contains(.null) { continue }
                    let key = values.map(\.sqlLiteral).joined(separator: "\u{1}")
                    if uniqueSeen[unique, default: []].contains(key) { duplicate = true; break }
                }
                if duplicate { continue }
                // CHECK and other constraints: ask SQLite.
                guard accepts(table, row) else { continue }
                for unique in table.uniques {
                    let values = unique.map { row[$0] ?? .null }
                    if !values.contains(.null) { uniqueSeen[unique, default: []].insert(values.map(\.sqlLiteral).joined(separator: "\u{1}")) }
                }
                tableRows.append(row)
                failures = 0
            }
            made[table.name.lowercased()] = tableRows
            let columns = table.columns.map(\.name)
            rows += tableRows.map { r in Row(table: table.name, columns: columns, values: columns.map { r[$0] ?? .null }) }
        }
        return rows
    }

    /// A key value no earlier row of the table holds: the first of `pool`, or after `refused`
    /// rows were refused in a row, the one `refused` places on (a CHECK may refuse the first,
    /// `CHECK (length(code) = 3)` refusing the literal 3, and every retry drawing it again
    /// left the table empty). Nil when every value of the pool is taken.
    static func freshKey(_ pool: [Value], column: String, rows: [[String: Value]], refused: Int) -> Value? {
        var free: [Value] = []
        for v in pool where !free.contains(v) && !rows.contains(where: { $0[column] == v }) { free.append(v) }
        return free.isEmpty ? nil : free[max(0, refused) % free.count]
    }

    /// Whether the table's CHECK and NOT NULL constraints accept the row (tried in a
    /// savepoint on the state, rolled back; foreign keys are checked by construction).
    private func accepts(_ table: SchemaModel.Table, _ row: [String: Value]) -> Bool {
        probe.accepts(table, row)
    }
}

/// Tries rows against a table's CHECK constraints on an empty copy of the schema (foreign keys
/// off: they hold by construction; NOT NULL and UNIQUE are kept by construction too). Tables
/// without a CHECK constraint accept every row without asking.
final class ConstraintProbe {
    private let db: Connection
    private let checked: Set<String>
    private var statements: [String: Statement] = [:]

    init(state: Connection, schema: SchemaModel, sandbox: Sandbox) throws {
        let sandboxed = try sandbox.open()
        db = sandboxed.connection
        try state.copy(into: db)
        try db.setTriggersEnabled(false)
        try sandboxed.hostExecute("PRAGMA foreign_keys = OFF")
        var checked = Set<String>()
        for row in try db.rows("SELECT name, sql FROM main.sqlite_schema WHERE type = 'table'") {
            guard case .text(let name) = row[0], case .text(let sql) = row[1] else { continue }
            if Tokenizer.significantTokens(sql).contains(where: { $0.keyword == "CHECK" }) { checked.insert(name.lowercased()) }
        }
        self.checked = checked
        for table in schema.tables where checked.contains(table.name.lowercased()) {
            try db.execute("DELETE FROM main.\(table.quoted)")
        }
    }

    func accepts(_ table: SchemaModel.Table, _ row: [String: Value]) -> Bool {
        guard checked.contains(table.name.lowercased()) else { return true }
        let columns = table.columns.map(\.name)
        let statement: Statement
        if let cached = statements[table.name] {
            statement = cached
        } else {
            let list = columns.map(VariantBuilder.quote).joined(separator: ", ")
            let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
            guard let prepared = try? db.prepare("INSERT INTO main.\(table.quoted) (\(list)) VALUES (\(marks))") else { return false }
            statement = prepared
            statements[table.name] = prepared
        }
        defer {
            statement.reset()
            try? db.execute("DELETE FROM main.\(table.quoted)")
        }
        guard (try? statement.bind(columns.map { row[$0] ?? .null })) != nil else { return false }
        return (try? statement.step()) != nil
    }
}
