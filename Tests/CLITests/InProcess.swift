import Foundation
import XCTest
@testable import SQLabSQLite
@testable import SQLabCommands

extension CLI {
    /// Runs `sqlab ARGUMENTS` inside the test process through `CommandLineTool.run`, with the
    /// environment `run` gives the process (no LANG, no colour, a private HOME), `input` as
    /// standard input, and what it writes captured: the same `Result` a process run gives.
    ///
    /// The working directory is changed for the call and restored after it (XCTest runs tests
    /// one at a time); so is SQLite's process-wide heap limit, which `run` and `repl` set.
    static func runInProcess(_ arguments: [String], input: String = "", environment extra: [String: String] = [:],
                             directory: URL? = nil) -> Result {
        var environment = ["PATH": "/usr/bin:/bin", "HOME": scratchHome, "NO_COLOR": "1"]
        environment.merge(extra) { $1 }
        let folder = (directory ?? (extra["SQLAB_COURSE"] != nil ? courseNeutralFolder : packageRoot)).path
        let saved = FileManager.default.currentDirectoryPath
        let heapLimit = Sandbox.processHeapLimit
        FileManager.default.changeCurrentDirectoryPath(folder)
        defer {
            FileManager.default.changeCurrentDirectoryPath(saved)
            Sandbox.setProcessHeapLimit(bytes: heapLimit)
        }
        let (context, captured) = CommandContext.testing(environment: environment, input: input, executable: binary,
                                                         workingDirectory: folder)
        let status = CommandLineTool.run(arguments, context: context)
        return Result(status: status.rawValue, stdout: captured.stdout, stderr: captured.stderr)
    }
}
