import Foundation
import XCTest

/// `sqlab run` on a terminal pauses before each step: Enter runs it, `s` skips, `q` quits.
/// Driven through tmux, as a person at a terminal would.
final class PauseTests: XCTestCase {
    /// Runs tmux and returns what it printed. Not through Foundation's Process: a tmux client
    /// exits at once after starting its server, and Process.waitUntilExit then sometimes never
    /// returns on Linux; posix_spawn and waitpid do not have that problem.
    func tmux(_ arguments: [String]) throws -> String {
        try CLI.tool("/usr/bin/tmux", ["-L", "sqlab-pause-test"] + arguments)
    }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-S", "-200", "-t", "pause"]) }

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

    func testEnterRunsSSkipsQQuits() throws {
        guard FileManager.default.fileExists(atPath: "/usr/bin/tmux") else { throw XCTSkip("tmux is not installed") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-pause-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let lesson = dir.appendingPathComponent("p.md")
        try "# Pause\n\n```sql\nSELECT 'first' AS a;\nSELECT 'second' AS a;\nSELECT 'third' AS a;\n```\n".write(to: lesson, atomically: true, encoding: .utf8)
        defer {
            _ = try? tmux(["kill-server"])
            try? FileManager.default.removeItem(at: dir)
        }
        let command = "NO_COLOR=1 \(CLI.binary.path) run \(lesson.path); echo EXIT=$?; sleep 30"
        _ = try tmux(["new-session", "-d", "-s", "pause", "-x", "100", "-y", "50", command])
        _ = try waitFor("[Enter] run")
        _ = try tmux(["send-keys", "-t", "pause", "Enter"])
        _ = try waitFor("│ first │")
        _ = try tmux(["send-keys", "-t", "pause", "s"])
        _ = try waitFor("Step 3")
        _ = try tmux(["send-keys", "-t", "pause", "q"])
        let final = try waitFor("EXIT=0")
        XCTAssertFalse(final.contains("│ second │"), "s skips the step")
        XCTAssertFalse(final.contains("│ third │"), "q quits before the step")
        XCTAssertTrue(final.contains("Ran 1 step: 1 behaved as marked, 0 did not, 1 skipped."), final)
    }

    /// Ctrl-C at a pause quits as q does (status 0, the summary) and leaves the terminal as it
    /// was: it killed sqlab with status 130 and the terminal left without echo and line
    /// editing, so that the learner's next commands were typed unseen.
    func testCtrlCAtAPauseQuitsAndLeavesTheTerminalAsItWas() throws {
        guard FileManager.default.fileExists(atPath: "/usr/bin/tmux") else { throw XCTSkip("tmux is not installed") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-pause-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let lesson = dir.appendingPathComponent("p.md")
        try "# Pause\n\n```sql\nSELECT 'first' AS a;\nSELECT 'second' AS a;\n```\n".write(to: lesson, atomically: true, encoding: .utf8)
        defer {
            _ = try? tmux(["kill-server"])
            try? FileManager.default.removeItem(at: dir)
        }
        // The shell ignores nothing: a SIGINT that reached sqlab would end it as well.
        let command = "NO_COLOR=1 \(CLI.binary.path) run \(lesson.path); echo EXIT=$?; stty -a | tr ' ;' '\\n\\n' | grep -x -e '-\\?icanon' -e '-\\?echo' | tr '\\n' ' '; echo STTY; sleep 30"
        _ = try tmux(["new-session", "-d", "-s", "pause", "-x", "100", "-y", "50", command])
        _ = try waitFor("[Enter] run")
        _ = try tmux(["send-keys", "-t", "pause", "Enter"])
        _ = try waitFor("│ first │")
        _ = try tmux(["send-keys", "-t", "pause", "C-c"])
        let final = try waitFor("STTY")
        XCTAssertTrue(final.contains("EXIT=0"), final)
        XCTAssertTrue(final.contains("Ran 1 step: 1 behaved as marked, 0 did not."), final)
        XCTAssertTrue(final.contains("icanon echo STTY"), final)
    }
}
