import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons
import SQLabCourse
import SQLabEngine
import SQLabPresent

/// The REPL's engine, with no terminal: lines in, text out, like the sqlite3 shell over a
/// private sandboxed in-memory database (`Sandbox.open()`).
///
/// A line that starts with `.` while no statement is pending is a dot-command
/// (`DotCommands`). Other lines collect into a statement until `sqlite3_complete` calls it
/// complete; then each statement in it runs through `LessonRunner.execute(typed:at:)` and is
/// shown as `sqlab run` shows a step (`RunPresenter`): rows, changed rows, or the decoded
/// failure with its caret and "did you mean". Lines that hold only blanks or a `--` comment
/// are skipped while no statement is pending, as in the sqlite3 shell.
///
/// With a lesson, the database starts in the state the lesson's steps build before the
/// current exercise (the first one not yet passed), the same state `check` runs answers on;
/// with every exercise passed, or none, in the state all its steps build.
///
/// For example (what `SessionTests` does):
///
///     var text = ""
///     let session = try Session(configuration: .init(), lesson: nil) { text += $0 + "\n" }
///     session.feed("SELECT 1 +")
///     session.feed("  1;")        // runs `SELECT 1 +\n  1;`; `text` holds its table
public final class Session {
    /// What a session needs from outside: settings, where lessons are, the progress store,
    /// and how answers are checked.
    public struct Configuration {
        /// The sandbox every connection of the session is opened with (its statement deadline).
        public var sandbox: Sandbox
        /// The language of explanations and labels.
        public var language: Language
        /// Colour on a terminal, plain text otherwise.
        public var style: Style
        /// Columns to wrap prose at.
        public var width: Int
        /// Where `.lesson ID` looks lessons up; nil: only paths.
        public var course: Course?
        /// Where `.check` and `.hint` record progress; nil: nothing is recorded.
        public var progress: ProgressStore?
        /// Checks one answer to one exercise. The command line checks in a worker process
        /// (`IsolatedChecker`); the default checks in this process with `ExerciseChecker`.
        public var check: (Lesson, Exercise, String) -> ExerciseVerdict
        /// The name typed statements are reported under, e.g. `<stdin>`.
        public var inputName: String
        /// After this many failed statements in a row, the rest of a script (a `.read` file, or
        /// the input itself when `inputIsScript`) is skipped. A script of thousands of failing
        /// statements could otherwise keep the REPL busy for minutes: after a failed CREATE,
        /// SQLite reads the whole schema again for the next statement.
        public var consecutiveFailureLimit: Int
        /// True when the input is a script (piped), false when a person types it line by line.
        public var inputIsScript: Bool
        /// Where `sqlab repl --plain` writes: results (the sqlite3 shell's exact bytes) and error
        /// lines apart, with no teaching notes. Nil for the teaching REPL.
        public var plain: PlainOutput?
        /// Where query rows in a data format (the `csv` and `json` modes) go, exactly as they
        /// are, when standard output is a file or a pipe; nil (a terminal): with the rest of
        /// the session's text, control characters made visible. Only the rows: the counts,
        /// result codes and errors around them are text for a person.
        public var dataOutput: ((String) -> Void)?
        /// Asks the person at the keyboard a yes-or-no question (`.save` over an existing file);
        /// nil: nobody can be asked, so the answer is no.
        public var confirm: ((String) -> Bool)?

        /// The defaults: a 1 s statement deadline, English, plain text, 80 columns, no course,
        /// no progress store, answers checked in this process, input read as a script.
        public init(sandbox: Sandbox = Sandbox(), language: Language = .en, style: Style = .plain, width: Int = 80,
                    course: Course? = nil, progress: ProgressStore? = nil,
                    check: @escaping (Lesson, Exercise, String) -> ExerciseVerdict = Session.checkInProcess,
                    inputName: String = "<stdin>", inputIsScript: Bool = true, consecutiveFailureLimit: Int = 100) {
            self.sandbox = sandbox
            self.language = language
            self.style = style
            self.width = width
            self.course = course
            self.progress = progress
            self.check = check
            self.inputName = inputName
            self.consecutiveFailureLimit = consecutiveFailureLimit
            self.inputIsScript = inputIsScript
        }
    }

    /// The two streams of the plain REPL: standard output gets results as bytes (a blob is
    /// written as it is, as the sqlite3 shell does), standard error gets error lines.
    public struct PlainOutput {
        public var out: ([UInt8]) -> Void
        public var err: (String) -> Void
        public init(out: @escaping ([UInt8]) -> Void, err: @escaping (String) -> Void) {
            self.out = out
            self.err = err
        }
    }

    /// The prompt for a new statement.
    public static let prompt = "sqlab> "
    /// The prompt for a statement's further lines, until `sqlite3_complete` says it is complete.
    public static let continuationPrompt = "   ...> "
    /// Files `.read` may nest, at most (a file that reads itself stops here).
    static let readDepthLimit = 16
    /// The largest file `.read` reads, in bytes.
    static let readFileLimit = 16 << 20
    /// The largest statement collected from input, in bytes: past it the statement is dropped
    /// (SQLite's own limit, `SQLITE_LIMIT_SQL_LENGTH`, is lower).
    public static let statementByteLimit = 1 << 17   // 128 KiB: above SQLITE_LIMIT_SQL_LENGTH, so SQLite's own message shows up to there

    /// What the session was opened with.
    public let configuration: Configuration
    let explainer: Explainer
    var presenter: RunPresenter
    private let output: (String) -> Void

    /// The lesson, when there is one (`sqlab repl LESSON`, `.lesson ID`).
    public private(set) var lesson: Lesson?
    /// The exercise `.check`, `.hint` and `.solution` are about.
    public internal(set) var exercise: Exercise?
    /// The runner that owns the sandboxed connection; replaced by `.reset` and `.lesson`.
    public private(set) var runner: LessonRunner
    /// Called with the new connection whenever `.reset` or `.lesson` replaces it, before the old
    /// one is released (the REPL points its Ctrl-C handler at it).
    public var connectionDidChange: ((SandboxedConnection) -> Void)?

    /// True after `.quit` or `.exit`, and after a failure with `.bail on`.
    public internal(set) var isFinished = false
    /// The status `.exit CODE` asked for (nil: the usual 0 or 1).
    public internal(set) var exitCode: Int32?
    /// `.bail on` (`-bail`): stop at the first failed statement or command.
    public var bail = false
    /// `.echo on` (`-echo`): write each input line (a statement as it was collected, a
    /// dot-command as typed) before running it.
    public var echo = false
    /// Echo each statement just before what it did (`sqlab explain`), unless it failed with a
    /// caret line and is one line long: that line shows the statement already, so it is not
    /// written twice (of a longer statement the caret shows only the line it points into).
    public var echoStatements = false
    /// Where `.once FILE` or `.output FILE` sends what the session writes, and whether it is for
    /// one statement or command only.
    var redirect: (handle: FileHandle, path: String, once: Bool)?
    /// True right after `.once`, so that the `.once` line itself does not end it.
    var onceArmed = false
    /// The shell's output settings in plain mode (`.mode`, `.headers`, `.nullvalue`,
    /// `.separator`); the teaching REPL keeps its own in `presenter`.
    public var shell = ShellSettings()
    /// Statements that failed, and commands that could not be carried out: the exit status is 1
    /// when there were any.
    public internal(set) var failures = 0

    var buffer = ""
    var bufferLine = 0
    /// The dot-command line being carried out, without its dot (`.print` reads it as the
    /// sqlite3 shell splits it).
    var dotLine = ""
    /// The statement time limit `.timeout` set, kept across `.reset` and `.lesson`.
    var timeoutOverride: Double?

    /// Seconds as the REPL writes them: `1`, `2.5`.
    static func seconds(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
    var lineNumber = 0
    /// Statements typed since the last `.check`, and whether each succeeded.
    var typedSinceCheck: [(sql: String, succeeded: Bool)] = []
    var lastTyped: String?
    /// The course as far as this session knows it: its lessons, progress (in the store, else
    /// in memory), hints and the solution gate.
    public let course: CourseModel
    /// The course's texts: exercise lines, hints, the exercise itself.
    var coursePresenter: CoursePresenter
    /// The names of the files being `.read`, innermost last.
    var reading: [String] = []
    /// Failed statements since the last one that worked.
    var consecutiveFailures = 0
    /// True once a script has failed `consecutiveFailureLimit` times in a row: its other lines
    /// are skipped.
    var skippingInput = false

    /// Opens the session's database: empty, or in the lesson's starting state.
    ///
    /// - Parameters:
    ///   - lesson: the lesson whose steps build the starting state, or nil for an empty database.
    ///   - output: receives each piece of text to show, without a final newline.
    /// - Throws: `SQLiteError` when SQLite cannot open a database; `Diagnostic` for an error in
    ///   the lesson's text (a params line that does not fit its statement).
    public init(configuration: Configuration, lesson: Lesson?, output: @escaping (String) -> Void) throws {
        self.configuration = configuration
        self.explainer = Explainer(language: configuration.language)
        self.presenter = RunPresenter(style: configuration.style, explainer: explainer, width: configuration.width)
        self.output = output
        self.lesson = lesson
        self.course = CourseModel(lessons: lesson.map { [$0] } ?? [], store: configuration.progress)
        self.coursePresenter = CoursePresenter(style: configuration.style, width: configuration.width, language: configuration.language)
        self.runner = try LessonRunner(lesson: lesson ?? Session.emptyLesson, sandbox: Session.budgeted(configuration.sandbox), explainer: explainer)
        if let lesson {
            exercise = firstUnfinished(in: lesson)
            try runner.runSteps(before: exercise?.id)
        }
        // What the person types next has its own deadline, not the lesson's budget.
        runner.sandboxed.lessonBudget = nil
        startingState = stateMark()
    }

    static let emptyLesson = Lesson(id: "", title: "", path: "", blocks: [])

    /// `sandbox` with a budget for the lesson's own steps (`LessonBudget`): a lesson of many
    /// steps, each just under its deadline, stops with `LessonBudgetSpent` instead of running
    /// for minutes before the prompt.
    static func budgeted(_ sandbox: Sandbox) -> Sandbox {
        var budgeted = sandbox
        budgeted.lessonBudget = LessonBudget(timeout: sandbox.statementTimeout)
        return budgeted
    }

    /// The prompt to show before the next line: `sqlab> `, or `   ...> ` inside a statement.
    public var prompt: String { buffer.isEmpty ? Session.prompt : Session.continuationPrompt }

    /// How query results are drawn now (`.mode`).
    public var outputMode: OutputMode { presenter.mode }

    /// The sandboxed connection statements run on now.
    public var sandboxed: SandboxedConnection { runner.sandboxed }

    /// What to say when an interactive session starts.
    public var banner: String {
        var lines = [LineWrapper.fit(text(.replBanner, presenter.style.bold("sqlab"), SQLSyntax.libraryVersion), width: configuration.width)]
        if let lesson { lines += lessonIntroduction(lesson) }
        return LineWrapper.fit(lines.joined(separator: "\n"), width: configuration.width)
    }

    /// Shows text: to the `.once`/`.output` file when there is one; else, in plain mode, to
    /// standard output exactly; else wrapped to the terminal's width (`LineWrapper`: tables are
    /// left as they are).
    func write(_ text: String) {
        if redirect != nil || configuration.plain != nil {
            // Text of the session (dot-commands' answers, echoed names) is never data.
            writeBytes(Array(ControlCharacters.visible(text + "\n").utf8))
        } else {
            output(LineWrapper.fit(text, width: configuration.width))
        }
    }

    /// Shows what a statement did. Its rows in a data format (csv, json) keep their bytes in a
    /// `.output` file and, through `dataOutput`, on a pipe; everything else (the rows of the
    /// other modes, counts, result codes, "SQLite says") has its control characters made
    /// visible (`ControlCharacters`), wherever it goes.
    func show(_ outcome: StepOutcome) {
        let full = presenter.outcome(outcome)
        let dataSink: ((String) -> Void)? = redirect != nil ? { [self] in writeBytes(Array(($0 + "\n").utf8)) } : configuration.dataOutput
        if presenter.mode.isDataFormat, let dataSink, case .rows(let columns, let rows, _, _) = outcome.result, !rows.isEmpty {
            let table = presenter.mode.render(columns: columns, rows: rows, settings: presenter.shell)
            if let range = full.range(of: table) {
                let before = full[..<range.lowerBound].dropLast(), after = full[range.upperBound...].drop(while: { $0 == "\n" })
                if !before.isEmpty { showText(String(before)) }
                dataSink(table)
                if !after.isEmpty { showText(String(after)) }
                return
            }
        }
        showText(full)
    }

    /// Text of the session's own that is not wrapped (tables, outcomes): to the `.output`
    /// file, or the screen, its control characters made visible.
    private func showText(_ text: String) {
        if presenter.mode == .box || redirect != nil { write(text) } else { output(text) }
    }

    /// Writes bytes as they are: results in plain mode end with their own line breaks.
    func writeBytes(_ bytes: [UInt8]) {
        if let redirect {
            redirect.handle.write(Data(bytes))
        } else if let plain = configuration.plain {
            plain.out(bytes)
        } else {
            output(String(decoding: bytes.last == 0x0A ? bytes.dropLast() : bytes[...], as: UTF8.self))
        }
    }

    /// Reports a command that could not be carried out (it counts as a failure; with `.bail on`
    /// the session stops), on the screen even while `.output` is on. The plain REPL writes it to
    /// standard error as it is. A diagnostic (`FILE:LINE:COLUMN: error: …`) stays one line, as
    /// editors read it; other messages wrap.
    func error(_ text: String) {
        failures += 1
        if let plain = configuration.plain {
            plain.err(ControlCharacters.visible(text) + "\n")
        } else if LineWrapper.isDiagnostic(text) {
            output(text)
        } else {
            output(LineWrapper.fit(text, width: configuration.width))
        }
        if bail { isFinished = true }
    }

    /// Ends a `.once` redirection after one statement or command.
    func endOnce() {
        if onceArmed {
            onceArmed = false
            return
        }
        guard let r = redirect, r.once else { return }
        try? r.handle.close()
        redirect = nil
    }

    /// The catalogue's text of `key` in the session's language.
    func text(_ key: TextKey, _ arguments: Any...) -> String {
        Catalogue.text(key, configuration.language, arguments)
    }

    // MARK: - Input

    /// Takes one line of input (without its line break).
    public func feed(_ line: String) {
        guard !isFinished, !skippingInput else { return }
        if configuration.plain != nil { return plainFeed(line) }
        lineNumber += 1
        if buffer.isEmpty {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(".") {
                if echo { write(trimmed) }
                runDotCommand(trimmed)
                endOnce()
                return
            }
            if trimmed.isEmpty || trimmed.hasPrefix("--") { return }
            // A word of another shell typed alone (`exit`, `help`, `clear`): not SQL.
            let word = trimmed.trimmingCharacters(in: CharacterSet(charactersIn: ";； ")).lowercased()
            if let command = Session.shellWords[word] {
                write(text(.replShellWord, word, "." + command))
                return
            }
            bufferLine = lineNumber
        } else {
            // A dot-command typed while a statement is still open: the shell would read it as
            // SQL ("check is a reserved word"); say why, and carry it out, keeping the statement.
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("."), let name = trimmed.dropFirst().split(separator: " ").first,
               case .success = DotCommands.resolve(String(name)) {
                write(text(.replOpenStatement, bufferLine))
                runDotCommand(trimmed)
                endOnce()
                return
            }
        }
        buffer += line + "\n"
        if buffer.utf8.count > Session.statementByteLimit {
            error(text(.replTooLong, place(line: bufferLine), Session.statementByteLimit))
            buffer = ""
            return
        }
        if line.contains(";") && SQLSyntax.isComplete(buffer) {
            let text = buffer
            buffer = ""
            if echo { write(text.trimmingCharacters(in: .whitespacesAndNewlines)) }
            run(text, firstLine: bufferLine)
            endOnce()
        } else if line.trimmingCharacters(in: .whitespaces).hasSuffix("；") {
            // A full-width semicolon (a Chinese input method's) does not end a statement for
            // SQLite: say so at once instead of waiting at `...>`.
            write(text(.replFullWidthSemicolon))
        }
    }

    /// Words of other shells and programs (a terminal, psql, mysql) that beginners type at the
    /// prompt, and the dot-command that does it here.
    static let shellWords: [String: String] = [
        "exit": "exit", "quit": "quit", "bye": "quit", "q": "quit", "\\q": "quit",
        "help": "help", "\\h": "help", "\\?": "help", "?": "help",
        "clear": "help", "cls": "help", "ls": "tables", "dir": "tables", "\\dt": "tables", "show tables": "tables",
    ]

    /// Runs a command given before the input (`-cmd`): a dot-command or statements. Its lines
    /// are not counted as lines of the input, as in the sqlite3 shell.
    public func runCommand(_ text: String) {
        let saved = lineNumber
        feed(lines: text)
        finish()
        lineNumber = saved
    }

    /// Takes the place of a line longer than `statementByteLimit` bytes, which the reader did
    /// not keep (`BoundedLineReader`): the line counts, is reported, and drops the statement it
    /// was part of.
    public func feedOverlongLine(bytes: Int) {
        guard !isFinished, !skippingInput else { return }
        lineNumber += 1
        buffer = ""
        error(text(.replLineTooLong, place(line: lineNumber), Session.statementByteLimit, bytes))
    }

    /// `FILE:LINE` of a line of the input being read: the `.read` file's, else the input's
    /// name (`<stdin>`, or the file the REPL was given).
    func place(line: Int) -> String {
        "\(ControlCharacters.visibleOnOneLine(reading.last ?? configuration.inputName)):\(line)"
    }

    /// `message`, a catalogue text starting with the `Error: ` of `repl.error` (`错误：`), about
    /// the line being read: in a script or a `.read` file it becomes a diagnostic at that
    /// line, `FILE:LINE: error: …` (`FILE:LINE: 错误：…`), as every message about a file's line
    /// is; typed at the prompt it stays as it is, as in the sqlite3 shell.
    func atLine(_ message: String) -> String {
        guard configuration.inputIsScript || !reading.isEmpty else { return message }
        let prefix = text(.replError, "")
        let rest = message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
        let severity = configuration.language == .en ? "error: " : text(.severityError)
        return place(line: lineNumber) + ": " + severity + rest
    }

    /// Takes several lines at once (a pasted block, or history recalled with line breaks).
    public func feed(lines text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { feed(String(line)) }
    }

    /// Ends the input: a statement still pending runs as it is (SQLite then says what is
    /// missing), as the sqlite3 shell does at the end of a file.
    public func finish() {
        if configuration.plain != nil { return plainFinish() }
        guard !buffer.isEmpty, !isFinished, !skippingInput else { return }
        let text = buffer
        buffer = ""
        run(text, firstLine: bufferLine)
    }

    /// Forgets a statement being typed (Ctrl-C at the prompt).
    public func discardPendingInput() { buffer = "" }

    /// Runs each statement of `text` in turn, showing what each did.
    func run(_ text: String, firstLine: Int) {
        let script = SQLText(text)
        var offset = 0
        var line = firstLine
        while offset < script.count, !isFinished, !skippingInput {
            let piece = script.statementText(from: offset)
            offset += piece.utf8.count
            let startLine = line + piece.prefix(while: { $0.isWhitespace }).filter { $0 == "\n" }.count
            line += piece.filter { $0 == "\n" }.count
            let sql = piece.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !ExerciseChecker.isBlank(sql) else { continue }
            execute(sql, location: SourceLocation(file: reading.last ?? configuration.inputName, line: startLine))
        }
    }

    private func execute(_ sql: String, location: SourceLocation) {
        lastTyped = sql
        do {
            let outcome = try runner.execute(typed: sql, at: location)
            if echoStatements {
                if case .failed(_, let explanation) = outcome.result, explanation.highlight != nil, !sql.contains("\n") {} else { write(sql) }
            }
            var succeeded = true
            if case .failed(let error, _) = outcome.result {
                failures += 1
                succeeded = false
                if bail { isFinished = true }
                if configuration.inputIsScript || !reading.isEmpty {
                    // In a script, say where the statement is, as the sqlite3 shell does.
                    write(text(.replStatementFailed, location.file, location.line))
                    // Without a caret line (which shows the statement's line) the statement
                    // would not be seen at all in a script's output: echo it.
                    if case .failed(_, let explanation) = outcome.result, explanation.highlight == nil, !echo {
                        write(presenter.style.dim(sql))
                    }
                }
                if error.code.primary == .SQLITE_INTERRUPT && !runner.sandboxed.deadlineExpired {
                    write(text(.replInterrupted))
                }
            }
            typedSinceCheck.append((sql, succeeded))
            // Rows in the sqlite3 shell's modes (csv, json, …) are data: never wrapped.
            // The shell's modes are data: not wrapped (to a `.once`/`.output` file as they are).
            show(outcome)
            countFailure(!succeeded)
        } catch let problem as Diagnostic {
            typedSinceCheck.append((sql, false))
            error(problem.description(in: configuration.language))
            countFailure(true)
        } catch {
            typedSinceCheck.append((sql, false))
            self.error(text(.replError, error))
            countFailure(true)
        }
    }

    private func countFailure(_ failed: Bool) {
        consecutiveFailures = failed ? consecutiveFailures + 1 : 0
        let limit = configuration.consecutiveFailureLimit
        guard consecutiveFailures >= limit, configuration.inputIsScript || !reading.isEmpty else { return }
        skippingInput = true
        write(reading.last.map { text(.replSkipping, limit, $0) } ?? text(.replSkippingInput, limit))
    }

    // MARK: - State

    /// Replaces the database with a fresh one in the starting state of `lesson` (empty without
    /// one), keeping the output settings.
    func rebuild(lesson: Lesson?, before exerciseID: String?) throws {
        let fresh = try LessonRunner(lesson: lesson ?? Session.emptyLesson, sandbox: Session.budgeted(configuration.sandbox), explainer: explainer,
                                     trace: false)
        try fresh.runSteps(before: exerciseID)
        fresh.sandboxed.lessonBudget = nil
        fresh.isTracing = runner.isTracing
        if let timeoutOverride { fresh.sandboxed.timeout = timeoutOverride }
        let old = runner
        runner = fresh
        startingState = stateMark()
        connectionDidChange?(fresh.sandboxed)
        withExtendedLifetime(old) {}
        self.lesson = lesson
        buffer = ""
        // A new database (another lesson, .reset): what was typed before is no answer to check.
        typedSinceCheck = []
        lastTyped = nil
    }

    /// What `stateMark()` was when the database was last built in a starting state.
    var startingState: (changes: Int, schema: Int64)?

    /// Rows changed on the connection (`sqlite3_total_changes64`) and the schema cookie
    /// (`PRAGMA schema_version`, which every CREATE, DROP and ALTER bumps): together they change
    /// whenever a statement changed the database.
    func stateMark() -> (changes: Int, schema: Int64) {
        let schema = (try? hostRows("PRAGMA schema_version").first?.first).flatMap { value -> Int64? in
            if case .integer(let n) = value { return n }
            return nil
        }
        return (runner.connection.totalChanges, schema ?? -1)
    }

    /// True when a statement changed the database since it was built in its starting state.
    var stateChangedSinceRebuild: Bool {
        guard let start = startingState else { return true }
        let now = stateMark()
        return now.changes != start.changes || now.schema != start.schema
    }

    /// The first exercise of `lesson` not yet passed, by the progress store (the first one when
    /// there is no store); nil when every one has passed.
    func firstUnfinished(in lesson: Lesson) -> Exercise? {
        lesson.exercises.first { !progress(of: ExerciseRef(lesson: lesson, exercise: $0)).passed }
    }

    /// What is recorded about an exercise (`CourseModel`: the store, else this session).
    func progress(of ref: ExerciseRef) -> ExerciseProgress {
        (try? course.progress(ref)) ?? .none(lesson: ref.lesson.id, exercise: ref.exercise.id)
    }

    /// The lesson's title, the state the database is in, and the current exercise.
    func lessonIntroduction(_ lesson: Lesson) -> [String] {
        var lines = [presenter.title(lesson)]
        if let exercise {
            let count = lesson.exercises.count
            lines.append(count > 1 ? text(.replStateBeforeCount, exercise.id, count) : text(.replStateBefore, exercise.id))
            lines.append(exerciseText(exercise))
        } else {
            lines.append(lesson.exercises.isEmpty ? text(.replStateAll) : text(.replStateAllPassed))
        }
        return lines
    }

    /// An exercise as the REPL shows it (`CoursePresenter.exercise`): its prompt, the expected
    /// result, the tables it uses, what to do.
    func exerciseText(_ exercise: Exercise) -> String {
        guard let lesson else { return "" }
        let footer = text(exercise.hints.isEmpty ? .replTypeAnswer : .replTypeAnswerHint)
        return coursePresenter.exercise(ExerciseRef(lesson: lesson, exercise: exercise), uses: ExerciseTables.shown(exercise, in: lesson),
                                        footer: [footer])
    }

    /// Checks an answer in this process, with `ExerciseChecker` (the default for tests and
    /// library users; the command line checks in a worker process).
    public static func checkInProcess(_ lesson: Lesson, _ exercise: Exercise, _ answer: String) -> ExerciseVerdict {
        do {
            return try ExerciseChecker(lesson: lesson).check(exercise, answer: answer)
        } catch {
            var feedback = Feedback(kind: .killed)
            feedback.note = Catalogue.text(.replNotChecked, .en, ["\(error)"])
            return ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: feedback)
        }
    }

    // MARK: - Completion

    /// Words that complete `word`, the text being typed after `before` on the line: dot-commands
    /// at the start of a line, their arguments (modes, tables, exercises, lessons), else table
    /// and column names and SQL keywords (in the case the word is typed in).
    public func completions(for word: String, after before: String) -> [String] {
        let lead = before.trimmingCharacters(in: .whitespaces)
        func matching(_ candidates: [String]) -> [String] {
            var seen = Set<String>()
            return candidates.filter { $0.lowercased().hasPrefix(word.lowercased()) && seen.insert($0).inserted }
        }
        if buffer.isEmpty && lead.isEmpty && word.hasPrefix(".") {
            return matching(DotCommands.all.map { "." + $0.name })
        }
        if buffer.isEmpty && lead.hasPrefix(".") {
            let name = String(lead.dropFirst().prefix(while: { !$0.isWhitespace }))
            return matching(DotCommands.named(name)?.complete?(self) ?? [])
        }
        let schema = schemaNames()
        let lowercase = word.first.map { $0.isLowercase } ?? false
        let keywords = SQLSyntax.keywords.sorted().map { lowercase ? $0.lowercased() : $0 }
        return matching(schema.tableNames + schema.allColumns + keywords)
    }

    func schemaNames() -> SchemaNames {
        (try? runner.schemaNames()) ?? SchemaNames()
    }

    // MARK: - Host queries

    /// Runs sqlab's own query on the learner's database (for `.tables`, `.schema`), untraced.
    func hostRows(_ sql: String, _ parameters: [Value] = []) throws -> [[Value]] {
        let connection = runner.connection
        let saved = connection.tracer
        connection.tracer = nil
        defer { connection.tracer = saved }
        return try connection.rows(sql, parameters)
    }
}
