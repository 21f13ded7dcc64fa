import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `sqlab lab` on a real pseudo-terminal through tmux: the banner names the scratch folder, Tab
/// completes function and variable names, Ctrl-C stops a running call (and clears the line at
/// the prompt), history is kept in `lab_history`, and the folder is gone after `.quit`.
final class LabTerminalTests: TerminalTestCase {
    override class var sessionName: String { "lab" }

    func testALearnerAtTheTerminal() throws {
        let environment = "HOME=\(folder.path) XDG_STATE_HOME=\(folder.path)/state NO_COLOR=1 TERM=xterm TMPDIR=\(folder.path)"
        try tmux("new-session", "-d", "-s", "lab", "-x", "160", "-y", "40",
                 "cd \(CLI.packageRoot.path) && env \(environment) \(CLI.binary.path) lab --timeout 30; echo EXIT=$?; sleep 60")
        try waitFor("lab> ")
        let banner = try screen()
        guard let range = banner.range(of: "sqlab-lab-[A-Za-z0-9]{6}", options: .regularExpression) else {
            return XCTFail("the banner names no scratch folder:\n\(banner)")
        }
        let scratch = folder.appendingPathComponent(String(banner[range])).path
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch + "/class.sqlite"), scratch)

        try type("sqlite3_fin")
        try keys("Tab")
        try waitFor("lab> sqlite3_finalize")
        try keys("C-u")
        try type("sqlite3_open(\"class.sqlite\", &db);")
        try keys("Enter")
        try waitFor("sqlite3_open(\"class.sqlite\", &db) → 0 SQLITE_OK")
        // Ctrl-C during a call stops only the call; at the prompt it clears the line.
        try type("sqlite3_exec(db, \"WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) FROM r\", NULL, NULL, NULL);")
        try keys("Enter")
        usleep(500_000)
        try keys("C-c")
        try waitFor("→ 9 SQLITE_INTERRUPT")
        try type("sqlite3_junk")
        try keys("C-c")
        try waitFor("lab> sqlite3_junk^C")
        try type("sqlite3_close(d")
        try keys("Tab")
        try waitFor("lab> sqlite3_close(db")
        try type(");")
        try keys("Enter")
        try waitFor("sqlite3_close(db) → 0 SQLITE_OK")
        try type(".quit")
        try keys("Enter")
        try waitFor("EXIT=1")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch), "the scratch folder outlived the session")
        let history = try String(contentsOf: folder.appendingPathComponent("state/sqlab/lab_history"), encoding: .utf8)
        XCTAssertTrue(history.contains("sqlite3_open(\"class.sqlite\", &db);"), history)
    }
}
