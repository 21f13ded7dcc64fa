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

/// `sqlab check LESSON [EXERCISE] --answer FILE|- [--format text|json] [--encoding NAME]`: checks answers.
struct CheckCommand {
    let context: CommandContext
    let arguments: Arguments
    let common: CommonOptions
    /// The answer file, `-` for standard input.
    let answerPath: String

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        let usage = "usage: sqlab check LESSON [EXERCISE] --answer FILE|- [--format text|json] [--encoding NAME]"
        (arguments, common) = try CommonOptions.parse(words, context: context, options: ["--answer", "--format", "--encoding"], positional: 1...2, usage: usage)
        _ = try CheckCommand.encodings(arguments)
        guard let answerPath = arguments.value("--answer") else { throw Arguments.UsageError(message: usage) }
        self.answerPath = answerPath
        guard ["text", "json"].contains(arguments.value("--format") ?? "text") else {
            throw Arguments.UsageError(message: "--format must be text or json")
        }
    }

    func execute() throws -> ExitStatus {
        // A low file or process limit is a message and exit status 2, before any work.
        try ProcessLimits.prepare(workers: 1)
        let lesson = try common.course.lesson(arguments.positional[0])
        let path = lesson.path
        let named = arguments.positional.count == 2 ? arguments.positional[1] : nil
        if let named { _ = try lesson.requireExercise(named) }
        let answers = try AnswerFile.read(answerPath, defaultExercise: named, encodings: CheckCommand.encodings(arguments),
                                          standardInput: { context.input.read(upTo: $0) })
        for warning in answers.warnings { context.err(warning.description) }
        let exercises = try named.map { [try lesson.requireExercise($0)] } ?? lesson.exercises.filter { answers.answer(for: $0.id) != nil }
        for answer in answers.answers where !lesson.exercises.contains(where: { $0.id.lowercased() == answer.exerciseID.lowercased() }) {
            let hint = lesson.exerciseSuggestion(for: answer.exerciseID)
            context.err(Diagnostic(.warning, at: answer.location, "the lesson has no exercise '\(answer.exerciseID)'\(hint); this answer is not checked").description)
        }
        if exercises.isEmpty {
            let file = answerPath == "-" ? "<stdin>" : answerPath
            throw Diagnostic(at: SourceLocation(file: file, line: 1),
                             "the file answers none of the lesson's exercises (start each answer with '-- exercise: ID')")
        }
        // Each answer is checked in a worker process with its own heap limit and a wall-clock kill;
        // a lab exercise's answer (C API lines) is checked here, in lab sessions of its own.
        let sqlExercises = exercises.filter { !$0.isLab }
        var verdicts: [ExerciseVerdict] = []
        if !sqlExercises.isEmpty {
            var request = CheckRequest(lessonPath: path, exercises: sqlExercises.map(\.id), answers: [:],
                                       statementTimeout: common.timeout, answerBudget: max(3, common.timeout * 3))
            for exercise in sqlExercises { request.answers[exercise.id] = answers.answer(for: exercise.id)?.sql }
            let checker = IsolatedChecker(executable: context.executable, wallClockLimit: request.answerBudget + 7)
            verdicts = checker.check(request, points: Dictionary(sqlExercises.map { ($0.id, $0.points) }, uniquingKeysWith: { a, _ in a }))
        }
        var labVerdicts: [String: LabExerciseVerdict] = [:]
        for exercise in exercises where exercise.isLab {
            let answer = answers.answer(for: exercise.id)?.sql ?? ""
            let verdict = LabExerciseChecker(lesson: lesson, timeout: common.timeout, language: common.language).check(exercise, answer: answer)
            labVerdicts[exercise.id] = verdict
            verdicts.append(ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: verdict.feedback(answer: answer)))
        }
        let order = Dictionary(exercises.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        verdicts.sort { (order[$0.exercise] ?? 0) < (order[$1.exercise] ?? 0) }
        // The worker's verdict on points wins; a killed worker's verdict gets the exercise's points.
        for i in verdicts.indices {
            verdicts[i].points = lesson.exercise(verdicts[i].exercise)?.points ?? verdicts[i].points
            // Lines of failed statements, counted in the answer file rather than in the answer.
            if let line = verdicts[i].feedback?.failure?.line, let answer = answers.answer(for: verdicts[i].exercise) {
                verdicts[i].feedback?.failure?.line = line + answer.location.line - 1
            }
        }
        ProgressRecording.record(verdicts, lesson: lesson, context: context)
        if arguments.value("--format") == "json" {
            let report = CheckReport(lesson: lesson.id, exercises: verdicts)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let json = String(decoding: try encoder.encode(report), as: UTF8.self)
            // JSON to a pipe or file keeps its exact bytes; on a terminal it is text like any other.
            if context.stdoutIsTerminal { context.out(json) } else { context.output.data(json) }
        } else {
            let presenter = FeedbackPresenter(style: context.style,
                                              explainer: Explainer(language: common.language), width: context.width)
            let lab = LabPresenter(style: presenter.style, language: common.language, width: context.width)
            for verdict in verdicts {
                if let labVerdict = labVerdicts[verdict.exercise] {
                    context.out(lab.render(labVerdict, points: verdict.points))
                } else {
                    context.out(presenter.render(verdict, answer: answers.answer(for: verdict.exercise)?.sql))
                }
            }
            let score = verdicts.map(\.score).reduce(0, +), total = verdicts.map(\.points).reduce(0, +)
            if verdicts.count > 1 { context.out("\(verdicts.filter(\.passed).count)/\(verdicts.count) passed, \(score)/\(total) points") }
        }
        return verdicts.allSatisfy(\.passed) ? .success : .foundProblems
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
