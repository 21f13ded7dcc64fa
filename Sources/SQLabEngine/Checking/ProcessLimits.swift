import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A limit of the process that leaves sqlab unable to check answers: it says which limit, its
/// value, what sqlab needs, and what to do. Commands report it and exit with status 2.
public struct ResourceShortage: Error, CustomStringConvertible, Equatable {
    public enum Resource: Equatable {
        /// `RLIMIT_NOFILE` (`ulimit -n`): open file descriptors.
        case fileDescriptors
        /// `RLIMIT_NPROC` (`ulimit -u`): processes of this user.
        case processes
        /// `RLIMIT_AS` or `RLIMIT_DATA` (`ulimit -v`, `ulimit -d`): address space, in MiB.
        case addressSpace
    }
    public let resource: Resource
    /// The limit in force, and what checking needs.
    public let limit: Int
    public let needed: Int

    public var description: String {
        switch resource {
        case .fileDescriptors:
            return "cannot check answers: this process may open only \(limit) files (ulimit -n), and checking in worker processes needs \(needed); raise the limit (ulimit -n \(needed)) or lower --jobs"
        case .addressSpace:
            return "out of memory: the address-space limit (ulimit -v or ulimit -d) is \(limit) MiB, and sqlab needs about \(needed) MiB; raise the limit" + (needed > ProcessLimits.baseAddressSpace >> 20 ? " or lower --jobs" : "")
        case .processes:
            return "cannot check answers: this user may run only \(limit) processes and threads (ulimit -u), and checking needs \(needed) more; raise the limit or lower --jobs"
        }
    }
}

/// The process limits checking depends on (getrlimit(2)): file descriptors for the pipes to each
/// worker, and processes for the workers themselves. Checked before any work starts, so that a
/// low limit is a clear message and exit status 2, never a crash halfway through a class.
public enum ProcessLimits {
    /// Descriptors needed besides the workers'. Foundation's `Process` fails to start a child
    /// with `EBADF` when the limit is below 256 (measured on this toolchain: 224 fails, 256
    /// works), so that is the floor.
    public static let baseDescriptors = 256
    /// Descriptors each worker holds open in the parent (two pipes, both ends while starting).
    public static let descriptorsPerWorker = 4

    /// Tasks (processes and threads: RLIMIT_NPROC counts both) that checking with `workers`
    /// workers starts: each worker and the thread that waits for it, and the threads of
    /// libdispatch and Foundation (up to one per core and a few more). When one cannot be made,
    /// libdispatch retries for ever (`_dispatch_temporary_resource_shortage`) and `grade` hangs,
    /// so the margin is counted before any work. Measured: `check` needs 4 with `ulimit -u`,
    /// `grade --jobs 2` 6.
    public static func tasksNeeded(workers: Int) -> Int {
        2 * max(1, workers) + 8 + ProcessInfo.processInfo.activeProcessorCount
    }

    /// Address space sqlab needs whatever it does, in bytes: the Swift runtime and Foundation
    /// (about 100 MiB of mappings before `main`), SQLite's heap limit (64 MiB) and a lesson at
    /// the cap (140 MiB of parsed tree for 512 KiB of emphasis). Below it an allocation fails
    /// inside Swift or Foundation, which traps (SIGILL), or libdispatch waits for ever for a
    /// thread (`check` at `ulimit -v 100000`).
    public static let baseAddressSpace = 256 << 20
    /// Address space each worker's pipes, reader thread (8 MiB of stack) and buffers take in
    /// the parent, in bytes.
    public static let addressSpacePerWorker = 32 << 20

    /// Refuses, before any work, an address-space or data limit (`RLIMIT_AS`, `RLIMIT_DATA`)
    /// below what sqlab needs with `workers` worker processes.
    ///
    /// - Throws: `ResourceShortage` (`.addressSpace`, in MiB).
    public static func checkAddressSpace(workers: Int) throws {
        let needed = baseAddressSpace + addressSpacePerWorker * max(0, workers)
        for resource in [Int32(RLIMIT_AS.rawValue), Int32(RLIMIT_DATA.rawValue)] {
            var limit = rlimit()
            guard getrlimit(resource, &limit) == 0, limit.rlim_cur != rlim_t.max, limit.rlim_cur < rlim_t(needed) else { continue }
            throw ResourceShortage(resource: .addressSpace, limit: Int(limit.rlim_cur >> 20), needed: needed >> 20)
        }
    }

    /// Makes sure `workers` worker processes can be started: raises the soft `RLIMIT_NOFILE` up
    /// to what is needed when the hard limit allows, and compares `RLIMIT_NPROC` with the
    /// processes this user already runs (root is not bound by it).
    ///
    /// - Throws: `ResourceShortage` naming the limit that is too low.
    public static func prepare(workers: Int) throws {
        try checkAddressSpace(workers: workers)
        let needed = baseDescriptors + descriptorsPerWorker * max(1, workers)
        var files = rlimit()
        if getrlimit(Int32(RLIMIT_NOFILE.rawValue), &files) == 0, files.rlim_cur != rlim_t.max, files.rlim_cur < rlim_t(needed) {
            if files.rlim_max == rlim_t.max || files.rlim_max >= rlim_t(needed) {
                var raised = files
                raised.rlim_cur = rlim_t(needed)
                if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) != 0 {
                    throw ResourceShortage(resource: .fileDescriptors, limit: Int(files.rlim_cur), needed: needed)
                }
            } else {
                throw ResourceShortage(resource: .fileDescriptors, limit: Int(files.rlim_max), needed: needed)
            }
        }
        var processes = rlimit()
        if geteuid() != 0, getrlimit(Int32(__RLIMIT_NPROC.rawValue), &processes) == 0, processes.rlim_cur != rlim_t.max {
            let running = processCount(user: getuid())
            let needed = tasksNeeded(workers: workers)
            if running + needed > Int(processes.rlim_cur) {
                throw ResourceShortage(resource: .processes, limit: Int(processes.rlim_cur), needed: needed)
            }
        }
    }

    /// The error to report when starting a worker failed with `errno`: a shortage for the
    /// process and descriptor limits (`EAGAIN` from fork, `EMFILE`/`ENFILE`, and the `EBADF`
    /// Foundation reports when it got no pipe), nil for anything else.
    public static func shortage(errno code: Int32) -> ResourceShortage? {
        var limit = rlimit()
        switch code {
        case EAGAIN:
            getrlimit(Int32(__RLIMIT_NPROC.rawValue), &limit)
            return ResourceShortage(resource: .processes, limit: Int(clamping: limit.rlim_cur), needed: 1)
        case EMFILE, ENFILE, EBADF:
            getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            return ResourceShortage(resource: .fileDescriptors, limit: Int(clamping: limit.rlim_cur), needed: baseDescriptors + descriptorsPerWorker)
        default:
            return nil
        }
    }

    /// Processes (threads count as processes for RLIMIT_NPROC) whose real user is `user`, read
    /// from `/proc` (proc(5)).
    static func processCount(user: uid_t) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return 0 }
        var count = 0
        for name in names where name.first?.isNumber == true {
            guard let status = try? String(contentsOfFile: "/proc/\(name)/status", encoding: .utf8) else { continue }
            var uid: uid_t?
            var threads = 1
            for line in status.split(separator: "\n") {
                if line.hasPrefix("Uid:") { uid = line.split(whereSeparator: { $0 == "\t" || $0 == " " }).dropFirst().first.flatMap { uid_t($0) } }
                if line.hasPrefix("Threads:") { threads = Int(line.split(separator: "\t").last ?? "1") ?? 1 }
            }
            if uid == user { count += threads }
        }
        return count
    }
}
