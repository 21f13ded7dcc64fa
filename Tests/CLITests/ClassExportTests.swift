import Foundation
import XCTest

/// Issue 13: a class exported in every platform layout, with every line ending, byte-order mark
/// and encoding mixed in, grades exactly as the same class in plain `DIR/STUDENT.sql` UTF-8 files.
final class ClassExportTests: XCTestCase {
    static let lesson = CLI.packageRoot.appendingPathComponent("lessons/01-first-steps.md").path

    static let right = [
        "eighteen": "SELECT name FROM Class43 WHERE age = 18;",
        "older": "SELECT name, age FROM Class43 WHERE age > 18;",
        "girls": "SELECT * FROM Class43 WHERE gender = '女';",
        "birthday": "UPDATE Class43 SET age = age + 1 WHERE Stu_ID = 3;",
        "second-page": "SELECT * FROM Class43 ORDER BY age, Stu_ID LIMIT 2 OFFSET 2;",
        "remove-young": "DELETE FROM Class43 WHERE age < 20;",
    ]
    static let wrong = [
        "eighteen": "SELECT name FROM Class43 WHERE age >= 18;",
        "older": "SELECT name FROM Class43 WHERE age > 18;",
        "girls": "SELECT * FROM Class43 WHERE Stu_ID IN (3, 5, 6);",
        "birthday": "UPDATE Class43 SET age = 18 WHERE Stu_ID = 3;",
        "second-page": "SELECT * FROM Class43 ORDER BY age LIMIT 2 OFFSET 2;",
        "remove-young": "DELETE FROM Class43 WHERE age <= 18;",
    ]
    static let order = ["eighteen", "older", "girls", "birthday", "second-page", "remove-young"]

    /// Twelve students, each with another mix of right, wrong and missing answers, comments
    /// with a curly apostrophe or Chinese, and the marker spellings the contract allows.
    static let plainClass: ClassExport = {
        let names = ["ada", "bao", "chen", "dana", "emil", "fay", "gus", "hana", "ivo", "jun", "kim", "zoe-li"]
        var students: [ClassExport.Student] = []
        for (n, name) in names.enumerated() {
            var text = n % 3 == 0 ? "-- Lab 1, it’s my answer file\n" : (n % 3 == 1 ? "-- 第一课的答案\n" : "")
            for (i, id) in order.enumerated() {
                let mix = (n * 7 + i * 3) % 5
                if mix == 4 { continue }    // not answered
                let marker = i == 2 && n % 2 == 0 ? "--exercise:\(id)" : (i == 1 && n % 4 == 1 ? "-- Exercise : \(id.uppercased())" : "-- exercise: \(id)")
                text += marker + "\n" + (mix == 3 ? wrong[id]! : right[id]!) + "\n"
            }
            students.append(ClassExport.Student(name: name, userID: 4100 + n * 13, text: text))
        }
        return ClassExport(students: students)
    }()

    /// Per student, per exercise: score and feedback kind, from grades.json.
    func grade(_ submissions: URL, _ out: URL, _ extra: [String] = []) throws -> (CLI.Result, [String: [String: String]]) {
        let result = try CLI.run(["grade", ClassExportTests.lesson, submissions.path, "-o", out.path, "--format", "json", "--jobs", "2"] + extra)
        XCTAssertTrue([0, 1].contains(result.status), result.stderr)
        let data = try Data(contentsOf: out.appendingPathComponent("grades.json"))
        let json = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        var table: [String: [String: String]] = [:]
        for student in json["students"] as! [[String: Any]] {
            var row: [String: String] = [:]
            for verdict in student["exercises"] as! [[String: Any]] {
                let feedback = verdict["feedback"] as? [String: Any]
                var kind = feedback?["kind"] as? String ?? "passed"
                // An error says which: a note, or SQLite's message.
                if kind == "error" {
                    kind += ": " + ((feedback?["note"] as? String) ?? ((feedback?["failure"] as? [String: Any])?["message"] as? String) ?? "")
                }
                row[verdict["exercise"] as! String] = "\(verdict["score"] as! Int) \(kind)"
            }
            table[student["student"] as! String] = row
        }
        return (result, table)
    }

    func testEveryLayoutEncodingAndLineEndingGradesAsThePlainClass() throws {
        let dir = try CLI.temporaryFolder(self)
        let plain = dir.appendingPathComponent("plain")
        try Self.plainClass.writePlain(to: plain)
        let (_, expected) = try grade(plain, dir.appendingPathComponent("plain-out"))
        XCTAssertEqual(expected.count, 12)
        XCTAssertTrue(expected.values.contains { $0.values.contains("0 no-answer") }, "the class has unanswered exercises")
        XCTAssertTrue(expected.values.contains { $0.values.contains("1 passed") })

        let named: [ClassExport.Layout: String] = [
            .studentFile: "STUDENT.sql files", .studentFileUpper: "STUDENT.sql files", .studentFileTxt: "STUDENT.sql files",
            .idFiles: "STUDENT/ folders", .watchTree: "STUDENT/ folders", .nestedMarkers: "STUDENT/ folders",
            .canvas: "Canvas download", .moodleFolders: "Moodle download", .moodleFlat: "Moodle download",
            .gradescope: "Gradescope export", .githubClassroom: "GitHub Classroom repositories",
        ]
        for layout in ClassExport.Layout.allCases {
            let export = dir.appendingPathComponent(layout.rawValue)
            try Self.plainClass.write(layout, to: export, encodings: [.utf8, .utf8BOM, .utf16LE, .utf16BE, .gbk])
            let (result, actual) = try grade(export, dir.appendingPathComponent(layout.rawValue + "-out"), ["--encoding", "GBK"])
            XCTAssertEqual(actual, expected, "\(layout): \(result.stdout)\n\(result.stderr)")
            XCTAssertTrue(result.stdout.contains(named[layout]!), "\(layout) is named in the summary: \(result.stdout)")
        }
    }

    /// Windows-1252 files (a curly apostrophe in a comment zeroed six right answers before).
    func testWindows1252ClassGradesAsThePlainClass() throws {
        let dir = try CLI.temporaryFolder(self)
        let latin = ClassExport(students: Self.plainClass.students.filter { ClassExport.encode($0.text, .cp1252) != nil })
        XCTAssertGreaterThanOrEqual(latin.students.count, 3)
        try latin.writePlain(to: dir.appendingPathComponent("plain"))
        try latin.write(.studentFile, to: dir.appendingPathComponent("cp1252"), encodings: [.cp1252])
        let (_, expected) = try grade(dir.appendingPathComponent("plain"), dir.appendingPathComponent("a"))
        let (_, actual) = try grade(dir.appendingPathComponent("cp1252"), dir.appendingPathComponent("b"), ["--encoding", "CP1252"])
        XCTAssertEqual(actual, expected)
        // Without --encoding the same files get a row and a note naming the byte and the fix.
        let (run, unnamed) = try grade(dir.appendingPathComponent("cp1252"), dir.appendingPathComponent("c"))
        XCTAssertEqual(Set(unnamed.keys), Set(expected.keys))
        let json = try String(contentsOf: dir.appendingPathComponent("c/grades.json"), encoding: .utf8)
        XCTAssertTrue(json.contains("is not valid UTF-8 (byte 0x92)"), json)
        // The fix that is the instructor's goes to the terminal, not into what students read.
        XCTAssertFalse(json.contains("--encoding"), json)
        XCTAssertTrue(run.stderr.contains("Grade again with --encoding GBK,CP1252"), run.stderr)
    }

    /// A mixed folder: every layout at once, one student each.
    func testOneFolderMixingEveryLayoutGradesAsThePlainClass() throws {
        let dir = try CLI.temporaryFolder(self)
        let layouts: [ClassExport.Layout] = [.studentFile, .idFiles, .watchTree, .canvas, .moodleFolders, .githubClassroom]
        var expectedAll: [String: [String: String]] = [:]
        let mixed = dir.appendingPathComponent("mixed")
        for (index, layout) in layouts.enumerated() {
            let part = ClassExport(students: Self.plainClass.students.enumerated().filter { $0.offset % layouts.count == index }.map(\.element))
            try part.write(layout, to: mixed, encodings: [.utf16LE, .gbk, .utf8BOM])
            try part.writePlain(to: dir.appendingPathComponent("plain"))
        }
        (_, expectedAll) = try grade(dir.appendingPathComponent("plain"), dir.appendingPathComponent("plain-out"))
        let (result, actual) = try grade(mixed, dir.appendingPathComponent("mixed-out"), ["--encoding", "GBK"])
        XCTAssertEqual(actual, expectedAll, result.stdout + result.stderr)
        for name in ["Canvas download", "Moodle download", "GitHub Classroom repositories", "STUDENT/ folders", "STUDENT.sql files"] {
            XCTAssertTrue(result.stdout.contains(name), result.stdout)
        }
    }
}
