import Foundation
import XCTest
@testable import SQLabText
@testable import SQLabPresent

final class CheckAndLintCommandTests: XCTestCase {
    func temporaryFile(_ text: String, name: String = "answer.sql") throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// `check LESSON EX --answer FILE` where FILE's `-- exercise:` line names another exercise
    /// (trial finding 16): a warning says which exercise the file answers, in both languages;
    /// the exercise has no answer and scores 0, status 1 (LESSON-FORMAT.md, answer files).
    func testAnAnswerFileOfAnotherExerciseSaysWhichItAnswers() throws {
        let file = try CLI.temporaryFolder(self).appendingPathComponent("wrongex.sql")
        try "-- exercise: older\nSELECT 1;\n".write(to: file, atomically: true, encoding: .utf8)
        let en = try CLI.run(["check", "01", "eighteen", "--answer", file.path, "--lang", "en"])
        XCTAssertEqual(en.status, 1, en.stdout + en.stderr)
        XCTAssertTrue(en.stderr.contains(file.path + ":1:1: warning: this file answers older, not eighteen"), en.stderr)
        XCTAssertTrue(en.stderr.contains("sqlab check 01 older"), en.stderr)
        XCTAssertTrue(en.stdout.contains("eighteen: not yet (0/1)"), en.stdout)
        let zh = try CLI.run(["check", "01", "eighteen", "--answer", file.path, "--lang", "zh"])
        XCTAssertEqual(zh.status, 1, zh.stdout + zh.stderr)
        XCTAssertTrue(zh.stderr.contains("警告：这个文件答的是 older，不是 eighteen"), zh.stderr)
    }

    func testLintFindsEachKindOfProblem() throws {
        try CLI.assertGolden("lint-broken", ["lint", "Tests/Data/lint/broken.md"])
    }

    /// `lint --lang zh`: the linter's own findings are Chinese, not only the parser's; SQLite's
    /// messages (`no such table: nowhere`) are quoted as SQLite wrote them.
    func testLintFindingsAreInTheLearnersLanguage() throws {
        let zh = CLI.runInProcess(["lint", "--lang", "zh", "Tests/Data/lint/broken.md"])
        XCTAssertEqual(zh.status, 1, zh.stdout + zh.stderr)
        var text = zh.stdout
        for quoted in ["no such table: nowhere", "NOT NULL constraint failed: t.name", "no such column: nme"] {
            XCTAssertTrue(text.contains(quoted), "SQLite's message \(quoted) not quoted:\n\(zh.stdout)")
            text = text.replacingOccurrences(of: quoted, with: "")
        }
        XCTAssertEqual(EnglishSentences.find(in: text), [], zh.stdout)
        XCTAssertTrue(zh.stdout.contains("Tests/Data/lint/broken.md:17:1: 错误：这一步成功了，但它标的是 expect=SQLITE_CONSTRAINT\n"), zh.stdout)
        XCTAssertTrue(zh.stdout.contains("Tests/Data/lint/broken.md:29:1: 错误：预期的第 2 行是 | x |；参考答案给出 | b |\n"), zh.stdout)
        XCTAssertTrue(zh.stdout.hasSuffix("检查了 1 课：6 个错误，0 个警告\n"), zh.stdout)
        // The edition checks too.
        let course = try CLI.temporaryFolder(self)
        try FileManager.default.createDirectory(at: course.appendingPathComponent("zh"), withIntermediateDirectories: true)
        try "# Only English\n\n```sql\nSELECT 1;\n```\n".write(to: course.appendingPathComponent("01-only.md"), atomically: true, encoding: .utf8)
        let editions = CLI.runInProcess(["lint", "--lang", "zh", course.path])
        XCTAssertTrue(editions.stdout.contains("01-only.md:1:1: 错误：没有中文版（"), editions.stdout)
        XCTAssertEqual(EnglishSentences.find(in: editions.stdout), [], editions.stdout)
    }

    /// A lesson with no `sql` block, no `c lab` block and no exercise (here a misspelt info
    /// string) is an error at its title's line, in both languages.
    func testLintFindsALessonWithNoStepsAndNoExercises() throws {
        let lesson = try temporaryFile("<!-- an intro -->\n\n# Nothing to run\n\nSome prose.\n\n```sqlite\nSELECT 1;\n```\n", name: "02-empty.md")
        let en = CLI.runInProcess(["lint", "--lang", "en", lesson.path])
        XCTAssertEqual(en.status, 1, en.stdout + en.stderr)
        XCTAssertTrue(en.stdout.hasPrefix(lesson.path + ":3:1: error: the lesson has no steps and no exercises"), en.stdout)
        XCTAssertTrue(en.stdout.hasSuffix("1 lesson linted: 1 error, 0 warnings\n"), en.stdout)
        let zh = CLI.runInProcess(["lint", "--lang", "zh", lesson.path])
        XCTAssertEqual(zh.status, 1, zh.stdout + zh.stderr)
        XCTAssertTrue(zh.stdout.hasPrefix(lesson.path + ":3:1: 错误：这一课没有步骤，也没有练习"), zh.stdout)
        // A lesson with a step, or with only an exercise, is not empty.
        let step = try temporaryFile("# One step\n\n```sql\nSELECT 1;\n```\n", name: "03-step.md")
        XCTAssertEqual(CLI.runInProcess(["lint", step.path]).status, 0)
    }

    func testLintOfTheCourseIsClean() throws {
        let result = try CLI.run(["lint", "lessons/"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    }

    /// A marker naming no exercise is a warning with the closest id, in the learner's language.
    func testUnknownExerciseMarkerSuggestsTheClosestIdInBothLanguages() throws {
        let answers = try temporaryFile("-- exercise: oldr\nSELECT 1;\n-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18;\n")
        let english = try CLI.run(["check", "01", "--answer", answers.path])
        XCTAssertTrue(english.stderr.contains("the lesson has no exercise 'oldr' (did you mean older?)"), english.stderr)
        let chinese = try CLI.run(["check", "01", "--answer", answers.path, "--lang", "zh"])
        XCTAssertTrue(chinese.stderr.contains("（你是不是想写 older？）"), chinese.stderr)
        XCTAssertFalse(chinese.stderr.contains("did you mean"), chinese.stderr)
    }

    /// A dataset of the lesson's own (not one sqlab derived) is told by what matters in it, in
    /// the learner's words, not by the line of the lesson it came from: `age <= 19` for
    /// `age < 20` fails on a student aged 19.5, which the feedback says.
    func testALessonDatasetIsToldByTheValueBetweenTheConstants() throws {
        let answer = try temporaryFile("DELETE FROM Class43 WHERE age <= 19;\n")
        for (language, said) in [("en", "on a dataset with a Class43 row whose age is 19.5, between 19 and 20:"),
                                 ("zh", "在一个数据集（其中有 age 是 19.5、介于 19 和 20 之间的 Class43 行）上")] {
            let result = CLI.runInProcess(["check", "01", "remove-young", "--answer", answer.path, "--lang", language])
            XCTAssertEqual(result.status, 1, result.stderr)
            let joined = result.stdout.replacingOccurrences(of: "\n    ", with: language == "en" ? " " : "")
            XCTAssertTrue(joined.contains(said), result.stdout)
            XCTAssertFalse(result.stdout.contains("278"), result.stdout)
        }
    }

    /// The checker's notes are shown in the learner's language: columns in another order were
    /// told in English under a Chinese verdict.
    func testTheColumnOrderNoteIsInTheLearnersLanguage() throws {
        let answer = try temporaryFile("SELECT age, name FROM Class43 WHERE age > 18;\n")
        let zh = CLI.runInProcess(["check", "01", "older", "--answer", answer.path, "--lang", "zh"])
        XCTAssertEqual(zh.status, 1, zh.stderr)
        XCTAssertTrue(zh.stdout.contains("列的顺序不对：题目要的是（name, age），你的是（age, name）。"), zh.stdout)
        XCTAssertFalse(zh.stdout.contains("another order"), zh.stdout)
        XCTAssertTrue(zh.stdout.contains("提示（SELECT）"), zh.stdout)
        let en = CLI.runInProcess(["check", "01", "older", "--answer", answer.path, "--lang", "en"])
        XCTAssertTrue(en.stdout.replacingOccurrences(of: "\n    ", with: " ")
            .contains("The columns are in another order: the exercise asks for (name, age), yours are (age, name)."), en.stdout)
        for key in FeedbackPresenter.notes {
            XCTAssertNotEqual(Catalogue.text(key, .en), Catalogue.text(key, .zh), key.rawValue)
        }
    }

    /// A line of a lab answer that cannot be run is named by its line in the feedback's
    /// transcript, as in its first sentence: it said `answer:0:8`.
    func testALabAnswersBadLineIsNamedByItsLine() throws {
        let answer = try temporaryFile("// my calls\nSELECT 1;\n", name: "calls.c")
        for language in ["en", "zh"] {
            let result = CLI.runInProcess(["check", "09", "bind-a-student", "--answer", answer.path, "--lang", language])
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(result.stdout.contains("answer:2:"), result.stdout)
            XCTAssertFalse(result.stdout.contains("answer:0:"), result.stdout)
        }
    }

    /// A text compared in other letter case (`'f'` for `'F'`) is named in the hint: `=` on
    /// text is case-sensitive, which the hint "look at the comparison with gender" left a
    /// beginner to guess.
    func testATextInOtherLetterCaseIsNamedInTheHint() throws {
        let answer = try temporaryFile("SELECT * FROM Class43 WHERE gender = 'f';\n")
        for (language, said) in [("en", "capitals too: `'f'` is not `'F'`."), ("zh", "大小写也算：`'f'` 不等于 `'F'`。")] {
            let result = CLI.runInProcess(["check", "01", "girls", "--answer", answer.path, "--lang", language])
            XCTAssertEqual(result.status, 1, result.stderr)
            let joined = result.stdout.replacingOccurrences(of: "\n    ", with: language == "en" ? " " : "")
            XCTAssertTrue(joined.contains(said), result.stdout)
        }
        // A text that differs otherwise is not said to differ in case.
        let other = try temporaryFile("SELECT * FROM Class43 WHERE gender = 'W';\n", name: "other.sql")
        let result = CLI.runInProcess(["check", "01", "girls", "--answer", other.path, "--lang", "en"])
        XCTAssertFalse(result.stdout.contains("capitals"), result.stdout)
    }

    /// An answer of several queries is told that only the last one's result is compared, and
    /// which line that one starts on in the file: a query left above the answer (or a test
    /// written after it) made the right answer fail with rows that looked unrelated. The REPL,
    /// whose answer is every statement typed since the last .check, does not say it.
    func testAnAnswerOfSeveralQueriesIsToldOnlyTheLastCounts() throws {
        let answer = try temporaryFile("-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18;\n\nSELECT 1;\n")
        for (language, said) in [("en", "Your answer holds 2 queries: only the result of the last one (line 4) is compared"),
                                 ("zh", "你的答案里有 2 条查询：只有最后一条（第 4 行）的结果会和题目的比较。")] {
            let result = CLI.runInProcess(["check", "01", "--answer", answer.path, "--lang", language])
            XCTAssertEqual(result.status, 1, result.stderr)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            let joined = lines.joined(separator: "\n").replacingOccurrences(of: "\n    ", with: language == "en" ? " " : "")
            XCTAssertTrue(joined.contains(said), result.stdout)
            // Under the verdict's first sentence, above the rows.
            XCTAssertTrue(lines.count > 2 && lines[2].contains(language == "en" ? "Your answer holds" : "你的答案里有"), result.stdout)
        }
        let one = try temporaryFile("SELECT name FROM Class43 WHERE age = 19;\n", name: "one.sql")
        XCTAssertFalse(CLI.runInProcess(["check", "01", "eighteen", "--answer", one.path]).stdout.contains("queries"))
        let repl = CLI.runInProcess(["repl", "01"], input: "SELECT 1;\nSELECT name FROM Class43 WHERE age = 19;\n.check\n")
        XCTAssertTrue(repl.stdout.contains("not yet"), repl.stdout)
        XCTAssertFalse(repl.stdout.contains("Your answer holds"), repl.stdout)
    }

    /// How a table's definition differs is said in the learner's language: "stu: columns
    /// should be (…), not (…)" was English under a Chinese verdict.
    func testATablesDefinitionIsToldInTheLearnersLanguage() throws {
        let added = try temporaryFile("ALTER TABLE stu ADD COLUMN x INTEGER;\nDELETE FROM stu WHERE age > 19;\n")
        let retyped = try temporaryFile("""
            CREATE TABLE copy AS SELECT * FROM stu;
            DROP TABLE stu;
            CREATE TABLE stu (number integer primary key autoincrement, name, age integer, Hober text);
            INSERT INTO stu SELECT * FROM copy WHERE age <= 19;
            DROP TABLE copy;

            """, name: "retyped.sql")
        for (file, en, zh) in [(added, "stu: columns should be (number, name, age, Hober), not (number, name, age,",
                                "stu：列应当是（number, name, age, Hober），而不是（number, name, age, Hober,"),
                               (retyped, "stu: column name should be declared TEXT, not without a type",
                                "stu：列 name 应当声明为 TEXT（现在：未声明类型）")] {
            let english = CLI.runInProcess(["check", "06", "remove-older", "--answer", file.path, "--lang", "en"])
            XCTAssertTrue(english.stdout.replacingOccurrences(of: "\n      ", with: " ").contains(en), english.stdout)
            let chinese = CLI.runInProcess(["check", "06", "remove-older", "--answer", file.path, "--lang", "zh"])
            XCTAssertTrue(chinese.stdout.contains(zh), chinese.stdout)
            XCTAssertFalse(chinese.stdout.contains("should"), chinese.stdout)
        }
    }

    /// Chinese feedback names a table with a full-width colon (`Class43：`), as its other
    /// labels are written; English keeps `Class43:`.
    func testTableNamesInChineseFeedbackTakeAFullWidthColon() throws {
        let answer = try temporaryFile("SELECT * FROM Class43 WHERE Stu_ID IN (3, 5, 6);\n")
        let zh = CLI.runInProcess(["check", "01", "girls", "--answer", answer.path, "--lang", "zh"])
        XCTAssertTrue(zh.stdout.contains("\n    Class43：\n"), zh.stdout)
        XCTAssertFalse(zh.stdout.contains("Class43:"), zh.stdout)
        let en = CLI.runInProcess(["check", "01", "girls", "--answer", answer.path, "--lang", "en"])
        XCTAssertTrue(en.stdout.contains("\n    Class43:\n"), en.stdout)
        let update = try temporaryFile("UPDATE Class43 SET age = 18 WHERE Stu_ID = 3;\n", name: "update.sql")
        let changed = CLI.runInProcess(["check", "01", "birthday", "--answer", update.path, "--lang", "zh"])
        XCTAssertTrue(changed.stdout.contains("\n    Class43：\n"), changed.stdout)
    }

    func testCheckGoldenWrongAnswers() throws {
        let answers = try temporaryFile("""
            -- exercise: girls
            SELECT * FROM Class43 WHERE Stu_ID IN (3, 5, 6);
            -- exercise: birthday
            UPDATE Class43 SET age = 18 WHERE Stu_ID = 3;
            -- exercise: second-page
            SELECT * FROM Class43 ORDER BY age LIMIT 2 OFFSET 2;
            -- exercise: eighteen
            SELECT name FROM Class43 WHERE age = 18
            -- exercise: older
            SELECT name, age FRM Class43;
            -- exercise: nosuch
            SELECT 1;
            """)
        let result = try CLI.run(["check", "01", "--answer", answers.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("✗ Exercise girls: not yet (0/1)"), result.stdout)
        // A sentence wrapped at 80 columns reads as one once its continuation lines are joined.
        let joined = result.stdout.replacingOccurrences(of: "\n    ", with: " ")
        XCTAssertTrue(joined.contains("The rows are not right on a dataset with a Class43 row whose gender is exactly F."), result.stdout)
        XCTAssertTrue(result.stdout.contains("A counterexample, shrunk to the rows that matter:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("✓ Exercise eighteen: passed (1/1)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Statement 1 (line 10) failed on the lesson's data:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("SQLite says: near \"Class43\": syntax error"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Did you mean: FROM (not FRM)?"), result.stdout)
        XCTAssertTrue(result.stdout.contains("1/5 passed, 1/5 points"), result.stdout)
        XCTAssertTrue(result.stderr.contains("answer.sql:11:1: warning: the lesson has no exercise 'nosuch'"), result.stderr)
    }

    func testCheckJSONCarriesStructuredFeedback() throws {
        let answers = try temporaryFile("SELECT name FROM Class43 WHERE age = 19;\n")
        let result = try CLI.run(["check", "01-first-steps", "eighteen", "--answer", answers.path, "--format", "json"])
        XCTAssertEqual(result.status, 1)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let exercise = (json["exercises"] as! [[String: Any]])[0]
        XCTAssertEqual(exercise["exercise"] as? String, "eighteen")
        XCTAssertEqual(exercise["passed"] as? Bool, false)
        XCTAssertEqual(exercise["score"] as? Int, 0)
        XCTAssertEqual(exercise["points"] as? Int, 1)
        let feedback = exercise["feedback"] as! [String: Any]
        XCTAssertEqual(feedback["kind"] as? String, "rows")
        XCTAssertEqual(feedback["missingRows"] as? [[String]], [["Dan"], ["小红"]])
    }

    /// A note on a failed answer points at its token: the answer's line with a caret under
    /// `= NULL` (display width: the Chinese text before it is two columns a character), in
    /// both languages, and in JSON its offset, length, line and column in the answer.
    func testCheckNotesCarryACaretAndTheirPlaceInJSON() throws {
        let answers = try temporaryFile("SELECT name\n  FROM Class43 WHERE name <> '小红' AND age = NULL;\n")
        for (language, note) in [("en", "  Note: a comparison with NULL"), ("zh", "  注意：与 NULL 比较")] {
            let result = try CLI.run(["check", "01-first-steps", "eighteen", "--answer", answers.path, "--lang", language])
            let lines = result.stdout.components(separatedBy: "\n")
            let at = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(note) }, result.stdout)
            XCTAssertEqual(lines[at - 2], "    FROM Class43 WHERE name <> '小红' AND age = NULL;")
            XCTAssertEqual(lines[at - 1], "  " + String(repeating: " ", count: 44) + "^^^^^^")
        }
        let result = try CLI.run(["check", "01-first-steps", "eighteen", "--answer", answers.path, "--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let exercise = (json["exercises"] as! [[String: Any]])[0]
        let notes = try XCTUnwrap(exercise["pitfalls"] as? [[String: Any]], result.stdout)
        let null = try XCTUnwrap(notes.first { $0["note"] as? String == "comparison-with-null" })
        XCTAssertEqual(null["line"] as? Int, 2)
        XCTAssertEqual(null["column"] as? Int, 43)
        XCTAssertEqual(null["offset"] as? Int, Array("SELECT name\n  FROM Class43 WHERE name <> '小红' AND age ".utf8).count)
        XCTAssertEqual(null["length"] as? Int, 6)
    }

    func testReferenceSolutionsPassFromStandardInput() throws {
        let result = try CLI.run(["check", "01", "eighteen", "--answer", "-"], input: "SELECT name FROM Class43 WHERE age = 18;")
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertEqual(result.stdout, "✓ Exercise eighteen: passed (1/1)\n")
    }

    func testBadInputGetsAClearMessageAndStatus() throws {
        XCTAssertEqual(try CLI.run(["check", "01", "nosuch", "--answer", "-"]).stderr,
                       "sqlab: 01-first-steps has no exercise 'nosuch'\n")
        XCTAssertEqual(try CLI.run(["check", "01", "--answer", "/nonexistent.sql"]).status, 2)
        let binary = try temporaryFile("", name: "binary.sql")
        try Data([0x53, 0x45, 0x00, 0xFF]).write(to: binary)
        let result = try CLI.run(["check", "01", "eighteen", "--answer", binary.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasSuffix("binary.sql:1:3: error: the file holds a NUL byte (SQLite would silently ignore everything after it)\n"), result.stderr)
        let empty = try CLI.run(["check", "01", "eighteen", "--answer", "-"], input: "")
        XCTAssertEqual(empty.status, 1)
        XCTAssertTrue(empty.stdout.contains("The answer is empty."), empty.stdout)
        // No answer file yet: each exercise not answered, where to write it; none passed.
        XCTAssertEqual(try CLI.run(["check", "01"]).status, 1)
    }
}
