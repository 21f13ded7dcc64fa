import Foundation
import XCTest
@testable import SQLabText
@testable import SQLabLessons

/// Messages about files from outside (answer files, lesson files) in the learner's language:
/// every problem of an answer file or of a lesson's format is one line `FILE:LINE:COLUMN:` and
/// the severity, then the message from the text catalogue, English with `--lang en` and with no
/// English sentence with `--lang zh` (issue 17).
final class FileMessageLanguageTests: XCTestCase {
    /// The message after `FILE:LINE:COLUMN: ` with file names and code blanked out, for the
    /// English finder.
    private func englishIn(_ line: String, file: String) -> [String] {
        EnglishSentences.find(in: line.replacingOccurrences(of: file, with: ""))
    }

    /// A path given to grade, lint or test that is not there (trial finding 14): `FILE:1:1:`
    /// and the catalogue's sentence, English with `--lang en`, Chinese with `--lang zh`.
    func testMissingPathsOfGradeLintAndTestAreInTheLanguage() throws {
        let missing = try CLI.temporaryFolder(self).appendingPathComponent("nothing-here").path
        let cases: [(words: [String], en: String, zh: String)] = [
            (["grade", "01", missing], "error: no such submissions folder", "错误：没有这个提交文件夹"),
            (["lint", missing], "error: no such lesson file or folder", "错误：没有这个课程文件或文件夹"),
            (["test", missing + ".test"], "error: no such test file", "错误：没有这个测试文件"),
        ]
        for item in cases {
            let en = try CLI.run(item.words + ["--lang", "en"])
            XCTAssertEqual(en.status, 2, en.stderr)
            XCTAssertTrue(en.stderr.contains(":1:1: " + item.en), en.stderr)
            let zh = try CLI.run(item.words + ["--lang", "zh"])
            XCTAssertEqual(zh.status, 2, zh.stderr)
            XCTAssertTrue(zh.stderr.contains(":1:1: " + item.zh), zh.stderr)
            XCTAssertFalse(zh.stderr.contains("no such"), zh.stderr)
        }
    }

    /// A read-only file system (EROFS, the REPL's `.save` on one: trial finding 14) is said in
    /// the learner's language, not in strerror's English.
    func testReadOnlyFileSystemIsInTheLanguage() {
        let reason = BoundedFile.reasonText(String(cString: strerror(EROFS)))
        XCTAssertEqual(LocalizedText(.replSaveFailed, arguments: ["x.db", reason]).text(in: .zh), "错误：无法保存到 x.db：文件系统是只读的")
        XCTAssertEqual(LocalizedText(.replSaveFailed, arguments: ["x.db", reason]).text(in: .en), "Error: cannot save to x.db: read-only file system")
    }

    func testAnswerFileProblemsAreInTheLearnersLanguage() throws {
        let folder = try CLI.temporaryFolder(self)
        func write(_ name: String, _ bytes: [UInt8]) throws -> String {
            let url = folder.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            return url.path
        }
        let folderAnswer = folder.appendingPathComponent("a-folder").path
        try FileManager.default.createDirectory(atPath: folderAnswer, withIntermediateDirectories: true)
        let notUTF8 = try write("cp1252.sql", Array("SELECT 'caf".utf8) + [0xE9] + Array("';\n".utf8))
        let nul = try write("nul.sql", Array("SELECT 1;".utf8) + [0] + Array("DROP TABLE x;\n".utf8))
        let utf16 = try write("utf16.sql", Array("SELECT name FROM Class43;\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        let cut = try write("cut.sql", Array("SELECT '".utf8) + [0xE5, 0xA5])
        let missing = folder.appendingPathComponent("missing.sql").path
        // Each file: its location prefix and what the English message says.
        let cases: [(path: String, prefix: String, english: String)] = [
            (folderAnswer, folderAnswer + ":1:1: ", "is a folder, not an answer file"),
            (missing, missing + ":1:1: ", "no such answer file"),
            (notUTF8, notUTF8 + ":1:12: ", "the file is not valid UTF-8 (byte 0xE9) (save it as UTF-8, or name its encoding with --encoding, such as GBK or CP1252)"),
            (nul, nul + ":1:10: ", "the file holds a NUL byte (SQLite would silently ignore everything after it)"),
            (utf16, utf16 + ":1:", "it looks like UTF-16 without a byte-order mark (save it as UTF-8, or name its encoding with --encoding UTF-16LE)"),
            (cut, cut + ":1:9: ", "the file is not valid UTF-8 (it ends inside a character)"),
        ]
        for item in cases {
            let en = CLI.runInProcess(["check", "01", "eighteen", "--answer", item.path, "--lang", "en"])
            XCTAssertEqual(en.status, 2, en.stderr)
            XCTAssertTrue(en.stderr.hasPrefix(item.prefix) && en.stderr.contains("error: ") && en.stderr.contains(item.english), en.stderr)
            XCTAssertEqual(en.stderr.split(separator: "\n").count, 1, en.stderr)
            let zh = CLI.runInProcess(["check", "01", "eighteen", "--answer", item.path, "--lang", "zh"])
            XCTAssertEqual(zh.status, 2, zh.stderr)
            XCTAssertTrue(zh.stderr.hasPrefix(item.prefix) && zh.stderr.contains("错误："), zh.stderr)
            XCTAssertEqual(zh.stderr.split(separator: "\n").count, 1, zh.stderr)
            XCTAssertEqual(englishIn(zh.stderr, file: item.path), [], zh.stderr)
        }
        // The Chinese words themselves, for two of them.
        let zhFolder = CLI.runInProcess(["check", "01", "eighteen", "--answer", folderAnswer, "--lang", "zh"])
        XCTAssertEqual(zhFolder.stderr, folderAnswer + ":1:1: 错误：是文件夹，不是答案文件\n")
        let zhBytes = CLI.runInProcess(["check", "01", "eighteen", "--answer", notUTF8], environment: ["LANG": "zh_CN.UTF-8"])
        XCTAssertEqual(zhBytes.stderr, notUTF8 + ":1:12: 错误：文件不是有效的 UTF-8（字节 0xE9）：请另存为 UTF-8，或用 --encoding 指明它的编码，例如 GBK 或 CP1252\n")
    }

    func testAnswerFileWarningsAreInTheLearnersLanguage() throws {
        let folder = try CLI.temporaryFolder(self)
        let file = folder.appendingPathComponent("twice.sql").path
        try "SELECT 1;\n-- exercise: eighteen\nSELECT 1;\n-- exercise: eighteen\nSELECT name FROM Class43 WHERE age = 18;\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let en = CLI.runInProcess(["check", "01", "--answer", file, "--lang", "en"])
        XCTAssertTrue(en.stderr.contains(file + ":1:1: warning: SQL before the first '-- exercise: ID' line answers no exercise"), en.stderr)
        XCTAssertTrue(en.stderr.contains(file + ":4:1: warning: exercise 'eighteen' is answered again (first at line 2); the last answer counts"), en.stderr)
        let zh = CLI.runInProcess(["check", "01", "--answer", file, "--lang", "zh"])
        XCTAssertTrue(zh.stderr.contains(file + ":4:1: 警告：练习 'eighteen' 又答了一次（第一次在第 2 行）；以最后一次为准"), zh.stderr)
        XCTAssertTrue(zh.stderr.contains(file + ":1:1: 警告："), zh.stderr)
        for line in zh.stderr.split(separator: "\n") where line.hasPrefix(file) {
            XCTAssertEqual(englishIn(String(line), file: file), [], String(line))
        }
    }

    func testLessonFormatDiagnosticsAreInTheReadersLanguageWithTheirPrefix() throws {
        let folder = try CLI.temporaryFolder(self)
        let lesson = folder.appendingPathComponent("broken.md").path
        try """
            # Broken

            ```sql bogus
            SELECT 1;
            ```

            ```sql expect=SQLITE_CONSTRAIN expct=1
            SELECT 1;
            ```

            ```sql exercise id=Bad points=x order=sometimes
            ```

            ```sql dataset
            INSERT INTO t VALUES (1);
            ```
            """.write(toFile: lesson, atomically: true, encoding: .utf8)
        let english = [
            ":3:1: error: unknown sql block kind 'bogus'; expected sql, sql setup, sql exercise or sql dataset",
            ":7:1: error: unknown attribute 'expct' for a sql block",
            ":7:1: error: unknown result code 'SQLITE_CONSTRAIN' in expect= (did you mean SQLITE_CONSTRAINT?)",
            ":11:1: error: exercise id 'Bad' may only hold a-z, 0-9 and '-'",
            ":11:1: error: points=x is not a whole number of points from 0 to 1000000",
            ":11:1: error: order=sometimes must be exact or any",
            ":11:1: error: exercise 'Bad' has no reference solution",
            ":14:1: error: 'sql dataset' block with no exercise after it",
        ]
        for command in [["lint", lesson], ["run", lesson]] {
            let en = CLI.runInProcess(command + ["--lang", "en"])
            XCTAssertEqual(en.status, command[0] == "lint" ? 1 : 2, en.stderr + en.stdout)
            let lines = (en.stdout + en.stderr).split(separator: "\n").map(String.init).filter { $0.hasPrefix(lesson) }
            XCTAssertEqual(Set(lines), Set(english.map { lesson + $0 }), lines.joined(separator: "\n"))
            let zh = CLI.runInProcess(command, environment: ["LANG": "zh_CN.UTF-8"])
            let zhLines = (zh.stdout + zh.stderr).split(separator: "\n").map(String.init).filter { $0.hasPrefix(lesson) }
            XCTAssertEqual(zhLines.count, english.count, zhLines.joined(separator: "\n"))
            for line in zhLines {
                // FILE:LINE:COLUMN: as tools read it, then the Chinese severity and message.
                XCTAssertNotNil(line.range(of: #"^.+:\d+:\d+: 错误："#, options: .regularExpression), line)
                XCTAssertEqual(englishIn(line, file: lesson), [], line)
            }
            XCTAssertTrue(zhLines.contains(lesson + ":7:1: 错误：expect= 里的结果码 'SQLITE_CONSTRAIN' 不存在（是不是 SQLITE_CONSTRAINT？）"), zhLines.joined(separator: "\n"))
        }
        let summary = CLI.runInProcess(["lint", lesson, "--lang", "zh"]).stdout
        XCTAssertTrue(summary.hasSuffix("检查了 1 课：8 个错误，0 个警告\n"), summary)
    }

    func testALessonPathThatIsNoLessonFileIsSaidInChinese() throws {
        let folder = try CLI.temporaryFolder(self)
        let zh = CLI.runInProcess(["run", folder.path + "/nothing.md", "--lang", "zh"])
        XCTAssertEqual(zh.stderr, folder.path + "/nothing.md:1:1: 错误：没有这个课程文件\n")
        let replRead = CLI.runInProcess(["repl", "--lang", "zh"], input: ".read \(folder.path)\n")
        XCTAssertTrue(replRead.stdout.contains("它是文件夹") || replRead.stderr.contains("它是文件夹"), replRead.stdout + replRead.stderr)
    }

    func testCourseAndEncodingOptionsAreRefusedInTheLearnersLanguage() throws {
        let folder = try CLI.temporaryFolder(self)
        let file = folder.appendingPathComponent("plain")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["next", "--course", folder.appendingPathComponent("nope").path], "no such course folder"),
            (["next", "--course", file.path], "is a file; a course is a folder of lesson files"),
            (["next", "--course", file.appendingPathComponent("x").path], "Not a directory (\(file.path) is a file)"),
            (["check", "01", "eighteen", "--encoding", "BOGUS", "--answer", "-"], "iconv knows no encoding 'BOGUS'"),
        ]
        for (words, english) in cases {
            let en = CLI.runInProcess(words + ["--lang", "en"])
            XCTAssertEqual(en.status, 2)
            XCTAssertTrue(en.stderr.hasPrefix("sqlab: ") && en.stderr.contains(english), en.stderr)
            let zh = CLI.runInProcess(words + ["--lang", "zh"])
            XCTAssertEqual(zh.status, 2)
            XCTAssertTrue(zh.stderr.hasPrefix("sqlab："), zh.stderr)
            XCTAssertEqual(englishIn(zh.stderr, file: folder.path), [], zh.stderr)
        }
    }

    func testLocalizedTextPutsItsPartsInOneLanguage() {
        let text = LocalizedText(.answerNotRegular, LocalizedText(.fileKindFolder))
        XCTAssertEqual(text.text(in: .en), "is a folder, not an answer file")
        XCTAssertEqual(text.text(in: .zh), "是文件夹，不是答案文件")
        // A diagnostic made from a key compares equal to one made from its English words.
        let at = SourceLocation(file: "a.sql", line: 2, column: 3)
        XCTAssertEqual(Diagnostic(at: at, .answerMissing), Diagnostic(at: at, "no such answer file"))
        XCTAssertEqual(Diagnostic(at: at, .answerMissing).description(in: .zh), "a.sql:2:3: 错误：没有这个答案文件")
        XCTAssertEqual(Diagnostic(at: at, "SQLite's own words").description(in: .zh), "a.sql:2:3: 错误：SQLite's own words")
    }
}
