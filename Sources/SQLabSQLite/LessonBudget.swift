import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One budget for all of a lesson's own SQL in one command (its steps, setup, datasets and
/// reference solutions, as `run`, `lint` and `check` run them), so that a lesson of many
/// statements, each just under its deadline, cannot add up to minutes.
///
/// It is counted as the statement deadline is: virtual-machine instructions and bytes
/// allocated (`Sandbox.stepsPerSecond`, `Sandbox.bytesPerInstruction`), which do not depend on
/// the machine's load; and, behind them, the CPU time of the thread that steps the statements
/// (`CLOCK_THREAD_CPUTIME_ID`, which the load changes little) that the instructions do not
/// explain: each statement's CPU time beyond `statementCPUGrace` and beyond its instructions
/// at `Sandbox.stepsPerSecond` (a sort of a million rows, or other work inside one instruction
/// that allocates nothing, which only the statement's wall clock would stop). Every
/// sandboxed connection opened from a `Sandbox` whose `lessonBudget` is set charges it; a
/// statement's allowance is never more than what is left, and one stopped because the budget
/// ran out says so (`SandboxedConnection.Stop.lessonBudget`).
public final class LessonBudget: @unchecked Sendable {
    /// Seconds of instructions a lesson's SQL may use in one command (at `Sandbox.stepsPerSecond`,
    /// 100 million instructions: about 4–5 s of CPU for a recursive CTE on this machine, 1.3–1.7 s
    /// for index scans, as `bench/vm-rate.c` measured them): the course's lessons use little of
    /// it; `bench/gen-lesson.awk`'s 100,000 statements (452 million instructions) do not fit (its
    /// SELECTs with OFFSET scan thousands of rows each; the run stops at line 48,222, so
    /// `bench/slt` passes `--timeout 10`, a budget of 1,000 million). The count is the same on
    /// every machine, so a lesson that fits once always fits.
    public static let defaultSeconds = 5.0
    /// Seconds of CPU time that the instructions do not explain a lesson's SQL may use in one
    /// command: with the instructions' 3 s, the lesson's SQL ends within about 5 s of CPU.
    public static let defaultCPUSeconds = 2.0
    /// CPU time of each statement never charged: what sqlab itself does around a statement
    /// (reading its rows, recording changed rows) in a debug build, with room to spare.
    public static let statementCPUGrace: UInt64 = 2_000_000

    /// Seconds of instructions in all.
    public let seconds: Double
    /// Seconds of CPU time in all.
    public let cpuSeconds: Double
    private let lock = NSLock()
    private var stepsSpent: Int64 = 0
    private var cpuSpent: UInt64 = 0

    public init(seconds: Double = LessonBudget.defaultSeconds, cpuSeconds: Double = LessonBudget.defaultCPUSeconds) {
        self.seconds = seconds
        self.cpuSeconds = cpuSeconds
    }

    /// The budget for a command whose statement deadline is `timeout` seconds (`--timeout`):
    /// the defaults, which are for the default deadline of 1 s, times `timeout` (at least 1),
    /// so that a lesson whose steps need longer deadlines gets a budget to match.
    public convenience init(timeout: Double) {
        let factor = max(1, timeout)
        self.init(seconds: LessonBudget.defaultSeconds * factor, cpuSeconds: LessonBudget.defaultCPUSeconds * factor)
    }

    /// Instructions left (0 when spent).
    var stepsLeft: Int64 {
        lock.lock(); defer { lock.unlock() }
        return max(0, Int64(seconds * Double(Sandbox.stepsPerSecond)) - stepsSpent)
    }

    /// Nanoseconds of CPU time left (0 when spent).
    var cpuLeft: UInt64 {
        lock.lock(); defer { lock.unlock() }
        let total = UInt64(max(0, cpuSeconds) * 1e9)
        return total > cpuSpent ? total - cpuSpent : 0
    }

    /// True once either the instructions or the CPU time are spent: the lesson may run no more.
    public var isSpent: Bool { stepsLeft == 0 || cpuLeft == 0 }

    /// Seconds of instructions spent so far.
    public var secondsSpent: Double {
        lock.lock(); defer { lock.unlock() }
        return Double(stepsSpent) / Double(Sandbox.stepsPerSecond)
    }

    func spend(steps: Int64, cpuNanoseconds: UInt64) {
        lock.lock(); defer { lock.unlock() }
        stepsSpent += max(0, steps)
        cpuSpent &+= cpuNanoseconds
    }

    /// The CPU time the calling thread has used, in nanoseconds.
    static func threadCPUTime() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
