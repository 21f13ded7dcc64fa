import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A test that drives sqlab on a real pseudo-terminal through tmux, as a person would: one private
/// tmux server per test (its own socket, killed afterwards), a temporary folder, and the keys,
/// typing, screen capture and waiting that the REPL, lab and watch tests share.
class TerminalTestCase: XCTestCase {
    static let tmux = "/usr/bin/tmux"
    /// The tmux session the test starts (`repl`, `lab`, `watch`).
    class var sessionName: String { "sqlab" }
    /// True to capture what has scrolled off the screen too (500 lines, trailing blanks kept);
    /// false for the visible screen only.
    class var capturesScrollback: Bool { true }
    /// How long `waitFor` waits, in seconds.
    class var patience: TimeInterval { 20 }

    var socket = ""
    var folder = URL(fileURLWithPath: "/")

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.tmux) else {
            throw XCTSkip("tmux is not installed (the Makefile's PACKAGES installs it)")
        }
        socket = "sqlab-\(Self.sessionName)-test-\(UUID().uuidString.prefix(8))"
        folder = try CLI.temporaryFolder(self)
        addTeardownBlock { [socket] in _ = try? TerminalTestCase.run(["-L", socket, "kill-server"]) }
    }

    /// Runs a tmux command (through `CLI.tool`: posix_spawn and waitpid, since the server that
    /// `new-session` starts would keep Foundation's `Process` waiting); its output only when
    /// `capture`.
    @discardableResult
    static func run(_ arguments: [String], capture: Bool = false) throws -> String {
        let output = try CLI.tool(tmux, arguments)
        return capture ? output : ""
    }

    /// A tmux command on this test's server.
    func tmux(_ arguments: String...) throws { try Self.run(["-L", socket] + arguments) }

    /// Types `text` literally (tmux would take a `;` as a command separator).
    func type(_ text: String) throws {
        try Self.run(["-L", socket, "send-keys", "-t", Self.sessionName, "-l", text.replacingOccurrences(of: ";", with: "\\;")])
    }

    /// Presses keys by tmux's names (`Enter`, `C-c`, `Tab`).
    func keys(_ names: String...) throws { try Self.run(["-L", socket, "send-keys", "-t", Self.sessionName] + names) }

    /// What the terminal shows (with the scrollback when `capturesScrollback`).
    func screen() throws -> String {
        let scrollback = Self.capturesScrollback ? ["-N", "-S", "-500"] : []
        return try Self.run(["-L", socket, "capture-pane", "-p"] + scrollback + ["-t", Self.sessionName], capture: true)
    }

    /// Waits until the screen shows `text` `count` times; fails the test after `patience` seconds.
    func waitFor(_ text: String, count: Int = 1, file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(Self.patience)
        var shown = ""
        while Date() < deadline {
            shown = try screen()
            if shown.components(separatedBy: text).count - 1 >= count { return }
            usleep(100_000)
        }
        XCTFail("the screen never showed \(text):\n\(shown)", file: file, line: line)
    }
}
