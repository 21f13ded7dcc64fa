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
/// For the current exercise (the first not yet passed, from LESSON on, else from the start of
/// the course) it writes `answers/LESSON/ID.sql` with the prompt, the expected result and the
/// tables it uses as SQL comments (never over an existing file), checks the file every time it
/// is saved (its content is polled every 200 ms), and shows what `check` shows for it, with a
/// progress bar. Keys: `h` the next hint, `n` the next exercise (skipping this one when it has
/// not passed), `l` the lesson's exercises, each with a key that jumps to it (`<` and `>` turn
/// to the lessons before and after), `q` quit. On a terminal the keys act at once and the
/// screen is redrawn to fit the window, keys line last; piped, each letter of standard input
/// is a key, its end quits, and each screen is appended.
struct WatchCommand {
    /// How often the answer file is looked at.
    static let pollMilliseconds: Int32 = 200
    /// The folder answer files are written in, under the working directory.
    static let answersFolder = CourseModel.answersFolder

    /// Where watch keeps the answer to an exercise, and `check` without `--answer` reads it:
    /// `answers/LESSON/ID.sql`, relative to the working directory.
    static func answerPath(lesson: String, exercise: String) -> String {
        CourseModel.answerPath(lesson: lesson, exercise: exercise)
    }

    let context: CommandContext
    let arguments: Arguments
    let common: CommonOptions

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        (arguments, common) = try CommonOptions.parse(words, context: context, positional: 0...1,
                                                      usage: "sqlab watch [LESSON] [--lang en|zh] [--timeout SECONDS]")
    }

    func execute() throws -> ExitStatus {
        try CourseCommands.requireCourse(common, named: !arguments.positional.isEmpty)
        let model = try CourseCommands.model(common, context: context)
        for problem in model.unreadable { context.err(problem) }
        var start: String?
        if let name = arguments.positional.first {
            let lesson = try common.course.lesson(name)
            model.include(lesson)
            start = lesson.id
        }
        guard !model.lessons.isEmpty else { throw Arguments.UsageError(.watchNoLessons) }
        return try WatchSession(model: model, common: common, start: start, context: context).run()
    }
}

/// One `watch` run: the current exercise, its answer file, and the screen.
final class WatchSession {
    let model: CourseModel
    let common: CommonOptions
    let start: String?
    let context: CommandContext
    let style: Style
    let interactive: Bool
    let width: Int
    let presenter: CoursePresenter

    var current: ExerciseRef?
    var answerPath = ""
    var lastContent: Data?
    /// The content of each answer file when its verdict was last recorded: coming back to an
    /// exercise shows its file's verdict again without counting another attempt.
    var recorded: [String: Data] = [:]
    /// What `check` shows for the last answer saved, when it was one.
    var feedback: String?
    /// Messages shown under the feedback (hints, "skipped").
    var notes: [String] = []
    /// The lesson whose exercise list is shown, with the keys that jump to its exercises.
    var listing: Lesson?

    /// The tables and columns each exercise uses, by lesson and exercise id (asked once).
    private var usesCache: [String: [TableUse]?] = [:]

    private func uses(_ ref: ExerciseRef) -> [TableUse]? {
        let key = ref.lesson.id + "\u{0}" + ref.exercise.id
        if let known = usesCache[key] { return known }
        let found = ExerciseTables.shown(ref.exercise, in: ref.lesson)
        usesCache[key] = found
        return found
    }

    /// Keys of the exercise list, in order (not h, l, n or q, which keep their meaning).
    static let listKeys = Array("123456789abcdefgijkmoprstuvwxyz")

    init(model: CourseModel, common: CommonOptions, start: String?, context: CommandContext) {
        self.context = context
        style = context.style
        interactive = context.stdinIsTerminal && context.stdoutIsTerminal
        width = context.width
        self.model = model
        self.common = common
        self.start = start
        presenter = CoursePresenter(style: style, width: width, language: common.language)
    }

    private func text(_ key: TextKey, _ arguments: Any...) -> String { Catalogue.text(key, common.language, arguments) }

    func run() throws -> ExitStatus {
        let keys = KeyReader(raw: interactive, input: context.input)
        defer { keys.restore() }
        guard try go(to: model.current(from: start)) else { return .success }
        while true {
            // The answer file is read as check reads one: bounded, a regular file, decoded once.
            if case .bytes(let content, _) = BoundedFile.read(context.resolve(answerPath), cap: AnswerFile.maximumSize),
               content != lastContent {
                lastContent = content
                switch AnswerText.decode(content) {
                case .success(let decoded):
                    check(decoded.text, record: recorded[answerPath] != content)
                    recorded[answerPath] = content
                case .failure(let problem):
                    feedback = nil
                    notes = [Diagnostic(at: SourceLocation(file: answerPath, line: problem.line), problem.message).description]
                    draw()
                }
            }
            switch keys.next(timeoutMilliseconds: WatchCommand.pollMilliseconds) {
            case .none: continue
            case .end?: return .success
            case .key(let key)?:
                if let lesson = listing, let exercise = jumpTarget(key, in: lesson) {
                    listing = nil
                    guard try go(to: ExerciseRef(lesson: lesson, exercise: exercise)) else { return .success }
                    continue
                }
                switch key {
                case "q", "Q": return .success
                case "h", "H": try hint()
                case "l", "L": list(current?.lesson)
                case "<", ">": list(neighbour(of: listing ?? current?.lesson, by: key == "<" ? -1 : 1))
                case "n", "N": guard try next() else { return .success }
                default:
                    if listing != nil {
                        listing = nil
                        draw()
                    }
                }
            }
        }
    }

    /// The exercise a key of the list jumps to.
    private func jumpTarget(_ key: Character, in lesson: Lesson) -> Exercise? {
        guard let index = WatchSession.listKeys.firstIndex(of: Character(key.lowercased())), index < lesson.exercises.count else { return nil }
        return lesson.exercises[index]
    }

    /// The lesson `step` lessons before or after `lesson` (itself at either end).
    private func neighbour(of lesson: Lesson?, by step: Int) -> Lesson? {
        guard let lesson, let index = model.lessons.firstIndex(where: { $0.id == lesson.id }) else { return lesson }
        return model.lessons[max(0, min(model.lessons.count - 1, index + step))]
    }

    /// `n`: the next exercise not passed; this one is skipped when it has not passed.
    private func next() throws -> Bool {
        guard let current else { return false }
        let passed = try model.progress(current).passed
        guard let next = try model.next(after: current, inLesson: false) else {
            if passed { return try go(to: nil) }
            notes = [text(.watchOnlyThis)]
            draw()
            return true
        }
        let skipped = passed ? nil : text(.watchSkipped, current.exercise.id)
        let more = try go(to: next)
        if let skipped {
            notes.insert(skipped, at: 0)
            draw()
        }
        return more
    }

    /// Makes `ref` the current exercise and writes its answer file when there is none; with
    /// nil, says that every exercise has passed and returns false.
    private func go(to ref: ExerciseRef?) throws -> Bool {
        listing = nil
        guard let ref else {
            current = nil
            clear()
            context.out(style.green(text(.watchSolved)))
            let snapshot = try model.snapshot()
            context.out(presenter.progressBar(passed: snapshot.passed, total: snapshot.total))
            context.flush()
            return false
        }
        current = ref
        feedback = nil
        lastContent = nil
        notes = []
        answerPath = WatchCommand.answerPath(lesson: ref.lesson.id, exercise: ref.exercise.id)
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: context.resolve(answerPath), isDirectory: &isDirectory) {
            try FileManager.default.createDirectory(atPath: context.resolve((answerPath as NSString).deletingLastPathComponent),
                                                    withIntermediateDirectories: true)
            try template(ref).write(toFile: context.resolve(answerPath), atomically: true, encoding: .utf8)
            notes.append(text(.watchWrote, answerPath))
        } else if isDirectory.boolValue {
            throw Diagnostic(at: SourceLocation(file: answerPath, line: 1), "is a folder, not an answer file")
        }
        draw()
        return true
    }

    /// The new answer file: the prompt, the expected result and the tables it uses, as SQL
    /// comments.
    func template(_ ref: ExerciseRef) -> String {
        var lines = LineWrapper.fit(text(.watchTemplateHeader, ref.exercise.id, ref.lesson.id, ref.lesson.title), width: 76)
            .split(separator: "\n").map { "-- " + $0 } + ["--"]
        let prose = ProseRenderer(style: .plain, width: 76)
        for block in ref.exercise.prompt {
            lines += prose.render(block).split(separator: "\n", omittingEmptySubsequences: false).map { "-- " + $0 }
        }
        if let table = ref.exercise.expected {
            lines += ["--", "-- " + Strings(common.language).expectedResult]
            lines += TableRenderer(maximumWidth: 76).render(columns: table.columns, rows: table.rows).split(separator: "\n").map { "-- " + $0 }
        }
        if let used = uses(ref) {
            let line = CoursePresenter(style: .plain, width: 76, language: common.language).usesLine(used)
            lines += ["--"] + LineWrapper.fit(line, width: 76).split(separator: "\n").map { "-- " + $0 }
        }
        lines += ["--"] + LineWrapper.fit(text(.watchTemplateWrite), width: 76).split(separator: "\n").map { "-- " + $0 } + ["", ""]
        return lines.map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }.joined(separator: "\n")
    }

    /// Checks the answer as `check` does, and shows what `check` shows (`FeedbackPresenter`,
    /// with the notes on mistakes seen in the answer's text).
    private func check(_ answer: String, record: Bool) {
        guard let current else { return }
        let verdict = ReplCommand.checkIsolated(current.lesson, current.exercise, answer, timeout: common.timeout, executable: context.executable)
        notes = []
        if verdict.feedback?.kind == .emptyAnswer || verdict.feedback?.kind == .noAnswer {
            feedback = nil
            notes.append(text(.watchWaiting, answerPath))
        } else {
            feedback = FeedbackPresenter(style: style, explainer: Explainer(language: common.language), width: width)
                .render(verdict, answer: answer)
            if record {
                do { try model.record(current, passed: verdict.passed) } catch { notes.append(text(.progressNotRecorded, error)) }
            }
            if verdict.passed { notes.append(style.green(text(.watchPassedNext))) }
        }
        draw()
    }

    private func hint() throws {
        guard let current else { return }
        notes.append(presenter.hint(try model.revealHint(current), of: current.exercise))
        draw()
    }

    /// Shows `lesson`'s exercises, each with the key that jumps to it.
    private func list(_ lesson: Lesson?) {
        guard let lesson else { return }
        listing = lesson
        draw()
    }

    private func listText(_ lesson: Lesson) -> String {
        var lines = [style.bold("\(lesson.id): \(lesson.title)")]
        for (index, exercise) in lesson.exercises.enumerated() {
            let ref = ExerciseRef(lesson: lesson, exercise: exercise)
            let progress = (try? model.progress(ref)) ?? .none(lesson: lesson.id, exercise: exercise.id)
            let key = index < WatchSession.listKeys.count ? WatchSession.listKeys[index] : nil
            lines.append("  " + presenter.exerciseLine(exercise, progress, current: ref.same(as: current), key: key))
        }
        lines.append(style.dim(text(.watchListKeys)))
        return lines.joined(separator: "\n")
    }

    private func clear() {
        if interactive { context.output.terminalControl("\u{1B}[2J\u{1B}[3J\u{1B}[H") }
    }

    /// The screen: the exercise, what `check` shows, the notes, the progress bar and the keys.
    /// On a terminal it is redrawn from the top and cut to the window's height, the keys line
    /// last, so that nothing scrolls away; piped, it is appended whole.
    private func draw() {
        guard let current else { return }
        let top = presenter.exercise(current, uses: uses(current), footer: [text(.watchAnswerIn, answerPath)])
        var middle: [String] = []
        if let listing { middle.append(listText(listing)) }
        if let feedback { middle.append(feedback) }
        middle += notes
        let snapshot = try? model.snapshot()
        let bottom = [presenter.progressBar(passed: snapshot?.passed ?? 0, total: snapshot?.total ?? 0), style.dim(text(.watchKeys))]
        let screen = WatchSession.layout(top: lines(top), middle: lines(middle.joined(separator: "\n\n")), bottom: bottom,
                                         height: interactive ? context.height : nil, more: { self.text(.watchMoreLines, $0) })
        clear()
        context.out(screen.joined(separator: "\n"))
        context.flush()
    }

    private func lines(_ text: String) -> [String] {
        text.isEmpty ? [] : LineWrapper.fit(text, width: width).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The lines of a screen at most `height - 1` lines high (the last line is the cursor's):
    /// the bottom lines whole; the feedback before the exercise, which keeps at least its rule
    /// and first lines; a part cut in its middle (the feedback keeps its verdict and its notes)
    /// with a line saying how many lines are left out (`more`). With no height, all of it.
    static func layout(top: [String], middle: [String], bottom: [String], height: Int?, more: (Int) -> String) -> [String] {
        let gap = middle.isEmpty ? [] : [""]
        guard let height else { return top + gap + middle + [""] + bottom }
        let available = max(4, height - 1 - bottom.count - 1 - gap.count)
        let topLeast = min(top.count, max(3, available / 4))
        let middleShown = min(middle.count, available - topLeast)
        let topShown = min(top.count, available - middleShown)
        func cut(_ lines: [String], _ shown: Int, keepEnd: Bool) -> [String] {
            guard shown < lines.count else { return lines }
            guard shown > 1 else { return shown == 1 ? [more(lines.count)] : [] }
            let tail = keepEnd ? (shown - 1) / 2 : 0
            let head = shown - 1 - tail
            return Array(lines.prefix(head)) + [more(lines.count - head - tail)] + Array(lines.suffix(tail))
        }
        return cut(top, topShown, keepEnd: false) + gap + cut(middle, middleShown, keepEnd: true) + [""] + bottom
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
