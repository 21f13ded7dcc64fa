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
    }
    public let resource: Resource
    /// The limit in force, and what checking needs.
    public let limit: Int
    public let needed: Int

    public var description: String {
        switch resource {
        case .fileDescriptors:
            return "cannot check answers: this process may open only \(limit) files (ulimit -n), and checking in worker processes needs \(needed); raise the limit (ulimit -n \(needed)) or lower --jobs"
        case .processes:
            return "cannot check answers: this user may run only \(limit) processes (ulimit -u), and checking needs \(needed) more; raise the limit or lower --jobs"
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

    /// Makes sure `workers` worker processes can be started: raises the soft `RLIMIT_NOFILE` up
    /// to what is needed when the hard limit allows, and compares `RLIMIT_NPROC` with the
    /// processes this user already runs (root is not bound by it).
    ///
    /// - Throws: `ResourceShortage` naming the limit that is too low.
    public static func prepare(workers: Int) throws {
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
            if running + workers > Int(processes.rlim_cur) {
                throw ResourceShortage(resource: .processes, limit: Int(processes.rlim_cur), needed: workers)
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
