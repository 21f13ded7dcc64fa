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
import SQLabLab

/// `sqlab run LESSON [--no-pause] [--trace] [--lang en|zh] [--timeout S]`: runs a lesson step by
/// step, pausing before each step on a terminal.
struct RunCommand {
    /// Steps that misbehaved listed on standard error at most.
    static let listedProblems = 20
    /// Steps failing in a row after which the rest of a lesson is not run (as the REPL stops a
    /// script): a lesson of 10,000 failing statements would otherwise take minutes.
    static let consecutiveFailureLimit = 100
    let context: CommandContext
    let arguments: Arguments
    let common: CommonOptions

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        (arguments, common) = try CommonOptions.parse(words, context: context, flags: ["--no-pause", "--trace"], positional: 1...1,
                                                      usage: "usage: sqlab run LESSON [--no-pause] [--trace] [--lang en|zh]")
    }

    func execute() throws -> ExitStatus {
        let lesson = try common.course.lesson(arguments.positional[0])
        let path = lesson.path
        let explainer = Explainer(language: common.language)
        for note in Sandbox.libraryDifferences() { context.err("sqlab: note: \(note)") }
        // In a fresh process this is exactly defaultHeapLimit, the value the trace shows; inside a
        // host (a test) it is that budget on top of what SQLite already holds.
        let heapLimit = Sandbox.learnerHeapLimit
        let previousHeapLimit = Sandbox.setProcessHeapLimit(bytes: heapLimit)
        defer { Sandbox.setProcessHeapLimit(bytes: previousHeapLimit) }
        // One budget for all of the lesson's SQL in this run (`LessonBudget`): many steps, each
        // just under its deadline, stop at it with the step's file and line and status 2.
        var sandbox = Sandbox(statementTimeout: common.timeout)
        sandbox.lessonBudget = LessonBudget(timeout: common.timeout)
        let runner = try LessonRunner(lesson: lesson, sandbox: sandbox,
                                      explainer: explainer, trace: arguments.has("--trace"))
        let presenter = RunPresenter(style: context.style, explainer: explainer, width: context.width)
        let pause = !arguments.has("--no-pause") && context.stdinIsTerminal && context.stdoutIsTerminal
        let strings = presenter.strings
        var quit = false
        // On a terminal, what comes between two pauses is shown a screen at a time: a lesson's
        // title and opening prose, or a long outcome, no longer scroll away before the learner
        // has read them (Enter shows more, q quits). Lines are counted as the terminal shows
        // them, wrapped to its width; the pause prompt takes the last line.
        var linesShown = 0
        func emit(_ text: String) {
            guard pause, let height = context.height, height > 2 else { return context.out(text) }
            for line in LineWrapper.fit(text, width: context.width).split(separator: "\n", omittingEmptySubsequences: false) {
                if quit { return }
                if linesShown >= height - 1 {
                    context.write(presenter.style.dim(common.language.text(.runMorePrompt)))
                    context.flush()
                    let key = Terminal.readKey()
                    context.output.terminalControl("\r\u{1B}[K")
                    linesShown = 0
                    if key == nil || key == "q" || key == "Q" || key == Terminal.interruptKey { quit = true; return }
                }
                context.out(String(line))
                linesShown += 1
            }
        }

        emit(presenter.title(lesson))
        // The calls that opened and configured the sandboxed connection, exactly as made.
        if arguments.has("--trace") {
            context.out(presenter.style.dim("  sqlite3_hard_heap_limit64(\(Sandbox.defaultHeapLimit)) → \(previousHeapLimit)"))
        }
        for line in runner.setupTrace { context.out(presenter.style.dim("  " + line)) }
        var ran = 0, asMarked = 0, skipped = 0
        var misbehaved: [StepOutcome] = []
        var consecutiveFailures = 0
        // The lesson's `c lab` lines run in one lab session, made at the first of them.
        var lab: LabLessonRun?
        var labMisbehaved: [LabStepOutcome] = []
        for item in runner.plan {
            switch item {
            case .prose(let block):
                if quit { continue }
                emit("")
                emit(presenter.prose(block))
            case .lab(let step):
                if quit { continue }
                if lab == nil {
                    lab = try? LabLessonRun(language: common.language, timeout: common.timeout,
                                            style: presenter.style, width: presenter.width)
                }
                guard let lab else { continue }
                if step.isFirstInBlock {
                    emit("")
                    emit(lab.header(step, width: presenter.width))
                }
                let outcome = lab.execute(step)
                ran += 1
                if outcome.verdict == .asMarked { asMarked += 1 } else { labMisbehaved.append(outcome) }
                for line in lab.lines(outcome) { emit(line) }
            case .exercise(let exercise):
                if quit { continue }
                emit("")
                emit(presenter.exercise(exercise, lesson: lesson))
            case .step(let step):
                if quit { continue }
                // A step's header goes out with its outcome, in one write (without a pause):
                // `out` of the two joined by a line break is the two `out`s, line for line.
                var header = ""
                if !step.isSetup {
                    header = "\n" + presenter.header(step)
                    if pause {
                        emit(header)
                        header = ""
                        if quit { continue }
                        context.write(presenter.style.dim(strings.pausePrompt))
                        context.flush()
                        let key = Terminal.readKey()
                        context.output.terminalControl("\r\u{1B}[K")
                        linesShown = 0
                        if key == nil || key == "q" || key == "Q" || key == Terminal.interruptKey { quit = true; continue }
                        if key == "s" || key == "S" {
                            skipped += 1
                            emit(presenter.style.dim(strings.skippedStep))
                            continue
                        }
                    }
                }
                func show(_ text: String) {
                    emit(header.isEmpty ? text : header + "\n" + text)
                    header = ""
                }
                let outcome: StepOutcome
                do {
                    outcome = try runner.execute(step)
                } catch {
                    if !header.isEmpty { emit(header) }
                    throw error
                }
                ran += 1
                consecutiveFailures = outcome.verdict == .asMarked ? 0 : consecutiveFailures + 1
                if consecutiveFailures == RunCommand.consecutiveFailureLimit {
                    // A flood of failing steps (thousands of pasted statements) is not read on.
                    quit = true
                    if !header.isEmpty { emit(header); header = "" }
                    context.err(RunCommand.error(path, common.language.text(.runTooManyFailures, RunCommand.consecutiveFailureLimit), common.language))
                }
                if outcome.verdict == .asMarked {
                    asMarked += 1
                    if !step.isSetup { show(presenter.outcome(outcome)) }
                } else {
                    misbehaved.append(outcome)
                    if step.isSetup { header = "\n" + presenter.header(step) }
                    show(presenter.outcome(outcome))
                }
            }
        }
        for line in runner.close() { context.out(presenter.style.dim("  " + line)) }
        for line in lab?.finish() ?? [] { context.out(line) }
        context.out("")
        context.out(strings.summary(ran: ran, asMarked: asMarked, misbehaved: misbehaved.count + labMisbehaved.count, skipped: skipped))
        for outcome in labMisbehaved.prefix(RunCommand.listedProblems) {
            context.err((outcome.diagnostic ?? Diagnostic(at: outcome.step.location, .runMisbehaved)).description(in: common.language))
        }
        for outcome in misbehaved.prefix(RunCommand.listedProblems) {
            context.err(Diagnostic(at: outcome.step.location, .runMisbehaved).description(in: common.language))
        }
        if misbehaved.count > RunCommand.listedProblems {
            context.err(RunCommand.error(path, common.language.text(.runMoreMisbehaved, misbehaved.count - RunCommand.listedProblems), common.language))
        }
        return misbehaved.isEmpty && labMisbehaved.isEmpty ? .success : .foundProblems
    }

    /// `PATH: error: MESSAGE` (`PATH: 错误：MESSAGE`): a problem of the whole lesson file.
    static func error(_ path: String, _ message: String, _ language: Language) -> String {
        "\(ControlCharacters.visibleOnOneLine(path)): " + (language == .en ? "error: " : language.text(.severityError)) + message
    }
}
