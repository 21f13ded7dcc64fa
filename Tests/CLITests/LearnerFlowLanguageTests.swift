import Foundation
import XCTest
@testable import SQLabText

/// What a new learner meets first, in Chinese: details found trying the course as one (#17).
final class LearnerFlowLanguageTests: XCTestCase {
    func testTheHomeSaysWhyALessonCannotBeReadInTheLearnersLanguage() throws {
        let course = try CLI.temporaryFolder(self)
        try "# Bad\n\n```sql bogus\nSELECT 1;\n```\n".write(to: course.appendingPathComponent("02-bad.md"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("lessons/01-first-steps.md"),
                                         to: course.appendingPathComponent("01-first-steps.md"))
        let env = ["XDG_DATA_HOME": course.appendingPathComponent("data").path, "SQLAB_COURSE": course.path]
        let bad = course.appendingPathComponent("02-bad.md").path
        let zh = CLI.runInProcess(["--lang", "zh"], environment: env)
        let zhText = (zh.stdout + zh.stderr).replacingOccurrences(of: "\n    ", with: "")
        XCTAssertTrue(zhText.contains(bad + ":3:1: 错误：未知的 sql 块类型 'bogus'"), zhText)
        let en = CLI.runInProcess(["--lang", "en"], environment: env)
        XCTAssertTrue((en.stdout + en.stderr).replacingOccurrences(of: "\n    ", with: " ").contains(bad + ":3:1: error: unknown sql block kind 'bogus'"), en.stdout + en.stderr)
    }

    func testTheREPLRefusesANULInTheLearnersLanguage() throws {
        let zh = try CLI.run(["repl", "--lang", "zh"], input: "SELECT 1;\u{0}SELECT 2;\n")
        XCTAssertTrue((zh.stdout + zh.stderr).contains("<stdin>:1:1: 错误：SQL 里有 NUL 字节（SQLite 会悄悄忽略它后面的一切）"), zh.stdout + zh.stderr)
        let en = try CLI.run(["repl", "--lang", "en"], input: "SELECT 1;\u{0}SELECT 2;\n")
        XCTAssertTrue((en.stdout + en.stderr).contains("<stdin>:1:1: error: the SQL holds a NUL byte"), en.stdout + en.stderr)
    }

    func testWatchsExerciseListIsTitledWithAChineseColon() throws {
        let folder = try CLI.temporaryFolder(self)
        let env = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                   "SQLAB_COURSE": CLI.packageRoot.appendingPathComponent("lessons").path, "LANG": "zh_CN.UTF-8"]
        let zh = try CLI.run(["watch"], input: "lq", environment: env, directory: folder)
        XCTAssertTrue(zh.stdout.contains("01-first-steps：第一步"), zh.stdout)
        XCTAssertEqual(EnglishSentences.find(in: zh.stdout.components(separatedBy: "01-first-steps：").dropFirst().joined()), [], zh.stdout)
        let en = try CLI.run(["watch", "--lang", "en"], input: "lq", environment: env, directory: folder)
        XCTAssertTrue(en.stdout.contains("01-first-steps: First steps"), en.stdout)
    }
}
