import Foundation
import XCTest

/// A reader that stops reading (`sqlab run 08 --no-pause | head -1`): sqlab stops with status 0,
/// not by SIGPIPE (status 141 in a shell), whatever the command is writing.
final class ClosedPipeTests: XCTestCase {
    func testAClosedPipeEndsSqlabWithoutASignal() throws {
        let sqlab = CLI.binary.path
        let commands = [
            "'\(sqlab)' run 08-aggregates-and-groups --no-pause --course lessons | head -c 10 > /dev/null; echo \"${PIPESTATUS[0]}\"",
            "yes 'SELECT 1;' | head -50000 | '\(sqlab)' repl --plain | head -c 1 > /dev/null; echo \"${PIPESTATUS[2]}\"",
            "'\(sqlab)' home --all --course lessons | head -c 1 > /dev/null; echo \"${PIPESTATUS[0]}\"",
        ]
        for command in commands {
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/bash")
            shell.arguments = ["-c", command]
            shell.currentDirectoryURL = CLI.packageRoot
            let output = Pipe()
            shell.standardOutput = output
            shell.standardError = FileHandle.nullDevice
            try shell.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            shell.waitUntilExit()
            XCTAssertEqual(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines), "0", command)
        }
    }
}
