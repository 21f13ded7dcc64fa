import Foundation
import XCTest
@testable import SQLabText
#if canImport(Glibc)
import Glibc
#endif

/// Progress that is never lost: two sqlab processes writing at once, a process killed in the
/// middle of its writes, and damaged or newer progress files, which every command reports
/// (exit 2) and leaves byte for byte as they were.
final class ProgressCommandTests: XCTestCase {
    static let course = CLI.packageRoot.appendingPathComponent("Tests/Data/course").path

    func environment(_ data: URL) -> [String: String] {
        ["XDG_DATA_HOME": data.path, "SQLAB_COURSE": Self.course]
    }

    func storePath(_ data: URL) -> String { data.appendingPathComponent("sqlab/progress.sqlite").path }

    func start(_ arguments: [String], _ data: URL) throws -> Process {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.environment = environment(data).merging(["PATH": "/usr/bin:/bin", "HOME": CLI.scratchHome]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    func exported(_ data: URL) throws -> [String: [String: Any]] {
        let result = try CLI.run(["progress", "--export"], environment: environment(data))
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        var byExercise: [String: [String: Any]] = [:]
        for record in json?["exercises"] as? [[String: Any]] ?? [] { byExercise[record["exercise"] as! String] = record }
        return byExercise
    }

    func sqlite3(_ path: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [path, sql]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    func testTwoProcessesAtOnceLoseNoUpdate() throws {
        let data = try CLI.temporaryFolder(self)
        // Both start on a store that does not exist yet: creating it is raced too.
        let processes = try (0..<2).map { _ in try start(["__record-attempts", "01-pets", "dogs", "50"], data) }
        for process in processes { process.waitUntilExit() }
        XCTAssertEqual(processes.map(\.terminationStatus), [0, 0])
        XCTAssertEqual(try exported(data)["dogs"]?["tried"] as? Int, 100)
    }

    func testAProcessKilledMidWriteLeavesAValidStoreWithEarlierProgress() throws {
        let data = try CLI.temporaryFolder(self)
        let env = environment(data)
        let passed = try CLI.run(["check", "01-pets", "dogs", "--answer", "-"], input: "SELECT name FROM pets WHERE kind = 'dog';", environment: env)
        XCTAssertEqual(passed.status, 0, passed.stdout + passed.stderr)
        _ = try CLI.run(["hint", "02-counting", "how-many"], environment: env)

        let writer = try start(["__record-attempts", "01-pets", "birthday", "1000000"], data)
        // Kill it once it is well into its writes.
        let deadline = Date().addingTimeInterval(20)
        var seen = 0
        while seen < 20, Date() < deadline {
            usleep(20_000)
            seen = Int(try sqlite3(storePath(data), "SELECT tried FROM exercise_progress WHERE exercise = 'birthday'")
                .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        }
        XCTAssertGreaterThanOrEqual(seen, 20)
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        XCTAssertEqual(writer.terminationReason, .uncaughtSignal)

        XCTAssertEqual(try sqlite3(storePath(data), "PRAGMA integrity_check"), "ok\n")
        let records = try exported(data)
        XCTAssertNotNil(records["dogs"]?["passedAt"] as? String, "the earlier pass is intact")
        XCTAssertEqual(records["how-many"]?["hintsRevealed"] as? Int, 1)
        XCTAssertGreaterThanOrEqual(records["birthday"]?["tried"] as? Int ?? 0, seen, "no committed attempt is lost")
        // And the store goes on working.
        XCTAssertEqual(try CLI.run(["hint", "01-pets", "birthday"], environment: env).status, 0)
    }

    /// Every command that reads progress, on a bad file: exit 2, a message naming the file and
    /// what is wrong, and the file unchanged.
    func assertRefusedEverywhere(_ data: URL, saying what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = storePath(data)
        let before = FileManager.default.contents(atPath: path)
        let commands: [([String], String)] = [
            ([], ""), (["next"], ""), (["hint", "01-pets", "dogs"], ""), (["progress"], ""), (["progress", "--export"], ""),
            (["repl", "01-pets"], "SELECT 1;\n"), (["watch", "01-pets"], "q\n"),
        ]
        for (arguments, input) in commands {
            let result = try CLI.run(arguments, input: input, environment: environment(data))
            XCTAssertEqual(result.status, 2, "sqlab \(arguments): \(result.stdout)\(result.stderr)", file: file, line: line)
            XCTAssertTrue(result.stderr.hasPrefix(path + ": error: ") && result.stderr.contains(what),
                          "sqlab \(arguments): \(result.stderr)", file: file, line: line)
        }
        // check still gives its verdict; the progress problem is a warning.
        let check = try CLI.run(["check", "01-pets", "dogs", "--answer", "-"], input: "SELECT name FROM pets WHERE kind = 'dog';",
                                environment: environment(data))
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr, file: file, line: line)
        // One warning naming the file, not a warning holding an error line.
        XCTAssertTrue(check.stderr.hasPrefix("sqlab: warning: progress not recorded: \(path): ") && check.stderr.contains(what)
                      && !check.stderr.contains("error:"), check.stderr, file: file, line: line)
        // In Chinese, in Chinese.
        let zh = try CLI.run(["--lang", "zh"], environment: environment(data))
        XCTAssertTrue(zh.stderr.hasPrefix(path + ": 错误：") && EnglishSentences.find(in: zh.stderr.replacingOccurrences(of: path, with: "")
                          .replacingOccurrences(of: "（[^）]*）", with: "", options: .regularExpression)).isEmpty,  // SQLite's own words aside
                      zh.stderr, file: file, line: line)
        XCTAssertEqual(FileManager.default.contents(atPath: path), before, "the file changed", file: file, line: line)
        // Without --yes and not on a terminal, reset asks nothing and changes nothing.
        XCTAssertEqual(try CLI.run(["progress", "--reset"], environment: environment(data)).status, 2, file: file, line: line)
        XCTAssertEqual(FileManager.default.contents(atPath: path), before, "the file changed", file: file, line: line)
    }

    func testADamagedFileIsReportedAndLeftUntouchedUntilAnExplicitReset() throws {
        let data = try CLI.temporaryFolder(self)
        try FileManager.default.createDirectory(at: data.appendingPathComponent("sqlab"), withIntermediateDirectories: true)
        try Data("this is not a database, but a learner's notes\n".utf8).write(to: URL(fileURLWithPath: storePath(data)))
        try assertRefusedEverywhere(data, saying: "damaged or not a sqlab progress database (SQLITE_NOTADB: file is not a database)")
        let reset = try CLI.run(["progress", "--reset", "--yes"], environment: environment(data))
        XCTAssertEqual(reset.status, 0, reset.stderr)
        XCTAssertEqual(try exported(data).count, 0)
    }

    func testANewerFileIsReportedAndLeftUntouched() throws {
        let data = try CLI.temporaryFolder(self)
        _ = try CLI.run(["hint", "01-pets", "dogs"], environment: environment(data))
        _ = try sqlite3(storePath(data), "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA user_version = 7;")
        try assertRefusedEverywhere(data, saying: "written by a newer sqlab (schema version 7; this sqlab knows up to 1)")
    }

    func testAFolderInPlaceOfTheFileIsUnreadable() throws {
        let data = try CLI.temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: storePath(data), withIntermediateDirectories: true)
        let result = try CLI.run(["progress"], environment: environment(data))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "\(storePath(data)): error: cannot read the progress file (it is a folder); it was left as it is\n")
    }
}
