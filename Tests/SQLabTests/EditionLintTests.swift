import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabLessons
@testable import SQLabEngine

/// The edition rules of `sqlab lint`: an English edition needs no CJK input in what a learner
/// types from (prompts, references, hints), and a Chinese edition's exercises mean the same.
final class EditionLintTests: XCTestCase {
    /// An English lesson with CJK text in its data (allowed) and in one exercise's prompt,
    /// reference and hint (each a problem), and a clean second exercise.
    static let lesson = """
        # Girls

        ```sql
        CREATE TABLE c (name TEXT, gender TEXT);
        INSERT INTO c VALUES ('小红', '女'), ('Amy', 'F');
        ```

        Choose the girls (gender 女).

        ```sql dataset
        INSERT INTO c VALUES ('小丽', '女');
        ```

        ```sql exercise id=girls
        SELECT name FROM c WHERE gender = '女';
        ```

        | name |
        |------|
        | 小红 |

        > Hint: `WHERE` keeps rows.
        >
        > Hint: Write `gender = '女'`.

        Choose the names of the students whose gender is F.

        ```sql exercise id=f
        SELECT name FROM c WHERE gender = 'F';
        ```

        | name |
        |------|
        | Amy |

        > Hint: `WHERE gender = 'F'`.
        """

    func testAnEnglishEditionIsToldWhereItNeedsCJKInputAndOnlyThere() throws {
        let lesson = try LessonParser.parse(text: Self.lesson, path: "lessons/99-girls.md")
        let source = Self.lesson.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let problems = Linter().typingProblems(in: lesson, source: source)
        XCTAssertEqual(problems.map(\.location.description),
                       ["lessons/99-girls.md:8:26", "lessons/99-girls.md:15:36", "lessons/99-girls.md:24:26"])
        XCTAssertTrue(problems[0].message.hasPrefix("the prompt of exercise 'girls' holds '女' (U+5973)"), problems[0].message)
        XCTAssertTrue(problems[1].message.hasPrefix("the reference solution of 'girls' holds '女'"), problems[1].message)
        XCTAssertTrue(problems[2].message.hasPrefix("a hint of 'girls' holds '女'"), problems[2].message)
        XCTAssertTrue(problems.allSatisfy { $0.severity == .error })
    }

    func testTheRuleRunsInLintForEnglishFilesOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("edition-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("zh"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let english = folder.appendingPathComponent("99-girls.md"), chinese = folder.appendingPathComponent("zh/99-girls.md")
        try Self.lesson.write(to: english, atomically: true, encoding: .utf8)
        try Self.lesson.write(to: chinese, atomically: true, encoding: .utf8)
        XCTAssertEqual(Linter.edition(ofPath: english.path), .en)
        XCTAssertEqual(Linter.edition(ofPath: chinese.path), .zh)
        XCTAssertEqual(Linter().lint(path: english.path).filter { $0.message.contains("input method") }.map(\.location.line), [8, 15, 24])
        XCTAssertEqual(Linter().lint(path: chinese.path).filter { $0.message.contains("input method") }.count, 0)
    }

    /// A CRLF file (as Windows editors save it) gives the rule the same lines and columns as
    /// the LF file. It used to be one line to it (Swift's `"\r\n"` is one `Character`, not
    /// `"\n"`), so the rule passed over it (F67).
    func testTheRuleSeesTheLinesOfACRLFFileAsOfAnLFFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("edition-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lf = folder.appendingPathComponent("99-lf.md"), crlf = folder.appendingPathComponent("99-crlf.md")
        try Self.lesson.write(to: lf, atomically: true, encoding: .utf8)
        try Self.lesson.replacingOccurrences(of: "\n", with: "\r\n").write(to: crlf, atomically: true, encoding: .utf8)
        func found(_ url: URL) -> [String] {
            Linter().lint(path: url.path).filter { $0.message.contains("input method") }
                .map { "\($0.location.line):\($0.location.column)" }
        }
        XCTAssertEqual(found(lf), ["8:26", "15:36", "24:26"])
        XCTAssertEqual(found(crlf), found(lf))
        // A CR-only file (classic Mac OS) too: its fences close (the parser's SourceLines ends
        // lines at a CR alone, as cmark does), and the whole lint is the LF file's.
        let cr = folder.appendingPathComponent("99-cr.md")
        try Self.lesson.replacingOccurrences(of: "\n", with: "\r").write(to: cr, atomically: true, encoding: .utf8)
        XCTAssertEqual(found(cr), found(lf))
        XCTAssertEqual(Linter().lint(path: cr.path).map { "\($0.location.line):\($0.message)" },
                       Linter().lint(path: lf.path).map { "\($0.location.line):\($0.message)" })
        XCTAssertEqual(Linter.sourceLines("a\r\nb\rc\nd"), ["a", "b", "c", "d"])
        XCTAssertEqual(Linter.sourceLines("a\r\n"), ["a", ""])
    }

    func testTheCourseItselfIsTypableInEnglish() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for path in Course.lessonFiles(in: root.appendingPathComponent("lessons").path) {
            let lesson = try LessonParser.parse(contentsOf: path)
            XCTAssertEqual(Linter().typingProblems(in: lesson).map(\.description), [], path)
        }
    }

    func testEveryCJKBlockIsRecognisedAndNothingElse() {
        for block in CJK.blocks {
            for value in [block.lowerBound, (block.lowerBound + block.upperBound) / 2, block.upperBound] {
                guard let scalar = Unicode.Scalar(value) else { continue }
                XCTAssertTrue(CJK.contains(scalar), String(value, radix: 16))
            }
        }
        for text in ["Amy O'Brien", "Zoë", "Ørsted", "Привет", "ΑΒΓ", "—…’", "😀", "é\u{301}", "\t\n"] {
            XCTAssertEqual(CJK.occurrences(in: text).count, 0, text)
        }
        XCTAssertEqual(CJK.occurrences(in: "a，b（Ａ）").map(\.column), [2, 4, 5, 6])
    }

    /// Editions may differ in their literals (their data differ), not in what an exercise returns.
    func testEditionsMayDifferInLiteralsNotInWhatTheyReturn() throws {
        let english = try LessonParser.parse(text: Self.lesson, path: "lessons/99-girls.md")
        let same = Self.lesson.replacingOccurrences(of: "'Amy'", with: "'Ann'")
            .replacingOccurrences(of: "gender = 'F'", with: "gender IN ('F')")
            .replacingOccurrences(of: "| Amy |", with: "| Ann |")
        XCTAssertEqual(Linter().compareEditions(english: english, chinese: try LessonParser.parse(text: same, path: "lessons/zh/99-girls.md"))
                        .map(\.description), [])
        let fewer = Self.lesson.replacingOccurrences(of: "INSERT INTO c VALUES ('小丽', '女');", with: "INSERT INTO c VALUES ('小丽', 'M');")
        let problems = Linter().compareEditions(english: english, chinese: try LessonParser.parse(text: fewer, path: "lessons/zh/99-girls.md"))
        XCTAssertEqual(problems.map(\.description),
                       ["lessons/zh/99-girls.md:10:1: error: the reference of 'girls' gives 1 row of 1 column on dataset 1; in lessons/99-girls.md:14 it gives 2 rows of 1 column"])
        let noDataset = Self.lesson.replacingOccurrences(of: "```sql dataset\nINSERT INTO c VALUES ('小丽', '女');\n```\n\n", with: "")
        XCTAssertEqual(Linter().compareEditions(english: english, chinese: try LessonParser.parse(text: noDataset, path: "lessons/zh/99-girls.md"))
                        .map(\.message), ["'girls' has 0 datasets; lessons/99-girls.md:14 has 1"])
    }
}
