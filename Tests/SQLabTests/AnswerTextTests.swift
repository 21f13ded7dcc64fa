import Foundation
import XCTest
@testable import SQLabText
@testable import SQLabLessons
@testable import SQLabEngine
@testable import SQLabGrading

/// Answer text decoded once at the edge, and the names platforms give hand-ins.
final class AnswerTextTests: XCTestCase {
    /// A deterministic generator of texts with what answer files hold: SQL, comments in Chinese
    /// and French, curly quotes, emoji (a surrogate pair in UTF-16), blank lines.
    struct Texts: Sequence, IteratorProtocol {
        var state: UInt64 = 0x9E3779B97F4A7C15
        var left = 300
        static let pieces = ["SELECT", " name", " FROM Class43", " WHERE gender = '女'", ";", "\n", "\n\n", "-- 第一题\n",
                             "-- it’s “fine”\n", "'café'", " 😀", "\t", "-- exercise: older\n", "UPDATE t SET x = 1", "  "]
        mutating func next() -> String? {
            guard left > 0 else { return nil }
            left -= 1
            var text = ""
            for _ in 0..<(Int(state % 17) + 1) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += Texts.pieces[Int((state >> 33) % UInt64(Texts.pieces.count))]
            }
            return text
        }
    }

    func encoded(_ text: String, _ encoding: String) -> [UInt8] {
        switch encoding {
        case "UTF-8": return Array(text.utf8)
        case "UTF-8 BOM": return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case "UTF-16LE": return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case "UTF-16BE": return [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case "UTF-32LE": return [0xFF, 0xFE, 0, 0] + text.unicodeScalars.flatMap { s in (0..<4).map { UInt8((s.value >> (8 * $0)) & 0xFF) } }
        default: fatalError()
        }
    }

    /// Every text, in every Unicode encoding with or without a BOM and every line ending,
    /// decodes to the same LF text.
    func testEveryUnicodeEncodingAndLineEndingDecodesToTheSameText() {
        var count = 0
        for text in Texts() {
            for ending in ["\n", "\r\n", "\r"] {
                let converted = text.replacingOccurrences(of: "\n", with: ending)
                for encoding in ["UTF-8", "UTF-8 BOM", "UTF-16LE", "UTF-16BE", "UTF-32LE"] {
                    let result = AnswerText.decode(Data(encoded(converted, encoding)))
                    guard case .success(let decoded) = result else { return XCTFail("\(encoding) \(text.debugDescription): \(result)") }
                    XCTAssertEqual(decoded.text, text, "\(encoding), \(ending.debugDescription)")
                    count += 1
                }
            }
        }
        XCTAssertEqual(count, 300 * 3 * 5)
    }

    /// Legacy encodings through iconv, and GBK's two-byte characters that are also valid UTF-8.
    func testNamedEncodingsDecodeWhatUTF8CannotAndOnlyThat() {
        XCTAssertTrue(AnswerText.isKnownEncoding("GBK"))
        XCTAssertTrue(AnswerText.isKnownEncoding("CP1252"))
        XCTAssertFalse(AnswerText.isKnownEncoding("NO-SUCH-ENCODING"))
        // 'it’s' in Windows-1252: 0x92 is not UTF-8.
        let cp1252 = Data([0x69, 0x74, 0x92, 0x73, 0x0D, 0x0A])
        guard case .failure(let problem) = AnswerText.decode(cp1252) else { return XCTFail() }
        XCTAssertEqual(problem.message, "the file is not valid UTF-8 (byte 0x92)")
        XCTAssertEqual([problem.line, problem.column], [1, 3])
        XCTAssertEqual(try? AnswerText.decode(cp1252, encodings: ["CP1252"]).get().text, "it’s\n")
        // '女' alone in GBK (C5 AE) is valid UTF-8 ('Ů'): with --encoding GBK it is GBK.
        let gbk = Data(Array("SELECT '".utf8) + [0xC5, 0xAE] + Array("';".utf8))
        XCTAssertEqual(try? AnswerText.decode(gbk).get().text, "SELECT 'Ů';")
        XCTAssertEqual(try? AnswerText.decode(gbk, encodings: ["GBK"]).get().text, "SELECT '女';")
        // Real UTF-8 Chinese stays UTF-8 even when GBK is named.
        XCTAssertEqual(try? AnswerText.decode(Data("SELECT '女';".utf8), encodings: ["GBK"]).get().text, "SELECT '女';")
        // French UTF-8 (é is C3 A9, two bytes) is not taken for GBK: GBK reads no CJK there.
        XCTAssertEqual(try? AnswerText.decode(Data("'café'".utf8), encodings: ["CP1252"]).get().text, "'café'")
        // The first encoding that works, in the order named.
        XCTAssertEqual(try? AnswerText.decode(cp1252, encodings: ["UTF-16LE-no", "CP1252"].filter(AnswerText.isKnownEncoding)).get().encoding, "CP1252")
        // A NUL byte is no text in any encoding, and is reported before a later bad byte.
        guard case .failure(let nul) = AnswerText.decode(Data([0x53, 0x45, 0x00, 0xFF])) else { return XCTFail() }
        XCTAssertTrue(nul.isNUL)
        XCTAssertEqual(nul.column, 3)
        // UTF-16 without a BOM: the note says what to do.
        guard case .failure(let utf16) = AnswerText.decode(Data(encoded("SELECT 1;", "UTF-16LE").dropFirst(2))) else { return XCTFail() }
        XCTAssertTrue(utf16.message.contains("looks like UTF-16 without a byte-order mark"), utf16.message)
        XCTAssertEqual(utf16.encodingHint, "UTF-16LE", "the caller's advice names the flag: check's or the instructor's")
        // The byte order is read from where the zero bytes are, and the hint names it, so that
        // grading again with the hint reads the file (a big-endian file was told UTF-16LE).
        for order in ["UTF-16LE", "UTF-16BE"] {
            let text = "-- exercise: eighteen\nSELECT name FROM t WHERE age = 18;\n"
            let bytes = Data(encoded(text, order).dropFirst(2))
            guard case .failure(let problem) = AnswerText.decode(bytes) else { XCTFail(order); continue }
            XCTAssertEqual(problem.encodingHint, order)
            XCTAssertEqual(try? AnswerText.decode(bytes, encodings: [problem.encodingHint!]).get().text, text, order)
        }
        // A character cut at the end of the file.
        guard case .failure(let cut) = AnswerText.decode(Data([0x41, 0xE5, 0xA5])) else { return XCTFail() }
        XCTAssertTrue(cut.message.contains("ends inside a character"), cut.message)
    }

    func testBoundedFileReadsOnlyRegularFilesAndAtMostTheCap() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("a.sql")
        try Data("SELECT 1;".utf8).write(to: file)
        XCTAssertEqual(BoundedFile.read(file.path, cap: 100), .bytes(Data("SELECT 1;".utf8), size: 9))
        XCTAssertEqual(BoundedFile.read(file.path, cap: 8), .tooLarge(size: 9))
        XCTAssertEqual(BoundedFile.read(file.path, cap: 9), .bytes(Data("SELECT 1;".utf8), size: 9))
        XCTAssertEqual(BoundedFile.read(dir.appendingPathComponent("none").path, cap: 9), .missing)
        XCTAssertEqual(BoundedFile.read(dir.path, cap: 9), .notRegular("a folder"))
        let link = dir.appendingPathComponent("link.sql")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: file.path)
        XCTAssertEqual(BoundedFile.read(link.path, cap: 100), .symbolicLink)
        let fifo = dir.appendingPathComponent("fifo.sql")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        XCTAssertEqual(BoundedFile.read(fifo.path, cap: 100), .notRegular("a named pipe (FIFO)"), "no writer, and no blocking")
        XCTAssertEqual(BoundedFile.read("/dev/null", cap: 100), .notRegular("a device"))
    }

    func testMarkersAreLenientButNeedTheColon() {
        for line in ["-- exercise: older", "--exercise:older", "-- Exercise : older", "  --EXERCISE:\tolder", "-- exercise：older",
                     "-- exercise: older  -- my best try"] {
            XCTAssertEqual(AnswerMarker.exerciseID(in: line), "older", line)
        }
        for line in ["-- Exercise older of 01-first-steps (First steps)", "-- exercises: older", "-- exercise:", "SELECT 1; -- exercise: x",
                     "- exercise: older", "-- the exercise: older"] {
            XCTAssertNil(AnswerMarker.exerciseID(in: line), line)
        }
        let file = AnswerFile(text: "--exercise:OLDER\nSELECT 1;\n-- Exercise: older\nSELECT 2;\n", file: "a.sql", defaultExercise: nil)
        XCTAssertEqual(file.answer(for: "older")?.sql.trimmingCharacters(in: .whitespacesAndNewlines), "SELECT 2;")
        XCTAssertEqual(file.warnings.count, 1, "the same id in another case is a repeat")
    }

    func testCanvasNames() throws {
        let plain = try XCTUnwrap(CanvasName("smithbob_340934_208490284_answers.sql"))
        XCTAssertEqual([plain.key.name, plain.key.userID, plain.submissionID, plain.fileName], ["smithbob", "340934", "208490284", "answers.sql"])
        XCTAssertFalse(plain.late)
        let late = try XCTUnwrap(CanvasName("smithbob_late_340934_208490284_answers-10.sql"))
        XCTAssertTrue(late.late)
        XCTAssertEqual([late.key.name, late.baseFileName], ["smithbob", "answers.sql"])
        XCTAssertEqual(late.resubmission, 10)
        let underscores = try XCTUnwrap(CanvasName("van_der_berg_anna_12_34_my_answers.SQL"))
        XCTAssertEqual([underscores.key.name, underscores.fileName], ["van_der_berg_anna", "my_answers.SQL"])
        let dashed = try XCTUnwrap(CanvasName("lee_7_8_lab-1.sql"))
        XCTAssertEqual([dashed.baseFileName, String(dashed.resubmission)], ["lab.sql", "1"], "Canvas's own -N; a name ending in -digits reads the same")
        XCTAssertNil(CanvasName("ada.sql"))
        XCTAssertNil(CanvasName("bob_2024_final.sql"), "one number is a plain name")
        XCTAssertNil(CanvasName("12_34_56_x.sql"), "NAME is not empty")
    }

    func testMoodleNames() throws {
        let folder = try XCTUnwrap(MoodleName("Ada Lovelace_1234567_assignsubmission_file_"))
        XCTAssertEqual([folder.student, folder.id, folder.kind, folder.plugin], ["Ada Lovelace", "1234567", "assignsubmission", "file"])
        XCTAssertTrue(folder.isFolder)
        let flat = try XCTUnwrap(MoodleName("王 芳_42_assignsubmission_file_答案.sql"))
        XCTAssertEqual([flat.student, flat.fileName], ["王 芳", "答案.sql"])
        XCTAssertFalse(flat.isFolder)
        XCTAssertEqual(MoodleName("Ada Lovelace_1_assignfeedback_file_")?.kind, "assignfeedback")
        XCTAssertNil(MoodleName("Ada_assignsubmission_file_"))
        XCTAssertNil(MoodleName("ada.sql"))
    }

    func testGradescopeMetadata() {
        let yaml = """
            submission_1001:
              :submitters:
              - :name: Ada Lovelace
                :sid: '1815'
                :email: ada@example.edu
              - :name: "Charles \\"Ch\\" Babbage"
                :sid: 1791
              :created_at: 2026-11-30 23:59:00.000000000 +00:00
              :score: 3.0
              :history:
              - :autograder_score: 2.0
                :name: not a submitter
            submission_1002:
              :submitters:
              - :name: 'O''Brien'
            """
        let parsed = GradescopeMetadata.parse(yaml)
        XCTAssertEqual(parsed["submission_1001"]?.map(\.name), ["Ada Lovelace", "Charles \"Ch\" Babbage"])
        XCTAssertEqual(parsed["submission_1001"]?.map(\.sid), ["1815", "1791"])
        XCTAssertEqual(parsed["submission_1001"]?.first?.email, "ada@example.edu")
        XCTAssertEqual(parsed["submission_1002"]?.map(\.name), ["O'Brien"])
    }

    /// A YAML comment after a value is not part of it; a ` #` inside quotes is.
    func testGradescopeMetadataCommentsAfterValues() {
        let yaml = """
            submission_7:
              :submitters:
              - :name: Dee Doe # added by hand
                :sid: '42'  # quoted, then a comment
              - :name: "Sam # Two"
            """
        let parsed = GradescopeMetadata.parse(yaml)
        XCTAssertEqual(parsed["submission_7"]?.map(\.name), ["Dee Doe", "Sam # Two"])
        XCTAssertEqual(parsed["submission_7"]?.first?.sid, "42")
    }

    func testGitHubClassroomUsernames() {
        let names = ["sql-lesson-one-ada", "sql-lesson-one-zoe-li", "sql-lesson-one-bob"]
        let prefix = GitHubClassroomName.prefix(of: names)
        XCTAssertEqual(prefix, "sql-lesson-one-")
        XCTAssertEqual(names.map { GitHubClassroomName.username($0, prefix: prefix, roster: []) }, ["ada", "zoe-li", "bob"])
        XCTAssertEqual(GitHubClassroomName.prefix(of: ["hw1-sam", "hw1-sue"]), "hw1-", "the prefix ends at a dash")
        XCTAssertEqual(GitHubClassroomName.username("hw1-mary-jane", prefix: "", roster: ["mary-jane"]), "mary-jane")
        XCTAssertEqual(GitHubClassroomName.username("hw1-jane", prefix: "", roster: []), "jane")
    }

    /// Usernames sharing a hyphenated start (`ada-lovelace`, `ada-byron`) are not cut: with a
    /// roster, the roster's names decide; without, the cut is after the assignment's number.
    func testGitHubClassroomUsernamesSharingAHyphenatedStart() {
        let names = ["sql-lab-1-ada-lovelace", "sql-lab-1-ada-byron"]
        let prefix = GitHubClassroomName.prefix(of: names)
        XCTAssertEqual(prefix, "sql-lab-1-")
        XCTAssertEqual(names.map { GitHubClassroomName.username($0, prefix: prefix, roster: []) }, ["ada-lovelace", "ada-byron"])
        // A prefix without a number cannot be told from the usernames' shared start; the roster can.
        let plain = ["sql-lab-ada-lovelace", "sql-lab-ada-byron"]
        let shared = GitHubClassroomName.prefix(of: plain)
        XCTAssertEqual(shared, "sql-lab-ada-")
        XCTAssertEqual(plain.map { GitHubClassroomName.username($0, prefix: shared, roster: ["ada-lovelace", "ada-byron"]) },
                       ["ada-lovelace", "ada-byron"])
        XCTAssertEqual(GitHubClassroomName.username("sql-lab-1-ada-lovelace", prefix: "", roster: []), "ada-lovelace")
        XCTAssertEqual(GitHubClassroomName.prefix(of: ["web-dev-form-joemull", "web-dev-form-ada"]), "web-dev-form-")
    }

    /// A roster row with more fields than the header (an unquoted comma) is reported with the
    /// line it starts on, counted past a quoted field holding a line break.
    func testRosterRowsWithMoreFieldsThanTheHeaderAreReported() throws {
        let text = "Student,ID,SIS User ID,SIS Login ID,Section\n\"Turing,\nAlan\",1002,,alan,S1\nLovelace, Ada,1001,,ada,S1\n"
        let read = try Roster.parseRoster(text, column: nil)
        XCTAssertEqual(read.overlong.map(\.line), [4])
        XCTAssertEqual(read.overlong.map(\.fields), [6])
        XCTAssertEqual(read.overlong.map(\.header), [5])
        XCTAssertTrue(try Roster.parseRoster("Student,ID\n\"Lovelace, Ada\",1\n", column: nil).overlong.isEmpty)
        XCTAssertEqual(GradeSummaryText(.en).rosterOverlong("roster.csv", line: 4, fields: 6, header: 5),
                       "roster.csv:4: warning: 6 fields, the header has 5 (a comma in a name needs quotes: \"Lovelace, Ada\"); this row's name and ids are likely read wrong")
    }

    func testRosters() throws {
        XCTAssertEqual(try Roster.parse("ada\nbob\n\n# a comment\nada\n", column: nil), ["ada", "bob"])
        let canvas = "Student,ID,SIS User ID,SIS Login ID,Section\n    Points Possible,,,,\n\"Lovelace, Ada\",1,,ada,A\n"
        XCTAssertEqual(try Roster.parse(canvas, column: nil), ["Lovelace, Ada"])
        XCTAssertEqual(try Roster.parse(canvas, column: "SIS Login ID"), ["ada"])
        XCTAssertThrowsError(try Roster.parse(canvas, column: "Login")) { error in
            XCTAssertTrue("\(error)".contains("the roster has no column 'Login'"), "\(error)")
        }
        XCTAssertEqual(try Roster.parse("username;name\nada;Ada L\n", column: nil), ["ada"])
    }

    func testFeedbackFileNamesStayShortAndDistinct() {
        let long = String(repeating: "é", count: 100)
        let a = ReportWriter.fileName(for: long), b = ReportWriter.fileName(for: long + "x")
        XCTAssertLessThanOrEqual(a.utf8.count, 160)
        XCTAssertNotEqual(a, b)
        XCTAssertFalse(a.dropLast(17).hasSuffix("%"), "no escape cut in two")
        XCTAssertEqual(ReportWriter.fileName(for: "o'brien"), "o%27brien", "short names as before")
    }
}
