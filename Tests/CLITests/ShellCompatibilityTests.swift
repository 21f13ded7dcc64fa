import Foundation
import XCTest
import SQLabText
#if canImport(Glibc)
import Glibc
#endif

/// `sqlab repl --plain` against the sqlite3 shell (Debian package `sqlite3`, the same SQLite
/// 3.40.1): one script of statements and dot-commands (`Tests/Data/repl/compat.sql`: Chinese,
/// Japanese and Korean text, NULLs and empty strings, `0.1 + 0.2` and `-0.0`, blobs that are not
/// UTF-8, long text, line breaks, tabs and CRLF inside values, a column named with a space,
/// triggers, errors midway, `.nullvalue`, `.tables`, `.schema`), in every mode sqlab writes,
/// set by `.mode` and by the shell's options, with headers on and off. Standard output, standard
/// error and the exit status must be byte-identical; the differences the README lists are not in
/// the script. One difference is sqlab's on purpose: only csv and json are data; in every other
/// mode, and on standard error, a control character is shown as `ControlCharacters.visible`
/// shows it (`␛`, `<U+009B>`), where the shell writes it raw to the terminal. The shell's bytes
/// are compared after that function.
final class ShellCompatibilityTests: XCTestCase {
    static let shell = "/usr/bin/sqlite3"
    static let script = CLI.packageRoot.appendingPathComponent("Tests/Data/repl/compat.sql")
    static let modes = ["list", "tabs", "csv", "json", "line", "markdown", "table", "box"]

    struct Run: Equatable {
        let status: Int32
        let stdout: [UInt8]
        let stderr: [UInt8]
    }

    /// Runs a program with `input` as its standard input, capturing both outputs as bytes.
    static func run(_ path: String, _ arguments: [String], input: URL) throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-compat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out"), err = folder.appendingPathComponent("err")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input.path, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, err.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables: [String] = ["PATH=/usr/bin:/bin", "HOME=\(CLI.scratchHome)", "NO_COLOR=1", "LANG=C.UTF-8"]
        let environment = variables.map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, path, &actions, nil, argv, environment)
        guard rc == 0 else { throw NSError(domain: "posix_spawn \(path)", code: Int(rc)) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Run(status: exit, stdout: Array((try? Data(contentsOf: out)) ?? Data()), stderr: Array((try? Data(contentsOf: err)) ?? Data()))
    }

    /// Both programs on the same input with the same options; a failure shows the first line
    /// that differs.
    func assertSame(_ options: [String], input: URL = ShellCompatibilityTests.script, writes: Bool = true, file: StaticString = #filePath, line: UInt = #line) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.shell) else {
            return XCTFail("the sqlite3 shell is needed (apt-get install sqlite3; make installs it)", file: file, line: line)
        }
        let ours = try Self.run(CLI.binary.path, ["repl", "--plain"] + options, input: input)
        let raw = try Self.run(Self.shell, options, input: input)
        let data = options.contains { $0.hasSuffix("csv") || $0.hasSuffix("json") }
        func visible(_ bytes: [UInt8]) -> [UInt8] { Array(ControlCharacters.visible(String(decoding: bytes, as: UTF8.self)).utf8) }
        let theirs = Run(status: raw.status, stdout: data ? raw.stdout : visible(raw.stdout), stderr: visible(raw.stderr))
        let label = options.joined(separator: " ")
        XCTAssertEqual(ours.status, theirs.status, "\(label): exit status", file: file, line: line)
        for (name, a, b) in [("stdout", ours.stdout, theirs.stdout), ("stderr", ours.stderr, theirs.stderr)] where a != b {
            let x = String(decoding: a, as: UTF8.self).components(separatedBy: "\n")
            let y = String(decoding: b, as: UTF8.self).components(separatedBy: "\n")
            let i = Array(zip(x, y)).firstIndex { $0.0 != $0.1 } ?? min(x.count, y.count)
            XCTFail("\(label): \(name) differs at line \(i + 1)\n  sqlab:   \(i < x.count ? x[i].debugDescription : "<end>")\n  sqlite3: \(i < y.count ? y[i].debugDescription : "<end>")",
                    file: file, line: line)
        }
        if writes { XCTAssertFalse(theirs.stdout.isEmpty, "\(label): the shell wrote nothing", file: file, line: line) }
    }

    func testEveryModeSetByDotModeWithHeadersOnAndOff() throws {
        for mode in Self.modes {
            for header in ["-header", "-noheader"] {
                try assertSame(["-batch", header, "-cmd", ".mode \(mode)"])
            }
        }
    }

    func testEveryModeSetByTheShellsOptions() throws {
        for mode in Self.modes {
            for header in ["-header", "-noheader"] {
                try assertSame([header, "-\(mode)"])
            }
        }
    }

    func testNullValueSeparatorAndEcho() throws {
        try assertSame(["-nullvalue", "NIL", "-separator", ";"])
        try assertSame(["-header", "-separator", "::", "-list"])
        try assertSame(["-echo", "-csv", "-header"])
        try assertSame(["-cmd", ".separator \\t X", "-cmd", ".nullvalue -"])
    }

    /// `-bail` stops at the first error, with the shell's exit status (1), and writes nothing of
    /// what follows it.
    func testBailStopsAtTheFirstError() throws {
        try assertSame(["-bail"])
        try assertSame(["-bail", "-box"])
        let ours = try Self.run(CLI.binary.path, ["repl", "--plain", "-bail"], input: Self.script)
        XCTAssertEqual(ours.status, 1)
        XCTAssertFalse(String(decoding: ours.stdout, as: UTF8.self).contains("after the error"))
        XCTAssertEqual(String(decoding: ours.stderr, as: UTF8.self).components(separatedBy: "\n").first, "Parse error near line 16: no such column: nosuch")
    }

    /// Every byte from 1 to 127 inside a value and as a value, in every mode: the quoting,
    /// escaping and line breaking of each control character.
    func testEveryASCIIByteInEveryMode() throws {
        let folder = try CLI.temporaryFolder(self)
        var script = "CREATE TABLE b (c TEXT, i INTEGER);\n"
        for byte in 1...127 { script += "INSERT INTO b VALUES ('x' || char(\(byte)) || 'y', \(byte)), (char(\(byte)), -\(byte));\n" }
        script += "SELECT c, i, c AS \"c c\" FROM b;\nSELECT char(9) || 'tab', 'crlf' || char(13) || char(10), char(13), '' || char(10);\n"
        let input = folder.appendingPathComponent("bytes.sql")
        try script.write(to: input, atomically: true, encoding: .utf8)
        for mode in Self.modes {
            try assertSame(["-header", "-cmd", ".mode \(mode)"], input: input)
        }
    }

    /// A thousand rows, written in batches as they come: headers once, json's brackets once,
    /// line mode's blank lines between every row.
    func testManyRowsInEveryMode() throws {
        let folder = try CLI.temporaryFolder(self)
        let input = folder.appendingPathComponent("many.sql")
        try "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 1000) SELECT i, 'row ' || i AS r, i / 7.0 AS q FROM c;\n"
            .write(to: input, atomically: true, encoding: .utf8)
        for mode in Self.modes {
            try assertSame(["-header", "-cmd", ".mode \(mode)"], input: input)
        }
    }

    /// `.exit CODE` ends with CODE and runs nothing after it, as in the shell.
    func testExitWithACode() throws {
        let folder = try CLI.temporaryFolder(self)
        for (name, text) in [("exit3", "SELECT 1;\n.exit 3\nSELECT 2;\n"), ("exit", "SELECT x;\n.exit\nSELECT 2;\n"),
                             ("quit", "SELECT x;\n.quit\nSELECT 2;\n"), ("end", "SELECT x;\nSELECT 2;\n")] {
            let input = folder.appendingPathComponent("\(name).sql")
            try text.write(to: input, atomically: true, encoding: .utf8)
            try assertSame([], input: input, writes: false)
        }
    }
}
