import Foundation
import XCTest

/// `check LESSON` with several answer files, one of which cannot be read: that one is said
/// (file and line), the others are checked, and the status is 2 (it stopped at the first).
final class CheckLessonFilesTests: XCTestCase {
    func testAnUnreadableAnswerFileDoesNotHideTheOthers() throws {
        let root = try CLI.temporaryFolder(self).resolvingSymlinksInPath()
        let env = ["HOME": root.path, "XDG_DATA_HOME": root.appendingPathComponent("data").path,
                   "SQLAB_COURSE": CLI.packageRoot.appendingPathComponent("lessons").path]
        let folder = root.appendingPathComponent("answers/01-first-steps")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // UTF-16LE without a byte order mark: NUL bytes.
        try Data("SELECT name FROM Class43;\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: folder.appendingPathComponent("older.sql"))
        try "SELECT name FROM Class43 WHERE age = 18;\n".write(to: folder.appendingPathComponent("eighteen.sql"), atomically: true, encoding: .utf8)
        for language in ["en", "zh"] {
            let check = try CLI.run(["check", "01", "--lang", language], environment: env, directory: root)
            XCTAssertEqual(check.status, 2, check.stdout + check.stderr)
            XCTAssertTrue(check.stderr.contains("answers/01-first-steps/older.sql:1:"), check.stderr)
            XCTAssertTrue(check.stdout.contains("eighteen"), check.stdout)
            XCTAssertTrue(check.stdout.contains(language == "zh" ? "通过" : "passed"), check.stdout)
        }
    }
}
