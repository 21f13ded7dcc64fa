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

    /// `lessons/01-first-steps.md:42:5`, the form compilers and editors jump to. The file name
    /// is a string sqlab did not write: its control characters, line feed and tab included,
    /// are shown visibly, so a name cannot break the line or fake a diagnostic of its own.
    public var description: String { "\(ControlCharacters.visibleOnOneLine(file)):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// A problem found in a lesson or answer file, printed compiler-style:
/// `lessons/03-update.md:42:5: error: unknown result code 'SQLITE_CONSTRAIN' (did you mean SQLITE_CONSTRAINT?)`.
///
/// A diagnostic made from a catalogue text (`init(_:at:_:_:)`) is written in the reader's
/// language by `description(in:)`; one made from a string is the same in every language (an
/// author's check, SQLite's own message).
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning, note }
    public let location: SourceLocation
    public let severity: Severity
    /// The message in English.
    public let message: String
    /// The message as a catalogue text, when it was made from one.
    public let text: LocalizedText?

    public init(_ severity: Severity = .error, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
        self.text = nil
    }

    /// A diagnostic whose message is the catalogue's text of `key` with `arguments` (a
    /// `TextKey` or `LocalizedText` argument is translated with it), shown in the reader's
    /// language by `description(in:)`.
    public init(_ severity: Severity = .error, at location: SourceLocation, _ key: TextKey, _ arguments: Any...) {
        self.init(severity, at: location, LocalizedText(key, arguments: arguments))
    }

    /// A diagnostic whose message is `text`.
    public init(_ severity: Severity = .error, at location: SourceLocation, _ text: LocalizedText) {
        self.severity = severity
        self.location = location
        self.message = text.text(in: .en)
        self.text = text
    }

    /// The message in `language`: the catalogue's text when there is one, else `message`.
    public func message(in language: Language) -> String {
        text?.text(in: language) ?? message
    }

    public var description: String { "\(location): \(severity.rawValue): \(message)" }

    /// The same line with the severity and the message in `language`
    /// (`FILE:LINE:COLUMN: 错误：…`): the `FILE:LINE:COLUMN:` prefix stays as editors and
    /// scripts read it.
    public func description(in language: Language) -> String {
        guard language != .en else { return description }
        let word: TextKey = severity == .error ? .severityError : severity == .warning ? .severityWarning : .severityNote
        return "\(location): " + language.text(word) + message(in: language)
    }

    /// Two diagnostics are equal when they say the same thing at the same place, however
    /// they were made.
    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.location == b.location && a.severity == b.severity && a.message == b.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(severity)
        hasher.combine(message)
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
