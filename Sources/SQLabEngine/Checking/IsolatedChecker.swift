import CLibc
import Foundation
#if canImport(Glibc)
import Glibc
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons
#endif

/// What a worker process is asked to check: one lesson, some of its exercises, the answers.
public struct CheckRequest: Codable, Sendable {
    public var lessonPath: String
    /// Exercise ids, checked in this order.
    public var exercises: [String]
    /// Answers by exercise id; a missing id means "no answer".
    public var answers: [String: String]
    /// Seconds per statement and per answer.
    public var statementTimeout: Double
    public var answerBudget: Double
    /// The worker's SQLite hard heap limit, in bytes.
    public var heapLimit: Int64
    /// Measure where checking spends its time (`CheckTimings`); nil or false: measure nothing.
    public var timing: Bool?
    /// Partial credit for every exercise (`grade --partial`); nil or false: only exercises
    /// marked `partial=true`.
    public var partial: Bool?

    public init(lessonPath: String, exercises: [String], answers: [String: String],
                statementTimeout: Double = 1.0, answerBudget: Double = 3.0, heapLimit: Int64 = Sandbox.defaultHeapLimit,
                timing: Bool? = nil) {
        self.lessonPath = lessonPath
        self.exercises = exercises
        self.answers = answers
        self.statementTimeout = statementTimeout
        self.answerBudget = answerBudget
        self.heapLimit = heapLimit
        self.timing = timing
    }
}

/// One line a streaming worker (`sqlab __check-worker --stream`) writes: a verdict as soon as
/// each exercise is checked, then `done` (with the timings when asked for) at the end of each
/// request; `error` when the request could not be served at all.
public struct WorkerMessage: Codable, Sendable {
    public var verdict: ExerciseVerdict?
    public var done: Bool?
    public var timings: CheckTimings?
    public var error: String?
    /// A problem of the lesson itself that stops every check of it (its SQL ran out of the
    /// lesson's budget): the diagnostic line, `FILE:LINE:COLUMN: error: …`.
    public var lessonProblem: String?
    /// The same line in every language, by `Language.rawValue` (`FILE:LINE:COLUMN: 错误：…`):
    /// the worker does not know which one the command shows.
    public var lessonProblems: [String: String]?

    public init(verdict: ExerciseVerdict? = nil, done: Bool? = nil, timings: CheckTimings? = nil, error: String? = nil,
                lessonProblem: Diagnostic? = nil) {
        self.verdict = verdict
        self.done = done
        self.timings = timings
        self.error = error
        self.lessonProblem = lessonProblem?.description
        self.lessonProblems = lessonProblem.map { problem in
            Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0.rawValue, problem.description(in: $0)) })
        }
    }
}

/// The lesson could not be run through in the worker (`WorkerMessage.lessonProblem`): no
/// answer can be checked against it, so the command stops with status 2 and this line.
public struct WorkerLessonProblem: Error, CustomStringConvertible {
    /// The line in English.
    public let description: String
    /// The line by `Language.rawValue` (`WorkerMessage.lessonProblems`).
    public let texts: [String: String]
    public init(_ description: String, texts: [String: String] = [:]) {
        self.description = description
        self.texts = texts
    }

    /// The line in `language` (in English when the worker sent none in it).
    public func description(in language: Language) -> String { texts[language.rawValue] ?? description }
}

/// Checks answers in a separate process (sqlab itself, `sqlab __check-worker`), because some
/// things SQLite cannot bound in-process (SANDBOX-NOTES): one `printf('%.*c', …)` call runs for
/// seconds regardless of limits and interrupts; a pathological `sqlite3_prepare` is stopped
/// only by the heap limit; and the heap limit is process-wide, so one learner's data could
/// make another's query fail. The worker has its own heap limit, and the parent kills it after
/// a wall-clock limit; a killed or crashed worker is a failed check with an explanation.
///
/// `check` starts one worker per answer. `grade` keeps a pool of `CheckWorker`s, each serving
/// one submission at a time (`--stream`), and re-checks a submission one answer per worker
/// when its worker is stopped, so that only the culprit answer scores 0.
public struct IsolatedChecker: Sendable {
    /// The sqlab executable to start as the worker.
    public let executable: URL
    /// Seconds of wall-clock time a worker may take on one answer before it is killed.
    public var wallClockLimit: Double

    /// Bytes of one verdict a worker may send; more is an answer flooding its output.
    public static let maximumVerdictBytes = 8 << 20
    /// Extra seconds a fresh worker has for its first answer, to read the lesson and run its steps.
    public static let startAllowance = 3.0

    /// The language of the notes on an answer whose worker stopped.
    public var language: Language

    public init(executable: URL, wallClockLimit: Double = 10, language: Language) {
        self.executable = executable
        self.wallClockLimit = wallClockLimit
        self.language = language
    }

    /// Why a worker stopped before it gave every verdict.
    public enum Stop: Equatable, Sendable {
        /// Killed after this many seconds on one answer.
        case timedOut(Double)
        /// Ended by this signal.
        case crashed(Int32)
        /// Exited with this status without a verdict (most likely out of memory).
        case exited(Int32)
        /// Sent a verdict larger than `maximumVerdictBytes`, and was killed.
        case flooded
        /// Could not be started.
        case couldNotStart(String)
    }

    /// The sentence the learner reads when the worker checking an answer stopped, in
    /// `language` (`worker.*` in the text catalogue).
    public static func note(for stop: Stop, language: Language) -> String {
        switch stop {
        case .timedOut(let seconds): return language.text(.workerTimedOut, Int(seconds))
        case .crashed(let signal): return language.text(.workerCrashed, Int(signal))
        case .exited(let status): return language.text(.workerExited, Int(status))
        case .flooded: return language.text(.workerFlooded, maximumVerdictBytes >> 20)
        case .couldNotStart(let reason): return language.text(.workerCouldNotStart, reason)
        }
    }

    /// A verdict of 0 for an answer whose worker stopped, its note in `language`.
    public static func stopped(_ exercise: String, points: Int, _ stop: Stop, language: Language) -> ExerciseVerdict {
        var feedback = Feedback(kind: .killed)
        feedback.note = note(for: stop, language: language)
        return ExerciseVerdict(exercise: exercise, points: points, feedback: feedback)
    }

    /// The worker's side: answers one request read from `input` (JSON) with the verdicts (JSON);
    /// `lab` checks the answers to lab exercises (`ExerciseChecker.labCheck`).
    public static func serve(_ input: Data, lab: ExerciseChecker.LabCheck? = nil) -> Data {
        let encoder = JSONEncoder()
        guard let request = try? JSONDecoder().decode(CheckRequest.self, from: input) else { return Data() }
        Sandbox.setProcessHeapLimit(bytes: request.heapLimit)
        let fault = WorkerFault(environment: ProcessInfo.processInfo.environment)
        var verdicts: [ExerciseVerdict] = []
        do {
            let lesson = try LessonParser.parse(contentsOf: request.lessonPath)
            let checker = try ExerciseChecker(lesson: lesson, sandbox: Sandbox(statementTimeout: request.statementTimeout),
                                              budget: request.answerBudget)
            checker.partialCredit = request.partial ?? false
            checker.labCheck = lab
            for id in request.exercises {
                guard let exercise = lesson.exercise(id) else { continue }
                fault?.strike(request.answers[id])
                verdicts.append(try checker.check(exercise, answer: request.answers[id]))
            }
        } catch {
            return Data()
        }
        return (try? encoder.encode(verdicts)) ?? Data()
    }

    /// The streaming worker's side (`sqlab __check-worker --stream`): reads one request per line
    /// from standard input until it ends, and for each writes one `WorkerMessage` line per
    /// exercise as soon as it is checked, then a `done` line. The lesson is read and its steps
    /// run once per lesson, not once per request; each answer still runs on fresh connections.
    /// `lab` checks the answers to lab exercises (`ExerciseChecker.labCheck`).
    public static func serveStream(lab: ExerciseChecker.LabCheck? = nil) -> Never {
        // A worker must not outlive its grader (killed with SIGKILL, it cannot stop us itself).
        _ = sqlab_die_with_parent()
        let fault = WorkerFault(environment: ProcessInfo.processInfo.environment)
        let encoder = JSONEncoder()
        func emit(_ message: WorkerMessage) {
            var data = (try? encoder.encode(message)) ?? Data("{\"error\":\"cannot encode\"}".utf8)
            data.append(0x0A)
            FileHandle.standardOutput.write(data)
        }
        var cached: (key: String, lesson: Lesson, checker: ExerciseChecker)?
        while let line = readLine(strippingNewline: true) {
            guard let request = try? JSONDecoder().decode(CheckRequest.self, from: Data(line.utf8)) else {
                emit(WorkerMessage(error: "the request is not valid JSON"))
                emit(WorkerMessage(done: true))
                continue
            }
            Sandbox.setProcessHeapLimit(bytes: request.heapLimit)
            var timings = CheckTimings()
            // By the lesson's content, not only its path: a lesson edited while a worker lives
            // (watch, the REPL) is read again.
            let content = (try? Data(contentsOf: URL(fileURLWithPath: request.lessonPath))).map { SeededGenerator.seed(String(decoding: $0, as: UTF8.self)) } ?? 0
            let key = "\(request.lessonPath)\n\(content)\n\(request.statementTimeout)\n\(request.answerBudget)"
            if cached?.key != key {
                cached = nil
                let start = DispatchTime.now().uptimeNanoseconds
                do {
                    let lesson = try LessonParser.parse(contentsOf: request.lessonPath)
                    let checker = try ExerciseChecker(lesson: lesson, sandbox: Sandbox(statementTimeout: request.statementTimeout),
                                                      budget: request.answerBudget)
                    checker.partialCredit = request.partial ?? false
                    checker.labCheck = lab
                    cached = (key, lesson, checker)
                } catch let spent as LessonBudgetSpent {
                    emit(WorkerMessage(error: "cannot run the lesson", lessonProblem: spent.diagnostic))
                    emit(WorkerMessage(done: true))
                    continue
                } catch {
                    emit(WorkerMessage(error: "cannot read the lesson: \(error)"))
                    emit(WorkerMessage(done: true))
                    continue
                }
                timings.setup = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            }
            let (_, lesson, checker) = cached!
            checker.timings = request.timing == true ? CheckTimings() : nil
            for id in request.exercises {
                guard let exercise = lesson.exercise(id) else {
                    emit(WorkerMessage(error: "the lesson has no exercise '\(id)'"))
                    continue
                }
                fault?.strike(request.answers[id])
                let verdict: ExerciseVerdict
                do {
                    verdict = try checker.check(exercise, answer: request.answers[id])
                } catch {
                    var feedback = Feedback(kind: .error)
                    feedback.note = Language.en.text(.feedbackCouldNotOpen, "\(error)")
                    verdict = ExerciseVerdict(exercise: id, points: exercise.points, feedback: feedback)
                }
                emit(WorkerMessage(verdict: verdict))
            }
            if let measured = checker.timings { timings.add(measured) }
            emit(WorkerMessage(done: true, timings: request.timing == true ? timings : nil))
        }
        exit(0)
    }

    /// Checks the answers to `exercises`: all in one worker first; if that worker is killed or
    /// crashes, again one worker per exercise, so that only the answer responsible loses its
    /// verdict.
    ///
    /// - Throws: `ResourceShortage` when a process or file-descriptor limit stops a worker from
    ///   starting: that is no verdict on the answer, and the command exits with status 2;
    ///   `WorkerLessonProblem` when the worker could not run the lesson (its budget ran out).
    public func check(_ request: CheckRequest, points: [String: Int]) throws -> [ExerciseVerdict] {
        var verdicts = try run(request)
        if request.exercises.count > 1, verdicts.contains(where: { $0.feedback?.kind == .killed }) {
            verdicts = try request.exercises.map { id in
                var single = request
                single.exercises = [id]
                single.answers = request.answers.filter { $0.key == id }
                return try run(single).first ?? IsolatedChecker.stopped(id, points: 1, .exited(0), language: language)
            }
        }
        return verdicts.map { verdict in
            var verdict = verdict
            verdict.points = points[verdict.exercise] ?? verdict.points
            return verdict
        }
    }

    /// Runs one worker; on a kill or crash every exercise of the request without a verdict gets
    /// a `.killed` verdict whose note says what happened.
    func run(_ request: CheckRequest) throws -> [ExerciseVerdict] {
        let outcome: CheckWorker.Outcome
        do {
            let worker = try CheckWorker(executable: executable)
            // As before workers were streamed: the wall-clock limit covers reading the lesson too.
            outcome = worker.check(request, limit: wallClockLimit, startAllowance: 0)
            worker.close()
        } catch let shortage as ResourceShortage {
            throw shortage
        } catch {
            return request.exercises.map { IsolatedChecker.stopped($0, points: 1, .couldNotStart("\(error)"), language: language) }
        }
        if let problem = outcome.lessonProblem { throw WorkerLessonProblem(problem, texts: outcome.lessonProblems ?? [:]) }
        var verdicts = outcome.verdicts
        if let stop = outcome.stop {
            verdicts += request.exercises.dropFirst(verdicts.count).map { IsolatedChecker.stopped($0, points: 1, stop, language: language) }
        }
        return verdicts
    }
}
