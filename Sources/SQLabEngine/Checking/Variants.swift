import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons

/// A database the answer and the reference are both run on, beyond the lesson's own data.
struct CheckDataset {
    enum Origin: Equatable {
        case lesson
        /// A `sql dataset` block of the lesson, at this location.
        case authored(SourceLocation)
        /// A variant sqlab derived from the lesson's data; the text says how.
        case variant(String)
        /// A small dataset sqlab made from scratch for the schema (`DatasetGenerator`).
        case generated
    }
    let origin: Origin
    let database: Connection
    /// The same rows inserted in another order: when the reference's result differs on it,
    /// the reference does not decide the result on this dataset.
    var twin: Connection? = nil
}

/// Derives variant datasets from the state before an exercise, to catch answers that match
/// the lesson's data only by luck: reversed and shuffled insertion order (a missing ORDER BY),
/// duplicated rows (a missing or needless DISTINCT), NULLs in nullable columns, rows just
/// below, at and above each constant the reference or the answer compares a column with
/// (`>` for `>=`, wrong boundaries, an extra condition), and subsets and perturbations of the
/// visible rows (hard-coded keys and names).
///
/// Every variant is built with SQLite enforcing the schema (types by affinity, NOT NULL,
/// UNIQUE, CHECK, and foreign keys when the lesson turned them on); a change the schema refuses
/// is left out, so a variant is always a database the lesson's schema allows. Shuffles use a
/// seed derived from the exercise id, so verdicts are the same on every run.
struct VariantBuilder {
    /// Columns of one table, as the builder needs them.
    struct Table {
        let name: String
        let columns: [(name: String, type: String, notNull: Bool, primaryKey: Bool)]
        let hasRowid: Bool
        /// The INTEGER PRIMARY KEY column (the rowid alias), if any.
        let rowidAlias: String?
        var quoted: String { VariantBuilder.quote(name) }
    }

    static let maximumBoundaryVariants = 10
    static let maximumNullVariants = 6

    let state: Connection
    let foreignKeys: Bool
    let seed: UInt64
    let tables: [Table]
    /// Where variants are built: the lesson's schema (CHECKs, DEFAULTs, generated columns)
    /// runs while sqlab rearranges rows, so it runs in the sandbox.
    let sandbox: Sandbox

    init(state: Connection, foreignKeys: Bool, sandbox: Sandbox = Sandbox(), seed: UInt64) throws {
        self.state = state
        self.sandbox = sandbox
        self.foreignKeys = foreignKeys
        self.seed = seed
        var tables: [Table] = []
        let list = try state.rows("SELECT name, wr FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name")
        for row in list {
            guard case .text(let name) = row[0] else { continue }
            let withoutRowid = row[1] == .integer(1)
            let info = try state.rows("PRAGMA main.table_info(\(VariantBuilder.quote(name)))")
            let columns = info.map { r -> (String, String, Bool, Bool) in
                func text(_ v: Value) -> String { if case .text(let s) = v { return s }; return "" }
                return (text(r[1]), text(r[2]), r[3] == .integer(1), r[5] != .integer(0))
            }
            let keys = columns.filter { $0.3 }
            let alias = (!withoutRowid && keys.count == 1 && keys[0].1.uppercased() == "INTEGER") ? keys[0].0 : nil
            tables.append(Table(name: name, columns: columns, hasRowid: !withoutRowid, rowidAlias: alias))
        }
        self.tables = tables
    }

    /// Text that starts like a date, `YYYY-MM-DD` (a GLOB pattern).
    static let dateGlob = "[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*"

    static func quote(_ name: String) -> String { "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }

    /// A copy of the state to change: triggers off (the lesson's triggers must not fire while
    /// sqlab rearranges rows), foreign keys checked afterwards instead of on each change.
    func copy() throws -> Connection {
        let connection = try sandbox.open().connection
        try state.copy(into: connection)
        try connection.setTriggersEnabled(false)
        return connection
    }

    /// Keeps a variant only when it still satisfies the lesson's foreign keys (when it turned
    /// them on) and differs from the state.
    func accept(_ connection: Connection, _ description: String) -> CheckDataset? {
        if foreignKeys, let violations = try? connection.rows("PRAGMA foreign_key_check"), !violations.isEmpty { return nil }
        return CheckDataset(origin: .variant(description), database: connection)
    }

    /// All variants, in a fixed order. `constants` are the (column, literal) comparisons found in
    /// the reference and the answer.
    func variants(constants: [(column: String, value: Value)]) -> [CheckDataset] {
        var result: [CheckDataset] = []
        func attempt(_ description: String, _ change: (Connection) throws -> Bool) {
            guard let connection = try? copy() else { return }
            do {
                guard try change(connection) else { return }
                if let dataset = accept(connection, description) { result.append(dataset) }
            } catch {
                // The schema refused the change: this variant is not a valid database.
            }
        }
        let nonEmpty = tables.filter { ((try? state.scalar("SELECT count(*) FROM main.\($0.quoted)")) ?? .integer(0)) != .integer(0) }
        guard !nonEmpty.isEmpty else { return [] }

        // Insertion order. Tables whose rowid is their key scan in key order whatever the
        // insertion order; PRAGMA reverse_unordered_selects covers those.
        let reorderable = nonEmpty.filter { $0.hasRowid && $0.rowidAlias == nil }
        if !reorderable.isEmpty {
            attempt(Language.en.text(.variantReverseOrder)) { db in try reinsert(db, reorderable) { $0.reversed() } }
            var generator = SeededGenerator(seed: seed)
            attempt(Language.en.text(.variantShuffled)) { db in try reinsert(db, reorderable) { $0.shuffled(using: &generator) } }
        }

        // Keys of several columns stored with their later columns the other way round: ties on
        // a key's first column come out in the other order (KeyOrder).
        if let reversed = KeyOrder.copy(of: state, sandbox: sandbox, rows: true), let dataset = accept(reversed, Language.en.text(.variantKeyColumnsReversed)) {
            result.append(dataset)
        }

        attempt(Language.en.text(.variantDuplicated)) { db in
            var added = 0
            for table in nonEmpty {
                let columns = table.columns.filter { $0.name != table.rowidAlias }.map { VariantBuilder.quote($0.name) }
                guard !columns.isEmpty else { continue }
                let list = columns.joined(separator: ", ")
                try db.execute("INSERT OR IGNORE INTO main.\(table.quoted) (\(list)) SELECT \(list) FROM main.\(table.quoted) ORDER BY rowid")
                added += db.changes
            }
            return added > 0
        }

        // Each row copied with one foreign key naming the next parent row (by key, the last
        // wrapping to the first), where copying alone would hit a key of several columns: a
        // book on loan to two members, a class with two teachers' students, duplicate join
        // keys across parents, so that a subquery correlated on the wrong column shows. The
        // first and the second single-column foreign key of each table, one variant each.
        // The foreign keys as SchemaModel reads them (in id order, a parent's primary key where
        // the declaration names no column): read once for the variants that need them.
        let schema = try? SchemaModel.read(state)
        func foreignKeys(of table: Table) -> [SchemaModel.ForeignKey] { schema?.table(table.name)?.foreignKeys ?? [] }
        let withKeys = nonEmpty.filter { !foreignKeys(of: $0).isEmpty }
        for position in 0..<2 where !withKeys.isEmpty {
            attempt(Language.en.text(.variantCopiedToNextParent, position + 1)) { db in
                var added = 0
                for table in nonEmpty {
                    let single = foreignKeys(of: table).filter { $0.from.count == 1 }
                    guard position < single.count else { continue }
                    let parent = single[position].parent, from = single[position].from[0], to = single[position].to.first ?? ""
                    guard !to.isEmpty, parent.lowercased() != table.name.lowercased() else { continue }
                    let p = VariantBuilder.quote(parent), k = VariantBuilder.quote(to), f = VariantBuilder.quote(from)
                    let columns = table.columns.filter { $0.name != table.rowidAlias }
                    let list = columns.map { VariantBuilder.quote($0.name) }.joined(separator: ", ")
                    let values = columns.map { c -> String in
                        c.name.lowercased() == from.lowercased()
                            ? "coalesce((SELECT min(sqlab_p.\(k)) FROM main.\(p) AS sqlab_p WHERE sqlab_p.\(k) > sqlab_t.\(f)), (SELECT min(\(k)) FROM main.\(p)))"
                            : "sqlab_t." + VariantBuilder.quote(c.name)
                    }.joined(separator: ", ")
                    try db.execute("INSERT OR IGNORE INTO main.\(table.quoted) (\(list)) SELECT \(values) FROM main.\(table.quoted) AS sqlab_t WHERE sqlab_t.\(f) IS NOT NULL")
                    added += db.changes
                }
                return added > 0
            }
        }

        // REAL values off their round figures (+0.0125), so that ROUND(x, 1), a missing
        // ROUND(x * 1.1, 2) or CAST(x AS INTEGER) shows on the lesson's own rows.
        attempt(Language.en.text(.variantRealFraction)) { db in
            var changed = false
            for table in nonEmpty {
                for column in table.columns where !column.primaryKey && TableSnapshot.affinity(of: column.type) == "REAL" {
                    let c = VariantBuilder.quote(column.name)
                    try db.execute("UPDATE OR IGNORE main.\(table.quoted) SET \(c) = \(c) + 0.0125 WHERE typeof(\(c)) = 'real'")
                    changed = changed || db.changes > 0
                }
            }
            return changed
        }

        // Whole numbers one more in every other row (by key): groups of two or more whose
        // average was a whole number mostly have one that is not, so that integer division
        // (`sum(x) / count(x)`) or a rounding of the average shows on the lesson's own groups.
        // (Not keys, not foreign keys; a CHECK that refuses the new value keeps the old one.)
        attempt(Language.en.text(.variantWholeNumbersOneMore)) { db in
            var changed = false
            for table in nonEmpty {
                let foreign = Set(foreignKeys(of: table).flatMap(\.from).map { $0.lowercased() })
                let key = table.hasRowid ? ["rowid"] : table.columns.filter(\.primaryKey).map { VariantBuilder.quote($0.name) }
                guard !key.isEmpty else { continue }
                let list = key.joined(separator: ", ")
                for column in table.columns where !column.primaryKey && !foreign.contains(column.name.lowercased())
                    && TableSnapshot.affinity(of: column.type) == "INTEGER" {
                    let c = VariantBuilder.quote(column.name)
                    try db.execute("UPDATE OR IGNORE main.\(table.quoted) SET \(c) = \(c) + 1 WHERE typeof(\(c)) = 'integer' AND \(c) < 9223372036854775807 AND (\(list)) IN (SELECT \(list) FROM (SELECT \(list), row_number() OVER (ORDER BY \(list)) AS sqlab_n FROM main.\(table.quoted)) WHERE sqlab_n % 2 = 0)")
                    changed = changed || db.changes > 0
                }
            }
            return changed
        }

        // Every date a year later (the same day of the year, 29 February becoming 1 March):
        // a condition on the month or the day that forgets the year, or a year written into the
        // answer, shows; differences of days stay as they were.
        attempt(Language.en.text(.variantDateYearLater)) { db in
            var changed = false
            for table in nonEmpty {
                for column in table.columns where ["TEXT", "BLOB", "NUMERIC"].contains(TableSnapshot.affinity(of: column.type)) {
                    let c = VariantBuilder.quote(column.name)
                    try db.execute("UPDATE main.\(table.quoted) SET \(c) = date(substr(\(c), 1, 10), '+1 year') || substr(\(c), 11) WHERE typeof(\(c)) = 'text' AND \(c) GLOB '\(VariantBuilder.dateGlob)' AND date(substr(\(c), 1, 10)) IS NOT NULL")
                    changed = changed || db.changes > 0
                }
            }
            return changed
        }

        var nullVariants = 0
        for table in nonEmpty {
            for column in table.columns where !column.notNull && !column.primaryKey && nullVariants < VariantBuilder.maximumNullVariants {
                nullVariants += 1
                attempt(Language.en.text(.variantNullIn, "\(table.name).\(column.name)")) { db in
                    // In the first row where the column is not NULL yet.
                    let c = VariantBuilder.quote(column.name)
                    try db.execute("UPDATE main.\(table.quoted) SET \(c) = NULL WHERE rowid IN (SELECT rowid FROM main.\(table.quoted) WHERE \(c) IS NOT NULL ORDER BY rowid LIMIT 1)")
                    return db.changes > 0
                }
            }
        }

        var boundaries = 0
        var seen = Set<String>()
        for constant in constants where boundaries < VariantBuilder.maximumBoundaryVariants {
            for table in nonEmpty {
                guard let column = table.columns.first(where: { $0.name.lowercased() == constant.column.lowercased() }) else { continue }
                let values = VariantBuilder.neighbours(of: constant.value, affinity: TableSnapshot.affinity(of: column.type))
                guard !values.isEmpty else { continue }
                let key = "\(table.name).\(column.name)=\(constant.value.sqlLiteral)"
                guard seen.insert(key).inserted else { continue }
                boundaries += 1
                let shown = values.map(\.sqlLiteral).joined(separator: ", ")
                attempt(Language.en.text(.variantRowsWith, "\(table.name).\(column.name)", shown)) { db in
                    try addRows(db, table, column: column.name, values: values)
                }
                // The constant given to every existing row: works where new rows cannot be made
                // (a key of two columns, foreign keys), in every group at once.
                // And, where new rows get no fresh key (no INTEGER PRIMARY KEY), the values just
                // below and above it (`score BETWEEN 85 AND 90` against `score >= 85`: every
                // score 91, in rows a key of two columns keeps).
                if !column.primaryKey, constant.value.storageClass != "text" {
                    for value in [constant.value] + (table.rowidAlias == nil ? values.filter({ $0 != constant.value }) : []) {
                        attempt(Language.en.text(.variantEvery, "\(table.name).\(column.name)", value.sqlLiteral)) { db in
                            let c = VariantBuilder.quote(column.name)
                            try db.execute("UPDATE OR IGNORE main.\(table.quoted) SET \(c) = \(value.sqlLiteral) WHERE \(c) IS NOT NULL")
                            return db.changes > 0
                        }
                    }
                }
            }
        }

        attempt(Language.en.text(.variantFirstRowLeftOut)) { db in
            for table in nonEmpty { try db.execute("DELETE FROM main.\(table.quoted) WHERE rowid = (SELECT min(rowid) FROM main.\(table.quoted))") }
            return true
        }
        attempt(Language.en.text(.variantEveryOtherLeftOut)) { db in
            for table in nonEmpty {
                try db.execute("DELETE FROM main.\(table.quoted) WHERE rowid IN (SELECT rowid FROM (SELECT rowid, row_number() OVER (ORDER BY rowid) AS n FROM main.\(table.quoted)) WHERE n % 2 = 0)")
            }
            return true
        }
        attempt(Language.en.text(.variantKeysRenumbered)) { db in
            var changed = false
            for table in nonEmpty {
                guard let key = table.rowidAlias else { continue }
                try db.execute("UPDATE main.\(table.quoted) SET \(VariantBuilder.quote(key)) = \(VariantBuilder.quote(key)) + 1000")
                changed = changed || db.changes > 0
            }
            return changed
        }
        // ORDER BY does not reverse a scan, and rows that tie come out in rowid order, which for
        // an INTEGER PRIMARY KEY is the key's order. Indexes on (column, key DESC) make SQLite
        // read ties the other way round, which catches an ORDER BY missing its tie-breaker.
        // The key ascending after the column does the same for a descending sort, which walks
        // the index backwards.
        for (description, direction) in [(Language.en.text(.variantTies), "DESC"), (Language.en.text(.variantTiesDescending), "ASC")] {
            attempt(description) { db in
                var created = 0
                for table in nonEmpty {
                    guard let key = table.rowidAlias else { continue }
                    for (i, column) in table.columns.enumerated() where column.name != key {
                        let index = VariantBuilder.quote("sqlab_tie_\(table.name)_\(i)")
                        try db.execute("CREATE INDEX main.\(index) ON \(table.quoted) (\(VariantBuilder.quote(column.name)), \(VariantBuilder.quote(key)) \(direction))")
                        created += 1
                    }
                }
                return created > 0
            }
        }
        // Text changed in one row, then in every row: catches names and keys written into the
        // answer instead of a condition.
        for (description, limit) in [(Language.en.text(.variantFirstRowTextChanged), " LIMIT 1"), (Language.en.text(.variantEveryTextChanged), "")] {
            attempt(description) { db in
                var changed = false
                for table in nonEmpty {
                    // Columns of TEXT affinity, and untyped ones (which keep whatever they are
                    // given): only their text values change.
                    let texts = table.columns.filter { ["TEXT", "BLOB"].contains(TableSnapshot.affinity(of: $0.type)) && !$0.type.uppercased().contains("BLOB") }
                    guard !texts.isEmpty else { continue }
                    let sets = texts.map { column -> String in
                        let c = VariantBuilder.quote(column.name)
                        // Dates stay dates: only other text changes.
                        return "\(c) = CASE WHEN typeof(\(c)) = 'text' AND \(c) NOT GLOB '\(VariantBuilder.dateGlob)' THEN \(c) || '′' ELSE \(c) END"
                    }.joined(separator: ", ")
                    try db.execute("UPDATE OR IGNORE main.\(table.quoted) SET \(sets) WHERE rowid IN (SELECT rowid FROM main.\(table.quoted) ORDER BY rowid\(limit))")
                    changed = changed || db.changes > 0
                }
                return changed
            }
        }
        return result
    }

    /// Deletes and re-inserts each table's rows in the order `arrange` gives (rowids are
    /// reassigned, so the scan order changes).
    private func reinsert(_ db: Connection, _ tables: [Table], _ arrange: ([[Value]]) -> [[Value]]) throws -> Bool {
        for table in tables {
            let rows = try db.rows("SELECT * FROM main.\(table.quoted) ORDER BY rowid")
            guard rows.count > 1 else { continue }
            try db.execute("DELETE FROM main.\(table.quoted)")
            let marks = Array(repeating: "?", count: table.columns.count).joined(separator: ", ")
            guard let insert = try db.prepare("INSERT INTO main.\(table.quoted) VALUES (\(marks))") else { continue }
            for row in arrange(rows) {
                try insert.bind(row)
                try insert.step()
                insert.reset()
            }
        }
        return true
    }

    /// Rows copied, at most, as templates for boundary rows.
    static let boundaryTemplates = 10

    /// Adds copies of the table's first rows (up to `boundaryTemplates`) with `column` set to
    /// each value: copying several rows makes it likely that some copies fall in the
    /// reference's result, so a condition the reference does not have shows (a new key where
    /// the key is the rowid; other text columns suffixed when a UNIQUE constraint refuses).
    private func addRows(_ db: Connection, _ table: Table, column: String, values: [Value]) throws -> Bool {
        var added = false
        for template in try db.rows("SELECT * FROM main.\(table.quoted) ORDER BY rowid LIMIT \(VariantBuilder.boundaryTemplates)") {
            if try addRows(db, table, column: column, values: values, template: template) { added = true }
        }
        return added
    }

    private func addRows(_ db: Connection, _ table: Table, column: String, values: [Value], template: [Value]) throws -> Bool {
        let columns = table.columns.enumerated().filter { $0.element.name != table.rowidAlias }
        let list = columns.map { VariantBuilder.quote($0.element.name) }.joined(separator: ", ")
        let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        guard let insert = try db.prepare("INSERT OR IGNORE INTO main.\(table.quoted) (\(list)) VALUES (\(marks))") else { return false }
        var added = 0
        for (n, value) in values.enumerated() {
            for attempt in 0..<2 {
                let row = columns.map { (i, c) -> Value in
                    if c.name.lowercased() == column.lowercased() { return value }
                    if attempt == 1, case .text(let s) = template[i], !DatasetGenerator.isDate(s) { return .text(s + "#\(n + 1)") }
                    return template[i]
                }
                try insert.bind(row)
                try insert.step()
                insert.reset()
                if db.changes > 0 { added += 1; break }
            }
        }
        return added > 0
    }

    /// Values just below, at and above a constant, of the column's type.
    static func neighbours(of value: Value, affinity: String) -> [Value] {
        switch (value, affinity) {
        case (.integer, "BLOB"): return neighbours(of: value, affinity: "INTEGER")  // an untyped column keeps any value
        case (.real, "BLOB"): return neighbours(of: value, affinity: "REAL")
        case (.text, "BLOB"): return neighbours(of: value, affinity: "TEXT")
        case (.integer(let i), "INTEGER"), (.integer(let i), "NUMERIC"):
            return [.integer(i &- 1), .integer(i), .integer(i &+ 1)]
        case (.integer(let i), "REAL"):
            return [.real(Double(i) - 0.5), .real(Double(i)), .real(Double(i) + 0.5)]
        case (.real(let d), "REAL"), (.real(let d), "NUMERIC"):
            return [.real(d - 0.5), .real(d), .real(d + 0.5)]
        case (.real(let d), "INTEGER"):
            return [.integer(Int64(d.rounded(.down))), .integer(Int64(d.rounded(.up)))]
        case (.text(let s), "TEXT") where DatasetGenerator.isDate(s) && s.utf8.count == 10:
            // A date's neighbours are the days before and after it, by the calendar: a
            // column of dates keeps holding dates (never '2024-03-00').
            let parts = s.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return [.text(s)] }
            let day = DatasetGenerator.dayNumber(parts[0], parts[1], parts[2])
            return [DatasetGenerator.date(day - 1), .text(s), DatasetGenerator.date(day + 1)]
        case (.text(let s), "TEXT"):
            var below = s
            if let last = below.unicodeScalars.last, last.value > 0x20, let previous = Unicode.Scalar(last.value - 1) {
                below = String(below.unicodeScalars.dropLast()) + String(previous)
            }
            return [.text(below), .text(s), .text(s + "a")]
        default:
            return []
        }
    }
}

/// A small deterministic random generator (SplitMix64), so that shuffled variants are the
/// same on every run and every machine.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A stable 64-bit FNV-1a hash of a string (Swift's `hashValue` changes per process).
    static func seed(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }
}
