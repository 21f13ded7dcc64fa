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

/// `sqlab` with no command: the course home (lessons, exercises, progress, what to do next);
/// and `sqlab next [LESSON]`: the first exercise not yet passed, as `run` shows an exercise.
struct HomeCommand {
    let context: CommandContext
    let arguments: Arguments
    let common: CommonOptions
    /// True for `sqlab next`.
    let showNext: Bool

    init(_ words: [String], next: Bool, context: CommandContext) throws {
        self.context = context
        (arguments, common) = try CommonOptions.parse(words, context: context, positional: 0...(next ? 1 : 0),
                                                      usage: next ? "usage: sqlab next [LESSON]" : "usage: sqlab [help|run|check|hint|next|watch|repl|progress|…]")
        showNext = next
    }

    func execute() throws -> ExitStatus {
        guard common.course.folder != nil || !arguments.positional.isEmpty else {
            context.out(Help.text)
            context.err("sqlab: no course folder here (./lessons); give --course DIR or set SQLAB_COURSE to see the course")
            return showNext ? .couldNotRun : .success
        }
        let store = try ProgressStore(path: ProgressStore.defaultPath(environment: context.environment))
        let style = context.style
        var (course, unreadable) = try CourseProgress.load(common.course, store: store)
        var start: String?
        if let name = arguments.positional.first {
            let lesson = try common.course.lesson(name)
            if !course.lessons.contains(where: { $0.lesson.id == lesson.id }) {
                course = CourseProgress(lessons: [lesson], records: try store.all())
            }
            start = lesson.id
        }
        guard showNext else {
            context.out(CoursePresenter(style: style, width: context.width).home(course, unreadable: unreadable))
            return .success
        }
        for problem in unreadable { context.err(problem) }
        guard let next = course.next(from: start) else {
            context.out(course.total == 0 ? "The course has no exercises." : "Every exercise has passed.")
            return .success
        }
        let presenter = RunPresenter(style: style, explainer: Explainer(language: common.language), width: context.width)
        context.out(presenter.title(next.lesson))
        context.out(presenter.exercise(next.exercise, lesson: next.lesson))
        context.out(style.dim("Or answer it in a file that is checked on every save: sqlab watch \(next.lesson.id)"))
        return .success
    }
}

/// `sqlab hint LESSON EXERCISE`: the exercise's next hint not yet shown (recorded), then that
/// there are no more.
struct HintCommand {
    let context: CommandContext
    let arguments: Arguments
    let common: CommonOptions

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        (arguments, common) = try CommonOptions.parse(words, context: context, positional: 2...2,
                                                      usage: "usage: sqlab hint LESSON EXERCISE")
    }

    func execute() throws -> ExitStatus {
        let lesson = try common.course.lesson(arguments.positional[0])
        let exercise = try lesson.requireExercise(arguments.positional[1])
        let style = context.style
        guard !exercise.hints.isEmpty else {
            context.out("Exercise \(exercise.id) has no hints.")
            return .success
        }
        let store = try ProgressStore(path: ProgressStore.defaultPath(environment: context.environment))
        let index = try store.revealHint(lesson: lesson.id, exercise: exercise.id, available: exercise.hints.count)
        context.out(CoursePresenter.hintText(exercise, index: index, style: style, width: context.width))
        return .success
    }
}

/// `sqlab progress [--export] [--reset [--yes]]`: where progress is kept and what it holds;
/// `--export` prints it as JSON; `--reset` forgets it, after asking on a terminal.
struct ProgressCommand {
    let context: CommandContext
    let arguments: Arguments

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        arguments = try Arguments(words, flags: ["--reset", "--yes", "--export"], options: [])
        guard arguments.positional.isEmpty, !(arguments.has("--reset") && arguments.has("--export")) else {
            throw Arguments.UsageError(message: "usage: sqlab progress [--export | --reset [--yes]]")
        }
    }

    func execute() throws -> ExitStatus {
        let path = ProgressStore.defaultPath(environment: context.environment)
        if arguments.has("--reset") { return try reset(path) }
        let store = try ProgressStore(path: path)
        if arguments.has("--export") {
            context.out(String(decoding: try store.exportJSON(), as: UTF8.self))
            return .success
        }
        let records = try store.all()
        context.out("Progress is kept in \(path)")
        context.out("\(records.count) exercise\(records.count == 1 ? "" : "s") recorded, \(records.filter(\.passed).count) passed. "
                    + "'sqlab' shows the course; --export prints it as JSON; --reset forgets it.")
        return .success
    }

    private func reset(_ path: String) throws -> ExitStatus {
        if !arguments.has("--yes") {
            guard context.stdinIsTerminal else {
                context.err("sqlab: progress --reset forgets all progress in \(path); add --yes to do it without a question")
                return .couldNotRun
            }
            context.write("Forget all progress in \(path)? [y/N] ")
            context.flush()
            let answer = context.input.readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            guard answer == "y" || answer == "yes" else {
                context.out("Nothing was changed.")
                return .success
            }
        }
        do {
            try ProgressStore(path: path).reset()
        } catch let error as ProgressStoreError {
            // Only here, at the learner's explicit request, is a damaged or newer file replaced.
            switch error.problem {
            case .corrupt, .newerVersion: break
            default: throw error
            }
            try ProgressStore.removeDamaged(at: path)
            _ = try ProgressStore(path: path)
        }
        context.out("Progress reset: \(path) now holds none.")
        return .success
    }
}

/// Recording `check`'s verdicts in the progress store. A store that cannot be used is a warning
/// here, not a failure: the verdicts stand, and a grader's `check` does not depend on a
/// learner's progress file.
enum ProgressRecording {
    static func record(_ verdicts: [ExerciseVerdict], lesson: Lesson, context: CommandContext) {
        let answered = verdicts.filter { $0.feedback?.kind != .noAnswer && $0.feedback?.kind != .emptyAnswer }
        guard !answered.isEmpty else { return }
        do {
            let store = try ProgressStore(path: ProgressStore.defaultPath(environment: context.environment))
            for verdict in answered {
                try store.recordAttempt(lesson: lesson.id, exercise: verdict.exercise, passed: verdict.passed)
            }
        } catch {
            context.err("sqlab: warning: progress not recorded: \(error)")
        }
    }
}
