import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine
import SQLabPresent
import SQLabGrading
import SQLabLogictest
import SQLabShell

/// sqlab's command line as a library call: the words after the program's name in, the exit status
/// out. Each command reads its arguments, calls the engine, prints, and returns an `ExitStatus`;
/// nothing here decides what SQL means.
/// The process's environment, read once.
let environment = ProcessInfo.processInfo.environment

public enum CommandLineTool {
    /// Runs one command line.
    ///
    /// - Parameter arguments: the words after `sqlab` (`["run", "01"]`).
    /// - Returns: the exit status (0/1/2, README "Exit status").
    public static func run(_ arguments: [String]) -> ExitStatus {
        var words = arguments
        // `sqlab` alone, or with options only (`sqlab --course DIR`), is the course home.
        let command = words.first.map { $0.hasPrefix("--") && !["--help", "--version"].contains($0) } ?? true ? "home" : words.removeFirst()

        let status: ExitStatus
        do {
            switch command {
            case "run": status = try RunCommand(words).execute()
            case "explain": status = try ExplainCommand(words).execute()
            case "check": status = try CheckCommand(words).execute()
            case "lint": status = try LintCommand(words).execute()
            case "grade": status = try GradeCommand(words).execute()
            case "repl": status = try ReplCommand(words).execute()
            case "next": status = try HomeCommand(words, next: true).execute()
            case "hint": status = try HintCommand(words).execute()
            case "watch": status = try WatchCommand(words).execute()
            case "progress": status = try ProgressCommand(words).execute()
            case "__check-worker":
                // A worker process of `check` and `grade`: with --stream, one JSON request per line in and
                // one verdict per line out; without, one JSON request in, verdicts out.
                if words == ["--stream"] { IsolatedChecker.serveStream() }
                FileHandle.standardOutput.write(IsolatedChecker.serve(FileHandle.standardInput.readDataToEndOfFile()))
                status = .success
            case "test": status = try TestCommand(words).execute()
            case "__record-attempts":
                // For the progress store's tests: COUNT failed attempts at LESSON EXERCISE, one
                // transaction each, as `check` records them (two at once must lose none).
                guard words.count == 3, let count = Int(words[2]) else { throw Arguments.UsageError(message: "usage: sqlab __record-attempts LESSON EXERCISE COUNT") }
                let store = try ProgressStore(path: ProgressStore.defaultPath(environment: environment))
                for _ in 0..<count { try store.recordAttempt(lesson: words[0], exercise: words[1], passed: false) }
                status = .success
            case "help", "--help", "-h": Console.out(Help.text(Arguments.language(of: words, environment: environment))); status = .success
            case "--version", "version": Console.out("sqlab \(Help.version) (SQLite \(SQLSyntax.libraryVersion))"); status = .success
            case "home": status = try HomeCommand(words, next: false).execute()
            default:
                let commands = ["run", "check", "hint", "next", "watch", "progress", "explain", "lint", "repl", "grade", "test", "help"]
                if let close = DidYouMean.closest(to: command, in: commands) { throw Arguments.UsageError(.usageUnknownCommandClose, command, close) }
                throw Arguments.UsageError(.usageUnknownCommand, command)
            }
        } catch let error as Arguments.UsageError {
            let language = Arguments.language(of: arguments, environment: environment)
            Console.err((language == .zh ? "sqlab：" : "sqlab: ") + error.message(language))
            status = .couldNotRun
        } catch let error as LessonError {
            Console.err(error.description)
            status = .couldNotRun
        } catch let error as Diagnostic {
            Console.err(error.description)
            status = .couldNotRun
        } catch let error as ProgressStoreError {
            Console.err(error.description)
            status = .couldNotRun
        } catch let error as SQLiteError {
            Console.err("sqlab: SQLite could not open a database: \(error)")
            status = .couldNotRun
        } catch {
            Console.err("sqlab: \(error)")
            status = .couldNotRun
        }
        Console.flush()
        return status
    }
}
