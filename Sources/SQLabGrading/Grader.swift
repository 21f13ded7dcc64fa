import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// How a class is graded.
public struct GradeOptions: Sendable {
    /// The sqlab executable, started as the worker processes.
    public var executable: URL
    /// Worker processes checking submissions at once.
    public var jobs: Int
    /// Seconds per statement, and per answer for all its datasets.
    public var statementTimeout: Double
    public var answerBudget: Double
    /// Each worker's SQLite hard heap limit.
    public var heapLimit: Int64 = Sandbox.defaultHeapLimit
    /// Grade only shard `index` of `count` (1-based): every `count`-th student in name order.
    public var shard: (index: Int, count: Int)?
    /// Measure where checking spends its time (`GradeSummary.timings`).
    public var timing = false
    /// Partial credit for every exercise (`--partial`).
    public var partial = false
    /// Encodings tried, in order, for answer files that are neither UTF-8 nor marked by a BOM
    /// (`--encoding`; iconv names).
    public var encodings: [String] = []
    /// Grade only this student (`--only`); every other student in the store is kept.
    public var only: String?
    /// The enrolled students (`--roster`): each gets a row, 0 points when nothing was handed in.
    public var roster: [String] = []
    /// What the roster says about its students (Canvas's ID and SIS columns), by roster name.
    public var rosterIdentities: [String: StudentIdentity] = [:]
    /// The language of the notes on hand-ins (`--lang`).
    public var language: Language = .en

    public init(executable: URL, jobs: Int, statementTimeout: Double = 1.0, answerBudget: Double = 3.0) {
        self.executable = executable
        self.jobs = max(1, jobs)
        self.statementTimeout = statementTimeout
        self.answerBudget = answerBudget
    }

    /// Seconds of wall-clock time a worker may spend on one answer before it is killed.
    public var wallClockLimit: Double { answerBudget + 7 }
}

/// What one grading run did (for the command's summary line; the reports come from the store).
public struct GradeSummary: Sendable {
    public var students = 0
    /// Students graded in this run; the others were graded before, unchanged since.
    public var graded = 0
    public var resumed = 0
    /// Worker processes stopped (killed or crashed) and replaced.
    public var workersReplaced = 0
    public var timings = CheckTimings()
    /// Students of the store this run did not grade (graded earlier, or in another run's
    /// folder), kept in the reports.
    public var kept = 0
    /// Roster students with no hand-in, and hand-ins from students not on the roster.
    public var missing: [String] = []
    public var notOnRoster: [String] = []
    /// Students with several hand-ins (`bob.sql` and `bob/`), none graded: they score 0.
    public var conflicts: [String] = []
    /// Answers run by a worker, and answers given the verdict of the same text checked before.
    public var checked = 0
    public var reused = 0
    /// Hand-in files not graded, by why, with the students they are from.
    public var unread: [Unread: [String]] = [:]
}

/// Grades a class: every submission in a folder against one lesson, each checked exactly as
/// `sqlab check` checks it, by a pool of worker processes (`CheckWorker`), with the results
/// committed to a `GradingStore` submission by submission.
///
/// Isolation: a worker checks one submission at a time (all its exercises, each on fresh
/// connections) under the statement deadline, its own heap limit and a wall-clock kill. When a
/// worker is killed or crashes it is replaced, and that submission's unchecked exercises are
/// checked again one per worker, so that only the culprit exercise scores 0, with the reason
/// in its feedback. Nothing one submission does reaches another's result.
///
/// Resuming: a submission whose content hash is in the store is not graded again; one that
/// changed is. Reports are made from the store alone, so they are the same however the
/// grading was split over jobs, runs or shards.
public final class Grader {
    public let lesson: Lesson
    public let lessonPath: String
    public let folder: SubmissionScan
    public let reader: HandInReader
    public let options: GradeOptions

    /// - Throws: `LessonError` for a missing or malformed lesson, `Diagnostic` for a lesson
    ///   without exercises, a missing submissions folder, or an `--only` student not in it;
    ///   `LessonBudgetSpent` for a lesson whose own SQL runs out of its budget.
    public init(lessonPath: String, submissionsPath: String, options: GradeOptions) throws {
        lesson = try LessonParser.parse(contentsOf: lessonPath)
        guard !lesson.exercises.isEmpty else {
            throw Diagnostic(at: SourceLocation(file: lessonPath, line: 1), .gradeNoExercises)
        }
        self.lessonPath = lessonPath
        // The lesson's own SQL runs once here, under its budget (`LessonBudget`) and the learner
        // heap limit: a lesson that cannot be run through stops grading with status 2 before
        // any worker starts, instead of every worker failing on it.
        // A reference solution that fails on the lesson's data stops it too: every student
        // would score 0 for the lesson's fault.
        do {
            let previous = Sandbox.setProcessHeapLimit(bytes: Sandbox.learnerHeapLimit)
            defer { Sandbox.setProcessHeapLimit(bytes: previous) }
            let sandbox = Sandbox(statementTimeout: options.statementTimeout)
            let states = try LessonStates(lesson: lesson, sandbox: sandbox, language: options.language)
            if let broken = states.brokenReference(sandbox: sandbox) { throw broken }
        } catch let spent as LessonBudgetSpent {
            throw spent
        } catch let broken as Diagnostic {
            throw broken
        } catch {}
        folder = try SubmissionScan(path: submissionsPath, roster: options.roster, language: options.language, encodings: options.encodings)
        reader = HandInReader(lesson: lesson, encodings: options.encodings, root: folder.root, language: options.language)
        self.options = options
        if let only = options.only, Grader.matching(only, in: folder.handIns) == nil {
            let hint: LocalizedText.Argument = DidYouMean.closest(to: only, in: folder.handIns.map(\.student)).map { .text(LocalizedText(.didYouMeanName, $0)) } ?? .plain("")
            throw Diagnostic(at: SourceLocation(file: submissionsPath, line: 1), .gradeNoHandInOf, only, hint)
        }
    }

    /// The hand-in of `student`: by name, then without letter case, then by the platform's id.
    static func matching(_ student: String, in handIns: [HandIn]) -> HandIn? {
        handIns.first { $0.student == student }
            ?? handIns.first { $0.student.lowercased() == student.lowercased() }
            ?? handIns.first { $0.studentID == student || $0.email?.lowercased() == student.lowercased() }
    }

    /// The hand-ins this run grades: all, its shard's, or the `--only` student's.
    public var submissions: [HandIn] {
        if let only = options.only { return Grader.matching(only, in: folder.handIns).map { [$0] } ?? [] }
        guard let shard = options.shard else { return folder.handIns }
        return folder.handIns.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }

    /// Roster names matched to hand-ins: a hand-in whose student matches a roster entry without
    /// letter case, or by the platform's id or email, is graded under the roster's spelling.
    func rosterNames(_ handIns: [HandIn]) -> (handIns: [HandIn], missing: [String], notOnRoster: [String]) {
        guard !options.roster.isEmpty else { return (handIns, [], []) }
        var result = handIns
        var matched = Set<String>()
        // Each way of matching an index of its own (the first hand-in of each key), so that a
        // roster of thousands is matched in one pass, not once per hand-in per student.
        func firsts(_ key: (HandIn) -> [String]) -> [String: Int] {
            var index: [String: Int] = [:]
            for (i, handIn) in handIns.enumerated() { for k in key(handIn) where !k.isEmpty && index[k] == nil { index[k] = i } }
            return index
        }
        let exact = firsts { [$0.student] }
        let folded = firsts { [$0.student.lowercased()] }
        let byID = firsts { [$0.studentID ?? "", $0.email?.lowercased() ?? ""] }
        let byLetters = firsts { [Roster.canonical($0.student)] }
        // The platform ids the roster gives its students (a Canvas gradebook's ID column).
        let enrolledIDs = Set(options.roster.compactMap { options.rosterIdentities[$0]?.id })
        for entry in options.roster {
            let enrolledID = options.rosterIdentities[entry]?.id
            // By the platform's id first: two hand-ins under one name are two students.
            var index = enrolledID.flatMap { byID[$0] }
            if index == nil {
                index = exact[entry] ?? folded[entry.lowercased()] ?? byID[entry] ?? byID[entry.lowercased()]
                    ?? byLetters[Roster.canonical(entry)]
                // Not a hand-in whose platform id is another student's (this entry's own id
                // differs, or the id is another roster entry's).
                if let found = index, let id = handIns[found].studentID,
                   enrolledID.map({ $0 != id }) ?? enrolledIDs.contains(id) {
                    index = nil
                }
            }
            if let index, !matched.contains(result[index].student) || result[index].student == entry {
                result[index].student = entry
                matched.insert(entry)
            }
        }
        let missing = options.roster.filter { !matched.contains($0) }
        let notOnRoster = result.map(\.student).filter { !matched.contains($0) }
        return (result, missing, notOnRoster)
    }

    /// What decides every verdict besides the submission: the lesson file's bytes and the
    /// checking settings. A store graded under another key is graded anew.
    public func lessonKey() -> String {
        let bytes = FileManager.default.contents(atPath: lessonPath) ?? Data()
        let settings = "grade \(GradingStore.formatVersion) timeout=\(options.statementTimeout) budget=\(options.answerBudget) heap=\(options.heapLimit)"
        return ContentHash.sha256([bytes, Data(settings.utf8)])
    }

    /// Grades every submission not yet in `store` (or changed since), `options.jobs` at a time.
    ///
    /// - Throws: `SQLiteError` when the store cannot be written.
    public func run(into store: GradingStore) throws -> GradeSummary {
        let shard = options.shard.map { "\($0.index)/\($0.count)" } ?? "1/1"
        try store.begin(lesson: lesson, lessonKey: lessonKey(), shard: shard)
        let (submissions, missing, notOnRoster) = rosterNames(self.submissions)
        let known = try store.hashes()

        let shared = Shared()
        shared.summary.students = submissions.count
        shared.summary.missing = options.only == nil ? missing : []
        shared.summary.notOnRoster = notOnRoster
        // Every enrolled student a row: 0 points and a note when nothing was handed in, unless
        // an earlier run graded a hand-in of theirs (kept, as every student this run does not grade).
        let nothing = lesson.exercises.map { exercise in
            ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: Feedback(kind: .noAnswer))
        }
        try store.saveAll(shared.summary.missing.filter { known[$0] == nil || known[$0] == Grader.noHandInHash }.map { student in
            GradingStore.Record(student: student, hash: Grader.noHandInHash, notes: [reader.say.noHandIn], verdicts: nothing,
                                identity: options.rosterIdentities[student] ?? StudentIdentity())
        })
        let graded = Set(submissions.map(\.student)).union(shared.summary.missing)
        shared.summary.kept = known.keys.filter { !graded.contains($0) }.count
        let group = DispatchGroup()
        for _ in 0..<min(options.jobs, max(1, submissions.count)) {
            group.enter()
            // A thread of its own per job: a worker process dies with the thread that started it
            // (PR_SET_PDEATHSIG), so that thread must live as long as its worker.
            let thread = Thread { [self] in
                defer { group.leave() }
                var job = Job(grader: self, shared: shared)
                while let index = shared.take(below: submissions.count) {
                    var prepared = reader.prepare(submissions[index])
                    if let enrolled = options.rosterIdentities[prepared.student] {
                        prepared.identity = prepared.identity.filled(from: enrolled)
                    }
                    if !prepared.unread.isEmpty {
                        let student = prepared.student
                        shared.update { for why in Set(prepared.unread) { $0.summary.unread[why, default: []].append(student) } }
                    }
                    if submissions[index].conflict != nil {
                        let student = prepared.student
                        shared.update { $0.summary.conflicts.append(student) }
                    }
                    if !notOnRoster.isEmpty, notOnRoster.contains(prepared.student) {
                        prepared.notes.append(reader.say.notOnRoster)
                    }
                    if known[prepared.student] == prepared.hash {
                        shared.update { $0.summary.resumed += 1 }
                        continue
                    }
                    let verdicts = job.grade(prepared)
                    if let shortage = job.shortage {
                        // Nothing is stored for it; the other jobs stop at their next submission.
                        shared.update { $0.failure = shortage }
                        break
                    }
                    var stopping = false
                    shared.update { stopping = $0.failure != nil }
                    if stopping { break }
                    if Grader.ranOut(verdicts) {
                        // Checked again alone once the pool is done, before anything is stored.
                        shared.update { $0.retry.append(prepared) }
                        continue
                    }
                    do {
                        try store.save(student: prepared.student, hash: prepared.hash, notes: prepared.notes, verdicts: verdicts,
                                       identity: prepared.identity)
                        shared.update { $0.summary.graded += 1 }
                    } catch {
                        shared.update { $0.failure = error }
                    }
                }
                job.close()
                shared.update {
                    $0.summary.timings.add(job.timings)
                    $0.summary.workersReplaced += job.workersReplaced
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        if let failure = shared.failure { throw failure }
        // A submission with an answer that ran out of time or whose worker was stopped is
        // checked again, one at a time with no other worker running, and only that verdict is
        // stored: what the machine's load did during the pool never decides a grade.
        if !shared.retry.isEmpty {
            var job = Job(grader: self, shared: shared)
            for prepared in shared.retry.sorted(by: { $0.student < $1.student }) {
                let verdicts = job.grade(prepared)
                if let shortage = job.shortage { throw shortage }
                try store.save(student: prepared.student, hash: prepared.hash, notes: prepared.notes, verdicts: verdicts,
                               identity: prepared.identity)
                shared.summary.graded += 1
            }
            job.close()
            shared.summary.timings.add(job.timings)
            shared.summary.workersReplaced += job.workersReplaced
        }
        return shared.summary
    }

    /// True when a verdict ran out of time or its worker was stopped: the verdicts that could
    /// depend on the machine's load, so they are checked again before they are stored.
    static func ranOut(_ verdicts: [ExerciseVerdict]) -> Bool {
        verdicts.contains { $0.feedback?.kind == .timeout || $0.feedback?.kind == .killed || workerFailed($0) }
    }

    /// A verdict that says the worker could not open a database at all (SQLITE_NOMEM once a
    /// long-lived worker's caches reach its heap limit): nothing about the answer. The worker
    /// is replaced and the submission checked again alone.
    static func workerFailed(_ verdict: ExerciseVerdict) -> Bool {
        verdict.feedback?.kind == .error && verdict.feedback?.note?.hasPrefix("SQLite could not open a database") == true
    }

    /// The content hash recorded for a roster student with no hand-in.
    static let noHandInHash = "no hand-in"

    /// What the jobs share: the next submission to take, the summary, the first failure, and
    /// the verdicts of answers already checked.
    final class Shared: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        var summary = GradeSummary()
        var failure: Error?
        /// Verdicts by exercise and answer text. A verdict depends only on the lesson, the
        /// settings and the answer's text (the datasets and variants are derived from the
        /// lesson, deterministically), so an answer handed in word for word by another student
        /// gets the verdict already found, without running it again. Only verdicts of workers
        /// that finished normally are kept, and no timeout: a worker that was killed, or an
        /// answer that ran out of time under load, says nothing certain about the answer.
        private var verdicts: [String: ExerciseVerdict] = [:]

        static func key(_ exercise: String, _ answer: String) -> String { exercise + "\u{0}" + answer }

        func verdict(_ exercise: String, _ answer: String) -> ExerciseVerdict? {
            lock.lock(); defer { lock.unlock() }
            return verdicts[Shared.key(exercise, answer)]
        }

        func remember(_ verdict: ExerciseVerdict, answer: String) {
            lock.lock(); defer { lock.unlock() }
            verdicts[Shared.key(verdict.exercise, answer)] = verdict
            summary.checked += 1
        }

        func reused() {
            lock.lock(); defer { lock.unlock() }
            summary.reused += 1
        }
        /// Submissions to check again alone (`ranOut`).
        var retry: [PreparedSubmission] = []

        /// The next submission's index, or nil when all are taken or a job failed.
        func take(below count: Int) -> Int? {
            lock.lock(); defer { lock.unlock() }
            guard failure == nil, next < count else { return nil }
            next += 1
            return next - 1
        }

        func update(_ body: (Shared) -> Void) {
            lock.lock(); defer { lock.unlock() }
            body(self)
        }
    }

    /// One job of the pool: its worker process, replaced when it stops.
    struct Job {
        let grader: Grader
        let shared: Shared
        var worker: CheckWorker?
        var timings = CheckTimings()
        var workersReplaced = 0
        /// A process or descriptor limit that stopped a worker from starting: no verdict on any
        /// answer, so the submission is not stored and the command stops with status 2.
        var shortage: ResourceShortage?

        init(grader: Grader, shared: Shared) {
            self.grader = grader
            self.shared = shared
        }

        mutating func close() { worker?.close(); worker = nil }

        /// A new worker, or nil when it could not start (a shortage is kept in `shortage`).
        mutating func startWorker() -> CheckWorker? {
            do {
                return try CheckWorker(executable: grader.options.executable)
            } catch let error as ResourceShortage {
                shortage = error
                return nil
            } catch {
                return nil
            }
        }

        func request(_ exercises: [String], _ answers: [String: String]) -> CheckRequest {
            let options = grader.options
            var request = CheckRequest(lessonPath: grader.lessonPath, exercises: exercises, answers: answers.filter { exercises.contains($0.key) },
                                statementTimeout: options.statementTimeout, answerBudget: options.answerBudget,
                                heapLimit: options.heapLimit, timing: options.timing ? true : nil)
            request.partial = options.partial ? true : nil
            return request
        }

        /// One verdict per exercise of the lesson, in lesson order.
        mutating func grade(_ submission: PreparedSubmission) -> [ExerciseVerdict] {
            let lesson = grader.lesson
            var verdicts: [String: ExerciseVerdict] = [:]
            for exercise in lesson.exercises {
                if let feedback = submission.fixed[exercise.id] {
                    verdicts[exercise.id] = ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: feedback)
                } else if submission.answers[exercise.id] == nil {
                    verdicts[exercise.id] = ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: Feedback(kind: .noAnswer))
                }
            }
            for exercise in lesson.exercises where verdicts[exercise.id] == nil {
                if let answer = submission.answers[exercise.id], let known = shared.verdict(exercise.id, answer) {
                    verdicts[exercise.id] = known
                    shared.reused()
                }
            }
            let toCheck = lesson.exercises.map(\.id).filter { verdicts[$0] == nil }
            if !toCheck.isEmpty {
                let limit = grader.options.wallClockLimit
                var outcome = CheckWorker.Outcome()
                if worker?.isAlive != true {
                    worker = startWorker()
                }
                if let worker {
                    outcome = worker.check(request(toCheck, submission.answers), limit: limit)
                } else {
                    outcome.stop = .couldNotStart(grader.options.language.text(.gradeWorkerNotStarted))
                }
                if outcome.verdicts.contains(where: Grader.workerFailed) {
                    worker?.close()
                    worker = nil
                }
                for verdict in outcome.verdicts where toCheck.contains(verdict.exercise) {
                    verdicts[verdict.exercise] = verdict
                    // A verdict the machine's load may have decided (a timeout) is not reused.
                    if let answer = submission.answers[verdict.exercise], !Grader.ranOut([verdict]) {
                        shared.remember(verdict, answer: answer)
                    }
                }
                if let measured = outcome.timings { timings.add(measured) }
                var unchecked = toCheck.filter { verdicts[$0] == nil }
                if !unchecked.isEmpty {
                    // The worker stopped (or answered out of turn): replace it, and check what is
                    // left one exercise per worker, so that only the culprit scores 0. A worker
                    // killed for time or for flooding was on the first unchecked exercise: that
                    // one is the culprit for certain, and checking it again would only repeat it.
                    if let stop = outcome.stop {
                        worker = nil
                        workersReplaced += 1
                        if stop == .flooded || stop == .timedOut(limit), let culprit = unchecked.first {
                            verdicts[culprit] = IsolatedChecker.stopped(culprit, points: lesson.exercise(culprit)?.points ?? 1, stop, language: grader.options.language)
                            unchecked.removeFirst()
                        }
                    }
                    for id in unchecked {
                        let points = lesson.exercise(id)?.points ?? 1
                        guard let single = startWorker() else {
                            verdicts[id] = IsolatedChecker.stopped(id, points: points, .couldNotStart(grader.options.language.text(.gradeWorkerNotStarted)), language: grader.options.language)
                            continue
                        }
                        let result = single.check(request([id], submission.answers), limit: limit)
                        single.close()
                        if let measured = result.timings { timings.add(measured) }
                        if result.stop != nil { workersReplaced += 1 }
                        verdicts[id] = result.verdicts.first { $0.exercise == id }
                            ?? IsolatedChecker.stopped(id, points: points, result.stop ?? .exited(0), language: grader.options.language)
                    }
                }
            }
            return lesson.exercises.map { exercise in
                var verdict = verdicts[exercise.id]!
                verdict.points = exercise.points
                verdict.score = verdict.passed ? exercise.points : 0
                // The notes `check` prints under a failed answer, kept with the stored verdict.
                if !verdict.passed, let answer = submission.answers[exercise.id] {
                    let found = Pitfall.notes(in: answer)
                    verdict.pitfalls = found.isEmpty ? nil : found
                }
                return verdict
            }
        }
    }
}
