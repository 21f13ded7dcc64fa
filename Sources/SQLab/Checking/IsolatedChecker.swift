import Foundation

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

    public init(lessonPath: String, exercises: [String], answers: [String: String],
                statementTimeout: Double = 1.0, answerBudget: Double = 3.0, heapLimit: Int64 = Sandbox.defaultHeapLimit) {
        self.lessonPath = lessonPath
        self.exercises = exercises
        self.answers = answers
        self.statementTimeout = statementTimeout
        self.answerBudget = answerBudget
        self.heapLimit = heapLimit
    }
}

/// Checks answers in a separate process (sqlab itself, `sqlab __check-worker`), because some
/// things SQLite cannot bound in-process (SANDBOX-NOTES): one `printf('%.*c', …)` call runs for
/// seconds regardless of limits and interrupts; a pathological `sqlite3_prepare` is stopped
/// only by the heap limit; and the heap limit is process-wide, so one learner's data could
/// make another's query fail. The worker has its own heap limit, and the parent kills it after
/// a wall-clock limit; a killed or crashed worker is a failed check with an explanation.
public struct IsolatedChecker: Sendable {
    /// The sqlab executable to start as the worker.
    public let executable: URL
    /// Seconds of wall-clock time a worker may take before it is killed.
    public var wallClockLimit: Double

    public init(executable: URL, wallClockLimit: Double = 10) {
        self.executable = executable
        self.wallClockLimit = wallClockLimit
    }

    /// The worker's side: answers one request read from `input` (JSON) with the verdicts (JSON).
    public static func serve(_ input: Data) -> Data {
        let encoder = JSONEncoder()
        guard let request = try? JSONDecoder().decode(CheckRequest.self, from: input) else { return Data() }
        Sandbox.setProcessHeapLimit(bytes: request.heapLimit)
        var verdicts: [ExerciseVerdict] = []
        do {
            let lesson = try LessonParser.parse(contentsOf: request.lessonPath)
            let checker = try ExerciseChecker(lesson: lesson, sandbox: Sandbox(statementTimeout: request.statementTimeout),
                                              budget: request.answerBudget)
            for id in request.exercises {
                guard let exercise = lesson.exercise(id) else { continue }
                verdicts.append(try checker.check(exercise, answer: request.answers[id]))
            }
        } catch {
            return Data()
        }
        return (try? encoder.encode(verdicts)) ?? Data()
    }

    /// Checks the answers to `exercises`: all in one worker first; if that worker is killed or
    /// crashes, again one worker per exercise, so that only the answer responsible loses its
    /// verdict.
    public func check(_ request: CheckRequest, points: [String: Int]) -> [ExerciseVerdict] {
        var verdicts = run(request)
        if request.exercises.count > 1, verdicts.contains(where: { $0.feedback?.kind == .killed }) {
            verdicts = request.exercises.map { id in
                var single = request
                single.exercises = [id]
                single.answers = request.answers.filter { $0.key == id }
                return run(single).first ?? ExerciseVerdict(exercise: id, points: 1, feedback: Feedback(kind: .killed))
            }
        }
        return verdicts.map { verdict in
            var verdict = verdict
            verdict.points = points[verdict.exercise] ?? verdict.points
            return verdict
        }
    }

    /// Runs one worker; on a kill or crash every exercise of the request gets a `.killed`
    /// verdict whose note says what happened.
    func run(_ request: CheckRequest) -> [ExerciseVerdict] {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["__check-worker"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        func killed(_ note: String) -> [ExerciseVerdict] {
            request.exercises.map { id in
                var feedback = Feedback(kind: .killed)
                feedback.note = note
                return ExerciseVerdict(exercise: id, points: 1, feedback: feedback)
            }
        }
        do { try process.run() } catch { return killed("sqlab could not start a process to check the answer: \(error)") }
        let body = (try? JSONEncoder().encode(request)) ?? Data()
        input.fileHandleForWriting.write(body)
        try? input.fileHandleForWriting.close()

        let timedOut = LockedFlag()
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem {
            timedOut.set()
            kill(pid, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + wallClockLimit, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()

        if timedOut.value {
            return killed("The check was stopped after \(Int(wallClockLimit)) s: the answer kept SQLite busy where no statement deadline reaches (one huge printf() width, or a statement that takes very long to prepare). Simplify the answer.")
        }
        if process.terminationReason == .uncaughtSignal {
            return killed("The process checking the answer crashed (signal \(process.terminationStatus)); the answer scores 0. Other answers are not affected.")
        }
        guard let verdicts = try? JSONDecoder().decode([ExerciseVerdict].self, from: data),
              verdicts.map(\.exercise) == request.exercises else {
            return killed("The process checking the answer stopped without a verdict (exit status \(process.terminationStatus)), most likely out of memory.")
        }
        return verdicts
    }
}

/// A flag set from the watchdog and read after the process ends.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    func set() { lock.lock(); flag = true; lock.unlock() }
    var value: Bool { lock.lock(); defer { lock.unlock() }; return flag }
}
