import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine

/// Sort keys that part from the reference's (`SortKeys`, `SortPlan`): a tie-breaker on another
/// column, the other direction, or none at all, on tables whose visible rows never tie and
/// whose text columns happen to sort alike. Issue 15's held-out miss was `ORDER BY year DESC,
/// title` (and `ORDER BY year DESC`) for `ORDER BY year DESC, ISBN` on a TEXT-keyed table.
final class SortDivergenceTests: XCTestCase {
    /// Books keyed by text, their titles in the same order as their keys, no two of a year.
    static let library = """
        # Library

        ```sql setup
        CREATE TABLE books (ISBN TEXT PRIMARY KEY, title TEXT NOT NULL, author TEXT, year INTEGER, price REAL);
        INSERT INTO books VALUES ('978-0-13-110362-7', 'The C Programming Language', 'Kernighan', 1988, 40.5),
            ('978-0-201-63361-0', 'Design Patterns', 'Gamma', 1994, 55.0),
            ('978-1-59327-584-6', 'The Linux Command Line', 'Shotts', 2019, 30.0),
            ('978-0-596-52068-7', 'SQL Pocket Guide', 'Gennick', 2006, 20.0);
        ```

        The second and third newest books, newest first; books of one year in order of ISBN.

        ```sql exercise id=second-and-third
        SELECT title FROM books ORDER BY year DESC, ISBN LIMIT 2 OFFSET 1;
        ```
        """

    func check(_ answer: String, reference: String? = nil) throws -> ExerciseVerdict {
        var text = Self.library
        if let reference { text = text.replacingOccurrences(of: "SELECT title FROM books ORDER BY year DESC, ISBN LIMIT 2 OFFSET 1;", with: reference) }
        let lesson = try LessonParser.parse(text: text, path: "library.md")
        let checker = try ExerciseChecker(lesson: lesson)
        return try checker.check(try XCTUnwrap(lesson.exercise("second-and-third")), answer: answer)
    }

    func testAnotherTieBreakerIsRejected() throws {
        for answer in ["SELECT title FROM books ORDER BY year DESC, title LIMIT 2 OFFSET 1;",
                       "SELECT title FROM books ORDER BY year DESC, author LIMIT 2 OFFSET 1;",
                       "SELECT title FROM books ORDER BY year DESC, price LIMIT 2 OFFSET 1;",
                       "SELECT title FROM books ORDER BY year DESC, 1 LIMIT 2 OFFSET 1;",
                       "SELECT title FROM books ORDER BY year DESC, ISBN DESC LIMIT 2 OFFSET 1;",
                       "SELECT title FROM books ORDER BY year DESC LIMIT 2 OFFSET 1;"] {
            let verdict = try check(answer)
            XCTAssertFalse(verdict.passed, answer)
            XCTAssertEqual(verdict.clauses, ["ORDER BY"], answer)
            // Right on the lesson's rows (none tie), wrong on a counterexample of few rows: two
            // that tie, and the page's first.
            let example = try XCTUnwrap(verdict.feedback?.counterexample, answer)
            XCTAssertLessThanOrEqual(example.tables.map(\.rows.count).reduce(0, +), 3, answer)
            // The rows said to be missing or extra are the counterexample's, not the unshrunk dataset's.
            for row in verdict.feedback?.missingRows ?? [] { XCTAssertTrue(example.expected?.rows.contains(row) ?? false, "\(answer): \(row)") }
            for row in verdict.feedback?.extraRows ?? [] { XCTAssertTrue(example.actual?.rows.contains(row) ?? false, "\(answer): \(row)") }
        }
    }

    /// The hint names the sort key to look at, never the reference's.
    func testTheHintNamesTheSortKeyAfterTheSharedOnes() throws {
        let verdict = try check("SELECT title FROM books ORDER BY year DESC, title LIMIT 2 OFFSET 1;")
        XCTAssertEqual(verdict.hint, "Rows with the same year come out in another order than the exercise asks for: look at sort key 2 of your ORDER BY.")
        XCTAssertFalse(verdict.hint?.contains("ISBN") ?? true)
    }

    func testTheSameKeysWrittenOtherwiseAreAccepted() throws {
        for answer in ["SELECT title FROM books ORDER BY year DESC, ISBN LIMIT 1, 2;",
                       "SELECT b.title FROM books AS b ORDER BY b.year DESC, b.ISBN ASC LIMIT 2 OFFSET 1;",
                       "SELECT title AS t FROM books ORDER BY year DESC, ISBN LIMIT 2 OFFSET 1;",
                       "SELECT title FROM (SELECT title, row_number() OVER (ORDER BY year DESC, ISBN) AS n FROM books) WHERE n IN (2, 3) ORDER BY n;",
                       "SELECT title FROM books ORDER BY year DESC NULLS LAST, ISBN COLLATE BINARY LIMIT 2 OFFSET 1;"] {
            let verdict = try check(answer)
            XCTAssertTrue(verdict.passed, "\(answer): \(verdict.feedback?.hint ?? "")")
        }
    }

    /// Generated: for every pair of columns (the reference's tie-breaker X, the answer's Y),
    /// `ORDER BY year DESC, Y` is rejected when Y is not X, in either direction, and
    /// accepted when it is X.
    func testEveryOtherTieBreakerColumnIsRejected() throws {
        let columns = ["ISBN", "title", "author", "price"]
        for x in columns {
            for y in columns {
                for direction in ["", " DESC"] {
                    let reference = "SELECT title, author FROM books ORDER BY year DESC, \(x) LIMIT 2 OFFSET 1;"
                    let answer = "SELECT title, author FROM books ORDER BY year DESC, \(y)\(direction) LIMIT 2 OFFSET 1;"
                    let verdict = try check(answer, reference: reference)
                    XCTAssertEqual(verdict.passed, x == y && direction.isEmpty, "reference \(reference) answer \(answer)")
                }
            }
        }
    }

    func testSortKeysAreReadFromTheTokens() {
        let clauses = SortKeys.clauses(in: "SELECT a AS x, t.b, c + 1 FROM t WHERE id IN (SELECT id FROM u ORDER BY score DESC LIMIT 1) ORDER BY x DESC, 2, 3, \"d\" COLLATE NOCASE ASC NULLS LAST;")
        XCTAssertEqual(clauses.count, 2)
        XCTAssertEqual(clauses[0], [SortKeys.Term(qualifier: nil, column: "score", descending: true)])
        // `3` is the expression `c + 1`: a term that reads `c` (AggregateTieTests).
        var expression = SortKeys.Term(qualifier: nil, column: "(c + 1)", descending: false)
        expression.reads = [SortKeys.Term(qualifier: nil, column: "c", descending: false)]
        XCTAssertEqual(clauses[1], [SortKeys.Term(qualifier: nil, column: "a", descending: true),
                                    SortKeys.Term(qualifier: "t", column: "b", descending: false),
                                    expression,
                                    SortKeys.Term(qualifier: nil, column: "d", descending: false)])
    }

    func testDivergencesStopAtAnExpression() {
        XCTAssertEqual(SortKeys.divergences(reference: "SELECT * FROM t ORDER BY a, b", answer: "SELECT * FROM t ORDER BY a, c").map(\.description), ["a|b|c"])
        XCTAssertEqual(SortKeys.divergences(reference: "SELECT * FROM t ORDER BY a, b", answer: "SELECT * FROM t ORDER BY A, B").count, 0)
        XCTAssertEqual(SortKeys.divergences(reference: "SELECT * FROM t ORDER BY a DESC, b", answer: "SELECT * FROM t ORDER BY a DESC").map(\.description), ["a DESC|b|-"])
        XCTAssertEqual(SortKeys.divergences(reference: "SELECT * FROM t ORDER BY -a, b", answer: "SELECT * FROM t ORDER BY a, c").count, 0)
        XCTAssertEqual(SortKeys.divergences(reference: "SELECT * FROM t ORDER BY a", answer: "SELECT * FROM t").map(\.description), ["|a|-"])
    }

    /// Loans keyed by (member, book) WITHOUT ROWID, joined to their members and books, kept by
    /// a WHERE that most generated rows fail (`back IS NULL`): the sort datasets' rows take the
    /// compared values of a lesson row that passes it, and the other key may be a parent's
    /// column (`m.name` for `l.M_ID`).
    static let loans = """
        # Loans

        ```sql setup
        PRAGMA foreign_keys = ON;
        CREATE TABLE Member (M_ID INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT);
        CREATE TABLE Book (ISBN TEXT PRIMARY KEY, title TEXT NOT NULL);
        CREATE TABLE Loan (M_ID INTEGER NOT NULL REFERENCES Member(M_ID), ISBN TEXT NOT NULL REFERENCES Book(ISBN),
            out TEXT NOT NULL, back TEXT, PRIMARY KEY (M_ID, ISBN)) WITHOUT ROWID;
        INSERT INTO Member VALUES (1, 'Ann', 'Leeds'), (2, 'Bo', 'York'), (3, 'Cal', 'Leeds');
        INSERT INTO Book VALUES ('b1', 'Emma'), ('b2', 'Ficciones'), ('b3', 'Persuasion'), ('b4', 'Aleph');
        INSERT INTO Loan VALUES (1, 'b1', '2024-01-02', '2024-01-20'), (1, 'b2', '2024-02-01', NULL),
            (2, 'b1', '2024-01-05', '2024-02-01'), (3, 'b3', '2024-02-11', NULL), (3, 'b4', '2024-02-12', '2024-02-28');
        ```

        Loans not returned, by member, then book.

        ```sql exercise id=not-returned
        SELECT m.name, b.title FROM Loan AS l JOIN Member AS m ON m.M_ID = l.M_ID JOIN Book AS b ON b.ISBN = l.ISBN WHERE l.back IS NULL ORDER BY l.M_ID, l.ISBN;
        ```
        """

    func testTieBreakersAcrossAJoinBehindAFilter() throws {
        let lesson = try LessonParser.parse(text: Self.loans, path: "loans.md")
        let checker = try ExerciseChecker(lesson: lesson)
        let exercise = try XCTUnwrap(lesson.exercise("not-returned"))
        let head = "SELECT m.name, b.title FROM Loan AS l JOIN Member AS m ON m.M_ID = l.M_ID JOIN Book AS b ON b.ISBN = l.ISBN WHERE l.back IS NULL ORDER BY "
        for wrong in ["l.M_ID", "l.M_ID, l.out", "l.M_ID, b.title", "m.name, l.ISBN", "l.M_ID, l.ISBN DESC"] {
            XCTAssertFalse(try checker.check(exercise, answer: head + wrong + ";").passed, wrong)
        }
        for right in ["m.M_ID, b.ISBN", "l.M_ID ASC, l.ISBN ASC"] {
            let verdict = try checker.check(exercise, answer: head + right + ";")
            XCTAssertTrue(verdict.passed, "\(right): \(verdict.feedback?.hint ?? "")")
        }
    }
}
