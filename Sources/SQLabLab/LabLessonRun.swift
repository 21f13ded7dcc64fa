import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// What one line of a `c lab` block did, and whether it behaved as its block marks it.
public struct LabStepOutcome {
    public let step: LabStep
    public let results: [LabLineResult]
    public let verdict: StepVerdict
    /// The line could not be run as written: an error in the lesson.
    public let diagnostic: Diagnostic?

    /// The result codes the line's calls returned (undefined behaviour answered by sqlab counts
    /// as `SQLITE_MISUSE`).
    public var codes: [ResultCode] {
        results.compactMap { result -> ResultCode? in
            guard case .call(let outcome) = result else { return nil }
            if let code = outcome.code { return code }
            return outcome.answeredBySqlab ? .SQLITE_MISUSE : nil
        }
    }
}

/// Runs a lesson's `c lab` lines, in order, in one lab session made for the lesson (its scratch
/// folder is removed by `finish`). `run` shows each step; `lint` reports those that misbehave.
public final class LabLessonRun {
    public let session: LabSession
    public let transcript: LabTranscript

    /// - Throws: `LabScratchError` when the scratch folder cannot be made.
    public init(language: Language, timeout: Double = 1.0, style: Style = .plain, width: Int = 80) throws {
        session = try LabSession(configuration: .init(language: language, timeout: timeout))
        transcript = LabTranscript(session: session, presenter: LabPresenter(style: style, language: language, width: width))
    }

    /// Runs one step and judges it: with `expect=CODE`, every call on the line that returns a
    /// result code must return CODE (a primary code matches its extended codes); without, every
    /// call must succeed. A line with no such call (a declaration, `sqlite3_column_text`) judges
    /// nothing, unless it could not be run at all.
    public func execute(_ step: LabStep) -> LabStepOutcome {
        let results = session.run(line: step.line.text)
        var diagnostic: Diagnostic?
        for case .error(let column, let message) in results {
            diagnostic = Diagnostic(at: SourceLocation(file: step.location.file, line: step.location.line, column: column),
                                    .lintLabLine, LabLessonRun.inEachLanguage { message.text($0) })
        }
        let partial = LabStepOutcome(step: step, results: results, verdict: .asMarked, diagnostic: diagnostic)
        let verdict: StepVerdict
        if diagnostic != nil {
            verdict = .unexpectedFailure
        } else if let expect = step.expect {
            let codes = partial.codes
            if codes.isEmpty || codes.allSatisfy({ expect ~= $0 }) {
                verdict = .asMarked
            } else if codes.allSatisfy(\.isSuccess) {
                verdict = .unexpectedSuccess
            } else {
                verdict = .wrongCode
            }
        } else {
            verdict = results.contains(where: \.failed) ? .unexpectedFailure : .asMarked
        }
        return LabStepOutcome(step: step, results: results, verdict: verdict, diagnostic: diagnostic)
    }

    /// The step's output: what the lab prints for its line, then the verdict when the block
    /// marks the line or it misbehaved.
    public func lines(_ outcome: LabStepOutcome) -> [String] {
        let presenter = transcript.presenter
        let strings = Strings(presenter.language)
        let style = presenter.style
        var lines: [String] = []
        // A line that makes no call (a declaration) is shown as written, with what it set.
        if !outcome.results.contains(where: { if case .call = $0 { return true }; return false }) {
            lines.append(style.cyan(outcome.step.line.text.trimmingCharacters(in: .whitespaces)))
        }
        for result in outcome.results {
            if case .error(let column, let message) = result {
                lines.append(style.red("\(outcome.step.location.file):\(outcome.step.location.line):\(column): error: ") + message.text(presenter.language))
            } else {
                lines += transcript.lines(result)
            }
        }
        switch outcome.verdict {
        case .asMarked:
            if let expect = outcome.step.expect, !outcome.codes.isEmpty {
                lines.append(style.green("✓ " + strings.label(strings.asExpected)) + (expect.name ?? String(expect.rawValue)))
            }
        case .unexpectedFailure: lines.append(style.red("✗ " + strings.shouldSucceed))
        case .unexpectedSuccess:
            lines.append(style.red("✗ " + strings.expectedCode(outcome.step.expect?.description ?? "") + " " + strings.succeededInstead))
        case .wrongCode:
            lines.append(style.red("✗ " + strings.expectedCode(outcome.step.expect?.description ?? "") + ", " + strings.failedOtherwise))
        case .notMarked: break
        }
        return lines
    }

    /// The header of a block, as `run` shows SQL steps: `── Step 3 · line 42 · expect SQLITE_RANGE ──`
    /// (the number and line of the block's first step).
    public func header(_ step: LabStep, width: Int) -> String {
        let strings = Strings(transcript.presenter.language)
        var label = "\(strings.step) \(step.number) · " + strings.lineNumber(step.location.line)
        if let expect = step.expect { label += " · \(strings.expect) \(expect.name ?? String(expect.rawValue))" }
        let rule = "── " + label + " "
        return transcript.presenter.style.dim(rule + TableRenderer.rule(max(3, width - TextWidth.of(rule))))
    }

    /// Ends the session: the note about handles left open, if any.
    public func finish() -> [String] { transcript.finish() }

    /// A text of the lab's own (`LabMessage`) as a catalogue argument, in every language.
    static func inEachLanguage(_ text: (Language) -> String) -> LocalizedText.Argument {
        .inEachLanguage(Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0.rawValue, text($0)) }))
    }

    /// Every lab step of `lesson` that misbehaves, as lint reports it: lines that cannot be
    /// run, calls that fail unmarked, or return another code than the block's `expect=`; and
    /// lab exercises whose reference does not pass its own check.
    public static func lint(_ lesson: Lesson, timeout: Double = 1.0) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let plan: [LabStep] = LessonRunner.labSteps(of: lesson)
        guard !plan.isEmpty || lesson.exercises.contains(where: \.isLab) else { return [] }
        guard let run = try? LabLessonRun(language: .en, timeout: timeout) else {
            return [Diagnostic(at: SourceLocation(file: lesson.path, line: 1), .lintLabScratch)]
        }
        for step in plan {
            let outcome = run.execute(step)
            if let diagnostic = outcome.diagnostic {
                problems.append(diagnostic)
                continue
            }
            switch outcome.verdict {
            case .unexpectedFailure:
                let code = outcome.codes.first { !$0.isSuccess }
                problems.append(Diagnostic(at: step.location, .lintLabFailed, code.map { LocalizedText.Argument.plain($0.description) } ?? .text(LocalizedText(.lintUndefinedBehaviour)), code?.name ?? "SQLITE_MISUSE"))
            case .wrongCode:
                problems.append(Diagnostic(at: step.location, .lintLabWrongCode, outcome.codes.map(\.description).joined(separator: ", "), step.expect?.description ?? ""))
            case .unexpectedSuccess:
                problems.append(Diagnostic(at: step.location, .lintLabSucceeded, step.expect?.name ?? ""))
            default: break
            }
        }
        _ = run.finish()
        for exercise in lesson.exercises where exercise.isLab {
            let verdict = LabExerciseChecker(lesson: lesson, timeout: timeout).check(exercise, answer: (exercise.labReference ?? []).map(\.text).joined(separator: "\n"))
            if !verdict.passed {
                let reasons = LabLessonRun.inEachLanguage { language in
                    verdict.reasons.map { $0.text(language) }.joined(separator: language.text(.lintReasonSeparator))
                }
                problems.append(Diagnostic(at: exercise.location, .lintLabReference, exercise.id, reasons))
            }
        }
        return problems
    }
}

extension LessonRunner {
    /// The lesson's lab steps in order, numbered as `plan` numbers them.
    public static func labSteps(of lesson: Lesson) -> [LabStep] {
        var steps: [LabStep] = []
        var number = 0
        for block in lesson.blocks {
            switch block {
            case .sql(let sql) where sql.kind == .steps:
                number += sql.statements.reduce(0) { $0 + max(1, $1.parameterSets.count) }
            case .lab(let lab):
                for line in lab.lines {
                    number += 1
                    steps.append(LabStep(number: number, line: line, expect: lab.expect, isFirstInBlock: line.location == lab.lines.first?.location))
                }
            default: break
            }
        }
        return steps
    }
}
