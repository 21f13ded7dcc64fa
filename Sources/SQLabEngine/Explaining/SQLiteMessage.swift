/// The facts SQLite keeps only in its error message text, parsed in this one place.
///
/// SQLite reports the missing name of "no such table: X" and the column of
/// "UNIQUE constraint failed: T.C" only inside `sqlite3_errmsg`; everything else in sqlab decides
/// by result codes. Each form below has a test (`SQLiteMessageTests`) with the exact message
/// SQLite 3.40.1 produces.
public enum SQLiteMessage: Equatable, Sendable {
    /// `no such table: X` (also `no such table: main.X`).
    case noSuchTable(String)
    /// `no such column: X` (also `no such column: T.X`).
    case noSuchColumn(String)
    /// `table T has no column named C` (INSERT naming a column that does not exist).
    case noColumnNamed(table: String, column: String)
    /// `table X already exists`.
    case tableExists(String)
    /// `near "X": syntax error`.
    case syntaxErrorNear(String)
    /// `incomplete input`: the statement stopped early (a missing `)` or `END`).
    case incompleteInput
    /// `no such function: X`.
    case noSuchFunction(String)
    /// `UNIQUE constraint failed: T.C` / `NOT NULL constraint failed: T.C`, and the like:
    /// the kind (`UNIQUE`, `NOT NULL`, `CHECK`, `FOREIGN KEY`) and the columns named.
    case constraintFailed(kind: String, columns: [String])
    /// `AUTOINCREMENT is only allowed on an INTEGER PRIMARY KEY`.
    case autoincrementNotInteger
    /// `table T has N columns but M values were supplied` (a positional INSERT) or
    /// `N values for M columns` (an INSERT naming its columns).
    case valueCountMismatch
    /// `misuse of aggregate: count()` / `misuse of aggregate function count()`.
    case aggregateMisuse(String)
    /// `cannot commit - no transaction is active` (also rollback).
    case noTransaction
    /// `cannot start a transaction within a transaction`.
    case nestedTransaction
    /// `ambiguous column name: X`.
    case ambiguousColumn(String)
    /// `not authorized` / `not authorized to use function: printf`: the sandbox's authorizer
    /// refused (SQLite reports a denial found while preparing as `SQLITE_ERROR`).
    case notAuthorized
    /// Anything else.
    case other

    public init(_ message: String) {
        func after(_ prefix: String) -> String? {
            message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : nil
        }
        if message.contains(" columns but "), message.hasSuffix(" values were supplied") {
            self = .valueCountMismatch
        } else if let name = after("no such table: ") {
            self = .noSuchTable(name)
        } else if let name = after("no such column: ") {
            self = .noSuchColumn(name)
        } else if let rest = after("table "), let range = rest.range(of: " has no column named ") {
            self = .noColumnNamed(table: String(rest[..<range.lowerBound]), column: String(rest[range.upperBound...]))
        } else if let rest = after("table "), rest.hasSuffix(" already exists") {
            self = .tableExists(String(rest.dropLast(" already exists".count)))
        } else if let rest = after("near \""), let end = rest.range(of: "\": syntax error", options: .backwards) {
            self = .syntaxErrorNear(String(rest[..<end.lowerBound]))
        } else if message == "incomplete input" {
            self = .incompleteInput
        } else if let name = after("no such function: ") {
            self = .noSuchFunction(name)
        } else if let range = message.range(of: " constraint failed") {
            let kind = String(message[..<range.lowerBound])
            let rest = message[range.upperBound...].drop(while: { $0 == ":" || $0 == " " })
            let columns = rest.isEmpty ? [] : rest.components(separatedBy: ", ")
            self = .constraintFailed(kind: kind, columns: columns)
        } else if message.hasPrefix("AUTOINCREMENT is only allowed on an INTEGER PRIMARY KEY") {
            self = .autoincrementNotInteger
        } else if (message.contains(" values for ") && message.hasSuffix(" columns"))
                    || (message.contains(" columns but ") && message.hasSuffix(" values were supplied")) {
            self = .valueCountMismatch
        } else if let rest = after("misuse of aggregate") {
            self = .aggregateMisuse(rest.drop(while: { $0 == ":" || $0 == " " }).replacingOccurrences(of: "function ", with: ""))
        } else if message.hasPrefix("cannot commit - no transaction is active") || message.hasPrefix("cannot rollback - no transaction is active") {
            self = .noTransaction
        } else if message == "cannot start a transaction within a transaction" {
            self = .nestedTransaction
        } else if let name = after("ambiguous column name: ") {
            self = .ambiguousColumn(name)
        } else if message.hasPrefix("not authorized") {
            self = .notAuthorized
        } else {
            self = .other
        }
    }

    /// True when "did you mean" needs the database's table and column names.
    public var needsSchemaNames: Bool {
        switch self {
        case .noSuchTable, .noSuchColumn, .noColumnNamed: return true
        // The fix of a primary key taken depends on the key's declared type.
        case .constraintFailed(let kind, _): return kind == "UNIQUE"
        default: return false
        }
    }

    /// The table or column name the message says does not exist, without a schema prefix:
    /// where a caret should point and what "did you mean" looks for.
    public var missingName: String? {
        switch self {
        case .noSuchTable(let n), .noSuchColumn(let n), .noSuchFunction(let n):
            return n.split(separator: ".").last.map(String.init)
        case .noColumnNamed(_, let c): return c
        case .syntaxErrorNear(let token): return token
        default: return nil
        }
    }
}

import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons
