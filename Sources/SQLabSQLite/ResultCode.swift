/// A SQLite result code: a primary code (0–255) or an extended code, whose low byte is its
/// primary code.
///
/// An open struct rather than an enum, so that a code a newer SQLite returns is still a value.
/// The constants (`ResultCode.SQLITE_CONSTRAINT_UNIQUE`, …) are spelled exactly as in `sqlite3.h`
/// and are generated from it (`ResultCode+Constants.swift`).
///
/// In a `switch`, a primary code matches all of its extended codes, but not the reverse:
///
///     switch error.code {
///     case .SQLITE_CONSTRAINT_PRIMARYKEY: …   // only 1555
///     case .SQLITE_CONSTRAINT: …              // 19, 275, 531, …
///     default: …
///     }
///
/// SQLite: <https://sqlite.org/rescode.html>
public struct ResultCode: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The code as `sqlite3_extended_errcode` returns it.
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The primary code: the low byte ("the least significant 8 bits of the extended result code").
    public var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    /// True for a primary code (no extended bits).
    public var isPrimary: Bool { rawValue == primary.rawValue }

    /// The C name (`SQLITE_CONSTRAINT_UNIQUE`), or nil for a code the installed header does not define.
    public var name: String? { ResultCode.namesByValue[rawValue] }

    /// `SQLITE_CONSTRAINT_UNIQUE (2067)`, or `result code 12345` for an undefined code.
    public var description: String {
        name.map { "\($0) (\(rawValue))" } ?? "result code \(rawValue)"
    }

    /// True for `SQLITE_OK`, `SQLITE_ROW` and `SQLITE_DONE` and their extended codes.
    public var isSuccess: Bool {
        let p = primary
        return p == .SQLITE_OK || p == .SQLITE_ROW || p == .SQLITE_DONE
    }

    public static func < (a: ResultCode, b: ResultCode) -> Bool { a.rawValue < b.rawValue }

    /// A primary pattern matches every extended code built on it; otherwise codes match exactly.
    public static func ~= (pattern: ResultCode, value: ResultCode) -> Bool {
        pattern.isPrimary ? value.primary == pattern : value == pattern
    }

    /// Looks a code up as a learner or a lesson author writes it: a number (`19`, `2067`), a full
    /// name (`SQLITE_CONSTRAINT_UNIQUE`) or a name without the prefix (`constraint_unique`), in any
    /// case. Returns nil for anything the installed header does not define.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let number = Int32(trimmed) {
            guard ResultCode.namesByValue[number] != nil else { return nil }
            self.init(rawValue: number)
            return
        }
        var upper = trimmed.uppercased()
        if !upper.hasPrefix("SQLITE_") { upper = "SQLITE_" + upper }
        guard let value = ResultCode.valuesByName[upper] else { return nil }
        self.init(rawValue: value)
    }

    /// Every defined name, for "did you mean" on a misspelt code.
    public static var allNames: [String] { allDefined.map(\.name) }

    private static let namesByValue: [Int32: String] = {
        var map: [Int32: String] = [:]
        for (name, code) in allDefined where map[code.rawValue] == nil { map[code.rawValue] = name }
        return map
    }()

    private static let valuesByName: [String: Int32] = {
        Dictionary(allDefined.map { ($0.name, $0.code.rawValue) }, uniquingKeysWith: { a, _ in a })
    }()
}

import Foundation
