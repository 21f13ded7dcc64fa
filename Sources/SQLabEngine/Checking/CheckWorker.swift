import CLibc
import Foundation
import Glibc
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons

/// One worker process serving requests over pipes (`sqlab __check-worker --stream`), with a
/// wall-clock limit per answer and a cap on the size of each verdict. Used from one thread.
public final class CheckWorker {
    /// What one request produced: the verdicts received, in request order, and why the worker
    /// stopped early, if it did (then it is dead, and the rest of the request has no verdict).
    public struct Outcome {
        public var verdicts: [ExerciseVerdict] = []
        public var timings: CheckTimings?
        public var stop: IsolatedChecker.Stop?
        /// The worker could not run the lesson (`WorkerMessage.lessonProblem`).
        public var lessonProblem: String?
        /// The same in every language (`WorkerMessage.lessonProblems`).
        public var lessonProblems: [String: String]?

        public init(verdicts: [ExerciseVerdict] = [], timings: CheckTimings? = nil, stop: IsolatedChecker.Stop? = nil) {
            self.verdicts = verdicts
            self.timings = timings
            self.stop = stop
        }
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
    /// - Throws: `ResourceShortage` when a process or file-descriptor limit stops it (no pipe,
    ///   fork failing with `EAGAIN`); otherwise the error `Process.run` throws when the
    ///   executable cannot be started.
    public init(executable: URL) throws {
        // A worker that dies makes our next write fail with EPIPE instead of killing us.
        signal(SIGPIPE, SIG_IGN)
        process = Process()
        process.executableURL = executable
        process.arguments = ["__check-worker", "--stream"]
        let input = Pipe(), output = Pipe()
        // Foundation's Pipe gives handles of descriptor -1 when pipe(2) fails with EMFILE.
        for handle in [input.fileHandleForReading, input.fileHandleForWriting, output.fileHandleForReading, output.fileHandleForWriting]
        where handle.fileDescriptor < 0 {
            throw ProcessLimits.shortage(errno: EMFILE)!
        }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        // No symbolicated backtrace on a crash: it takes seconds, and nobody reads it.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        do {
            try process.run()
        } catch let error as NSError {
            let posix = (error.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? $0 : nil }
                ?? (error.domain == NSPOSIXErrorDomain ? error : nil)
            if let posix, let shortage = ProcessLimits.shortage(errno: Int32(posix.code)) { throw shortage }
            throw error
        }
        toWorker = input.fileHandleForWriting.fileDescriptor
        fromWorker = output.fileHandleForReading.fileDescriptor
        // Keep the pipes' file handles alive as long as the descriptors are used.
        pipes = (input, output)
    }

    private let pipes: (Pipe, Pipe)

    deinit { close() }

    /// How many times its CPU-time limit a worker may take in wall-clock time before it is
    /// killed anyway: the wall clock only catches a worker that is stuck without running, since
    /// on a busy machine (grading with `--jobs 64` on 2 cores) a worker waits for a core most
    /// of the time, and a verdict must not depend on that.
    public static let wallClockFactor = 8.0

    /// Checks one request: every exercise may take `limit` seconds of the worker's CPU time (a
    /// fresh worker's first one `startAllowance` more, to read the lesson and run its steps)
    /// before the worker is killed; CPU time, not wall-clock time, so that how loaded the
    /// machine is does not decide. `wallClockFactor` times that in wall-clock time also kills it.
    public func check(_ request: CheckRequest, limit: Double, startAllowance: Double = IsolatedChecker.startAllowance) -> Outcome {
        var outcome = Outcome()
        guard isAlive else { outcome.stop = .exited(0); return outcome }
        var line = (try? JSONEncoder().encode(request)) ?? Data()
        line.append(0x0A)
        guard write(line) else { outcome.stop = finish(); return outcome }
        var allowance = served == 0 ? startAllowance : 0
        served += 1
        while true {
            let seconds = limit + allowance
            let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * CheckWorker.wallClockFactor * 1e9)
            let cpuLimit = cpuSeconds().map { $0 + seconds }
            allowance = 0
            switch readLine(deadline: deadline, cpuLimit: cpuLimit) {
            case .line(let bytes):
                guard let message = try? JSONDecoder().decode(WorkerMessage.self, from: Data(bytes)) else {
                    outcome.stop = kill(.exited(0)); return outcome
                }
                if let verdict = message.verdict { outcome.verdicts.append(verdict) }
                if let problem = message.lessonProblem { outcome.lessonProblem = problem }
                if let problems = message.lessonProblems { outcome.lessonProblems = problems }
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

    /// The worker's CPU time so far (user + system), from `/proc/PID/stat` (fields 14 and 15,
    /// in clock ticks: proc(5)); nil where that cannot be read.
    func cpuSeconds() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private func readLine(deadline: UInt64, cpuLimit: Double?) -> LineRead {
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
            if let cpuLimit, let used = cpuSeconds(), used > cpuLimit { return .timedOut }
            var descriptor = pollfd(fd: fromWorker, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(100, (deadline - now) / 1_000_000 + 1)))
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
