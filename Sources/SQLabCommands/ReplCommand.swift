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

/// `sqlab repl [LESSON] [--lang en|zh] [--timeout S]`: a sqlite3-shell-like sandbox over a
/// fresh in-memory database, in the lesson's starting state when one is named.
///
/// On a terminal it reads lines with readline (`LineEditor`): editing, history in
/// `$XDG_STATE_HOME/sqlab/history`, tab completion, and Ctrl-C that stops a running statement
/// (`Interrupts`) or clears the line. Piped, it reads statements and dot-commands from
/// standard input without prompts, as the sqlite3 shell does, and keeps going after a failure.
/// Exit status: 0, or 1 when any statement or command failed.
struct ReplCommand {
    let context: CommandContext
    let arguments: Arguments
    let common: CommonOptions

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        (arguments, common) = try CommonOptions.parse(words, context: context, positional: 0...1,
                                                      usage: "usage: sqlab repl [LESSON] [--lang en|zh] [--timeout SECONDS]")
    }

    func execute() throws -> ExitStatus {
        let lesson = try arguments.positional.first.map { try common.course.lesson($0) }
        let progress = try ProgressStore(path: ProgressStore.defaultPath(environment: context.environment))
        Sandbox.setProcessHeapLimit(bytes: Sandbox.defaultHeapLimit)
        let interactive = context.stdinIsTerminal
        let timeout = common.timeout
        let executable = context.executable
        let configuration = Session.Configuration(
            sandbox: Sandbox(statementTimeout: timeout), language: common.language,
            style: context.style, width: context.width,
            course: common.course, progress: progress,
            check: { lesson, exercise, answer in ReplCommand.checkIsolated(lesson, exercise, answer, timeout: timeout, executable: executable) },
            inputIsScript: !interactive)
        let session = try Session(configuration: configuration, lesson: lesson) { context.out($0) }
        if interactive {
            Interrupts.install(session.sandboxed.interruptHandle)
            session.connectionDidChange = { Interrupts.target($0.interruptHandle) }
            for note in Sandbox.libraryDifferences() { context.err("sqlab: note: \(note)") }
            context.out(session.banner)
            interact(session)
        } else {
            while !session.isFinished, let line = context.input.readLine() {
                session.feed(line)
            }
            session.finish()
        }
        return session.failures > 0 ? .foundProblems : .success
    }

    /// The terminal loop: a line at a time, each complete statement (or dot-command) one
    /// history entry.
    private func interact(_ session: Session) {
        let editor = LineEditor(historyPath: XDGDirectory.state.path(environment: context.environment, file: "history"),
                                completer: { session.completions(for: $0, after: $1) })
        defer { editor.close() }
        var pending: [String] = []
        while !session.isFinished {
            context.flush()
            switch editor.read(prompt: session.prompt) {
            case .end:
                session.finish()
                return
            case .interrupted:
                session.discardPendingInput()
                pending = []
            case .line(let text):
                pending.append(text)
                session.feed(lines: text)
                if session.prompt == Session.prompt {
                    // A statement over several lines is one entry, unless a `--` comment would
                    // swallow what follows it on one line.
                    if pending.contains(where: { $0.contains("--") }) {
                        pending.forEach(editor.remember)
                    } else {
                        editor.remember(pending.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "))
                    }
                    pending = []
                }
            }
        }
    }

    /// Checks an answer in a worker process, as `sqlab check` does.
    static func checkIsolated(_ lesson: Lesson, _ exercise: Exercise, _ answer: String, timeout: Double, executable: URL) -> ExerciseVerdict {
        let request = CheckRequest(lessonPath: lesson.path, exercises: [exercise.id], answers: [exercise.id: answer],
                                   statementTimeout: timeout, answerBudget: max(3, timeout * 3))
        let checker = IsolatedChecker(executable: executable, wallClockLimit: request.answerBudget + 7)
        var verdict = checker.check(request, points: [exercise.id: exercise.points]).first
            ?? ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: Feedback(kind: .killed))
        verdict.points = exercise.points
        return verdict
    }
}
