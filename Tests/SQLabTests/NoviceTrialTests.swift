import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabShell

/// Mistakes novices make in SQLite, made up in the style of real-world reports and tried through
/// the REPL's engine (issue 14, its third round): none is among the shared cases or the other
/// tests. Before the fixes each got SQLite's message restated, a wrong "did you mean" (`TEMP (not
/// emp)`, `CASE`), a wrong cause (ISNULL taken for a reserved word, `PRAGMA table_info t` for a
/// missing comma), or, for a statement that succeeds, no note at all. Each must now show its own
/// cause and fix in both languages, with a caret: a diagnosis of the statement, or a note whose
/// caret line stands right above it.
final class NoviceTrialTests: XCTestCase {
    static let setup = """
        CREATE TABLE emp(id INTEGER PRIMARY KEY, name TEXT NOT NULL, dept TEXT, salary INTEGER, hired TEXT, boss INTEGER);
        INSERT INTO emp(name, dept, salary, hired, boss) VALUES ('Ann','IT',5000,'2020-01-15',NULL),('Bob','HR',4000,'2021-03-01',1),('Cy',NULL,3000,'2022-07-30',1);
        CREATE TABLE dept(code TEXT PRIMARY KEY, title TEXT);
        INSERT INTO dept VALUES ('IT','Tech'),('HR','People');
        """

    enum Expected {
        case diagnosis(SyntaxDiagnosis.Kind)
        /// A note, with the words its text names (`PitfallNote.details`).
        case note(Pitfall, [String])
        /// No error and no note.
        case quiet
    }

    static let cases: [(String, Expected)] = [
        ("SELECT name FROM emp WHERE salary BETWEEN 3000, 5000;", .diagnosis(.keywordSyntax)),
        ("SELECT ISNULL(dept) FROM emp;", .diagnosis(.otherDialect)),
        ("CREATE TABLE t4 (x INTEGER CHECK x > 0, y TEXT);", .diagnosis(.unbalancedParentheses)),
        ("CREATE TABLE t5 AS SELECT * FROM emp WHERE 0 = 1 PRIMARY KEY (id);", .diagnosis(.keywordSyntax)),
        ("DELETE FROM emp e WHERE e.id = 3;", .diagnosis(.keywordSyntax)),
        ("UPDATE emp e SET name = 'x' WHERE e.id = 3;", .diagnosis(.keywordSyntax)),
        ("SAVEPOINT;", .diagnosis(.missingName)),
        ("SELECT name AS \"Full Name\" FROM emp ORDER BY Full Name;", .diagnosis(.unbalancedQuotes)),
        ("SELECT * FROM emp WHERE name IN 'Ann';", .diagnosis(.keywordSyntax)),
        ("CREATE TRIGGER trg AFTER INSERT ON emp BEGIN DELETE FROM dept WHERE 0 END;", .diagnosis(.missingSemicolon)),
        ("PRAGMA table_info emp;", .diagnosis(.unbalancedParentheses)),
        ("SELECT group_concat(name, ', ' ORDER BY name) FROM emp;", .diagnosis(.otherDialect)),
        ("SELECT * FROM emp ORDER BY name ASC DESC;", .diagnosis(.keywordSyntax)),
        ("SELECT emp.name FROM emp AS e;", .diagnosis(.undefinedColumn)),
        ("CREATE TRIGGER t1 BEFORE UPDATE ON emp BEGIN SELECT RAISE(ABORT); END;", .diagnosis(.incompleteClause)),
        ("SELECT name FROM emp WHERE name = 'a' ESCAPE 'x';", .diagnosis(.keywordSyntax)),
        ("SELECT e.name FROM emp AS e;", .quiet),
        ("SELECT 'x', name FROM emp ORDER BY name;", .quiet),
        ("CREATE TABLE u(id INTERGER PRIMARY KEY);", .note(.unknownTypeName, ["INTERGER", "INTEGER", "INTEGER"])),
        ("CREATE TABLE u(code STRING);", .note(.unknownTypeName, ["STRING", "NUMERIC"])),
        ("CREATE TABLE IF NOT EXISTS emp(id INTEGER PRIMARY KEY, name TEXT);", .note(.ifNotExistsKept, ["emp"])),
        ("SELECT salary / 0 FROM emp;", .note(.divisionByZero, [])),
        ("SELECT id % 0 FROM emp;", .note(.divisionByZero, [])),
        ("CREATE TABLE badge(emp_id REFERENCES emp(id)); INSERT INTO badge VALUES (42);", .note(.orphanRowAccepted, ["badge", "emp"])),
        ("SELECT name FROM emp WHERE hired BETWEEN '2021-01-01' AND '2020-01-01';", .note(.betweenReversed, [])),
        ("SELECT CAST(hired AS DATE) FROM emp;", .note(.castToNumeric, ["DATE"])),
        ("SELECT CAST(hired AS DATETIME) FROM emp;", .note(.castToNumeric, ["DATETIME"])),
        ("SELECT name FROM emp WHERE id = (SELECT id FROM emp);", .note(.subqueryRows, [])),
        ("SELECT name FROM emp WHERE salary > (SELECT AVG(salary) FROM emp GROUP BY dept);", .note(.subqueryRows, [])),
        ("SELECT name FROM emp WHERE strftime('%Y', hired) = 2020;", .note(.dateComparedWithNumber, [])),
        ("SELECT * FROM emp LEFT JOIN dept WHERE emp.dept = dept.code;", .note(.joinWithoutOn, [])),
        ("SELECT * FROM emp NATURAL JOIN dept;", .note(.naturalJoinNothingShared, ["emp", "dept"])),
        ("INSERT OR REPLACE INTO emp(id, name) VALUES (1, 'Ann');", .note(.replaceDropsColumns, ["emp"])),
        ("SELECT name, dept, count(*) FROM emp GROUP BY dept;", .note(.columnNotGrouped, ["name"])),
        ("SELECT name FROM emp WHERE name LIKE 'A*';", .note(.likeWithGlobWildcards, [])),
        ("SELECT name FROM emp WHERE dept NOT IN ('IT', NULL);", .note(.notInWithNull, [])),
        ("SELECT name FROM emp WHERE id NOT IN (SELECT boss FROM emp);", .note(.notInWithNull, [])),
        ("SELECT name FROM emp WHERE hired > '2021-1-1';", .note(.unpaddedDate, [])),
        ("SELECT substr(name, 0, 2) FROM emp;", .note(.substrFromZero, [])),
        ("SELECT name FROM emp WHERE name = 'ann';", .note(.textCaseDiffers, [])),
        ("SELECT name FROM emp ORDER BY 'salary';", .note(.orderByText, [])),
        ("SELECT 'name', dept FROM emp;", .note(.columnNameInQuotes, ["name"])),
        ("SELECT name FROM emp WHERE 'dept' = 'IT';", .note(.columnNameInQuotes, ["dept"])),
        ("SELECT name FROM emp WHERE salary > NULL;", .note(.comparisonWithNull, [])),
        // The corrected statements: no note.
        ("SELECT name FROM emp WHERE salary BETWEEN 3000 AND 5000;", .quiet),
        ("SELECT dept, count(*) FROM emp GROUP BY dept;", .quiet),
        ("SELECT * FROM emp JOIN dept ON emp.dept = dept.code;", .quiet),
        ("SELECT name FROM emp WHERE name = 'Ann';", .quiet),
        ("CREATE TABLE IF NOT EXISTS dept(code TEXT PRIMARY KEY, title TEXT);", .quiet),
        ("SELECT name FROM emp WHERE id NOT IN (SELECT boss FROM emp WHERE boss IS NOT NULL);", .quiet),
        ("SELECT name FROM emp WHERE id = (SELECT max(id) FROM emp);", .quiet),
    ]

    func shown(_ sql: String, _ language: Language) throws -> String {
        var text = ""
        var configuration = Session.Configuration()
        configuration.language = language
        let session = try Session(configuration: configuration, lesson: nil) { text += $0 + "\n" }
        session.feed(lines: Self.setup)
        text = ""
        session.feed(lines: sql)
        return text
    }

    func testEveryTrialShowsItsOwnCauseAndFixWithACaretInBothLanguages() throws {
        XCTAssertGreaterThanOrEqual(Self.cases.filter { if case .quiet = $0.1 { return false }; return true }.count, 30)
        var failures: [String] = []
        for (sql, expected) in Self.cases {
            for language in [Language.en, .zh] {
                let where_ = "[\(language)] \(sql)"
                switch expected {
                case .diagnosis(let kind):
                    let (explanation, _, text) = try MessageCatalogueTests.run(Self.setup + "\n" + sql, language: language)
                    guard let d = explanation?.diagnosis, d.kind == kind else {
                        failures.append("expected \(kind), got \(explanation?.diagnosis?.kind.rawValue ?? "none"): \(where_)\n\(text)"); continue
                    }
                    if !text.contains(String(d.mistake.prefix(16))) { failures.append("cause not shown: \(where_)\n\(text)") }
                    if d.caret == nil || !text.contains("^") { failures.append("no caret: \(where_)\n\(text)") }
                    if language == .zh, !EnglishSentences.find(in: d.mistake + " " + d.fix).isEmpty { failures.append("English in Chinese: \(where_)") }
                case .note(let pitfall, let details):
                    let lines = try shown(sql, language).components(separatedBy: "\n")
                    let advice = String(pitfall.advice(language, details: details).prefix(20))
                    guard let at = lines.firstIndex(where: { $0.hasPrefix(advice) }) else {
                        failures.append("note \(pitfall) not shown: \(where_)\n\(lines.joined(separator: "\n"))"); continue
                    }
                    if at < 2 || !lines[at - 1].contains("^") || !lines[at - 1].allSatisfy({ $0 == " " || $0 == "^" || $0 == "\t" }) {
                        failures.append("no caret above the note: \(where_)\n\(lines.joined(separator: "\n"))")
                    }
                case .quiet:
                    let text = try shown(sql, language)
                    if text.contains("✗") || text.contains(language == .zh ? "注意：" : "Note:") { failures.append("expected quiet: \(where_)\n\(text)") }
                }
            }
        }
        XCTAssertEqual(failures, [], failures.joined(separator: "\n\n"))
    }
}
