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

    /// The course home: each lesson with its exercises and progress, the bar, and what to do next.
    ///
    /// - Parameters:
    ///   - current: the exercise `next` would show (`CourseModel.current()`), nil when all passed.
    ///   - unreadable: lessons that could not be read, as their error messages.
    public func home(_ course: CourseProgress, current: ExerciseRef?, unreadable: [String] = []) -> String {
        var lines = [style.bold(text(.homeTitle)), ""]
        for entry in course.lessons {
            let count = entry.exercises.isEmpty ? "" : "  \(entry.passed)/\(entry.exercises.count)"
            let mark = !entry.exercises.isEmpty && entry.passed == entry.exercises.count ? style.green("✓") : " "
            lines.append("\(mark) \(style.bold(entry.lesson.id))  \(entry.lesson.title)" + style.dim(count))
            for (exercise, progress) in entry.exercises {
                lines.append("    " + exerciseLine(exercise, progress, current: current.map { $0.lesson.id == entry.lesson.id && $0.exercise.id == exercise.id } ?? false))
            }
        }
        for problem in unreadable { lines.append(style.red("  " + text(.unreadableLesson, problem))) }
        lines.append("")
        lines.append(progressBar(passed: course.passed, total: course.total))
        lines.append("")
        if let next = current {
            lines.append(text(.homeNext, next.exercise.id, next.lesson.id))
            let commands = [("sqlab next", text(.homeShowIt)),
                            ("sqlab watch \(next.lesson.id)", text(.homeWatchIt)),
                            ("sqlab repl \(next.lesson.id)", text(.homeTryIt)),
                            ("sqlab run \(next.lesson.id)", text(.homeReadIt))]
            let commandWidth = commands.map { TextWidth.of($0.0) }.max() ?? 0
            for (command, what) in commands { lines.append("  " + TextWidth.pad(command, to: commandWidth) + "   " + what) }
        } else if course.total > 0 {
            lines.append(style.green(text(.allPassed)))
        } else {
            lines.append(text(.noExercisesYet))
        }
        return LineWrapper.fit(lines.joined(separator: "\n"), width: width)
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
