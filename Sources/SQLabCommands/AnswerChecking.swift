import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent
import SQLabGrading
import SQLabLab

/// How `check` checks the answers of an answer file and shows each verdict; `watch` checks and
/// shows through the same two functions, so the two commands never differ (the notes on the
/// answer's text, clause hints, counterexamples, lab exercises).
enum AnswerChecking {
    /// One exercise's verdict, with the lab's own verdict when it is a lab exercise (answered
    /// with C API lines), and the answer's SQL.
    struct Checked {
        var verdict: ExerciseVerdict
        var lab: LabExerciseVerdict?
        var answer: String?
    }

    /// Each SQL answer checked in a worker process with its own heap limit and a wall-clock kill;
    /// a lab exercise's answer is checked here, in lab sessions of its own. In `exercises`'
    /// order; a failed statement's line is counted in the answer file, not in the answer.
    ///
    /// - Parameters:
    ///   - timeout: the statement time limit in seconds (each answer gets three times as much).
    ///   - executable: sqlab's own executable, which the worker process runs.
    /// - Throws: what `IsolatedChecker.check` throws when no worker can be started (a process
    ///   limit): a message saying what ran out.
    static func check(_ lesson: Lesson, _ exercises: [Exercise], _ answers: AnswerFile, timeout: Double,
                      language: Language, executable: URL) throws -> [Checked] {
        let sqlExercises = exercises.filter { !$0.isLab }
        var verdicts: [ExerciseVerdict] = []
        var labVerdicts: [String: LabExerciseVerdict] = [:]
        if !sqlExercises.isEmpty {
            var request = CheckRequest(lessonPath: lesson.path, exercises: sqlExercises.map(\.id), answers: [:],
                                       statementTimeout: timeout, answerBudget: max(3, timeout * 3))
            for exercise in sqlExercises { request.answers[exercise.id] = answers.answer(for: exercise.id)?.sql }
            let checker = IsolatedChecker(executable: executable, wallClockLimit: request.answerBudget + 7, language: language)
            verdicts = try checker.check(request, points: Dictionary(sqlExercises.map { ($0.id, $0.points) }, uniquingKeysWith: { a, _ in a }))
        }
        for exercise in exercises where exercise.isLab {
            let answer = answers.answer(for: exercise.id)?.sql ?? ""
            let verdict = LabExerciseChecker(lesson: lesson, timeout: timeout, language: language).check(exercise, answer: answer)
            labVerdicts[exercise.id] = verdict
            verdicts.append(ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: verdict.feedback(answer: answer)))
        }
        let order = Dictionary(exercises.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        verdicts.sort { (order[$0.exercise] ?? 0) < (order[$1.exercise] ?? 0) }
        return verdicts.map { found in
            var verdict = found
            // The worker's verdict on points wins; a killed worker's verdict gets the exercise's points.
            verdict.points = lesson.exercise(verdict.exercise)?.points ?? verdict.points
            let answer = answers.answer(for: verdict.exercise)
            // Lines of failed statements, counted in the answer file rather than in the answer.
            if let line = verdict.feedback?.failure?.line, let answer {
                verdict.feedback?.failure?.line = line + answer.location.line - 1
            }
            if let line = verdict.feedback?.lastQueryLine, let answer {
                verdict.feedback?.lastQueryLine = line + answer.location.line - 1
            }
            return Checked(verdict: verdict, lab: labVerdicts[verdict.exercise], answer: answer?.sql)
        }
    }

    /// A verdict as `check` prints it: the lab's presenter for a lab exercise, else
    /// `FeedbackPresenter` with the notes on mistakes seen in the answer's text.
    static func render(_ checked: Checked, style: Style, language: Language, width: Int) -> String {
        if let lab = checked.lab {
            return LabPresenter(style: style, language: language, width: width).render(lab, points: checked.verdict.points)
        }
        return FeedbackPresenter(style: style, explainer: Explainer(language: language), width: width)
            .render(checked.verdict, answer: checked.answer)
    }
}
