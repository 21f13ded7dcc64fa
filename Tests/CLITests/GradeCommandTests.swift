import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `sqlab grade` on synthetic classes generated here: hostile hand-ins, bad files, odd names,
/// resuming after SIGKILL, `--jobs`, and shards merged (with GNU parallel, as the docs show).
final class GradeCommandTests: XCTestCase {
    static let hostileLesson = CLI.packageRoot.appendingPathComponent("Tests/Data/hostile/lesson.md").path
    static let firstSteps = CLI.packageRoot.appendingPathComponent("lessons/01-first-steps.md").path

    static let totals = """
        SELECT c.name, sum(o.amount) AS total
        FROM customers c JOIN orders o ON o.customer_id = c.id
        GROUP BY c.id ORDER BY total DESC, c.id;
        """
    static let purge = "DELETE FROM orders WHERE placed_at < '2024-02-01';"

    func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-grade-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        return dir
    }

    func write(_ text: String, _ path: URL) throws {
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: path)
    }

    func answers(_ pairs: [(String, String)]) -> String {
        pairs.map { "-- exercise: \($0.0)\n\($0.1)\n" }.joined()
    }

    struct Graded {
        let json: [String: Any]
        /// Per student: per exercise, (score, feedback kind or "passed").
        var students: [String: [String: (Int, String)]] {
            var result: [String: [String: (Int, String)]] = [:]
            for student in json["students"] as! [[String: Any]] {
                var exercises: [String: (Int, String)] = [:]
                for verdict in student["exercises"] as! [[String: Any]] {
                    let kind = (verdict["feedback"] as? [String: Any])?["kind"] as? String ?? "passed"
                    exercises[verdict["exercise"] as! String] = (verdict["score"] as! Int, kind)
                }
                result[student["student"] as! String] = exercises
            }
            return result
        }
        func notes(_ student: String) -> [String] {
            (json["students"] as! [[String: Any]]).first { $0["student"] as? String == student }?["notes"] as? [String] ?? []
        }
        func feedback(_ student: String, _ exercise: String) -> [String: Any]? {
            let s = (json["students"] as! [[String: Any]]).first { $0["student"] as? String == student }
            let v = (s?["exercises"] as? [[String: Any]])?.first { $0["exercise"] as? String == exercise }
            return v?["feedback"] as? [String: Any]
        }
    }

    func grade(_ arguments: [String], environment: [String: String] = [:]) throws -> (CLI.Result, Graded?) {
        let result = try CLI.run(["grade"] + arguments, environment: environment)
        guard let index = arguments.firstIndex(of: "-o") else { return (result, nil) }
        let url = URL(fileURLWithPath: arguments[index + 1]).appendingPathComponent("grades.json")
        guard let data = try? Data(contentsOf: url) else { return (result, nil) }
        return (result, Graded(json: try JSONSerialization.jsonObject(with: data) as! [String: Any]))
    }

    /// The hostile class: every kind of hostile or broken hand-in next to honest ones, on the
    /// hostile corpus's lesson (exercises `totals`, a query, and `purge`, a change).
    func testHostileClassGetsEachStudentTheRightScoreAndFeedback() throws {
        let dir = try temporaryDirectory()
        let class_ = dir.appendingPathComponent("submissions"), out = dir.appendingPathComponent("out")
        try write(answers([("totals", Self.totals), ("purge", Self.purge)]), class_.appendingPathComponent("ada.sql"))
        try write(answers([("totals", "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) FROM r;"),
                           ("purge", Self.purge)]), class_.appendingPathComponent("endless-cte.sql"))
        try write(answers([("totals", "SELECT randomblob(1000000000), zeroblob(900000000);"), ("purge", Self.purge)]),
                  class_.appendingPathComponent("giant-blobs.sql"))
        try write(answers([("totals", "DROP TABLE orders; DROP TABLE customers; DROP TABLE nums; SELECT 1;"),
                           ("purge", "DROP TABLE orders; DROP TABLE customers; DROP TABLE nums;")]),
                  class_.appendingPathComponent("dropper.sql"))
        try write(answers([("totals", "SELEC name,, FROM WHERE ;;"), ("purge", "DELETE orders placed_at < 2024;")]),
                  class_.appendingPathComponent("garbage.sql"))
        try write(answers([("totals", "SELECT printf('%.*c', 2147483647, 'x');"), ("purge", Self.purge)]),
                  class_.appendingPathComponent("printf.sql"))
        try Data([0x2D, 0x2D, 0x20, 0x65, 0x78, 0x65, 0x72, 0x63, 0x69, 0x73, 0x65, 0x3A, 0x20, 0x74, 0x6F, 0x74, 0x61, 0x6C, 0x73, 0x0A,
                  0x53, 0x45, 0x4C, 0x45, 0x43, 0x54, 0x20, 0xFF, 0xFE, 0x3B, 0x0A])
            .write(to: class_.appendingPathComponent("latin1.sql"))
        try write("", class_.appendingPathComponent("empty.sql"))
        try write(Self.totals, class_.appendingPathComponent("folder/totals.sql"))
        try write("DELETE FROM orders;", class_.appendingPathComponent("folder/purge.sql"))
        try write("SELECT 1;", class_.appendingPathComponent("folder/nosuch.sql"))
        try write(answers([("totals", Self.totals), ("purge", Self.purge)]), class_.appendingPathComponent("o'brien & <co>.sql"))
        try write(String(repeating: "-- padding\n", count: 100_000), class_.appendingPathComponent("huge.sql"))
        try write(answers([("totals", Self.totals), ("purge", Self.purge), ("bonus", "SELECT 1;")]), class_.appendingPathComponent("extra.sql"))
        // Faults injected into the worker (SQLAB_WORKER_FAULT): a crash and a flood of output,
        // each on one exercise; the other exercise of the same student must still pass.
        try write(answers([("totals", Self.totals + " -- CRASH-ME"), ("purge", Self.purge)]), class_.appendingPathComponent("crasher.sql"))
        try write(answers([("totals", Self.totals), ("purge", Self.purge + " -- FLOOD-ME")]), class_.appendingPathComponent("flooder.sql"))
        try write("not a submission\n", class_.appendingPathComponent("README.md"))

        let (result, graded) = try grade([Self.hostileLesson, class_.path, "-o", out.path, "--format", "csv,json,junit,html,gradescope",
                                          "--jobs", "2", "--feedback", "summary"],
                                         environment: ["SQLAB_WORKER_FAULT": "crash:CRASH-ME;flood:FLOOD-ME"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("README.md:1:1: warning: nobody's hand-in"), result.stderr)
        let students = try XCTUnwrap(graded).students
        func expect(_ student: String, _ totals: (Int, String), _ purge: (Int, String), line: UInt = #line) {
            guard let got = students[student] else { return XCTFail("no \(student) in the report", line: line) }
            XCTAssertEqual(got["totals"]?.0, totals.0, "\(student) totals", line: line)
            XCTAssertEqual(got["totals"]?.1, totals.1, "\(student) totals", line: line)
            XCTAssertEqual(got["purge"]?.0, purge.0, "\(student) purge", line: line)
            XCTAssertEqual(got["purge"]?.1, purge.1, "\(student) purge", line: line)
        }
        expect("ada", (1, "passed"), (1, "passed"))
        expect("endless-cte", (0, "timeout"), (1, "passed"))
        expect("giant-blobs", (0, "error"), (1, "passed"))
        expect("dropper", (0, "column-count"), (0, "tables"))
        expect("garbage", (0, "error"), (0, "error"))
        expect("printf", (0, "error"), (1, "passed"))
        expect("latin1", (0, "error"), (0, "error"))
        expect("empty", (0, "no-answer"), (0, "no-answer"))
        expect("folder", (1, "passed"), (0, "tables"))
        expect("o'brien & <co>", (1, "passed"), (1, "passed"))
        expect("huge", (0, "error"), (0, "error"))
        expect("extra", (1, "passed"), (1, "passed"))
        expect("crasher", (0, "killed"), (1, "passed"))
        expect("flooder", (1, "passed"), (0, "killed"))
        XCTAssertEqual(students.count, 14)

        let g = try XCTUnwrap(graded)
        XCTAssertEqual(g.feedback("giant-blobs", "totals")?["failure"].flatMap { ($0 as? [String: Any])?["name"] as? String }, "SQLITE_TOOBIG")
        XCTAssertEqual(g.feedback("printf", "totals")?["failure"].flatMap { ($0 as? [String: Any])?["message"] as? String },
                       "not authorized to use function: printf")
        XCTAssertTrue((g.feedback("crasher", "totals")?["note"] as? String ?? "").contains("crashed (signal 11)"))
        XCTAssertTrue((g.feedback("flooder", "purge")?["note"] as? String ?? "").contains("floods its output"))
        XCTAssertTrue(g.notes("latin1").joined().contains("latin1.sql:2:8: the file is not valid UTF-8 (byte 0xFF)"), "\(g.notes("latin1"))")
        XCTAssertTrue(g.notes("empty").joined().contains("empty.sql is empty"), "\(g.notes("empty"))")
        XCTAssertTrue(g.notes("huge").joined().contains("huge.sql is 1100000 bytes; sqlab reads answer files of at most 1048576 bytes"), "\(g.notes("huge"))")
        XCTAssertTrue(g.notes("folder").joined().contains("folder/nosuch.sql: the lesson has no exercise 'nosuch'"), "\(g.notes("folder"))")
        XCTAssertTrue(g.notes("extra").joined().contains("extra.sql:7:1: warning: the lesson has no exercise 'bonus'"), "\(g.notes("extra"))")

        // Odd names: escaped in every format, and in the feedback file's name.
        let csv = try String(contentsOf: out.appendingPathComponent("grades.csv"), encoding: .utf8)
        XCTAssertTrue(csv.hasPrefix("student,totals,purge,total,notes\r\nada,1,1,2,\r\n"), csv)
        XCTAssertTrue(csv.contains("\r\no'brien & <co>,1,1,2,\r\n"), csv)
        let html = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains(">o&#39;brien &amp; &lt;co&gt;</a>"), html)
        XCTAssertTrue(html.contains("href=\"feedback/o%2527brien%2520%2526%2520%253Cco%253E.txt\""), html)
        XCTAssertFalse(html.contains("<co>"))
        let junit = try String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("<testsuite name=\"o&apos;brien &amp; &lt;co&gt;\" tests=\"2\" failures=\"0\""), junit)
        XCTAssertTrue(junit.contains("<failure type=\"timeout\""), junit)
        XCTAssertNotNil(try? XMLDocument(data: Data(junit.utf8)), "junit.xml is well-formed XML")
        let feedback = out.appendingPathComponent("feedback/o%27brien%20%26%20%3Cco%3E.txt")
        XCTAssertTrue(try String(contentsOf: feedback, encoding: .utf8).contains("Student: o'brien & <co>\nScore: 2/2"))
        let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("feedback").path)
        XCTAssertEqual(files.count, 14)
        // Gradescope's results.json for a student, at the summary feedback level.
        let gs = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("gradescope/dropper/results.json"))) as! [String: Any]
        XCTAssertEqual(gs["score"] as? Double, 0)
        let tests = gs["tests"] as! [[String: Any]]
        XCTAssertEqual(tests.map { $0["name"] as? String }, ["totals", "purge"])
        XCTAssertEqual(tests.map { $0["status"] as? String }, ["failed", "failed"])
        XCTAssertEqual(tests.map { $0["max_score"] as? Double }, [1, 1])
    }

    /// Lesson 01 and its kinds of feedback; the feedback level applies to what students see.
    func testFirstStepsClassAndFeedbackLevels() throws {
        let dir = try temporaryDirectory()
        let class_ = dir.appendingPathComponent("class")
        try write(answers([("eighteen", "SELECT name FROM Class43 WHERE age = 18;"),
                           ("older", "SELECT name, age FROM Class43 WHERE age > 18;"),
                           ("girls", "SELECT * FROM Class43 WHERE gender = 'F';"),
                           ("birthday", "UPDATE Class43 SET age = age + 1 WHERE Stu_ID = 3;"),
                           ("second-page", "SELECT * FROM Class43 ORDER BY age, Stu_ID LIMIT 2 OFFSET 2;"),
                           ("remove-young", "DELETE FROM Class43 WHERE age < 20;")]), class_.appendingPathComponent("小明.sql"))
        try write(answers([("girls", "SELECT * FROM Class43 WHERE Stu_ID IN (3, 5, 6);"),
                           ("older", "SELECT name, age FROM Class43 WHERE age >= 18;")]), class_.appendingPathComponent("carol.sql"))
        try write(answers([("eighteen", "DROP TABLE Class43; SELECT name FROM Class43 WHERE age = 18;"),
                           ("birthday", "DROP TABLE Class43;"),
                           ("older", "WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT name, age FROM Class43 WHERE age > (SELECT count(*) FROM r);"),
                           ("girls", "SELECT * FROM Class43 WHERE gender = 'F';")]), class_.appendingPathComponent("dropper.sql"))
        try write("SELECT name FROM Class43 WHERE age = 18;\n", class_.appendingPathComponent("dana/eighteen.sql"))
        try write("-- exercise: remove-young\nDELETE FROM Class43 WHERE age < 20;\n", class_.appendingPathComponent("dana/remove-young.sql"))
        try write("DELETE FROM Class43 WHERE age <= 20;\n", class_.appendingPathComponent("dana/birthday.sql"))
        var outputs: [FeedbackLevelCase: String] = [:]
        for level in FeedbackLevelCase.allCases {
            let out = dir.appendingPathComponent("out-\(level.rawValue)")
            let (result, graded) = try grade([Self.firstSteps, class_.path, "-o", out.path, "--format", "json,gradescope", "--feedback", level.rawValue])
            XCTAssertEqual(result.status, 1, result.stderr)
            let students = try XCTUnwrap(graded).students
            XCTAssertEqual(students["小明"]?.values.map(\.0).reduce(0, +), 6)
            XCTAssertEqual(students["carol"]?["girls"]?.1, "rows")
            XCTAssertEqual(students["carol"]?["older"]?.1, "rows")
            XCTAssertEqual(students["carol"]?["birthday"]?.1, "no-answer")
            // Dropping the lesson's table hurts only that answer: each runs on its own copy.
            XCTAssertEqual(students["dropper"]?["eighteen"]?.1, "error")
            XCTAssertEqual(students["dropper"]?["birthday"]?.1, "tables")
            XCTAssertEqual(students["dropper"]?["older"]?.1, "timeout")
            XCTAssertEqual(students["dropper"]?["girls"]?.1, "passed")
            XCTAssertEqual(students["dana"]?["eighteen"]?.1, "passed")
            XCTAssertEqual(students["dana"]?["remove-young"]?.1, "passed")
            XCTAssertEqual(students["dana"]?["birthday"]?.1, "tables")
            XCTAssertEqual(students["dana"]?["older"]?.1, "no-answer")
            // The instructor's JSON has everything at every level.
            XCTAssertNotNil(try XCTUnwrap(graded).feedback("carol", "girls")?["counterexample"])
            outputs[level] = try String(contentsOf: out.appendingPathComponent("feedback/carol.txt"), encoding: .utf8)
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("feedback/小明.txt").path))
        }
        XCTAssertTrue(outputs[.full]!.contains("A counterexample, shrunk to the rows that matter:"), outputs[.full]!)
        XCTAssertTrue(outputs[.full]!.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("The rows are not right on a dataset with a Class43 row whose gender is exactly F."), outputs[.full]!)
        XCTAssertFalse(outputs[.summary]!.contains("counterexample"), outputs[.summary]!)
        XCTAssertFalse(outputs[.summary]!.contains("dataset at line"), outputs[.summary]!)
        XCTAssertTrue(outputs[.summary]!.contains("Missing rows"), outputs[.summary]!)
        // Rows from a dataset the student is not shown are said to be from another one.
        XCTAssertTrue(outputs[.summary]!.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("The rows are not right on another dataset than the lesson's."), outputs[.summary]!)
        XCTAssertTrue(outputs[.verdict]!.contains("✗ Exercise girls: not yet (0/1)\n✗ Exercise birthday"), outputs[.verdict]!)
        XCTAssertFalse(outputs[.verdict]!.contains("rows"), outputs[.verdict]!)
    }

    enum FeedbackLevelCase: String, CaseIterable { case full, summary, verdict }

    func testBadLessonOrFolderIsExitTwoAndAllPassedIsZero() throws {
        let dir = try temporaryDirectory()
        let class_ = dir.appendingPathComponent("class")
        try write(answers([("totals", Self.totals), ("purge", Self.purge)]), class_.appendingPathComponent("ada.sql"))
        let out = dir.appendingPathComponent("out").path
        let missingLesson = try CLI.run(["grade", dir.appendingPathComponent("nope.md").path, class_.path, "-o", out])
        XCTAssertEqual(missingLesson.status, 2)
        XCTAssertTrue(missingLesson.stderr.contains("nope.md:1:1: error:"), missingLesson.stderr)
        let broken = dir.appendingPathComponent("broken.md")
        try write("# Broken\n\n```sql expect=SQLITE_NOSUCH\nSELECT 1;\n```\n\n```sql exercise id=x\nSELECT 1;\n```\n", broken)
        let malformed = try CLI.run(["grade", broken.path, class_.path, "-o", out])
        XCTAssertEqual(malformed.status, 2, malformed.stderr)
        XCTAssertTrue(malformed.stderr.contains("broken.md:3:"), malformed.stderr)
        let missingFolder = try CLI.run(["grade", Self.hostileLesson, dir.appendingPathComponent("none").path, "-o", out])
        XCTAssertEqual(missingFolder.status, 2)
        XCTAssertTrue(missingFolder.stderr.contains("none:1:1: error: no such submissions folder"), missingFolder.stderr)
        XCTAssertEqual(try CLI.run(["grade", Self.hostileLesson, class_.path, "-o", out, "--jobs", "0"]).status, 2)
        XCTAssertEqual(try CLI.run(["grade", Self.hostileLesson, class_.path, "-o", out, "--shard", "3/2"]).status, 2)
        XCTAssertEqual(try CLI.run(["grade", Self.hostileLesson, class_.path, "-o", out, "--format", "pdf"]).status, 2)
        let passed = try CLI.run(["grade", Self.hostileLesson, class_.path, "-o", out])
        XCTAssertEqual(passed.status, 0, passed.stdout + passed.stderr)
        XCTAssertEqual(try String(contentsOfFile: out + "/grades.csv", encoding: .utf8), "student,totals,purge,total,notes\r\nada,1,1,2,\r\n")
    }

    /// A hand-in whose name starts with a dot (`.eve.sql`, a folder `.carol/`) gets no row, and
    /// a warning names it; the tools' own (`.git`, macOS's `._` copies) pass unsaid.
    func testHiddenHandInsAreNamedNotDroppedUnseen() throws {
        let dir = try temporaryDirectory()
        let class_ = dir.appendingPathComponent("class")
        let answer = answers([("totals", Self.totals), ("purge", Self.purge)])
        for name in ["bob.sql", ".eve.sql", ".carol/totals.sql", "._bob.sql", ".git/config"] {
            try write(answer, class_.appendingPathComponent(name))
        }
        let result = try CLI.run(["grade", Self.hostileLesson, class_.path, "-o", dir.appendingPathComponent("out").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("/.eve.sql:1:1: warning:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("/.carol:1:1: warning:"), result.stderr)
        XCTAssertFalse(result.stderr.contains("._bob") || result.stderr.contains(".git"), result.stderr)
    }

    /// A zip archive of `entries` (name, bytes), stored without compression (PKWARE's
    /// APPNOTE.TXT 4.3: local headers, the central directory, its end record). `claimed`, when
    /// given, is the uncompressed size the headers state for every entry (a zip bomb's listing).
    static func zip(_ entries: [(String, [UInt8])], claimed: UInt32? = nil) -> Data {
        func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)] }
        func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        var body: [UInt8] = [], directory: [UInt8] = []
        for (name, data) in entries {
            let offset = UInt32(body.count), nameBytes = Array(name.utf8)
            let fields = le16(20) + le16(0) + le16(0) + le16(0) + le16(0) + le32(crc32(data)) + le32(UInt32(data.count))
                + le32(claimed ?? UInt32(data.count)) + le16(nameBytes.count) + le16(0)
            body += le32(0x0403_4B50) + fields + nameBytes + data
            directory += le32(0x0201_4B50) + le16(20) + fields + le16(0) + le16(0) + le16(0) + le32(0) + le32(offset) + nameBytes
        }
        let end = le32(0x0605_4B50) + le16(0) + le16(0) + le16(entries.count) + le16(entries.count)
            + le32(UInt32(directory.count)) + le32(UInt32(body.count)) + le16(0)
        return Data(body + directory + end)
    }

    /// A platform's download passed as it came (submissions.zip, a .tar.gz) is unpacked into
    /// the output folder and graded, in both languages; names that would reach outside stay in;
    /// a broken or oversized archive, or one of a kind sqlab does not unpack (7z), is exit 2
    /// with the command that unpacks it by hand. Told by its bytes: text called .zip is a file.
    func testAnArchiveOfSubmissionsIsUnpackedAndGraded() throws {
        let dir = try temporaryDirectory()
        let ada = Array(answers([("totals", Self.totals), ("purge", Self.purge)]).utf8)
        let zip = dir.appendingPathComponent("Assignment 1 submissions.zip")
        try Self.zip([("ada.sql", ada), ("../escaped.sql", ada)]).write(to: zip)
        for language in ["en", "zh"] {
            let out = dir.appendingPathComponent("out-\(language)").path
            let result = try CLI.run(["grade", Self.hostileLesson, zip.path, "-o", out, "--lang", language])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stderr.contains(language == "en" ? "unpacked \(zip.path) into \(out)/unpacked (2 files); grading that folder"
                                                                  : "已把 \(zip.path) 解压到 \(out)/unpacked（2 个文件）"), result.stderr)
            // unzip keeps ../escaped.sql inside the folder, as escaped.sql: one more student.
            XCTAssertEqual(try String(contentsOfFile: out + "/grades.csv", encoding: .utf8), "student,totals,purge,total,notes\r\nada,1,1,2,\r\nescaped,1,1,2,\r\n")
            XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/unpacked/escaped.sql"))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("escaped.sql").path), "a ../ name stays inside")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out-en/escaped.sql").path), "a ../ name stays inside")
        // A gzip-compressed tar made by tar itself.
        let class_ = dir.appendingPathComponent("class")
        try write(String(decoding: ada, as: UTF8.self), class_.appendingPathComponent("bo.sql"))
        let tgz = dir.appendingPathComponent("export.tgz")
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/bin/tar")
        tar.arguments = ["-czf", tgz.path, "-C", class_.path, "bo.sql"]
        try tar.run(); tar.waitUntilExit()
        XCTAssertEqual(tar.terminationStatus, 0)
        let out = dir.appendingPathComponent("out").path
        let archived = try CLI.run(["grade", Self.hostileLesson, tgz.path, "-o", out])
        XCTAssertEqual(archived.status, 0, archived.stderr)
        XCTAssertTrue(archived.stderr.contains("(1 file); grading that folder"), archived.stderr)
        XCTAssertEqual(try String(contentsOfFile: out + "/grades.csv", encoding: .utf8), "student,totals,purge,total,notes\r\nbo,1,1,2,\r\n")
        // Broken, a bomb by its listing, a 7z: one line each, the manual command, exit 2.
        let broken = dir.appendingPathComponent("broken.zip")
        try Data([0x50, 0x4B, 0x03, 0x04] + Array("not really".utf8)).write(to: broken)
        let bomb = dir.appendingPathComponent("bomb.zip")
        try Self.zip([("a.sql", ada)], claimed: 0xFFFF_FFF0).write(to: bomb)
        let sevenZip = dir.appendingPathComponent("class.7z")
        try Data([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C, 0, 4]).write(to: sevenZip)
        for (archive, said) in [(broken, "is a zip archive that unzip could not unpack (End-of-central-directory signature not found)"),
                                (bomb, "is a zip archive that would unpack to 4294967280 bytes in 1 files, more than sqlab unpacks itself"),
                                (sevenZip, "is a 7z archive")] {
            let result = try CLI.run(["grade", Self.hostileLesson, archive.path, "-o", out])
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix(archive.path + ":1:1: error: " + said), result.stderr)
            XCTAssertTrue(result.stderr.contains(" && sqlab grade LESSON "), result.stderr)
        }
        // A named pipe is never opened (reading it would wait for ever): it is not a folder.
        let fifo = dir.appendingPathComponent("class.zip")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        let piped = try CLI.run(["grade", Self.hostileLesson, fifo.path, "-o", out])
        XCTAssertEqual(piped.status, 2, piped.stderr)
        // Text named .zip is not an archive.
        let notZip = dir.appendingPathComponent("answers.zip")
        try write("SELECT 1;\n", notZip)
        let plain = try CLI.run(["grade", Self.hostileLesson, notZip.path, "-o", out])
        XCTAssertEqual(plain.status, 2)
        XCTAssertTrue(plain.stderr.contains("error: is a file; SUBMISSIONS is a folder"), plain.stderr)
    }

    // MARK: - Determinism, resuming, shards

    /// A class of `count` students on lesson 01, a mix of right and wrong answers, some by folder.
    func makeClass(_ count: Int, in dir: URL) throws -> URL {
        let class_ = dir.appendingPathComponent("class")
        let right = ["eighteen": "SELECT name FROM Class43 WHERE age = 18;",
                     "older": "SELECT name, age FROM Class43 WHERE age > 18;",
                     "girls": "SELECT * FROM Class43 WHERE gender = 'F';",
                     "birthday": "UPDATE Class43 SET age = age + 1 WHERE Stu_ID = 3;",
                     "second-page": "SELECT * FROM Class43 ORDER BY age, Stu_ID LIMIT 2 OFFSET 2;"]
        let wrong = ["eighteen": "SELECT name FROM Class43 WHERE age >= 18;",
                     "older": "SELECT name FROM Class43 WHERE age > 18;",
                     "girls": "SELECT * FROM Class43 WHERE Stu_ID IN (3, 5, 6);",
                     "birthday": "UPDATE Class43 SET age = 18 WHERE Stu_ID = 3;",
                     "second-page": "SELECT * FROM Class43 ORDER BY age LIMIT 2 OFFSET 2;"]
        let ids = ["eighteen", "older", "girls", "birthday", "second-page"]
        for n in 0..<count {
            let name = String(format: "student-%03d", n)
            let picks = ids.enumerated().map { (i, id) in (id, (n >> i) & 1 == 0 ? right[id]! : wrong[id]!) }
            if n % 7 == 3 {
                for (id, sql) in picks { try write(sql + "\n", class_.appendingPathComponent("\(name)/\(id).sql")) }
            } else {
                try write(answers(picks), class_.appendingPathComponent("\(name).sql"))
            }
        }
        return class_
    }

    /// Every report file below `dir` (not the grading databases), by relative path.
    func reports(_ dir: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: dir.path)
        while let path = enumerator?.nextObject() as? String {
            guard !path.contains("grading"), let data = FileManager.default.contents(atPath: dir.appendingPathComponent(path).path),
                  !path.hasSuffix("/") else { continue }
            var isDir: ObjCBool = false
            FileManager.default.fileExists(atPath: dir.appendingPathComponent(path).path, isDirectory: &isDir)
            if !isDir.boolValue { result[path] = data }
        }
        return result
    }

    func assertSameReports(_ a: URL, _ b: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let left = try reports(a), right = try reports(b)
        XCTAssertGreaterThan(left.count, 5, file: file, line: line)
        XCTAssertEqual(left.keys.sorted(), right.keys.sorted(), file: file, line: line)
        for (path, data) in left where right[path] != data {
            XCTFail("\(path) differs", file: file, line: line)
        }
    }

    static let allFormats = ["--format", "csv", "--format", "json", "--format", "junit", "--format", "html", "--format", "gradescope"]

    /// Grading reuses datasets and reference runs between students; its verdicts must still be
    /// exactly those `sqlab check` gives each student alone.
    func testGradeGivesEachStudentTheVerdictsCheckGives() throws {
        let dir = try temporaryDirectory()
        let class_ = try makeClass(12, in: dir)
        let out = dir.appendingPathComponent("out")
        let (_, graded) = try grade([Self.firstSteps, class_.path, "-o", out.path, "--format", "json", "--jobs", "1"])
        let students = try XCTUnwrap(graded).json["students"] as! [[String: Any]]
        var compared = 0
        for student in students {
            let name = student["student"] as! String
            let file = class_.appendingPathComponent(name + ".sql")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            let check = try CLI.run(["check", Self.firstSteps, "--answer", file.path, "--format", "json"])
            let checked = (try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as! [String: Any])["exercises"] as! [[String: Any]]
            let gradedVerdicts = student["exercises"] as! [[String: Any]]
            for verdict in checked {
                let other = gradedVerdicts.first { $0["exercise"] as? String == verdict["exercise"] as? String }
                XCTAssertEqual(NSDictionary(dictionary: verdict), other.map { NSDictionary(dictionary: $0) }, "\(name) \(verdict["exercise"]!)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 40)
    }

    /// A lab exercise (`c lab exercise`, C API lines) is graded as `check` checks it: a correct
    /// answer gets its points, a wrong one 0, and each score is the one `check` gives.
    func testLabExerciseIsGradedAsCheckChecksIt() throws {
        let dir = try temporaryDirectory()
        let lesson = CLI.packageRoot.appendingPathComponent("lessons/09-prepared-statements.md").path
        let class_ = dir.appendingPathComponent("class")
        try write("""
            -- exercise: bind-a-student
            sqlite3_open("class.sqlite", &db);
            sqlite3_prepare_v2(db, "INSERT INTO Class43 (name, gender, age) VALUES (?, ?, ?)", -1, &stmt, NULL);
            sqlite3_bind_text(stmt, 1, "Jay", -1, SQLITE_TRANSIENT);
            sqlite3_bind_text(stmt, 2, "M", -1, SQLITE_TRANSIENT);
            sqlite3_bind_int(stmt, 3, 16);
            sqlite3_step(stmt);
            sqlite3_finalize(stmt);
            sqlite3_close(db);

            """, class_.appendingPathComponent("bob.sql"))
        try write("-- exercise: bind-a-student\nsqlite3_open(\"class.sqlite\", &db);\nsqlite3_close(db);\n",
                  class_.appendingPathComponent("amy.sql"))
        let out = dir.appendingPathComponent("out")
        let (_, graded) = try grade([lesson, class_.path, "-o", out.path, "--format", "json", "--jobs", "1"])
        let students = try XCTUnwrap(graded).students
        XCTAssertEqual(students["bob"]?["bind-a-student"]?.1, "passed")
        XCTAssertGreaterThan(students["bob"]?["bind-a-student"]?.0 ?? 0, 0)
        XCTAssertEqual(students["amy"]?["bind-a-student"]?.0, 0)
        XCTAssertEqual(students["amy"]?["bind-a-student"]?.1, "tables")
        for name in ["bob", "amy"] {
            let check = try CLI.run(["check", lesson, "bind-a-student", "--answer", class_.appendingPathComponent(name + ".sql").path, "--format", "json"])
            let checked = (try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as! [String: Any])["exercises"] as! [[String: Any]]
            let verdict = try XCTUnwrap(checked.first { $0["exercise"] as? String == "bind-a-student" })
            XCTAssertEqual(verdict["score"] as? Int, students[name]?["bind-a-student"]?.0, name)
        }
    }

    func testJobsOneAndTwoGiveIdenticalReports() throws {
        let dir = try temporaryDirectory()
        let class_ = try makeClass(24, in: dir)
        let one = dir.appendingPathComponent("one"), two = dir.appendingPathComponent("two")
        let r1 = try CLI.run(["grade", Self.firstSteps, class_.path, "-o", one.path, "--jobs", "1"] + Self.allFormats)
        let r2 = try CLI.run(["grade", Self.firstSteps, class_.path, "-o", two.path, "--jobs", "2"] + Self.allFormats)
        XCTAssertEqual(r1.status, 1, r1.stderr)
        XCTAssertEqual(r2.status, 1, r2.stderr)
        try assertSameReports(one, two)
        // Run again on the same folder: nothing to grade, the same bytes.
        let again = try CLI.run(["grade", Self.firstSteps, class_.path, "-o", two.path, "--jobs", "2"] + Self.allFormats)
        XCTAssertTrue(again.stdout.contains("(0 now, 24 unchanged since the last run)"), again.stdout)
        try assertSameReports(one, two)
    }

    func testKilledRunResumesToTheSameReport() throws {
        let dir = try temporaryDirectory()
        let class_ = try makeClass(60, in: dir)
        let whole = dir.appendingPathComponent("whole"), resumed = dir.appendingPathComponent("resumed")
        let full = try CLI.run(["grade", Self.firstSteps, class_.path, "-o", whole.path, "--jobs", "2"] + Self.allFormats)
        XCTAssertEqual(full.status, 1, full.stderr)

        // Start a run, kill it with SIGKILL once some submissions are committed.
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["grade", Self.firstSteps, class_.path, "-o", resumed.path, "--jobs", "1"] + Self.allFormats
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "NO_COLOR": "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let database = resumed.appendingPathComponent("grading.sqlite").path
        var committed = 0
        let start = Date()
        // (Polled often and killed early: on a loaded machine a poll every 20 ms once saw the
        // whole class committed before the kill.)
        while committed < 3, process.isRunning, Date().timeIntervalSince(start) < 60 {
            usleep(5_000)
            committed = count(database)
        }
        XCTAssertTrue(process.isRunning, "the run ended before it could be killed")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        let before = count(database)
        XCTAssertGreaterThan(before, 0)
        XCTAssertLessThan(before, 60)
        XCTAssertFalse(FileManager.default.fileExists(atPath: resumed.appendingPathComponent("report.html").path))

        let rerun = try CLI.run(["grade", Self.firstSteps, class_.path, "-o", resumed.path, "--jobs", "1"] + Self.allFormats)
        XCTAssertEqual(rerun.status, 1, rerun.stderr)
        XCTAssertTrue(rerun.stdout.contains("unchanged since the last run"), rerun.stdout)
        try assertSameReports(whole, resumed)

        // A changed submission is graded again; the others are not.
        try write(answers([("eighteen", "SELECT name FROM Class43 WHERE age = 18;")]), class_.appendingPathComponent("student-000.sql"))
        let changed = try CLI.run(["grade", Self.firstSteps, class_.path, "-o", resumed.path, "--jobs", "1", "--format", "csv"])
        XCTAssertTrue(changed.stdout.contains("(1 now, 59 unchanged since the last run)"), changed.stdout)
        let csv = try String(contentsOf: resumed.appendingPathComponent("grades.csv"), encoding: .utf8)
        XCTAssertTrue(csv.contains("\r\nstudent-000,1,0,0,0,0,0,1,\r\n"), csv)
    }

    /// Submissions committed in a grading database (read with the sqlite3 shell).
    func count(_ database: String) -> Int {
        guard FileManager.default.fileExists(atPath: database) else { return 0 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        // A busy timeout: a read that meets the grader's write lock waits for it instead of
        // failing as 0, which let a fast run finish all 60 before the kill (a flake in CI).
        process.arguments = ["-cmd", ".timeout 2000", database, "SELECT count(*) FROM submissions"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return 0 }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// The docs' GNU parallel example: shards graded at once, merged into the unsharded report.
    func testShardsWithGNUParallelMergeToTheUnshardedReport() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/parallel") else {
            throw XCTSkip("GNU parallel is not installed (make deps installs it)")
        }
        let dir = try temporaryDirectory()
        let class_ = try makeClass(20, in: dir)
        let whole = dir.appendingPathComponent("whole"), merged = dir.appendingPathComponent("merged")
        _ = try CLI.run(["grade", Self.firstSteps, class_.path, "-o", whole.path] + Self.allFormats)
        let script = """
            set -e
            parallel --will-cite sqlab grade "$LESSON" "$CLASS" -o shards --shard {}/3 ::: 1 2 3
            sqlab grade --merge shards/grading-shard-*-of-3.sqlite -o merged \(Self.allFormats.joined(separator: " "))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = dir
        process.environment = ["PATH": CLI.binary.deletingLastPathComponent().path + ":/usr/bin:/bin", "HOME": dir.path,
                               "NO_COLOR": "1", "LESSON": Self.firstSteps, "CLASS": class_.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1, output)
        XCTAssertTrue(output.contains("Graded shard 2/3: 7 students"), output)
        XCTAssertTrue(output.contains("Merged 3 shards: 20 students"), output)
        try assertSameReports(whole, merged)

        // A missing shard is an error, not a short report.
        let partial = try CLI.run(["grade", "--merge", dir.appendingPathComponent("shards/grading-shard-1-of-3.sqlite").path,
                                   "-o", dir.appendingPathComponent("partial").path])
        XCTAssertEqual(partial.status, 2)
        XCTAssertTrue(partial.stderr.contains("shards missing: 2/3, 3/3"), partial.stderr)
    }
}
