import SQLabSQLite
import SQLabText
import SQLabSQL
/// A place in a file: 1-based line and column (columns count characters).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible, Comparable {
    public let file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `lessons/01-first-steps.md:42:5`, the form compilers and editors jump to.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// A problem found in a lesson or answer file, printed compiler-style:
/// `lessons/03-update.md:42:5: error: unknown result code 'SQLITE_CONSTRAIN' (did you mean SQLITE_CONSTRAINT?)`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning, note }
    public let location: SourceLocation
    public let severity: Severity
    public let message: String

    public init(_ severity: Severity = .error, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): \(severity.rawValue): \(message)" }

    /// The same line with the severity in `language` (`FILE:LINE:COLUMN: 错误：…`): the
    /// `FILE:LINE:COLUMN:` prefix stays as editors and scripts read it.
    public func description(in language: Language) -> String {
        guard language != .en else { return description }
        let word: TextKey = severity == .error ? .severityError : severity == .warning ? .severityWarning : .severityNote
        return "\(location): " + language.text(word) + message
    }
}

/// A lesson that could not be read or parsed: every problem found, in file order.
public struct LessonError: Error, CustomStringConvertible {
    public let diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
    /// Each diagnostic with its severity in `language`, one a line.
    public func description(in language: Language) -> String {
        diagnostics.map { $0.description(in: language) }.joined(separator: "\n")
    }
}
