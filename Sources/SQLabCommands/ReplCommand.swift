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


/// `sqlab repl [LESSON] [--lang en|zh] [--timeout S]`: a sqlite3-shell-like sandbox over a
/// fresh in-memory database, in the lesson's starting state when one is named.
///
/// On a terminal it reads lines with readline (`LineEditor`): editing, history in
/// `$XDG_STATE_HOME/sqlab/history`, tab completion, and Ctrl-C that stops a running statement
/// (`Interrupts`) or clears the line. Piped, it reads statements and dot-commands from
/// standard input without prompts, as the sqlite3 shell does, and keeps going after a failure.
/// Exit status: 0, or 1 when any statement or command failed; `.exit CODE` gives CODE.
///
/// `--plain` makes it a query runner that writes what the sqlite3 shell writes (results on
/// standard output, the shell's error lines on standard error, no teaching notes): see
/// `Session.plainFeed`. The shell's own options work in both modes, spelt with one dash or two:
/// `-bail`, `-batch`, `-echo`, `-cmd COMMAND`, `-header`, `-noheader`, `-csv`, `-json`, `-line`,
/// `-list`, `-tabs`, `-markdown`, `-table`, `-box`, `-nullvalue TEXT`, `-separator SEP`.
struct ReplCommand {
    let context: CommandContext
    let arguments: Arguments
    let common: CommonOptions
    /// The shell's options, in the order given (the shell applies them in order).
    let shellOptions: [(name: String, value: String?)]
    let plain: Bool

    static let usage = "usage: sqlab repl [LESSON] [--plain] [--lang en|zh] [--timeout SECONDS] [-bail] [-echo] [-cmd COMMAND] [-header|-noheader] [-csv|-json|-line|-list|-tabs|-markdown|-table|-box] [-nullvalue TEXT] [-separator SEP]"
    /// The sqlite3 shell's options sqlab takes, and whether each takes a value.
    static let shellOptionNames: [String: Bool] = [
        "bail": false, "batch": false, "echo": false, "cmd": true, "header": false, "noheader": false,
        "csv": false, "json": false, "line": false, "list": false, "tabs": false, "markdown": false, "table": false, "box": false,
        "nullvalue": true, "separator": true,
    ]

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        var rest: [String] = []
        var options: [(String, String?)] = []
        var i = 0
        while i < words.count {
            let word = words[i]
            let bare = word.hasPrefix("--") ? String(word.dropFirst(2)) : word.hasPrefix("-") ? String(word.dropFirst()) : ""
            if let takesValue = ReplCommand.shellOptionNames[bare] {
                if takesValue {
                    guard i + 1 < words.count else { throw Arguments.UsageError(.usageNeedsValueThenUsage, word, String(ReplCommand.usage.dropFirst("usage: ".count))) }
                    options.append((bare, words[i + 1]))
                    i += 2
                } else {
                    options.append((bare, nil))
                    i += 1
                }
                continue
            }
            rest.append(word)
            i += 1
        }
        shellOptions = options
        (arguments, common) = try CommonOptions.parse(rest, context: context, flags: ["--plain"], positional: 0...1, usage: ReplCommand.usage)
        plain = arguments.has("--plain")
    }

    /// Applies the shell's options to a session, as the shell's `main` does: each output option
    /// sets what it sets (`-csv` a comma between columns, not `.mode csv`'s CRLF), and the
    /// `-cmd` commands run last, in order.
    private func apply(_ options: [(name: String, value: String?)], to session: Session) {
        var commands: [String] = []
        for (name, value) in options {
            var settings = session.settings
            switch name {
            case "bail": session.bail = true
            case "echo": session.echo = true
            case "header": settings.headers = true
            case "noheader": settings.headers = false
            case "csv": settings.mode = ShellSettings.Mode.csv; settings.columnSeparator = ","
            case "tabs": settings.mode = ShellSettings.Mode.tabs; settings.columnSeparator = "\t"; settings.rowSeparator = "\n"
            case "json", "line", "list", "markdown", "table", "box": settings.mode = ShellSettings.Mode(rawValue: name)!
            case "nullvalue": settings.nullValue = value ?? ""
            case "separator": settings.columnSeparator = value ?? ""
            case "cmd": commands.append(value ?? "")
            default: break   // -batch: input is read as a script whenever it is not a terminal
            }
            session.settings = settings
        }
        for command in commands where !session.isFinished { session.runCommand(command) }
    }

    func execute() throws -> ExitStatus {
        let lesson = try arguments.positional.first.map { try common.course.lesson($0) }
        // A progress file that cannot be written: the session goes on, on a private copy, and
        // says so once before anything else.
        let progress = try ProgressStore.openForLearner(path: ProgressStore.defaultPath(environment: context.environment))
        if let warning = CourseCommands.unsavedWarning(progress, common.language) { context.note(warning) }
        // The process's heap limit while the command runs; the one before it afterwards, so an
        // in-process caller (a test, a host) is left as it was.
        let heapLimit = Sandbox.learnerHeapLimit
        let previousHeapLimit = Sandbox.setProcessHeapLimit(bytes: heapLimit)
        defer { Sandbox.setProcessHeapLimit(bytes: previousHeapLimit) }
        let interactive = context.stdinIsTerminal
        let timeout = common.timeout
        let executable = context.executable
        let language = common.language
        var configuration = Session.Configuration(
            sandbox: Sandbox(statementTimeout: timeout), language: common.language,
            style: context.style, width: context.width,
            course: common.course, progress: progress,
            check: { lesson, exercise, answer in ReplCommand.checkIsolated(lesson, exercise, answer, timeout: timeout, language: language, executable: executable) },
            inputIsScript: !interactive)
        if interactive {
            // `.save` over an existing file asks the person at the keyboard.
            configuration.confirm = { [context] question in
                context.write(question)
                context.flush()
                let answer = ReplCommand.readAnswer()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
                return answer == "y" || answer == "yes"
            }
        }
        if plain {
            configuration.plain = Session.PlainOutput(out: { context.output.write(bytes: $0) }, err: { context.output.write(error: $0) })
        }
        // Rows in csv and json to a file or pipe keep their exact bytes; everything else (and
        // all of it on a terminal) goes through the edge that makes control characters
        // visible. The session wraps its own text.
        if !context.stdoutIsTerminal { configuration.dataOutput = { [context] in context.output.data($0) } }
        let session = try Session(configuration: configuration, lesson: lesson) { [context] text in context.unwrapped(text) }
        apply(shellOptions, to: session)
        if session.isFinished { return status(of: session) }
        if interactive {
            Interrupts.install(session.sandboxed.interruptHandle)
            session.connectionDidChange = { Interrupts.target($0.interruptHandle) }
            if !plain {
                for note in Sandbox.libraryDifferences() { context.err("sqlab: note: \(note)") }
                context.out(session.banner)
            }
            interact(session)
        } else {
            // Each line is cut at the statement cap, so an endless line cannot exhaust memory.
            while !session.isFinished, let line = context.input.readLine(limit: Session.statementByteLimit) {
                switch line {
                case .text(let text): session.feed(text)
                case .tooLong(let bytes): session.feedOverlongLine(bytes: bytes)
                }
            }
            session.finish()
        }
        return status(of: session)
    }

    /// 0, or 1 when something failed; `.exit CODE`'s code. A code sqlab's statuses do not name
    /// (`.exit 3`) ends the process with it, as the shell does.
    private func status(of session: Session) -> ExitStatus {
        guard let code = session.exitCode else { return session.failures > 0 ? .foundProblems : .success }
        if let status = ExitStatus(rawValue: code) { return status }
        context.flush()
        Foundation.exit(code)
    }

    /// The terminal loop: a line at a time, each complete statement (or dot-command) one
    /// history entry.
    private func interact(_ session: Session) {
        let editor = LineEditor(historyPath: XDGDirectory.state.path(environment: context.environment, file: "history"),
                                completer: { session.completions(for: $0, after: $1) })
        defer { editor.close() }
        var pending: [String] = []
        while !session.isFinished {
            context.flush()
            switch editor.read(prompt: session.prompt) {
            case .end:
                session.finish()
                return
            case .interrupted:
                session.discardPendingInput()
                pending = []
            case .line(let text):
                pending.append(text)
                session.feed(lines: text)
                if session.prompt == Session.prompt {
                    // A statement over several lines is one entry, unless a `--` comment would
                    // swallow what follows it on one line.
                    if pending.contains(where: { $0.contains("--") }) {
                        pending.forEach(editor.remember)
                    } else {
                        editor.remember(pending.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "))
                    }
                    pending = []
                }
            }
        }
    }

    /// One line typed at the terminal for a question (`[y/N]`), read with `read(2)` a byte at a
    /// time, not through stdio: Ctrl-C (SIGINT, whose handler does not restart the read) or the
    /// end of input is no answer (nil), and leaves no error or end-of-file flag on `stdin` for
    /// the line editor or the next question (Ctrl-C there left sqlab spinning in `getdelim`).
    static func readAnswer() -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count < 4096 {
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 {
                if errno == EINTR { fputs("^C\n", stdout); fflush(stdout) }
                return nil
            }
            if count == 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == 0x0A { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Checks an answer in a worker process, as `sqlab check` does.
    static func checkIsolated(_ lesson: Lesson, _ exercise: Exercise, _ answer: String, timeout: Double, language: Language,
                              executable: URL) -> ExerciseVerdict {
        let request = CheckRequest(lessonPath: lesson.path, exercises: [exercise.id], answers: [exercise.id: answer],
                                   statementTimeout: timeout, answerBudget: max(3, timeout * 3))
        let checker = IsolatedChecker(executable: executable, wallClockLimit: request.answerBudget + 7, language: language)
        // A process limit that stops the worker is said as such; the REPL goes on.
        let verdicts: [ExerciseVerdict]
        do {
            verdicts = try checker.check(request, points: [exercise.id: exercise.points])
        } catch {
            verdicts = [IsolatedChecker.stopped(exercise.id, points: exercise.points, .couldNotStart("\(error)"), language: language)]
        }
        var verdict = verdicts.first
            ?? ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: Feedback(kind: .killed))
        verdict.points = exercise.points
        return verdict
    }
}
