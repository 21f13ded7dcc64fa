import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine
/// The text of the course home (`sqlab`), `sqlab next`, hints, exercise lists and the progress
/// bar, shared by the command line, the REPL and `watch`.
public struct CoursePresenter {
    /// Colour on a terminal, plain text otherwise.
    public let style: Style
    /// Columns of the terminal (the progress bar and wrapped hints fit in them).
    public let width: Int

    /// - Parameters:
    ///   - style: colour on a terminal, plain text otherwise.
    ///   - width: the terminal's columns.
    public init(style: Style, width: Int = 80) {
        self.style = style
        self.width = width
    }

    /// The course home: each lesson with its exercises and progress, the bar, and what to do next.
    ///
    /// - Parameter unreadable: lessons that could not be read, as their error messages.
    public func home(_ course: CourseProgress, unreadable: [String] = []) -> String {
        var lines = [style.bold("sqlab: the course"), ""]
        for entry in course.lessons {
            let count = entry.exercises.isEmpty ? "" : "  \(entry.passed)/\(entry.exercises.count)"
            let mark = !entry.exercises.isEmpty && entry.passed == entry.exercises.count ? style.green("✓") : " "
            lines.append("\(mark) \(style.bold(entry.lesson.id))  \(entry.lesson.title)" + style.dim(count))
            for (exercise, progress) in entry.exercises {
                lines.append("    " + CoursePresenter.exerciseLine(exercise, progress, style: style, current: false))
            }
        }
        for problem in unreadable { lines.append(style.red("  " + problem)) }
        lines.append("")
        lines.append(progressBar(passed: course.passed, total: course.total))
        lines.append("")
        if let next = course.next() {
            lines.append("Next: exercise \(next.exercise.id) of \(next.lesson.id).")
            let commands = [("sqlab next", "show it"),
                            ("sqlab watch \(next.lesson.id)", "answer it in a file, checked on every save"),
                            ("sqlab repl \(next.lesson.id)", "try things out in the lesson's database"),
                            ("sqlab run \(next.lesson.id)", "read the lesson step by step")]
            let commandWidth = commands.map { TextWidth.of($0.0) }.max() ?? 0
            for (command, what) in commands { lines.append("  " + TextWidth.pad(command, to: commandWidth) + "   " + what) }
        } else if course.total > 0 {
            lines.append(style.green("Every exercise has passed. Well done!"))
        } else {
            lines.append("The course has no exercises yet.")
        }
        return lines.joined(separator: "\n")
    }

    /// `✓ eighteen   passed · 2 tries · hints 1/2`, `✗ older   tried 3 times`, `· girls   not tried`;
    /// `current` adds `←`.
    public static func exerciseLine(_ exercise: Exercise, _ progress: ExerciseProgress, style: Style, current: Bool) -> String {
        let mark = progress.passed ? style.green("✓") : progress.tried > 0 ? style.red("✗") : style.dim("·")
        var facts: [String] = []
        if progress.passed {
            facts.append("passed")
        } else if progress.tried == 0 {
            facts.append("not tried")
        }
        if progress.tried > 0 { facts.append(progress.tried == 1 ? "tried once" : "tried \(progress.tried) times") }
        if !exercise.hints.isEmpty { facts.append("hints \(progress.hintsRevealed)/\(exercise.hints.count)") }
        let name = TextWidth.pad(exercise.id, to: 14)
        return "\(mark) \(name) " + style.dim(facts.joined(separator: " · ")) + (current ? " ←" : "")
    }

    /// Hint `index` (0-based) of the exercise, `Hint 1 of 2: …`; with nil, that there are no
    /// more.
    public static func hintText(_ exercise: Exercise, index: Int?, style: Style, width: Int) -> String {
        guard let index, index < exercise.hints.count else {
            let count = exercise.hints.count
            return "No more hints for exercise \(exercise.id): " + (count == 1 ? "its one hint has" : "all \(count) have") + " been shown."
        }
        let label = style.yellow("Hint \(index + 1) of \(exercise.hints.count): ")
        var inlines = exercise.hints[index]
        // The lesson writes "Hint: …"; the label already says so.
        if case .text(let first)? = inlines.first, first.hasPrefix("Hint:") {
            inlines[0] = .text(String(first.dropFirst("Hint:".count)).trimmingCharacters(in: .whitespaces))
        }
        return ProseRenderer(style: style, width: width).render(.paragraph([.text(label)] + inlines))
    }

    /// `[██████░░░░░░░░░░░░░░] 3/12 exercises passed`, at most `width` columns.
    public func progressBar(passed: Int, total: Int) -> String {
        let label = " \(passed)/\(total) exercise\(total == 1 ? "" : "s") passed"
        let cells = max(10, min(40, width - TextWidth.of(label) - 2))
        let filled = total == 0 ? 0 : cells * passed / total
        return "[" + style.green(String(repeating: "█", count: filled)) + String(repeating: "░", count: cells - filled) + "]" + label
    }
}
