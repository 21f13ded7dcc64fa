import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Every input in `Tests/Data/hostile/` (the project's hostile corpus), through `sqlab check`
/// against a lesson built from `_fixture.sql`, as a step of `sqlab run`, and piped into
/// `sqlab repl` in that lesson's state: each ends within
/// 5 s of wall time with a clear decoded error or a verdict, the process survives with peak
/// memory under 512 MB, and no file appears or changes in the working or temporary directory.
final class HostileCaseTests: XCTestCase {
    static let folder = CLI.packageRoot.appendingPathComponent("Tests/Data/hostile")
    static let lesson = folder.appendingPathComponent("lesson.md")

    static var cases: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".sql") && $0.first!.isNumber }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// A working directory seeded as the corpus's README says, and a private TMPDIR.
    func sandboxDirectories() throws -> (work: URL, tmp: URL) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-hostile-\(UUID().uuidString)")
        let work = base.appendingPathComponent("work"), tmp = base.appendingPathComponent("tmp")
        let probe = work.appendingPathComponent("hostile-probe")
        try FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        try "not a database\n".write(to: probe.appendingPathComponent("not-a-db.txt"), atomically: true, encoding: .utf8)
        let seed = Process()
        seed.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        seed.arguments = [probe.appendingPathComponent("answers.db").path,
                          "CREATE TABLE solutions(exercise, solution_sql); INSERT INTO solutions VALUES ('totals', 'secret');"]
        try seed.run()
        seed.waitUntilExit()
        addTeardownBlock { try? FileManager.default.removeItem(at: base) }
        return (work, tmp)
    }

    /// Every file below `url` with its size and modification time.
    func listing(_ url: URL) -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey, .contentModificationDateKey])
        while let file = enumerator?.nextObject() as? URL {
            let values = try? file.resourceValues(forKeys: [.fileSizeKey, .contentModificationDateKey])
            result[file.path] = "\(values?.fileSize ?? -1) \(values?.contentModificationDate?.timeIntervalSince1970 ?? 0)"
        }
        return result
    }

    func assertContained(_ arguments: [String], _ name: String, work: URL, tmp: URL, allowedStatus: Set<Int32>,
                         input: String = "", environment: [String: String] = [:]) throws -> CLI.Result {
        let before = listing(work)
        let start = Date()
        let result = try CLI.run(arguments, input: input, environment: environment.merging(["TMPDIR": tmp.path]) { $1 }, directory: work)
        let seconds = Date().timeIntervalSince(start)
        XCTAssertLessThan(seconds, 5, "\(name): took \(seconds) s")
        XCTAssertTrue(allowedStatus.contains(result.status), "\(name): exit \(result.status)\n\(result.stdout)\(result.stderr)")
        XCTAssertEqual(listing(work), before, "\(name): files changed in the working directory")
        XCTAssertEqual(listing(tmp), [:], "\(name): files appeared in the temporary directory")
        return result
    }

    func testEveryCaseThroughCheck() throws {
        let (work, tmp) = try sandboxDirectories()
        XCTAssertGreaterThanOrEqual(Self.cases.count, 40)
        for file in Self.cases {
            let name = file.lastPathComponent
            // 2 only for inputs refused before SQLite sees them (a NUL byte, an oversized file),
            // with a message naming the file and line.
            let result = try assertContained(["check", Self.lesson.path, "totals", "--answer", file.path], name,
                                             work: work, tmp: tmp, allowedStatus: [0, 1, 2])
            if result.status == 2 {
                XCTAssertTrue(result.stderr.hasPrefix(file.path + ":"), "\(name): \(result.stderr)")
            } else {
                XCTAssertTrue(result.stdout.contains("Exercise totals:"), "\(name): \(result.stdout)")
            }
        }
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        XCTAssertLessThan(usage.ru_maxrss, 512 * 1024, "peak memory of a child, in KiB")
    }

    func testEveryCaseAsAStepOfRun() throws {
        let (work, tmp) = try sandboxDirectories()
        let lessonText = try String(contentsOf: Self.lesson, encoding: .utf8)
        let setup = lessonText.components(separatedBy: "How much did each customer")[0]
        for file in Self.cases {
            let name = file.lastPathComponent
            let data = try Data(contentsOf: file)
            let lesson = work.deletingLastPathComponent().appendingPathComponent("run-\(name).md")
            var text = Data(setup.utf8)
            text.append(Data("\n```sql\n".utf8))
            text.append(data)
            text.append(Data("\n```\n\n```sql\nSELECT count(*), sum(amount) FROM orders;\n```\n".utf8))
            try text.write(to: lesson)
            let result = try assertContained(["run", lesson.path, "--no-pause"], name, work: work, tmp: tmp, allowedStatus: [0, 1, 2])
            if result.status == 2 {
                XCTAssertTrue(result.stderr.contains(lesson.path + ":"), "\(name): \(result.stderr)")
            } else {
                XCTAssertTrue(result.stdout.contains("Ran "), "\(name): \(result.stdout)")
            }
            if name.hasPrefix("9") {
                XCTAssertEqual(result.status, 0, "control \(name) must keep working:\n\(result.stdout)")
            }
        }
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        XCTAssertLessThan(usage.ru_maxrss, 512 * 1024, "peak memory of a child, in KiB")
    }

    func testEveryCasePipedIntoTheREPL() throws {
        let (work, tmp) = try sandboxDirectories()
        // Progress lives outside the watched folders, as it would in the learner's home.
        let data = try CLI.temporaryFolder(self)
        for file in Self.cases {
            let name = file.lastPathComponent
            let input = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            let result = try assertContained(["repl", Self.lesson.path], name, work: work, tmp: tmp, allowedStatus: [0, 1],
                                             input: input, environment: ["XDG_DATA_HOME": data.path])
            XCTAssertFalse(result.stdout.isEmpty, "\(name): no output")
            if name.hasPrefix("9") {
                XCTAssertEqual(result.status, 0, "control \(name) must keep working:\n\(result.stdout)")
            }
        }
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        XCTAssertLessThan(usage.ru_maxrss, 512 * 1024, "peak memory of a child, in KiB")
    }
}
