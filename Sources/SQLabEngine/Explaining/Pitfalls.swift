import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons
/// Mistakes beginners make that SQLite does not report, found in the SQL's text: a comparison
/// with NULL (never true), and UPDATE or DELETE without WHERE (every row changes). Each comes
/// with a sentence in the learner's language; `run` shows them under the step and `check` with
/// the feedback.
public enum Pitfall: String, Codable, Sendable, CaseIterable {
    case comparisonWithNull = "comparison-with-null"
    case changeWithoutWhere = "change-without-where"

    /// The pitfalls in `sql`, in a fixed order. The SQL is read with SQLite's tokenizer rules
    /// (`Tokenizer`), so a `NULL` or `WHERE` inside a string, a quoted name or a comment is not
    /// one; text that holds none of the words NULL, UPDATE and DELETE (in any case) has no
    /// pitfall and is not tokenized at all (`run` asks about every step).
    public static func find(in sql: String) -> [Pitfall] {
        guard mayHavePitfall(sql) else { return [] }
        let tokens = Tokenizer.significantTokens(sql)
        var found: [Pitfall] = []
        // `= NULL` compares, except in the SET list of an UPDATE (or an upsert's DO UPDATE),
        // where `=` assigns: from SET to the WHERE, FROM or RETURNING at the same depth.
        var depth = 0
        var setDepth: Int?
        for (i, token) in tokens.enumerated() {
            if token.kind == .symbol {
                switch token.text {
                case "(": depth += 1
                case ")": depth -= 1
                case ";": depth = 0; setDepth = nil
                case "=", "==", "!=", "<>":
                    let assigns = token.text == "=" && setDepth == depth
                    if !assigns, i + 1 < tokens.count, tokens[i + 1].keyword == "NULL" { found.append(.comparisonWithNull) }
                default: break
                }
            } else if let word = token.keyword {
                if word == "SET" { setDepth = depth } else if ["WHERE", "FROM", "RETURNING"].contains(word), setDepth == depth { setDepth = nil }
            }
            if !found.isEmpty { break }
        }
        // Statement by statement: UPDATE or DELETE with no WHERE at the top level.
        var statement: [Token] = []
        func close() {
            defer { statement = [] }
            guard let verb = statement.first?.keyword, verb == "UPDATE" || verb == "DELETE" else { return }
            var depth = 0
            for token in statement {
                if token.kind == .symbol && token.text == "(" { depth += 1 } else if token.kind == .symbol && token.text == ")" { depth -= 1 }
                if depth == 0 && token.keyword == "WHERE" { return }
            }
            if !found.contains(.changeWithoutWhere) { found.append(.changeWithoutWhere) }
        }
        for token in tokens {
            if token.kind == .symbol && token.text == ";" { close() } else { statement.append(token) }
        }
        close()
        return found
    }

    /// True when the UTF-8 bytes of `sql` hold `null`, `update` or `delete` in any ASCII case:
    /// the words every pitfall needs.
    static func mayHavePitfall(_ sql: String) -> Bool {
        var sql = sql
        return sql.withUTF8 { bytes in
            let n = bytes.count
            var i = 0
            while i < n {
                switch bytes[i] | 0x20 {
                case UInt8(ascii: "n"): if matches(bytes, i, "null") { return true }
                case UInt8(ascii: "u"): if matches(bytes, i, "update") { return true }
                case UInt8(ascii: "d"): if matches(bytes, i, "delete") { return true }
                default: break
                }
                i += 1
            }
            return false
        }
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        let start = word.utf8Start
        for k in 0..<count where bytes[at + k] | 0x20 != start[k] { return false }
        return true
    }

    /// What to tell the learner.
    public func advice(_ language: Language) -> String {
        switch (self, language) {
        case (.comparisonWithNull, .en):
            return "Note: a comparison with NULL (`= NULL`, `<> NULL`) is never true, so it matches no row and raises no error. Use `IS NULL` or `IS NOT NULL`."
        case (.comparisonWithNull, .zh):
            return "注意：与 NULL 比较（`= NULL`、`<> NULL`）永远不为真，所以一行也匹配不到，而且不会报错。请用 `IS NULL` 或 `IS NOT NULL`。"
        case (.changeWithoutWhere, .en):
            return "Note: without WHERE, UPDATE and DELETE change every row of the table, and SQLite does not ask. Check the rows changed."
        case (.changeWithoutWhere, .zh):
            return "注意：没有 WHERE 的 UPDATE 和 DELETE 会改动表里的每一行，SQLite 不会提醒。请看改变了几行。"
        }
    }
}
