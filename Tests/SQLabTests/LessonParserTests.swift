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

final class LessonParserTests: XCTestCase {
    private func parse(_ text: String, path: String = "lessons/t.md") throws -> Lesson {
        try LessonParser.parse(text: text, path: path)
    }

    private func diagnostics(_ text: String) -> [String] {
        do {
            _ = try parse(text)
            return []
        } catch let error as LessonError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    func testTheContractsExampleParses() throws {
        let lesson = try parse("""
            # Changing rows with UPDATE

            ```sql setup
            CREATE TABLE Class43 (Stu_ID INTEGER PRIMARY KEY NOT NULL UNIQUE, name TEXT NOT NULL,
                                  gender TEXT NOT NULL DEFAULT M, age INTEGER NOT NULL);
            INSERT INTO Class43 VALUES (2, '栋哥', '男', 18), (3, '萌神', '女', 17), (4, '强哥', '男', 20);
            ```

            Without WHERE, UPDATE changes every row:

            ```sql
            UPDATE Class43 SET age = age + 1;
            ```

            ```sql expect=SQLITE_ERROR
            updata Class43 SET age = 19;
            ```

            ```sql
            UPDATE Class43 SET gender = ? WHERE Stu_ID = ?;
            -- params: '女', 2
            -- params: '男', 3
            ```

            List the name of every student older than 18, youngest first.

            ```sql exercise id=older points=2
            SELECT name FROM Class43 WHERE age > 18 ORDER BY age;
            ```

            | name |
            |------|
            | 栋哥 |
            | 强哥 |

            > Hint: `WHERE` keeps the rows you want.
            >
            > Hint: `ORDER BY age` sorts from youngest to oldest.
            """)
        XCTAssertEqual(lesson.id, "t")
        XCTAssertEqual(lesson.title, "Changing rows with UPDATE")
        let sql = lesson.allSQLBlocks
        XCTAssertEqual(sql.map(\.kind), [.setup, .steps, .steps, .steps])
        XCTAssertEqual(sql[0].statements.count, 2)
        XCTAssertEqual(sql[0].statements[1].location.line, 6)
        XCTAssertEqual(sql[2].expect, .SQLITE_ERROR)
        XCTAssertEqual(sql[3].statements[0].parameterSets.map(\.values), [[.text("女"), .integer(2)], [.text("男"), .integer(3)]])
        XCTAssertEqual(sql[3].statements[0].parameterSets[1].location.line, 22)
        let exercise = try XCTUnwrap(lesson.exercise("older"))
        XCTAssertEqual(exercise.points, 2)
        XCTAssertNil(exercise.order)
        XCTAssertEqual(exercise.prompt, [.paragraph([.text("List the name of every student older than 18, youngest first.")])])
        XCTAssertEqual(exercise.reference.map(\.sql), ["SELECT name FROM Class43 WHERE age > 18 ORDER BY age;"])
        XCTAssertEqual(exercise.expected?.columns, ["name"])
        XCTAssertEqual(exercise.expected?.rows, [["栋哥"], ["强哥"]])
        XCTAssertEqual(exercise.hints.count, 2)
        XCTAssertEqual(Inline.plain(exercise.hints[1]), "ORDER BY age sorts from youngest to oldest.")
    }

    func testStatementsSplitOnlyAtCompleteSemicolons() throws {
        let lesson = try parse("""
            ```sql
            -- a comment before
            INSERT INTO t VALUES ('a;b'); INSERT INTO t VALUES (2);
            CREATE TRIGGER tr AFTER INSERT ON t BEGIN
              DELETE FROM t WHERE a = 1;
            END;
            SELECT 1 /* ; */ -- last, without a semicolon
            ```
            """)
        let sql = lesson.allSQLBlocks[0].statements.map(\.sql)
        XCTAssertEqual(sql, ["INSERT INTO t VALUES ('a;b');", "INSERT INTO t VALUES (2);",
                             "CREATE TRIGGER tr AFTER INSERT ON t BEGIN\n  DELETE FROM t WHERE a = 1;\nEND;",
                             "SELECT 1 /* ; */ -- last, without a semicolon"])
        XCTAssertEqual(lesson.allSQLBlocks[0].statements.map(\.location.line), [3, 3, 4, 7])
        XCTAssertEqual(lesson.allSQLBlocks[0].statements[1].location.column, 31)
    }

    func testParamsLiterals() throws {
        XCTAssertEqual(try LiteralParser.parseList(" 42, -1.5, 'O''Brien, Jr.', NULL, x'89504E47', 2e3"),
                       [.integer(42), .real(-1.5), .text("O'Brien, Jr."), .null, .blob([0x89, 0x50, 0x4E, 0x47]), .real(2000)])
        XCTAssertThrowsError(try LiteralParser.parseList("'open"))
        XCTAssertThrowsError(try LiteralParser.parseList("1,"))
        XCTAssertThrowsError(try LiteralParser.parseList("x'123'"))
    }

    func testMalformedLessonsGiveEveryProblemWithFileAndLine() {
        XCTAssertEqual(diagnostics("# T\n\n```sql\nSELECT 1;\n"),
                       ["lessons/t.md:3:1: error: unclosed code fence: this ```sql block has no closing ``` line"])
        XCTAssertEqual(diagnostics("```sql expect=SQLITE_CONSTRAIN\nSELECT 1;\n```\n```sql expct=1\nSELECT 1;\n```"), [
            "lessons/t.md:1:1: error: unknown result code 'SQLITE_CONSTRAIN' in expect= (did you mean SQLITE_CONSTRAINT?)",
            "lessons/t.md:4:1: error: unknown attribute 'expct' for a sql block",
        ])
        XCTAssertEqual(diagnostics("```sql exercize id=a\nSELECT 1;\n```"),
                       ["lessons/t.md:1:1: error: unknown sql block kind 'exercize' (did you mean 'exercise'?); expected sql, sql setup, sql exercise or sql dataset"])
        XCTAssertEqual(diagnostics("```sql exercise id=a\nSELECT 1;\n```\n\n```sql exercise id=a\nSELECT 2;\n```\n\n```sql exercise id=B_1\nSELECT 3;\n```\n\n```sql exercise\nSELECT 4;\n```"), [
            "lessons/t.md:5:1: error: exercise id 'a' is used twice in this lesson",
            "lessons/t.md:9:1: error: exercise id 'B_1' may only hold a-z, 0-9 and '-'",
            "lessons/t.md:13:1: error: exercise block needs an id: ```sql exercise id=NAME",
        ])
        XCTAssertEqual(diagnostics("```sql dataset\nINSERT INTO t VALUES (1);\n```"),
                       ["lessons/t.md:1:1: error: 'sql dataset' block with no exercise after it"])
        XCTAssertEqual(diagnostics("```sql\n-- params: 1\nSELECT ?;\n-- params: 'x\n```"), [
            "lessons/t.md:2:1: error: '-- params:' line follows no statement",
            "lessons/t.md:4:12: error: cannot read '-- params:' values: unterminated string",
        ])
        XCTAssertEqual(diagnostics("```sql exercise id=a points=two order=sorted names=maybe tolerance=-1\nSELECT 1;\n```"), [
            "lessons/t.md:1:1: error: points=two is not a whole number of points from 0 to 1000000",
            "lessons/t.md:1:1: error: order=sorted must be exact or any",
            "lessons/t.md:1:1: error: names=maybe must be exact or any",
            "lessons/t.md:1:1: error: tolerance=-1 is not a number ≥ 0",
        ])
    }

    func testBadBytesAreRefusedWithLineAndColumn() {
        let nul = Data("# T\n\nab\u{0}c\n".utf8)
        XCTAssertThrowsError(try LessonParser.parse(data: nul, path: "x.md")) { error in
            XCTAssertEqual((error as! LessonError).description,
                           "x.md:3:3: error: the file holds a NUL byte (SQLite would silently ignore everything after it)")
        }
        var invalid = Data("# T\n\n```sql\nSELECT '".utf8)
        invalid.append(contentsOf: [0xE9, 0x27, 0x0A])
        XCTAssertThrowsError(try LessonParser.parse(data: invalid, path: "x.md")) { error in
            XCTAssertEqual((error as! LessonError).description, "x.md:4:9: error: the file is not valid UTF-8 (byte 0xE9)")
        }
    }

    func testMissingFile() {
        XCTAssertThrowsError(try LessonParser.parse(contentsOf: "/nonexistent/lesson.md")) { error in
            XCTAssertEqual((error as! LessonError).description, "/nonexistent/lesson.md:1:1: error: no such lesson file")
        }
    }

    func testPromptStopsAtTheLastHeadingOrSQLBlockAndSkipsDatasets() throws {
        let lesson = try parse("""
            # T

            Intro prose.

            ```sql
            CREATE TABLE t(a);
            ```

            First line of the prompt.

            - and a list

            ```sql dataset
            INSERT INTO t VALUES (1);
            ```

            ```sql exercise id=e
            SELECT a FROM t;
            ```

            > Hint: one
            > still the first hint
            >
            > Hint: two
            """)
        let e = try XCTUnwrap(lesson.exercise("e"))
        XCTAssertEqual(e.prompt.count, 2)
        XCTAssertEqual(e.datasets.map(\.sql), ["INSERT INTO t VALUES (1);\n"])
        XCTAssertEqual(e.datasets[0].location.line, 13)
        XCTAssertEqual(e.hints.map(Inline.plain), ["one still the first hint", "two"])
        XCTAssertEqual(lesson.blocks.count, 4)  // heading, intro, sql, exercise
    }

    func testExpectedTableCellsAreSourceText() throws {
        let lesson = try parse("""
            ```sql exercise id=e
            SELECT 1;
            ```

            | a | b |
            |---|---|
            | *x* | a \\| b |
            | NULL | (empty) |
            """)
        XCTAssertEqual(lesson.exercise("e")?.expected?.rows, [["*x*", "a | b"], ["NULL", "(empty)"]])
    }

    func testLessonOneParses() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lessons/01-first-steps.md").path
        let lesson = try LessonParser.parse(contentsOf: path)
        XCTAssertEqual(lesson.exercises.map(\.id), ["eighteen", "older", "girls", "birthday", "second-page", "remove-young"])
        XCTAssertTrue(lesson.exercises.allSatisfy { !$0.hints.isEmpty })
        XCTAssertGreaterThanOrEqual(lesson.exercises.flatMap(\.datasets).count, 2)
    }
}
