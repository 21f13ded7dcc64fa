import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons
/// Finds the constants SQL compares columns with (`age > 18`, `18 <= age`, `age BETWEEN 1 AND 9`,
/// `name IN ('a', 'b')`, `name = 'x'`), for boundary variants.
///
/// A lexer of SQL's tokens, not a parser: it looks for a column name and a literal on the two
/// sides of a comparison operator, which is what the variants need.
enum ConstantFinder {
    enum Token: Equatable {
        case identifier(String)
        case number(Value)
        case string(String)
        case symbol(String)
        case keyword(String)
    }

    static let comparisons: Set<String> = ["=", "==", "!=", "<>", "<", "<=", ">", ">="]

    /// With `patterns`, also the patterns a column is matched with (`born LIKE '2009%'`,
    /// `GLOB`), for the dataset generator's date columns (a year prefix is a range of dates).
    static func constants(in sql: String, patterns: Bool = false) -> [(column: String, value: Value)] {
        let tokens = tokenize(sql)
        var found: [(String, Value)] = []
        func literal(at i: Int) -> (Value, Int)? {
            guard i < tokens.count else { return nil }
            switch tokens[i] {
            case .number(let v): return (v, i + 1)
            case .string(let s): return (.text(s), i + 1)
            case .symbol("-"):
                if i + 1 < tokens.count, case .number(let v) = tokens[i + 1] {
                    switch v {
                    case .integer(let n): return (.integer(-n), i + 2)
                    case .real(let d): return (.real(-d), i + 2)
                    default: return nil
                    }
                }
                return nil
            default: return nil
            }
        }
        var i = 0
        while i < tokens.count {
            if case .identifier(var name) = tokens[i] {
                // Qualified names: t.c → c.
                var j = i + 1
                while j + 1 < tokens.count, tokens[j] == .symbol("."), case .identifier(let next) = tokens[j + 1] {
                    name = next
                    j += 2
                }
                if j < tokens.count, case .keyword("NOT") = tokens[j] { j += 1 }
                if j < tokens.count {
                    switch tokens[j] {
                    case .symbol(let op) where comparisons.contains(op):
                        if let (value, _) = literal(at: j + 1) { found.append((name, value)) }
                    case .keyword("LIKE"), .keyword("GLOB"):
                        if patterns, let (value, _) = literal(at: j + 1), case .text = value { found.append((name, value)) }
                    case .keyword("BETWEEN"):
                        if let (low, next) = literal(at: j + 1), next < tokens.count, tokens[next] == .keyword("AND"),
                           let (high, _) = literal(at: next + 1) {
                            found.append((name, low))
                            found.append((name, high))
                        }
                    case .keyword("IN"):
                        var k = j + 1
                        if k < tokens.count, tokens[k] == .symbol("(") {
                            k += 1
                            while let (value, next) = literal(at: k) {
                                found.append((name, value))
                                k = next
                                if k < tokens.count, tokens[k] == .symbol(",") { k += 1 } else { break }
                            }
                        }
                    default: break
                    }
                }
                i = j
                continue
            }
            // literal op column
            if let (value, next) = literal(at: i), next < tokens.count, case .symbol(let op) = tokens[next],
               comparisons.contains(op), next + 1 < tokens.count, case .identifier(var name) = tokens[next + 1] {
                var j = next + 2
                while j + 1 < tokens.count, tokens[j] == .symbol("."), case .identifier(let n) = tokens[j + 1] { name = n; j += 2 }
                found.append((name, value))
                i = j
                continue
            }
            i += 1
        }
        return found
    }

    /// The tokens of `sql` as this finder reads them, from SQLabSQL's `Tokenizer` (SQLite's own
    /// rules, on bytes: a megabyte of answer is read in one pass); comments and spaces dropped.
    /// A keyword SQLite also takes as a name is a name where it stands for one: after a `.`
    /// (`p.last`, `t.key`), and `FIRST`/`LAST` unless after `NULLS` (a column `last`).
    static func tokenize(_ sql: String) -> [Token] {
        var tokens: [Token] = []
        for t in Tokenizer.significantTokens(sql) {
            switch t.kind {
            case .keyword:
                let word = t.text.uppercased()
                if tokens.last == .symbol(".") || (["FIRST", "LAST"].contains(word) && tokens.last != .keyword("NULLS")) {
                    tokens.append(.identifier(t.text))
                } else {
                    tokens.append(.keyword(word))
                }
            case .identifier, .quotedIdentifier: tokens.append(.identifier(t.name ?? t.text))
            case .string: tokens.append(.string(String(t.text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")))
            case .integer:
                let text = t.text.lowercased()
                if text.hasPrefix("0x"), let n = UInt64(text.dropFirst(2), radix: 16) { tokens.append(.number(.integer(Int64(bitPattern: n)))) }
                else if let n = Int64(t.text) { tokens.append(.number(.integer(n))) }
                else if let d = Double(t.text) { tokens.append(.number(.real(d))) }
            case .real:
                if let d = Double(t.text) { tokens.append(.number(.real(d))) }
            case .symbol: tokens.append(.symbol(t.text))
            case .blob, .variable, .illegal, .comment, .space: tokens.append(.symbol(t.text))
            }
        }
        return tokens
    }
}
