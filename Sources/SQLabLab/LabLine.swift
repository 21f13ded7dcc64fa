import SQLabText
import SQLabSQLite
import Foundation

/// One argument of a C call as a lab line writes it.
public enum LabArgument: Equatable, Sendable {
    /// A C string literal (adjacent literals joined, escapes decoded): its bytes, without the NUL
    /// C adds at the end.
    case string([UInt8])
    case integer(Int64)
    case double(Double)
    /// `NULL` (also `0` where a pointer is expected is read as NULL by the session).
    case null
    /// `x'89504E47'`: the bytes of a blob, as SQL writes them (C has no blob literal; the lab
    /// passes a pointer to these bytes).
    case blob([UInt8])
    /// `&name`: the address of a variable (an out-parameter).
    case address(String)
    /// A variable or a constant: `db`, `stmt`, `SQLITE_TRANSIENT`, `SQLITE_OPEN_READONLY`.
    case name(String)
    /// Constants joined with `|`: `SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE`.
    case flags([LabArgument])

    /// The argument written back as C (the form `--trace` and the lab print calls in).
    public var source: String {
        switch self {
        case .string(let bytes): return LabLine.cString(bytes)
        case .integer(let n): return String(n)
        case .double(let d):
            let text = "\(d)"
            return text
        case .null: return "NULL"
        case .blob(let bytes): return LabLine.blobLiteral(bytes)
        case .address(let name): return "&" + name
        case .name(let name): return name
        case .flags(let parts): return parts.map(\.source).joined(separator: " | ")
        }
    }
}

/// A call as written: `sqlite3_bind_int(stmt, 1, 18)`.
public struct LabCall: Equatable, Sendable {
    public let function: String
    public let arguments: [LabArgument]
    /// 1-based column of the function name in its line.
    public let column: Int

    public init(function: String, arguments: [LabArgument], column: Int = 1) {
        self.function = function
        self.arguments = arguments
        self.column = column
    }

    /// The call written back as C, without the `;`.
    public var source: String { function + "(" + arguments.map(\.source).joined(separator: ", ") + ")" }
}

/// One statement of a lab line.
public enum LabInstruction: Equatable, Sendable {
    /// `sqlite3 *db;`, `sqlite3_stmt *stmt = NULL;`, `char *errmsg;`, `int rc;`: the C type as
    /// written (`sqlite3 *`), the name, and what it starts as (nil: never set, as C leaves a local
    /// variable).
    case declaration(type: String, name: String, initial: LabArgument?)
    /// A call, optionally assigned: `rc = sqlite3_step(stmt)`, `int rc = sqlite3_step(stmt)`.
    case call(LabCall, assignTo: String?, declaredType: String?)
    /// `stmt = NULL;` or `rc = 5;`.
    case assignment(name: String, value: LabArgument)
}

/// A problem in a lab line that stops it before any call: a C compiler would reject it.
public struct LabLineError: Error, Equatable, Sendable {
    /// 1-based column.
    public let column: Int
    public let message: LabMessage
}

/// Reads lab lines: C statements as the tutorials write them, one call each (several may share
/// a line, each ending with `;`). `//` and `/* */` comments are ignored.
///
/// What it reads: declarations of the pointer types the API uses, calls whose arguments are
/// literals (C strings with escapes, integers, doubles, `NULL`, `x'…'` blobs), variables,
/// `&variable`, constants and constants joined with `|`; and assignments of a call's result.
public enum LabLine {
    /// The longest line read, in bytes (a longer one is refused: a huge blob is written with
    /// `sqlite3_bind_zeroblob`).
    public static let maximumLength = 4 << 20

    /// C types a declaration may name.
    public static let knownTypes = ["sqlite3", "sqlite3_stmt", "char", "int", "sqlite3_int64", "sqlite_int64",
                                    "double", "const", "unsigned", "void", "long"]

    /// Parses one line into its statements (none for a blank or comment-only line).
    ///
    /// - Throws: `LabLineError` at the first problem.
    public static func parse(_ line: String) throws -> [LabInstruction] {
        guard line.utf8.count <= maximumLength else {
            throw LabLineError(column: 1, message: .lineTooLong(line.utf8.count, maximumLength))
        }
        var lexer = Lexer(line)
        var tokens = try lexer.tokens()
        var instructions: [LabInstruction] = []
        while !tokens.isEmpty {
            if tokens.first?.kind == .semicolon { tokens.removeFirst(); continue }
            let end = tokens.firstIndex { $0.kind == Token.Kind.semicolon } ?? tokens.count
            let statement = Array(tokens[..<end])
            tokens.removeFirst(min(end + 1, tokens.count))
            var parser = Parser(statement)
            instructions.append(try parser.instruction())
        }
        return instructions
    }

    /// A C string literal for these bytes (`CCallText.cString`).
    public static func cString(_ bytes: [UInt8]) -> String { CCallText.cString(bytes) }

    /// `x'89504E47'` (`CCallText.blob`).
    public static func blobLiteral(_ bytes: [UInt8]) -> String { CCallText.blob(bytes) }
}

// MARK: - Tokens

struct Token: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case integer(Int64)
        case double(Double)
        case string([UInt8])
        case blob([UInt8])
        case punctuation(Character)
        case semicolon
    }
    let kind: Kind
    let column: Int
}

private struct Lexer {
    let bytes: [UInt8]
    var index = 0
    /// Columns counted on from the last one asked: a line of 400,000 tokens is one pass.
    private let columns: ColumnBox

    init(_ line: String) {
        bytes = Array(line.utf8)
        columns = ColumnBox(CharacterColumns(bytes))
    }

    /// 1-based column of a byte offset, counted in characters.
    func column(_ offset: Int) -> Int { columns.column(offset) }

    mutating func tokens() throws -> [Token] {
        var result: [Token] = []
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            switch byte {
            case 0x20, 0x09, 0x0D, 0x0A:
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                return result
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                guard let close = find([UInt8(ascii: "*"), UInt8(ascii: "/")], from: index + 2) else {
                    throw LabLineError(column: column(start), message: .unclosedComment)
                }
                index = close + 2
            case UInt8(ascii: ";"):
                result.append(Token(kind: .semicolon, column: column(start)))
                index += 1
            case UInt8(ascii: "\""):
                var joined: [UInt8] = []
                // Adjacent literals are one string, as in C: "SELECT *" " FROM t".
                repeat {
                    joined += try stringLiteral()
                    skipBlanks()
                } while index < bytes.count && bytes[index] == UInt8(ascii: "\"")
                result.append(Token(kind: .string(joined), column: column(start)))
            case UInt8(ascii: "@") where peek(1) == UInt8(ascii: "\""):
                throw LabLineError(column: column(start), message: .objectiveCString)
            case UInt8(ascii: "x"), UInt8(ascii: "X"):
                if peek(1) == UInt8(ascii: "'") {
                    result.append(Token(kind: .blob(try blobLiteral()), column: column(start)))
                } else {
                    result.append(identifier())
                }
            case UInt8(ascii: "'"):
                throw LabLineError(column: column(start), message: .singleQuotedString)
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
                result.append(try number())
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                if let next = peek(1), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) || next == UInt8(ascii: ".") {
                    let negative = byte == UInt8(ascii: "-")
                    index += 1
                    let token = try number()
                    switch token.kind {
                    case .integer(let n):
                        result.append(Token(kind: .integer(negative ? -n : n), column: column(start)))
                    case .double(let d):
                        result.append(Token(kind: .double(negative ? -d : d), column: column(start)))
                    default: break
                    }
                } else {
                    throw LabLineError(column: column(start), message: .unexpected(String(UnicodeScalar(byte))))
                }
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "&"), UInt8(ascii: "|"),
                 UInt8(ascii: "*"), UInt8(ascii: "="):
                result.append(Token(kind: .punctuation(Character(UnicodeScalar(byte))), column: column(start)))
                index += 1
            default:
                if isIdentifierStart(byte) {
                    result.append(identifier())
                } else {
                    let character = String(decoding: bytes[index...].prefix(4), as: UTF8.self).first.map(String.init) ?? "?"
                    throw LabLineError(column: column(start), message: .unexpected(character))
                }
            }
        }
        return result
    }

    func peek(_ ahead: Int) -> UInt8? { index + ahead < bytes.count ? bytes[index + ahead] : nil }

    func find(_ pattern: [UInt8], from: Int) -> Int? {
        var i = from
        while i + pattern.count <= bytes.count {
            if Array(bytes[i..<i + pattern.count]) == pattern { return i }
            i += 1
        }
        return nil
    }

    mutating func skipBlanks() {
        while index < bytes.count, [0x20, 0x09].contains(bytes[index]) { index += 1 }
    }

    func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    mutating func identifier() -> Token {
        let start = index
        while index < bytes.count, isIdentifierStart(bytes[index]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            index += 1
        }
        return Token(kind: .identifier(String(decoding: bytes[start..<index], as: UTF8.self)), column: column(start))
    }

    mutating func number() throws -> Token {
        let start = index
        if bytes[index] == UInt8(ascii: "0"), let x = peek(1), x == UInt8(ascii: "x") || x == UInt8(ascii: "X") {
            index += 2
            let digits = start + 2
            while index < bytes.count, isHex(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[digits..<index], as: UTF8.self)
            guard let value = UInt64(text, radix: 16) else { throw LabLineError(column: column(start), message: .badNumber(text)) }
            skipSuffix()
            return Token(kind: .integer(Int64(bitPattern: value)), column: column(start))
        }
        var isDouble = false
        while index < bytes.count {
            let b = bytes[index]
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) { index += 1; continue }
            if b == UInt8(ascii: ".") { isDouble = true; index += 1; continue }
            if b == UInt8(ascii: "e") || b == UInt8(ascii: "E") {
                isDouble = true
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
                continue
            }
            break
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        skipSuffix()
        if isDouble {
            guard let value = Double(text) else { throw LabLineError(column: column(start), message: .badNumber(text)) }
            return Token(kind: .double(value), column: column(start))
        }
        guard let value = Int64(text) else { throw LabLineError(column: column(start), message: .badNumber(text)) }
        return Token(kind: .integer(value), column: column(start))
    }

    /// `18L`, `5000LL`, `1.5f`: C's suffixes change nothing here.
    mutating func skipSuffix() {
        while index < bytes.count, [UInt8(ascii: "l"), UInt8(ascii: "L"), UInt8(ascii: "u"), UInt8(ascii: "U"),
                                    UInt8(ascii: "f"), UInt8(ascii: "F")].contains(bytes[index]) { index += 1 }
    }

    func isHex(_ b: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(b)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(b)
    }

    mutating func stringLiteral() throws -> [UInt8] {
        let start = index
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") { index += 1; return out }
            if b == UInt8(ascii: "\\") {
                guard let e = peek(1) else { break }
                index += 2
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "a"): out.append(0x07)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "v"): out.append(0x0B)
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "?"): out.append(e)
                case UInt8(ascii: "x"):
                    let digits = index
                    while index < bytes.count, isHex(bytes[index]), index - digits < 2 { index += 1 }
                    guard index > digits, let value = UInt8(String(decoding: bytes[digits..<index], as: UTF8.self), radix: 16) else {
                        throw LabLineError(column: column(index - 2), message: .badEscape("\\x"))
                    }
                    out.append(value)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    let digits = index - 1
                    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]), index - digits < 3 { index += 1 }
                    let value = UInt16(String(decoding: bytes[digits..<index], as: UTF8.self), radix: 8) ?? 0
                    out.append(UInt8(truncatingIfNeeded: value))
                case UInt8(ascii: "u"), UInt8(ascii: "U"):
                    let count = e == UInt8(ascii: "u") ? 4 : 8
                    let digits = index
                    while index < bytes.count, isHex(bytes[index]), index - digits < count { index += 1 }
                    guard index - digits == count, let value = UInt32(String(decoding: bytes[digits..<index], as: UTF8.self), radix: 16),
                          let scalar = UnicodeScalar(value) else {
                        throw LabLineError(column: column(digits - 2), message: .badEscape(e == UInt8(ascii: "u") ? "\\u" : "\\U"))
                    }
                    out += Array(String(Character(scalar)).utf8)
                default:
                    throw LabLineError(column: column(index - 2), message: .badEscape("\\" + String(UnicodeScalar(e))))
                }
                continue
            }
            out.append(b)
            index += 1
        }
        throw LabLineError(column: column(start), message: .unclosedString)
    }

    mutating func blobLiteral() throws -> [UInt8] {
        let start = index
        index += 2
        let digits = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "'") { index += 1 }
        guard index < bytes.count else { throw LabLineError(column: column(start), message: .unclosedBlob) }
        let hex = Array(bytes[digits..<index])
        index += 1
        guard hex.count % 2 == 0, hex.allSatisfy(isHex) else { throw LabLineError(column: column(start), message: .badBlob) }
        var out: [UInt8] = []
        out.reserveCapacity(hex.count / 2)
        var i = 0
        while i < hex.count {
            out.append(UInt8(String(decoding: hex[i..<i + 2], as: UTF8.self), radix: 16)!)
            i += 2
        }
        return out
    }
}

// MARK: - Statements

private struct Parser {
    var tokens: [Token]
    var position = 0

    init(_ tokens: [Token]) { self.tokens = tokens }

    var current: Token? { position < tokens.count ? tokens[position] : nil }
    var column: Int { current?.column ?? ((tokens.last?.column ?? 0) + 1) }

    mutating func instruction() throws -> LabInstruction {
        // TYPE-WORDS [*] NAME [= EXPR]  |  NAME = CALL  |  NAME = VALUE  |  CALL
        var typeWords: [String] = []
        var stars = 0
        let start = position
        while case .identifier(let word)? = current?.kind, position + 1 < tokens.count {
            let next = tokens[position + 1].kind
            if next == .punctuation("(") || next == .punctuation("=") { break }
            typeWords.append(word)
            position += 1
            while current?.kind == .punctuation("*") { stars += 1; position += 1 }
        }
        if typeWords.isEmpty { position = start }
        guard case .identifier(let name)? = current?.kind else {
            throw LabLineError(column: column, message: current == nil ? .empty : .expectedCall)
        }
        let nameColumn = column
        position += 1
        let type = typeWords.isEmpty ? nil : typeWords.joined(separator: " ") + (stars > 0 ? " " + String(repeating: "*", count: stars) : "")
        if current?.kind == .punctuation("(") {
            if type != nil { throw LabLineError(column: nameColumn, message: .expectedCall) }
            let call = try self.call(name, column: nameColumn)
            try end()
            return .call(call, assignTo: nil, declaredType: nil)
        }
        if current == nil {
            guard let type else { throw LabLineError(column: nameColumn, message: .notACall(name)) }
            return .declaration(type: type, name: name, initial: nil)
        }
        guard current?.kind == .punctuation("=") else { throw LabLineError(column: column, message: .expectedCall) }
        position += 1
        if case .identifier(let function)? = current?.kind, position + 1 < tokens.count, tokens[position + 1].kind == .punctuation("(") {
            let functionColumn = column
            position += 1
            let call = try self.call(function, column: functionColumn)
            try end()
            return .call(call, assignTo: name, declaredType: type)
        }
        let value = try argument()
        try end()
        if let type { return .declaration(type: type, name: name, initial: value) }
        return .assignment(name: name, value: value)
    }

    mutating func end() throws {
        if let current { throw LabLineError(column: current.column, message: .trailing) }
    }

    mutating func call(_ function: String, column: Int) throws -> LabCall {
        position += 1  // (
        var arguments: [LabArgument] = []
        if current?.kind == .punctuation(")") {
            position += 1
            return LabCall(function: function, arguments: [], column: column)
        }
        while true {
            arguments.append(try argument())
            guard let token = current else { throw LabLineError(column: self.column, message: .unclosedCall) }
            position += 1
            if token.kind == .punctuation(")") { break }
            if token.kind != .punctuation(",") { throw LabLineError(column: token.column, message: .expectedComma) }
        }
        return LabCall(function: function, arguments: arguments, column: column)
    }

    mutating func argument() throws -> LabArgument {
        var parts = [try single()]
        while current?.kind == .punctuation("|") {
            position += 1
            parts.append(try single())
        }
        return parts.count == 1 ? parts[0] : .flags(parts)
    }

    mutating func single() throws -> LabArgument {
        guard let token = current else { throw LabLineError(column: column, message: .missingArgument) }
        position += 1
        switch token.kind {
        case .string(let bytes): return .string(bytes)
        case .integer(let n): return .integer(n)
        case .double(let d): return .double(d)
        case .blob(let bytes): return .blob(bytes)
        case .identifier("NULL"), .identifier("nil"): return .null
        case .identifier(let name):
            if current?.kind == .punctuation("(") { throw LabLineError(column: token.column, message: .nestedCall(name)) }
            return .name(name)
        case .punctuation("&"):
            guard case .identifier(let name)? = current?.kind else { throw LabLineError(column: token.column, message: .addressOfWhat) }
            position += 1
            return .address(name)
        default:
            throw LabLineError(column: token.column, message: .missingArgument)
        }
    }
}

/// `CharacterColumns` held by reference, so that the lexer's non-mutating helpers can ask.
private final class ColumnBox {
    var counter: CharacterColumns
    init(_ counter: CharacterColumns) { self.counter = counter }
    func column(_ offset: Int) -> Int { counter.column(offset) }
}
