import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabEngine
@testable import SQLabPresent

/// Error reports as learners paste them: SQLite's message, and the code, found inside what a
/// language, a library or a tool puts around them. The reports are generated: every message
/// SQLite 3.40.1 gives for the catalogue's reachable templates (each template's trigger, run),
/// and every code's `sqlite3_errstr` text, each inside the report forms of the libraries and
/// tools learners use.
final class SQLiteErrorReportTests: XCTestCase {
    /// How libraries and tools report an SQLite failure: MESSAGE and CODE are filled in.
    static let forms = [
        "SQLite error CODE: MESSAGE",                                                        // GRDB
        "SQLite error CODE: MESSAGE - while executing `SELECT * FROM t WHERE a = ?`",         // GRDB, with the SQL
        "Thread 1: Fatal error: SQLite.Result.error(message: \"MESSAGE\", code: CODE, statement: nil)", // SQLite.swift
        "DB Error: CODE \"MESSAGE\"",                                                         // FMDB
        "sqlite3.OperationalError: MESSAGE",                                                  // Python
        "Error: SQLITE_ERROR: MESSAGE",                                                       // node-sqlite3
        "SQLSTATE[HY000]: General error: CODE MESSAGE",                                       // PHP PDO
        "[SQLITE_ERROR] SQL error or missing database (MESSAGE)",                             // sqlite-jdbc
        "android.database.sqlite.SQLiteException: MESSAGE (code CODE SQLITE_ERROR)",          // Android
        "SQLite Error CODE: 'MESSAGE'.",                                                      // Microsoft.Data.Sqlite
        "Parse error: MESSAGE",                                                               // sqlite3 shell, 3.40
        "Error: near line 3: MESSAGE",                                                        // sqlite3 shell, older
        "(CODE) MESSAGE",                                                                     // sqlite3_log
        "sqlite3_prepare_v2 failed: MESSAGE",                                                 // a tutorial's print
    ]

    static func report(_ form: String, _ message: String, _ code: ResultCode) -> String {
        form.replacingOccurrences(of: "MESSAGE", with: message).replacingOccurrences(of: "CODE", with: String(code.rawValue))
    }

    func testEveryCataloguedMessageIsFoundInEveryFormOfReport() throws {
        var failures: [String] = []
        var checked = 0
        for (index, entry) in MessageCatalogue.entries.filter(\.isReachable).enumerated() {
            if entry.template == "out of memory" { continue }
            let (_, error, _) = try MessageCatalogueTests.run(MessageCatalogueTests.expand(entry.trigger!), language: .en)
            guard let error, !error.message.contains(where: \.isNewline), error.message.utf8.count < 300 else { continue }
            let expected = MessageCatalogue.match(error.message)?.entry.template
            // Each message in three of the forms, the forms taken in turn.
            for form in [Self.forms[index % Self.forms.count], Self.forms[(index + 5) % Self.forms.count], Self.forms[(index + 9) % Self.forms.count]] {
                let text = Self.report(form, error.message, error.code)
                let report = SQLiteErrorReport.read(text)
                checked += 1
                if report?.message != error.message || report?.template != expected {
                    failures.append("\(text)\n  → \(report?.message ?? "nil") [\(report?.template ?? "no template")]")
                }
            }
        }
        XCTAssertGreaterThan(checked, 500)
        // Messages whose own text holds a separator the report's form also uses may be cut; at
        // most one in fifty.
        XCTAssertLessThanOrEqual(failures.count, checked / 50, failures.joined(separator: "\n"))
        print("error reports: \(checked - failures.count) of \(checked) messages found whole; cut:\n" + failures.joined(separator: "\n"))
    }

    func testEveryCodesOwnTextIsFoundWithItsCode() {
        for (name, code) in ResultCode.allDefined where !code.isSuccess {
            let text = ResultCode.errstr(code)
            guard text != "unknown error" else { continue }
            for form in ["sqlite3.OperationalError: MESSAGE", "Error: MESSAGE", "MESSAGE", "Error Domain=SQLite Code=CODE \"MESSAGE\""] {
                let report = SQLiteErrorReport.read(Self.report(form, text, code))
                XCTAssertEqual(report?.message, text, "\(name): \(form)")
                XCTAssertEqual(report?.code?.primary, code.primary, "\(name): \(form)")
            }
        }
        // The texts of older releases, which iOS and Android reports still show.
        XCTAssertEqual(SQLiteErrorReport.read("library routine called out of sequence")?.code, .SQLITE_MISUSE)
        XCTAssertEqual(SQLiteErrorReport.read("Error: file is encrypted or is not a database")?.code, .SQLITE_NOTADB)
        XCTAssertEqual(SQLiteErrorReport.read("bind or column index out of range")?.code, .SQLITE_RANGE)
    }

    /// The C API's own messages (not sqlite3_errstr's) are explained by the code SQLite sets
    /// with them; every one named is a template of the catalogue, none with an explanation of
    /// its own.
    func testTheCAPIsMessagesAreExplainedByTheirCodes() {
        for (template, _) in SQLiteErrorReport.cApiCodes {
            let entry = MessageCatalogue.entry(template)
            XCTAssertNotNil(entry, template)
            XCTAssertFalse(entry?.isReachable ?? true, template)
        }
        let close = SQLiteErrorReport.read("sqlite3_close(db) -> 5: unable to close due to unfinalized statements or unfinished backups")
        XCTAssertEqual(close?.code, .SQLITE_BUSY)
        XCTAssertEqual(close?.message, "unable to close due to unfinalized statements or unfinished backups")
        XCTAssertEqual(SQLiteErrorReport.read("Error: cannot commit transaction - SQL statements in progress")?.code, .SQLITE_BUSY)
        XCTAssertEqual(SQLiteErrorReport.read("no such vfs: unix-nolock")?.code, .SQLITE_ERROR)
    }

    func testACodeAloneIsFoundAndOtherNumbersAreNot() {
        // Core Data: the Cocoa code is not SQLite's; NSSQLiteErrorDomain is.
        let coreData = "Error Domain=NSCocoaErrorDomain Code=134030 \"An error occurred while saving.\" UserInfo={NSSQLiteErrorDomain=19}"
        XCTAssertEqual(SQLiteErrorReport.read(coreData), SQLiteErrorReport(message: nil, template: nil, code: .SQLITE_CONSTRAINT))
        // The most specific name given wins over a number.
        XCTAssertEqual(SQLiteErrorReport.read("UNIQUE constraint failed: t.c (code 2067 SQLITE_CONSTRAINT_UNIQUE)")?.code, .SQLITE_CONSTRAINT_UNIQUE)
        XCTAssertEqual(SQLiteErrorReport.read("rusqlite: SqliteFailure(Error { code: ConstraintViolation, extended_code: 1555 }, Some(\"UNIQUE constraint failed: t.id\"))")?.code,
                       .SQLITE_CONSTRAINT_PRIMARYKEY)
        // A message run on into the report's own words is cut where the message ends.
        XCTAssertEqual(SQLiteErrorReport.read("UNIQUE constraint failed: t.c, t.d (code 2067 SQLITE_CONSTRAINT_UNIQUE)")?.message, "UNIQUE constraint failed: t.c, t.d")
        // A console's colours are not part of the message.
        XCTAssertEqual(SQLiteErrorReport.read("\u{1B}[31mError: UNIQUE constraint failed: t.a\u{1B}[0m")?.message, "UNIQUE constraint failed: t.a")
        XCTAssertEqual(SQLiteErrorReport.read("\u{1B}]0;title\u{07}\u{1B}[1;33mdatabase is locked\u{1B}[m")?.code, .SQLITE_BUSY)
        // Text that holds neither.
        for text in ["hello world", "Something went wrong, code 987654", "it does not work :(", ""] {
            XCTAssertNil(SQLiteErrorReport.read(text), text)
        }
        // SQL stays SQL.
        XCTAssertTrue(SQLiteErrorReport.looksLikeSQL("  select * from t"))
        XCTAssertTrue(SQLiteErrorReport.looksLikeSQL("WITH x AS (SELECT 1) SELECT * FROM x"))
        XCTAssertFalse(SQLiteErrorReport.looksLikeSQL("database is locked"))
    }
}
