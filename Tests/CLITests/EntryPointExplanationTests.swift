import XCTest
import Foundation

/// The same failing statement gets the same explanation from every command a learner meets it
/// in: `run` (a step of a lesson), `repl` (typed), `check` (an answer; `watch` shows the same
/// feedback). Compared on the Cause and Fix paragraphs, whitespace folded (each command wraps
/// at its own indent), in English and Chinese.
final class EntryPointExplanationTests: XCTestCase {
    static let statements = [
        "SELECT sum(sum(salary)) FROM emp;",
        "SELECT name FROM emp, emp WHERE emp.salary > 1;",
        "SELECT * FROM emp LIMIT 1,;",
        "SELECT nmae FROM emp;",
        "SELECT * FROM emp WHERE name = Ann;",
        "INSERT INTO tag VALUES ('work');",
        "INSERT INTO emp(name) VALUES ('Bo', 3);",
        "SELECT * FROM emp WHERE salary > ALL (SELECT salary FROM emp);",
        "SELECT name，salary FROM emp;",
        "SELECT ifnull(name) FROM emp;",
    ]

    func lesson(_ statement: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-entry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("01-probe.md")
        try """
            # Probe

            ```sql setup
            CREATE TABLE emp(id INTEGER PRIMARY KEY, name TEXT, salary INTEGER);
            CREATE TABLE tag(name TEXT PRIMARY KEY);
            INSERT INTO emp(name, salary) VALUES ('Ann', 100);
            INSERT INTO tag VALUES ('work');
            ```

            A step:

            ```sql
            \(statement)
            ```

            Name everyone.

            ```sql exercise id=names
            SELECT name FROM emp;
            ```

            | name |
            |------|
            | Ann |

            """.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The Cause and Fix paragraphs of the explanation in `output`, without whitespace (each
    /// command wraps at its own width; Chinese wraps without spaces).
    func causeAndFix(_ output: String, zh: Bool) -> String {
        let labels = zh ? ["常见原因：", "怎么改："] : ["Cause: ", "Fix: "]
        var kept: [String] = []
        var indent: Int?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let depth = line.prefix(while: { $0 == " " }).count
            if labels.contains(where: { trimmed.hasPrefix($0) }) { indent = depth; kept.append(trimmed); continue }
            // `check` indents a paragraph's later lines as its first (its feedback is indented itself).
            let starts = ["Hint", "提示", "Meaning", "含义", "SQLite", "sqlab", "✗", "✓", "Did you mean", "你是不是", "Note", "注意", "Statement", "第", "Exercise", "练习"]
            if let i = indent, depth >= i, !trimmed.isEmpty, !starts.contains(where: { trimmed.hasPrefix($0) }) { kept.append(trimmed); continue }
            indent = nil
        }
        return kept.joined().filter { !$0.isWhitespace }
    }

    func testRunReplAndCheckShowTheSameExplanation() throws {
        for statement in Self.statements {
            let file = try lesson(statement)
            defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
            for language in ["en", "zh"] {
                let zh = language == "zh"
                let run = try CLI.run(["run", file.path, "--no-pause", "--lang", language])
                let repl = try CLI.run(["repl", file.path, "--lang", language], input: statement + "\n")
                let check = try CLI.run(["check", file.path, "names", "--answer", "-", "--lang", language], input: statement + "\n")
                let fromRun = causeAndFix(run.stdout + run.stderr, zh: zh)
                let fromRepl = causeAndFix(repl.stdout + repl.stderr, zh: zh)
                let fromCheck = causeAndFix(check.stdout + check.stderr, zh: zh)
                XCTAssertFalse(fromRepl.isEmpty, "\(statement) [\(language)] repl shows no cause:\n\(repl.stdout)\(repl.stderr)")
                XCTAssertEqual(fromRun, fromRepl, "\(statement) [\(language)] run vs repl")
                XCTAssertEqual(fromCheck, fromRepl, "\(statement) [\(language)] check vs repl\n\(check.stdout)")
            }
        }
    }
}

/// F7: `SELECT name age` passes an exercise that accepts any header, by luck; check still notes it.
final class PassedByLuckTests: XCTestCase {
    func testAnAliasWithoutCommaIsNotedEvenWhenTheAnswerPasses() throws {
        for (language, note) in [("en", "Note: two names in the SELECT list"), ("zh", "注意：SELECT 列表里两个名字之间没有逗号")] {
            let result = try CLI.run(["check", "01", "eighteen", "--answer", "-", "--lang", language], input: "SELECT name age FROM Class43 WHERE age = 18;\n")
            XCTAssertTrue(result.stdout.contains(language == "zh" ? "通过" : "passed"), result.stdout + result.stderr)
            XCTAssertTrue(result.stdout.contains(note), result.stdout)
            let right = try CLI.run(["check", "01", "eighteen", "--answer", "-", "--lang", language], input: "SELECT name FROM Class43 WHERE age = 18;\n")
            XCTAssertFalse(right.stdout.contains(note), right.stdout)
        }
    }
}
