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

    /// The pitfalls in `sql`, in a fixed order.
    public static func find(in sql: String) -> [Pitfall] {
        let tokens = ConstantFinder.tokenize(sql)
        var found: [Pitfall] = []
        for (i, token) in tokens.enumerated() {
            guard case .symbol(let op) = token, ["=", "==", "!=", "<>"].contains(op), i + 1 < tokens.count else { continue }
            if tokens[i + 1] == .keyword("NULL") { found.append(.comparisonWithNull); break }
        }
        // Statement by statement: UPDATE or DELETE with no WHERE at the top level.
        var statement: [ConstantFinder.Token] = []
        func close() {
            defer { statement = [] }
            guard let first = statement.first, first == .keyword("UPDATE") || first == .keyword("DELETE") else { return }
            var depth = 0
            for token in statement {
                if token == .symbol("(") { depth += 1 } else if token == .symbol(")") { depth -= 1 }
                if depth == 0 && token == .keyword("WHERE") { return }
            }
            if !found.contains(.changeWithoutWhere) { found.append(.changeWithoutWhere) }
        }
        for token in tokens {
            if token == .symbol(";") { close() } else { statement.append(token) }
        }
        close()
        return found
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
