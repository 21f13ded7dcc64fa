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

    static func constants(in sql: String) -> [(column: String, value: Value)] {
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

    static func tokenize(_ sql: String) -> [Token] {
        var tokens: [Token] = []
        let chars = Array(sql)
        var i = 0
        func isIdentifierStart(_ c: Character) -> Bool { c.isLetter || c == "_" }
        func isIdentifierPart(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "$" }
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "-", i + 1 < chars.count, chars[i + 1] == "-" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                i += 2
                while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
                i += 2
                continue
            }
            if c == "'" {
                var s = ""
                i += 1
                while i < chars.count {
                    if chars[i] == "'" {
                        if i + 1 < chars.count, chars[i + 1] == "'" { s.append("'"); i += 2; continue }
                        break
                    }
                    s.append(chars[i]); i += 1
                }
                i += 1
                tokens.append(.string(s))
                continue
            }
            if c == "\"" || c == "`" || c == "[" {
                let close: Character = c == "[" ? "]" : c
                var s = ""
                i += 1
                while i < chars.count, chars[i] != close { s.append(chars[i]); i += 1 }
                i += 1
                tokens.append(.identifier(s))
                continue
            }
            if c.isNumber || (c == "." && i + 1 < chars.count && chars[i + 1].isNumber) {
                var s = ""
                while i < chars.count, chars[i].isNumber || chars[i] == "." || chars[i] == "e" || chars[i] == "E"
                        || ((chars[i] == "+" || chars[i] == "-") && (s.last == "e" || s.last == "E")) {
                    s.append(chars[i]); i += 1
                }
                if let n = Int64(s) { tokens.append(.number(.integer(n))) } else if let d = Double(s) { tokens.append(.number(.real(d))) }
                continue
            }
            if isIdentifierStart(c) {
                var s = ""
                while i < chars.count, isIdentifierPart(chars[i]) { s.append(chars[i]); i += 1 }
                if SQLSyntax.isKeyword(s) { tokens.append(.keyword(s.uppercased())) } else { tokens.append(.identifier(s)) }
                continue
            }
            let two = i + 1 < chars.count ? String([c, chars[i + 1]]) : ""
            if ["<=", ">=", "<>", "!=", "==", "||"].contains(two) {
                tokens.append(.symbol(two)); i += 2
            } else {
                tokens.append(.symbol(String(c))); i += 1
            }
        }
        return tokens
    }
}
