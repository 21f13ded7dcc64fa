import Foundation
import XCTest

/// `make install PREFIX=…` puts the binary and the course where an installed sqlab finds its
/// course from any folder; a sqlab with no course anywhere says in one line what to do.
final class InstallTests: XCTestCase {
    func testAnInstalledSqlabFindsItsCourseFromAnotherFolder() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/make") else { throw XCTSkip("make is not installed") }
        let prefix = try CLI.temporaryFolder(self).appendingPathComponent("usr")
        let make = try CLI.tool("/usr/bin/make", ["-C", CLI.packageRoot.path, "--no-print-directory", "install",
                                                  "PREFIX=\(prefix.path)", "INSTALL_BIN=\(CLI.binary.path)"])
        let installed = prefix.appendingPathComponent("bin/sqlab")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: installed.path), make)
        let lessons = try FileManager.default.contentsOfDirectory(atPath: prefix.appendingPathComponent("share/sqlab/lessons").path)
        XCTAssertTrue(lessons.contains("01-first-steps.md"), "\(lessons)")
        XCTAssertTrue(lessons.contains("zh"), "\(lessons)")

        // From a folder with no lessons of its own, and no SQLAB_COURSE.
        let elsewhere = try CLI.temporaryFolder(self)
        let env = ["XDG_DATA_HOME": elsewhere.appendingPathComponent("data").path]
        func installedRun(_ arguments: [String], binary: URL = installed) throws -> CLI.Result {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.currentDirectoryURL = elsewhere
            process.environment = ["PATH": "/usr/bin:/bin", "HOME": CLI.scratchHome, "NO_COLOR": "1"].merging(env) { $1 }
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return CLI.Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                              stderr: String(decoding: stderr, as: UTF8.self))
        }
        let home = try installedRun([])
        XCTAssertEqual(home.status, 0, home.stderr)
        XCTAssertTrue(home.stdout.contains("01-first-steps  First steps"), home.stdout)
        let next = try installedRun(["next", "--lang", "zh"])
        XCTAssertTrue(next.stdout.contains("── 练习 eighteen"), next.stdout)
        let run = try installedRun(["run", "01", "--no-pause"])
        XCTAssertEqual(run.status, 0, run.stderr)

        // The same binary with no course beside it: one line saying what to do, status 2.
        let lonely = elsewhere.appendingPathComponent("sqlab")
        try FileManager.default.copyItem(at: installed, to: lonely)
        for arguments in [[], ["next"], ["watch"], ["hint"], ["check"]] {
            let none = try installedRun(arguments, binary: lonely)
            XCTAssertEqual(none.status, 2, "\(arguments)")
            XCTAssertEqual(none.stdout, "")
            XCTAssertEqual(none.stderr, "sqlab: no course here: cd to one, set SQLAB_COURSE=DIR, or run make install\n", "\(arguments)")
        }
    }
}
