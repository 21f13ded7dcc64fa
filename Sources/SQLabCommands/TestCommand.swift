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

/// `sqlab test FILE.test... [--format text|json|junit] [--stop-at-first-failure] [--lang en|zh]`:
/// runs sqllogictest scripts in order, each on a fresh in-memory database.
///
/// With `--format text` (the default) each file's failures and summary are printed as soon as
/// the file has run, and the closing line `N passed, N failed[, N skipped]` ends the output;
/// all of it in the language of `--lang` (or the environment), through the catalogue's `test.*`
/// texts.
/// With `json` or `junit`, standard output holds only that document and the closing line goes
/// to standard error. Exit status: 0 every record passed, 1 a record failed (a malformed record
/// included), 2 a usage error or a missing or unreadable file (then nothing runs).
struct TestCommand {
    enum Format: String { case text, json, junit }

    let context: CommandContext
    let arguments: Arguments
    let format: Format
    let language: Language

    static let usage = "usage: sqlab test FILE.test... [--format text|json|junit] [--stop-at-first-failure] [--lang en|zh]"

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        arguments = try Arguments(words, flags: ["--stop-at-first-failure"], options: ["--format", "--lang"])
        guard let format = Format(rawValue: arguments.value("--format") ?? "text") else {
            throw Arguments.UsageError(.testUsageFormat)
        }
        self.format = format
        guard let language = Language.resolve(flag: arguments.value("--lang"), environment: context.environment) else {
            throw Arguments.UsageError(.usageLang)
        }
        self.language = language
        guard !arguments.positional.isEmpty else { throw Arguments.UsageError.usage(TestCommand.usage) }
    }

    func execute() throws -> ExitStatus {
        // Check every path before running any, so that a missing file stops the run at once.
        let problems = arguments.positional.compactMap(LogictestScript.problem(at:))
        guard problems.isEmpty else {
            for problem in problems { context.err(problem.description(in: language)) }
            return .couldNotRun
        }

        // A script is untrusted SQL: its connections are sandboxed (`Sandbox.logictest`), and
        // the process gets the same heap limit as every command that runs learner SQL.
        let previousHeapLimit = Sandbox.setProcessHeapLimit(bytes: Sandbox.learnerHeapLimit)
        defer { Sandbox.setProcessHeapLimit(bytes: previousHeapLimit) }
        let stopAtFirst = arguments.has("--stop-at-first-failure")
        let runner = try LogictestRunner(options: .init(stopAtFirstFailure: stopAtFirst, keepOutcomes: format == .junit))
        let presenter = LogictestReport(files: [], explainer: Explainer(language: language))
        var results: [LogictestFileResult] = []
        for path in arguments.positional {
            let result = try runner.run(try LogictestScript(contentsOf: path))
            results.append(result)
            if format == .text {
                context.unwrapped(presenter.text(result))
                context.flush()
            }
            if stopAtFirst && result.failed > 0 { break }
        }

        let report = LogictestReport(files: results, explainer: presenter.explainer)
        switch format {
        case .text:
            context.out(report.closingLine)
        case .json:
            context.unwrapped(report.json())
            context.err(report.closingLine)
        case .junit:
            context.unwrapped(report.junit())
            context.err(report.closingLine)
        }
        return report.failed > 0 ? .foundProblems : .success
    }
}
