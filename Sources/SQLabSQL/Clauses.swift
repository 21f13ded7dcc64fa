import Foundation
import SQLabSQLite

/// One statement split into its clauses, at the top level (outside parentheses), so that one
/// clause of an answer can be swapped for the reference's (Qr-Hint's stage-by-stage repair,
/// Hu et al., SIGMOD 2024).
///
/// Handles `SELECT` (with `WITH`, `DISTINCT`, `FROM` and its joins, `WHERE`, `GROUP BY`,
/// `HAVING`, `WINDOW`, `ORDER BY`, `LIMIT`, `OFFSET`, `LIMIT a, b`), `UPDATE` (`SET`, `FROM`,
/// `WHERE`), `DELETE` (`WHERE`), and `INSERT` with `VALUES` or a `SELECT` (split as above).
/// A statement it cannot split (a compound SELECT, RETURNING, an UPSERT, DDL, several
/// statements) gives nil, and the caller falls back to plain feedback.
public struct StatementClauses: Equatable, Sendable {
    /// The clause names of the `"clauses"` field, in stage order.
    public enum Name: String, CaseIterable, Sendable, Codable, Comparable {
        case from = "FROM", join = "JOIN", `where` = "WHERE", groupBy = "GROUP BY", having = "HAVING",
             select = "SELECT", distinct = "DISTINCT", orderBy = "ORDER BY", limit = "LIMIT", offset = "OFFSET",
             set = "SET", values = "VALUES"

        /// Stage order: the order a query is evaluated in (FROM, WHERE, GROUP BY, HAVING,
        /// SELECT, ORDER BY, LIMIT/OFFSET), with SET and VALUES where a change computes them.
        public static let stages: [Name] = [.from, .join, .where, .groupBy, .having, .set, .values, .select, .distinct, .orderBy, .limit, .offset]
        public static func < (a: Name, b: Name) -> Bool { stages.firstIndex(of: a)! < stages.firstIndex(of: b)! }
    }

    public enum Kind: String, Sendable { case select, update, delete, insert }

    /// The parts that are not clauses (`UPDATE Enrolment`, `INSERT INTO t (a, b)`, `WITH ...`), kept as they are.
    public var kind: Kind
    public var head: String
    /// Clause bodies (without their keyword), by name; a missing clause is absent.
    public var clauses: [Name: String]
    /// Text after the last clause that is kept (`WINDOW ...`).
    public var tail: String

    /// The statement again, from its parts.
    public var sql: String {
        var parts: [String] = []
        if !head.isEmpty { parts.append(head) }
        func add(_ keyword: String, _ name: Name) { if let body = clauses[name] { parts.append(keyword.isEmpty ? body : keyword + " " + body) } }
        switch kind {
        case .select, .insert:
            if kind == .insert, let values = clauses[.values] { parts.append("VALUES " + values); break }
            parts.append(clauses[.distinct] != nil ? "SELECT DISTINCT" : "SELECT")
            add("", .select)
            if let from = clauses[.from] { parts.append("FROM " + from) }
            add("WHERE", .where)
            add("GROUP BY", .groupBy)
            add("HAVING", .having)
            if !tail.isEmpty { parts.append(tail) }
            add("ORDER BY", .orderBy)
            if clauses[.limit] != nil || clauses[.offset] != nil {
                parts.append("LIMIT " + (clauses[.limit] ?? "-1"))
                add("OFFSET", .offset)
            }
        case .update:
            add("SET", .set)
            if let from = clauses[.from] { parts.append("FROM " + from) }
            add("WHERE", .where)
        case .delete:
            add("WHERE", .where)
        }
        return parts.joined(separator: " ")
    }

    /// Splits one statement; nil when it is not one it can split.
    public static func split(_ sql: String) -> StatementClauses? {
        let tokens = ClauseLexer.tokens(sql)
        guard !tokens.isEmpty else { return nil }
        // One statement only: a `;` may end it.
        var end = tokens.count
        if let semicolon = tokens.firstIndex(where: { $0.text == ";" }) {
            guard tokens[(semicolon + 1)...].allSatisfy({ $0.text == ";" }) else { return nil }
            end = semicolon
        }
        let t = Array(tokens[..<end])
        guard !t.isEmpty else { return nil }
        // Top-level keywords and where they are.
        var depth = 0
        var top: [(index: Int, word: String)] = []
        var caseDepth = 0
        for (i, token) in t.enumerated() {
            if token.text == "(" { depth += 1; continue }
            if token.text == ")" { depth -= 1; continue }
            guard depth == 0, token.isWord else { continue }
            let w = token.upper
            if w == "CASE" { caseDepth += 1; continue }
            if w == "END" && caseDepth > 0 { caseDepth -= 1; continue }
            if caseDepth == 0 { top.append((i, w)) }
        }
        if top.contains(where: { ["UNION", "INTERSECT", "EXCEPT", "RETURNING"].contains($0.word) }) { return nil }
        func text(_ from: Int, _ to: Int) -> String {
            guard from < to else { return "" }
            let start = t[from].range.lowerBound, stop = t[to - 1].range.upperBound
            return String(sql.utf8[start..<stop]) ?? ""
        }
        func position(_ word: String, after: Int = -1) -> Int? { top.first { $0.word == word && $0.index > after }?.index }

        var first = 0
        var head = ""
        if t[0].upper == "WITH" {
            // The WITH clause ends at the top-level SELECT/UPDATE/DELETE/INSERT that follows it.
            guard let main = top.first(where: { ["SELECT", "UPDATE", "DELETE", "INSERT", "REPLACE", "VALUES"].contains($0.word) && $0.index > 0 }) else { return nil }
            head = text(0, main.index)
            first = main.index
        }
        switch t[first].upper {
        case "SELECT":
            guard var result = splitSelect(t, from: first, to: t.count, top: top, text: text) else { return nil }
            result.head = head
            return result
        case "UPDATE":
            guard let set = position("SET", after: first) else { return nil }
            if top.contains(where: { ["ORDER", "LIMIT"].contains($0.word) && $0.index > set }) { return nil }
            let fromIndex = position("FROM", after: set), whereIndex = position("WHERE", after: set)
            var clauses: [Name: String] = [:]
            clauses[.set] = text(set + 1, fromIndex ?? whereIndex ?? t.count)
            if let f = fromIndex { clauses[.from] = text(f + 1, whereIndex ?? t.count) }
            if let w = whereIndex { clauses[.where] = text(w + 1, t.count) }
            return StatementClauses(kind: .update, head: [head, text(first, set)].filter { !$0.isEmpty }.joined(separator: " "), clauses: clauses, tail: "")
        case "DELETE":
            if top.contains(where: { ["ORDER", "LIMIT"].contains($0.word) }) { return nil }
            let whereIndex = position("WHERE", after: first)
            var clauses: [Name: String] = [:]
            if let w = whereIndex { clauses[.where] = text(w + 1, t.count) }
            return StatementClauses(kind: .delete, head: [head, text(first, whereIndex ?? t.count)].filter { !$0.isEmpty }.joined(separator: " "), clauses: clauses, tail: "")
        case "INSERT", "REPLACE":
            if top.contains(where: { $0.word == "ON" && $0.index > first }) && top.contains(where: { $0.word == "CONFLICT" }) { return nil }
            if let values = position("VALUES", after: first) {
                return StatementClauses(kind: .insert, head: [head, text(first, values)].filter { !$0.isEmpty }.joined(separator: " "),
                                        clauses: [.values: text(values + 1, t.count)], tail: "")
            }
            guard let select = position("SELECT", after: first), var result = splitSelect(t, from: select, to: t.count, top: top, text: text) else { return nil }
            result.kind = .insert
            result.head = [head, text(first, select)].filter { !$0.isEmpty }.joined(separator: " ")
            return result
        default:
            return nil
        }
    }

    private static func splitSelect(_ t: [ClauseLexer.Token], from start: Int, to end: Int, top: [(index: Int, word: String)],
                                    text: (Int, Int) -> String) -> StatementClauses? {
        let marks = top.filter { $0.index > start && $0.index < end }
        func at(_ word: String, _ next: String? = nil) -> Int? {
            marks.first { m in m.word == word && (next == nil || (m.index + 1 < end && t[m.index + 1].upper == next)) }?.index
        }
        var clauses: [Name: String] = [:]
        var listStart = start + 1
        if listStart < end, t[listStart].upper == "DISTINCT" { clauses[.distinct] = "DISTINCT"; listStart += 1 }
        else if listStart < end, t[listStart].upper == "ALL" { listStart += 1 }
        let from = at("FROM"), whereIndex = at("WHERE"), group = at("GROUP", "BY"), having = at("HAVING"),
            window = at("WINDOW"), order = at("ORDER", "BY"), limit = at("LIMIT")
        let boundaries = [from, whereIndex, group, having, window, order, limit].compactMap { $0 }
        // Clauses must come in SQL's order.
        guard boundaries == boundaries.sorted() else { return nil }
        func until(_ i: Int) -> Int { boundaries.first { $0 > i } ?? end }
        clauses[.select] = text(listStart, until(start))
        if let f = from { clauses[.from] = text(f + 1, until(f)) }
        if let w = whereIndex { clauses[.where] = text(w + 1, until(w)) }
        if let g = group { clauses[.groupBy] = text(g + 2, until(g)) }
        if let h = having { clauses[.having] = text(h + 1, until(h)) }
        let tail = window.map { text($0, until($0)) } ?? ""
        if let o = order { clauses[.orderBy] = text(o + 2, until(o)) }
        if let l = limit {
            let rest = Array((l + 1)..<end)
            var depth = 0
            var split: (Int, Bool)?  // index of OFFSET or `,`, and whether it is a comma
            for i in rest {
                if t[i].text == "(" { depth += 1 } else if t[i].text == ")" { depth -= 1 }
                else if depth == 0 && (t[i].upper == "OFFSET" || t[i].text == ",") { split = (i, t[i].text == ","); break }
            }
            if let (i, comma) = split {
                // LIMIT a OFFSET b; LIMIT b, a (the offset first).
                clauses[comma ? .offset : .limit] = text(l + 1, i)
                clauses[comma ? .limit : .offset] = text(i + 1, end)
            } else {
                clauses[.limit] = text(l + 1, end)
            }
        }
        return StatementClauses(kind: .select, head: "", clauses: clauses, tail: tail)
    }

    /// Tokens of a clause, normalised (keywords and identifiers upper-cased, literals as
    /// written), to tell whether two clauses are the same.
    public static func normalized(_ text: String?) -> [String]? {
        text.map { ClauseLexer.tokens($0).map { $0.isWord ? $0.upper : $0.text } }
    }

    /// The tables of a FROM clause with their aliases (the table's own name when it has none),
    /// in order; nil for a FROM with a subquery in parentheses.
    public static func tables(inFrom from: String) -> [(table: String, alias: String)] {
        let t = ClauseLexer.tokens(from)
        var result: [(String, String)] = []
        var i = 0
        var depth = 0
        var expectTable = true
        while i < t.count {
            let token = t[i]
            if token.text == "(" { depth += 1; i += 1; expectTable = false; continue }
            if token.text == ")" { depth -= 1; i += 1; continue }
            if depth > 0 { i += 1; continue }
            let w = token.upper
            if token.text == "," || w == "JOIN" { expectTable = true; i += 1; continue }
            if expectTable, token.isWord, !["LEFT", "RIGHT", "FULL", "INNER", "CROSS", "NATURAL", "OUTER"].contains(w) {
                var name = token.unquoted
                var j = i + 1
                if j + 1 < t.count, t[j].text == ".", t[j + 1].isWord { name = t[j + 1].unquoted; j += 2 }
                var alias = name
                if j < t.count, t[j].upper == "AS", j + 1 < t.count { alias = t[j + 1].unquoted; j += 2 }
                else if j < t.count, t[j].isWord, !["ON", "USING", "JOIN", "LEFT", "RIGHT", "FULL", "INNER", "CROSS", "NATURAL", "WHERE", "INDEXED", "NOT"].contains(t[j].upper) {
                    alias = t[j].unquoted; j += 1
                }
                result.append((name, alias))
                expectTable = false
                i = j
                continue
            }
            i += 1
        }
        return result
    }

    /// `text` with each qualifier `old.` renamed to `new.` (aliases of the same table).
    public static func renameQualifiers(_ text: String, _ renames: [String: String]) -> String {
        guard !renames.isEmpty else { return text }
        let t = ClauseLexer.tokens(text)
        var out = ""
        var last = text.utf8.startIndex
        for (i, token) in t.enumerated() where token.isWord && i + 1 < t.count && t[i + 1].text == "." && (i == 0 || t[i - 1].text != ".") {
            guard let new = renames[token.unquoted.lowercased()] else { continue }
            out += String(text.utf8[last..<token.range.lowerBound])!
            out += new
            last = token.range.upperBound
        }
        out += String(text.utf8[last...])!
        return out
    }
}

/// The significant tokens of some SQL (`Tokenizer`, SQLite's tokenize.c rules) as clause
/// splitting reads them: words (keywords and names, quoted names included), literals and
/// symbols, each with its place in the text as `String.UTF8View` indices.
public enum ClauseLexer {
    public struct Token: Sendable {
        public let text: String
        public let range: Range<String.UTF8View.Index>
        /// A keyword or a name (bare or quoted).
        public let isWord: Bool
        /// A string or blob literal.
        public let isString: Bool
        /// Keywords and names upper-cased, without quotes; other tokens as written.
        public var upper: String { isWord ? unquoted.uppercased() : text }
        /// A quoted name without its quotes.
        public var unquoted: String {
            guard let f = text.first, f == "\"" || f == "`" || f == "[" else { return text }
            return String(text.dropFirst().dropLast())
        }
    }

    public static func tokens(_ sql: String) -> [Token] {
        let u = sql.utf8
        return Tokenizer.significantTokens(sql).map { token in
            let start = u.index(u.startIndex, offsetBy: token.range.lowerBound)
            let end = u.index(start, offsetBy: token.range.count)
            return Token(text: token.text, range: start..<end,
                         isWord: [.keyword, .identifier, .quotedIdentifier].contains(token.kind),
                         isString: token.kind == .string || token.kind == .blob)
        }
    }
}
