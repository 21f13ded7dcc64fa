import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine
import SQLabPresent

/// The course model every course command asks (`CourseModel`): the course folder's lessons
/// with the learner's progress store.
enum CourseCommands {
    /// The model of `common.course`, or nil when there is no course folder.
    ///
    /// A progress file that cannot be written does not stop a learner: the store is then a
    /// private copy (`ProgressStore.openForLearner`), and with `sayUnsaved` a warning on
    /// standard error says once that progress is not saved, naming the file.
    static func model(_ common: CommonOptions, context: CommandContext, sayUnsaved: Bool = true) throws -> CourseModel {
        let store = try ProgressStore.openForLearner(path: ProgressStore.defaultPath(environment: context.environment))
        if sayUnsaved, let warning = unsavedWarning(store, common.language) { context.note(warning) }
        return common.course.folder == nil ? CourseModel(lessons: [], store: store) : CourseModel(course: common.course, store: store)
    }

    /// "progress will not be saved this time: FILE cannot be written (why)", when it will not.
    static func unsavedWarning(_ store: ProgressStore?, _ language: Language) -> String? {
        guard let store, let reason = store.unsavedReason else { return nil }
        // The result code's name (SQLITE_READONLY_DIRECTORY), the same in every language.
        let code = reason.split(separator: ":", maxSplits: 1).first.map(String.init) ?? reason
        return language.text(.progressNotSaved, store.path, code)
    }

    /// The presenter of the course's texts for this terminal and language.
    static func presenter(_ common: CommonOptions, context: CommandContext) -> CoursePresenter {
        CoursePresenter(style: context.style, width: context.width, language: common.language)
    }

    /// Throws the one-line "no course here" (what to do) when there is no course folder
    /// (`./lessons`, `$SQLAB_COURSE` and the installed course are all missing) and no lesson
    /// is named.
    static func requireCourse(_ common: CommonOptions, named: Bool) throws {
        guard common.course.folder != nil || named else { throw Arguments.UsageError(.noCourse) }
    }
}

/// `sqlab` with no command: the course home (lessons, exercises, progress, what to do next);
/// and `sqlab next [LESSON]`: the current exercise (the first not yet passed, from LESSON on),
/// with the tables and columns it uses.
struct HomeCommand {
    let context: CommandContext
    let arguments: Arguments
    let common: CommonOptions
    /// True for `sqlab next`.
    let showNext: Bool

    init(_ words: [String], next: Bool, context: CommandContext) throws {
        self.context = context
        (arguments, common) = try CommonOptions.parse(words, context: context, flags: next ? [] : ["--all"], positional: 0...(next ? 1 : 0),
                                                      usage: next ? "sqlab next [LESSON]" : "sqlab [home [--all]|help|run|check|hint|next|watch|repl|…]")
        showNext = next
    }

    func execute() throws -> ExitStatus {
        try CourseCommands.requireCourse(common, named: !arguments.positional.isEmpty)
        let model = try CourseCommands.model(common, context: context)
        let presenter = CourseCommands.presenter(common, context: context)
        var start: String?
        if let name = arguments.positional.first {
            let lesson = try common.course.lesson(name)
            model.include(lesson)
            start = lesson.id
        }
        guard showNext else {
            // The home fits the terminal's height (24 lines when not a terminal), less the line of
            // the shell's prompt after it; --all shows every lesson and exercise.
            let rows = arguments.has("--all") ? nil : (context.height ?? 24) - 1
            context.out(presenter.home(try model.snapshot(), current: try model.current(), unreadable: model.unreadable, rows: rows))
            return .success
        }
        for problem in model.unreadable { context.err(problem) }
        // A lesson named whose every exercise has passed: say so before what comes next.
        if let start, let lesson = model.lessons.first(where: { $0.id == start }), !lesson.exercises.isEmpty {
            let tally = try model.tally(lesson)
            if tally.passed == tally.total { context.out(common.language.text(.lessonDone, lesson.id, tally.total)) }
        }
        guard let next = try model.current(from: start) else {
            context.out(common.language.text(model.exercises.isEmpty ? .courseHasNoExercises : .everyExercisePassed))
            return .success
        }
        let run = RunPresenter(style: presenter.style, explainer: Explainer(language: common.language), width: presenter.width)
        context.out(run.title(next.lesson))
        // On a terminal (a learner, not a script) the answer file's folder is made, so that any
        // editor can save the file there.
        let answer = CourseModel.answerPath(next, in: context.answersFolder)
        if context.stdoutIsTerminal {
            try? FileManager.default.createDirectory(atPath: context.resolve((answer as NSString).deletingLastPathComponent),
                                                     withIntermediateDirectories: true)
        }
        // `sqlab check` and `sqlab hint` alone act on the current exercise; for another one (next
        // LESSON further on) the footer names it.
        let current = try model.current()
        let named = current?.same(as: next) == true ? "" : " \(next.lesson.id) \(next.exercise.id)"
        // A sentence and its command on one line when they fit, else the command on a line of its
        // own: a command is never broken (it is copied as it is).
        func line(_ text: String, _ command: String) -> String {
            let joined = text + (common.language == .zh ? "" : " ") + command
            return TextWidth.of(joined) <= presenter.width ? joined : text + "\n  " + command
        }
        var footer = [line(common.language.text(.nextCheck, answer), "sqlab check" + named),
                      line(common.language.text(.nextInWatch), "sqlab watch \(next.lesson.id)")]
        if !next.exercise.hints.isEmpty { footer.insert(line(common.language.text(.nextHint, next.exercise.hints.count), "sqlab hint" + named), at: 1) }
        context.out(presenter.exercise(next, uses: ExerciseTables.shown(next.exercise, in: next.lesson), footer: footer))
        return .success
    }
}

/// `sqlab hint [LESSON EXERCISE]`: the exercise's next hint not yet shown (recorded), then
/// that there are no more; with no arguments, of the current exercise (the one `next` shows).
struct HintCommand {
    let context: CommandContext
    let arguments: Arguments
    let common: CommonOptions

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        (arguments, common) = try CommonOptions.parse(words, context: context, positional: 0...2, usage: "sqlab hint [LESSON [EXERCISE]]")
    }

    func execute() throws -> ExitStatus {
        try CourseCommands.requireCourse(common, named: !arguments.positional.isEmpty)
        let model = try CourseCommands.model(common, context: context)
        // LESSON alone: its first exercise not passed (as check LESSON EXERCISE would name it).
        let exercise = arguments.positional.count == 2 ? arguments.positional[1] : nil
        guard let ref = try model.resolve(lesson: arguments.positional.first, exercise: exercise, in: common.course) else {
            if let name = arguments.positional.first { throw CourseError(.lessonHasNoExercises, [try common.course.lesson(name).id], language: common.language) }
            context.out(common.language.text(.currentNone, "hint"))
            return .success
        }
        context.out(CourseCommands.presenter(common, context: context).hint(try model.revealHint(ref), of: ref.exercise))
        return .success
    }
}

/// `sqlab progress [--export] [--reset [--yes]]`: where progress is kept and what it holds;
/// `--export` prints it as JSON; `--reset` forgets it, after asking on a terminal.
struct ProgressCommand {
    let context: CommandContext
    let arguments: Arguments
    let language: Language

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        arguments = try Arguments(words, flags: ["--reset", "--yes", "--export"], options: ["--lang"])
        guard let language = Language.resolve(flag: arguments.value("--lang"), environment: context.environment) else {
            throw Arguments.UsageError(.usageLang)
        }
        self.language = language
        guard arguments.positional.isEmpty, !(arguments.has("--reset") && arguments.has("--export")) else {
            throw Arguments.UsageError(.usageProgress)
        }
    }

    func execute() throws -> ExitStatus {
        let path = ProgressStore.defaultPath(environment: context.environment)
        if arguments.has("--reset") { return try reset(path) }
        // Reading only: a file that cannot be written is read (its private copy), and said so.
        let store = try ProgressStore.openForLearner(path: path)
        if let warning = CourseCommands.unsavedWarning(store, language) { context.note(warning) }
        if arguments.has("--export") {
            context.unwrapped(String(decoding: try store.exportJSON(), as: UTF8.self))
            return .success
        }
        let records = try store.all()
        context.out(language.text(.progressKept, path))
        context.out(language.text(.progressCounts, records.count, records.filter(\.passed).count))
        return .success
    }

    private func reset(_ path: String) throws -> ExitStatus {
        if !arguments.has("--yes") {
            guard context.stdinIsTerminal else {
                context.err(language.text(.progressNeedsYes, path))
                return .couldNotRun
            }
            context.write(language.text(.progressAsk, path))
            context.flush()
            let answer = context.input.readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            guard answer == "y" || answer == "yes" else {
                context.out(language.text(.progressUnchanged))
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
        context.out(language.text(.progressReset, path))
        return .success
    }
}

/// Recording `check`'s verdicts in the progress store. A store that cannot be used is a warning
/// here, not a failure: the verdicts stand, and a grader's `check` does not depend on a
/// learner's progress file.
enum ProgressRecording {
    static func record(_ verdicts: [ExerciseVerdict], lesson: Lesson, language: Language, context: CommandContext) {
        let answered = verdicts.filter { $0.feedback?.kind != .noAnswer && $0.feedback?.kind != .emptyAnswer }
        guard !answered.isEmpty else { return }
        do {
            let model = CourseModel(lessons: [lesson], store: try ProgressStore(path: ProgressStore.defaultPath(environment: context.environment)))
            for verdict in answered {
                guard let exercise = lesson.exercise(verdict.exercise) else { continue }
                try model.record(ExerciseRef(lesson: lesson, exercise: exercise), passed: verdict.passed)
            }
        } catch {
            // One warning, not a warning holding an error: the path and what is wrong.
            let what = (error as? ProgressStoreError).map {
                "\($0.path): " + (ErrorReport.hitFileSizeLimit($0) ? language.text(.fileSizeLimit) : $0.message(language))
            } ?? "\(error)"
            context.note(language.text(.progressNotRecorded, what))
        }
    }
}
