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
    let arguments: Arguments
    let common: CommonOptions

    init(_ words: [String]) throws {
        (arguments, common) = try CommonOptions.parse(words, positional: 0...0,
                                                      usage: "usage: sqlab lab [--lang en|zh] [--timeout SECONDS]")
    }

    func execute() throws -> ExitStatus {
        Sandbox.setProcessHeapLimit(bytes: Sandbox.defaultHeapLimit)
        let session: LabSession
        do {
            session = try LabSession(configuration: .init(language: common.language, timeout: common.timeout))
        } catch let error as LabScratchError {
            Console.err(error.description)
            return .couldNotRun
        }
        let interactive = Terminal.stdinIsTerminal
        let presenter = LabPresenter(style: Terminal.style(environment: environment), language: common.language, width: Terminal.width)
        let transcript = LabTranscript(session: session, presenter: presenter)
        if interactive {
            Console.out(LabHelp.banner(common.language, scratch: session.scratch.path))
            let editor = LineEditor(historyPath: XDGDirectory.state.path(environment: environment, file: "lab_history"),
                                    completer: { word, _ in session.completions(for: word) })
            defer { editor.close() }
            loop: while !transcript.isFinished {
                Console.flush()
                switch editor.read(prompt: "lab> ") {
                case .end: break loop
                case .interrupted: continue
                case .line(let text):
                    if !text.trimmingCharacters(in: .whitespaces).isEmpty { editor.remember(text) }
                    for line in transcript.feed(text) { Console.out(line) }
                }
            }
        } else {
            while !transcript.isFinished, let line = readLine(strippingNewline: true) {
                for output in transcript.feed(line) { Console.out(output) }
            }
        }
        for line in transcript.finish() { Console.out(line) }
        return transcript.failures > 0 ? .foundProblems : .success
    }
}
