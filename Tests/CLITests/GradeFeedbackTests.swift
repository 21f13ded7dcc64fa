import Foundation
import XCTest
@testable import SQLabText
@testable import SQLabGrading

/// What `grade` tells students and instructors: the notes `check` prints are in the feedback,
/// a file that cannot be read is explained once (with the student's fix, not the
/// instructor's), the terminal summary counts unread files with the instructor's fix, rosters
/// of `Last, First` lines keep whole names, and `--lang zh` is Chinese throughout.
final class GradeFeedbackTests: XCTestCase {
    static let lesson = CLI.packageRoot.appendingPathComponent("lessons/01-first-steps.md").path

    func write(_ data: Data, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func feedback(_ out: URL, _ student: String) throws -> String {
        try String(contentsOf: out.appendingPathComponent("feedback/\(student).txt"), encoding: .utf8)
    }

    func testFeedbackHasTheNotesCheckPrints() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("class")
        let answer = "-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = NULL;\n"
        try write(Data(answer.utf8), class_.appendingPathComponent("ada.sql"))
        let answerFile = dir.appendingPathComponent("answer.sql")
        try write(Data(answer.utf8), answerFile)
        let check = try CLI.run(["check", Self.lesson, "eighteen", "--answer", answerFile.path])
        XCTAssertTrue(check.stdout.contains("IS NULL"), check.stdout)
        for language in ["en", "zh"] {
            let out = dir.appendingPathComponent("out-\(language)")
            let result = try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path, "--lang", language, "--format", "csv,json,gradescope"])
            XCTAssertEqual(result.status, 1, result.stderr)
            let text = try feedback(out, "ada")
            XCTAssertTrue(text.contains("IS NULL"), "the = NULL note, as check prints it (\(language)):\n" + text)
            let json = try String(contentsOf: out.appendingPathComponent("grades.json"), encoding: .utf8)
            XCTAssertTrue(json.contains("comparison-with-null"), json)
            let gradescope = try String(contentsOf: out.appendingPathComponent("gradescope/ada/results.json"), encoding: .utf8)
            XCTAssertTrue(gradescope.contains("IS NULL"), gradescope)
            if language == "zh" {
                XCTAssertTrue(text.hasPrefix("课程：01-first-steps"), text)
                XCTAssertTrue(result.stdout.hasPrefix("已为 01-first-steps 评分 1 位学生"), result.stdout)
            }
        }
    }

    func testAnUnreadableFileIsExplainedOnceToTheStudentAndCountedForTheInstructor() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("class"), out = dir.appendingPathComponent("out")
        // CP1252 (é is 0xE9), UTF-16 without a byte-order mark, a Word document, an empty file.
        let sql = "-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18; -- café\n-- exercise: older\nSELECT name, age FROM Class43 WHERE age > 18;\n"
        try write(Data(sql.utf8.flatMap { $0 == 0xC3 ? [] : $0 == 0xA9 ? [0xE9] : [$0] }), class_.appendingPathComponent("josé.sql"))
        try write(sql.data(using: .utf16LittleEndian)!, class_.appendingPathComponent("wang.sql"))
        try write(Data("PK\u{3}\u{4}word".utf8), class_.appendingPathComponent("zoë.docx"))
        try write(Data(), class_.appendingPathComponent("amy.sql"))
        let result = try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path, "--format", "csv,html"])
        XCTAssertEqual(result.status, 1, result.stderr)
        // The instructor's summary: who, why, and the flag that would read them.
        XCTAssertTrue(result.stderr.contains("files of 4 students could not be read"), result.stderr)
        XCTAssertTrue(result.stderr.contains("not UTF-8 (1): josé. Grade again with --encoding GBK,CP1252"), result.stderr)
        XCTAssertTrue(result.stderr.contains("not UTF-8 (1): wang. Grade again with --encoding UTF-16LE"), result.stderr)
        XCTAssertTrue(result.stderr.contains("a Word document (1): zoë"), result.stderr)
        XCTAssertTrue(result.stderr.contains("empty (1): amy"), result.stderr)
        // The student's file: the reason once, their own fix, no instructor flag.
        for (student, why) in [("josé", "not valid UTF-8"), ("wang", "looks like UTF-16 without a byte-order mark")] {
            let text = try feedback(out, student)
            XCTAssertFalse(text.contains("--encoding"), text)
            XCTAssertTrue(text.contains("Save it as UTF-8 text and hand it in again."), text)
            XCTAssertEqual(text.components(separatedBy: why).count - 1, 1, "said once:\n" + text)
            XCTAssertTrue(text.contains("Not graded: see “About the hand-in” above."), text)
        }
        // The HTML report groups unread files as one kind of result.
        let html = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        let mistakes = html.components(separatedBy: "Most common wrong results").last?.components(separatedBy: "<h2>Students").first ?? ""
        XCTAssertFalse(mistakes.contains("josé.sql:"), "a file name is not a wrong result:\n" + mistakes)
        XCTAssertTrue(mistakes.contains("hand-in not graded: a file could not be read"), mistakes)
        XCTAssertFalse(html.contains(" 1 students"), html)
    }

    /// report.html in the grade run's language: with `--lang zh` no English sentence is left in
    /// what the page shows (its text and its titles), the mistakes grouped included; in English
    /// the headings stay.
    func testTheHTMLReportIsInTheGradeRunsLanguage() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("class")
        try write(Data("-- exercise: eighteen\nSELECT name FROM Class43 WHERE age > 18;\n".utf8), class_.appendingPathComponent("ada.sql"))
        try write(Data("-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18;\n".utf8), class_.appendingPathComponent("bo.sql"))
        try write(Data("PK\u{3}\u{4}word".utf8), class_.appendingPathComponent("cy.docx"))
        for language in ["en", "zh"] {
            let out = dir.appendingPathComponent("out-\(language)")
            // The zh edition for zh: a lesson's title is the lesson's own text.
            let lesson = language == "zh" ? CLI.packageRoot.appendingPathComponent("lessons/zh/01-first-steps.md").path : Self.lesson
            let result = try CLI.run(["grade", lesson, class_.path, "-o", out.path, "--lang", language, "--format", "html,junit"])
            XCTAssertEqual(result.status, 1, result.stderr)
            let html = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
            let body = html.components(separatedBy: "</style>").last ?? ""
            // What a reader sees: text between tags, and the titles of bars and tracks.
            var shown = body.replacingOccurrences(of: "<code>[^<]*</code>", with: " ", options: .regularExpression)
            shown = shown.replacingOccurrences(of: "<[^>]*title=\"([^\"]*)\"[^>]*>", with: " $1 ", options: .regularExpression)
            shown = shown.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
            shown = shown.replacingOccurrences(of: "&#39;", with: "'")
            if language == "zh" {
                XCTAssertTrue(html.contains("<html lang=\"zh\">"), html)
                XCTAssertTrue(html.contains("最常见的错误结果"), html)
                XCTAssertTrue(html.contains("提交未评分"), html)
                XCTAssertTrue(html.contains("行：缺少"), html)
                let lines = shown.split(separator: "\n").map(String.init)
                let english = lines.flatMap { EnglishSentences.find(in: $0) }
                XCTAssertEqual(english, [], "English in the zh report:\n" + shown)
                let junit = try String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8)
                XCTAssertTrue(junit.contains("message=\"行：缺少"), junit)
            } else {
                for heading in ["Total scores", "Pass rate per exercise", "Most common wrong results", "Students"] {
                    XCTAssertTrue(html.contains("<h2>\(heading)</h2>"), heading)
                }
                XCTAssertTrue(html.contains("Lesson <code>01-first-steps</code> · 3 students · 6 exercises, 6 points · 0 passed every exercise"), html)
                XCTAssertTrue(html.contains("rows: missing"), html)
            }
        }
    }

    func testARosterOfLastFirstLinesKeepsWholeNames() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("class"), out = dir.appendingPathComponent("out")
        let good = "-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18;\n"
        try write(Data(good.utf8), class_.appendingPathComponent("müllerzoë_1001_5001_answers.sql"))
        try write(Data(good.utf8), class_.appendingPathComponent("garcíajosé_1006_5007_answers.sql"))
        let roster = dir.appendingPathComponent("roster.txt")
        try write(Data("Müller, Zoë\nGarcía, José\n张伟\n".utf8), roster)
        let result = try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path, "--roster", roster.path, "--format", "json,canvas"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("roster.txt:1: warning: its first line names no column sqlab knows"), result.stderr)
        XCTAssertTrue(result.stderr.contains("1 student on the roster handed in nothing and score 0: 张伟"), result.stderr)
        XCTAssertFalse(result.stderr.contains("not on the roster"), result.stderr)
        let canvas = try String(contentsOf: out.appendingPathComponent("canvas-import.csv"), encoding: .utf8)
        XCTAssertTrue(canvas.contains("\r\n\"Müller, Zoë\",1001,,,,1\r\n"), canvas)
        XCTAssertTrue(canvas.contains("\r\n\"García, José\",1006,,,,1\r\n"), canvas)
        // Feedback files keep letters of any script readable.
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("feedback/Müller%2C%20Zoë.txt").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("feedback/张伟.txt").path))
    }

    /// Several hand-ins of one student (alice.sql and alice/): the 0 is said on the terminal too.
    func testSeveralHandInsOfOneStudentAreSaidOnTheTerminal() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("class"), out = dir.appendingPathComponent("out")
        let good = "-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18;\n"
        try write(Data(good.utf8), class_.appendingPathComponent("alice.sql"))
        try write(Data(good.utf8), class_.appendingPathComponent("alice/older.sql"))
        try write(Data(good.utf8), class_.appendingPathComponent("bob.sql"))
        let result = try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path, "--format", "csv"])
        XCTAssertTrue(result.stderr.contains("sqlab: several hand-ins were found for 1 student, so it is not clear which counts; none was graded and they score 0"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix(": alice\n") || result.stderr.contains(": alice\n"), result.stderr)
        let zh = try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path, "--format", "csv", "--lang", "zh"])
        XCTAssertTrue(zh.stderr.contains("sqlab：1 位学生有多份提交"), zh.stderr)
    }

    /// Two Canvas hand-ins under one name (two students called Alan Turing, ids 1002 and 1003):
    /// the roster's row with ID 1002 gets the 1002 hand-in, and canvas-import.csv holds one row per ID.
    func testCanvasHandInsOfOneNameAreMatchedByCanvasID() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("class"), out = dir.appendingPathComponent("out")
        let good = "-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18;\n"
        try write(Data(good.utf8), class_.appendingPathComponent("turingalan_1002_5004_my answers.sql"))
        try write(Data("-- exercise: eighteen\nSELECT 1;\n".utf8), class_.appendingPathComponent("turingalan_1003_5005_answers.sql"))
        let roster = dir.appendingPathComponent("roster.csv")
        try write(Data("Student,ID,SIS User ID,SIS Login ID,Section\n\"Turing, Alan\",1002,,alan,S1\n".utf8), roster)
        let result = try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path, "--roster", roster.path, "--format", "json,canvas"])
        XCTAssertFalse(result.stderr.contains("handed in nothing"), result.stderr)
        let canvas = try String(contentsOf: out.appendingPathComponent("canvas-import.csv"), encoding: .utf8)
        XCTAssertTrue(canvas.contains("\r\n\"Turing, Alan\",1002,,alan,S1,1\r\n"), canvas)
        XCTAssertEqual(canvas.components(separatedBy: ",1002,").count - 1, 1, canvas)
        XCTAssertEqual(canvas.components(separatedBy: ",1003,").count - 1, 1, canvas)
    }

    /// A roster giving one Canvas ID to two rows: canvas-import.csv writes the ID once, with the
    /// higher score, and the terminal names the row left out.
    func testCanvasImportWritesEachIDOnceAndSaysWhichRowItLeftOut() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("class"), out = dir.appendingPathComponent("out")
        try write(Data("-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18;\n".utf8), class_.appendingPathComponent("turingalan_1002_5004_answers.sql"))
        let roster = dir.appendingPathComponent("roster.csv")
        try write(Data("Student,ID,SIS User ID,SIS Login ID,Section\n\"Turing, A.\",1002,,,S1\n\"Turing, Alan\",1002,,alan,S1\n".utf8), roster)
        let result = try CLI.run(["grade", Self.lesson, class_.path, "-o", out.path, "--roster", roster.path, "--format", "canvas"])
        let canvas = try String(contentsOf: out.appendingPathComponent("canvas-import.csv"), encoding: .utf8)
        XCTAssertEqual(canvas.components(separatedBy: ",1002,").count - 1, 1, canvas)
        // The first row of the ID gets the hand-in; the other, with 0, is left out and named.
        XCTAssertTrue(canvas.contains("\r\n\"Turing, A.\",1002,,,S1,1\r\n"), canvas)
        XCTAssertTrue(result.stderr.contains("sqlab: canvas-import.csv has one row per Canvas ID, so it leaves out 1 student whose ID another student with a higher or equal score has (check the roster): Turing, Alan"), result.stderr)
    }
}

/// Moodle's online text is read in one pass: 200,000 `<` without a `>` (under the answer
/// cap) is read once, not once per `<` (it took hours when each `<` searched for its `>`).
final class OnlineTextTests: XCTestCase {
    func testHTMLTextIsPlainAndLinear() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("moodle"), out = dir.appendingPathComponent("out")
        let eve = class_.appendingPathComponent("Eve Evil_666_assignsubmission_onlinetext_/onlinetext.html")
        try FileManager.default.createDirectory(at: eve.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(("<p>-- exercise: eighteen</p><p>SELECT name FROM Class43 WHERE age &gt; 17 AND age &lt; 19;</p>" + String(repeating: "<", count: 200_000)).utf8).write(to: eve)
        let result = try CLI.run(["grade", GradeFeedbackTests.lesson, class_.path, "-o", out.path, "--format", "json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let json = try String(contentsOf: out.appendingPathComponent("grades.json"), encoding: .utf8)
        XCTAssertTrue(json.contains("Eve Evil"), json)
    }
}

/// Moodle's worksheet: the participant id and Moodle's own name; the teacher's feedback folder
/// of the download is skipped as what it is.
final class MoodleWorksheetTests: XCTestCase {
    func testTwoStudentsOfOneNameAndTheTeachersFeedbackFolder() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("moodle"), out = dir.appendingPathComponent("out")
        let good = "-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18;\n"
        for id in ["4101", "4102"] {
            let file = class_.appendingPathComponent("Wei Zhang_\(id)_assignsubmission_file_/answers.sql")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(good.utf8).write(to: file)
        }
        let notes = class_.appendingPathComponent("Zoë Müller_4103_assignfeedback_file_/notes.sql")
        try FileManager.default.createDirectory(at: notes.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("-- the teacher's notes\n".utf8).write(to: notes)
        let result = try CLI.run(["grade", GradeFeedbackTests.lesson, class_.path, "-o", out.path, "--format", "moodle"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("Zoë Müller_4103_assignfeedback_file_: a Moodle feedback folder (the teacher's, not a hand-in): skipped"), result.stderr)
        XCTAssertFalse(result.stderr.contains("nobody's hand-in"), result.stderr)
        let moodle = try String(contentsOf: out.appendingPathComponent("moodle-import.csv"), encoding: .utf8)
        XCTAssertTrue(moodle.contains("\r\nParticipant 4101,Wei Zhang,,1,6,"), moodle)
        XCTAssertTrue(moodle.contains("\r\nParticipant 4102,Wei Zhang,,1,6,"), moodle)
    }
}

extension MoodleWorksheetTests {
    /// The worksheet's `Feedback comments` is for the student: in the grading's language, the
    /// notes on the hand-in included; Moodle's column names stay as Moodle reads them.
    func testTheFeedbackCommentIsInTheGradingLanguage() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("moodle")
        let answers = ["4101": "-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18;\n", "4102": ""]
        for (id, text) in answers {
            let file = class_.appendingPathComponent("Wei Zhang_\(id)_assignsubmission_file_/answers.sql")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        func comments(_ language: String) throws -> [String] {
            let out = dir.appendingPathComponent("out-" + language)
            let result = try CLI.run(["grade", GradeFeedbackTests.lesson, class_.path, "-o", out.path, "--format", "moodle", "--lang", language])
            XCTAssertEqual(result.status, 1, result.stderr)
            let moodle = try String(contentsOf: out.appendingPathComponent("moodle-import.csv"), encoding: .utf8)
            let rows = moodle.components(separatedBy: "\r\n").filter { !$0.isEmpty }
            XCTAssertEqual(rows.first, "Identifier,Full name,Email address,Grade,Maximum Grade,Feedback comments")
            // The comment is the last field; the names hold no comma.
            return rows.dropFirst().sorted().map { row in
                let fields = row.split(separator: ",", maxSplits: 5, omittingEmptySubsequences: false)
                return String(fields.last ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        let zh = try comments("zh")
        XCTAssertEqual(zh.count, 2)
        XCTAssertEqual(zh.first, "01-first-steps 得分 1/6")
        XCTAssertTrue(zh.last?.hasPrefix("01-first-steps 得分 0/6。") == true, "\(zh)")
        for comment in zh { XCTAssertEqual(EnglishSentences.find(in: comment), [], comment) }
        let en = try comments("en")
        XCTAssertEqual(en.first, "1/6 on 01-first-steps")
        XCTAssertTrue(en.last?.hasPrefix("0/6 on 01-first-steps. ") == true, "\(en)")
        XCTAssertFalse(EnglishSentences.find(in: en.last ?? "").isEmpty, "\(en)")
    }
}

/// A later run writes every report an earlier run left in the folder, so none is stale.
final class StaleReportTests: XCTestCase {
    func testEveryReportInTheFolderIsRewritten() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("class"), out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: class_, withIntermediateDirectories: true)
        let ada = class_.appendingPathComponent("ada.sql")
        try Data("-- exercise: eighteen\nSELECT 1;\n".utf8).write(to: ada)
        XCTAssertEqual(try CLI.run(["grade", GradeFeedbackTests.lesson, class_.path, "-o", out.path, "--format", "csv,canvas,html"]).status, 1)
        let canvas = out.appendingPathComponent("canvas-import.csv")
        XCTAssertTrue(try String(contentsOf: canvas, encoding: .utf8).contains("\r\nada,,,,,0\r\n"))
        try Data("-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18;\n".utf8).write(to: ada)
        let again = try CLI.run(["grade", GradeFeedbackTests.lesson, class_.path, "-o", out.path])
        XCTAssertEqual(again.status, 1, again.stderr)
        XCTAssertTrue(again.stderr.contains("also rewrote report.html, canvas-import.csv"), again.stderr)
        XCTAssertTrue(try String(contentsOf: canvas, encoding: .utf8).contains("\r\nada,,,,,1\r\n"), "canvas-import.csv has the new grade")
    }
}

/// Blackboard Learn's "Assignment File Download": flat files named
/// ASSIGNMENT_USERNAME_attempt_DATE_FILENAME with a receipt per attempt.
final class BlackboardLayoutTests: XCTestCase {
    func testLatestAttemptCountsUnderTheReceiptsName() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("bb"), out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: class_, withIntermediateDirectories: true)
        func put(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: class_.appendingPathComponent(name)) }
        let a = "SQL_Week_1"
        try put("\(a)_jdoe_attempt_2026-11-30-09-00-00.txt", "Name: Jane Doe (jdoe)\nAssignment: SQL Week 1\nDate Submitted: Monday, 30 November 2026 09:00:00\n")
        try put("\(a)_jdoe_attempt_2026-11-30-09-00-00_answers.sql", "-- exercise: eighteen\nSELECT 1;\n")
        try put("\(a)_jdoe_attempt_2026-12-01-10-30-00.txt", "Name: Jane Doe (jdoe)\nAssignment: SQL Week 1\n")
        try put("\(a)_jdoe_attempt_2026-12-01-10-30-00_answers.sql", "-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18;\n")
        try put("\(a)_wli_attempt_2026-12-01-11-00-00.txt", "Name: 李伟 (wli)\n")
        try put("\(a)_wli_attempt_2026-12-01-11-00-00_older.sql", "SELECT name, age FROM Class43 WHERE age > 18;\n")
        let result = try CLI.run(["grade", GradeFeedbackTests.lesson, class_.path, "-o", out.path, "--format", "json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("Blackboard download (2)"), result.stdout)
        XCTAssertFalse(result.stderr.contains("nobody's hand-in"), result.stderr)
        let byName = try CLI.gradedStudents(in: out)
        XCTAssertEqual(Set(byName.keys), ["Jane Doe", "李伟"])
        XCTAssertEqual(byName["Jane Doe"]?["score"] as? Int, 1, "the later attempt counts")
        XCTAssertTrue((byName["Jane Doe"]?["notes"] as? [String] ?? []).joined().contains("attempt 2026-11-30-09-00-00"))
        XCTAssertEqual(byName["李伟"]?["score"] as? Int, 1, "older.sql answers older")
    }

    func testNames() {
        let name = BlackboardName("SQL_Week_1_jdoe_attempt_2026-12-01-10-30-00_my_answers.sql")
        XCTAssertEqual(name?.assignment, "SQL_Week_1")
        XCTAssertEqual(name?.username, "jdoe")
        XCTAssertEqual(name?.fileName, "my_answers.sql")
        XCTAssertNil(BlackboardName("SQL_jdoe_attempt_2026-12-01.sql"))
        XCTAssertNil(BlackboardName("jdoe_attempt_2026-12-01-10-30-00.txt"), "no assignment")
        XCTAssertNil(BlackboardName("SQL_jdoe_attempt_2026-12-01-10-30-00x"))
        XCTAssertEqual(BlackboardName.studentName(inReceipt: "Name: Ada Lovelace (alove)\nAssignment: x"), "Ada Lovelace")
    }
}

/// D2L Brightspace's "Download": flat files named `IDS - First Last - DATE - FILENAME` beside
/// an `index.html` manifest.
final class BrightspaceLayoutTests: XCTestCase {
    func testLatestSubmissionCountsAndTheManifestIsNoHandIn() throws {
        let dir = try CLI.temporaryFolder(self)
        let class_ = dir.appendingPathComponent("d2l"), out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: class_, withIntermediateDirectories: true)
        func put(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: class_.appendingPathComponent(name)) }
        try put("index.html", "<html><body>Submissions</body></html>")
        // An earlier submission (a morning in November, wrong), then the later one (right);
        // 12 PM is noon and 12 AM midnight, so Dec 1 12:45 PM is after Dec 1 9:05 AM.
        try put("100-200 - Jane Doe - Dec 1, 2026 905 AM - eighteen.sql", "SELECT name FROM Class43 WHERE age = 17;\n")
        try put("101-201 - Jane Doe - Dec 1, 2026 1245 PM - eighteen.sql", "SELECT name FROM Class43 WHERE age = 18;\n")
        // A name and a file name that hold ' - ' themselves; markers say the exercises.
        try put("102-202 - Li - Wei - Dec 2, 2026 1201 AM - week 1 - answers.sql",
                "-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18;\n-- exercise: older\nSELECT name, age FROM Class43 WHERE age > 18;\n")
        let result = try CLI.run(["grade", GradeFeedbackTests.lesson, class_.path, "-o", out.path, "--format", "json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("Brightspace download (2)"), result.stdout)
        XCTAssertFalse(result.stdout.contains("index"), result.stdout)
        let byName = try CLI.gradedStudents(in: out)
        XCTAssertEqual(Set(byName.keys), ["Jane Doe", "Li - Wei"])
        XCTAssertEqual(byName["Jane Doe"]?["score"] as? Int, 1, "the later submission counts")
        XCTAssertTrue((byName["Jane Doe"]?["notes"] as? [String] ?? []).joined().contains("Dec 1, 2026 905 AM"))
        XCTAssertEqual(byName["Li - Wei"]?["score"] as? Int, 2)
    }

    func testNames() {
        let name = BrightspaceName("123456-78901 - Ada Lovelace - Nov 30, 2026 1245 PM - my - answers.sql")
        XCTAssertEqual(name?.ids, "123456-78901")
        XCTAssertEqual(name?.student, "Ada Lovelace")
        XCTAssertEqual(name?.date, "Nov 30, 2026 1245 PM")
        XCTAssertEqual(name?.fileName, "my - answers.sql")
        XCTAssertEqual(name?.sortKey, 2026_11_30_1245)
        XCTAssertEqual(BrightspaceName("1-2 - A - Jan 5, 2027 1200 AM - a.sql")?.sortKey, 2027_01_05_0000, "12 AM is midnight")
        XCTAssertEqual(BrightspaceName("1-2 - A - Jan 5, 2027 1259 PM - a.sql")?.sortKey, 2027_01_05_1259, "12 PM is noon")
        XCTAssertEqual(BrightspaceName("1-2 - A - Jan 5, 2027 101 PM - a.sql")?.sortKey, 2027_01_05_1301)
        XCTAssertNil(BrightspaceName("1-2 - A - a.sql"), "no date")
        XCTAssertNil(BrightspaceName("12 - Ada - Nov 30, 2026 1245 PM - a.sql"), "not an id pair")
        XCTAssertNil(BrightspaceName("1-2 - Ada - Foo 30, 2026 1245 PM - a.sql"))
        XCTAssertNil(BrightspaceName("1-2 - Ada - Nov 30, 2026 1375 PM - a.sql"))
        XCTAssertNil(BrightspaceName("1-2 - Nov 30, 2026 1245 PM - a.sql"), "no name")
    }
}

/// Grading databases are files people pass around: one sqlab did not write is refused before
/// any of its SQL can run, and a merge that fails loses no shard, even when the output is one.
final class GradingStoreFileTests: XCTestCase {
    func shards(in dir: URL) throws -> (URL, URL) {
        let class_ = dir.appendingPathComponent("class")
        try FileManager.default.createDirectory(at: class_, withIntermediateDirectories: true)
        for (name, sql) in [("ada", "SELECT name FROM Class43 WHERE age = 18;"), ("bo", "SELECT 1;"), ("cy", "SELECT 2;")] {
            try Data("-- exercise: eighteen\n\(sql)\n".utf8).write(to: class_.appendingPathComponent("\(name).sql"))
        }
        let out = dir.appendingPathComponent("shards")
        for i in 1...2 {
            XCTAssertEqual(try CLI.run(["grade", GradeFeedbackTests.lesson, class_.path, "-o", out.path, "--shard", "\(i)/2"]).status, 0)
        }
        return (out.appendingPathComponent("grading-shard-1-of-2.sqlite"), out.appendingPathComponent("grading-shard-2-of-2.sqlite"))
    }

    func sqlite(_ path: URL, _ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [path.path, sql]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, sql)
    }

    func testAFailedMergeIntoAShardsFolderLosesNothing() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else { throw XCTSkip("no sqlite3 shell") }
        let dir = try CLI.temporaryFolder(self)
        let (a, b) = try shards(in: dir)
        let folder = dir.appendingPathComponent("A")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("grading.sqlite")
        try FileManager.default.copyItem(at: a, to: target)
        // The same student in both shards: the merge must fail, and shard A stay whole.
        try FileManager.default.copyItem(at: a, to: dir.appendingPathComponent("a-copy.sqlite"))
        try sqlite(dir.appendingPathComponent("a-copy.sqlite"), "UPDATE meta SET value = '2/2' WHERE key = 'shard'")
        let failed = try CLI.run(["grade", "--merge", target.path, dir.appendingPathComponent("a-copy.sqlite").path, "-o", folder.path])
        XCTAssertEqual(failed.status, 2, failed.stderr)
        XCTAssertTrue(failed.stderr.contains("is in two shards"), failed.stderr)
        let still = try CLI.run(["grade", "--merge", target.path, b.path, "-o", folder.path, "--format", "json"])
        XCTAssertEqual(still.status, 1, still.stderr)
        XCTAssertTrue(still.stdout.contains("Merged 2 shards: 3 students"), still.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".merging-") }, [])
    }

    func testADatabaseWithAViewOrATriggerOrAGeneratedColumnIsRefused() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else { throw XCTSkip("no sqlite3 shell") }
        let dir = try CLI.temporaryFolder(self)
        let (a, b) = try shards(in: dir)
        let hostile: [(String, String)] = [
            ("view", "ALTER TABLE results RENAME TO r; CREATE VIEW results AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT r.* FROM r, c;"),
            ("trigger", "CREATE TRIGGER t AFTER INSERT ON results BEGIN SELECT 1; END;"),
            ("generated", "ALTER TABLE submissions ADD COLUMN g TEXT AS (printf('%.*c', 900000000, 'x'));"),
        ]
        for (kind, sql) in hostile {
            let shard = dir.appendingPathComponent("\(kind).sqlite")
            try FileManager.default.copyItem(at: b, to: shard)
            try sqlite(shard, sql)
            let result = try CLI.run(["grade", "--merge", a.path, shard.path, "-o", dir.appendingPathComponent("out-\(kind)").path])
            XCTAssertEqual(result.status, 2, kind + ": " + result.stderr)
            XCTAssertTrue(result.stderr.contains("\(kind).sqlite:1:1: error: is not a grading database sqlab wrote"), result.stderr)
        }
        // The same for a database an earlier run left in the output folder.
        let out = dir.appendingPathComponent("resumed")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let left = out.appendingPathComponent("grading.sqlite")
        try FileManager.default.copyItem(at: dir.appendingPathComponent("view.sqlite"), to: left)
        let resumed = try CLI.run(["grade", GradeFeedbackTests.lesson, dir.appendingPathComponent("class").path, "-o", out.path])
        XCTAssertEqual(resumed.status, 2, resumed.stderr)
        XCTAssertTrue(resumed.stderr.contains("grading.sqlite:1:1: error: is not a grading database sqlab wrote"), resumed.stderr)
    }

}
