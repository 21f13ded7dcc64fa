import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine
import SQLabPresent
import SQLabGrading
import SQLabLogictest
import SQLabShell

/// `sqlab explain [CODE|SQL|FILE.sql|-] [--encoding NAME] [--lang en|zh]`: explains one result
/// code, or lists them all; given a file of SQL (a name ending in `.sql`, any existing file, or
/// `-` for standard input: decoded as answer files are, `--encoding` as for `check`) or SQL
/// (text with a space or a `;`, which no code has), runs it in a fresh sandboxed in-memory
/// database as the REPL does (unless it is an SQLite message the message catalogue knows, which
/// is explained: its meaning, cause and fix) and shows what each statement did: the decoded failure with its
/// caret, or the notes on a statement that succeeds, each with its caret. Text that does not
/// start as a statement does is first read as an error report (`SQLiteErrorReport`): SQLite's
/// message or a result code found inside a library's or a tool's words is explained.
struct ExplainCommand {
    /// The longest text `explain` takes for an SQLite message (SQLite's own messages are far
    /// shorter); longer text is SQL.
    static let messageLengthLimit = 512

    let context: CommandContext
    let arguments: Arguments
    let common: CommonOptions

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        (arguments, common) = try CommonOptions.parse(words, context: context, options: ["--encoding"], positional: 0...1,
                                                      usage: "usage: sqlab explain [CODE|SQL|FILE.sql|-] [--encoding NAME] [--lang en|zh]")
        _ = try CheckCommand.encodings(arguments)
    }

    /// Whether the argument names a file of SQL rather than a code or SQL text: `-`, a name
    /// ending in `.sql` (any case) with no space or `;`, or a path that exists (a folder too, so
    /// that it is refused as one). A result code's name or number is never a file.
    static func namesFile(_ text: String) -> Bool {
        guard ResultCode(parsing: text) == nil, !text.isEmpty, !text.contains(where: \.isNewline) else { return false }
        if text == "-" { return true }
        if LessonParser.isScript(text), !text.contains(where: { $0 == " " || $0 == ";" || $0 == "\t" }) { return true }
        return FileManager.default.fileExists(atPath: text)
    }

    func execute() throws -> ExitStatus {
        let presenter = ExplainPresenter(explainer: Explainer(language: common.language),
                                         style: context.style, width: context.width)
        guard let text = arguments.positional.first else {
            context.unwrapped(presenter.list())
            return .success
        }
        let language = common.language
        // Bytes that are not UTF-8 reach Swift's arguments as U+FFFD: SQLite would be given
        // other text than was typed. Said, with the first such byte, rather than run.
        if let bad = ExplainCommand.invalidUTF8(in: text) {
            context.err(language.text(.sqlabPrefix) + language.text(.explainNotUTF8, String(format: "%02X", bad.byte), bad.offset + 1))
            return .couldNotRun
        }
        // An SQLite message pasted from the REPL (`UNIQUE constraint failed: t.a`) is explained
        // as the message it is, not run as SQL (trial finding 18).
        // (Only a line of message length is matched: the templates' matching is not meant for a
        // whole script, and took seconds on long SQL.)
        let oneLine = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if ResultCode(parsing: text) == nil, oneLine.utf8.count <= ExplainCommand.messageLengthLimit, !oneLine.contains(where: \.isNewline),
           let match = MessageCatalogue.match(oneLine),
           let explained = presenter.explain(message: text.trimmingCharacters(in: .whitespacesAndNewlines), match) {
            context.out(explained)
            return .success
        }
        // An error report pasted whole (`SQLite error 1: no such table: users`, Core Data's
        // `NSSQLiteErrorDomain=19`, `sqlite3.OperationalError: database is locked`): text that
        // does not start as a statement does, in which SQLite's message or a code is found.
        if ResultCode(parsing: text) == nil, !ExplainCommand.namesFile(text), !SQLiteErrorReport.looksLikeSQL(text),
           let report = SQLiteErrorReport.read(oneLine), let explained = presenter.explain(report: report) {
            context.out(explained)
            return .success
        }
        if ExplainCommand.namesFile(text) {
            let file = try AnswerFile.readText(text, encodings: CheckCommand.encodings(arguments), standardInput: { context.input.read(upTo: $0) })
            return try explainStatements(file.text)
        }
        if ResultCode(parsing: text) == nil, text.contains(where: { $0 == " " || $0 == ";" || $0 == "\n" || $0 == "\t" }) {
            return try explainStatements(text)
        }
        guard let code = ResultCode(parsing: text) else {
            // Compared without the SQLITE_ prefix, which every name shares.
            let bare = text.uppercased().hasPrefix("SQLITE_") ? String(text.uppercased().dropFirst(7)) : text.uppercased()
            let close = Int(text) != nil || bare.isEmpty ? nil
                : DidYouMean.closest(to: bare, in: ResultCode.allNames.map { String($0.dropFirst(7)) }).map { "SQLITE_" + $0 }
            let message = close.map { language.text(.unknownCodeClose, text, $0) } ?? language.text(.unknownCode, text)
            context.err(language.text(.sqlabPrefix) + message)
            return .couldNotRun
        }
        context.out(presenter.explain(code))
        // Where the course makes it happen (steps marked expect=CODE); success codes happen everywhere.
        if code.isSuccess {
            context.out(language.text(.explainEverywhere))
        } else {
            let places = CodeShowcase.places(of: code, in: common.course)
            // Lesson ids only: `sqlab run ID` shows the step; lines move as lessons change.
            context.out(places.isEmpty ? language.text(.explainNowhere)
                        : language.text(.explainShownIn, places.map(\.lesson).joined(separator: language.text(.explainPlaceSeparator))))
        }
        return .success
    }

    /// The first byte that is not UTF-8 in the word of the process's command line that `text`
    /// was decoded from (`CommandLine.unsafeArgv`, the bytes as the process got them), and its
    /// 0-based offset; nil when `text` holds no U+FFFD or no such word is on the command line
    /// (a command run in-process).
    static func invalidUTF8(in text: String) -> (byte: UInt8, offset: Int)? {
        guard text.unicodeScalars.contains("\u{FFFD}") else { return nil }
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) }
            guard String(decoding: bytes, as: UTF8.self) == text else { continue }
            var iterator = bytes.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            var offset = 0
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let scalar): offset += scalar.count
                case .error:
                    return (bytes[offset], offset)
                case .emptyInput: return nil
                }
            }
        }
        return nil
    }

    /// Runs `sql` statement by statement in a fresh sandboxed database, each echoed, then shown
    /// as the REPL shows it, the last one too when it never ends (an unclosed string). Exit
    /// status 1 when a statement failed.
    ///
    /// - Throws: `SQLiteError` when the sandbox cannot be opened.
    ///
    /// Text with no statement at all (`;`, spaces, comments) is a usage error, status 2: there
    /// is nothing to run or explain, and printing nothing would look like success.
    private func explainStatements(_ sql: String) throws -> ExitStatus {
        guard !ExerciseChecker.isBlank(sql) else {
            let shown = ControlCharacters.visibleOnOneLine(sql.count > 40 ? String(sql.prefix(39)) + "…" : sql)
            context.err(common.language.text(.sqlabPrefix) + common.language.text(.explainNoStatement, "'\(shown)'"))
            return .couldNotRun
        }
        let previousHeapLimit = Sandbox.setProcessHeapLimit(bytes: Sandbox.learnerHeapLimit)
        defer { Sandbox.setProcessHeapLimit(bytes: previousHeapLimit) }
        let configuration = Session.Configuration(sandbox: Sandbox(statementTimeout: common.timeout), language: common.language,
                                                  style: context.style, width: context.width, inputName: "explain", inputIsScript: false)
        let session = try Session(configuration: configuration, lesson: nil) { [context] text in context.unwrapped(text) }
        session.echoStatements = true
        // One budget for the whole text, as `run` has for a lesson (`LessonBudget`), not the
        // REPL's deadline per typed statement alone: a file of a hundred statements each just
        // under the deadline took 22 s.
        let budget = LessonBudget(timeout: common.timeout)
        session.runner.sandboxed.lessonBudget = budget
        // A last statement without its `;` gets one, unless the `;` would not end it (it would
        // fall inside an unclosed string, quoted name or comment): then it is run as typed.
        let ended = sql.hasSuffix(";") || sql.hasSuffix("\n") || !SQLSyntax.isComplete(sql + ";") ? sql : sql + ";"
        session.feed(lines: ended)
        // What is still pending at the end (`SELECT 'abc`) runs as it is, and SQLite says
        // what is wrong with it, as at the end of a piped script.
        session.finish()
        if budget.isSpent {
            func format(_ seconds: Double) -> String { seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds) }
            context.err(common.language.text(.sqlabPrefix) + common.language.text(.explainBudgetSpent, format(budget.seconds), format(budget.cpuSeconds)))
        }
        return session.failures > 0 ? .foundProblems : .success
    }
}
