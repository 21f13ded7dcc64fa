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
        // A screen is written a line at a time: wait (a few seconds at most) for the whole of it.
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, !(try screen().split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "").hasPrefix("[h] ") {
            usleep(100_000)
        }
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

    /// Presses m (the next page) until the screen shows `text`, at most ten times.
    func page(to text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for _ in 0..<10 {
            if try screen().contains(text) { return }
            let before = try screen()
            try keys("m")
            let deadline = Date().addingTimeInterval(5)
            while try screen() == before, Date() < deadline { usleep(100_000) }
        }
        XCTFail("no page showed \(text):\n\(try screen())", file: file, line: line)
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
        try page(to: "`IS NULL`")
        try assertKeysLineOnScreen()

        // n skips it; l lists the exercises; 4 jumps to birthday.
        try keys("n")
        try waitFor("Skipped eighteen")
        try keys("l")
        try waitFor("[4] · birthday")
        try keys("4")
        try waitFor("── Exercise birthday")

        // Hints, then an UPDATE without WHERE: feedback and hints taller than the window, a
        // page at a time; m turns the page; the exercise and the keys stay.
        try keys("h")
        try waitFor("Hint 1 of 3:")
        try keys("h")
        try waitFor("Hint 2 of 3:")
        try write("UPDATE Class43 SET age = age + 1;\n", to: "birthday")
        try waitFor("✗ Exercise birthday: not yet (0/1)")
        try assertKeysLineOnScreen()
        try waitFor("[m] shows more")
        let firstPage = try screen()
        XCTAssertTrue(firstPage.contains("[q] quit  [m] more"), firstPage)
        XCTAssertTrue(firstPage.contains("Everyone has had a birthday"), firstPage)
        try page(to: "Hint 2 of 3:")
        try assertKeysLineOnScreen()
        // The last page says that m goes back to the first, not that it shows more.
        try page(to: "the last: [m] goes back to the first")
        XCTAssertFalse(try screen().contains("[m] shows more"))
        // What was just asked for is on screen, whatever was before it: a hint, the list and
        // how to use it.
        try keys("h")
        try waitFor("Hint 3 of 3:")
        try assertKeysLineOnScreen()
        try keys("l")
        try waitFor("A key in [ ] opens that exercise")
        try waitFor("< or > another lesson; other keys go back.")
        try assertKeysLineOnScreen()
        try keys("x")
        try waitFor("✗ Exercise birthday: not yet (0/1)")

        // A taller window is drawn again at its size, without a key.
        try tmux("resize-window", "-t", "watch", "-y", "60")
        var tall = try screen()
        let deadline = Date().addingTimeInterval(10)
        while tall.contains("[m] shows more") || !tall.contains("Hint 3 of 3:"), Date() < deadline {
            usleep(100_000)
            tall = try screen()
        }
        XCTAssertFalse(tall.contains("[m] shows more"), tall)
        XCTAssertTrue(tall.contains("Note: without WHERE, UPDATE and DELETE change every row") && tall.contains("Hint 3 of 3:"), tall)

        try keys("q")
        try waitFor("EXIT=0")
    }

    /// The same screens with --lang zh hold no English sentence: the exercise, check's feedback
    /// cut into pages, a hint, the list, the keys.
    func testWatchInChineseAtEightyByTwentyFour() throws {
        let course = CLI.packageRoot.appendingPathComponent("lessons").path
        let environment = "HOME=\(folder.path) XDG_DATA_HOME=\(folder.path)/data NO_COLOR=1 TERM=xterm LANG=C.UTF-8"
        try Self.run(["-L", socket, "new-session", "-d", "-s", "watch", "-x", "80", "-y", "24",
                      "cd \(folder.path) && env \(environment) \(CLI.binary.path) watch 05 --lang zh --course \(course); echo EXIT=$?; sleep 60"])
        try waitFor("[h] 提示")
        var seen: [String] = []
        seen.append(try screen())
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("answers/05-update").path)
        let exercise = try XCTUnwrap(files.first).replacingOccurrences(of: ".sql", with: "")
        let template = try String(contentsOf: folder.appendingPathComponent("answers/05-update/\(exercise).sql"), encoding: .utf8)
        seen.append(template)
        try "UPDATE stu SET age = age + 1;\n".write(to: folder.appendingPathComponent("answers/05-update/\(exercise).sql"), atomically: true, encoding: .utf8)
        try waitFor("✗ 练习")
        seen.append(try screen())
        try keys("m")
        usleep(500_000)
        seen.append(try screen())
        try keys("h")
        try waitFor("提示 1")
        seen.append(try screen())
        try keys("l")
        try waitFor("按 [ ] 里的键")
        seen.append(try screen())
        for text in seen {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.last == "" { lines.removeLast() }
            XCTAssertLessThanOrEqual(lines.count, 24)
            for row in lines { XCTAssertLessThanOrEqual(TextWidth.of(String(row)), 80, String(row)) }
            XCTAssertEqual(EnglishSentences.find(in: text), [], text)
        }
        XCTAssertTrue(seen[2].contains("✗ 练习"), seen[2])
        try keys("q")
        try waitFor("EXIT=0")
    }

    /// A deleted answer file, or one replaced by a folder, is said so (the last verdict goes);
    /// a `-- exercise: OTHER` line is named; a folder watch cannot write in is a message of the
    /// catalogue, with exit status 2.
    func testWatchSaysWhenTheFileIsGoneOrAnswersAnotherExercise() throws {
        let course = CLI.packageRoot.appendingPathComponent("lessons").path
        let environment = "HOME=\(folder.path) XDG_DATA_HOME=\(folder.path)/data NO_COLOR=1 TERM=xterm LANG=C.UTF-8"
        try Self.run(["-L", socket, "new-session", "-d", "-s", "watch", "-x", "80", "-y", "24",
                      "cd \(folder.path) && env \(environment) \(CLI.binary.path) watch 01 --course \(course); echo EXIT=$?; sleep 60"])
        try waitFor("[h] hint")
        try write("SELECT name FROM Class43;\n", to: "eighteen")
        try waitFor("✗ Exercise eighteen: not yet (0/1)")
        let file = folder.appendingPathComponent("answers/01-first-steps/eighteen.sql")
        try FileManager.default.removeItem(at: file)
        try waitFor("is gone (or is no longer a file)")
        XCTAssertFalse(try screen().contains("✗ Exercise eighteen"))
        try write("-- exercise: older\nSELECT name FROM Class43 WHERE age > 18;\n", to: "eighteen")
        try waitFor("has a line '-- exercise: older'")
        try keys("q")
        try waitFor("EXIT=0")

        let elsewhere = try CLI.temporaryFolder(self)
        try "not a folder".write(to: elsewhere.appendingPathComponent("answers"), atomically: true, encoding: .utf8)
        for language in ["en", "zh"] {
            let result = try CLI.run(["watch", "01", "--course", course, "--lang", language], input: "q\n",
                                     environment: ["XDG_DATA_HOME": elsewhere.appendingPathComponent("data").path], directory: elsewhere)
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertTrue(result.stderr.contains(language == "zh" ? "请在你自己的文件夹里运行 sqlab watch" : "run sqlab watch in a folder of your own"), result.stderr)
            XCTAssertFalse(result.stderr.contains("permission"), result.stderr)
        }
    }
    /// Ctrl-C leaves watch as q does, status 0, the terminal as it was (echo and line editing
    /// back): it was status 130, as if sqlab had been killed.
    func testCtrlCQuitsAsQDoes() throws {
        let course = CLI.packageRoot.appendingPathComponent("lessons").path
        let environment = "HOME=\(folder.path) XDG_DATA_HOME=\(folder.path)/data NO_COLOR=1 TERM=xterm LANG=C.UTF-8"
        let stty = "stty -a | tr ' ;' '\\n\\n' | grep -x -e '-\\?icanon' -e '-\\?echo' | tr '\\n' ' '; echo STTY"
        try Self.run(["-L", socket, "new-session", "-d", "-s", "watch", "-x", "80", "-y", "24",
                      "cd \(folder.path) && env \(environment) \(CLI.binary.path) watch 01 --course \(course); echo EXIT=$?; \(stty); sleep 60"])
        try waitFor("[h] hint")
        try keys("C-c")
        try waitFor("STTY")
        let shown = try screen()
        XCTAssertTrue(shown.contains("EXIT=0"), shown)
        XCTAssertTrue(shown.contains("icanon echo STTY"), shown)
    }
}
