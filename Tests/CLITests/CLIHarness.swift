import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `sqlab` executable the way a user would, and compares its output with golden
/// transcripts in `Tests/CLITests/Golden/`.
///
/// Re-record on purpose with `SQLAB_RECORD=1 swift test --filter CLITests`: recording writes the
/// file and fails the test, so it is never silent; it is refused on CI.
enum CLI {
    /// The students of a grading's `grades.json` in `out`, by the name reports give them.
    static func gradedStudents(in out: URL) throws -> [String: [String: Any]] {
        let data = try Data(contentsOf: out.appendingPathComponent("grades.json"))
        let students = (try JSONSerialization.jsonObject(with: data) as! [String: Any])["students"] as! [[String: Any]]
        return Dictionary(uniqueKeysWithValues: students.map { ($0["student"] as! String, $0) })
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["SQLAB_BIN"] { return URL(fileURLWithPath: path) }
        return packageRoot.appendingPathComponent(".build/debug/sqlab")
    }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// The signal that ended the process (a Swift runtime trap is SIGILL or SIGTRAP), when
        /// it did not exit; `status` then holds the signal's number.
        var signal: Int32? = nil
        /// The transcript a golden file holds: the command, stdout, stderr, exit status.
        func transcript(_ arguments: [String]) -> String {
            "$ sqlab " + arguments.joined(separator: " ") + "\n" + stdout
                + (stderr.isEmpty ? "" : "--- stderr\n" + stderr) + "--- exit \(status)\n"
        }
    }

    /// A HOME of the test process's own, so that what sqlab keeps there (progress, history)
    /// never mixes with a user's or another test run's.
    static let scratchHome: String = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-cli-home-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }()

    /// A command that stops reading its input early (`.quit`) must not kill the test process.
    static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// A fresh, empty folder for one test, removed when the test ends.
    static func temporaryFolder(_ test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// The built binary and the course (`lessons/`), linked or copied into `folder` and
    /// readable by every user, as `(binary, lessons)`: a test that runs sqlab as another user
    /// (`nobody`) runs these, since the checkout may sit in a folder that user cannot enter (a
    /// clone under `mktemp -d`, mode 0700, which answers `Permission denied`, status 126).
    static func copiesForAnotherUser(in folder: URL) throws -> (binary: URL, lessons: URL) {
        let files = FileManager.default
        let binary = folder.appendingPathComponent("bin/sqlab"), lessons = folder.appendingPathComponent("course/lessons")
        for parent in [binary, lessons] {
            try files.createDirectory(at: parent.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        do { try files.linkItem(at: CLI.binary, to: binary) } catch { try files.copyItem(at: CLI.binary, to: binary) }
        try files.copyItem(at: packageRoot.appendingPathComponent("lessons"), to: lessons)
        _ = try tool("/bin/chmod", ["-R", "a+rX", binary.deletingLastPathComponent().path, lessons.deletingLastPathComponent().path])
        _ = try tool("/bin/chmod", ["a+x", folder.path])
        return (binary, lessons)
    }

    /// Where commands run that name their course with `SQLAB_COURSE`: a folder without a
    /// `lessons/` of its own (the variable comes first, but a run should not depend on it).
    static let courseNeutralFolder = packageRoot.appendingPathComponent("Tests/Data")

    /// Runs `sqlab ARGUMENTS` in the package root (in `courseNeutralFolder` when `SQLAB_COURSE`
    /// is set) with a clean, deterministic environment (no LANG, no colour, a private HOME) and
    /// `input` on standard input. With `limit` (seconds), a run still going then is ended with
    /// SIGTERM, so that a hang fails the test (its `signal` is set) instead of stopping the suite.
    static func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:],
                    directory: URL? = nil, limit: TimeInterval? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? (extra["SQLAB_COURSE"] != nil ? courseNeutralFolder : packageRoot)
        var environment = ["PATH": "/usr/bin:/bin", "HOME": scratchHome, "NO_COLOR": "1"]
        environment.merge(extra) { $1 }
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        _ = ignoreBrokenPipes
        try process.run()
        if let limit {
            DispatchQueue.global().asyncAfter(deadline: .now() + limit) { if process.isRunning { process.terminate() } }
        }
        // Input, output and errors each on their own thread: a command that answers line by
        // line (the REPL) fills the output pipe while its input is still being written.
        let writer = stdin.fileHandleForWriting
        let inputData = Data(input.utf8)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            try? writer.write(contentsOf: inputData)
            try? writer.close()
        }
        let errors = LockedData()
        DispatchQueue.global().async(group: group) { errors.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let err = errors.value
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
                      signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
    }

    /// Runs a short-lived tool (tmux, sqlite3) with posix_spawn and waitpid, and returns its
    /// standard output. Foundation's Process can miss the exit of a process that exits at once.
    static func tool(_ path: String, _ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-tool-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard rc == 0 else { throw NSError(domain: "posix_spawn", code: Int(rc)) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    /// Runs the command and compares its transcript with `Golden/NAME.txt`.
    static func assertGolden(_ name: String, _ arguments: [String], input: String = "",
                             environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try run(arguments, input: input, environment: environment)
        let actual = result.transcript(arguments)
        let url = packageRoot.appendingPathComponent("Tests/CLITests/Golden/\(name).txt")
        let env = ProcessInfo.processInfo.environment
        if env["SQLAB_RECORD"] == "1" {
            guard env["CI"] == nil else { return XCTFail("refusing to record golden files on CI", file: file, line: line) }
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return XCTFail("recorded \(url.lastPathComponent); run again without SQLAB_RECORD", file: file, line: line)
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return XCTFail("no golden file \(url.path); record it with SQLAB_RECORD=1", file: file, line: line)
        }
        if expected != actual {
            let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let index = Array(zip(e, a)).firstIndex { $0.0 != $0.1 } ?? min(e.count, a.count)
            XCTFail("""
                \(name): output differs from the golden file at line \(index + 1)
                expected: \(index < e.count ? String(e[index]) : "<end>")
                actual:   \(index < a.count ? String(a[index]) : "<end>")
                """, file: file, line: line)
        }
    }
}

/// Bytes handed from a reading thread to the test.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    var value: Data { lock.lock(); defer { lock.unlock() }; return data }
}
