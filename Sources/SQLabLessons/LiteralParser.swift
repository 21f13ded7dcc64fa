import SQLabSQLite
import SQLabText
import SQLabSQL
/// Reads the values of a `-- params:` line: SQL literals split on commas outside quotes.
///
/// Accepted: integers (`42`, `-7`), reals (`-1.5`, `2e3`), text in single quotes with `''` for a
/// quote (`'O''Brien, Jr.'`), `NULL`, and blobs (`x'89504E47'`).
enum LiteralParser {
    struct Failure: Error {
        /// Character offset in the parsed text where the problem is.
        let offset: Int
        let message: String
    }

    static func parseList(_ text: String) throws(Failure) -> [Value] {
        let chars = Array(text)
        var values: [Value] = []
        var i = 0
        func skipSpaces() { while i < chars.count, chars[i].isWhitespace { i += 1 } }
        skipSpaces()
        if i == chars.count { throw Failure(offset: i, message: "no values") }
        while true {
            skipSpaces()
            values.append(try parseOne(chars, &i))
            skipSpaces()
            if i == chars.count { return values }
            guard chars[i] == "," else { throw Failure(offset: i, message: "expected ',' between values, found '\(chars[i])'") }
            i += 1
        }
    }

    private static func parseOne(_ chars: [Character], _ i: inout Int) throws(Failure) -> Value {
        guard i < chars.count else { throw Failure(offset: i, message: "a value is missing after ','") }
        let start = i
        let c = chars[i]
        if c == "'" {
            return .text(try quoted(chars, &i))
        }
        if (c == "x" || c == "X"), i + 1 < chars.count, chars[i + 1] == "'" {
            i += 1
            let hex = try quoted(chars, &i)
            guard hex.count % 2 == 0 else { throw Failure(offset: start, message: "a blob needs an even number of hex digits") }
            var bytes: [UInt8] = []
            var digits = hex.makeIterator()
            while let a = digits.next(), let b = digits.next() {
                guard let byte = UInt8(String([a, b]), radix: 16) else {
                    throw Failure(offset: start, message: "'\(a)\(b)' is not a hex byte")
                }
                bytes.append(byte)
            }
            return .blob(bytes)
        }
        var word = ""
        while i < chars.count, chars[i] != ",", !chars[i].isWhitespace { word.append(chars[i]); i += 1 }
        if word.uppercased() == "NULL" { return .null }
        if let n = Int64(word) { return .integer(n) }
        if let d = Double(word), word.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { return .real(d) }
        throw Failure(offset: start, message: word.isEmpty ? "a value is missing"
                      : "'\(word)' is not a SQL literal (text needs single quotes: '\(word)')")
    }

    /// Reads a single-quoted string at `i` ('' is one quote) and moves past it.
    private static func quoted(_ chars: [Character], _ i: inout Int) throws(Failure) -> String {
        let start = i
        i += 1
        var out = ""
        while i < chars.count {
            if chars[i] == "'" {
                if i + 1 < chars.count, chars[i + 1] == "'" { out.append("'"); i += 2; continue }
                i += 1
                return out
            }
            out.append(chars[i])
            i += 1
        }
        throw Failure(offset: start, message: "unterminated string")
    }
}
