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

    /// A statement the sandbox refuses is told what was refused, read from the action its
    /// authorizer denied (`SQLiteError.denial`), in both languages: ATTACH, DETACH and VACUUM
    /// INTO are about files, a PRAGMA is named, a virtual table's module is named, printf's
    /// reason is its own, and no sentence lists everything the sandbox refuses.
    func testARefusalSaysWhatWasRefused() throws {
        let cases: [(sql: String, kind: AuthorizerDenial.Kind, en: String, zh: String)] = [
            ("ATTACH 'x.db' AS x", .attachOrDetach, "ATTACH opens another database file", "ATTACH 会打开电脑上的另一个数据库文件"),
            ("DETACH x", .attachOrDetach, "ATTACH opens another database file", "ATTACH 会打开"),
            ("VACUUM INTO '/tmp/sqlab-never-written.db'", .attachOrDetach, "VACUUM INTO writes the database to a file", "VACUUM INTO 会把数据库写成"),
            ("PRAGMA writable_schema = 1", .pragma("writable_schema"), "PRAGMA writable_schema is not one the sandbox allows", "PRAGMA writable_schema 不在沙盒允许"),
            ("pragma Journal_Mode", .pragma("journal_mode"), "PRAGMA journal_mode is not one", "PRAGMA journal_mode 不在"),
            ("CREATE VIRTUAL TABLE v USING fts5(a)", .virtualTable(module: "fts5"), "A virtual table (fts5) is run by a module's code", "虚拟表（fts5）由模块的代码实现"),
            ("SELECT printf('%d', 1)", .function("printf"), "The sandbox switches printf() off", "沙盒关闭了 printf()"),
            ("SELECT upper(format('%s', 'a'))", .function("format"), "The sandbox switches format() off", "沙盒关闭了 format()"),
            ("SELECT load_extension('x')", .function("load_extension"), "load_extension() reads or writes files", "load_extension() 会读写"),
        ]
        for entry in cases {
            let sandbox = try Sandbox().open()
            var caught: SQLiteError?
            do { try sandbox.execute(entry.sql) } catch let error as SQLiteError { caught = error }
            guard let error = caught else { XCTFail("not refused: \(entry.sql)"); continue }
            XCTAssertEqual(error.denial?.kind, entry.kind, entry.sql)
            for (language, words) in [(Language.en, entry.en), (.zh, entry.zh)] {
                // The sentence shown as the cause: what happened here (the situation).
                let cause = Explainer(language: language).explain(error, timeout: nil).situation ?? ""
                XCTAssertTrue(cause.contains(words), "\(entry.sql) [\(language)]: \(cause)")
                if case .function = entry.kind {} else {
                    XCTAssertFalse(cause.contains("printf"), "\(entry.sql) [\(language)]: \(cause)")
                }
            }
        }
        // A failure that is no refusal carries no denial.
        let sandbox = try Sandbox().open()
        do { try sandbox.execute("SELECT * FROM nowhere"); XCTFail() } catch let error as SQLiteError { XCTAssertNil(error.denial) }
    }
}
