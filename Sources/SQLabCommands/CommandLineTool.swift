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

/// sqlab's command line as a library call: the words after the program's name in, the exit
/// status out. The command is looked up in `CommandTable`; whatever it throws is reported by
/// `ErrorReport`, the one place that maps errors to a message and a status. A test runs a
/// command in-process with `CommandContext.testing` and reads what it wrote.
public enum CommandLineTool {
    /// Runs one command line.
    ///
    /// - Parameters:
    ///   - arguments: the words after `sqlab` (`["run", "01"]`).
    ///   - context: where the command reads and writes; the process by default.
    /// - Returns: the exit status (0/1/2, README "Exit status"); never a trap for an error.
    public static func run(_ arguments: [String], context: CommandContext = .process) -> ExitStatus {
        // Before SQLite is initialized: every byte a statement allocates is charged to its
        // instruction allowance (a costly value in one instruction ends at the deadline too).
        Sandbox.installByteMeter()
        // `sqlab` alone, or with options only (`sqlab --course DIR`), is the course home;
        // global options may come before the command's name.
        let (name, words) = CommandTable.split(arguments)
        let status: ExitStatus
        // A file-size limit (`ulimit -f`) makes a write fail with EFBIG, reported as an error,
        // instead of killing sqlab with SIGXFSZ halfway through a report.
        signal(SIGXFSZ, SIG_IGN)
        // A reader that closes the pipe makes a write fail with EPIPE (CommandOutput.standard
        // then stops with status 0) instead of ending sqlab with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        do {
            // A limit on memory too low to work in is said before any work, not met as a trap.
            try ProcessLimits.checkAddressSpace(workers: 0)
            guard let command = CommandTable.named(name) else {
                if let close = DidYouMean.closest(to: name, in: CommandTable.suggestable) {
                    throw Arguments.UsageError(.usageUnknownCommandClose, name, close)
                }
                throw Arguments.UsageError(.usageUnknownCommand, name)
            }
            // `sqlab check --help` (or `-h`, before any `--`): that command's help, not an
            // unknown option.
            if !command.isHidden, command.name != "help", (words.prefix { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
                context.out(Help.text(of: command, Arguments.language(of: arguments, environment: context.environment)))
                status = .success
            } else {
                status = try command.run(words, context)
            }
        } catch {
            let report = ErrorReport.describe(error, language: Arguments.language(of: arguments, environment: context.environment))
            context.note(report.message)
            status = report.status
        }
        context.flush()
        // Standard output redirected to a file that the file size limit (`ulimit -f`) cut
        // short: the writes failed with EFBIG (SIGXFSZ is ignored), which is said, not hidden
        // behind a status of 0. (A closed pipe, EPIPE, is the reader's choice: nothing to say.)
        if ferror(stdout) != 0 || ferror(stderr) != 0, errno != EPIPE, ErrorReport.fileSizeIsLimited {
            let language = Arguments.language(of: arguments, environment: context.environment)
            context.note(language.text(.sqlabPrefix) + language.text(.standardOutput) + ": " + language.text(.fileSizeLimit))
            return .couldNotRun
        }
        return status
    }
}
