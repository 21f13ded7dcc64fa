import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons
import SQLabCourse
import SQLabEngine
import SQLabPresent

/// One of the REPL's dot-commands, declared once: its name, its arguments as `.help` shows
/// them, what it does, how many arguments it takes, how it is carried out, and what completes
/// its argument. Dispatch (`Session.runDotCommand`), `.help`, "did you mean" and Tab completion
/// (`Session.completions`) all read `DotCommands.all`; nothing else lists the commands.
public struct DotCommand: Sendable {
    /// The name without its dot: `mode`.
    public let name: String
    /// The arguments, as the sqlite3 shell writes them: `MODE`, `?TABLE?` (optional).
    public let arguments: String
    /// One sentence for `.help`.
    public let help: String
    /// How many words may follow the name.
    public let argumentCount: ClosedRange<Int>
    /// Carries out the command on a session, given the words after its name (their count is
    /// already checked against `argumentCount`).
    let run: @Sendable (Session, [String]) -> Void
    /// The words that may complete its first argument, in this session; nil when nothing does.
    let complete: (@Sendable (Session) -> [String])?

    init(name: String, arguments: String, help: String, argumentCount: ClosedRange<Int>,
         complete: (@Sendable (Session) -> [String])? = nil, run: @escaping @Sendable (Session, [String]) -> Void) {
        self.name = name
        self.arguments = arguments
        self.help = help
        self.argumentCount = argumentCount
        self.complete = complete
        self.run = run
    }

    /// `Usage: .mode MODE`, the sqlite3 shell's wording.
    public var usage: String { "Usage: ." + name + (arguments.isEmpty ? "" : " " + arguments) }
}

/// The REPL's dot-commands, as in the sqlite3 shell where it has the same command, plus the
/// course's (`.lesson`, `.exercises`, `.check`, `.hint`, `.solution`). There is no `.shell`,
/// `.output`, `.open` or `.load`: the only file the sandbox writes is the one `.save` names.
public enum DotCommands {
    /// Every dot-command, by name (the order `.help` lists them in).
    public static let all: [DotCommand] = [
        DotCommand(name: "check", arguments: "?EXERCISE?",
                   help: "Check what you typed since the last .check (the statements that worked, else the last one) as the answer to EXERCISE (the current one when left out)",
                   argumentCount: 0...1, complete: { $0.lesson?.exercises.map(\.id) ?? [] }) { $0.checkAnswer($1.first) },
        DotCommand(name: "exercises", arguments: "", help: "List the lesson's exercises and your progress",
                   argumentCount: 0...0) { session, _ in session.listExercises() },
        DotCommand(name: "explain", arguments: "CODE", help: "Explain a result code: 19, 2067, SQLITE_CONSTRAINT_UNIQUE, constraint_unique",
                   argumentCount: 1...1, complete: { _ in ResultCode.allNames }) { $0.explain($1[0]) },
        DotCommand(name: "headers", arguments: "on|off", help: "Turn the column names on or off in csv mode (the other modes always show them)",
                   argumentCount: 1...1, complete: { _ in DotCommands.switchWords }) { session, words in
            session.presenter.headers = session.switchValue(words[0], "headers") ?? session.presenter.headers
        },
        DotCommand(name: "help", arguments: "?COMMAND?", help: "Show this text, or one command's",
                   argumentCount: 0...1, complete: { _ in DotCommands.all.map(\.name) }) { $0.help($1.first) },
        DotCommand(name: "hint", arguments: "", help: "Show the next hint of the current exercise",
                   argumentCount: 0...0) { session, _ in session.hint() },
        DotCommand(name: "lesson", arguments: "?ID?", help: "Start lesson ID (or the start of an id) in its starting state; without ID, say which lesson this is",
                   argumentCount: 0...1, complete: { $0.configuration.course?.lessonIDs() ?? [] }) { $0.switchLesson($1.first) },
        DotCommand(name: "mode", arguments: "MODE", help: "Draw query results as box (the default), table, csv, json, line or markdown",
                   argumentCount: 0...1, complete: { _ in OutputMode.names }) { $0.mode($1.first) },
        DotCommand(name: "quit", arguments: "", help: "Leave the REPL (Ctrl-D does too)",
                   argumentCount: 0...0) { session, _ in session.isFinished = true },
        DotCommand(name: "read", arguments: "FILE", help: "Run the statements and dot-commands in FILE",
                   argumentCount: 1...1) { $0.read($1[0]) },
        DotCommand(name: "reset", arguments: "", help: "Go back to the starting state: an empty database, or what the lesson's steps build",
                   argumentCount: 0...0) { session, _ in session.reset() },
        DotCommand(name: "save", arguments: "?--force? FILE", help: "Write the database to FILE with the backup API (the only file sqlab's sandbox writes); an existing FILE is replaced only when you confirm, or with --force typed at the keyboard",
                   argumentCount: 1...2) { session, arguments in
            if arguments.count == 2 {
                guard arguments[0] == "--force" else { session.error("Usage: .save ?--force? FILE"); return }
                session.save(arguments[1], force: true)
            } else {
                session.save(arguments[0], force: false)
            }
        },
        DotCommand(name: "timeout", arguments: "?SECONDS?", help: "Show the time limit of each statement, or set it (at most 10 seconds)",
                   argumentCount: 0...1) { $0.setTimeout($1.first) },
        DotCommand(name: "schema", arguments: "?TABLE?", help: "Show the CREATE statements of every table, or of the tables matching TABLE (a LIKE pattern)",
                   argumentCount: 0...1, complete: { $0.schemaNames().tableNames }) { $0.schema($1.first) },
        DotCommand(name: "solution", arguments: "", help: "Show the current exercise's reference solution, once you have tried it",
                   argumentCount: 0...0) { session, _ in session.solution() },
        DotCommand(name: "tables", arguments: "", help: "List the tables and views",
                   argumentCount: 0...0) { session, _ in session.tables() },
        DotCommand(name: "trace", arguments: "on|off", help: "Show the C API calls behind each statement, and their result codes",
                   argumentCount: 1...1, complete: { _ in DotCommands.switchWords }) { session, words in
            if let on = session.switchValue(words[0], "trace") { session.runner.isTracing = on }
        },
    ]

    /// The words that complete an on/off argument.
    static let switchWords = ["on", "off"]

    /// The dot-command with this name (without its dot), if there is one.
    public static func named(_ name: String) -> DotCommand? { all.first { $0.name == name } }

    /// Splits a dot-command line into words as the sqlite3 shell does: on blanks, with `'…'`
    /// and `"…"` quoting a word that holds blanks.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let q = quote {
                if character == q { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current); current = ""; inWord = false }
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}

extension Session {
    /// Carries out one dot-command line (`.mode csv`).
    func runDotCommand(_ line: String) {
        let words = DotCommands.words(String(line.dropFirst()))
        guard let name = words.first, let command = DotCommands.named(name) else {
            let typed = words.first ?? ""
            var message = "Error: unknown command or invalid arguments: \"\(typed)\". Enter \".help\" for help"
            if let close = DidYouMean.closest(to: typed, in: DotCommands.all.map(\.name)) { message += " (did you mean .\(close)?)" }
            error(message)
            return
        }
        let arguments = Array(words.dropFirst())
        guard command.argumentCount.contains(arguments.count) else {
            error(command.usage)
            return
        }
        command.run(self, arguments)
    }

    /// `on`/`off` (also `yes`/`no`, `1`/`0`, `true`/`false`); nil, with the usage, otherwise.
    fileprivate func switchValue(_ word: String, _ name: String) -> Bool? {
        switch word.lowercased() {
        case "on", "yes", "1", "true": return true
        case "off", "no", "0", "false": return false
        default:
            error(DotCommands.named(name)?.usage ?? "Usage: .\(name) on|off")
            return nil
        }
    }

    fileprivate func help(_ name: String?) {
        if let name {
            let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
            guard let command = DotCommands.named(bare) else {
                let hint = DidYouMean.closest(to: bare, in: DotCommands.all.map(\.name)).map { " (did you mean .\($0)?)" } ?? ""
                error("Error: no command .\(bare)\(hint)")
                return
            }
            write(helpLine(command))
            return
        }
        write(DotCommands.all.map(helpLine).joined(separator: "\n"))
        write("Anything else is SQL: end a statement with ; to run it. Ctrl-C stops a running statement.")
    }

    fileprivate func helpLine(_ command: DotCommand) -> String {
        let head = "." + command.name + (command.arguments.isEmpty ? "" : " " + command.arguments)
        return TextWidth.pad(head, to: 20) + " " + command.help
    }

    fileprivate func tables() {
        do {
            let rows = try hostRows("""
                SELECT name FROM main.sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
                UNION ALL
                SELECT 'temp.' || name FROM temp.sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
                ORDER BY 1
                """)
            let names = rows.map { $0[0].cellText }
            guard !names.isEmpty else { return }
            // Column by column, as the sqlite3 shell lays them out.
            let width = (names.map(TextWidth.of).max() ?? 0) + 2
            let columns = max(1, configuration.width / width)
            let lines = (names.count + columns - 1) / columns
            var text: [String] = []
            for row in 0..<lines {
                var cells: [String] = []
                var index = row
                while index < names.count {
                    cells.append(TextWidth.pad(names[index], to: width))
                    index += lines
                }
                text.append(cells.joined().replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
            }
            write(text.joined(separator: "\n"))
        } catch {
            self.error("Error: \(error)")
        }
    }

    fileprivate func schema(_ pattern: String?) {
        do {
            var sql = """
                SELECT sql FROM (SELECT * FROM main.sqlite_schema UNION ALL SELECT * FROM temp.sqlite_schema)
                WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
                """
            var parameters: [Value] = []
            if let pattern {
                sql += " AND tbl_name LIKE ?"
                parameters.append(.text(pattern))
            }
            sql += " ORDER BY tbl_name, type DESC, name"
            let rows = try hostRows(sql, parameters)
            if rows.isEmpty, let pattern {
                let names = schemaNames().tableNames
                let hint = DidYouMean.closest(to: pattern, in: names).map { " (did you mean \($0)?)" } ?? ""
                write("No table matches '\(pattern)'\(hint).")
                return
            }
            write(rows.map { $0[0].cellText + ";" }.joined(separator: "\n"))
        } catch {
            self.error("Error: \(error)")
        }
    }

    fileprivate func mode(_ name: String?) {
        guard let name else {
            write("current output mode: \(presenter.mode.rawValue)")
            return
        }
        guard let mode = OutputMode(rawValue: name.lowercased()) else {
            let hint = DidYouMean.closest(to: name, in: OutputMode.names).map { " (did you mean \($0)?)" } ?? ""
            error("Error: mode should be one of: \(OutputMode.names.joined(separator: " "))\(hint)")
            return
        }
        presenter.mode = mode
    }

    fileprivate func explain(_ text: String) {
        guard let code = ResultCode(parsing: text) else {
            let name = text.uppercased().hasPrefix("SQLITE_") ? text.uppercased() : "SQLITE_" + text.uppercased()
            let hint = Int(text) == nil ? DidYouMean.closest(to: name, in: ResultCode.allNames).map { " (did you mean \($0)?)" } ?? "" : ""
            error("Error: unknown result code '\(text)'\(hint)")
            return
        }
        write(ExplainPresenter(explainer: explainer, style: presenter.style, width: configuration.width).explain(code))
    }

    fileprivate func reset() {
        do {
            try rebuild(lesson: lesson, before: exercise?.id)
            if let lesson, let exercise {
                write("Back to the starting state of exercise \(exercise.id) of \(lesson.id).")
            } else if let lesson {
                write("Back to the state the steps of \(lesson.id) build.")
            } else {
                write("Back to an empty database.")
            }
        } catch {
            self.error("Error: cannot reset the database: \(error)")
        }
    }

    fileprivate func read(_ path: String) {
        guard reading.count < Session.readDepthLimit else {
            error("Error: .read \(path): files nest more than \(Session.readDepthLimit) deep (does a file read itself?)")
            return
        }
        let data: Data
        // At most the cap plus one byte, never blocked by a FIFO; a link is followed once.
        var outcome = BoundedFile.read(path, cap: Session.readFileLimit)
        if outcome == .symbolicLink { outcome = BoundedFile.read(URL(fileURLWithPath: path).resolvingSymlinksInPath().path, cap: Session.readFileLimit) }
        switch outcome {
        case .bytes(let bytes, _): data = bytes
        case .missing, .symbolicLink:
            error("Error: cannot open \"\(path)\"")
            return
        case .tooLarge(let size):
            error("Error: \(path) is \(size) bytes; .read reads at most \(Session.readFileLimit)")
            return
        case .notRegular(let what):
            error("Error: cannot read \"\(path)\": it is \(what)")
            return
        case .unreadable(let reason):
            error("Error: cannot read \"\(path)\" (\(reason))")
            return
        }
        if let problem = TextHygiene.check(data, file: path) {
            error(problem.description)
            return
        }
        let text = String(decoding: data, as: UTF8.self)
        // The file's statements are numbered by its own lines; the line count of the outer
        // input goes on afterwards.
        reading.append(path)
        let savedLine = lineNumber
        lineNumber = 0
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        for line in lines {
            if isFinished { break }
            feed(line.hasSuffix("\r") ? String(line.dropLast()) : String(line))
        }
        finish()
        lineNumber = savedLine
        reading.removeLast()
        // What follows the `.read` line is read on, whatever became of the file.
        skippingInput = false
        consecutiveFailures = 0
    }

    /// `.timeout`: shows the statement time limit, or sets it, up to `InterruptCause.timeoutCap`
    /// seconds (the limit counts SQLite instructions, `Sandbox.stepsPerSecond` to the second).
    fileprivate func setTimeout(_ text: String?) {
        guard let text else {
            write("Each statement may run \(Session.seconds(runner.sandboxed.timeout)) s (.timeout SECONDS changes it, up to \(Session.seconds(InterruptCause.timeoutCap)) s).")
            return
        }
        guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
            error("Usage: .timeout SECONDS (a number of seconds above 0, at most \(Session.seconds(InterruptCause.timeoutCap)))")
            return
        }
        let limit = min(seconds, InterruptCause.timeoutCap)
        timeoutOverride = limit
        runner.sandboxed.timeout = limit
        write(seconds > limit
              ? "The time limit is at most \(Session.seconds(limit)) s; each statement may now run \(Session.seconds(limit)) s."
              : "Each statement may now run \(Session.seconds(limit)) s.")
    }

    /// `.save`: writes the database to a new file; replaces an existing one only when the
    /// person at the keyboard says so (the `confirm` of the configuration, or `--force` typed,
    /// not piped). A `.read` file never saves, and nothing is written through a symbolic link.
    fileprivate func save(_ path: String, force: Bool) {
        if let file = reading.last {
            error("Error: .save is not run from a .read file (\(file)): only a person at the keyboard saves the database.")
            return
        }
        var status = stat()
        if lstat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFLNK {
                error("Error: \(path) is a symbolic link; .save does not write through links.")
                return
            }
            guard status.st_mode & S_IFMT == S_IFREG else {
                error("Error: \(path) exists and is not a file; nothing was saved.")
                return
            }
            let confirmed: Bool
            if configuration.inputIsScript {
                confirmed = false   // piped input: no one at the keyboard to ask
            } else {
                confirmed = force || (configuration.confirm?("\(path) exists. Replace it with this database? [y/N] ") ?? false)
            }
            guard confirmed else {
                error(configuration.inputIsScript
                      ? "Error: \(path) exists; a piped script cannot replace a file. Nothing was saved."
                      : "Error: \(path) exists; nothing was saved (.save --force \(path) replaces it).")
                return
            }
        } else {
            // A new file, made here and only if it still does not exist (O_EXCL), never through a link.
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                error("Error: cannot save to \(path): \(String(cString: strerror(errno)))")
                return
            }
            close(descriptor)
        }
        do {
            try runner.connection.save(to: path)
            write("Saved the database to \(path).")
        } catch {
            self.error("Error: cannot save to \(path): \(error)")
        }
    }

    // MARK: - The course

    fileprivate func switchLesson(_ name: String?) {
        guard let name else {
            if let lesson {
                write(presenter.title(lesson) + " (\(lesson.path))")
            } else {
                write("No lesson: the database started empty. .lesson ID starts one.")
            }
            return
        }
        do {
            let course = configuration.course ?? Course(courseFlag: nil, environment: [:], executable: "", language: configuration.language)
            let path = try course.locate(name)
            let lesson = try LessonParser.parse(contentsOf: path)
            exercise = firstUnfinished(in: lesson)
            try rebuild(lesson: lesson, before: exercise?.id)
            write(lessonIntroduction(lesson).joined(separator: "\n"))
        } catch let problem as Diagnostic {
            error(problem.description)
        } catch let problem as LessonError {
            error(problem.description)
        } catch {
            self.error("Error: \(error)")
        }
    }

    /// The lesson, or an error saying how to start one.
    fileprivate func requireLesson() -> Lesson? {
        guard let lesson else {
            error("Error: no lesson yet: start one with .lesson ID (or sqlab repl LESSON)")
            return nil
        }
        return lesson
    }

    fileprivate func listExercises() {
        guard let lesson = requireLesson() else { return }
        guard !lesson.exercises.isEmpty else {
            write("\(lesson.id) has no exercises.")
            return
        }
        var lines = [presenter.title(lesson)]
        for exercise in lesson.exercises {
            lines.append(CoursePresenter.exerciseLine(exercise, progress(of: exercise, in: lesson), style: presenter.style,
                                                      current: exercise.id == self.exercise?.id))
        }
        write(lines.joined(separator: "\n"))
    }

    fileprivate func checkAnswer(_ id: String?) {
        guard let lesson = requireLesson() else { return }
        let target: Exercise
        if let id {
            guard let named = lesson.exercise(id) else {
                let hint = lesson.exerciseSuggestion(for: id)
                error("Error: \(lesson.id) has no exercise '\(id)'\(hint)")
                return
            }
            target = named
        } else if let current = exercise {
            target = current
        } else {
            error("Error: which exercise? .check EXERCISE (.exercises lists them)")
            return
        }
        exercise = target
        let worked = typedSinceCheck.filter(\.succeeded).map(\.sql)
        guard let answer = worked.isEmpty ? lastTyped : worked.joined(separator: "\n") else {
            error("Error: nothing to check yet: type your answer to \(target.id), then .check")
            return
        }
        let verdict = configuration.check(lesson, target, answer)
        typedSinceCheck = []
        triedHere.insert(target.id)
        if verdict.passed { passedHere.insert(target.id) }
        write(FeedbackPresenter(style: presenter.style, explainer: explainer, width: configuration.width).render(verdict))
        if let store = configuration.progress {
            do { try store.recordAttempt(lesson: lesson.id, exercise: target.id, passed: verdict.passed) } catch {
                write("sqlab: warning: \(error)")
            }
        }
        guard verdict.passed else {
            failures += 1
            return
        }
        if let next = nextUnfinished(after: target, in: lesson) {
            exercise = next
            write("Next: exercise \(next.id). .reset gives its starting state.")
            write(exerciseText(next))
        } else {
            write("Every exercise of \(lesson.id) has passed.")
        }
    }

    /// The first exercise after `exercise` not yet passed, else the first before it.
    fileprivate func nextUnfinished(after exercise: Exercise, in lesson: Lesson) -> Exercise? {
        let all = lesson.exercises
        guard let index = all.firstIndex(where: { $0.id == exercise.id }) else { return nil }
        return (Array(all[(index + 1)...]) + Array(all[..<index])).first { !progress(of: $0, in: lesson).passed }
    }

    fileprivate func hint() {
        guard let lesson = requireLesson() else { return }
        guard let exercise else {
            error("Error: no current exercise: .check EXERCISE picks one")
            return
        }
        guard !exercise.hints.isEmpty else {
            write("Exercise \(exercise.id) has no hints.")
            return
        }
        var index: Int?
        if let store = configuration.progress {
            do { index = try store.revealHint(lesson: lesson.id, exercise: exercise.id, available: exercise.hints.count) } catch {
                self.error("sqlab: \(error)")
                return
            }
        } else {
            let shown = hintsHere[exercise.id] ?? 0
            if shown < exercise.hints.count {
                index = shown
                hintsHere[exercise.id] = shown + 1
            }
        }
        write(CoursePresenter.hintText(exercise, index: index, style: presenter.style, width: configuration.width))
    }

    fileprivate func solution() {
        guard let lesson = requireLesson() else { return }
        guard let exercise else {
            error("Error: no current exercise: .check EXERCISE picks one")
            return
        }
        guard progress(of: exercise, in: lesson).tried > 0 || triedHere.contains(exercise.id) else {
            error("Error: try exercise \(exercise.id) first (type an answer, then .check); then .solution shows the reference solution")
            return
        }
        write("Reference solution of \(exercise.id):")
        write(exercise.reference.map(\.sql).joined(separator: "\n"))
    }
}
