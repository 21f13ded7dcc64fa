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

/// `sqlab lint LESSON-OR-FOLDER...`: validates lessons; a folder means every `.md` file directly
/// inside it, and its `zh/` edition when there is one.
///
/// Every finding (the lesson format's diagnostics and the linter's own checks, `lint.*` in the
/// text catalogue) and the last line are in the language `--lang` or the locale asks for. Each
/// line keeps the `FILE:LINE:COLUMN:` prefix editors read.
struct LintCommand {
    let context: CommandContext
    let arguments: Arguments
    let language: Language

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        arguments = try Arguments(words, flags: [], options: ["--timeout", "--lang"])
        language = Arguments.language(of: words, environment: context.environment)
        guard !arguments.positional.isEmpty else {
            throw Arguments.UsageError.usage("sqlab lint LESSON-OR-FOLDER...")
        }
    }

    func execute() throws -> ExitStatus {
        // Lint runs a lesson's steps, datasets and references in this process: under the same
        // heap limit as run and the REPL (a billion-laughs view in a dataset stops at 64 MiB).
        let heapLimit = Sandbox.learnerHeapLimit
        let previousHeapLimit = Sandbox.setProcessHeapLimit(bytes: heapLimit)
        defer { Sandbox.setProcessHeapLimit(bytes: previousHeapLimit) }
        // `--timeout` is each statement's deadline; each lesson's budget for all its SQL grows
        // with it (`LessonBudget(timeout:)`).
        var timeout = 1.0
        if let text = arguments.value("--timeout") {
            guard let seconds = Double(text), seconds > 0, seconds <= 3600 else { throw Arguments.UsageError(.usageTimeout) }
            timeout = seconds
        }
        let linter = Linter(sandbox: Sandbox(statementTimeout: timeout))
        var problems: [Diagnostic] = []
        var files: [String] = []
        for path in arguments.positional {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Diagnostic(at: SourceLocation(file: path, line: 1), .noSuchLessonPath)
            }
            let lessons = Course.lessonFiles(in: path)
            files += lessons
            guard isDirectory.boolValue else { continue }
            let zhFolder = (path as NSString).appendingPathComponent("zh")
            var zhIsDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: zhFolder, isDirectory: &zhIsDirectory), zhIsDirectory.boolValue else { continue }
            let chinese = Course.lessonFiles(in: zhFolder)
            files += chinese
            let englishNames = Set(lessons.map { ($0 as NSString).lastPathComponent })
            let chineseNames = Set(chinese.map { ($0 as NSString).lastPathComponent })
            for name in englishNames.subtracting(chineseNames).sorted() {
                problems.append(Diagnostic(at: SourceLocation(file: (path as NSString).appendingPathComponent(name), line: 1),
                                           .lintNoChineseEdition, (zhFolder as NSString).appendingPathComponent(name)))
            }
            for name in chineseNames.subtracting(englishNames).sorted() {
                problems.append(Diagnostic(at: SourceLocation(file: (zhFolder as NSString).appendingPathComponent(name), line: 1),
                                           .lintNoEnglishEdition, path))
            }
            for name in englishNames.intersection(chineseNames).sorted() {
                if let en = try? LessonParser.parse(contentsOf: (path as NSString).appendingPathComponent(name)),
                   let zh = try? LessonParser.parse(contentsOf: (zhFolder as NSString).appendingPathComponent(name)) {
                    problems += linter.compareEditions(english: en, chinese: zh)
                }
            }
        }
        for file in files {
            problems += linter.lint(path: file)
            // The `c lab` lines and lab exercises, in a lab session of their own.
            if let lesson = try? LessonParser.parse(contentsOf: file) {
                problems += LabLessonRun.lint(lesson, timeout: linter.sandbox.statementTimeout)
            }
        }
        for problem in problems { context.unwrapped(problem.description(in: language)) }
        let errors = problems.filter { $0.severity == .error }.count
        let warnings = problems.count - errors
        context.out(language.text(.lintSummary, files.count, errors, warnings))
        return errors == 0 ? .success : .foundProblems
    }
}
