import Foundation
import XCTest
@testable import SQLabCourse

/// A progress file that cannot be written (a read-only file or folder) stops no learner: the
/// home, `next`, `hint`, `watch` and the REPL go on, say once, in the learner's language and
/// naming the file, that progress will not be saved, and leave the file as it was (issue 17).
///
/// Permission bits do not bind root: run as root, the commands run as `nobody` (setpriv).
final class ReadOnlyProgressTests: XCTestCase {
    /// The binary and the course where `nobody` can reach them (`CLI.copiesForAnotherUser`).
    private var reachable: (binary: URL, lessons: URL)!

    override func setUpWithError() throws {
        reachable = try CLI.copiesForAnotherUser(in: try CLI.temporaryFolder(self))
    }

    /// Runs sqlab as a user the file's mode binds, with `input`; `env` is the whole environment.
    private func sqlab(_ arguments: [String], input: String = "", env: [String: String], directory: URL) throws -> CLI.Result {
        let process = Process()
        if getuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { throw XCTSkip("root without setpriv") }
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", reachable.binary.path] + arguments
        } else {
            process.executableURL = reachable.binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        process.environment = env
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        _ = CLI.ignoreBrokenPipes
        try process.run()
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        var err = Data()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { err = stderr.fileHandleForReading.readDataToEndOfFile() }
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CLI.Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                          stderr: String(decoding: err, as: UTF8.self), signal: nil)
    }

    func testAReadOnlyProgressFileIsReadAndLeftAsItIsAndTheSessionGoesOn() throws {
        let root = try CLI.temporaryFolder(self).resolvingSymlinksInPath()
        let data = root.appendingPathComponent("data")
        let file = data.appendingPathComponent("sqlab/progress.sqlite")
        var env = ["PATH": "/usr/bin:/bin", "HOME": root.path, "NO_COLOR": "1", "XDG_DATA_HOME": data.path,
                   "SQLAB_COURSE": reachable.lessons.path]
        // eighteen has passed, recorded in a store that is then made read-only, file and folder.
        let passed = try CLI.run(["check", "01", "eighteen", "--answer", "-"], input: "SELECT name FROM Class43 WHERE age = 18;",
                                 environment: env, directory: root)
        XCTAssertEqual(passed.status, 0, passed.stdout + passed.stderr)
        let before = try Data(contentsOf: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: root.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: file.deletingLastPathComponent().path)
        addTeardownBlock { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.deletingLastPathComponent().path) }
        let warning = "sqlab: warning: progress will not be saved this time: \(file.path) cannot be written (SQLITE_READONLY"
        let warningZh = "sqlab：警告：这次的进度不会保存：\(file.path) 无法写入（SQLITE_READONLY"

        // The REPL: the warning once, first; what the file holds counts (eighteen passed, so the
        // session starts at older), and what is passed in the session counts for the session.
        let repl = try sqlab(["repl", "01"], input: "SELECT name, age FROM Class43 WHERE age > 18;\n.check\n.exercises\n", env: env, directory: root)
        XCTAssertEqual(repl.status, 0, repl.stdout + repl.stderr)
        XCTAssertTrue(repl.stderr.hasPrefix(warning), repl.stderr)
        XCTAssertEqual(repl.stderr.components(separatedBy: "progress will not be saved").count, 2, repl.stderr)
        XCTAssertFalse(repl.stdout.contains("not recorded"), repl.stdout)
        XCTAssertTrue(repl.stdout.contains("✓ Exercise older: passed (1/1)"), repl.stdout)
        XCTAssertTrue(repl.stdout.contains("Next: exercise girls"), repl.stdout)
        env["LANG"] = "zh_CN.UTF-8"
        let replZh = try sqlab(["repl", "01"], input: ".exercises\n", env: env, directory: root)
        XCTAssertTrue(replZh.stderr.hasPrefix(warningZh), replZh.stderr)

        // watch: on its first screen, once; the home, next and hint go on too.
        let watch = try sqlab(["watch"], input: "hq", env: env, directory: root)
        XCTAssertEqual(watch.status, 0, watch.stdout + watch.stderr)
        XCTAssertEqual(watch.stdout.replacingOccurrences(of: "\n", with: "").components(separatedBy: "这次的进度不会保存").count, 2, watch.stdout)
        XCTAssertTrue(watch.stdout.contains("练习 older"), watch.stdout)
        for command in [[], ["next"], ["hint"]] {
            let result = try sqlab(command, env: env, directory: root)
            XCTAssertEqual(result.status, 0, "\(command): " + result.stdout + result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix(warningZh), "\(command): " + result.stderr)
        }
        // progress and progress --export read it (and say it will not be saved).
        let progress = try sqlab(["progress", "--export"], env: env, directory: root)
        XCTAssertEqual(progress.status, 0, progress.stderr)
        XCTAssertTrue(progress.stdout.contains("\"exercise\" : \"eighteen\""), progress.stdout)
        XCTAssertTrue(progress.stderr.hasPrefix(warningZh), progress.stderr)
        // check still checks, and says the progress could not be recorded (a write refused),
        // not that the file cannot be read: it was read.
        env["LANG"] = "C.UTF-8"
        let check = try sqlab(["check", "01", "older", "--answer", "-"], input: "SELECT name, age FROM Class43 WHERE age > 18;", env: env, directory: root)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("✓ Exercise older: passed (1/1)"), check.stdout)
        XCTAssertTrue(check.stderr.contains("progress not recorded: \(file.path): could not record progress (SQLITE_READONLY"), check.stderr)
        XCTAssertFalse(check.stderr.contains("cannot read"), check.stderr)
        // Nothing was written to the file.
        XCTAssertEqual(try Data(contentsOf: file), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path + "-journal"))
    }

    func testAProgressFolderThatCannotBeMadeStopsNoSession() throws {
        let root = try CLI.temporaryFolder(self).resolvingSymlinksInPath()
        let locked = root.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: root.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        let env = ["PATH": "/usr/bin:/bin", "HOME": root.path, "NO_COLOR": "1", "XDG_DATA_HOME": locked.appendingPathComponent("data").path,
                   "SQLAB_COURSE": reachable.lessons.path]
        let repl = try sqlab(["repl", "01"], input: "SELECT name FROM Class43 WHERE age = 18;\n.check\n", env: env, directory: root)
        XCTAssertEqual(repl.status, 0, repl.stdout + repl.stderr)
        XCTAssertTrue(repl.stderr.hasPrefix("sqlab: warning: progress will not be saved this time: \(locked.path)/data/sqlab/progress.sqlite cannot be written"), repl.stderr)
        XCTAssertTrue(repl.stdout.contains("✓ Exercise eighteen: passed (1/1)"), repl.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: locked.appendingPathComponent("data").path))
    }
}
