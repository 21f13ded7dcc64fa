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
        let clock = TimeBound.start()
        let result = try CLI.run(arguments, input: input, environment: environment.merging(["TMPDIR": tmp.path]) { $1 }, directory: work)
        clock.assertWithin(5, name)
        XCTAssertTrue(allowedStatus.contains(result.status), "\(name): exit \(result.status)\n\(result.stdout)\(result.stderr)")
        XCTAssertEqual(listing(work), before, "\(name): files changed in the working directory")
        XCTAssertEqual(listing(tmp), [:], "\(name): files appeared in the temporary directory")
        return result
    }

    /// What `sqlab check` must say of each case of the original corpus, as an answer to
    /// `totals`: the exit status and the words that show the sandbox caught it (the result code
    /// of the refusal, the time limit, or the plain verdict where the attack only gives a wrong
    /// answer). Cases 100 and up carry theirs in their `-- expect:` line.
    static let checkOutcomes: [String: (status: Int32, shows: String)] = [
        "01": (1, "ran out of time"), "02": (1, "✗ SQLITE_ERROR"), "04": (1, "ran out of time"), "05": (1, "✗ SQLITE_TOOBIG"),
        "07": (1, "✗ SQLITE_TOOBIG"), "08": (1, "✗ SQLITE_ERROR"), "10": (1, "✗ SQLITE_TOOBIG"), "11": (1, "✗ SQLITE_ERROR"),
        "12": (1, "✗ SQLITE_ERROR"), "14": (2, "bytes; the limit"), "16": (1, "✗ SQLITE_ERROR"), "17": (1, "✗ SQLITE_ERROR"),
        "18": (1, "✗ SQLITE_AUTH"), "19": (1, "✗ SQLITE_AUTH"), "21": (1, "✗ SQLITE_AUTH"), "22": (1, "✗ SQLITE_AUTH"),
        "24": (1, "✗ SQLITE_AUTH"), "25": (1, "✗ SQLITE_ERROR"), "26": (1, "✗ SQLITE_ERROR"), "27": (1, "✗ SQLITE_ERROR"),
        "29": (1, "✗ SQLITE_AUTH"), "30": (1, "✗ SQLITE_AUTH"), "32": (1, "✗ SQLITE_AUTH"), "33": (1, "✗ SQLITE_AUTH"),
        "34": (1, "✗ SQLITE_AUTH"), "36": (1, "✗ SQLITE_AUTH"), "37": (1, "✗ SQLITE_AUTH"), "39": (1, "✗ SQLITE_AUTH"),
        "40": (2, "NUL byte"), "42": (1, "returns no columns"), "43": (1, "The rows are not right"),
        "45": (1, "Wrong number of columns"), "46": (1, "Wrong number of columns"), "48": (1, "✗ SQLITE_AUTH"),
        "49": (1, "✗ SQLITE_ERROR"), "51": (1, "✗ SQLITE_NOMEM"), "52": (1, "✗ SQLITE_ERROR"), "54": (1, "✗ SQLITE_TOOBIG"),
        "56": (1, "✗ SQLITE_ERROR"), "90": (1, "Wrong number of columns"), "91": (1, "Wrong number of columns"),
    ]

    /// Cases whose statements all succeed as a step of `run` (exit 0): the attack is harmless on
    /// the step's own connection (a TEMP trigger or view, an empty result), or it only shows
    /// text. Every other case fails a statement (exit 1), or is refused by the lesson parser.
    /// 124's carriage return ends a line of the lesson, as cmark-gfm reads it (the fence stays
    /// closed; the parser once took it for unclosed), and its name `a↵b` is shown visibly.
    static let runsCleanlyInRun: Set<String> = ["43", "45", "46", "90", "91", "120", "123", "124"]
    /// A NUL byte, a statement over SQLITE_LIMIT_SQL_LENGTH: the lesson is refused before it
    /// runs (exit 2).
    static let refusedByTheLessonParser: Set<String> = ["14", "40"]
    /// The same for input piped into the REPL (where dropping the tables is the learner's own business).
    static let runsCleanlyInTheREPL: Set<String> = ["42", "43", "45", "46", "90", "91", "120", "123", "124"]

    /// The expected outcome of a case: from the table, or from its `-- expect: check=N code=X` line.
    static func checkOutcome(_ file: URL) -> (status: Int32, shows: String)? {
        let number = String(file.lastPathComponent.prefix(while: \.isNumber))
        if let known = checkOutcomes[number] { return known }
        guard let text = try? String(contentsOf: file, encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("-- expect:") }) else { return nil }
        let words = line.split(separator: " ")
        guard let status = words.first(where: { $0.hasPrefix("check=") }).flatMap({ Int32($0.dropFirst(6)) }) else { return nil }
        // An answer stopped at its deadline is feedback in words, not a decoded code.
        let code = words.first { $0.hasPrefix("code=") }.map { $0 == "code=SQLITE_INTERRUPT" ? "The answer ran out of time" : "✗ " + $0.dropFirst(5) }
            ?? "Exercise totals:"
        return (status, code)
    }

    func testEveryCaseThroughCheck() throws {
        let (work, tmp) = try sandboxDirectories()
        XCTAssertGreaterThanOrEqual(Self.cases.count, 40)
        for file in Self.cases {
            let name = file.lastPathComponent
            let expected = try XCTUnwrap(Self.checkOutcome(file), "\(name) has no expected outcome")
            let result = try assertContained(["check", Self.lesson.path, "totals", "--answer", file.path], name,
                                             work: work, tmp: tmp, allowedStatus: [expected.status])
            if result.status == 2 {
                // Refused before SQLite sees it, with a message naming the file and line.
                XCTAssertTrue(result.stderr.hasPrefix(file.path + ":"), "\(name): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains(expected.shows), "\(name): \(result.stderr)")
            } else {
                XCTAssertTrue(result.stdout.contains("Exercise totals:"), "\(name): \(result.stdout)")
                // Feedback is wrapped to 80 columns: compare with the line breaks folded.
                let unwrapped = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                XCTAssertTrue(unwrapped.contains(expected.shows), "\(name): expected '\(expected.shows)'\n\(result.stdout)")
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
            // A hostile step fails (1); the controls run as marked (0); text SQLite never sees
            // (a NUL byte, a statement over SQLITE_LIMIT_SQL_LENGTH) stops the lesson before it runs (2).
            let number = String(name.prefix(while: \.isNumber))
            let status: Int32 = Self.runsCleanlyInRun.contains(number) ? 0 : Self.refusedByTheLessonParser.contains(number) ? 2 : 1
            let result = try assertContained(["run", lesson.path, "--no-pause"], name, work: work, tmp: tmp, allowedStatus: [status])
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
            // Every hostile input has a statement that fails (1); the controls succeed (0).
            let number = String(name.prefix(while: \.isNumber))
            let result = try assertContained(["repl", Self.lesson.path], name, work: work, tmp: tmp,
                                             allowedStatus: [Self.runsCleanlyInTheREPL.contains(number) ? 0 : 1],
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

/// The time bound (5 s, 12 s where a worker is killed) measured so that the machine's
/// load does not decide it: the CPU time the command and every process it waited for used
/// (`getrusage(RUSAGE_CHILDREN)` before and after: XCTest runs one test at a time, so the
/// difference is that command's), against the bound; and the wall time against the bound
/// stretched by how many runnable tasks share each core (the 1-minute load average over the
/// cores), so that a sandbox that waits or sleeps past its bound still fails.
struct TimeBound {
    let wallStart: Date
    let cpuStart: Double

    static func childrenCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    static func start() -> TimeBound { TimeBound(wallStart: Date(), cpuStart: childrenCPU()) }

    /// How much the machine's load stretches wall time: the load average per core, at least 1.
    static var loadFactor: Double {
        var loads = [Double](repeating: 0, count: 1)
        guard getloadavg(&loads, 1) == 1 else { return 1 }
        return max(1, loads[0] / Double(ProcessInfo.processInfo.activeProcessorCount))
    }

    /// CPU seconds and wall seconds since `start()`.
    var elapsed: (cpu: Double, wall: Double) { (TimeBound.childrenCPU() - cpuStart, Date().timeIntervalSince(wallStart)) }

    func assertWithin(_ seconds: Double, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let (cpu, wall) = elapsed
        XCTAssertLessThan(cpu, seconds, "\(name): used \(cpu) s of CPU time", file: file, line: line)
        let stretched = seconds * TimeBound.loadFactor
        XCTAssertLessThan(wall, stretched, "\(name): took \(wall) s (bound \(stretched) s at this load)", file: file, line: line)
    }
}
