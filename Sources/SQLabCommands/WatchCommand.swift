import Foundation
#if canImport(Glibc)
import Glibc
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine
import SQLabPresent
import SQLabGrading
import SQLabLogictest
import SQLabShell
#endif

/// `sqlab watch [LESSON]`: the course one exercise at a time, as rustlings learners know it.
///
/// For the first exercise not yet passed (from LESSON on, else from the start of the course) it
/// writes `answers/LESSON/ID.sql` with the prompt as SQL comments (never over an existing
/// file), checks the file every time it is saved (its content is polled every 200 ms), and shows
/// the verdict with its feedback and a progress bar. Keys: `h` the next hint, `n` the next
/// exercise once this one has passed, `l` the lesson's exercises, `q` quit. On a terminal the
/// keys act at once; piped, each letter of standard input is a key, and its end quits.
struct WatchCommand {
    /// How often the answer file is looked at.
    static let pollMilliseconds: Int32 = 200
    /// The folder answer files are written in, under the working directory.
    static let answersFolder = "answers"

    let context: CommandContext
    let arguments: Arguments
    let common: CommonOptions

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        (arguments, common) = try CommonOptions.parse(words, context: context, positional: 0...1,
                                                      usage: "usage: sqlab watch [LESSON] [--lang en|zh] [--timeout SECONDS]")
    }

    func execute() throws -> ExitStatus {
        let store = try ProgressStore(path: ProgressStore.defaultPath(environment: context.environment))
        var lessons: [Lesson] = []
        var start: String?
        if common.course.folder != nil {
            let (course, unreadable) = try CourseProgress.load(common.course, store: store)
            for problem in unreadable { context.err(problem) }
            lessons = course.lessons.map(\.lesson)
        }
        if let name = arguments.positional.first {
            let lesson = try common.course.lesson(name)
            if !lessons.contains(where: { $0.id == lesson.id }) { lessons = [lesson] }
            start = lesson.id
        }
        guard !lessons.isEmpty else {
            throw Arguments.UsageError(message: "no lessons to watch: name one (sqlab watch LESSON), or give --course DIR")
        }
        let watch = WatchSession(lessons: lessons, store: store, common: common, start: start, context: context)
        return try watch.run()
    }
}

/// One `watch` run: the current exercise, its answer file, and the screen.
final class WatchSession {
    let lessons: [Lesson]
    let store: ProgressStore
    let common: CommonOptions
    let start: String?
    let context: CommandContext
    let style: Style
    let interactive: Bool
    let width: Int

    var current: (lesson: Lesson, exercise: Exercise)?
    var answerPath = ""
    /// The answer last checked, for the notes on its pitfalls.
    var lastAnswer = ""
    var lastContent: Data?
    var lastVerdict: ExerciseVerdict?
    /// Messages shown under the verdict (hints, "not passed yet").
    var notes: [String] = []

    init(lessons: [Lesson], store: ProgressStore, common: CommonOptions, start: String?, context: CommandContext) {
        self.context = context
        style = context.style
        interactive = context.stdinIsTerminal && context.stdoutIsTerminal
        width = context.width
        self.lessons = lessons
        self.store = store
        self.common = common
        self.start = start
    }

    var course: CourseProgress { CourseProgress(lessons: lessons, records: (try? store.all()) ?? []) }

    func run() throws -> ExitStatus {
        let keys = KeyReader(raw: interactive, input: context.input)
        defer { keys.restore() }
        guard try moveToNext() else { return .success }
        while true {
            if case .bytes(let content, _) = BoundedFile.read(context.resolve(answerPath), cap: AnswerFile.maximumSize), content != lastContent {
                lastContent = content
                try check(String(decoding: content, as: UTF8.self))
            }
            switch keys.next(timeoutMilliseconds: WatchCommand.pollMilliseconds) {
            case .none: continue
            case .end?: return .success
            case .key(let key)?:
                switch key {
                case "q", "Q": return .success
                case "h", "H": try hint()
                case "l", "L": list()
                case "n", "N":
                    guard let current else { continue }
                    if (try store.progress(lesson: current.lesson.id, exercise: current.exercise.id)).passed {
                        guard try moveToNext() else { return .success }
                    } else {
                        notes.append(style.yellow("Exercise \(current.exercise.id) has not passed yet: save an answer that passes, then n."))
                        draw()
                    }
                default: continue
                }
            }
        }
    }

    /// Moves to the first exercise not yet passed and writes its answer file; false when every
    /// exercise has passed.
    private func moveToNext() throws -> Bool {
        guard let next = course.next(from: start) ?? course.next() else {
            current = nil
            clear()
            context.out(style.green("Every exercise has passed. Well done!"))
            context.out(CoursePresenter(style: style, width: width).progressBar(passed: course.passed, total: course.total))
            context.flush()
            return false
        }
        current = next
        lastVerdict = nil
        lastContent = nil
        notes = []
        let folder = (WatchCommand.answersFolder as NSString).appendingPathComponent(next.lesson.id)
        answerPath = (folder as NSString).appendingPathComponent(next.exercise.id + ".sql")
        if !FileManager.default.fileExists(atPath: context.resolve(answerPath)) {
            try FileManager.default.createDirectory(atPath: context.resolve(folder), withIntermediateDirectories: true)
            try template(next.exercise, lesson: next.lesson).write(toFile: context.resolve(answerPath), atomically: true, encoding: .utf8)
            notes.append("Wrote \(answerPath): write your answer in it and save.")
        }
        draw()
        return true
    }

    /// The new answer file: the prompt and expected result as SQL comments.
    private func template(_ exercise: Exercise, lesson: Lesson) -> String {
        var lines = ["-- Exercise \(exercise.id) of \(lesson.id) (\(lesson.title))", "--"]
        let prose = ProseRenderer(style: .plain, width: 76)
        for block in exercise.prompt {
            lines += prose.render(block).split(separator: "\n", omittingEmptySubsequences: false).map { "-- " + $0 }
        }
        if let table = exercise.expected {
            lines += ["--", "-- Expected result:"]
            lines += TableRenderer().render(columns: table.columns, rows: table.rows).split(separator: "\n").map { "-- " + $0 }
        }
        lines += ["--", "-- Write your answer below; sqlab watch checks it every time you save.", "", ""]
        return lines.map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }.joined(separator: "\n")
    }

    private func check(_ answer: String) throws {
        guard let current else { return }
        let verdict = ReplCommand.checkIsolated(current.lesson, current.exercise, answer, timeout: common.timeout, executable: context.executable)
        notes = []
        lastAnswer = answer
        if verdict.feedback?.kind == .emptyAnswer || verdict.feedback?.kind == .noAnswer {
            lastVerdict = nil
            notes.append("Waiting for your answer in \(answerPath).")
        } else {
            lastVerdict = verdict
            try store.recordAttempt(lesson: current.lesson.id, exercise: current.exercise.id, passed: verdict.passed)
            if verdict.passed { notes.append(style.green("Press n for the next exercise.")) }
        }
        draw()
    }

    private func hint() throws {
        guard let current else { return }
        let exercise = current.exercise
        if exercise.hints.isEmpty {
            notes.append("Exercise \(exercise.id) has no hints.")
        } else {
            let index = try store.revealHint(lesson: current.lesson.id, exercise: exercise.id, available: exercise.hints.count)
            notes.append(CoursePresenter.hintText(exercise, index: index, style: style, width: width))
        }
        draw()
    }

    private func list() {
        guard let current else { return }
        let lesson = current.lesson
        var lines = [style.bold("\(lesson.id): \(lesson.title)")]
        for exercise in lesson.exercises {
            let progress = (try? store.progress(lesson: lesson.id, exercise: exercise.id)) ?? .none(lesson: lesson.id, exercise: exercise.id)
            lines.append("  " + CoursePresenter.exerciseLine(exercise, progress, style: style, current: exercise.id == current.exercise.id))
        }
        notes.append(lines.joined(separator: "\n"))
        draw()
    }

    private func clear() {
        if interactive { context.output.terminalControl("\u{1B}[2J\u{1B}[H") }
    }

    /// The screen: the exercise, the verdict, the notes, the progress bar and the keys. On a
    /// terminal it is redrawn from the top; piped, it is appended.
    private func draw() {
        guard let current else { return }
        clear()
        let presenter = RunPresenter(style: style, explainer: Explainer(language: common.language), width: width)
        let strings = presenter.strings
        let rule = "── \(strings.exercise) \(current.exercise.id) · \(current.lesson.id) "
        context.out(style.bold(rule + String(repeating: "─", count: max(3, width - TextWidth.of(rule)))))
        for block in current.exercise.prompt { context.out(presenter.prose(block)) }
        context.out(style.dim("Answer in \(answerPath); it is checked every time you save."))
        if let verdict = lastVerdict {
            context.out("")
            context.out(FeedbackPresenter(style: style, explainer: Explainer(language: common.language), width: width).render(verdict, answer: lastAnswer))
        }
        for note in notes {
            context.out("")
            context.out(note)
        }
        context.out("")
        let course = self.course
        context.out(CoursePresenter(style: style, width: width).progressBar(passed: course.passed, total: course.total))
        context.out(style.dim("[h] hint  [n] next  [l] list  [q] quit"))
        context.flush()
    }
}

/// Keys for `watch`: on a terminal, single key presses (no echo, no Enter); piped, the letters
/// of standard input. Ctrl-C restores the terminal before sqlab exits.
final class KeyReader {
    enum Event: Equatable {
        case key(Character)
        case end
    }

    private let raw: Bool
    private let input: CommandInput
    private var pending: [Character] = []
    /// The terminal settings to restore, kept where a SIGINT handler can reach them.
    private static let saved: UnsafeMutablePointer<termios> = .allocate(capacity: 1)

    init(raw: Bool, input: CommandInput) {
        self.input = input
        self.raw = raw && input.isStandard && tcgetattr(STDIN_FILENO, KeyReader.saved) == 0
        guard self.raw else { return }
        var settings = KeyReader.saved.pointee
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        var action = sigaction()
        // tcsetattr and _exit are async-signal-safe.
        action.__sigaction_handler.sa_handler = { _ in
            tcsetattr(STDIN_FILENO, TCSANOW, KeyReader.saved)
            _exit(130)
        }
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, &action, nil)
    }

    func restore() {
        if raw { tcsetattr(STDIN_FILENO, TCSANOW, KeyReader.saved) }
    }

    /// The next key, waiting at most `timeoutMilliseconds`; nil when none came.
    func next(timeoutMilliseconds: Int32) -> Event? {
        if !pending.isEmpty { return .key(pending.removeFirst()) }
        guard let bytes = input.read(timeoutMilliseconds: timeoutMilliseconds) else { return nil }
        guard !bytes.isEmpty else { return .end }
        pending = String(decoding: bytes, as: UTF8.self).filter { !$0.isWhitespace }.map { $0 }
        return pending.isEmpty ? nil : .key(pending.removeFirst())
    }
}
