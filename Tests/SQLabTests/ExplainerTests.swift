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

final class ExplainerTests: XCTestCase {
    /// Each message form SQLab parses, exactly as SQLite 3.40.1 writes it.
    func testMessageForms() throws {
        let db = try Connection()
        try db.execute("CREATE TABLE Class43(Stu_ID INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, Hober TEXT)")
        func message(_ sql: String) -> SQLiteMessage {
            do { try db.execute(sql); return .other } catch { return SQLiteMessage((error as! SQLiteError).message) }
        }
        XCTAssertEqual(message("SELECT * FROM lanOuStudent"), .noSuchTable("lanOuStudent"))
        XCTAssertEqual(message("SELECT * FROM main.nowhere"), .noSuchTable("main.nowhere"))
        XCTAssertEqual(message("UPDATE Class43 SET Hoby = 1"), .noSuchColumn("Hoby"))
        XCTAssertEqual(message("INSERT INTO Class43(Hoby) VALUES (1)"), .noColumnNamed(table: "Class43", column: "Hoby"))
        XCTAssertEqual(message("CREATE TABLE class43(a)"), .tableExists("class43"))
        XCTAssertEqual(message("updata Class43 SET name = 'x'"), .syntaxErrorNear("updata"))
        XCTAssertEqual(message("SELECT (1"), .incompleteInput)
        XCTAssertEqual(message("SELECT nosuch(1)"), .noSuchFunction("nosuch"))
        XCTAssertEqual(message("CREATE TABLE a(id INTERGER PRIMARY KEY AUTOINCREMENT)"), .autoincrementNotInteger)
        XCTAssertEqual(message("INSERT INTO Class43 VALUES (1, 'x')"), .valueCountMismatch)
        XCTAssertEqual(message("INSERT INTO Class43(Stu_ID, name) VALUES (1)"), .valueCountMismatch)
        XCTAssertEqual(message("SELECT name FROM Class43 WHERE count(*) > 1"), .aggregateMisuse("count()"))
        XCTAssertEqual(message("COMMIT"), .noTransaction)
        XCTAssertEqual(message("BEGIN; BEGIN"), .nestedTransaction)
        try? db.execute("ROLLBACK")
        XCTAssertEqual(message("SELECT Stu_ID FROM Class43, Class43 AS b"), .ambiguousColumn("Stu_ID"))
        try db.execute("INSERT INTO Class43 VALUES (1, 'x', NULL)")
        XCTAssertEqual(message("INSERT INTO Class43 VALUES (2, 'x', NULL)"), .constraintFailed(kind: "UNIQUE", columns: ["Class43.name"]))
        XCTAssertEqual(message("INSERT INTO Class43 VALUES (1, 'y', NULL)"), .constraintFailed(kind: "UNIQUE", columns: ["Class43.Stu_ID"]))
        XCTAssertEqual(message("INSERT INTO Class43 VALUES (3, NULL, NULL)"), .constraintFailed(kind: "NOT NULL", columns: ["Class43.name"]))
    }

    func testDidYouMeanForTablesColumnsAndKeywords() throws {
        let schema = SchemaNames(tables: [("Class43", ["Stu_ID", "name", "Hober"]), ("teachers", ["id"])])
        XCTAssertEqual(Explainer.suggest(.noSuchTable("Clas43"), schema: schema), "Class43")
        XCTAssertEqual(Explainer.suggest(.noSuchTable("lanOuStudent"), schema: schema), nil)
        XCTAssertEqual(Explainer.suggest(.noSuchColumn("Hoby"), schema: schema), "Hober")
        XCTAssertEqual(Explainer.suggest(.noSuchColumn("Class43.nmae"), schema: schema), "name")
        XCTAssertEqual(Explainer.suggest(.noColumnNamed(table: "class43", column: "Hoby"), schema: schema), "Hober")
        XCTAssertEqual(Explainer.suggest(.syntaxErrorNear("updata"), schema: nil), "UPDATE")
        XCTAssertEqual(Explainer.suggest(.syntaxErrorNear("SELCT"), schema: nil), "SELECT")
        XCTAssertEqual(Explainer.suggest(.syntaxErrorNear("="), schema: nil), nil)
    }

    func testAMisspeltKeywordBeforeTheFailingTokenIsSuggested() {
        let error = SQLiteError(code: .SQLITE_ERROR, message: "near \"Class43\": syntax error", sql: "SELECT name FRM Class43", offset: 16)
        XCTAssertEqual(Explainer(language: .en).explain(error).suggestion, "FROM (not FRM)")
    }

    func testTheCaretFallsOnTheMissingNameWhenSQLiteGivesNoOffset() {
        let error = SQLiteError(code: .SQLITE_ERROR, message: "no such table: lanOuStudent",
                                sql: "SELECT 'lanOuStudent', * FROM lanOuStudent", offset: -1)
        let explanation = Explainer(language: .en).explain(error)
        XCTAssertEqual(explanation.highlight, 30..<42)
    }

    func testAnExtendedCodeWithoutItsOwnTextFallsBackToItsPrimary() {
        let explainer = Explainer(language: .en)
        XCTAssertEqual(explainer.text(for: ResultCode(rawValue: 19 | (99 << 8))), explainer.text(for: .SQLITE_CONSTRAINT))
        XCTAssertEqual(explainer.summary(.SQLITE_DONE), "SQLITE_DONE (101) — " + explainer.text(for: .SQLITE_DONE)!.meaning)
    }

    func testLanguageFromFlagAndEnvironment() {
        XCTAssertEqual(Language.resolve(flag: nil, environment: [:]), .en)
        XCTAssertEqual(Language.resolve(flag: nil, environment: ["LANG": "zh_CN.UTF-8"]), .zh)
        XCTAssertEqual(Language.resolve(flag: nil, environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": "C"]), .en)
        XCTAssertEqual(Language.resolve(flag: "en", environment: ["LANG": "zh_TW"]), .en)
        XCTAssertNil(Language.resolve(flag: "fr", environment: [:]))
    }
}

/// An interrupt's meaning fits what stopped it (F62): Ctrl-C is not the time limit.
final class InterruptMeaningTests: XCTestCase {
    func testCtrlCAndTheTimeLimitHaveTheirOwnMeaning() {
        for language in [Language.en, .zh] {
            let explainer = Explainer(language: language)
            let error = SQLiteError(code: .SQLITE_INTERRUPT, message: "interrupted", sql: "SELECT count(*) FROM t, t, t", offset: -1)
            let user = explainer.explain(error, timeout: nil)
            let limit = explainer.explain(error, timeout: 1)
            XCTAssertEqual(user.text.meaning, InterruptCause.userInterrupt.meaning(zh: language == .zh))
            XCTAssertFalse(user.text.meaning == limit.text.meaning)
            XCTAssertTrue(user.situation?.contains("Ctrl-C") ?? false)
            XCTAssertTrue(limit.text.meaning.contains(language == .zh ? "时间限制" : "time limit"))
        }
    }
}
