import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabLessons
@testable import SQLabEngine
@testable import SQLabLab

/// The lab session in-process: calls made for real, undefined behaviour answered without
/// reaching SQLite, the scratch folder's rules; and the hostile cases issue 16 names.
final class LabSessionTests: XCTestCase {
    var parent: String!

    override func setUpWithError() throws {
        parent = NSTemporaryDirectory() + "sqlab-lab-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: parent)
    }

    func session(_ language: Language = .en) throws -> LabSession {
        try LabSession(configuration: .init(language: language, timeout: 1, scratchParent: parent))
    }

    /// The outcomes of the calls of `lines`, in order (errors as nil).
    func outcomes(_ lines: [String], in session: LabSession) -> [LabOutcome?] {
        lines.flatMap { session.run(line: $0) }.compactMap { result -> LabOutcome?? in
            switch result {
            case .call(let o): return .some(o)
            case .error: return .some(nil)
            default: return nil
            }
        }
    }

    func codes(_ lines: [String], in session: LabSession) -> [Int32?] {
        outcomes(lines, in: session).map { $0?.code?.rawValue }
    }

    func testTheTutorialsInsertRunsForRealAndChangesTheFile() throws {
        let lab = try session()
        XCTAssertEqual(codes(["sqlite3_open(\"class.sqlite\", &db);",
                              "sqlite3_prepare_v2(db, \"INSERT INTO Class43 (name, age) VALUES (?, ?)\", -1, &stmt, NULL);",
                              "sqlite3_bind_text(stmt, 1, \"Lily\", -1, SQLITE_TRANSIENT);",
                              "sqlite3_bind_int(stmt, 2, 18);",
                              "sqlite3_step(stmt);", "sqlite3_finalize(stmt);", "sqlite3_close(db);"], in: lab),
                       [0, 0, 0, 0, 101, 0, 0])
        let file = try Connection(path: lab.scratch.path + "/class.sqlite", readOnly: true)
        XCTAssertEqual(try file.scalar("SELECT count(*) FROM Class43 WHERE name = 'Lily' AND age = 18"), .integer(1))
        XCTAssertEqual(lab.openHandleNames(), [])
    }

    /// `*pzTail` points into the caller's text past what was compiled: with an `nByte` shorter
    /// than the text, the rest of the text is still there (sqlite.org/c3ref/prepare.html).
    func testTheTailPointsIntoTheWholeTextWhateverNByteSays() throws {
        let lab = try session()
        _ = lab.run(line: "sqlite3_open(\"class.sqlite\", &db);")
        func tail(_ nByte: Int) -> String? {
            let results = lab.run(line: "sqlite3_prepare_v2(db, \"SELECT 1; SELECT 2\", \(nByte), &stmt, &tail);")
            _ = lab.run(line: "sqlite3_finalize(stmt);")
            for case .call(let outcome) in results {
                for case .tail(let text) in outcome.effects { return text }
            }
            return nil
        }
        XCTAssertEqual(tail(-1), LabLine.cString(Array(" SELECT 2".utf8)))
        XCTAssertEqual(tail(19), LabLine.cString(Array(" SELECT 2".utf8)))
        XCTAssertEqual(tail(9), LabLine.cString(Array(" SELECT 2".utf8)))
        XCTAssertEqual(tail(8), LabLine.cString(Array("; SELECT 2".utf8)))
    }

    /// A C double of minus zero is -0.0; a text of bytes that are not UTF-8 shows those bytes as
    /// C escapes, not as U+FFFD; valid text and other escapes are as before.
    func testMinusZeroAndBytesThatAreNotUTF8AreShownAsCHoldsThem() throws {
        XCTAssertEqual(LabPresenter.returned(.double(-0.0)), "-0.0")
        XCTAssertEqual(LabPresenter.returned(.double(0.0)), "0.0")
        XCTAssertEqual(LabPresenter.returned(.double(-1.5)), "-1.5")
        XCTAssertEqual(CCallText.cString([0xFF, 0x41]), "\"\\xFFA\"")
        XCTAssertEqual(CCallText.cString(Array("名字\n".utf8) + [0xE5, 0x90]), "\"名字\\n\\xE5\\x90\"")
        XCTAssertEqual(CCallText.cString([0xC0, 0x80, 0x41]), "\"\\xC0\\x80A\"")
        XCTAssertFalse(CCallText.cString([0xFF, 0xFE, 0x80]).contains("\u{FFFD}"))
        let lab = try session()
        let results = ["sqlite3_open(\"class.sqlite\", &db);",
                       "sqlite3_prepare_v2(db, \"SELECT CAST(x'ff41' AS TEXT), -0.0\", -1, &stmt, NULL);",
                       "sqlite3_step(stmt);", "sqlite3_column_text(stmt, 0);", "sqlite3_column_double(stmt, 1);"].flatMap { lab.run(line: $0) }
        let returned = results.compactMap { result -> String? in
            if case .call(let outcome) = result { return LabPresenter.returned(outcome.returned) }
            return nil
        }
        XCTAssertTrue(returned.contains("\"\\xFFA\""), "\(returned)")
        XCTAssertTrue(returned.contains("-0.0"), "\(returned)")
    }

    func testEveryCodeOfTheIssueHappens() throws {
        let lab = try session()
        let script: [(String, Int32?)] = [
            ("sqlite3_open(\"class.sqlite\", &db);", 0),
            ("sqlite3_prepare_v2(db, \"SELECT name FROM Class43 WHERE age > ?\", -1, &stmt, NULL);", 0),
            ("sqlite3_bind_int(stmt, 0, 1);", 25),
            ("sqlite3_bind_int(stmt, 2, 1);", 25),
            ("sqlite3_bind_int(stmt, 1, 17);", 0),
            ("sqlite3_step(stmt);", 100),
            ("sqlite3_bind_int(stmt, 1, 1);", 21),             // bind after step, no reset (SQLite's own)
            ("sqlite3_close(db);", 5),                         // unfinalized statement
            ("sqlite3_finalize(stmt);", 0),
            ("sqlite3_step(stmt);", 21),                       // step after finalize (answered)
            ("sqlite3_open(\"class.sqlite\", &db2);", 0),
            ("sqlite3_exec(db, \"BEGIN IMMEDIATE\", NULL, NULL, NULL);", 0),
            ("sqlite3_exec(db2, \"DELETE FROM Class43\", NULL, NULL, NULL);", 5),
            ("sqlite3_exec(db, \"COMMIT\", NULL, NULL, NULL);", 0),
            ("sqlite3_prepare_v2(db, \"INSERT INTO Class43 (Stu_ID, name, age) VALUES (?, 'x', 1)\", -1, &ins, NULL);", 0),
            ("sqlite3_bind_int(ins, 1, 1);", 0),
            ("sqlite3_step(ins);", 19),
            ("sqlite3_reset(ins);", 19),
            ("sqlite3_bind_text(ins, 1, \"one\", -1, SQLITE_TRANSIENT);", 0),
            ("sqlite3_step(ins);", 20),
            ("sqlite3_reset(ins);", 20),
            ("sqlite3_bind_zeroblob(ins, 1, 2000000);", 0),
            ("sqlite3_step(ins);", 18),
            ("sqlite3_finalize(ins);", 18),
            ("sqlite3_close(db2);", 0),
            ("sqlite3_close(db);", 0),
            ("sqlite3_exec(db, \"SELECT 1\", NULL, NULL, NULL);", 21),   // use after close (answered)
            ("sqlite3_open_v2(\"class.sqlite\", &ro, SQLITE_OPEN_READONLY, NULL);", 0),
            ("sqlite3_exec(ro, \"DELETE FROM Class43\", NULL, NULL, NULL);", 8),
            ("sqlite3_open(\"nowhere/x.sqlite\", &bad);", 14),
            ("sqlite3_open(\"notes.txt\", &txt);", 0),
            ("sqlite3_exec(txt, \"SELECT 1 FROM sqlite_schema\", NULL, NULL, NULL);", 26),
            ("sqlite3_open(\"damaged.sqlite\", &dmg);", 0),
            ("sqlite3_exec(dmg, \"SELECT * FROM Class43\", NULL, NULL, NULL);", 11),
        ]
        XCTAssertEqual(codes(script.map(\.0), in: lab), script.map(\.1))
        // After a failed open the handle is real: its message is SQLite's own.
        guard case .call(let message)? = lab.run(line: "sqlite3_errmsg(bad);").first else { return XCTFail() }
        XCTAssertEqual(message.returned, .text(Array("unable to open database file".utf8)))
    }

    func testBusyNamesTheConnectionThatHoldsTheLock() throws {
        let lab = try session()
        let answers = outcomes(["sqlite3_open(\"class.sqlite\", &writer);", "sqlite3_open(\"class.sqlite\", &reader);",
                                "sqlite3_exec(writer, \"BEGIN IMMEDIATE\", NULL, NULL, NULL);",
                                "sqlite3_exec(reader, \"DELETE FROM Class43\", NULL, NULL, NULL);"], in: lab)
        XCTAssertEqual(answers[3]?.code, .SQLITE_BUSY)
        XCTAssertEqual(answers[3]?.notes, [.lockHeldBy(["writer"], file: "class.sqlite")])
    }

    func testUndefinedBehaviourNeverReachesSQLiteAndIsExplained() throws {
        let lab = try session()
        _ = lab.run(line: "sqlite3_stmt *never;")
        let answers = outcomes(["sqlite3_step(never);", "sqlite3_open(\"class.sqlite\", &db);", "sqlite3_close(db);",
                                "sqlite3_errmsg(db);", "sqlite3_changes(db);"], in: lab)
        XCTAssertEqual(answers[0]?.answeredBySqlab, true)
        XCTAssertEqual(answers[0]?.notes, [.neverSet("never")])
        XCTAssertEqual(answers[3]?.returned, .text(Array("bad parameter or other API misuse".utf8)))
        XCTAssertEqual(answers[3]?.notes, [.closedConnection("db")])
        XCTAssertTrue(answers[4]?.failed ?? false)
        for language in Language.allCases {
            XCTAssertTrue(LabMessage.finalizedStatement("stmt").text(language).contains("SQLITE_MISUSE"))
            XCTAssertTrue(LabMessage.closedConnection("db").text(language).contains("SQLITE_MISUSE"))
        }
        XCTAssertTrue(LabMessage.finalizedStatement("stmt").text(.en).contains("crash"))
        XCTAssertTrue(LabMessage.finalizedStatement("stmt").text(.zh).contains("崩溃"))
    }

    func testLinesCErrorsOnGiveADidYouMean() throws {
        let lab = try session()
        _ = lab.run(line: "sqlite3_open(\"class.sqlite\", &db);")
        guard case .error(_, let unknown)? = lab.run(line: "sqlite3_bind_itn(s, 1, 2);").first,
              case .error(_, let undeclared)? = lab.run(line: "sqlite3_close(bd);").first,
              case .error(_, let count)? = lab.run(line: "sqlite3_close(db, 1);").first,
              case .error(_, let address)? = lab.run(line: "sqlite3_open(\"x.sqlite\", db);").first,
              case .error(_, let type)? = lab.run(line: "sqlite3_step(db);").first else { return XCTFail() }
        XCTAssertEqual(unknown, .unknownFunction("sqlite3_bind_itn", suggestion: "sqlite3_bind_int"))
        XCTAssertEqual(undeclared, .undeclared("bd", suggestion: "db"))
        XCTAssertEqual(count, .argumentCount(function: "sqlite3_close", expected: 1, given: 2, signature: "sqlite3_close(db)"))
        XCTAssertEqual(address, .needsAddress(function: "sqlite3_open", position: 2, variable: "db"))
        if case .wrongArgument(let f, 1, "stmt", _) = type { XCTAssertEqual(f, "sqlite3_step") } else { XCTFail("\(type)") }
    }

    func testScratchFolderIsPrivateHasFixturesAndIsRemoved() throws {
        let lab = try session()
        let path = lab.scratch.path
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o700)
        XCTAssertEqual(Set(lab.scratch.files.map(\.name)), Set(LabScratch.fixtureNames))
        XCTAssertEqual(lab.finish(), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testTheChineseFixtureHoldsTheChineseClass() throws {
        let lab = try session(.zh)
        let file = try Connection(path: lab.scratch.path + "/class.sqlite", readOnly: true)
        XCTAssertEqual(try file.scalar("SELECT name FROM Class43 WHERE Stu_ID = 1"), .text("栋哥"))
        let en = try session(.en)
        XCTAssertEqual(try Connection(path: en.scratch.path + "/class.sqlite", readOnly: true).scalar("SELECT group_concat(name) FROM Class43"),
                       .text("Dan,Mia,Jack"))
    }

    // MARK: - Hostile

    /// What is outside the scratch folder, before and after: nothing a lab script does may
    /// change it.
    func outsideSnapshot(_ folder: String) -> [String: Int] {
        var result: [String: Int] = [:]
        for name in (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? [] {
            var info = stat()
            if lstat(folder + "/" + name, &info) == 0 { result[name] = Int(info.st_size) ^ Int(info.st_mtim.tv_nsec) }
        }
        return result
    }

    func testPathsThatLeaveTheFolderAreRefusedWithCantOpen() throws {
        let outside = parent + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let secret = outside + "/secret.sqlite"
        let keep = try Connection(path: secret)
        try keep.execute("CREATE TABLE t(x); INSERT INTO t VALUES (1)")
        let lab = try session()
        // A link to the outside file, and a folder link, planted in the scratch folder.
        XCTAssertEqual(symlink(secret, lab.scratch.path + "/link.sqlite"), 0)
        XCTAssertEqual(symlink(outside, lab.scratch.path + "/out"), 0)
        XCTAssertEqual(symlink(secret, lab.scratch.path + "/class.sqlite-journal.tmp"), 0)
        let before = outsideSnapshot(outside)
        let names = ["/etc/passwd", secret, "../outside/secret.sqlite", "a/../../outside/secret.sqlite", "~/x.sqlite",
                     "link.sqlite", "out/secret.sqlite", "out/new.sqlite", "file:secret.sqlite?mode=rw", "FILE:/etc/passwd",
                     "./../x.sqlite", "..", "a/b/../../..//x"]
        for name in names {
            let results = codes(["sqlite3_open(\"\(name)\", &d);",
                                 "sqlite3_exec(d, \"CREATE TABLE IF NOT EXISTS t(x); INSERT INTO t VALUES (2)\", NULL, NULL, NULL);",
                                 "sqlite3_close(d);"], in: lab)
            XCTAssertEqual(results.first, 14, "\(name) was opened")
            XCTAssertNotEqual(results[1], 0, "\(name) was written")
        }
        // ATTACH and VACUUM INTO stay under the sandbox's rules.
        XCTAssertEqual(codes(["sqlite3_open(\"class.sqlite\", &db);",
                              "sqlite3_exec(db, \"ATTACH '\(secret)' AS s\", NULL, NULL, NULL);",
                              "sqlite3_exec(db, \"VACUUM INTO '\(outside)/copy.sqlite'\", NULL, NULL, NULL);",
                              "sqlite3_exec(db, \"PRAGMA temp_store_directory = '\(outside)'\", NULL, NULL, NULL);"], in: lab),
                       [0, 23, 23, 23])
        lab.finish()
        XCTAssertEqual(outsideSnapshot(outside), before)
        XCTAssertEqual(try keep.scalar("SELECT group_concat(x) FROM t"), .text("1"))
    }

    func testFinalizedAndClosedHandlesReusedManyTimesNeverCrash() throws {
        let lab = try session()
        _ = lab.run(line: "sqlite3_open(\"class.sqlite\", &db); sqlite3_prepare_v2(db, \"SELECT 1\", -1, &s, NULL);")
        _ = lab.run(line: "sqlite3_finalize(s); sqlite3_close(db);")
        let calls = LabFunction.names.compactMap { LabFunction.all[$0] }.filter { $0.parameters.first == .stmt || $0.parameters.first == .db }
        for _ in 0..<20 {
            for function in calls {
                let handle = function.parameters.first == .db ? "db" : "s"
                let rest = function.parameters.dropFirst().map { parameter -> String in
                    switch parameter {
                    case .outDB: return "&d2"
                    case .outStmt: return "&s2"
                    case .outTail: return "NULL"
                    case .outErrmsg: return "&e"
                    case .sql, .text, .parameterName, .filename: return "\"x\""
                    case .blob: return "x'00'"
                    case .destructor: return "SQLITE_STATIC"
                    case .callback, .callbackArgument, .vfs, .memory: return "NULL"
                    default: return "1"
                    }
                }
                let line = function.name + "(" + ([handle] + rest).joined(separator: ", ") + ");"
                for result in lab.run(line: line) {
                    guard case .call(let outcome) = result else { return XCTFail("\(line): \(result)") }
                    XCTAssertTrue(outcome.answeredBySqlab, line)
                }
            }
        }
        _ = lab.run(line: "sqlite3_finalize(s); sqlite3_close(db); sqlite3_close_v2(db);")
    }

    func testTenThousandHandlesStayBoundedAndAreReleased() throws {
        let lab = try session()
        _ = lab.run(line: "sqlite3_open(\"class.sqlite\", &db);")
        var refused = 0
        for i in 0..<10_000 {
            for result in lab.run(line: "sqlite3_prepare_v2(db, \"SELECT \(i)\", -1, &s\(i % 500), NULL);") {
                if case .call(let o) = result, o.code == .SQLITE_NOMEM { refused += 1 }
            }
        }
        XCTAssertGreaterThan(refused, 9000, "the handle table must cap unfinalized statements")
        XCTAssertLessThanOrEqual(lab.openHandleNames().count, lab.configuration.maxStatements + 1)
        for i in 0..<10_000 { _ = lab.run(line: "sqlite3_open(\":memory:\", &m\(i % 50));") }
        XCTAssertLessThanOrEqual(lab.openHandleNames().filter { $0.contains(":memory:") }.count, lab.configuration.maxConnections)
        XCTAssertFalse(lab.finish().isEmpty)
    }

    func testHugeBlobsAreRefusedNotAllocated() throws {
        let lab = try session()
        _ = lab.run(line: "sqlite3_open(\"class.sqlite\", &db); sqlite3_prepare_v2(db, \"SELECT ?\", -1, &s, NULL);")
        let hex = String(repeating: "AB", count: 1_100_000)
        XCTAssertEqual(codes(["sqlite3_bind_blob(s, 1, x'\(hex)', 1100000, SQLITE_TRANSIENT);"], in: lab), [18])
        XCTAssertEqual(codes(["sqlite3_bind_zeroblob(s, 1, 2147483647);", "sqlite3_step(s);"], in: lab), [0, 18])
        XCTAssertEqual(codes(["sqlite3_reset(s);", "sqlite3_bind_blob(s, 1, x'00', -1, SQLITE_STATIC);",
                              "sqlite3_bind_blob(s, 1, x'00', 2147483647, SQLITE_STATIC);",
                              "sqlite3_bind_text(s, 1, \"abc\", 99, SQLITE_STATIC);",
                              "sqlite3_prepare_v2(db, \"SELECT 1\", 100, &t, NULL);"], in: lab), [18, 21, 21, 21, 21])
        // A line over the limit is refused before it is read.
        guard case .error(_, .lineTooLong)? = lab.run(line: "f(x'" + String(repeating: "00", count: LabLine.maximumLength) + "');").first else {
            return XCTFail("a line over the limit was read")
        }
    }

    func testTheFolderSizeIsCapped() throws {
        let lab = try session()
        XCTAssertEqual(codes(["sqlite3_open(\"big.sqlite\", &b);", "sqlite3_exec(b, \"CREATE TABLE p(x)\", NULL, NULL, NULL);",
                              "sqlite3_exec(b, \"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20) INSERT INTO p SELECT zeroblob(400000) FROM n\", NULL, NULL, NULL);"], in: lab),
                       [0, 0, 13])
        for i in 0..<40 { _ = lab.run(line: "sqlite3_open(\"f\(i).sqlite\", &f\(i)); sqlite3_exec(f\(i), \"CREATE TABLE t(x)\", NULL, NULL, NULL);") }
        XCTAssertLessThanOrEqual(lab.scratch.files.filter { !$0.name.hasSuffix("-journal") }.count, LabScratch.fileCap + 1)
        XCTAssertLessThanOrEqual(lab.scratch.size, LabScratch.sizeCap + LabScratch.fileCap * LabConnection.maxPageCount * 4096)
    }

    /// Root or not, what learners see is the same: read-only comes from the flag.
    func testReadOnlyComesFromTheFlagNotFromFileModes() throws {
        let lab = try session()
        chmod(lab.scratch.path + "/class.sqlite", 0o444)
        XCTAssertEqual(codes(["sqlite3_open_v2(\"class.sqlite\", &ro, SQLITE_OPEN_READONLY, NULL);",
                              "sqlite3_exec(ro, \"DELETE FROM Class43\", NULL, NULL, NULL);"], in: lab), [0, 8])
    }

    func testEveryMessageHasBothLanguages() {
        let samples: [LabMessage] = [.unclosedString, .objectiveCString, .singleQuotedString, .nestedCall("f"),
                                     .unknownFunction("f", suggestion: "g"), .undeclared("x", suggestion: nil), .callbackRefused,
                                     .finalizedStatement("s"), .closedConnection("d"), .zombieConnection("d"), .neverSet("s"),
                                     .nullHandle("s"), .readsPastEnd(given: 9, available: 2), .negativeBlobLength, .freedTwice("e"),
                                     .bindWhileBusy("s"), .absolutePathRefused("/x"), .parentPathRefused("../x"), .uriRefused("file:x"),
                                     .symlinkRefused("l"), .folderFull(1 << 26), .tooManyFiles(16), .flagsRefused("SQLITE_OPEN_URI"),
                                     .handleTableFull(32), .leftOpen(["db"]), .unfinalized(["s"]), .extendedHidden(.SQLITE_CONSTRAINT_PRIMARYKEY),
                                     .missingCode(.SQLITE_BUSY), .answerLeftOpen(["db"]), .fileDiffers("f", missing: ["1, 2"], extra: ["3, 4", "5, 6"])]
        for message in samples {
            let en = message.text(.en), zh = message.text(.zh)
            XCTAssertFalse(en.isEmpty)
            XCTAssertNotEqual(en, zh, "\(message) is not translated")
            XCTAssertFalse(en.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "CJK in the English text of \(message)")
        }
    }

    /// Random calls of every function with every kind of argument, extreme numbers included,
    /// on real and dead handles: each ends as an outcome or a line error, never a crash, and
    /// nothing is left behind.
    func testRandomCallsOfEveryFunctionNeverCrash() throws {
        let lab = try session()
        var generator = SystemRandomNumberGenerator()
        let arguments = ["db", "db2", "s", "s2", "e", "&db", "&db2", "&s", "&s2", "&e", "&t", "NULL", "0", "1", "2", "-1", "3",
                         "2147483647", "-2147483648", "9223372036854775807", "1e308", "-0.0", "\"class.sqlite\"", "\"notes.txt\"",
                         "\"damaged.sqlite\"", "\"SELECT * FROM Class43\"", "\"INSERT INTO Class43 (name, age) VALUES (?, ?)\"",
                         "\"SELECT ?1, :a, @b\"", "\"BEGIN IMMEDIATE\"", "\"DROP TABLE Class43\"", "\"\"", "\"x\\0y\"", "x'00FF'", "x''",
                         "SQLITE_TRANSIENT", "SQLITE_STATIC", "SQLITE_OPEN_READONLY", "SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE",
                         "SQLITE_OPEN_URI", "SQLITE_LIMIT_LENGTH", "SQLITE_ROW"]
        let functions = LabFunction.names.compactMap { LabFunction.all[$0] }
        for _ in 0..<3000 {
            let function = functions.randomElement(using: &generator)!
            let count = Bool.random(using: &generator) ? function.parameters.count : Int.random(in: 0...6, using: &generator)
            let line = function.name + "(" + (0..<count).map { _ in arguments.randomElement(using: &generator)! }.joined(separator: ", ") + ");"
            for result in lab.run(line: line) {
                switch result {
                case .call, .error, .declared, .info: break
                }
            }
        }
        lab.finish()
        XCTAssertFalse(FileManager.default.fileExists(atPath: lab.scratch.path))
    }
}
