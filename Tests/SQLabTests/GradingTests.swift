import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabCourse
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabGrading
@testable import SQLabLogictest
@testable import SQLabShell
@testable import SQLabCommands

/// The grading engine's pieces that need no worker: hashing, escaping, names, the store.
final class GradingTests: XCTestCase {
    func testSHA256FromLibmdMatchesTheStandardVectors() {
        XCTAssertEqual(ContentHash.sha256(bytes: Data("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(ContentHash.sha256(bytes: Data()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        // Parts are length-prefixed, so they cannot run into each other.
        XCTAssertNotEqual(ContentHash.sha256([Data("ab".utf8), Data("c".utf8)]), ContentHash.sha256([Data("a".utf8), Data("bc".utf8)]))
    }

    func testStudentFileNamesAreEscapedAndDistinct() {
        XCTAssertEqual(ReportWriter.fileName(for: "alice"), "alice")
        XCTAssertEqual(ReportWriter.fileName(for: "o'brien & <co>"), "o%27brien%20%26%20%3Cco%3E")
        XCTAssertEqual(ReportWriter.fileName(for: "../etc/passwd"), "%2E.%2Fetc%2Fpasswd")
        XCTAssertEqual(ReportWriter.fileName(for: "小明"), "小明")
        XCTAssertEqual(ReportWriter.fileName(for: "Müller, Zoë"), "Müller%2C%20Zoë")
        // Bidi overrides, zero-width and control characters are escaped, not kept.
        XCTAssertEqual(ReportWriter.fileName(for: "a\u{202E}b\u{200B}c\u{7}"), "a%E2%80%AEb%E2%80%8Bc%07")
        // A long CJK name is cut by bytes, at a character's end.
        let long = ReportWriter.fileName(for: String(repeating: "张", count: 100))
        XCTAssertLessThanOrEqual(long.utf8.count, 160)
        XCTAssertTrue(long.hasPrefix(String(repeating: "张", count: 46) + "~"))
        XCTAssertEqual(ReportWriter.fileName(for: "a.b-c_d"), "a.b-c_d")
        XCTAssertNotEqual(ReportWriter.fileName(for: "a%20b"), ReportWriter.fileName(for: "a b"))
    }

    func testEscapingForEachFormat() {
        XCTAssertEqual(Escape.html("<a href=\"x\">'&'</a>"), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        XCTAssertEqual(Escape.xml("a<b>&\"'\u{1}\u{FFFF}"), "a&lt;b&gt;&amp;&quot;&apos;\u{FFFD}\u{FFFD}")
        XCTAssertEqual(Escape.csv("plain"), "plain")
        XCTAssertEqual(Escape.csv("a,b"), "\"a,b\"")
        XCTAssertEqual(Escape.csv("say \"hi\"\nbye"), "\"say \"\"hi\"\"\nbye\"")
        XCTAssertEqual(Escape.csv("=1+1"), "'=1+1")
        XCTAssertEqual(Escape.urlSegment("o%27b c.txt"), "o%2527b%20c.txt")
    }

    func testStoreKeepsVerdictsAndForgetsThemWhenTheLessonChanges() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-store-\(UUID().uuidString).sqlite").path
        addTeardownBlock { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let lesson = try LessonParser.parse(text: "# T\n\n```sql\nCREATE TABLE t(x);\n```\n\nAsk.\n\n```sql exercise id=a points=2\nSELECT x FROM t;\n```\n",
                                            path: "lesson.md")
        let store = try GradingStore(path: path)
        try store.begin(lesson: lesson, lessonKey: "k1", shard: "1/1")
        let passed = ExerciseVerdict(exercise: "a", points: 2, feedback: nil)
        try store.save(student: "zoe", hash: "h1", notes: [], verdicts: [passed])
        try store.save(student: "Ann", hash: "h2", notes: ["a note"], verdicts: [ExerciseVerdict(exercise: "a", points: 2, feedback: Feedback(kind: .noAnswer))])
        let book = try store.gradeBook()
        XCTAssertEqual(book.students.map(\.name), ["Ann", "zoe"])
        XCTAssertEqual(book.students.map(\.score), [0, 2])
        XCTAssertEqual(book.maximum, 2)
        XCTAssertEqual(book.students[0].notes, ["a note"])
        try store.retain(["zoe"])
        XCTAssertEqual(try store.hashes(), ["zoe": "h1"])
        try store.begin(lesson: lesson, lessonKey: "k2", shard: "1/1")
        XCTAssertEqual(try store.hashes(), [:])
    }
}

final class HTMLTextTests: XCTestCase {
    func testTagsBreaksAndCharacterReferences() {
        XCTAssertEqual(HTMLText.plain("<p>SELECT a</p><p>FROM t WHERE a &lt; 3 &amp;&amp; b &#x41;&#66;</p>"), "SELECT a\nFROM t WHERE a < 3 && b AB\n")
        XCTAssertEqual(HTMLText.plain("a<br>b<br/>c"), "a\nb\nc")
        // A `<` with no `>` after it is text; so is an unknown reference.
        XCTAssertEqual(HTMLText.plain("a < b <i>c</i> &bogus; <"), "a c &bogus; <")
        XCTAssertEqual(HTMLText.plain(String(repeating: "<", count: 5) + "x"), "<<<<<x")
    }
}

/// Rosters and metadata files are input like any other: each broken shape a file:line message.
final class RosterShapeTests: XCTestCase {
    func testAHeaderLineAloneIsAHeader() throws {
        XCTAssertEqual(try Roster.parse("name\ns1\ns2\n", column: nil), ["s1", "s2"])
        XCTAssertEqual(try Roster.parse("Student\nAda\n", column: nil), ["Ada"])
        XCTAssertEqual(try Roster.parse("Müller, Zoë\nGarcía, José\n", column: nil), ["Müller, Zoë", "García, José"])
    }

    func testAnUnclosedQuoteAndAnOverlongNameAreErrorsWithTheirLine() {
        XCTAssertThrowsError(try Roster.parse("name,email\n\"a,\"\"b\n", column: nil, file: "r.csv")) { error in
            XCTAssertEqual((error as? Diagnostic)?.description.hasPrefix("r.csv:2:"), true, "\(error)")
            XCTAssertTrue("\(error)".contains("never closed"), "\(error)")
        }
        XCTAssertThrowsError(try Roster.parse("ada\n" + String(repeating: "x", count: 5000) + "\n", column: nil, file: "r.txt")) { error in
            XCTAssertEqual((error as? Diagnostic)?.description.hasPrefix("r.txt:2:"), true, "\(error)")
        }
    }

    func testYAMLDoubleQuotedEscapes() {
        XCTAssertEqual(GradescopeMetadata.unquote("\"a\\u00e9b\\x41\\U0001F600\\n\\\"q\\\"\""), "aébA😀\n\"q\"")
        XCTAssertEqual(GradescopeMetadata.unquote("\"\\u001b[31m\""), "\u{1B}[31m")
        XCTAssertEqual(GradescopeMetadata.unquote("\"bad \\u12\""), "bad u12")
    }
}
