import XCTest
@testable import SQLabSQLite
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine
@testable import SQLabShell

/// The notes' fast path (`PitfallTriggers`: a statement's checks whose triggers it lacks are
/// skipped) gives the notes of the full path (every check on every statement), with and
/// without a database, on every lesson's steps, the pitfall tests' statements and their
/// corrections, and generated statements made of the words, symbols and literals the checks
/// read.
final class PitfallTriggerTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Both paths' notes on `sql`, which must agree.
    static func compare(_ sql: String, context: PitfallContext?, rows: Int?, deleted: [String: Int64] = [:], bound: Bool = false,
                        file: StaticString = #filePath, line: UInt = #line) -> Int {
        let fast = Pitfall.notes(in: sql, context: context, deleted: deleted, rows: rows, parametersBound: bound, gated: true)
        let full = Pitfall.notes(in: sql, context: context, deleted: deleted, rows: rows, parametersBound: bound, gated: false)
        XCTAssertEqual(fast, full, sql, file: file, line: line)
        return full.count
    }

    func testTheKeywordWordsAreTheirKeywords() {
        let words: [(String, UInt64)] = [
            ("AND", PitfallTriggers.AND), ("OR", PitfallTriggers.OR), ("NULL", PitfallTriggers.NULL), ("LIKE", PitfallTriggers.LIKE),
            ("DEFAULT", PitfallTriggers.DEFAULT), ("REFERENCES", PitfallTriggers.REFERENCES), ("FOREIGN", PitfallTriggers.FOREIGN),
            ("ORDER", PitfallTriggers.ORDER), ("GROUP", PitfallTriggers.GROUP), ("NOT", PitfallTriggers.NOT),
            ("BETWEEN", PitfallTriggers.BETWEEN), ("CAST", PitfallTriggers.CAST), ("JOIN", PitfallTriggers.JOIN),
            ("NATURAL", PitfallTriggers.NATURAL), ("REPLACE", PitfallTriggers.REPLACE), ("LIMIT", PitfallTriggers.LIMIT),
            ("OFFSET", PitfallTriggers.OFFSET),
        ]
        for (keyword, word) in words { XCTAssertEqual(PitfallTriggers.word(keyword), word, keyword) }
        XCTAssertEqual(Set(words.map(\.1)).count, words.count)
        // The statements of the bench lesson (bench/gen-lesson.awk) open none of the loops'
        // costly gates: no comparison that a note can read, no call.
        let insert = PitfallTriggers(Tokenizer.significantTokens("INSERT INTO students VALUES (1, 'Bo1', 'M', 17)"))
        XCTAssertEqual(insert, [.paren, .number, .string])
        let update = PitfallTriggers(Tokenizer.significantTokens("UPDATE students SET age = age + 1 WHERE Stu_ID = 5"))
        XCTAssertEqual(update, [.comparison, .plus, .number])
    }

    /// Every step of every lesson of both editions, run, then its notes asked both ways of the
    /// database it ran on (with the rows it returned, and as if it had returned none).
    func testLessonsGiveTheSameNotesBothWays() throws {
        var steps = 0, notes = 0
        for folder in ["lessons", "lessons/zh"] {
            let dir = PitfallTriggerTests.root.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: dir.path).filter({ $0.hasSuffix(".md") }).sorted() {
                let lesson = try LessonParser.parse(contentsOf: dir.appendingPathComponent(file).path)
                let runner = try LessonRunner(lesson: lesson, sandbox: Sandbox(), explainer: Explainer(language: .en))
                let context = ConnectionPitfallContext(connection: runner.connection)
                for item in runner.plan {
                    guard case .step(let step) = item, let outcome = try? runner.execute(step) else { continue }
                    var rows: Int?
                    if case .rows(_, _, let total, _) = outcome.result { rows = total }
                    context.forget()
                    notes += PitfallTriggerTests.compare(step.statement.sql, context: context, rows: rows)
                    notes += PitfallTriggerTests.compare(step.statement.sql, context: context, rows: 0)
                    notes += PitfallTriggerTests.compare(step.statement.sql, context: nil, rows: rows)
                    steps += 1
                }
                for exercise in lesson.exercises {
                    for sql in exercise.reference.map(\.sql) { notes += PitfallTriggerTests.compare(sql, context: context, rows: 0) }
                }
            }
        }
        XCTAssertGreaterThan(steps, 300)
        XCTAssertGreaterThan(notes, 20)
    }

    /// A database the pitfall tests use, and a runner on it.
    static func peopleRunner() throws -> (LessonRunner, ConnectionPitfallContext) {
        let runner = try LessonRunner(lesson: Session.emptyLesson, sandbox: Sandbox(), explainer: Explainer(language: .en))
        for sql in PitfallTests.setup.split(separator: "\n").map(String.init) {
            _ = try runner.execute(typed: sql, at: SourceLocation(file: "<setup>", line: 1))
        }
        for sql in ["CREATE TABLE dept(id INTEGER PRIMARY KEY, name TEXT)", "CREATE TABLE emp(id INTEGER PRIMARY KEY, dept_id INTEGER REFERENCES dept(id), name TEXT, salary INTEGER, hired TEXT)",
                    "INSERT INTO dept VALUES (1, 'IT'), (2, 'HR')", "INSERT INTO emp VALUES (1, 1, 'ann', 100, '2021-1-5'), (2, 9, 'Bob', NULL, '2021-10-01')"] {
            _ = try runner.execute(typed: sql, at: SourceLocation(file: "<setup>", line: 1))
        }
        return (runner, ConnectionPitfallContext(connection: runner.connection))
    }

    func testThePitfallTestsStatementsGiveTheSameNotesBothWays() throws {
        let (_, context) = try PitfallTriggerTests.peopleRunner()
        var notes = 0
        let statements = PitfallTests.cases.flatMap { [$0.1, $0.2] } + PitfallTextTests.cases.map(\.sql)
        for sql in statements {
            for rows in [nil, 0, 3] as [Int?] {
                notes += PitfallTriggerTests.compare(sql, context: context, rows: rows, deleted: ["people": 5, "emp": 9])
                notes += PitfallTriggerTests.compare(sql, context: nil, rows: rows)
            }
        }
        XCTAssertGreaterThan(notes, PitfallTests.cases.count)
    }

    /// Statements of 2 to 24 pieces drawn (a fixed generator) from the words, symbols and
    /// literals the checks read, many of them nonsense to SQLite: every gate is met open and
    /// closed, alone and together.
    func testGeneratedStatementsGiveTheSameNotesBothWays() throws {
        let (_, context) = try PitfallTriggerTests.peopleRunner()
        let starts = ["SELECT", "SELECT name,", "UPDATE people SET", "DELETE FROM people WHERE", "INSERT INTO people(name, age) VALUES (",
                      "INSERT OR REPLACE INTO people(id, name) VALUES (", "REPLACE INTO people(name) VALUES (", "CREATE TABLE t(",
                      "WITH c(x) AS (SELECT 1) SELECT", "SELECT * FROM people JOIN emp", "CREATE TABLE IF NOT EXISTS people("]
        let pieces = ["name", "age", "score", "born", "city", "salary", "hired", "dept_id", "people", "emp", "dept", "x", "FROM people",
                      "FROM emp", "WHERE", "AND", "OR", "NOT", "IN", "(", ")", ",", "=", "==", "<>", "!=", "<", ">", "<=", ">=", "/", "%",
                      "+", "-", "*", "||", "NULL", "'Ann'", "'ann'", "'2021-1-5'", "'31/03/2024'", "'é%'", "'A*'", "'name'", "'9'", "0",
                      "1", "2", "7", "2024", "1.5", "0.0", "LIKE", "BETWEEN", "CAST(", "AS", "DATE", "INTEGER", "date(", "strftime('%Y',",
                      "substr(", "count(*)", "max(", "sum(", "GROUP BY", "ORDER BY", "LIMIT", "OFFSET", "DEFAULT", "REFERENCES",
                      "FOREIGN KEY", "AUTO_INCREMENT", "CASE WHEN", "THEN", "ELSE", "END", "SET", "JOIN", "NATURAL JOIN", "LEFT JOIN",
                      "ON", "USING", "(SELECT", "(SELECT name FROM people)", "?", ":v", "INTERGER", "TEXT", "people.name", "\"name\"", ";"]
        var seed: UInt64 = 2024
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        var notes = 0
        for round in 0..<6000 {
            var sql = starts[next(starts.count)]
            for _ in 0..<(2 + next(23)) { sql += " " + pieces[next(pieces.count)] }
            let rows: Int? = [nil, 0, 2][round % 3]
            notes += PitfallTriggerTests.compare(sql, context: round % 4 == 0 ? nil : context, rows: rows, deleted: ["people": 5],
                                                 bound: round % 7 == 0)
        }
        XCTAssertGreaterThan(notes, 3000)
    }
}
