import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabShell

/// A probe of 60 beginner mistakes that are not elsewhere in the tests, drawn from the classes
/// of the SQL error taxonomy (Taipalus et al. 2018, revised by Ponzini et al.; the
/// `sql_error_taxonomy` package lists them) and from catalogue templates with a single trigger.
/// Each case names what must explain it in both languages: a diagnosis of the statement (its
/// kind), the catalogue's explanation of SQLite's message (its template), or a note on a
/// statement that succeeds. Scored by hand before the fixes (35 good, 21 weak, 4 wrong) and
/// after (60 of 60); `docs/sqlite-messages.md` keeps the figures.
final class ExplanationProbeTests: XCTestCase {
    static let setup = """
        CREATE TABLE t(id INTEGER PRIMARY KEY, a INTEGER, b TEXT, d TEXT);
        CREATE TABLE u(id INTEGER PRIMARY KEY, t_id INTEGER, b TEXT);
        CREATE TABLE emp(id INTEGER PRIMARY KEY, name TEXT, dept_id INTEGER, salary INTEGER);
        CREATE TABLE dept(id INTEGER PRIMARY KEY, name TEXT);
        INSERT INTO t(a, b, d) VALUES (1, 'x', '2024-01-01'), (2, NULL, '2024-02-01');
        INSERT INTO emp(name, dept_id, salary) VALUES ('Ann', 1, 100);
        INSERT INTO dept(name) VALUES ('IT');
        """

    enum Expected {
        /// The statement's mistake is named (`SyntaxDiagnosis`).
        case diagnosis(SyntaxDiagnosis.Kind)
        /// SQLite's message is explained by this template's own text.
        case template(String)
        /// The statement succeeds, and this note is shown.
        case note(Pitfall)
        /// The statement succeeds as SQLite documents it: no note.
        case quiet
    }

    /// (number, taxonomy class or template, statement, what must explain it)
    static let cases: [(Int, String, String, Expected)] = [
        (1, "ambiguous", "SELECT id FROM t JOIN u ON t.id = u.t_id;", .diagnosis(.ambiguousColumn)),
        (2, "ambiguous", "SELECT name FROM emp e JOIN dept d ON e.dept_id = d.id;", .diagnosis(.ambiguousColumn)),
        (3, "undefined column misspelt", "SELECT nmae FROM emp;", .diagnosis(.undefinedColumn)),
        (4, "unquoted text", "SELECT * FROM emp WHERE name = Ann;", .template("no such column: %s")),
        (5, "double-quoted text", "SELECT * FROM emp WHERE name = \"Bob\";", .template("no such column: %s")),
        (6, "concat", "SELECT CONCAT(name, '!') FROM emp;", .diagnosis(.otherDialect)),
        (7, "misspelt function", "SELECT uper(name) FROM emp;", .diagnosis(.undefinedFunction)),
        (8, "unbound named parameter", "SELECT * FROM emp WHERE id = :id;", .note(.unboundParameter)),
        (9, "undefined table", "SELECT * FROM employees;", .template("no such table: %s")),
        (10, "schema name public.", "SELECT * FROM public.emp;", .diagnosis(.undefinedColumn)),
        (11, "misspelt FORM", "SELECT * FORM emp;", .diagnosis(.misspeltKeyword)),
        (12, "misspelt WHER", "SELECT * FROM emp WHER salary > 10;", .diagnosis(.misspeltKeyword)),
        (13, "reserved word column", "CREATE TABLE users(id INTEGER PRIMARY KEY, group TEXT);", .diagnosis(.reservedWordAsName)),
        (14, "unquoted value in VALUES", "INSERT INTO emp(name) VALUES (Carl);", .template("no such column: %s")),
        (15, "column name not repeated (OR)", "SELECT * FROM emp WHERE salary = 100 OR 200;", .note(.conditionWithoutColumn)),
        (16, "IS LIKE", "SELECT * FROM emp WHERE name IS LIKE 'A%';", .diagnosis(.keywordSyntax)),
        (17, "strict type", "CREATE TABLE s(n INTEGER) STRICT; INSERT INTO s VALUES ('many');", .template("cannot store %s value in %s column %s.%s")),
        (18, "aggregate in WHERE avg", "SELECT * FROM emp WHERE salary > avg(salary);", .diagnosis(.aggregateOutsideSelect)),
        (19, "nested aggregates avg(count)", "SELECT avg(count(*)) FROM emp GROUP BY dept_id;", .diagnosis(.nestedAggregate)),
        (20, "bare column with aggregate", "SELECT name, max(salary) FROM emp;", .quiet),
        (21, "HAVING on non-aggregate", "SELECT name FROM emp HAVING salary > 10;", .template("HAVING clause on a non-aggregate query")),
        (22, "IN subquery two columns", "SELECT * FROM emp WHERE dept_id IN (SELECT id, name FROM dept);", .template("sub-select returns %d columns - expected %d")),
        (23, "ALL quantifier", "SELECT * FROM emp WHERE salary > ALL (SELECT salary FROM emp);", .diagnosis(.otherDialect)),
        (24, "function without parentheses", "SELECT length FROM emp;", .diagnosis(.undefinedColumn)),
        (25, "WHERE twice", "SELECT * FROM emp WHERE salary > 10 WHERE name = 'Ann';", .diagnosis(.clauseTwice)),
        (26, "missing FROM", "SELECT name WHERE salary > 10;", .diagnosis(.missingFrom)),
        (27, "!= NULL", "SELECT * FROM t WHERE b != NULL;", .note(.comparisonWithNull)),
        (28, "missing semicolon INSERTs", "INSERT INTO t(a) VALUES (1) INSERT INTO t(a) VALUES (2);", .diagnosis(.missingSemicolon)),
        (29, "extra semicolon", "SELECT * FROM emp; WHERE salary > 10;", .diagnosis(.extraSemicolon)),
        (30, "date overflow", "SELECT * FROM t WHERE d < date('2024-13-01');", .note(.dateNotISO)),
        (31, "ORDER BY twice", "SELECT * FROM emp ORDER BY name ORDER BY salary;", .diagnosis(.clauseTwice)),
        (32, "undefined alias", "SELECT x.name FROM emp;", .diagnosis(.undefinedColumn)),
        (33, "table name as column", "SELECT emp FROM emp;", .diagnosis(.undefinedColumn)),
        (34, "FROM before SELECT", "FROM emp SELECT name;", .diagnosis(.clauseOrder)),
        (35, "WHERE after GROUP BY", "SELECT dept_id, count(*) FROM emp GROUP BY dept_id WHERE salary > 10;", .diagnosis(.clauseOrder)),
        (36, "LIKE with a list", "SELECT * FROM emp WHERE name LIKE ('A%', 'B%');", .diagnosis(.keywordSyntax)),
        (37, "IN without parentheses", "SELECT * FROM emp WHERE id IN 1, 2;", .diagnosis(.keywordSyntax)),
        (38, "three names no commas", "SELECT name dept_id salary FROM emp;", .diagnosis(.missingComma)),
        (39, "column types no comma", "CREATE TABLE p(id INTEGER PRIMARY KEY name TEXT);", .diagnosis(.missingComma)),
        (40, "unbalanced nested parens", "SELECT * FROM emp WHERE (salary > 10 OR (name = 'Ann');", .diagnosis(.unbalancedParentheses)),
        (41, "square brackets list", "SELECT * FROM emp WHERE id IN [1, 2];", .diagnosis(.brackets)),
        (42, "curly braces list", "SELECT * FROM emp WHERE id IN {1, 2};", .diagnosis(.brackets)),
        (43, "FETCH FIRST", "SELECT * FROM emp ORDER BY salary FETCH FIRST 5 ROWS ONLY;", .diagnosis(.otherDialect)),
        (44, "&& operator", "SELECT * FROM emp WHERE salary > 10 && name = 'Ann';", .diagnosis(.otherDialect)),
        (45, "^ operator", "SELECT salary ^ 2 FROM emp;", .diagnosis(.otherDialect)),
        (46, "UNION column counts", "SELECT name FROM emp UNION SELECT id, name FROM dept;", .template("SELECTs to the left and right of %s do not have the same number of result columns")),
        (47, "unquoted date compare", "SELECT * FROM t WHERE d = 2024-01-01;", .note(.unquotedDate)),
        (48, "no column named INSERT", "INSERT INTO emp(nmae) VALUES ('Dan');", .template("table %S has no column named %s")),
        (49, "duplicate column", "CREATE TABLE q(a INTEGER, b TEXT, a TEXT);", .template("duplicate column name: %s")),
        (50, "CHECK failed", "CREATE TABLE acct(bal INTEGER CHECK (bal >= 0)); INSERT INTO acct VALUES (-5);", .template("CHECK constraint failed: %s")),
        (51, "FK failed", "PRAGMA foreign_keys = ON; CREATE TABLE c(dept_id INTEGER REFERENCES dept(id)); INSERT INTO c VALUES (99);", .template("FOREIGN KEY constraint failed")),
        (52, "insert into view", "CREATE VIEW v AS SELECT name FROM emp; INSERT INTO v VALUES ('Eve');", .template("cannot modify %s because it is a view")),
        (53, "datatype mismatch rowid", "INSERT INTO emp(id, name) VALUES ('abc', 'Fay');", .template("datatype mismatch")),
        (54, "index exists", "CREATE INDEX ix ON emp(name); CREATE INDEX ix ON emp(salary);", .template("index %s already exists")),
        (55, "COMMIT without BEGIN", "COMMIT;", .template("cannot commit - no transaction is active")),
        (56, "CASE without END", "SELECT CASE WHEN salary > 10 THEN 'high' FROM emp;", .diagnosis(.keywordSyntax)),
        (57, "NOT =", "SELECT * FROM emp WHERE salary NOT = 100;", .diagnosis(.keywordSyntax)),
        (58, "COUNT DISTINCT two args", "SELECT count(DISTINCT name, salary) FROM emp;", .diagnosis(.keywordSyntax)),
        (59, "DESCENDING", "SELECT * FROM emp ORDER BY salary DESCENDING;", .diagnosis(.misspeltKeyword)),
        (60, "column not repeated (AND <)", "SELECT * FROM emp WHERE salary > 10 AND < 500;", .diagnosis(.columnNotRepeated)),
    ]

    /// Runs the setup, then the case's statement; the explanation and the text shown for its last statement.
    func shown(_ sql: String, _ language: Language) throws -> (ErrorExplanation?, String) {
        let (explanation, _, text) = try MessageCatalogueTests.run(Self.setup + "\n" + sql, language: language)
        return (explanation, text)
    }

    func testEveryProbeCaseIsExplainedByItsOwnCauseInBothLanguages() throws {
        XCTAssertEqual(Self.cases.count, 60)
        var failures: [String] = []
        for (n, label, sql, expected) in Self.cases {
            for language in [Language.en, .zh] {
                let (explanation, text) = try shown(sql, language)
                let where_ = "\(n) [\(label)] [\(language)] \(sql)\n\(text)"
                // No placeholder left unfilled, no doubled punctuation from an empty value.
                if text.contains("{1}") || text.contains("{2}") || text.contains(";;.") || text.contains("FROM ;") {
                    failures.append("unfilled text: " + where_)
                }
                switch expected {
                case .diagnosis(let kind):
                    guard let d = explanation?.diagnosis, d.kind == kind else {
                        failures.append("expected diagnosis \(kind), got \(explanation?.diagnosis?.kind.rawValue ?? "none"): " + where_); continue
                    }
                    if !text.contains(String(d.mistake.prefix(16))) { failures.append("mistake not shown: " + where_) }
                    if language == .zh, !d.mistake.unicodeScalars.contains(where: { $0.value >= 0x4E00 && $0.value <= 0x9FFF }) {
                        failures.append("cause not in Chinese: " + where_)
                    }
                    if language == .zh, !EnglishSentences.find(in: d.mistake + " " + d.fix).isEmpty {
                        failures.append("English left in the Chinese cause or fix \(EnglishSentences.find(in: d.mistake + " " + d.fix)): " + where_)
                    }
                case .template(let template):
                    guard let explanation, explanation.template == template else {
                        failures.append("expected template \(template), got \(explanation?.template ?? "none"): " + where_); continue
                    }
                    if !text.contains(String(explanation.text.meaning.prefix(16))) { failures.append("meaning not shown: " + where_) }
                case .note(let pitfall):
                    if explanation != nil { failures.append("expected a note, the statement failed: " + where_); continue }
                    if !text.contains(String(pitfall.advice(language).prefix(20))) { failures.append("note \(pitfall) not shown: " + where_) }
                case .quiet:
                    if explanation != nil || text.contains(language == .zh ? "注意：" : "Note:") { failures.append("expected no error and no note: " + where_) }
                }
            }
        }
        print("explanation probe: \(60 - Set(failures.map { $0.split(separator: " ").first ?? "" }).count) of 60 cases as expected")
        XCTAssertEqual(failures, [], failures.joined(separator: "\n\n"))
    }
}
