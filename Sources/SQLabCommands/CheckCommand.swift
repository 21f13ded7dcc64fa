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
        if let given = arguments.value("--answer") {
            lesson = try common.course.lesson(arguments.positional[0])
            let named = arguments.positional.count == 2 ? arguments.positional[1] : nil
            if let named { _ = try CourseModel.exercise(named, of: lesson, language: common.language) }
            targets = [(given, named)]
        } else {
            // The answer files watch writes.
            guard let found = try answerFiles() else { return .success }
            (lesson, targets) = found
        }
        var checked: [AnswerChecking.Checked] = []
        for target in targets {
            let answers = try AnswerFile.read(readable(target.path), defaultExercise: target.exercise,
                                              encodings: CheckCommand.encodings(arguments), standardInput: { context.input.read(upTo: $0) })
            for warning in answers.warnings { context.err(warning.description) }
            let exercises = try target.exercise.map { [try CourseModel.exercise($0, of: lesson, language: common.language)] } ?? lesson.exercises.filter { answers.answer(for: $0.id) != nil }
            for answer in answers.answers where !lesson.exercises.contains(where: { $0.id.lowercased() == answer.exerciseID.lowercased() }) {
                let hint = lesson.exerciseSuggestion(for: answer.exerciseID, language: common.language)
                context.err(Diagnostic(.warning, at: answer.location, common.language.text(.notInLesson, answer.exerciseID, hint)).description)
            }
            if exercises.isEmpty {
                let file = target.path == "-" ? "<stdin>" : target.path
                throw Diagnostic(at: SourceLocation(file: file, line: 1), common.language.text(.answersNone))
            }
            checked += AnswerChecking.check(lesson, exercises, answers, timeout: common.timeout, language: common.language,
                                            executable: context.executable)
        }
        let verdicts = checked.map(\.verdict)
        ProgressRecording.record(verdicts, lesson: lesson, language: common.language, context: context)
        if arguments.value("--format") == "json" {
            let report = CheckReport(lesson: lesson.id, exercises: verdicts)
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
            if verdicts.count > 1 { context.out(common.language.text(.checkSummary, verdicts.filter(\.passed).count, verdicts.count, score, total)) }
        }
        return verdicts.allSatisfy(\.passed) ? .success : .foundProblems
    }

    /// The lesson and the answer files `check` reads when no `--answer` is given; nil (having
    /// said so) when every exercise has passed.
    ///
    /// - Throws: `Diagnostic` when there is no answer file.
    private func answerFiles() throws -> (Lesson, [(path: String, exercise: String?)])? {
        if arguments.positional.count == 1 {
            // A lesson alone: every answer file it has.
            let lesson = try common.course.lesson(arguments.positional[0])
            let files = lesson.exercises.map { (path: WatchCommand.answerPath(lesson: lesson.id, exercise: $0.id), exercise: Optional($0.id)) }
                .filter { FileManager.default.fileExists(atPath: context.resolve($0.path)) }
            guard !files.isEmpty else {
                let folder = (WatchCommand.answersFolder as NSString).appendingPathComponent(lesson.id)
                throw Diagnostic(at: SourceLocation(file: folder, line: 1), common.language.text(.noAnswerFile, lesson.id))
            }
            return (lesson, files)
        }
        try CourseCommands.requireCourse(common, named: !arguments.positional.isEmpty)
        let model = try CourseCommands.model(common, context: context)
        guard let ref = try model.resolve(lesson: arguments.positional.first, exercise: arguments.positional.last, in: common.course) else {
            context.out(common.language.text(.currentNone, "check"))
            return nil
        }
        let path = WatchCommand.answerPath(lesson: ref.lesson.id, exercise: ref.exercise.id)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: context.resolve(path), isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw Diagnostic(at: SourceLocation(file: path, line: 1), common.language.text(.noAnswerFile, ref.exercise.id))
        }
        if arguments.positional.isEmpty { context.err(common.language.text(.checkingCurrent, ref.exercise.id, ref.lesson.id, path)) }
        return (ref.lesson, [(path, ref.exercise.id)])
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
            throw Arguments.UsageError(message: "--encoding: iconv knows no encoding '\(name)' ('iconv --list' names them: GBK, CP1252, LATIN1, SHIFT_JIS, ...)")
        }
        return names
    }
}
