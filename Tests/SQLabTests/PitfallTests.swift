import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabShell

/// Statements that succeed but surprise beginners: each note is shown by the REPL's engine (the
/// path `run` and `repl` share) in English and Chinese, and not for the corrected statement.
final class PitfallTests: XCTestCase {
    /// `Pitfall.isUnpaddedDate` (one compiled pattern behind a byte pre-check) says what the two
    /// regular expressions it replaced said (a loose date that is not a padded one), on
    /// literals made from every mix of digit counts, ASCII and other scripts' digits, times,
    /// and near-misses.
    func testUnpaddedDateAgreesWithTheTwoPatternDefinition() {
        func old(_ text: String) -> Bool {
            text.range(of: #"^'\d{4}-\d{1,2}-\d{1,2}( .*)?'$"#, options: .regularExpression) != nil
                && text.range(of: #"^'\d{4}-\d{2}-\d{2}( .*)?'$"#, options: .regularExpression) == nil
        }
        let years = ["2021", "２０２１", "202", "20211", "٢٠٢١", "abcd"]
        let parts = ["", "1", "01", "10", "123", "٣", "０５", "x"]
        let tails = ["", " 10:00", " ", "x", "\n"]
        var checked = 0, unpadded = 0
        for y in years { for m in parts { for d in parts { for tail in tails {
            let text = "'\(y)-\(m)-\(d)\(tail)'"
            XCTAssertEqual(Pitfall.isUnpaddedDate(text), old(text), text)
            checked += 1
            if old(text) { unpadded += 1 }
        } } } }
        XCTAssertEqual(Pitfall.isUnpaddedDate("2021-1-5"), false, "no quotes: not a literal")
        XCTAssertEqual(checked, 6 * 8 * 8 * 5)
        XCTAssertGreaterThan(unpadded, 50)
    }

    static let setup = """
        CREATE TABLE people(id INTEGER PRIMARY KEY, name TEXT, age TEXT, born TEXT, city TEXT, score INTEGER);
        INSERT INTO people(name, age, born, city, score) VALUES ('Ann', '9', '31/03/2024', NULL, 7), ('Bob', '10', '2024-01-01', 'Paris', 2);
        """

    /// Each pitfall: a statement that shows it, with the token its caret marks between « and »,
    /// the corrected statement that does not, and the words its note names.
    static let marked: [(Pitfall, String, String, [String])] = [
        (.comparisonWithNull, "SELECT * FROM people WHERE city «= NULL»;", "SELECT * FROM people WHERE city IS NULL;", []),
        (.changeWithoutWhere, "«UPDATE people» SET score = 0;", "UPDATE people SET score = 0 WHERE id = 1;", []),
        (.notEqualDropsNull, "SELECT * FROM people WHERE city «<>» 'Paris';", "SELECT * FROM people WHERE city IS NOT 'Paris';", []),
        (.integerDivision, "SELECT score «/» 2 FROM people;", "SELECT score / 2.0 FROM people;", []),
        (.limitWithoutOrderBy, "SELECT name FROM people «LIMIT» 1;", "SELECT name FROM people ORDER BY id LIMIT 1;", []),
        (.bareColumnWithAggregate, "SELECT «name», count(*) FROM people;", "SELECT city, count(*) FROM people GROUP BY city;", []),
        (.textComparedWithNumber, "SELECT * FROM people WHERE «age > 9»;", "SELECT * FROM people WHERE CAST(age AS INTEGER) > 9;", []),
        (.numberComparedWithText, "SELECT * FROM people WHERE «score = 'seven'»;", "SELECT * FROM people WHERE score = 7;", []),
        (.likeNonASCII, "SELECT * FROM people WHERE name LIKE «'é%'»;", "SELECT * FROM people WHERE name LIKE 'a%';", []),
        (.dateNotISO, "SELECT date(«born») FROM people;", "SELECT date('2024-01-01');", []),
        (.foreignKeysOff, "CREATE TABLE visits(person_id «REFERENCES» people(id));", "CREATE TABLE visits(person_id);", []),
        (.unquotedDefault, "CREATE TABLE t(d DEFAULT «(1900-01-01)»);", "CREATE TABLE t(d DEFAULT '1900-01-01');", []),
        (.rowidReuse, "DELETE FROM people WHERE id = 2; INSERT INTO «people»(name) VALUES ('Cy');",
         "DELETE FROM people WHERE id = 1; INSERT INTO people(name) VALUES ('Cy');", []),
        (.unboundParameter, "SELECT * FROM people WHERE name = «?»;", "SELECT * FROM people WHERE name = 'Ann';", []),
        (.andInSet, "UPDATE people SET city = 'Rome' «AND» score = 3 WHERE id = 1;", "UPDATE people SET city = 'Rome', score = 3 WHERE id = 1;", []),
        (.aliasWithoutComma, "SELECT «name age» FROM people;", "SELECT name, age FROM people;", []),
        (.conditionWithoutColumn, "SELECT * FROM people WHERE score = 7 OR «2»;", "SELECT * FROM people WHERE score = 7 OR score = 2;", []),
        (.unquotedDate, "SELECT * FROM people WHERE born = «2024-01-01»;", "SELECT * FROM people WHERE born = '2024-01-01';", []),
        (.plusJoinsText, "SELECT name «+» ' Smith' FROM people;", "SELECT name || ' Smith' FROM people;", []),
        (.autoIncrementInTypeName, "CREATE TABLE t(id INT «AUTO_INCREMENT»);", "CREATE TABLE t(id INTEGER PRIMARY KEY);", []),
        (.offsetPastTheEnd, "SELECT * FROM people ORDER BY id LIMIT 5 OFFSET «5»;", "SELECT * FROM people ORDER BY id LIMIT 5 OFFSET 0;", []),
        (.unknownTypeName, "CREATE TABLE pets(id «INTERGER» PRIMARY KEY, name TEXT);", "CREATE TABLE pets(id INTEGER PRIMARY KEY, name TEXT);",
         ["INTERGER", "INTEGER", "INTEGER"]),
        (.ifNotExistsKept, "CREATE TABLE «IF NOT EXISTS» people(id INTEGER PRIMARY KEY, name TEXT);",
         "CREATE TABLE IF NOT EXISTS pets(id INTEGER PRIMARY KEY);", ["people"]),
        (.divisionByZero, "SELECT score «/ 0» FROM people;", "SELECT score / 2.0 FROM people;", []),
        (.orphanRowAccepted, "CREATE TABLE visits(person_id REFERENCES people(id)); INSERT INTO «visits» VALUES (99);",
         "CREATE TABLE visits(person_id REFERENCES people(id)); INSERT INTO visits VALUES (1);", ["visits", "people"]),
        (.betweenReversed, "SELECT * FROM people WHERE score BETWEEN «7 AND 2»;", "SELECT * FROM people WHERE score BETWEEN 2 AND 7;", []),
        (.castToNumeric, "SELECT CAST(born AS «DATE») FROM people;", "SELECT CAST(born AS TEXT) FROM people;", ["DATE"]),
        (.subqueryRows, "SELECT name FROM people WHERE id = «(SELECT id FROM people)»;", "SELECT name FROM people WHERE id IN (SELECT id FROM people);", []),
        (.dateComparedWithNumber, "SELECT * FROM people WHERE «strftime('%Y', born) = 2024»;", "SELECT * FROM people WHERE strftime('%Y', born) = '2024';", []),
        (.joinWithoutOn, "SELECT * FROM people AS a «JOIN» people AS b WHERE a.id = b.id;", "SELECT * FROM people AS a JOIN people AS b ON a.id = b.id;", []),
        (.naturalJoinNothingShared, "CREATE TABLE pets(pet TEXT); SELECT * FROM people «NATURAL JOIN» pets;",
         "CREATE TABLE pets(pet TEXT, name TEXT); SELECT * FROM people NATURAL JOIN pets;", ["people", "pets"]),
        (.replaceDropsColumns, "INSERT «OR REPLACE» INTO people(id, name) VALUES (1, 'Ann');",
         "INSERT INTO people(id, name) VALUES (1, 'Ann') ON CONFLICT(id) DO UPDATE SET name = excluded.name;", ["people"]),
        (.columnNotGrouped, "SELECT «name», count(*) FROM people GROUP BY city;", "SELECT city, count(*) FROM people GROUP BY city;", ["name"]),
        (.likeWithGlobWildcards, "SELECT * FROM people WHERE name LIKE «'A*'»;", "SELECT * FROM people WHERE name LIKE 'A%';", []),
        (.notInWithNull, "SELECT * FROM people WHERE name «NOT IN ('Ann', NULL)»;", "SELECT * FROM people WHERE name NOT IN ('Ann');", []),
        (.unpaddedDate, "SELECT * FROM people WHERE born > «'2024-1-5'»;", "SELECT * FROM people WHERE born > '2024-01-05';", []),
        (.substrFromZero, "SELECT substr(name, «0», 2) FROM people;", "SELECT substr(name, 1, 2) FROM people;", []),
        (.textCaseDiffers, "SELECT * FROM people WHERE «name = 'ann'»;", "SELECT * FROM people WHERE name = 'Ann';", []),
        (.orderByText, "SELECT name FROM people ORDER BY «'score'»;", "SELECT name FROM people ORDER BY score;", []),
        (.columnNameInQuotes, "SELECT «'city'» FROM people;", "SELECT city FROM people;", ["city"]),
        (.limitWithComma, "SELECT name FROM people ORDER BY id «LIMIT 1,» 1;", "SELECT name FROM people ORDER BY id LIMIT 1 OFFSET 1;", ["1", "1"]),
        (.crossJoinWithoutCondition, "CREATE TABLE pets(owner_id INTEGER, pet TEXT); INSERT INTO pets VALUES (1, 'cat'), (2, 'dog'); SELECT name, pet FROM people«,» pets;",
         "CREATE TABLE pets(owner_id INTEGER, pet TEXT); INSERT INTO pets VALUES (1, 'cat'), (2, 'dog'); SELECT name, pet FROM people, pets WHERE people.id = pets.owner_id;", ["people", "pets"]),
        (.outerJoinUndone, "CREATE TABLE pets(owner_id INTEGER, pet TEXT); SELECT name FROM people LEFT JOIN pets ON owner_id = id WHERE «pets.pet = 'cat'»;",
         "CREATE TABLE pets(owner_id INTEGER, pet TEXT); SELECT name FROM people LEFT JOIN pets ON owner_id = id AND pets.pet = 'cat';", ["pets"]),
        (.likeWithoutWildcard, "SELECT * FROM people WHERE name «LIKE 'Ann'»;", "SELECT * FROM people WHERE name LIKE 'Ann%';", ["Ann"]),
        (.andOrWithoutParentheses, "SELECT * FROM people WHERE city = 'Paris' «OR city = 'Rome' AND» score > 3;",
         "SELECT * FROM people WHERE (city = 'Paris' OR city = 'Rome') AND score > 3;", []),
        (.unintendedCorrelation, "CREATE TABLE pets(owner_id INTEGER, pet TEXT); SELECT name FROM people WHERE id IN (SELECT «id» FROM pets);",
         "CREATE TABLE pets(owner_id INTEGER, pet TEXT); SELECT name FROM people WHERE id IN (SELECT owner_id FROM pets);", ["id", "pets", "people"]),
        (.typeSwallowsColumn, "CREATE TABLE pets(id INTEGER «name» TEXT);", "CREATE TABLE pets(id INTEGER, name TEXT);", ["id", "INTEGER name TEXT", "name", "INTEGER", "TEXT"]),
        (.numbersStoredAsText, "SELECT name FROM people ORDER BY «age»;", "SELECT name FROM people ORDER BY CAST(age AS INTEGER);", ["age", "10", "9"]),
    ]

    /// Each pitfall: a statement that shows it, and the corrected statement that does not.
    static let cases: [(Pitfall, String, String)] = marked.map { ($0.0, $0.1.replacingOccurrences(of: "«", with: "").replacingOccurrences(of: "»", with: ""), $0.2) }

    /// The statement of `marked` (statements split at `;`) that holds the mark, and the caret
    /// line the REPL draws under it: blanks as wide as the text before the mark (by display
    /// width, tabs kept), then a `^` for each column of the marked text.
    static func expectedCaret(_ marked: String) -> (statement: String, caret: String) {
        let piece = marked.split(separator: ";", omittingEmptySubsequences: true).first { $0.contains("«") }!
        let statement = piece.trimmingCharacters(in: .whitespaces) + ";"
        let before = String(statement[..<statement.range(of: "«")!.lowerBound])
        let inner = String(statement[statement.range(of: "«")!.upperBound..<statement.range(of: "»")!.lowerBound])
        let shown = statement.replacingOccurrences(of: "«", with: "").replacingOccurrences(of: "»", with: "")
        return (shown, TextWidth.blanks(under: before) + String(repeating: "^", count: TextWidth.of(inner)))
    }

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

    func testEveryPitfallIsNotedInBothLanguagesAndNotForTheCorrectedStatement() throws {
        XCTAssertEqual(Set(Self.cases.map(\.0)), Set(Pitfall.allCases))
        for (pitfall, marked, right, details) in Self.marked {
            let wrong = marked.replacingOccurrences(of: "«", with: "").replacingOccurrences(of: "»", with: "")
            for language in [Language.en, .zh] {
                let advice = String(pitfall.advice(language, details: details).prefix(20))
                let bad = try shown(wrong, language), good = try shown(right, language)
                XCTAssertTrue(bad.contains(advice), "\(pitfall) [\(language)]: \(wrong)\n\(bad)")
                XCTAssertFalse(good.contains(advice), "\(pitfall) [\(language)] on the fix: \(right)\n\(good)")
            }
        }
    }

    /// Every note points at the token that causes it: the statement's line, then a caret line
    /// right above the note, in both languages.
    func testEveryNoteHasACaretUnderItsToken() throws {
        for (pitfall, marked, _, details) in Self.marked {
            let (statement, caret) = Self.expectedCaret(marked)
            let wrong = marked.replacingOccurrences(of: "«", with: "").replacingOccurrences(of: "»", with: "")
            for language in [Language.en, .zh] {
                let lines = try shown(wrong, language).components(separatedBy: "\n")
                let advice = String(pitfall.advice(language, details: details).prefix(12))
                guard let at = lines.firstIndex(where: { $0.hasPrefix(advice) }), at >= 2 else {
                    XCTFail("\(pitfall) [\(language)]: no note\n\(lines.joined(separator: "\n"))"); continue
                }
                XCTAssertEqual(lines[at - 2], statement, "\(pitfall) [\(language)]")
                XCTAssertEqual(lines[at - 1], caret, "\(pitfall) [\(language)]")
            }
        }
    }

    /// The caret is placed by display width: two columns a Chinese character, tabs kept as
    /// tabs; on a statement of several lines, under the line that holds the token.
    func testCaretsCountDisplayWidthAndKeepTabs() throws {
        for language in [Language.en, .zh] {
            let text = try shown("SELECT '名字',\tscore / 0 FROM people;", language)
            XCTAssertTrue(text.contains("SELECT '名字',\tscore / 0 FROM people;\n" + "              \t      ^^^\n"), text)
            let lines = try shown("SELECT name\n  FROM people\n  WHERE city = NULL;", language).components(separatedBy: "\n")
            let at = try XCTUnwrap(lines.firstIndex(of: "  WHERE city = NULL;"), lines.joined(separator: "\n"))
            XCTAssertEqual(lines[at + 1], "             ^^^^^^")
        }
    }

    /// A script's failure with no caret line (SQLite gives no offset, the statement shows no
    /// place) echoes the statement under `FILE:LINE: error:`, so the output says what failed.
    func testAScriptFailureWithoutACaretEchoesTheStatement() throws {
        var text = ""
        let session = try Session(configuration: Session.Configuration(), lesson: nil) { text += $0 + "\n" }
        session.feed(lines: "CREATE TABLE t(a INTEGER PRIMARY KEY);\nINSERT INTO t VALUES (1);\nINSERT INTO t\n  VALUES (1);")
        XCTAssertTrue(text.contains("<stdin>:3: error: this statement failed\nINSERT INTO t\n  VALUES (1);\n✗ SQLITE_CONSTRAINT_PRIMARYKEY"), text)
        text = ""
        session.feed(lines: "SELECT nope FROM t;")
        // With a caret the statement's line is shown once, above the caret.
        XCTAssertTrue(text.hasPrefix("<stdin>:5: error: this statement failed\nSELECT nope FROM t;\n       ^^^^\n"), text)
    }

    /// A note's place: the byte offset and length of its token in the text, and the 1-based line
    /// and column (in characters); in JSON as `note`, `offset`, `length`, `line`, `column`; a
    /// note stored as a bare name (an older grading store) still decodes.
    func testANoteKnowsItsPlaceAndCarriesItInJSON() throws {
        let sql = "SELECT '名'\n  , a = NULL FROM t"
        let note = try XCTUnwrap(Pitfall.notes(in: sql).first)
        XCTAssertEqual(note.pitfall, .comparisonWithNull)
        let offset = Array(sql.utf8).count - Array("= NULL FROM t".utf8).count
        XCTAssertEqual(note.range, offset..<(offset + 6))
        XCTAssertEqual(note.line, 2)
        XCTAssertEqual(note.column, 7)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(note), as: UTF8.self)
        XCTAssertEqual(json, #"{"column":7,"length":6,"line":2,"note":"comparison-with-null","offset":\#(offset)}"#)
        XCTAssertEqual(try JSONDecoder().decode(PitfallNote.self, from: Data(json.utf8)), note)
        let old = try JSONDecoder().decode([PitfallNote].self, from: Data(#"["integer-division"]"#.utf8))
        XCTAssertEqual(old.map(\.pitfall), [.integerDivision])
        XCTAssertNil(old[0].range)
    }
}

/// No reference solution of the course, in either edition, gets a note where a learner's
/// answer is judged (`check`, `watch`, the REPL's `.check`): each passes, and its feedback shows
/// no pitfall in English or Chinese.
final class PitfallReferenceSolutionTests: XCTestCase {
    func testNoReferenceSolutionOfEitherEditionGetsANote() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for folder in ["lessons", "lessons/zh"] {
            let dir = root.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".md") }.sorted()
            for file in files {
                let lesson = try LessonParser.parse(contentsOf: dir.appendingPathComponent(file).path)
                for exercise in lesson.exercises where !exercise.isLab {
                    let answer = exercise.reference.map(\.sql).joined(separator: "\n")
                    let verdict = Session.checkInProcess(lesson, exercise, answer)
                    XCTAssertTrue(verdict.passed, "\(folder)/\(file) \(exercise.id)")
                    for language in [Language.en, .zh] {
                        let shown = FeedbackPresenter(style: .plain, explainer: Explainer(language: language)).render(verdict, answer: answer)
                        for pitfall in Pitfall.allCases {
                            XCTAssertFalse(shown.contains(String(pitfall.advice(language).prefix(20))), "\(folder)/\(file) \(exercise.id): \(pitfall)")
                        }
                    }
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 20)
    }
}

/// The pitfalls SQLite does not report, read with SQLite's tokenizer rules.
final class PitfallTextTests: XCTestCase {
    static let cases: [(sql: String, expected: [Pitfall])] = [
        ("SELECT * FROM t WHERE a = NULL", [.comparisonWithNull]),
        ("select * from t where a <> null", [.comparisonWithNull]),
        ("SELECT * FROM t WHERE a != NULL", [.comparisonWithNull]),
        ("SELECT * FROM t WHERE a == NULL", [.comparisonWithNull]),
        ("SELECT * FROM t WHERE a IS NULL", []),
        ("SELECT * FROM t WHERE a = 'NULL'", []),
        ("SELECT * FROM t WHERE \"= NULL\" = 1", []),
        ("SELECT * FROM t -- a = NULL", []),
        ("SELECT * FROM t /* DELETE FROM t */", []),
        ("UPDATE t SET a = 1", [.changeWithoutWhere]),
        ("update t set a = 1", [.changeWithoutWhere]),
        ("DELETE FROM t", [.changeWithoutWhere]),
        ("/* note */ DELETE FROM t", [.changeWithoutWhere]),
        ("DELETE FROM t WHERE a = 1", []),
        ("UPDATE t SET a = (SELECT b FROM u WHERE u.id = t.id)", [.changeWithoutWhere]),
        ("UPDATE t SET a = NULL", [.changeWithoutWhere]),
        ("UPDATE t SET a = NULL WHERE b = NULL", [.comparisonWithNull]),
        ("SELECT 1; DELETE FROM t; SELECT 2", [.changeWithoutWhere]),
        ("INSERT INTO t VALUES ('DELETE FROM t')", []),
        ("INSERT INTO t VALUES (1)", []),
        ("SELECT 'update' FROM nullable", []),
        ("SELECT name age FROM t", [.aliasWithoutComma]),
        ("SELECT * FROM t WHERE a BETWEEN 1 AND 5", []),
        ("SELECT * FROM t WHERE a BETWEEN 5 AND 1", [.betweenReversed]),
        ("SELECT * FROM t WHERE a = 1 AND 5", [.conditionWithoutColumn]),
        ("SELECT 7 % 0", [.divisionByZero]),
        ("SELECT * FROM a CROSS JOIN b", []),
        ("SELECT * FROM a JOIN b USING (id)", []),
        ("SELECT * FROM a JOIN (SELECT 1 AS x) AS s ON 1", []),
        ("SELECT name AS age FROM t", []),
        ("SELECT * FROM t WHERE a = :x", [.unboundParameter]),
        ("SELECT * FROM t WHERE a = '?'", []),
        ("UPDATE t SET a = 1 AND b = 2 WHERE id = 1", [.andInSet]),
        ("UPDATE t SET a = CASE WHEN b AND c = 1 THEN 1 END WHERE id = 1", []),
        ("UPDATE t SET a = 1 WHERE b = 1 AND c = 2", []),
        // An INSERT after a DELETE is asked of the database; the text alone has no note.
        ("INSERT INTO t(name) VALUES ('x')", []),
        // LIMIT m, n: the first number is the offset; a comma inside the limit's own expression
        // (a function's arguments) or in a subquery is no such form.
        ("SELECT * FROM t ORDER BY a LIMIT 5, 10", [.limitWithComma]),
        ("SELECT * FROM t ORDER BY a LIMIT (SELECT 1), 2", [.limitWithComma]),
        ("SELECT * FROM t ORDER BY a LIMIT max(1, 2)", []),
        ("SELECT * FROM (SELECT a FROM t ORDER BY a LIMIT 1, 2) ORDER BY a", []),
        ("SELECT * FROM t ORDER BY a LIMIT 5 OFFSET 10", []),
        // A recursive CTE's rows come in the order the recursion makes them: LIMIT stops a counter.
        ("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c LIMIT 10", []),
        ("with recursive C AS (SELECT 1 AS x UNION ALL SELECT x + 1 FROM c) SELECT x FROM c LIMIT 3 OFFSET 2", []),
        ("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 5) SELECT x FROM c", []),
        // Not a recursive one, or not the only source: the order is SQLite's choice again.
        ("WITH w AS (SELECT a FROM t) SELECT a FROM w LIMIT 2", [.limitWithoutOrderBy]),
        ("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c, t LIMIT 10", [.limitWithoutOrderBy]),
        ("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT a FROM t JOIN c ON a = x LIMIT 10", [.limitWithoutOrderBy]),
        ("WITH c(x) AS (SELECT 1), d(y) AS (SELECT y FROM c) SELECT x FROM c LIMIT 1", [.limitWithoutOrderBy]),
        // Tables listed with no WHERE: a cross product (a CTE paired on purpose is not; with a
        // WHERE, only a database can tell whether it links them).
        ("SELECT a, b FROM t, u", [.crossJoinWithoutCondition]),
        ("SELECT a, b FROM t AS x, u AS y", [.crossJoinWithoutCondition]),
        ("SELECT a FROM t JOIN u ON t.a = u.a, v", [.crossJoinWithoutCondition]),
        ("SELECT a, b FROM t, u WHERE t.a = u.b", []),
        ("SELECT a FROM t, json_each(t.j)", []),
        ("SELECT a FROM t, (SELECT 1) AS one", []),
        ("WITH p(n) AS (SELECT 3) SELECT a FROM t, p", []),
        ("SELECT (SELECT count(*) FROM u, v) FROM t", [.crossJoinWithoutCondition]),
        // LEFT JOIN undone by WHERE; the anti-join idiom and a condition on the left table are fine.
        ("SELECT * FROM t LEFT JOIN u ON t.a = u.a WHERE u.b = 1", [.outerJoinUndone]),
        ("SELECT * FROM t LEFT OUTER JOIN u AS x ON t.a = x.a WHERE x.b LIKE 'k%'", [.outerJoinUndone]),
        ("SELECT * FROM t LEFT JOIN u ON t.a = u.a WHERE u.a IS NULL", []),
        ("SELECT * FROM t LEFT JOIN u ON t.a = u.a WHERE u.b = 1 OR u.a IS NULL", []),
        ("SELECT * FROM t LEFT JOIN u ON t.a = u.a WHERE t.b = 1", []),
        ("SELECT * FROM t LEFT JOIN u ON t.a = u.a WHERE coalesce(u.b, 0) = 0", []),
        ("SELECT * FROM t JOIN u ON t.a = u.a WHERE u.b = 1", []),
        // LIKE without a wildcard; with one, with ESCAPE, or a parameter: no note.
        ("SELECT * FROM t WHERE a LIKE 'Ann'", [.likeWithoutWildcard]),
        ("SELECT * FROM t WHERE a NOT LIKE 'x'", [.likeWithoutWildcard]),
        ("SELECT * FROM t WHERE a LIKE 'A_n'", []),
        ("SELECT * FROM t WHERE a LIKE '%Ann%'", []),
        ("SELECT * FROM t WHERE a LIKE ?", [.unboundParameter]),
        ("SELECT * FROM t WHERE a LIKE 'x' ESCAPE '!'", []),
        // AND with OR at one depth; parentheses, BETWEEN's AND and CASE's are not a mix.
        ("SELECT * FROM t WHERE a = 1 OR b = 2 AND c = 3", [.andOrWithoutParentheses]),
        ("SELECT * FROM t WHERE a = 1 AND b = 2 OR c = 3", [.andOrWithoutParentheses]),
        ("SELECT * FROM t WHERE (a = 1 OR b = 2) AND c = 3", []),
        ("SELECT * FROM t WHERE a BETWEEN 1 AND 2 OR b = 3", []),
        ("SELECT * FROM t WHERE CASE WHEN a = 1 AND b = 2 THEN 1 END = 1 OR c = 3", []),
        ("SELECT a, count(*) FROM t GROUP BY a HAVING count(*) > 1 OR a = 2 AND a = 3", [.andOrWithoutParentheses]),
    ]

    func testEveryCase() {
        for entry in Self.cases {
            XCTAssertEqual(Pitfall.find(in: entry.sql), entry.expected, entry.sql)
        }
    }

    /// The quick look at the bytes never hides a pitfall: whatever has one holds the word.
    func testTheQuickLookOnlySkipsTextWithoutTheWords() {
        for entry in Self.cases where !entry.expected.isEmpty {
            XCTAssertTrue(Pitfall.mayHavePitfall(entry.sql), entry.sql)
        }
        XCTAssertFalse(Pitfall.mayHavePitfall("INSERT INTO t VALUES (1, 'Ada')"))
        XCTAssertFalse(Pitfall.mayHavePitfall("INSERT INTO t(a, b) VALUES (5, 6)"))
        XCTAssertTrue(Pitfall.mayHavePitfall("select nUlL"))
        for (_, wrong, _) in PitfallTests.cases {
            XCTAssertTrue(Pitfall.mayHavePitfall(wrong), wrong)
        }
    }

    /// The connection's context remembers a schema fact until `forget` (a statement that may
    /// change the schema), through the protocol as `Pitfall` asks it; a fact with no answer
    /// (nil) is asked again.
    func testTheConnectionContextRemembersSchemaFactsUntilTheSchemaMayChange() throws {
        let connection = try Connection()
        let concrete = ConnectionPitfallContext(connection: connection)
        let context: PitfallContext = concrete
        var computed = 0
        func ask() -> Bool? { context.schemaFact("k") { computed += 1; return true } }
        XCTAssertEqual(ask(), true)
        XCTAssertEqual(ask(), true)
        XCTAssertEqual(computed, 1)
        concrete.forget()
        XCTAssertEqual(ask(), true)
        XCTAssertEqual(computed, 2)
        var unknown = 0
        for _ in 0..<2 { XCTAssertNil(context.schemaFact("none") { unknown += 1; return nil }) }
        XCTAssertEqual(unknown, 2)
        // Through the budgeted wrapper each `find` makes, too.
        let budgeted: PitfallContext = Pitfall.Budgeted(context)
        XCTAssertEqual(budgeted.schemaFact("k") { computed += 1; return false }, true)
        XCTAssertEqual(computed, 2)
    }
}
