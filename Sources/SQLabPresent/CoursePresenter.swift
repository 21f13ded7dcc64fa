import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine

/// The text of the course home (`sqlab`), an exercise as `next`, watch and the REPL show it,
/// hints, exercise lists and the progress bar: one presenter for the command line, the REPL
/// and `watch`, over what `CourseModel` answers. Every sentence comes from the text catalogue.
public struct CoursePresenter {
    /// Colour on a terminal, plain text otherwise.
    public let style: Style
    /// Columns of the terminal (everything shown fits in them).
    public let width: Int
    /// The language of the interface.
    public let language: Language

    /// - Parameters:
    ///   - style: colour on a terminal, plain text otherwise.
    ///   - width: the terminal's columns.
    ///   - language: the interface's language.
    public init(style: Style, width: Int = 80, language: Language = .en) {
        self.style = style
        self.width = width
        self.language = language
    }

    private func text(_ key: TextKey, _ arguments: Any...) -> String {
        Catalogue.text(key, language, arguments)
    }

    /// The course home: the lessons with their exercises and progress, the bar, and what to do
    /// next.
    ///
    /// - Parameters:
    ///   - current: the exercise `next` would show (`CourseModel.current()`), nil when all passed.
    ///   - unreadable: lessons that could not be read, as their error messages.
    ///   - rows: the lines the home may take (a terminal's height less the prompt's line); nil:
    ///     every lesson with every exercise (`sqlab home --all`). When the whole course does not
    ///     fit, the lesson of the current exercise is shown with its exercises, the lessons
    ///     around it one line each, and a line saying how many are left out and how to see them.
    public func home(_ course: CourseProgress, current: ExerciseRef?, unreadable: [String] = [], rows: Int? = nil) -> String {
        let head = [style.bold(text(.homeTitle)), ""]
        var foot = unreadable.map { style.red("  " + text(.unreadableLesson, $0)) }
        foot += ["", progressBar(passed: course.passed, total: course.total), ""]
        if let next = current {
            foot.append(text(.homeNext, next.exercise.id, next.lesson.id))
            let commands = [("sqlab next", text(.homeShowIt)),
                            ("sqlab watch \(next.lesson.id)", text(.homeWatchIt)),
                            ("sqlab repl \(next.lesson.id)", text(.homeTryIt)),
                            ("sqlab run \(next.lesson.id)", text(.homeReadIt))]
            let commandWidth = commands.map { TextWidth.of($0.0) }.max() ?? 0
            for (command, what) in commands { foot.append("  " + TextWidth.pad(command, to: commandWidth) + "   " + what) }
        } else if course.total > 0 {
            foot.append(style.green(text(.allPassed)))
        } else {
            foot.append(text(.noExercisesYet))
        }
        foot = LineWrapper.fit(foot.joined(separator: "\n"), width: width).components(separatedBy: "\n")
        let lessons = lessonLines(course, current: current)
        var middle = lessons.flatMap { [$0.line] + $0.exercises }
        if let rows, head.count + middle.count + foot.count > rows {
            middle = window(lessons, current: current, rows: max(3, rows - head.count - foot.count))
        }
        return (head + middle + foot).joined(separator: "\n")
    }

    /// Each lesson's line (`✓ 01-first-steps  First steps  4/4`, wrapped to the width) and its
    /// exercises' lines.
    private func lessonLines(_ course: CourseProgress, current: ExerciseRef?) -> [HomeLesson] {
        course.lessons.map { entry in
            let count = entry.exercises.isEmpty ? "" : "  \(entry.passed)/\(entry.exercises.count)"
            let mark = !entry.exercises.isEmpty && entry.passed == entry.exercises.count ? style.green("✓") : " "
            let line = LineWrapper.fit("\(mark) \(style.bold(entry.lesson.id))  \(entry.lesson.title)" + style.dim(count), width: width)
            let exercises = entry.exercises.map { exercise, progress in
                LineWrapper.fit("    " + exerciseLine(exercise, progress, current: current.map {
                    $0.lesson.id == entry.lesson.id && $0.exercise.id == exercise.id } ?? false), width: width)
            }
            let at = entry.lesson.id == current?.lesson.id ? entry.exercises.firstIndex { $0.exercise.id == current?.exercise.id } : nil
            return HomeLesson(line: line, exercises: exercises, current: at)
        }
    }

    /// A lesson's lines in the home, and which of its exercises is the current one.
    private struct HomeLesson {
        let line: String
        let exercises: [String]
        let current: Int?
    }

    /// At most `rows` lines of the lesson list: the lesson of `current` (else the first not
    /// finished) with its exercises, as many lessons around it as fit, one line each (one
    /// before it for each two after), then how many are left out.
    private func window(_ lessons: [HomeLesson], current: ExerciseRef?, rows: Int) -> [String] {
        guard !lessons.isEmpty else { return [] }
        let focus = lessons.firstIndex { $0.current != nil } ?? 0
        // The current lesson's exercises, cut around the current one when they alone do not fit.
        var exercises = lessons[focus].exercises
        let room = rows - 2
        if exercises.count > room {
            let at = lessons[focus].current ?? 0
            let start = min(max(0, at - room / 2), exercises.count - room)
            exercises = Array(exercises[start..<(start + room)])
        }
        // Lines as shown: a lesson's line may have been wrapped.
        func count(_ text: String) -> Int { text.reduce(1) { $1 == "\n" ? $0 + 1 : $0 } }
        let more = style.dim(LineWrapper.fit(text(.homeMoreLessons, lessons.count - 1), width: width))
        var low = focus, high = focus
        var used = count(lessons[focus].line) + exercises.map(count).reduce(0, +) + count(more)
        while low > 0 || high < lessons.count - 1 {
            // Two lessons to come for every one done.
            let before = focus - low, after = high - focus
            let earlier = low > 0 && (high == lessons.count - 1 || before * 2 < after)
            let added = count(lessons[earlier ? low - 1 : high + 1].line)
            guard used + added <= rows else { break }
            if earlier { low -= 1 } else { high += 1 }
            used += added
        }
        var lines: [String] = []
        for index in low...high {
            lines.append(lessons[index].line)
            if index == focus { lines += exercises }
        }
        let hidden = lessons.count - (high - low + 1)
        if hidden > 0 || exercises.count < lessons[focus].exercises.count { lines.append(style.dim(LineWrapper.fit(text(.homeMoreLessons, hidden), width: width))) }
        return lines
    }

    /// `✓ eighteen   passed · 2 tries · hints 1/2`, `✗ older   tried 3 times`, `· girls   not tried`;
    /// `current` adds `←`; `key` puts the key that jumps to it in front (`[3]`, watch's list);
    /// `uses` adds the tables and columns it is about.
    public func exerciseLine(_ exercise: Exercise, _ progress: ExerciseProgress, current: Bool, key: Character? = nil,
                             uses: [TableUse]? = nil) -> String {
        let mark = progress.passed ? style.green("✓") : progress.tried > 0 ? style.red("✗") : style.dim("·")
        var facts: [String] = []
        if progress.passed {
            facts.append(text(.passed))
        } else if progress.tried == 0 {
            facts.append(text(.notTried))
        }
        if progress.tried > 0 { facts.append(text(.tried, progress.tried)) }
        if !exercise.hints.isEmpty { facts.append(text(.hintsShown, progress.hintsRevealed, exercise.hints.count)) }
        let name = TextWidth.pad(exercise.id, to: 14)
        var line = (key.map { "[\($0)] " } ?? "") + "\(mark) \(name) " + style.dim(facts.joined(separator: " · ")) + (current ? " ←" : "")
        if let uses, !uses.isEmpty { line += "\n" + String(repeating: " ", count: key == nil ? 4 : 8) + style.dim(usesLine(uses)) }
        return line
    }

    /// `It uses: students(name, age)`.
    public func usesLine(_ uses: [TableUse]) -> String {
        uses.isEmpty ? text(.usesNothing) : text(.uses, uses.map(\.description).joined(separator: language == .zh ? "；" : "; "))
    }

    /// What revealing a hint gave: `Hint 1 of 2: …`, that there are none, or that there are no
    /// more.
    public func hint(_ reveal: HintReveal, of exercise: Exercise) -> String {
        switch reveal {
        case .none: return text(.noHints, exercise.id)
        case .noMore(let count): return LineWrapper.fit(text(.noMoreHints, exercise.id, count), width: width)
        case .hint(let index, let count):
            let label = style.yellow(text(.hintLabel, index + 1, count)) + (language == .zh ? "" : " ")
            var inlines = exercise.hints[index]
            // The lesson writes "Hint: …" (or "提示：…"); the label already says so.
            for prefix in ["Hint:", "提示：", "提示:"] {
                if case .text(let first)? = inlines.first, first.hasPrefix(prefix) {
                    inlines[0] = .text(String(first.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces))
                }
            }
            return ProseRenderer(style: style, width: width).render(.paragraph([.text(label)] + inlines))
        }
    }

    /// An exercise as `next`, watch and the REPL show it: a rule with its id, the prompt, the
    /// expected result, and the tables and columns it uses; `footer` lines follow (how to
    /// answer it there).
    public func exercise(_ ref: ExerciseRef, uses: [TableUse]?, footer: [String] = []) -> String {
        let exercise = ref.exercise
        let strings = Strings(language)
        let rule = "── \(strings.exercise) \(exercise.id) · \(ref.lesson.id) · \(strings.points(exercise.points)) "
        var lines = [style.bold(rule + String(repeating: "─", count: max(3, width - TextWidth.of(rule))))]
        let prose = ProseRenderer(style: style, width: width)
        for block in exercise.prompt { lines.append(prose.render(block)) }
        if let table = exercise.expected {
            lines.append(strings.expectedResult)
            lines.append(TableRenderer(maximumWidth: width).render(columns: table.columns, rows: table.rows,
                                                rightAligned: table.rows.map { $0.map { Double($0) != nil } }))
        }
        if let uses { lines.append(LineWrapper.fit(usesLine(uses), width: width)) }
        lines += footer.map { style.dim(LineWrapper.fit($0, width: width)) }
        return lines.joined(separator: "\n")
    }

    /// `[██████░░░░░░░░░░░░░░] 3/12 exercises passed`, at most `width` columns.
    public func progressBar(passed: Int, total: Int) -> String {
        let label = " " + text(.progressBar, passed, total)
        let cells = max(10, min(40, width - TextWidth.of(label) - 2))
        let filled = total == 0 ? 0 : cells * passed / total
        return "[" + style.green(String(repeating: "█", count: filled)) + String(repeating: "░", count: cells - filled) + "]" + label
    }
}
