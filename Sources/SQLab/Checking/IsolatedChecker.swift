import CLibc
import Foundation
#if canImport(Glibc)
import Glibc
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

    public init(verdict: ExerciseVerdict? = nil, done: Bool? = nil, timings: CheckTimings? = nil, error: String? = nil) {
        self.verdict = verdict
        self.done = done
        self.timings = timings
        self.error = error
    }
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

    public init(executable: URL, wallClockLimit: Double = 10) {
        self.executable = executable
        self.wallClockLimit = wallClockLimit
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

    /// The sentence the learner reads when the worker checking an answer stopped.
    public static func note(for stop: Stop) -> String {
        switch stop {
        case .timedOut(let seconds):
            return "The check was stopped after \(Int(seconds)) s: the answer kept SQLite busy where no statement deadline reaches (one huge printf() width, or a statement that takes very long to prepare). Simplify the answer."
        case .crashed(let signal):
            return "The process checking the answer crashed (signal \(signal)); the answer scores 0. Other answers are not affected."
        case .exited(let status):
            return "The process checking the answer stopped without a verdict (exit status \(status)), most likely out of memory."
        case .flooded:
            return "The feedback on this answer was over \(maximumVerdictBytes >> 20) MiB (the answer floods its output), so its check was stopped; the answer scores 0. Make it return fewer or smaller values."
        case .couldNotStart(let reason):
            return "sqlab could not start a process to check the answer: \(reason)"
        }
    }

    /// A verdict of 0 for an answer whose worker stopped.
    public static func stopped(_ exercise: String, points: Int, _ stop: Stop) -> ExerciseVerdict {
        var feedback = Feedback(kind: .killed)
        feedback.note = note(for: stop)
        return ExerciseVerdict(exercise: exercise, points: points, feedback: feedback)
    }

    /// The worker's side: answers one request read from `input` (JSON) with the verdicts (JSON).
    public static func serve(_ input: Data) -> Data {
        let encoder = JSONEncoder()
        guard let request = try? JSONDecoder().decode(CheckRequest.self, from: input) else { return Data() }
        Sandbox.setProcessHeapLimit(bytes: request.heapLimit)
        let fault = WorkerFault(environment: ProcessInfo.processInfo.environment)
        var verdicts: [ExerciseVerdict] = []
        do {
            let lesson = try LessonParser.parse(contentsOf: request.lessonPath)
            let checker = try ExerciseChecker(lesson: lesson, sandbox: Sandbox(statementTimeout: request.statementTimeout),
                                              budget: request.answerBudget)
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
    public static func serveStream() -> Never {
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
            let key = "\(request.lessonPath)\n\(request.statementTimeout)\n\(request.answerBudget)"
            if cached?.key != key {
                cached = nil
                let start = DispatchTime.now().uptimeNanoseconds
                do {
                    let lesson = try LessonParser.parse(contentsOf: request.lessonPath)
                    let checker = try ExerciseChecker(lesson: lesson, sandbox: Sandbox(statementTimeout: request.statementTimeout),
                                                      budget: request.answerBudget)
                    cached = (key, lesson, checker)
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
                    feedback.note = "SQLite could not open a database to check the answer: \(error)"
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
    public func check(_ request: CheckRequest, points: [String: Int]) -> [ExerciseVerdict] {
        var verdicts = run(request)
        if request.exercises.count > 1, verdicts.contains(where: { $0.feedback?.kind == .killed }) {
            verdicts = request.exercises.map { id in
                var single = request
                single.exercises = [id]
                single.answers = request.answers.filter { $0.key == id }
                return run(single).first ?? IsolatedChecker.stopped(id, points: 1, .exited(0))
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
    func run(_ request: CheckRequest) -> [ExerciseVerdict] {
        let outcome: CheckWorker.Outcome
        do {
            let worker = try CheckWorker(executable: executable)
            // As before workers were streamed: the wall-clock limit covers reading the lesson too.
            outcome = worker.check(request, limit: wallClockLimit, startAllowance: 0)
            worker.close()
        } catch {
            return request.exercises.map { IsolatedChecker.stopped($0, points: 1, .couldNotStart("\(error)")) }
        }
        var verdicts = outcome.verdicts
        if let stop = outcome.stop {
            verdicts += request.exercises.dropFirst(verdicts.count).map { IsolatedChecker.stopped($0, points: 1, stop) }
        }
        return verdicts
    }
}

/// One worker process serving requests over pipes (`sqlab __check-worker --stream`), with a
/// wall-clock limit per answer and a cap on the size of each verdict. Used from one thread.
public final class CheckWorker {
    /// What one request produced: the verdicts received, in request order, and why the worker
    /// stopped early, if it did (then it is dead, and the rest of the request has no verdict).
    public struct Outcome {
        public var verdicts: [ExerciseVerdict] = []
        public var timings: CheckTimings?
        public var stop: IsolatedChecker.Stop?
    }

    private let process: Process
    private let toWorker: Int32
    private let fromWorker: Int32
    private var buffer: [UInt8] = []
    private var scanned = 0
    private var served = 0
    /// False once the worker has stopped or been killed.
    public private(set) var isAlive = true

    /// Starts a worker.
    ///
    /// - Throws: the error `Process.run` throws when the executable cannot be started.
    public init(executable: URL) throws {
        // A worker that dies makes our next write fail with EPIPE instead of killing us.
        signal(SIGPIPE, SIG_IGN)
        process = Process()
        process.executableURL = executable
        process.arguments = ["__check-worker", "--stream"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        // No symbolicated backtrace on a crash: it takes seconds, and nobody reads it.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        try process.run()
        toWorker = input.fileHandleForWriting.fileDescriptor
        fromWorker = output.fileHandleForReading.fileDescriptor
        // Keep the pipes' file handles alive as long as the descriptors are used.
        pipes = (input, output)
    }

    private let pipes: (Pipe, Pipe)

    deinit { close() }

    /// Checks one request: every exercise may take `limit` seconds of wall-clock time (a fresh
    /// worker's first one `startAllowance` more, to read the lesson and run its steps) before
    /// the worker is killed.
    public func check(_ request: CheckRequest, limit: Double, startAllowance: Double = IsolatedChecker.startAllowance) -> Outcome {
        var outcome = Outcome()
        guard isAlive else { outcome.stop = .exited(0); return outcome }
        var line = (try? JSONEncoder().encode(request)) ?? Data()
        line.append(0x0A)
        guard write(line) else { outcome.stop = finish(); return outcome }
        var allowance = served == 0 ? startAllowance : 0
        served += 1
        while true {
            let deadline = DispatchTime.now().uptimeNanoseconds + UInt64((limit + allowance) * 1e9)
            allowance = 0
            switch readLine(deadline: deadline) {
            case .line(let bytes):
                guard let message = try? JSONDecoder().decode(WorkerMessage.self, from: Data(bytes)) else {
                    outcome.stop = kill(.exited(0)); return outcome
                }
                if let verdict = message.verdict { outcome.verdicts.append(verdict) }
                if message.done == true { outcome.timings = message.timings; return outcome }
            case .timedOut:
                outcome.stop = kill(.timedOut(limit)); return outcome
            case .tooLong:
                outcome.stop = kill(.flooded); return outcome
            case .ended:
                outcome.stop = finish(); return outcome
            }
        }
    }

    /// Ends the worker (it holds no state worth keeping between requests).
    public func close() {
        guard isAlive else { return }
        _ = kill(.exited(0))
    }

    // MARK: - Pipes

    private enum LineRead { case line([UInt8]), timedOut, tooLong, ended }

    private func write(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(toWorker, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
    }

    private func readLine(deadline: UInt64) -> LineRead {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                scanned = 0
                return .line(line)
            }
            scanned = buffer.count
            if buffer.count > IsolatedChecker.maximumVerdictBytes { return .tooLong }
            let now = DispatchTime.now().uptimeNanoseconds
            if now >= deadline { return .timedOut }
            var descriptor = pollfd(fd: fromWorker, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(1000, (deadline - now) / 1_000_000 + 1)))
            if ready < 0 && errno != EINTR { return .ended }
            if ready <= 0 { continue }
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fromWorker, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .ended
            }
            if n == 0 { return .ended }
            buffer.append(contentsOf: chunk[0..<n])
        }
    }

    /// Kills the worker and reports `stop`.
    private func kill(_ stop: IsolatedChecker.Stop) -> IsolatedChecker.Stop {
        if isAlive {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            isAlive = false
        }
        return stop
    }

    /// The worker ended by itself: how.
    private func finish() -> IsolatedChecker.Stop {
        process.waitUntilExit()
        isAlive = false
        if process.terminationReason == .uncaughtSignal { return .crashed(process.terminationStatus) }
        return .exited(process.terminationStatus)
    }
}

/// Faults a worker injects on purpose, for tests of what happens when a worker crashes, hangs
/// or floods its output: `SQLAB_WORKER_FAULT=crash:TEXT` (or `hang:` or `flood:`; several
/// separated by `;`) makes the worker do that when it is about to check an answer containing
/// TEXT. Never set in use.
struct WorkerFault {
    enum Kind: String { case crash, hang, flood }
    let faults: [(kind: Kind, marker: String)]

    init?(environment: [String: String]) {
        guard let value = environment["SQLAB_WORKER_FAULT"] else { return nil }
        faults = value.split(separator: ";").compactMap { part in
            guard let colon = part.firstIndex(of: ":"), let kind = Kind(rawValue: String(part[..<colon])) else { return nil }
            let marker = String(part[part.index(after: colon)...])
            return marker.isEmpty ? nil : (kind, marker)
        }
        if faults.isEmpty { return nil }
    }

    func strike(_ answer: String?) {
        guard let answer, let fault = faults.first(where: { answer.contains($0.marker) }) else { return }
        switch fault.kind {
        case .crash: raise(SIGSEGV)
        case .hang: while true { sleep(60) }
        case .flood:
            let block = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
            for _ in 0..<((IsolatedChecker.maximumVerdictBytes >> 20) + 2) { FileHandle.standardOutput.write(block) }
            exit(0)
        }
    }
}
