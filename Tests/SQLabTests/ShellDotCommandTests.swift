import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabPresent
@testable import SQLabShell

/// The dot-commands of issue 18, in the teaching REPL and in the plain one (`repl --plain`), in
/// process: `.exit`, `.bail`, `.tables PATTERN`, prefixes, `.nullvalue`, `.separator`, `.once`
/// and `.output` (never over a file), `.schema` in creation order.
final class ShellDotCommandTests: XCTestCase {
    var text = ""
    var out: [UInt8] = []
    var err = ""

    func teaching() throws -> Session {
        text = ""
        return try Session(configuration: Session.Configuration(), lesson: nil) { [unowned self] in self.text += $0 + "\n" }
    }

    func plain() throws -> Session {
        out = []
        err = ""
        var configuration = Session.Configuration()
        configuration.plain = Session.PlainOutput(out: { [unowned self] in self.out += $0 }, err: { [unowned self] in self.err += $0 })
        return try Session(configuration: configuration, lesson: nil) { _ in XCTFail("plain mode wrote to the teaching output") }
    }

    var stdout: String { String(decoding: out, as: UTF8.self) }

    func testExitEndsTheInputWithItsCode() throws {
        for session in [try teaching(), try plain()] {
            session.feed(lines: "SELECT 1;\n.exit 3\nSELECT 'never';")
            session.finish()
            XCTAssertTrue(session.isFinished)
            XCTAssertEqual(session.exitCode, 3)
        }
        XCTAssertFalse(text.contains("never"))
        XCTAssertEqual(stdout, "1\n")
        let zero = try plain()
        zero.feed(lines: "SELECT x;\n.exit 0\nSELECT 2;")
        XCTAssertNil(zero.exitCode, ".exit 0 leaves the usual status (1 here: a statement failed)")
        XCTAssertEqual(zero.failures, 1)
    }

    func testBailStopsAtTheFirstFailureInBothModes() throws {
        let t = try teaching()
        t.feed(lines: ".bail on\nSELECT nosuch;\nSELECT 'after';")
        XCTAssertTrue(t.isFinished)
        XCTAssertFalse(text.contains("after"))
        let p = try plain()
        p.feed(lines: ".bail on\n.nosuch\nSELECT 'after';")
        XCTAssertTrue(p.isFinished)
        XCTAssertEqual(err, "Error: unknown command or invalid arguments:  \"nosuch\". Enter \".help\" for help\n")
        XCTAssertEqual(stdout, "")
    }

    func testTablesTakesAPatternAndPrefixesWork() throws {
        let p = try plain()
        p.feed(lines: "CREATE TABLE apple(a); CREATE TABLE apricot(a); CREATE TABLE banana(b);\n.tab ap%\n.h on\nSELECT 1 AS one;")
        XCTAssertEqual(stdout, "apple    apricot\none\n1\n")
        let t = try teaching()
        t.feed(lines: "CREATE TABLE apple(a); CREATE TABLE banana(b);\n.tables b%\n.e on")
        XCTAssertTrue(text.contains("\nbanana\n"), text)
        XCTAssertFalse(text.contains("apple\n"), text)
        XCTAssertTrue(text.contains("Error: .e could be .echo, .exercises, .explain, .exit: type more of the name"), text)
    }

    func testNullValueAndSeparator() throws {
        let p = try plain()
        p.feed(lines: ".nullvalue (null)\n.separator \\t ~\nSELECT NULL, 'a', 2;")
        XCTAssertEqual(stdout, "(null)\ta\t2~")
        let t = try teaching()
        t.feed(lines: ".mode list\n.nullvalue -\n.separator ,\nSELECT NULL, 'a';")
        XCTAssertTrue(text.contains("-,a\n"), text)
    }

    func testOnceAndOutputNeverWriteOverAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-once-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let once = folder.appendingPathComponent("once.txt").path, all = folder.appendingPathComponent("all.txt").path
        let p = try plain()
        p.feed(lines: ".once \(once)\nSELECT 1;\nSELECT 2;\n.output \(all)\nSELECT 3;\nSELECT 4;\n.output\nSELECT 5;\n.once \(once)\nSELECT 6;")
        XCTAssertEqual(try String(contentsOfFile: once, encoding: .utf8), "1\n")
        XCTAssertEqual(try String(contentsOfFile: all, encoding: .utf8), "3\n4\n")
        XCTAssertEqual(stdout, "2\n5\n6\n")
        XCTAssertEqual(err, "Error: \(once) exists already; .once in a script writes only a new file (remove it, or choose another name)\n")
        XCTAssertEqual(p.failures, 1)
        // Never through a symbolic link, not even a dangling one.
        let link = folder.appendingPathComponent("link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.appendingPathComponent("target.txt").path)
        let q = try plain()
        q.feed(lines: ".output \(link)\nSELECT 7;")
        XCTAssertEqual(err, "Error: \(link) is a symbolic link; .output does not write through links.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("target.txt").path))
        XCTAssertEqual(stdout, "7\n")
        // At the keyboard, an existing file is replaced only when the person says yes.
        for (answer, expected) in [(false, "3\n4\n"), (true, "8\n")] {
            var configuration = Session.Configuration(inputIsScript: false)
            var asked: [String] = []
            configuration.confirm = { asked.append($0); return answer }
            let s = try Session(configuration: configuration, lesson: nil) { _ in }
            s.feed(lines: ".output \(all)\n.mode list\nSELECT 8;\n.output")
            XCTAssertEqual(asked, ["\(all) exists. Replace it with the output? [y/N] "])
            XCTAssertTrue(try String(contentsOfFile: all, encoding: .utf8).hasPrefix(expected))
        }
    }

    func testOnceInTheTeachingREPLTakesOneStatement() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-once-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let once = folder.appendingPathComponent("once.txt").path
        let t = try teaching()
        t.feed(lines: ".mode list\n.once \(once)\nSELECT 'into the file';\nSELECT 'on the screen';")
        let written = try String(contentsOfFile: once, encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("into the file\n"), written)
        XCTAssertFalse(written.contains("on the screen"), written)
        XCTAssertTrue(text.contains("on the screen"), text)
    }

    /// A trigger comes after its table, so that `.schema`'s output can be run again.
    func testSchemaIsInCreationOrderAndCanBeReplayed() throws {
        let p = try plain()
        p.feed(lines: "CREATE TABLE z(a);\nCREATE TABLE log(x);\nCREATE TRIGGER z_ai AFTER INSERT ON z BEGIN INSERT INTO log VALUES (new.a); END;\nCREATE INDEX a_idx ON z(a);\n.schema")
        XCTAssertEqual(stdout, """
            CREATE TABLE z(a);
            CREATE TABLE log(x);
            CREATE TRIGGER z_ai AFTER INSERT ON z BEGIN INSERT INTO log VALUES (new.a); END;
            CREATE INDEX a_idx ON z(a);

            """)
        let replay = try plain()
        replay.feed(lines: stdout)
        XCTAssertEqual(err, "")
        XCTAssertEqual(replay.failures, 0)
        let t = try teaching()
        t.feed(lines: "CREATE TABLE z(a);\nCREATE TABLE log(x);\nCREATE TRIGGER a_first AFTER INSERT ON z BEGIN SELECT 1; END;\n.schema")
        XCTAssertTrue(text.contains("CREATE TABLE z(a);\nCREATE TABLE log(x);\nCREATE TRIGGER a_first"), text)
    }

    func testPlainErrorsGoToStandardErrorInTheShellsWords() throws {
        let p = try plain()
        p.feed(lines: "CREATE TABLE u(a UNIQUE);\nINSERT INTO u VALUES (1);\nINSERT INTO u VALUES (1);\nSELECT 1 +;")
        XCTAssertEqual(err, """
            Runtime error near line 3: UNIQUE constraint failed: u.a (19)
            Parse error near line 4: near ";": syntax error
              SELECT 1 +;
                        ^--- error here

            """)
        XCTAssertEqual(stdout, "")
        XCTAssertEqual(p.failures, 2)
    }
}
