import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// A lab session fed line by line, as `sqlab lab` reads them from a terminal or a pipe: each
/// line's output, the count of lines that failed (the exit status: 1 when any did, as for
/// `sqlab repl`), and the closing note about handles left open.
public final class LabTranscript {
    public let session: LabSession
    public let presenter: LabPresenter
    /// Names the input in error locations (`<stdin>`).
    public let source: String
    /// Lines that failed: a call that returned an error code, undefined behaviour sqlab
    /// answered, or a line that could not be run.
    public private(set) var failures = 0
    public private(set) var lineNumber = 0
    public private(set) var isFinished = false
    /// Codes whose cause and fix were shown already: later failures with them are brief.
    private var explained: Set<Int32> = []

    public init(session: LabSession, presenter: LabPresenter, source: String = "<stdin>") {
        self.session = session
        self.presenter = presenter
        self.source = source
    }

    /// Runs one line and returns its output lines (none for a blank or comment line).
    public func feed(_ line: String) -> [String] {
        lineNumber += 1
        guard !isFinished else { return [] }
        if LabSession.isQuit(line) {
            return finish()
        }
        var output: [String] = []
        for result in session.run(line: line) {
            if result.failed { failures += 1 }
            output += lines(result)
        }
        return output
    }

    /// The output of one result; a code's cause and fix only the first time it appears.
    public func lines(_ result: LabLineResult) -> [String] {
        guard case .call(let outcome) = result else { return presenter.lines(result, location: "\(source):\(lineNumber)") }
        let code = outcome.explanation?.code.rawValue
        defer { if let code { explained.insert(code) } }
        return presenter.lines(outcome, full: code.map { !explained.contains($0) } ?? true)
    }

    /// The output of one result of line `line` (1-based) of the input, which was run on the
    /// session directly (not through `feed`): its error locations name that line.
    public func lines(_ result: LabLineResult, atLine line: Int) -> [String] {
        lineNumber = line
        return lines(result)
    }

    /// Ends the session (once): releases what is still open and removes the scratch folder.
    /// Returns the note about handles left open, if any.
    public func finish() -> [String] {
        guard !isFinished else { return [] }
        isFinished = true
        let left = session.finish()
        return left.isEmpty ? [] : [presenter.style.yellow(LabMessage.leftOpen(left).text(presenter.language))]
    }
}
