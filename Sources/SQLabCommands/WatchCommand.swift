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
/// to the lessons before and after), `m` the next page of feedback taller than the window,
/// `q` quit. On a terminal the keys act at once and the screen is redrawn to fit the window
/// (again when the window is resized), keys line last; piped, each letter of standard input
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
        (arguments, common) = try CommonOptions.parse(words, context: context, options: ["--encoding"], positional: 0...1,
                                                      usage: "sqlab watch [LESSON] [--encoding NAME] [--lang en|zh] [--timeout SECONDS]")
        encodings = try CheckCommand.encodings(arguments)
    }

    /// `--encoding NAME[,NAME...]`, as `check` reads it: the encodings tried for an answer file
    /// that is neither UTF-8 nor marked by a byte-order mark.
    let encodings: [String]

    func execute() throws -> ExitStatus {
        try CourseCommands.requireCourse(common, named: !arguments.positional.isEmpty)
        // Said on watch's first screen (standard error would be cleared away on a terminal).
        let model = try CourseCommands.model(common, context: context, sayUnsaved: false)
        for problem in model.unreadable { context.err(problem) }
        var start: String?
        if let name = arguments.positional.first {
            let lesson = try common.course.lesson(name)
            // Nothing to answer: said as hint and check say it, not "every exercise has passed".
            if lesson.exercises.isEmpty { throw CourseError(.lessonHasNoExercises, [lesson.id], language: common.language) }
            model.include(lesson)
            start = lesson.id
        }
        guard !model.lessons.isEmpty else { throw Arguments.UsageError(.watchNoLessons) }
        if model.lessons.allSatisfy({ $0.exercises.isEmpty }) {
            context.out(common.language.text(.courseHasNoExercises))
            return .success
        }
        let session = WatchSession(model: model, common: common, start: start, context: context)
        session.encodings = encodings
        session.unsavedWarning = CourseCommands.unsavedWarning(model.store, common.language)
        return try session.run()
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

    /// The terminal's width now (it is asked again before each screen: a resized window is
    /// redrawn to its new size).
    var width: Int { context.width }
    var presenter: CoursePresenter { CoursePresenter(style: style, width: width, language: common.language) }

    /// A message under the feedback: a sentence, or a hint revealed (drawn at the width of the
    /// screen it is on).
    enum Note {
        case text(String)
        case hint(HintReveal, Exercise)
    }

    var current: ExerciseRef?
    /// The encodings tried for an answer file that is not UTF-8 (`--encoding`, as `check` has it).
    var encodings: [String] = []
    /// What was last said about an answer file that could not be read (said once, not every poll).
    var lastProblem: String?
    var answerPath = ""
    var lastContent: Data?
    /// The content of each answer file when its verdict was last recorded: coming back to an
    /// exercise shows its file's verdict again without counting another attempt.
    var recorded: [String: Data] = [:]
    /// The last answer saved and its verdict, as `check` checks it (drawn by `check`'s
    /// presenter at the width of the screen).
    var checked: AnswerChecking.Checked?
    /// Messages shown under the feedback (hints, "skipped").
    var notes: [Note] = []
    /// That progress will not be saved (the progress file cannot be written), until the first
    /// screen has said it.
    var unsavedWarning: String?
    /// The lesson whose exercise list is shown, with the keys that jump to its exercises.
    var listing: Lesson?
    /// The first line of the feedback and notes shown when they are taller than the window
    /// (`m` turns the page); `showLast` turns to the last page (a hint just revealed).
    var page = 0
    var showLast = false
    /// The window's size when the screen was last drawn.
    var drawnSize: (width: Int, height: Int?) = (0, nil)

    /// The note that `n` skipped an exercise not passed, while it is the last move made: it
    /// stays on screen when the next exercise's answer file holds no answer yet.
    private var skippedNote: String?

    /// The tables and columns each exercise uses, by lesson and exercise id (asked once).
    private var usesCache: [String: [TableUse]?] = [:]

    private func uses(_ ref: ExerciseRef) -> [TableUse]? {
        let key = ref.lesson.id + "\u{0}" + ref.exercise.id
        if let known = usesCache[key] { return known }
        let found = ExerciseTables.shown(ref.exercise, in: ref.lesson)
        usesCache[key] = found
        return found
    }

    /// Keys of the exercise list, in order (not h, l, m, n or q, which keep their meaning).
    static let listKeys = Array("123456789abcdefgijkoprstuvwxyz")

    init(model: CourseModel, common: CommonOptions, start: String?, context: CommandContext) {
        self.context = context
        style = context.style
        interactive = context.stdinIsTerminal && context.stdoutIsTerminal
        self.model = model
        self.common = common
        self.start = start
    }

    private func text(_ key: TextKey, _ arguments: Any...) -> String { Catalogue.text(key, common.language, arguments) }

    func run() throws -> ExitStatus {
        let keys = KeyReader(raw: interactive, input: context.input)
        defer { keys.restore() }
        clear()
        guard try go(to: model.current(from: start)) else { return .success }
        while true {
            // The answer file is read as check reads one: bounded, a regular file, decoded once.
            let read = BoundedFile.read(context.resolve(answerPath), cap: AnswerFile.maximumSize)
            // Not a file to read (a FIFO, a device, too large, unreadable), or gone: said once,
            // as check says it, and the last verdict is no longer the file's.
            var problem: String?
            switch read {
            case .bytes: break
            case .missing: problem = lastContent != nil ? text(.watchFileGone, answerPath) : nil
            case .notRegular(let what): problem = text(.watchNotAFile, answerPath, BoundedFile.kindText(what))
            case .tooLarge(let size): problem = text(.watchTooLarge, answerPath, size, AnswerFile.maximumSize)
            case .symbolicLink, .unreadable: problem = text(.watchUnreadable, answerPath)
            }
            if current != nil, let problem, problem != lastProblem {
                lastProblem = problem
                lastContent = nil
                checked = nil
                notes = [.text(problem)]
                page = 0
                draw()
            }
            if case .bytes = read { lastProblem = nil }
            if case .bytes(let content, _) = read, content != lastContent {
                lastContent = content
                switch AnswerText.decode(content, encodings: encodings) {
                case .success(let decoded):
                    check(decoded.text, record: recorded[answerPath] != content)
                    recorded[answerPath] = content
                case .failure(let problem):
                    // Where, as check says it (line and column), and what to do, in the
                    // learner's language; a prose line, wrapped to the window.
                    checked = nil
                    let advice = problem.isNUL ? text(.watchNUL, answerPath, problem.line, problem.column)
                        : encodings.isEmpty ? text(.watchNotText, answerPath, problem.line, problem.column, problem.encodingHint ?? "GBK")
                        : text(.watchNotInEncodings, answerPath, problem.line, problem.column, encodings.joined(separator: ", "))
                    notes = [.text(advice)]
                    page = 0
                    draw()
                }
            }
            if interactive, current != nil, drawnSize.width != width || drawnSize.height != context.height { draw() }
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
                case "q", "Q", Terminal.interruptKey: return .success
                case "h", "H": try hint()
                case "l", "L": list(current?.lesson)
                case "<", ">": list(neighbour(of: listing ?? current?.lesson, by: key == "<" ? -1 : 1))
                case "n", "N": guard try next() else { return .success }
                case "m", "M":
                    page += 1
                    draw()
                default:
                    if listing != nil {
                        listing = nil
                        page = 0
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
            notes = [.text(text(.watchOnlyThis))]
            listing = nil
            page = 0
            draw()
            return true
        }
        let skipped = passed ? nil : text(.watchSkipped, current.exercise.id)
        let more = try go(to: next)
        skippedNote = skipped
        if let skipped {
            notes.insert(.text(skipped), at: 0)
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
        checked = nil
        lastContent = nil
        notes = []
        if let warning = unsavedWarning {
            notes.append(.text(warning))
            unsavedWarning = nil
        }
        page = 0
        answerPath = CourseModel.answerPath(ref, in: context.answersFolder)
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: context.resolve(answerPath), isDirectory: &isDirectory) {
            do {
                try FileManager.default.createDirectory(atPath: context.resolve((answerPath as NSString).deletingLastPathComponent),
                                                        withIntermediateDirectories: true)
                try template(ref).write(toFile: context.resolve(answerPath), atomically: true, encoding: .utf8)
            } catch {
                // A folder the learner cannot write in (Foundation's own message is not for them).
                throw Diagnostic(at: SourceLocation(file: answerPath, line: 1), text(.watchCannotWrite, context.answersFolder))
            }
            notes.append(.text(text(.watchWrote, answerPath)))
        } else if isDirectory.boolValue {
            throw Diagnostic(at: SourceLocation(file: answerPath, line: 1), text(.watchFolder))
        }
        draw()
        return true
    }

    /// The Chinese for `BoundedFile`'s kinds of file that are not regular.
    /// The width of the answer file's comment lines, after their `-- `.
    static let templateWidth = 76

    /// The new answer file: the prompt, the expected result and the tables it uses, as SQL
    /// comments, as the screen shows them (code spans as plain text, numbers right-aligned).
    func template(_ ref: ExerciseRef) -> String {
        let width = WatchSession.templateWidth
        func comment(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { "-- " + $0 }
        }
        // The header is one line: without the lesson's title when the title would wrap it.
        let header = text(.watchTemplateHeader, ref.exercise.id, ref.lesson.id, ref.lesson.title)
        var lines = comment(TextWidth.of(header) <= width ? header : text(.watchTemplateHeaderShort, ref.exercise.id, ref.lesson.id)) + ["--"]
        let prose = ProseRenderer(style: .plain, width: width)
        for block in ref.exercise.prompt {
            // The file is plain text: a code span is its text, as a terminal shows it in colour.
            lines += comment(prose.render(WatchSession.withoutCodeMarks(block)))
        }
        if let table = ref.exercise.expected {
            lines += ["--"] + comment(Strings(common.language).expectedResult)
            lines += comment(TableRenderer(maximumWidth: width).render(columns: table.columns, rows: table.rows,
                                                                       rightAligned: table.rows.map { $0.map { Double($0) != nil } }))
        }
        if let used = uses(ref) {
            let line = CoursePresenter(style: .plain, width: width, language: common.language).usesLine(used)
            lines += ["--"] + comment(LineWrapper.fit(line, width: width))
        }
        lines += ["--"] + comment(LineWrapper.fit(text(.watchTemplateWrite), width: width)) + ["", ""]
        return lines.map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }.joined(separator: "\n")
    }

    /// `block` with its code spans as plain text (for the answer file, where backticks would be
    /// Markdown showing through).
    static func withoutCodeMarks(_ block: ProseBlock) -> ProseBlock {
        func inlines(_ list: [Inline]) -> [Inline] {
            list.map { inline in
                switch inline {
                case .code(let s): return .text(s)
                case .emphasis(let c): return .emphasis(inlines(c))
                case .strong(let c): return .strong(inlines(c))
                default: return inline
                }
            }
        }
        switch block {
        case .paragraph(let list): return .paragraph(inlines(list))
        case .heading(let level, let list): return .heading(level: level, inlines(list))
        case .list(let ordered, let start, let items): return .list(ordered: ordered, start: start, items: items.map { $0.map(withoutCodeMarks) })
        case .quote(let blocks): return .quote(blocks.map(withoutCodeMarks))
        default: return block
        }
    }

    /// Checks the answer file's text as `check` checks it (`AnswerChecking`: the same worker,
    /// lab exercises in the lab) and keeps the verdict, which `check`'s presenter draws.
    private func check(_ answer: String, record: Bool) {
        guard let current else { return }
        let answers = AnswerFile(text: answer, file: answerPath, defaultExercise: current.exercise.id)
        // A `-- exercise: OTHER` line: this file is checked as this exercise's answer only.
        let others = answers.answers.map(\.exerciseID).filter { $0.lowercased() != current.exercise.id.lowercased() }
        // Comments only (the template as written): no answer yet, said without a worker, which
        // would run the lesson's steps again, under a budget of its own, to find nothing to check.
        // What the screen says of moving here ("Skipped eighteen") stays with the hints; the
        // other notes (the file was written, the progress warning) give way to "waiting".
        if !current.exercise.isLab, others.isEmpty, answers.answers.allSatisfy({ ExerciseChecker.isBlank($0.sql) }) {
            notes = notes.filter { note in
                switch note {
                case .hint: return true
                case .text(let line): return line == skippedNote
                }
            }
            checked = nil
            notes.insert(.text(text(.watchWaiting, answerPath)), at: 0)
            return draw()
        }
        let found: AnswerChecking.Checked?
        do {
            found = try AnswerChecking.check(current.lesson, [current.exercise], answers, timeout: common.timeout,
                                             language: common.language, executable: context.executable).first
        } catch {
            // No worker could be started (a process limit): said on the screen, watch goes on.
            notes.insert(.text(String(describing: error)), at: 0)
            return draw()
        }
        let kind = found?.verdict.feedback?.kind
        page = 0
        // Hints stay; other notes were about the last file.
        notes = notes.filter { if case .hint = $0 { return true } else { return false } }
        if let other = others.first { notes.insert(.text(text(.watchOtherMarker, answerPath, other, current.exercise.id)), at: 0) }
        guard let found, kind != .emptyAnswer, kind != .noAnswer else {
            checked = nil
            if others.isEmpty { notes.insert(.text(text(.watchWaiting, answerPath)), at: 0) }
            return draw()
        }
        listing = nil
        checked = found
        if record {
            do { try model.record(current, passed: found.verdict.passed) } catch { notes.append(.text(text(.progressNotRecorded, error))) }
        }
        if found.verdict.passed { notes.append(.text(style.green(text(.watchPassedNext)))) }
        draw()
    }

    /// `h`: the next hint; once every hint has been revealed (here or before), all of them
    /// again, then that there are no more.
    private func hint() throws {
        guard let current else { return }
        let reveal = try model.revealHint(current)
        if case .noMore(let count) = reveal {
            notes.removeAll { if case .hint = $0 { return true } else { return false } }
            notes += (0..<count).map { .hint(.hint(index: $0, count: count), current.exercise) }
        }
        notes.append(.hint(reveal, current.exercise))
        listing = nil
        showLast = true
        draw()
    }

    /// Shows `lesson`'s exercises, each with the key that jumps to it.
    private func list(_ lesson: Lesson?) {
        guard let lesson else { return }
        listing = lesson
        page = 0
        draw()
    }

    /// The list: its title, how to use it (first, so that a short window shows it), and the
    /// exercises with their keys.
    private func listText(_ lesson: Lesson) -> String {
        var lines = [style.bold(text(.watchListTitle, lesson.id, lesson.title)), style.dim(text(.watchListKeys))]
        for (index, exercise) in lesson.exercises.enumerated() {
            let ref = ExerciseRef(lesson: lesson, exercise: exercise)
            let progress = (try? model.progress(ref)) ?? .none(lesson: lesson.id, exercise: exercise.id)
            let key = index < WatchSession.listKeys.count ? WatchSession.listKeys[index] : nil
            lines.append("  " + presenter.exerciseLine(exercise, progress, current: ref.same(as: current), key: key))
        }
        return lines.joined(separator: "\n")
    }

    private func clear() {
        if interactive { context.output.terminalControl("\u{1B}[2J\u{1B}[3J\u{1B}[H") }
    }

    /// The text under the exercise: the list when it is open (what was just asked for), else
    /// what `check` shows for the answer and the notes.
    private func middleText() -> String {
        if let listing { return listText(listing) }
        var parts: [String] = []
        if let checked { parts.append(AnswerChecking.render(checked, style: style, language: common.language, width: width)) }
        for note in notes {
            switch note {
            case .text(let line): parts.append(line)
            case .hint(let reveal, let exercise): parts.append(presenter.hint(reveal, of: exercise))
            }
        }
        return parts.joined(separator: "\n\n")
    }

    /// The screen: the exercise, what `check` shows, the notes, the progress bar and the keys.
    /// On a terminal it is redrawn from the top and cut to the window's height, the keys line
    /// last, so that nothing scrolls away; piped, it is appended whole.
    private func draw() {
        guard let current else { return }
        let height = interactive ? context.height : nil
        drawnSize = (width, height)
        let top = presenter.exercise(current, uses: uses(current), footer: [text(.watchAnswerIn, answerPath)])
        let snapshot = try? model.snapshot()
        let bar = presenter.progressBar(passed: snapshot?.passed ?? 0, total: snapshot?.total ?? 0)
        let middle = lines(middleText())
        if showLast {
            page = Int.max
            showLast = false
        }
        var keys = text(.watchKeys)
        let screen = WatchSession.layout(top: lines(top), middle: middle, bottomLines: 2, height: height, page: &page,
                                         more: { self.text(.watchMoreLines, $0) },
                                         pageLine: { self.text($1 == $2 ? .watchPageLast : .watchPage, $0, $1, $2) })
        if screen.paged { keys += (common.language == .zh ? "　" : "  ") + text(.watchMoreKey) }
        let all = screen.lines + [bar, style.dim(keys)]
        guard interactive else {
            context.out(all.joined(separator: "\n"))
            return context.flush()
        }
        // Over the last screen, line by line, each line's old end cleared, then what is left
        // below: no blank screen in between (no flicker), nothing of the last screen left.
        context.output.terminalControl("\u{1B}[H")
        for line in all {
            context.output.write(line)
            context.output.terminalControl("\u{1B}[K\n")
        }
        context.output.terminalControl("\u{1B}[J")
        context.flush()
    }

    /// `text` as screen rows: wrapped to the width, and a line the wrapper leaves whole (a
    /// table wider than the window) cut to it, so that every line is one row of the terminal
    /// and the layout's count of rows is the terminal's.
    private func lines(_ text: String) -> [String] {
        text.isEmpty ? [] : WatchSession.rows(LineWrapper.fit(text, width: width), width: width)
    }

    /// Each line of `text` cut to `width` display columns (ending in `…`; a cut line loses
    /// its colours, which could otherwise be cut in the middle of an escape code).
    static func rows(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let plain = LineWrapper.stripEscapes(String(line))
            return TextWidth.of(plain) <= width ? String(line) : TextWidth.truncate(plain, to: width)
        }
    }

    /// The lines above the progress bar and keys line (`bottomLines` of them) on a screen at
    /// most `height - 1` lines high (the last line is the cursor's), and whether the middle was
    /// cut into pages. The exercise (`top`) is shown whole when that leaves the feedback and
    /// notes (`middle`) at least a third of the room (six lines at 24); else it keeps its
    /// first lines and says how many are left out (`more`). The middle is shown a page at a
    /// time: page `page` (turned back to 0 past the end, clamped to the last page; `Int.max`
    /// is the last), every page as full as the room allows, the last one ending at the last
    /// line, with a line saying which lines these are (`pageLine(first, last, total)`). With no
    /// height, all of it.
    static func layout(top: [String], middle: [String], bottomLines: Int, height: Int?, page: inout Int,
                       more: (Int) -> String, pageLine: (Int, Int, Int) -> String) -> (lines: [String], paged: Bool) {
        let gap = middle.isEmpty ? [] : [""]
        guard let height else { return (top + gap + middle + [""], false) }
        let available = max(6, height - 1 - bottomLines - 1 - gap.count)
        guard top.count + middle.count > available else { return (top + gap + middle + [""], false) }
        let least = min(middle.count, max(6, available / 3))
        var shownTop = top
        if top.count + least > available {
            let keep = max(2, available - least - 1)
            shownTop = Array(top.prefix(keep)) + [more(top.count - keep)]
        }
        let room = available - shownTop.count
        guard middle.count > room else { return (shownTop + gap + middle + [""], false) }
        // Pages of `room - 1` lines and the line that says which ones they are.
        let size = max(1, room - 1)
        let pages = (middle.count + size - 1) / size
        if page == Int.max { page = pages - 1 } else if page >= pages || page < 0 { page = 0 }
        // The last page is as full as the others, ending at the last line: a hint just
        // revealed (the end of the middle) is shown whole, never only its last words.
        let first = page == pages - 1 ? max(0, middle.count - size) : page * size
        let shown = Array(middle[first..<min(middle.count, first + size)])
        return (shownTop + gap + shown + [pageLine(first + 1, first + shown.count, middle.count), ""], true)
    }
}

/// Keys for `watch`: on a terminal, single key presses (no echo, no Enter, Ctrl-C a key:
/// `Terminal.interruptKey`); piped, the letters of standard input. A SIGINT from elsewhere
/// restores the terminal before sqlab exits.
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
        // Ctrl-C is a key (quit, as q), not a signal: sqlab leaves as q leaves, status 0.
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
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
