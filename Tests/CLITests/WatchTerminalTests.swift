import Foundation
import XCTest
@testable import SQLabText

/// `sqlab watch` on a real 80x24 terminal, driven through tmux: it shows what `check` shows
/// (the notes too), the keys line stays on screen however long the feedback is, `n` skips an
/// exercise not passed, `l` lists the exercises with keys that jump to them, `q` quits.
final class WatchTerminalTests: TerminalTestCase {
    override class var sessionName: String { "watch" }
    /// The visible screen only: what the learner sees now.
    override class var capturesScrollback: Bool { false }
    override class var patience: TimeInterval { 30 }

    /// The screen fits: at most 80 columns a line, and its last line with text is the keys line.
    func assertKeysLineOnScreen(file: StaticString = #filePath, line: UInt = #line) throws {
        var lines = try screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        XCTAssertLessThanOrEqual(lines.count, 24, file: file, line: line)
        for row in lines { XCTAssertLessThanOrEqual(TextWidth.of(row), 80, row, file: file, line: line) }
        let last = lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        XCTAssertTrue(last.hasPrefix("[h] hint"), "the keys line scrolled away:\n\(lines.joined(separator: "\n"))", file: file, line: line)
        XCTAssertTrue(lines.contains { $0.hasPrefix("── Exercise") }, "the exercise scrolled away", file: file, line: line)
    }

    func write(_ answer: String, to exercise: String) throws {
        try answer.write(to: folder.appendingPathComponent("answers/01-first-steps/\(exercise).sql"), atomically: true, encoding: .utf8)
    }

    func testWatchAtEightyByTwentyFour() throws {
        let course = CLI.packageRoot.appendingPathComponent("lessons").path
        let environment = "HOME=\(folder.path) XDG_DATA_HOME=\(folder.path)/data NO_COLOR=1 TERM=xterm LANG=C.UTF-8"
        try Self.run(["-L", socket, "new-session", "-d", "-s", "watch", "-x", "80", "-y", "24",
                                   "cd \(folder.path) && env \(environment) \(CLI.binary.path) watch 01 --course \(course); echo EXIT=$?; sleep 60"])
        try waitFor("[h] hint")
        try assertKeysLineOnScreen()

        // What check shows, the note on `= NULL` included.
        try write("SELECT name FROM Class43 WHERE age = NULL;\n", to: "eighteen")
        try waitFor("✗ Exercise eighteen: not yet (0/1)")
        try waitFor("`IS NULL`")
        try assertKeysLineOnScreen()

        // n skips it; l lists the exercises; 4 jumps to birthday.
        try keys("n")
        try waitFor("Skipped eighteen")
        try keys("l")
        try waitFor("[4] · birthday")
        try keys("4")
        try waitFor("── Exercise birthday")

        // An UPDATE without WHERE: feedback longer than the window, cut so the keys stay.
        try write("UPDATE Class43 SET age = age + 1;\n", to: "birthday")
        try waitFor("✗ Exercise birthday: not yet (0/1)")
        try assertKeysLineOnScreen()
        try waitFor("a taller window shows them")

        try keys("q")
        try waitFor("EXIT=0")
    }
}
