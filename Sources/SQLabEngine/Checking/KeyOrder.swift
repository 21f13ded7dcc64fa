import Foundation
import SQLabSQLite
import SQLabSQL

/// Copies of a lesson's database whose keys of several columns store their later columns in the
/// other direction (`PRIMARY KEY (S_ID, C_ID)` becomes `PRIMARY KEY (S_ID, C_ID DESC)`).
///
/// SQLite reads a `WITHOUT ROWID` table in the order of its primary key, and answers an
/// `ORDER BY` on the key's first column by walking the key, so rows that tie on that column
/// always come out in the order of the next one: no insertion order and no
/// `PRAGMA reverse_unordered_selects` changes that (<https://sqlite.org/withoutrowid.html>,
/// "the rows are stored in PRIMARY KEY order"). A table whose key keeps its later columns in
/// descending order returns those ties the other way round, which shows an `ORDER BY` that lacks
/// its tie-breaker. The key's columns, uniqueness and every other constraint stay as they were,
/// so a copy holds exactly the rows the lesson's schema allows.
enum KeyOrder {
    /// The `CREATE TABLE` text with the later columns of its table-constraint `PRIMARY KEY (...)`
    /// in the other direction (`DESC` added, or an `ASC`/`DESC` swapped); nil when the table has
    /// no such key of two or more columns.
    static func reversedTail(_ create: String) -> String? {
        let tokens = Tokenizer.significantTokens(create)
        var depth = 0
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.text == "(" { depth += 1 } else if t.text == ")" { depth -= 1 }
            if depth == 1, t.keyword == "PRIMARY", i + 2 < tokens.count, tokens[i + 1].keyword == "KEY", tokens[i + 2].text == "(" {
                // The key's column list: parts split on commas at its own depth.
                var parts: [[Token]] = [[]]
                var j = i + 3, inner = 0
                while j < tokens.count {
                    let u = tokens[j]
                    if u.text == "(" { inner += 1 } else if u.text == ")" { if inner == 0 { break }; inner -= 1 }
                    if u.text == "," && inner == 0 { parts.append([]) } else { parts[parts.count - 1].append(u) }
                    j += 1
                }
                guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
                // Edits as (byte range, replacement), applied from the end.
                var edits: [(Range<Int>, String)] = []
                for part in parts.dropFirst() {
                    let last = part[part.count - 1]
                    switch last.keyword {
                    case "DESC": edits.append((last.range, "ASC"))
                    case "ASC": edits.append((last.range, "DESC"))
                    default: edits.append((last.range.upperBound..<last.range.upperBound, " DESC"))
                    }
                }
                var bytes = Array(create.utf8)
                for (range, text) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
                    bytes.replaceSubrange(range, with: Array(text.utf8))
                }
                return String(decoding: bytes, as: UTF8.self)
            }
            i += 1
        }
        return nil
    }

    /// A sandboxed copy of `state` with every table that has such a key rebuilt with its later
    /// columns reversed (indexes, views and triggers recreated as they were), and each table's
    /// rows copied in their order when `rows` is true; nil when no table has such a key or the
    /// copy cannot be made. Triggers are off in the copy, as in every checking dataset.
    static func copy(of state: Connection, sandbox: Sandbox, rows: Bool) -> Connection? {
        guard let objects = try? state.rows("SELECT type, name, sql FROM main.sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid") else { return nil }
        var statements: [String] = []
        var changed = false
        for object in objects {
            guard case .text(let type) = object[0], case .text(let sql) = object[2] else { continue }
            if type == "table", let reversed = reversedTail(sql) {
                statements.append(reversed)
                changed = true
            } else {
                statements.append(sql)
            }
        }
        guard changed, let sandboxed = try? sandbox.open() else { return nil }
        let db = sandboxed.connection
        do {
            for sql in statements { try db.execute(sql) }
            try db.setTriggersEnabled(false)
            guard rows else { return db }
            try sandboxed.hostExecute("PRAGMA foreign_keys = OFF")
            defer { try? sandboxed.hostExecute("PRAGMA foreign_keys = ON") }
            let schema = try SchemaModel.read(state)
            for table in schema.tables {
                let names = table.columns.map(\.name)
                guard !names.isEmpty else { continue }
                let keep = table.withoutRowid ? names : ["rowid"] + names
                let list = keep.map { $0 == "rowid" ? "rowid" : VariantBuilder.quote($0) }.joined(separator: ", ")
                let order = table.withoutRowid ? "" : " ORDER BY rowid"
                let source = try state.rows("SELECT \(list) FROM main.\(table.quoted)\(order)")
                guard !source.isEmpty, let insert = try db.prepare("INSERT INTO main.\(table.quoted) (\(list)) VALUES (\(Array(repeating: "?", count: keep.count).joined(separator: ", ")))") else { continue }
                for row in source {
                    try insert.bind(row)
                    _ = try insert.step()
                    insert.reset()
                }
            }
            return db
        } catch {
            return nil
        }
    }
}
