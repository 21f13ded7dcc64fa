/// Where one token sits in its statement, read from the significant tokens (`Tokenizer`): the
/// clause that governs it at its own depth of parentheses, the calls whose parentheses hold it,
/// and the statement's first words. Explanations use it to fit advice to the place a name or a
/// function is used (an aggregate inside another aggregate, a column in CREATE INDEX, a value
/// in SET), instead of one text for every place.
public struct TokenContext: Equatable, Sendable {
    /// Keywords that start a clause, as `clause` reports them (`GROUP BY` as `GROUP`).
    public static let clauseWords: Set<String> = ["SELECT", "FROM", "JOIN", "ON", "USING", "WHERE", "GROUP", "HAVING", "WINDOW",
                                                  "ORDER", "LIMIT", "OFFSET", "SET", "VALUES", "INTO", "RETURNING",
                                                  "INDEX", "TABLE", "VIEW", "TRIGGER", "UPDATE", "DELETE", "INSERT",
                                                  "PARTITION", "CHECK", "DEFAULT"]
    /// The clause keyword that governs the token: the last one before it at its own depth (or,
    /// inside the parentheses of a call, the clause around the call); nil before the first.
    public let clause: String?
    /// The names of the calls whose parentheses hold the token, innermost first (`sum(sum(x))`:
    /// for `x`, `["sum", "sum"]`), in upper case.
    public let calls: [String]
    /// The statement's first two keywords (`CREATE INDEX`, `INSERT INTO`, `SELECT`), in upper case.
    public let statement: [String]
    /// The depth of parentheses the token is at (0: the statement's top level).
    public let depth: Int

    /// The context of `tokens[index]`; `tokens` are one statement's significant tokens.
    public init(of index: Int, in tokens: [Token]) {
        var depth = 0
        // For each open parenthesis: the call's name (nil for a group or a subquery) and the clause outside it.
        var stack: [(call: String?, clause: String?)] = []
        var clause: String?
        for k in 0..<min(index, tokens.count) {
            let t = tokens[k]
            if t.kind == .symbol, t.text == "(" {
                let previous = k > 0 ? tokens[k - 1] : nil
                let call = previous.flatMap { p -> String? in
                    if p.kind == .identifier || p.kind == .quotedIdentifier { return p.name?.uppercased() }
                    // Functions whose names are keywords: replace(), like(), glob(), …
                    if p.kind == .keyword, ["REPLACE", "LIKE", "GLOB", "REGEXP", "MATCH", "IF", "RAISE"].contains(p.text.uppercased()) { return p.text.uppercased() }
                    return nil
                }
                stack.append((call, clause))
                depth += 1
                // A subquery starts its own clauses; a call's arguments keep the clause around it.
                if call == nil { clause = nil }
            } else if t.kind == .symbol, t.text == ")" {
                if let top = stack.popLast() { clause = top.clause }
                depth = max(0, depth - 1)
            } else if let word = t.keyword, TokenContext.clauseWords.contains(word) {
                clause = word
            }
        }
        self.clause = clause
        self.calls = stack.reversed().compactMap(\.call)
        self.depth = depth
        self.statement = Array(tokens.prefix(2).map { $0.keyword ?? $0.text.uppercased() })
    }

    /// The significant tokens of the statement of `tokens` that holds byte `offset` (statements
    /// split at `;`).
    public static func statement(at offset: Int, in tokens: [Token]) -> [Token] {
        var start = 0
        for (k, t) in tokens.enumerated() where t.kind == .symbol && t.text == ";" {
            if t.range.lowerBound >= offset { return Array(tokens[start..<k]) }
            start = k + 1
        }
        return Array(tokens[min(start, tokens.count)...])
    }

    /// The items of the clause that starts with `keyword` (`ORDER` reads `ORDER BY a, b`) at the top
    /// level of `tokens`, the last such clause when there are several (a compound SELECT's ORDER
    /// BY ends it): each item's tokens, split at commas outside parentheses.
    public static func items(ofClause keyword: String, in tokens: [Token]) -> [[Token]] {
        var depth = 0
        var start: Int?
        for (k, t) in tokens.enumerated() {
            if t.text == "(" { depth += 1 } else if t.text == ")" { depth -= 1 }
            if depth == 0, t.keyword == keyword { start = k + 1 }
        }
        guard var k = start else { return [] }
        if k < tokens.count, tokens[k].keyword == "BY" { k += 1 }
        var items: [[Token]] = [[]]
        depth = 0
        while k < tokens.count {
            let t = tokens[k]
            if t.text == "(" { depth += 1 } else if t.text == ")" { depth -= 1 }
            if depth < 0 { break }
            if depth == 0, let word = t.keyword, clauseWords.contains(word) || ["UNION", "EXCEPT", "INTERSECT"].contains(word) { break }
            if depth == 0, t.text == ";" { break }
            if depth == 0, t.text == "," { items.append([]) } else { items[items.count - 1].append(t) }
            k += 1
        }
        return items.filter { !$0.isEmpty }
    }
}
