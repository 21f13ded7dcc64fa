import Foundation
import XCTest

/// `sqlab run` on a terminal shows what comes between two pauses a screen at a time: a
/// lesson's title and opening prose no longer scroll away before the first step (issue 17).
/// Driven through tmux at 80x24, as a learner's terminal.
final class RunPagingTests: XCTestCase {
    func tmux(_ arguments: [String]) throws -> String {
        try CLI.tool("/usr/bin/tmux", ["-L", "sqlab-paging-test"] + arguments)
    }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "paging"]) }

    func waitFor(_ text: String, timeout: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if last.contains(text) { return last }
            Thread.sleep(forTimeInterval: 0.1)
        }
        XCTFail("screen never showed \(text.debugDescription):\n\(last)")
        return last
    }

    func testTheOpeningProseIsShownAScreenAtATime() throws {
        guard FileManager.default.fileExists(atPath: "/usr/bin/tmux") else { throw XCTSkip("tmux is not installed") }
        let dir = try CLI.temporaryFolder(self)
        let lesson = dir.appendingPathComponent("long.md")
        let paragraphs = (1...30).map { "Paragraph \($0) of the opening." }.joined(separator: "\n\n")
        try "# A long opening\n\n\(paragraphs)\n\n```sql\nSELECT 'first' AS a;\n```\n".write(to: lesson, atomically: true, encoding: .utf8)
        defer { _ = try? tmux(["kill-server"]) }
        for (language, more, run) in [("en", "[Enter] more  [q] quit", "[Enter] run"), ("zh", "[回车] 继续　[q] 退出", "[回车] 运行")] {
            let command = "NO_COLOR=1 \(CLI.binary.path) run \(lesson.path) --lang \(language); echo EXIT=$?; sleep 30"
            _ = try tmux(["new-session", "-d", "-s", "paging", "-x", "80", "-y", "24", command])
            // The first screen: the title still on it, the prompt on the last line.
            var shown = try waitFor(more)
            XCTAssertTrue(shown.contains("A long opening"), shown)
            XCTAssertTrue(shown.contains("Paragraph 1 of the opening."), shown)
            XCTAssertFalse(shown.contains(run), shown)
            // Enter shows the next screen (60 lines of prose: three of them), and at the end the
            // step's own pause; each screen ends with its prompt, the first paragraph scrolled
            // away only after the first Enter.
            for _ in 1...3 {
                _ = try tmux(["send-keys", "-t", "paging", "Enter"])
                Thread.sleep(forTimeInterval: 0.3)
                if try screen().contains(run) { break }
            }
            shown = try waitFor(run)
            XCTAssertTrue(shown.contains("Paragraph 30 of the opening."), shown)
            _ = try tmux(["send-keys", "-t", "paging", "Enter"])
            _ = try waitFor("│ first │")
            shown = try waitFor("EXIT=0")
            _ = try tmux(["kill-session", "-t", "paging"])
        }
        // q at the prompt quits before any step runs.
        let command = "NO_COLOR=1 \(CLI.binary.path) run \(lesson.path); echo EXIT=$?; sleep 30"
        _ = try tmux(["new-session", "-d", "-s", "paging", "-x", "80", "-y", "24", command])
        _ = try waitFor("[Enter] more")
        _ = try tmux(["send-keys", "-t", "paging", "q"])
        let final = try waitFor("EXIT=0")
        XCTAssertTrue(final.contains("Ran 0 steps"), final)
        XCTAssertFalse(final.contains("│ first │"), final)
    }
}
