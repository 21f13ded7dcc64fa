import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `sqlab repl` on a real pseudo-terminal, driven through tmux as a person would use it: a
/// statement over two lines, tab completion of a table name, history (Up arrow, also in a
/// later session), `.check` on a wrong then a right answer, Ctrl-C at the prompt and during a
/// statement, and Ctrl-D. tmux runs on a private socket, removed afterwards.
final class ReplTerminalTests: TerminalTestCase {
    override class var sessionName: String { "repl" }

    /// Starts `sqlab repl ARGUMENTS` in a 120×40 terminal.
    func start(_ arguments: String) throws {
        let environment = "HOME=\(folder.path) XDG_DATA_HOME=\(folder.path)/data XDG_STATE_HOME=\(folder.path)/state NO_COLOR=1 TERM=xterm"
        try tmux("new-session", "-d", "-s", "repl", "-x", "120", "-y", "40",
                 "cd \(CLI.packageRoot.path) && env \(environment) \(CLI.binary.path) repl \(arguments); echo EXIT=$?; sleep 60")
    }

    func testAPersonAtTheTerminal() throws {
        try start("Tests/Data/course/01-pets.md --timeout 30")
        try waitFor("Type your answer, then .check")
        try waitFor("sqlab> ")

        // A statement over two lines, the table name completed with Tab.
        try type("SELECT name")
        try keys("Enter")
        try waitFor("   ...> ")
        try type("FROM pe")
        try keys("Tab")
        try waitFor("   ...> FROM pets ")
        try type("WHERE kind = 'cat';")
        try keys("Enter")
        try waitFor("2 rows")

        try type(".check")
        try keys("Enter")
        try waitFor("✗ Exercise dogs: not yet (0/1)")

        // History: Up Up brings back the statement, joined into one line; edit it.
        try keys("Up", "Up")
        try waitFor("sqlab> SELECT name FROM pets WHERE kind = 'cat';")
        try keys("BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
        try type("'dog';")
        try keys("Enter")
        try waitFor("1 row")
        try type(".check")
        try keys("Enter")
        try waitFor("✓ Exercise dogs: passed (1/1)")
        try waitFor("Next: exercise birthday, from its starting state")

        // Ctrl-C at the prompt clears the line; during a statement it stops only the statement.
        try type("SELECT junk")
        try keys("C-c")
        try waitFor("sqlab> SELECT junk^C")
        try type("WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) FROM r;")
        try keys("Enter")
        usleep(500_000)
        try keys("C-c")
        try waitFor("Interrupted: the statement was stopped (Ctrl-C).")
        try waitFor("✗ SQLITE_INTERRUPT (9)")
        // Ctrl-C is told as Ctrl-C, not as the time limit.
        try waitFor("You pressed Ctrl-C")
        let interrupted = try screen()
        XCTAssertFalse(interrupted.contains("ran past sqlab's time limit"), interrupted)
        try type("SELECT 6 * 7 AS answer;")
        try keys("Enter")
        try waitFor("│     42 │")
        XCTAssertFalse(try screen().contains("no such column: junk"), "the cleared line must not run")

        // Ctrl-D quits; statements failed, so the exit status is 1.
        try keys("C-d")
        try waitFor("EXIT=1")
        let history = try String(contentsOf: folder.appendingPathComponent("state/sqlab/history"), encoding: .utf8)
        XCTAssertTrue(history.contains("SELECT name FROM pets WHERE kind = 'dog';\n"), history)
        XCTAssertFalse(history.contains("junk"), history)

        // A later session has the history; the progress was recorded.
        try tmux("kill-session", "-t", "repl")
        try start("Tests/Data/course/01-pets.md")
        try waitFor("before exercise birthday", count: 1)
        try keys("Up")
        try waitFor("sqlab> SELECT 6 * 7 AS answer;")
        try keys("C-u")
        try type(".quit")
        try keys("Enter")
        try waitFor("EXIT=0")
    }

    /// Ctrl-C at `.save`'s question is "no", and the REPL goes on reading lines (it spun at
    /// 100% CPU in getdelim, deaf to keys); a later question is asked, not answered at once.
    func testCtrlCAtAQuestionIsNo() throws {
        let target = folder.appendingPathComponent("exists.db").path
        FileManager.default.createFile(atPath: target, contents: Data())
        try start("--timeout 30")
        try waitFor("sqlab> ")
        try type(".save \(target)")
        try keys("Enter")
        try waitFor("[y/N]")
        try keys("C-c")
        try waitFor("nothing was saved")
        try type("SELECT 6 * 7 AS answer;")
        try keys("Enter")
        try waitFor("42")
        try type(".save \(target)")
        try keys("Enter")
        try waitFor("[y/N]", count: 2)
        try type("y")
        try keys("Enter")
        try waitFor("Saved the database")
        try type(".quit")
        try keys("Enter")
        // (The refused .save was an error of the session: status 1, as for a failed statement.)
        try waitFor("EXIT=1")
    }
}
