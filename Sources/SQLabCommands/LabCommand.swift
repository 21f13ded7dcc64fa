import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent
import SQLabCourse
import SQLabLab

/// `sqlab lab [--lang en|zh] [--timeout S]`: a REPL of SQLite C API calls over a private scratch
/// folder (`LabSession`). On a terminal it reads lines with readline (history in
/// `$XDG_STATE_HOME/sqlab/lab_history`, completion of function, variable and constant names);
/// piped, it reads lines without prompts. Exit status: 0, or 1 when any call failed or a line
/// could not be run; 2 when the scratch folder cannot be made.
struct LabCommand {
    let context: CommandContext
    let arguments: Arguments
    let common: CommonOptions

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        (arguments, common) = try CommonOptions.parse(words, context: context, positional: 0...0,
                                                      usage: "usage: sqlab lab [--lang en|zh] [--timeout SECONDS]")
    }

    func execute() throws -> ExitStatus {
        let heapLimit = Sandbox.learnerHeapLimit
        let previousHeapLimit = Sandbox.setProcessHeapLimit(bytes: heapLimit)
        defer { Sandbox.setProcessHeapLimit(bytes: previousHeapLimit) }
        let session: LabSession
        do {
            session = try LabSession(configuration: .init(language: common.language, timeout: common.timeout))
        } catch let error as LabScratchError {
            context.err(error.description(in: common.language))
            return .couldNotRun
        }
        let interactive = context.stdinIsTerminal
        let presenter = LabPresenter(style: context.style, language: common.language, width: context.width)
        let transcript = LabTranscript(session: session, presenter: presenter)
        if interactive {
            // Ctrl-C stops the running call (SQLITE_INTERRUPT) or clears the line; never sqlab.
            Interrupts.install(nil)
            LabConnection.runningDidChange = { Interrupts.target($0) }
            defer { LabConnection.runningDidChange = nil }
            context.out(LabHelp.banner(common.language, scratch: session.scratch.path))
            let editor = LineEditor(historyPath: XDGDirectory.state.path(environment: context.environment, file: "lab_history"),
                                    completer: { word, _ in session.completions(for: word) })
            defer { editor.close() }
            loop: while !transcript.isFinished {
                context.flush()
                switch editor.read(prompt: "lab> ") {
                case .end: break loop
                case .interrupted: continue
                case .line(let text):
                    if !text.trimmingCharacters(in: .whitespaces).isEmpty { editor.remember(text) }
                    for line in transcript.feed(text) { context.out(line) }
                }
            }
        } else {
            while !transcript.isFinished, let line = context.input.readLine() {
                for output in transcript.feed(line) { context.out(output) }
            }
        }
        for line in transcript.finish() { context.out(line) }
        return transcript.failures > 0 ? .foundProblems : .success
    }
}
