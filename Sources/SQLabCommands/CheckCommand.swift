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
import SQLabLab

/// `sqlab check [LESSON [EXERCISE]] [--answer FILE|-] [--format text|json] [--encoding NAME]`:
/// checks answers.
///
/// Without `--answer` it reads the answer files `watch` writes (`answers/LESSON/ID.sql`): with
/// no LESSON, the one of the current exercise (the exercise `next` shows); with LESSON and
/// EXERCISE, that exercise's; with LESSON alone, every one the lesson has.
struct CheckCommand {
    let context: CommandContext
    static let usage = "sqlab check [LESSON [EXERCISE]] [--answer FILE|-] [--format text|json] [--encoding NAME]"
    let arguments: Arguments
    let common: CommonOptions

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        (arguments, common) = try CommonOptions.parse(words, context: context, options: ["--answer", "--format", "--encoding"],
                                                      positional: 0...2, usage: CheckCommand.usage)
        _ = try CheckCommand.encodings(arguments)
        guard arguments.value("--answer") == nil || !arguments.positional.isEmpty else { throw Arguments.UsageError.usage(CheckCommand.usage) }
        guard ["text", "json"].contains(arguments.value("--format") ?? "text") else {
            throw Arguments.UsageError(.usageFormat, "text, json")
        }
    }

    func execute() throws -> ExitStatus {
        // A low file or process limit is a message and exit status 2, before any work.
        try ProcessLimits.prepare(workers: 1)
        let lesson: Lesson
        let targets: [(path: String, exercise: String?)]
        // Exercises whose answer file holds no answer yet (check LESSON, or the current one).
        var unanswered: [ExerciseRef] = []
        if let given = arguments.value("--answer") {
            lesson = try common.course.lesson(arguments.positional[0])
            let named = arguments.positional.count == 2 ? arguments.positional[1] : nil
            if let named { _ = try CourseModel.exercise(named, of: lesson, language: common.language) }
            targets = [(given, named)]
        } else {
            // The answer files watch writes.
            guard let found = try answerFiles() else { return .success }
            lesson = found.lesson
            targets = found.files
            unanswered = found.unanswered
            if targets.isEmpty {
                sayUnanswered(unanswered)
                return .foundProblems
            }
        }
        var checked: [AnswerChecking.Checked] = []
        // With several answer files (check LESSON), one that cannot be read is said and the
        // others are checked; the status is then 2 (as grade goes on past a bad hand-in).
        var unreadable: ExitStatus?
        for target in targets {
            let answers: AnswerFile
            do {
                answers = try AnswerFile.read(readable(target.path), defaultExercise: target.exercise,
                                              encodings: CheckCommand.encodings(arguments), standardInput: { context.input.read(upTo: $0) })
            } catch where targets.count > 1 {
                let report = ErrorReport.describe(error, language: common.language)
                context.err(report.message)
                unreadable = report.status
                continue
            }
            for warning in answers.warnings { context.err(warning.description(in: common.language)) }
            // `check 01 eighteen --answer FILE` where FILE's `-- exercise:` lines name only others:
            // a warning says which it answers (trial finding 16); the exercise then has no answer
            // and scores 0, status 1, as LESSON-FORMAT.md's answer files say.
            if let named = target.exercise, answers.answer(for: named) == nil, let first = answers.answers.first {
                let ids = answers.answers.map(\.exerciseID)
                context.err(Diagnostic(.warning, at: first.marker, .answersOtherExercise, ids.joined(separator: common.language == .zh ? "、" : ", "),
                                       named, arguments.positional[0], first.exerciseID).description(in: common.language))
            }
            let exercises = try target.exercise.map { [try CourseModel.exercise($0, of: lesson, language: common.language)] } ?? lesson.exercises.filter { answers.answer(for: $0.id) != nil }
            for answer in answers.answers where !lesson.exercises.contains(where: { $0.id.lowercased() == answer.exerciseID.lowercased() }) {
                let hint = lesson.exerciseSuggestion(for: answer.exerciseID, language: common.language)
                context.err(Diagnostic(.warning, at: answer.marker, common.language.text(.notInLesson, answer.exerciseID, hint)).description(in: common.language))
            }
            if exercises.isEmpty {
                let file = target.path == "-" ? "<stdin>" : target.path
                throw Diagnostic(at: SourceLocation(file: file, line: 1), common.language.text(.answersNone))
            }
            checked += try AnswerChecking.check(lesson, exercises, answers, timeout: common.timeout, language: common.language,
                                            executable: context.executable)
        }
        let verdicts = checked.map(\.verdict)
        ProgressRecording.record(verdicts, lesson: lesson, language: common.language, context: context)
        if arguments.value("--format") == "json" {
            // Each verdict with the notes the text shows (`pitfalls`, each with its offset,
            // length, line and column in the answer).
            let report = CheckReport(lesson: lesson.id, exercises: checked.map { one in
                var verdict = one.verdict
                let notes = FeedbackPresenter.notes(verdict, answer: one.answer)
                verdict.pitfalls = notes.isEmpty ? nil : notes
                return verdict
            })
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let json = String(decoding: try encoder.encode(report), as: UTF8.self)
            // JSON to a pipe or file keeps its exact bytes; on a terminal it is text, not wrapped.
            if context.stdoutIsTerminal { context.unwrapped(json) } else { context.output.data(json) }
        } else {
            for one in checked {
                context.out(AnswerChecking.render(one, style: context.style, language: common.language, width: context.width))
            }
            let score = verdicts.map(\.score).reduce(0, +), total = verdicts.map(\.points).reduce(0, +)
            if arguments.value("--answer") != nil {
                if verdicts.count > 1 { context.out(common.language.text(.checkSummary, verdicts.filter(\.passed).count, verdicts.count, score, total)) }
            } else {
                try sayWhereTheLearnerIs(lesson, unanswered: unanswered, passed: verdicts.allSatisfy(\.passed))
            }
        }
        if let unreadable { return unreadable }
        // An exercise with no answer yet has not passed.
        return verdicts.allSatisfy(\.passed) && unanswered.isEmpty ? .success : .foundProblems
    }

    /// The lesson and the answer files `check` reads when no `--answer` is given, with the
    /// exercises that have none yet (`CourseModel.answerState`: no file, or watch's template
    /// untouched); nil (having said so) when every exercise has passed. With a lesson alone,
    /// every exercise of it that has an answer; an exercise with none that has passed (in the
    /// REPL, in watch) is not listed as unanswered.
    ///
    /// - Throws: `Diagnostic` when an answer file is not a regular file.
    private func answerFiles() throws -> (lesson: Lesson, files: [(path: String, exercise: String?)], unanswered: [ExerciseRef])? {
        try CourseCommands.requireCourse(common, named: !arguments.positional.isEmpty)
        let model = try CourseCommands.model(common, context: context, sayUnsaved: false)
        let refs: [ExerciseRef]
        if arguments.positional.count == 1 {
            let lesson = try model.lessons.first { $0.id == arguments.positional[0] } ?? common.course.lesson(arguments.positional[0])
            model.include(lesson)
            // A lesson of prose alone has nothing to check (as `hint` says).
            if lesson.exercises.isEmpty { throw CourseError(.lessonHasNoExercises, [lesson.id], language: common.language) }
            refs = lesson.exercises.map { ExerciseRef(lesson: lesson, exercise: $0) }
        } else {
            guard let ref = try model.resolve(lesson: arguments.positional.first, exercise: arguments.positional.last, in: common.course) else {
                context.out(common.language.text(.currentNone, "check"))
                return nil
            }
            refs = [ref]
        }
        var files: [(path: String, exercise: String?)] = []
        var unanswered: [ExerciseRef] = []
        for ref in refs {
            let path = CourseModel.answerPath(ref, in: context.answersFolder)
            switch CourseModel.answerState(atPath: context.resolve(path)) {
            case .answered: files.append((path, ref.exercise.id))
            case .missing, .unanswered:
                let passedBefore = try model.progress(ref).passed
                if refs.count == 1 || !passedBefore { unanswered.append(ref) }
            case .notRegular:
                throw Diagnostic(at: SourceLocation(file: path, line: 1), common.language.text(.checkNotAFile))
            }
        }
        if arguments.positional.isEmpty, let ref = refs.first, !files.isEmpty {
            context.note(common.language.text(.checkingCurrent, ref.exercise.id, ref.lesson.id, files[0].path))
        }
        return (refs[0].lesson, files, unanswered)
    }

    /// `check`'s command line for `ref` as the learner would type it again.
    private var again: String {
        (["sqlab", "check"] + arguments.positional).joined(separator: " ")
    }

    /// Where to write each answer not yet written.
    private func sayUnanswered(_ refs: [ExerciseRef]) {
        guard let first = refs.first else { return }
        if refs.count == 1 {
            context.out(common.language.text(.noAnswerFile, first.exercise.id, CourseModel.answerPath(first, in: context.answersFolder), again))
        } else {
            let folder = (CourseModel.answerPath(first, in: context.answersFolder) as NSString).deletingLastPathComponent
            let names = refs.map(\.exercise.id).joined(separator: common.language == .zh ? "、" : ", ")
            context.out(common.language.text(.checkNoAnswers, names, folder, again))
        }
    }

    /// After the verdicts: the exercises without an answer, the lesson's count of exercises
    /// passed (`check LESSON`), and, when every answer checked passed, what comes next and the
    /// command to go on.
    private func sayWhereTheLearnerIs(_ lesson: Lesson, unanswered: [ExerciseRef], passed: Bool) throws {
        sayUnanswered(unanswered)
        let model = try CourseCommands.model(common, context: context, sayUnsaved: false)
        model.include(lesson)
        if arguments.positional.count == 1 {
            let tally = try model.tally(lesson)
            context.out(common.language.text(.checkLessonTally, tally.passed, tally.total, lesson.id))
        }
        guard passed, unanswered.isEmpty else { return }
        if let next = try model.current(from: lesson.id) {
            // `sqlab next` alone shows the course's current exercise; another one needs its lesson.
            let show = try model.current()?.same(as: next) == true ? "sqlab next" : "sqlab next \(next.lesson.id)"
            context.out(common.language.text(.checkNext, next.exercise.id, next.lesson.id, CourseModel.answerPath(next, in: context.answersFolder), show))
        } else {
            context.out(common.language.text(.everyExercisePassed))
        }
    }

    /// `path` as the file system finds it: against the command's working directory when that
    /// is not the process's (an in-process test), else as given (so messages name it so).
    private func readable(_ path: String) -> String {
        path == "-" || FileManager.default.currentDirectoryPath == context.workingDirectory ? path : context.resolve(path)
    }
}

/// The JSON `sqlab check --format json` prints.
struct CheckReport: Encodable {
    let lesson: String
    let exercises: [ExerciseVerdict]
}

extension CheckCommand {
    /// `--encoding NAME[,NAME...]` (check and grade): the encodings, as glibc's iconv names them,
    /// tried in order for answer files that are neither UTF-8 nor marked by a byte-order mark.
    ///
    /// - Throws: `Arguments.UsageError` for a name iconv does not know.
    static func encodings(_ arguments: Arguments) throws -> [String] {
        let names = (arguments.values["--encoding"] ?? []).flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        for name in names where name.isEmpty || !AnswerText.isKnownEncoding(name) {
            throw Arguments.UsageError(.usageUnknownEncoding, name)
        }
        return names
    }
}
