import SQLabSQLite

/// One token of SQL text, as SQLite's tokenizer (`src/tokenize.c`, `sqlite3GetToken`) reads it.
///
/// `range` is in UTF-8 bytes from the start of the text, the unit of `sqlite3_error_offset`, so
/// an error offset can be matched to the token it falls in.
public struct Token: Equatable, Sendable {
    /// What a token is. SQLite's own token classes (`TK_*` in `parse.y`), folded to what a reader
    /// of learner SQL needs.
    public enum Kind: Equatable, Sendable {
        /// A word SQLite reserves (`sqlite3_keyword_check`), in any case: `SELECT`, `select`.
        case keyword
        /// A bare name: `Class43`, `名字`.
        case identifier
        /// A name in `"…"`, `` `…` `` or `[…]`; `text` keeps the quotes.
        case quotedIdentifier
        /// A string literal `'…'` (`''` inside is one quote); `text` keeps the quotes.
        case string
        /// A blob literal `x'89AB'`.
        case blob
        /// An integer literal, decimal or `0x` hexadecimal.
        case integer
        /// A real literal: `1.5`, `.5`, `1e3`.
        case real
        /// A parameter: `?`, `?3`, `:name`, `@name`, `$name`.
        case variable
        /// An operator or punctuation: `(`, `)`, `,`, `;`, `.`, `=`, `==`, `<>`, `!=`, `||`, `->`, `->>` …
        case symbol
        /// `-- …` to the end of the line, or `/* … */`.
        case comment
        /// Spaces, tabs and line breaks.
        case space
        /// Bytes SQLite cannot read as any token: an unterminated string or quoted name, a lone
        /// `!`, a curly quote outside a string, a stray `#`. SQLite reports these as
        /// `unrecognized token: "…"`.
        case illegal
    }

    public let kind: Kind
    /// The token's text exactly as written.
    public let text: String
    /// Byte offsets into the UTF-8 text.
    public let range: Range<Int>

    public init(kind: Kind, text: String, range: Range<Int>) {
        self.kind = kind
        self.text = text
        self.range = range
        keyword = kind == .keyword ? Token.upper(text) : nil
    }

    /// The keyword in upper case (`select` → `SELECT`), or nil when the token is not a keyword.
    /// Made once, when the token is: the notes (`Pitfall`) ask for it many times a token.
    public let keyword: String?

    /// An ASCII word in upper case without `uppercased()`'s Unicode tables (keywords are ASCII).
    private static func upper(_ text: String) -> String {
        // Both questions in one pass over the UTF-8 storage (the view's iterator, twice, was
        // some 30 instructions a byte each time, for every keyword of every statement).
        let (ascii, hasLower) = text.utf8.withContiguousStorageIfAvailable { bytes -> (Bool, Bool) in
            var hasLower = false
            for b in bytes {
                if b >= 0x80 { return (false, hasLower) }
                if b >= 0x61 && b <= 0x7A { hasLower = true }
            }
            return (true, hasLower)
        } ?? (text.utf8.allSatisfy({ $0 < 0x80 }), text.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }))
        guard ascii else { return text.uppercased() }
        if !hasLower { return text }
        return String(decoding: text.utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
    }

    /// True for a token that is neither space nor a comment.
    public var isSignificant: Bool { kind != .space && kind != .comment }

    /// The name a bare or quoted identifier stands for, without quotes (`"a b"` → `a b`,
    /// `[x]` → `x`); nil for other tokens.
    public var name: String? {
        switch kind {
        case .identifier: return text
        case .quotedIdentifier:
            guard let first = text.first, text.count >= 2 else { return nil }
            let inner = String(text.dropFirst().dropLast())
            switch first {
            case "\"": return inner.replacingOccurrences(of: "\"\"", with: "\"")
            case "`": return inner.replacingOccurrences(of: "``", with: "`")
            default: return inner
            }
        default: return nil
        }
    }
}

/// Splits SQL text into tokens with SQLite's rules (`src/tokenize.c`), so that what sqlab reads
/// of a statement agrees with what SQLite read.
///
/// For example:
/// ```swift
/// Tokenizer.tokens("SELECT * FROM t OFFSET 2").filter(\.isSignificant).map(\.text)
/// // ["SELECT", "*", "FROM", "t", "OFFSET", "2"]
/// ```
///
/// - Complexity: O(n) in the text's UTF-8 length (one `sqlite3_keyword_check` per word).
public enum Tokenizer {
    /// Every token of `sql`, including spaces and comments, in order; their ranges cover the text
    /// without gaps.
    public static func tokens(_ sql: String) -> [Token] {
        let bytes = Array(sql.utf8)
        var tokens: [Token] = []
        var i = 0
        while i < bytes.count {
            let (kind, end) = scan(bytes, from: i)
            let text = String(decoding: bytes[i..<end], as: UTF8.self)
            let resolved: Token.Kind = kind == .identifier && SQLSyntax.isKeyword(text) ? .keyword : kind
            tokens.append(Token(kind: resolved, text: text, range: i..<end))
            i = end
        }
        return tokens
    }

    /// The tokens other than spaces and comments.
    public static func significantTokens(_ sql: String) -> [Token] {
        // `tokens(sql).filter(\.isSignificant)`, without making the text of the spaces and
        // comments dropped (`run` reads every step's tokens for its notes).
        let bytes = Array(sql.utf8)
        var tokens: [Token] = []
        var i = 0
        bytes.withUnsafeBufferPointer { all in
            while i < bytes.count {
                let (kind, end) = scan(bytes, from: i)
                if kind != .space && kind != .comment {
                    let word = UnsafeBufferPointer(rebasing: all[i..<end])
                    let text = String(decoding: word, as: UTF8.self)
                    let resolved: Token.Kind = kind == .identifier && SQLSyntax.isKeyword(bytes: word) ? .keyword : kind
                    tokens.append(Token(kind: resolved, text: text, range: i..<end))
                }
                i = end
            }
        }
        return tokens
    }

    /// The significant token whose bytes contain `offset` (as `sqlite3_error_offset` returns it),
    /// or the first one after it; nil past the end.
    public static func token(at offset: Int, in tokens: [Token]) -> Token? {
        tokens.first { $0.isSignificant && $0.range.upperBound > offset }
    }

    // MARK: - Scanning

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }
    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    private static func isHex(_ b: UInt8) -> Bool { isDigit(b) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x66) }
    /// `IdChar` of tokenize.c: letters, digits, `_`, `$`, and every byte of a multi-byte UTF-8 character.
    private static func isIdChar(_ b: UInt8) -> Bool {
        isDigit(b) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == 0x5F || b == 0x24 || b >= 0x80
    }

    /// The kind of the token starting at `i`, and the offset just past it.
    private static func scan(_ s: [UInt8], from i: Int) -> (Token.Kind, Int) {
        let n = s.count
        func at(_ k: Int) -> UInt8 { k < n ? s[k] : 0 }
        let c = s[i]
        if isSpace(c) {
            var j = i + 1
            while j < n, isSpace(s[j]) { j += 1 }
            return (.space, j)
        }
        switch c {
        case UInt8(ascii: "-"):
            if at(i + 1) == UInt8(ascii: "-") {
                var j = i + 2
                while j < n, s[j] != 0x0A { j += 1 }
                return (.comment, j)
            }
            if at(i + 1) == UInt8(ascii: ">") { return (.symbol, at(i + 2) == UInt8(ascii: ">") ? i + 3 : i + 2) }
            return (.symbol, i + 1)
        case UInt8(ascii: "/"):
            if at(i + 1) == UInt8(ascii: "*") {
                var j = i + 2
                while j < n, !(s[j] == UInt8(ascii: "*") && at(j + 1) == UInt8(ascii: "/")) { j += 1 }
                return (.comment, min(n, j + 2))
            }
            return (.symbol, i + 1)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ";"), UInt8(ascii: "+"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: ","), UInt8(ascii: "&"), UInt8(ascii: "~"):
            return (.symbol, i + 1)
        case UInt8(ascii: "="):
            return (.symbol, at(i + 1) == UInt8(ascii: "=") ? i + 2 : i + 1)
        case UInt8(ascii: "<"):
            let d = at(i + 1)
            return (.symbol, d == UInt8(ascii: "=") || d == UInt8(ascii: ">") || d == UInt8(ascii: "<") ? i + 2 : i + 1)
        case UInt8(ascii: ">"):
            let d = at(i + 1)
            return (.symbol, d == UInt8(ascii: "=") || d == UInt8(ascii: ">") ? i + 2 : i + 1)
        case UInt8(ascii: "!"):
            return at(i + 1) == UInt8(ascii: "=") ? (.symbol, i + 2) : (.illegal, i + 1)
        case UInt8(ascii: "|"):
            return (.symbol, at(i + 1) == UInt8(ascii: "|") ? i + 2 : i + 1)
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
            var j = i + 1
            while j < n {
                if s[j] == c {
                    if at(j + 1) == c { j += 2; continue }
                    return (c == UInt8(ascii: "'") ? .string : .quotedIdentifier, j + 1)
                }
                j += 1
            }
            return (.illegal, n)
        case UInt8(ascii: "["):
            var j = i + 1
            while j < n, s[j] != UInt8(ascii: "]") { j += 1 }
            return j < n ? (.quotedIdentifier, j + 1) : (.illegal, n)
        case UInt8(ascii: "."):
            return isDigit(at(i + 1)) ? number(s, from: i) : (.symbol, i + 1)
        case UInt8(ascii: "?"):
            var j = i + 1
            while j < n, isDigit(s[j]) { j += 1 }
            return (.variable, j)
        case UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "$"), UInt8(ascii: "#"):
            var j = i + 1
            while j < n, isIdChar(s[j]) { j += 1 }
            return j == i + 1 ? (.illegal, j) : (.variable, j)
        default:
            break
        }
        if isDigit(c) { return number(s, from: i) }
        if (c | 0x20) == UInt8(ascii: "x"), at(i + 1) == UInt8(ascii: "'") {
            var j = i + 2
            while j < n, isHex(s[j]) { j += 1 }
            if j < n, s[j] == UInt8(ascii: "'"), (j - i - 2) % 2 == 0 { return (.blob, j + 1) }
            while j < n, s[j] != UInt8(ascii: "'") { j += 1 }
            return (.illegal, min(n, j + 1))
        }
        if isIdChar(c) {
            // A curly quote (U+2018/2019/201C/201D: E2 80 98..9D) is an identifier character to
            // SQLite too; it is kept in the word, as SQLite does.
            var j = i + 1
            while j < n, isIdChar(s[j]) { j += 1 }
            return (.identifier, j)
        }
        return (.illegal, i + 1)
    }

    /// A numeric literal from `i`: `0x1F`, `12`, `1.5`, `.5`, `1e-3`. A number run into letters
    /// (`12abc`) is one illegal token, as in tokenize.c.
    private static func number(_ s: [UInt8], from i: Int) -> (Token.Kind, Int) {
        let n = s.count
        func at(_ k: Int) -> UInt8 { k < n ? s[k] : 0 }
        var j = i
        var kind = Token.Kind.integer
        if s[j] == UInt8(ascii: "0"), at(j + 1) | 0x20 == UInt8(ascii: "x"), isHex(at(j + 2)) {
            j += 2
            while j < n, isHex(s[j]) { j += 1 }
        } else {
            while j < n, isDigit(s[j]) { j += 1 }
            if at(j) == UInt8(ascii: ".") {
                kind = .real
                j += 1
                while j < n, isDigit(s[j]) { j += 1 }
            }
            if at(j) | 0x20 == UInt8(ascii: "e"),
               isDigit(at(j + 1)) || ((at(j + 1) == UInt8(ascii: "+") || at(j + 1) == UInt8(ascii: "-")) && isDigit(at(j + 2))) {
                kind = .real
                j += 2
                while j < n, isDigit(s[j]) { j += 1 }
            }
        }
        if j < n, isIdChar(s[j]) {
            while j < n, isIdChar(s[j]) { j += 1 }
            return (.illegal, j)
        }
        return (kind, j)
    }
}
