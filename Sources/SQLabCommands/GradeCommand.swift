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

/// `sqlab grade LESSON SUBMISSIONS [-o DIR] [--format F]... [--jobs N] [--feedback LEVEL] [--shard I/N]`
/// grades a class; `sqlab grade --merge DB... -o DIR [--format F]...` joins shard databases.
struct GradeCommand {
    let context: CommandContext
    let arguments: Arguments
    let common: CommonOptions
    let formats: [ReportFormat]
    let level: FeedbackLevel
    let output: String
    let jobs: Int
    let shard: (index: Int, count: Int)?
    let encodings: [String]
    let roster: Roster.Read
    let rosterFile: String?
    let visibility: String

    static let usage = """
        usage: sqlab grade LESSON SUBMISSIONS [-o DIR] [--format csv|json|gradescope|junit|html|canvas|moodle|sheet]...
                           [--jobs N] [--feedback full|summary|verdict] [--shard I/N] [--timeout S]
                           [--encoding NAME[,NAME]...] [--only STUDENT] [--roster FILE [--roster-column NAME]]
                           [--visibility visible|hidden|after_due_date|after_published]
               sqlab grade --merge DB... -o DIR [--format ...]... [--feedback ...]
        """

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        arguments = try Arguments(words, flags: ["--merge", "--timing", "--partial"],
                                  options: CommonOptions.options.union(["--format", "-o", "--output", "--jobs", "--feedback", "--shard",
                                                                                   "--encoding", "--only", "--roster", "--roster-column", "--visibility"]))
        common = try CommonOptions(arguments, context: context)
        let merging = arguments.has("--merge")
        guard merging ? !arguments.positional.isEmpty : arguments.positional.count == 2 else {
            throw Arguments.UsageError(message: GradeCommand.usage)
        }
        var formats: [ReportFormat] = []
        for value in (arguments.values["--format"] ?? ["csv"]).flatMap({ $0.split(separator: ",").map(String.init) }) {
            guard let format = ReportFormat(rawValue: value) else {
                throw Arguments.UsageError(.usageGradeFormat, value)
            }
            if !formats.contains(format) { formats.append(format) }
        }
        self.formats = formats
        guard let level = FeedbackLevel(rawValue: arguments.value("--feedback") ?? "full") else {
            throw Arguments.UsageError(.usageFeedbackLevel)
        }
        self.level = level
        output = arguments.value("-o") ?? arguments.value("--output") ?? "grading"
        if let text = arguments.value("--jobs") {
            guard let n = Int(text), (1...256).contains(n) else { throw Arguments.UsageError(.usageJobs) }
            jobs = n
        } else {
            jobs = ProcessInfo.processInfo.activeProcessorCount
        }
        if let text = arguments.value("--shard") {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 2, let i = parts[0], let n = parts[1], n >= 1, (1...n).contains(i) else {
                throw Arguments.UsageError(.usageShard)
            }
            guard !merging else { throw Arguments.UsageError(.usageNotTogether, "--shard", "--merge") }
            shard = (i, n)
        } else {
            shard = nil
        }
        encodings = try CheckCommand.encodings(arguments)
        rosterFile = arguments.value("--roster")
        if let file = rosterFile {
            roster = try Roster.read(file, column: arguments.value("--roster-column"), encodings: encodings)
        } else {
            guard arguments.value("--roster-column") == nil else { throw Arguments.UsageError(.usageRosterColumn) }
            roster = Roster.Read()
        }
        visibility = arguments.value("--visibility") ?? "visible"
        guard GradescopeVisibility.all.contains(visibility) else {
            throw Arguments.UsageError(.usageVisibilityGradescope, GradescopeVisibility.all.joined(separator: ", "))
        }
        if arguments.value("--only") != nil, shard != nil {
            throw Arguments.UsageError(.usageNotTogether, "--only", "--shard")
        }
    }

    /// The grading database of a run: `grading.sqlite`, or one per shard.
    static func storePath(_ output: String, shard: (index: Int, count: Int)?) -> String {
        let name = shard.map { "grading-shard-\($0.index)-of-\($0.count).sqlite" } ?? "grading.sqlite"
        return (output as NSString).appendingPathComponent(name)
    }

    var say: GradeSummaryText { GradeSummaryText(common.language) }

    /// The formats asked for, and those whose reports an earlier run left in the output
    /// folder (read just before the reports are written, and said on standard error): every report there says the same
    /// grades (a stale canvas-import.csv beside a newer grades.csv would be uploaded).
    func formatsToWrite() -> [ReportFormat] {
        let earlier = ReportFormat.present(in: output).filter { !formats.contains($0) }
        if !earlier.isEmpty { context.err(say.alsoRewritten(earlier.map(\.file))) }
        return formats + earlier
    }

    func execute() throws -> ExitStatus {
        do {
            return try arguments.has("--merge") ? merge() : grade()
        } catch let error as SQLiteError where error.code.primary == .SQLITE_BUSY {
            // Another grading run holds the output folder's database.
            throw Diagnostic(at: SourceLocation(file: GradeCommand.storePath(output, shard: shard), line: 1), say.busy(output))
        }
    }

    func grade() throws -> ExitStatus {
        // A low file or process limit is a message and exit status 2, before any work.
        try ProcessLimits.prepare(workers: jobs)
        let lessonPath = try common.course.locate(arguments.positional[0])
        var options = GradeOptions(executable: context.executable, jobs: jobs, statementTimeout: common.timeout,
                                   answerBudget: max(3, common.timeout * 3))
        options.shard = shard
        options.timing = arguments.has("--timing")
        options.partial = arguments.has("--partial")
        options.encodings = encodings
        options.only = arguments.value("--only")
        options.roster = roster.students
        options.rosterIdentities = roster.identities
        if roster.readAsLines, let rosterFile { context.err(say.rosterReadAsLines(rosterFile)) }
        if let rosterFile {
            for row in roster.overlong { context.err(say.rosterOverlong(rosterFile, line: row.line, fields: row.fields, header: row.header)) }
        }
        options.language = common.language
        // The reports inside the hand-ins would be graded as a student on the next run.
        let submissionsFolder = URL(fileURLWithPath: arguments.positional[1]).standardizedFileURL.resolvingSymlinksInPath().path
        let outputFolder = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath().path
        if outputFolder == submissionsFolder || outputFolder.hasPrefix(submissionsFolder.hasSuffix("/") ? submissionsFolder : submissionsFolder + "/") {
            throw Arguments.UsageError(.usageOutputInsideSubmissions, output, arguments.positional[1])
        }
        // A platform's download as it came (a zip, a tar): unpacked into the output folder,
        // which is sqlab's own, and that folder graded.
        var submissions = arguments.positional[1]
        if let archive = SubmissionArchive(path: submissions), archive.tool != nil {
            let folder = (output as NSString).appendingPathComponent("unpacked")
            let files = try archive.unpack(into: folder)
            context.err(common.language.text(.gradeUnpacked, submissions, folder, files))
            submissions = folder
        }
        let grader = try Grader(lessonPath: lessonPath, submissionsPath: submissions, options: options)
        for name in grader.folder.ignored {
            context.err(say.ignored((submissions as NSString).appendingPathComponent(name)))
        }
        for name in grader.folder.unnamedByMetadata {
            context.err(say.unnamedByMetadataWarning((submissions as NSString).appendingPathComponent("submission_metadata.yml"), name))
        }
        for name in grader.folder.teacherFeedback {
            context.err(say.teacherFeedback((submissions as NSString).appendingPathComponent(name)))
        }
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let (store, prior) = try GradingStore.open(path: GradeCommand.storePath(output, shard: shard),
                                                   lessonID: grader.lesson.id, lessonKey: grader.lessonKey())
        if case .changed(let archived) = prior {
            context.err(say.regraded(output, grader.lesson.id, archived: archived))
        }
        let summary = try grader.run(into: store)
        // The database is a file people pass on (a shard) or keep: all of it in the file itself,
        // none left in its write-ahead log.
        defer { store.checkpoint() }
        if !summary.missing.isEmpty {
            context.err(say.missing(summary.missing))
        }
        if !summary.notOnRoster.isEmpty {
            context.err(say.notOnRoster(summary.notOnRoster))
        }
        if !summary.conflicts.isEmpty {
            context.err(say.conflicts(summary.conflicts.sorted()))
        }
        for line in say.unread(summary.unread) { context.err(line) }
        let book = try store.gradeBook()
        let started = DispatchTime.now().uptimeNanoseconds
        if let shard {
            context.out(say.shard(shard.index, shard.count, summary.students, summary.graded, summary.resumed, store.path))
        } else {
            var writer = ReportWriter(book: book, level: level, explainer: Explainer(language: common.language))
            writer.visibility = visibility
            let written = formatsToWrite()
            try writer.write(written, to: output)
            context.out(sentence(book, summary, layouts: grader.folder.layouts))
            if written.contains(.canvas), !book.canvasRowsLeftOut.isEmpty { context.err(say.canvasLeftOut(book.canvasRowsLeftOut)) }
        }
        if summary.workersReplaced > 0 {
            context.err(say.workersReplaced(summary.workersReplaced))
        }
        if options.timing {
            let t = summary.timings
            let reports = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            let seconds = [t.setup, t.answer, t.reference, t.variants, t.shrinking, reports].map { String(format: "%.3f", $0) }
            context.err(Catalogue.text(.gradeTiming, common.language, seconds))
            context.err(common.language.text(.gradeTimingReused, summary.checked, summary.reused))
        }
        // A shard run's job is to fill its database; whether answers failed is for the merged
        // report to say, so it exits 0 when its shard is graded (and GNU parallel sees success).
        return shard == nil ? status(book) : .success
    }

    func merge() throws -> ExitStatus {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let store = try GradingStore.merge(arguments.positional, into: GradeCommand.storePath(output, shard: nil))
        defer { store.checkpoint() }
        let book = try store.gradeBook()
        var writer = ReportWriter(book: book, level: level, explainer: Explainer(language: common.language))
        writer.visibility = visibility
        try writer.write(formatsToWrite(), to: output)
        context.out(say.merged(arguments.positional.count, book.students.count, book.students.filter(\.passedAll).count, output))
        return status(book)
    }

    func sentence(_ book: GradeBook, _ summary: GradeSummary, layouts: [(SubmissionLayout, Int)]) -> String {
        var text = say.graded(book.students.count, lesson: book.lessonID)
        var parts: [String] = []
        if summary.resumed > 0 { parts.append(say.resumed(summary.graded, summary.resumed)) }
        if summary.kept > 0 { parts.append(say.kept(summary.kept)) }
        if !parts.isEmpty { text += common.language.text(.gradeSummaryAside, parts.joined(separator: common.language.text(.lintReasonSeparator))) }
        text += say.passedAll(book.students.filter(\.passedAll).count, output: output)
        if !layouts.isEmpty { text += "\n" + say.found(layouts) }
        return text
    }

    /// 1 when any answer failed, 0 when every answer passed (the contract's exit statuses).
    func status(_ book: GradeBook) -> ExitStatus {
        book.students.allSatisfy(\.passedAll) ? .success : .foundProblems
    }
}
