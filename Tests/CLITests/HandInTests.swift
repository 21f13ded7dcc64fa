import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Issue 13: every hand-in a row, hostile ones included; the output folder is never silently
/// rewritten; rosters, `--only`, and the gradebook imports.
final class HandInTests: XCTestCase {
    static let lesson = CLI.packageRoot.appendingPathComponent("lessons/01-first-steps.md").path
    static let good = "-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18;\n-- exercise: older\nSELECT name, age FROM Class43 WHERE age > 18;\n"

    func write(_ data: Data, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func json(_ out: URL) throws -> [String: [String: Any]] { try CLI.gradedStudents(in: out) }

    func testHostileHandInsEachGetARowAndANoteAndNoByteFromOutside() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("class"), out = dir.appendingPathComponent("out")
        try write(Data(Self.good.utf8), class_.appendingPathComponent("ada.sql"))
        try FileManager.default.createSymbolicLink(atPath: class_.appendingPathComponent("mallory.sql").path, withDestinationPath: "/etc/passwd")
        try FileManager.default.createDirectory(at: class_.appendingPathComponent("eve"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: class_.appendingPathComponent("eve/answers.sql").path, withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: class_.appendingPathComponent("zero.sql").path, withDestinationPath: "/dev/zero")
        // A link that stays inside the folder is read.
        try FileManager.default.createDirectory(at: class_.appendingPathComponent("copycat"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: class_.appendingPathComponent("copycat/answers.sql").path, withDestinationPath: "../ada.sql")
        XCTAssertEqual(mkfifo(class_.appendingPathComponent("fifo.sql").path, 0o600), 0)
        let device = class_.appendingPathComponent("device.sql").path
        let madeDevice = mknod(device, S_IFCHR | 0o600, (1 << 8) | 3) == 0    // /dev/null (1, 3); needs root
        let accented = String(repeating: "é", count: 100)    // 200 bytes of UTF-8
        try write(Data(Self.good.utf8), class_.appendingPathComponent(accented + ".sql"))
        let latin1 = Array("Jos".utf8) + [0xE9] + Array(".sql".utf8)    // José in Latin-1
        let latin1Path = Array(class_.path.utf8) + [0x2F] + latin1
        // Written through the raw bytes (Foundation would re-encode the name).
        var raw = latin1Path.map { CChar(bitPattern: $0) } + [0]
        let handle = raw.withUnsafeMutableBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }
        XCTAssertGreaterThanOrEqual(handle, 0)
        _ = Self.good.withCString { Glibc.write(handle, $0, strlen($0)) }
        close(handle)
        try write(Data("PK\u{3}\u{4}not really a document".utf8), class_.appendingPathComponent("word.docx"))
        try write(Data("PK\u{3}\u{4}".utf8), class_.appendingPathComponent("bundle.zip"))
        try write(Data(String(repeating: "-- padding\n", count: 100_000).utf8), class_.appendingPathComponent("huge.sql"))
        try write(Data(), class_.appendingPathComponent("empty.sql"))
        try write(Data("-- exercise: eighteen\nSELECT 'caf\u{E9}';".utf8.map { $0 == 0xC3 ? 0xE9 : $0 }.filter { $0 != 0xA9 }),
                  class_.appendingPathComponent("undecodable.sql"))

        let result = try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path, "--format", "csv,json,html,junit,gradescope,canvas,moodle,sheet"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        let students = try json(out)
        var expected = ["ada", "mallory", "eve", "zero", "copycat", "fifo", accented, "José", "word", "bundle", "huge", "empty", "undecodable"]
        if madeDevice { expected.append("device") }
        XCTAssertEqual(Set(students.keys), Set(expected), result.stderr)
        for name in expected where !["ada", "copycat", accented, "José"].contains(name) {
            let notes = students[name]?["notes"] as? [String] ?? []
            XCTAssertFalse(notes.isEmpty, "\(name) has a note")
            XCTAssertEqual(students[name]?["score"] as? Int, 0, name)
        }
        XCTAssertEqual(students["ada"]?["score"] as? Int, 2)
        XCTAssertEqual(students["copycat"]?["score"] as? Int, 2, "a link inside the folder is read")
        XCTAssertEqual(students[accented]?["score"] as? Int, 2)
        XCTAssertEqual(students["José"]?["score"] as? Int, 2)
        func notes(_ name: String) -> String { (students[name]?["notes"] as? [String] ?? []).joined(separator: " ") }
        XCTAssertTrue(notes("mallory").contains("symbolic link to a file outside the submissions folder"), notes("mallory"))
        XCTAssertTrue(notes("eve").contains("symbolic link to a file outside the submissions folder"), notes("eve"))
        XCTAssertTrue(notes("fifo").contains("a named pipe (FIFO)"), notes("fifo"))
        if madeDevice { XCTAssertTrue(notes("device").contains("a device"), notes("device")) }
        XCTAssertTrue(notes("José").contains("not UTF-8; it was read as Latin-1"), notes("José"))
        XCTAssertTrue(notes("word").contains("a Word document"), notes("word"))
        XCTAssertTrue(notes("bundle").contains("a zip archive"), notes("bundle"))
        XCTAssertTrue(notes("huge").contains("1100000 bytes"), notes("huge"))
        XCTAssertTrue(notes("empty").contains("is empty"), notes("empty"))
        XCTAssertTrue(notes("undecodable").contains("undecodable.sql:2:12: the file is not valid UTF-8 (byte 0xE9)"), notes("undecodable"))

        // No byte of /etc/passwd in any report, and every feedback file name fits.
        let passwd = try String(contentsOfFile: "/etc/passwd", encoding: .utf8).split(separator: "\n").first.map(String.init) ?? "root:x:0:0"
        let enumerator = FileManager.default.enumerator(atPath: out.path)!
        var files = 0
        while let relative = enumerator.nextObject() as? String {
            let url = out.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  !relative.hasSuffix(".sqlite"), !relative.contains(".sqlite-") else { continue }
            files += 1
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            XCTAssertFalse(text.contains(passwd), "\(relative) holds /etc/passwd")
            XCTAssertFalse(text.contains("root:x:0"), "\(relative) holds /etc/passwd")
            XCTAssertLessThanOrEqual(url.lastPathComponent.utf8.count, 255)
        }
        XCTAssertGreaterThan(files, 20)
        let feedback = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("feedback").path)
        XCTAssertEqual(feedback.count, expected.count, "\(feedback)")
        XCTAssertTrue(feedback.contains { $0.contains("~") && $0.utf8.count < 200 }, "the long name is shortened with a hash: \(feedback)")
        // The run is the same on a rerun (nothing hangs, nothing crashes).
        let again = try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path])
        XCTAssertEqual(again.status, 1, again.stderr)
        XCTAssertTrue(again.stdout.contains("unchanged since the last run"), again.stdout)
    }

    /// File names a Chinese Windows zip wrote are GBK: without --encoding they read as Latin-1
    /// (nothing lost, every name distinct) with a note that says to grade again with
    /// --encoding GBK; with it, the students are named in Chinese, folder and file names alike.
    func testGBKFileNamesReadWithTheInstructorsEncoding() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("class")
        try FileManager.default.createDirectory(at: class_, withIntermediateDirectories: true)
        func gbk(_ text: String) -> [UInt8] {
            // 小明 李雷 答案 in GBK, as iconv -t GBK writes them.
            let table: [String: [UInt8]] = ["小明": [0xD0, 0xA1, 0xC3, 0xF7], "李雷": [0xC0, 0xEE, 0xC0, 0xD7], "答案": [0xB4, 0xF0, 0xB0, 0xB8]]
            return table[text]!
        }
        func rawCreate(_ path: [UInt8], folder: Bool = false) {
            var c = path.map { CChar(bitPattern: $0) } + [0]
            if folder {
                XCTAssertEqual(c.withUnsafeMutableBufferPointer { mkdir($0.baseAddress!, 0o755) }, 0)
                return
            }
            let handle = c.withUnsafeMutableBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }
            XCTAssertGreaterThanOrEqual(handle, 0)
            _ = Self.good.withCString { Glibc.write(handle, $0, strlen($0)) }
            close(handle)
        }
        let root = Array(class_.path.utf8) + [0x2F]
        rawCreate(root + gbk("小明") + Array(".sql".utf8))
        rawCreate(root + gbk("李雷"), folder: true)
        rawCreate(root + gbk("李雷") + [0x2F] + gbk("答案") + Array(".sql".utf8))
        for (flags, names, note) in [([String](), ["\u{D0}\u{A1}\u{C3}\u{F7}", "\u{C0}\u{EE}\u{C0}\u{D7}"], "it was read as Latin-1. If it is a Chinese name, grade again with --encoding GBK"),
                                     (["--encoding", "GBK"], ["小明", "李雷"], "it was read as GBK.")] {
            let out = dir.appendingPathComponent("out\(flags.count)")
            let result = try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path, "--format", "json"] + flags)
            XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
            let students = try json(out)
            XCTAssertEqual(Set(students.keys), Set(names), "\(flags)")
            for name in names {
                XCTAssertEqual(students[name]?["score"] as? Int, 2, "\(flags) \(name)")
                XCTAssertTrue((students[name]?["notes"] as? [String] ?? []).joined().contains(note), "\(flags) \(name): \(students[name] ?? [:])")
            }
        }
    }

    func testTheOutputFolderIsNeverSilentlyRewritten() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("class"), out = dir.appendingPathComponent("out")
        for name in ["ada", "bob", "cy"] { try write(Data(Self.good.utf8), class_.appendingPathComponent(name + ".sql")) }
        XCTAssertEqual(try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path, "--format", "json"]).status, 1)
        // A subset of the class graded into the same folder keeps the others.
        let subset = dir.appendingPathComponent("subset")
        try write(Data("-- exercise: eighteen\nSELECT 1;\n".utf8), subset.appendingPathComponent("bob.sql"))
        let partial = try CLI.run(["grade", Self.lesson, subset.path, "-o", out.path, "--format", "json"])
        XCTAssertTrue(partial.stdout.contains("2 kept from earlier runs"), partial.stdout)
        var students = try json(out)
        XCTAssertEqual(Set(students.keys), ["ada", "bob", "cy"])
        XCTAssertEqual(students["bob"]?["score"] as? Int, 0)
        XCTAssertEqual(students["ada"]?["score"] as? Int, 2)
        // --only regrades one student from the full folder.
        let only = try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path, "--format", "json", "--only", "bob"])
        XCTAssertEqual(only.status, 1, only.stderr)
        students = try json(out)
        XCTAssertEqual(students["bob"]?["score"] as? Int, 2)
        XCTAssertEqual(students.count, 3)
        let typo = try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path, "--only", "bobb"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("no hand-in of student 'bobb' (did you mean bob?)"), typo.stderr)
        // Another lesson into the same folder is refused, naming both.
        let other = CLI.packageRoot.appendingPathComponent("lessons/04-select-and-where.md").path
        let refused = try CLI.run(["grade", other, class_.path, "-o", out.path])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("holds the grades of lesson '01-first-steps'"), refused.stderr)
        XCTAssertEqual(try json(out).count, 3, "nothing was rewritten")
        // A changed lesson regrades everyone and keeps the old grades beside.
        let changed = dir.appendingPathComponent("01-first-steps.md")
        try (String(contentsOfFile: Self.lesson, encoding: .utf8) + "\nOne more line of prose.\n").write(to: changed, atomically: true, encoding: .utf8)
        let regraded = try CLI.run(["grade", changed.path, class_.path, "-o", out.path, "--format", "json"])
        XCTAssertTrue(regraded.stderr.contains("graded with another version of 01-first-steps"), regraded.stderr)
        let kept = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix("grading-01-first-steps-") && $0.hasSuffix(".sqlite") }
        XCTAssertEqual(kept.count, 1, "\(kept)")
    }

    func testRosterGivesEveryEnrolledStudentARowAndGradebooksImportTheScores() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("class"), out = dir.appendingPathComponent("out")
        // A Canvas download and a roster from Canvas's gradebook export (a CSV).
        try write(Data(Self.good.utf8), class_.appendingPathComponent("lovelaceada_4101_900001_answers.sql"))
        try write(Data(Self.good.utf8), class_.appendingPathComponent("wangfang_4102_900002_作业.sql"))
        let roster = dir.appendingPathComponent("roster.csv")
        try write(Data("\u{FEFF}Student,ID,SIS User ID,SIS Login ID,Section\r\n    Points Possible,,,,\r\nlovelaceada,4101,,ada,A\r\n\"Wang, Fang\",4102,,fang,A\r\nbabbagecharles,4103,,charles,A\r\n".utf8), roster)
        let result = try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path, "--roster", roster.path,
                                  "--format", "json,canvas,moodle,sheet,csv"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("1 student on the roster handed in nothing and score 0: babbagecharles"), result.stderr)
        let students = try json(out)
        XCTAssertEqual(Set(students.keys), ["lovelaceada", "Wang, Fang", "babbagecharles"], "Canvas's wangfang is the roster's \"Wang, Fang\"")
        XCTAssertEqual(students["babbagecharles"]?["score"] as? Int, 0)
        XCTAssertTrue((students["babbagecharles"]?["notes"] as? [String] ?? []).joined().contains("No hand-in"))
        let canvas = try String(contentsOf: out.appendingPathComponent("canvas-import.csv"), encoding: .utf8)
        XCTAssertTrue(canvas.hasPrefix("Student,ID,SIS User ID,SIS Login ID,Section,First steps"), canvas)
        XCTAssertTrue(canvas.contains("\r\n    Points Possible,,,,,6\r\n"), canvas)
        // Canvas's own ids and section come from its roster; a name is never put in SIS Login ID.
        XCTAssertTrue(canvas.contains("\r\nlovelaceada,4101,,ada,A,2\r\n"), canvas)
        XCTAssertTrue(canvas.contains("\r\nbabbagecharles,4103,,charles,A,0\r\n"), canvas)
        let moodle = try String(contentsOf: out.appendingPathComponent("moodle-import.csv"), encoding: .utf8)
        XCTAssertTrue(moodle.hasPrefix("Identifier,Full name,Email address,Grade,Maximum Grade,Feedback comments\r\n"), moodle)
        // A Canvas user id is not a Moodle participant id: the Identifier stays empty.
        XCTAssertTrue(moodle.contains("\r\n,\"Wang, Fang\",,2,6,"), moodle)
        XCTAssertFalse(moodle.contains("Participant 4102"), moodle)
        let sheet = try Data(contentsOf: out.appendingPathComponent("grades-excel.csv"))
        XCTAssertEqual(Array(sheet.prefix(3)), [0xEF, 0xBB, 0xBF], "a UTF-8 BOM for Excel")
        XCTAssertEqual(sheet.dropFirst(3), try Data(contentsOf: out.appendingPathComponent("grades.csv")))
    }

    /// Moodle's online text: answers typed into the editor count when they have markers; a
    /// Gradescope group submission gives every member the grade.
    func testMoodleOnlineTextAndGradescopeGroups() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("class"), out = dir.appendingPathComponent("out")
        let html = "<p>-- exercise: eighteen<br>SELECT name FROM Class43 WHERE age = 18;</p><p>-- exercise: older</p><p>SELECT name, age FROM Class43 WHERE age &gt; 18;</p>"
        try write(Data(html.utf8), class_.appendingPathComponent("Ada Lovelace_77_assignsubmission_onlinetext_/onlinetext.html"))
        try write(Data("<p>I attached my file</p>".utf8), class_.appendingPathComponent("Bo Li_78_assignsubmission_onlinetext_/onlinetext.html"))
        try write(Data(Self.good.utf8), class_.appendingPathComponent("Bo Li_78_assignsubmission_file_/answers.sql"))
        let result = try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path, "--format", "json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        var students = try json(out)
        XCTAssertEqual(students["Ada Lovelace"]?["score"] as? Int, 2, "\(students)")
        XCTAssertEqual(students["Bo Li"]?["score"] as? Int, 2)
        XCTAssertEqual(students["Bo Li"]?["notes"] as? [String], [], "online text without markers is no hand-in of its own")

        // Blind marking names everyone "Participant"; two students of one name stay two.
        let blind = dir.appendingPathComponent("blind")
        try write(Data(Self.good.utf8), blind.appendingPathComponent("Participant_901_assignsubmission_file_/a.sql"))
        try write(Data("-- exercise: eighteen\nSELECT 1;\n".utf8), blind.appendingPathComponent("Participant_902_assignsubmission_file_/a.sql"))
        XCTAssertEqual(try CLI.run(["grade", Self.lesson, blind.path, "-o", dir.appendingPathComponent("out-blind").path, "--format", "json"]).status, 1)
        let anonymous = try json(dir.appendingPathComponent("out-blind"))
        XCTAssertEqual(anonymous["Participant (901)"]?["score"] as? Int, 2, "\(anonymous.keys)")
        XCTAssertEqual(anonymous["Participant (902)"]?["score"] as? Int, 0)

        // A Gradescope export unzipped into a folder of its own.
        let gradescope = dir.appendingPathComponent("gradescope/assignment_77_export")
        try write(Data(Self.good.utf8), gradescope.appendingPathComponent("submission_501/answers.sql"))
        try write(Data("submission_501:\n  :submitters:\n  - :name: Ada\n    :sid: '1'\n  - :name: Bo\n    :sid: '2'\n".utf8),
                  gradescope.appendingPathComponent("submission_metadata.yml"))
        XCTAssertEqual(try CLI.run(["grade", Self.lesson, gradescope.deletingLastPathComponent().path, "-o", dir.appendingPathComponent("out2").path, "--format", "json"]).status, 1)
        students = try json(dir.appendingPathComponent("out2"))
        XCTAssertEqual(Set(students.keys), ["Ada", "Bo"])
        XCTAssertEqual(students["Bo"]?["score"] as? Int, 2)
    }

    /// The notes in Chinese with --lang zh.
    func testNotesInChinese() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("class"), out = dir.appendingPathComponent("out")
        try write(Data("PK".utf8), class_.appendingPathComponent("ada.docx"))
        try write(Data([0x2D, 0x2D, 0x20, 0x92, 0x0A]), class_.appendingPathComponent("bo.sql"))
        let result = try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path, "--format", "json", "--lang", "zh"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let students = try json(out)
        XCTAssertEqual(students["ada"]?["notes"] as? [String], ["ada.docx 是Word 文档，sqlab 无法读取，因此没有评分。请把答案保存为纯文本 .sql 文件再提交。"])
        let bo = (students["bo"]?["notes"] as? [String] ?? []).joined()
        XCTAssertTrue(bo.hasPrefix("bo.sql:1:4：the file is not valid UTF-8 (byte 0x92)，因此没有评分。"), bo)
        // The --encoding advice is the instructor's (the terminal summary), not in what the student reads.
        XCTAssertFalse(bo.contains("--encoding"), bo)
        XCTAssertTrue(result.stderr.contains("不是 UTF-8（1）：bo。可以用 --encoding GBK,CP1252 重新评分"), result.stderr)
    }

    /// A lesson whose exercise ids are the CSV's own column names still has one of each column.
    func testExerciseColumnsNeverCollideWithStudentTotalOrNotes() throws {
        let dir = try CLI.temporaryFolder(self)
        let lesson = dir.appendingPathComponent("collide.md")
        try """
            # Columns

            ```sql setup
            CREATE TABLE t(x);
            INSERT INTO t VALUES (1);
            ```

            ```sql exercise id=total
            SELECT x FROM t;
            ```

            ```sql exercise id=student
            SELECT x + 1 FROM t;
            ```

            ```sql exercise id=notes
            SELECT x + 2 FROM t;
            ```

            """.write(to: lesson, atomically: true, encoding: .utf8)
        try write(Data("-- exercise: total\nSELECT x FROM t;\n".utf8), dir.appendingPathComponent("class/ada.sql"))
        let result = try CLI.run(["grade", lesson.path, dir.appendingPathComponent("class").path, "-o", dir.appendingPathComponent("out").path])
        XCTAssertEqual(result.status, 1, result.stderr)
        let csv = try String(contentsOf: dir.appendingPathComponent("out/grades.csv"), encoding: .utf8)
        XCTAssertTrue(csv.hasPrefix("student,exercise total,exercise student,exercise notes,total,notes\r\nada,1,0,0,1,"), csv)
    }
}
