import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons
/// The state of a lesson's database before each exercise: what every `sql` and `sql setup`
/// step above it produces in a fresh in-memory database (lesson format, "What an exercise
/// checks"), kept as a private copy per exercise.
public final class LessonStates {
    public struct State {
        /// A private copy of the database before the exercise. Only copied from, never changed.
        public let database: Connection
        /// `PRAGMA foreign_keys` as the lesson's steps left it: answers run with the same setting.
        public let foreignKeys: Bool
    }

    public let lesson: Lesson
    private var states: [String: State] = [:]
    /// Steps that did not behave as marked while building the states (lint reports them).
    public private(set) var misbehaving: [StepOutcome] = []
    /// Errors in the lesson text found while running (a params count that does not match).
    public private(set) var diagnostics: [Diagnostic] = []

    /// Runs the lesson's steps once, copying the database at each exercise. The steps charge
    /// `sandbox.lessonBudget`, or a budget of their own when it has none (`LessonBudget`).
    ///
    /// - Throws: `SQLiteError` when SQLite cannot open a database; `LessonBudgetSpent` at the
    ///   step where the lesson's budget ran out.
    public init(lesson: Lesson, sandbox: Sandbox = Sandbox(), language: Language = .en) throws {
        self.lesson = lesson
        var budgeted = sandbox
        if budgeted.lessonBudget == nil { budgeted.lessonBudget = LessonBudget(timeout: sandbox.statementTimeout) }
        let runner = try LessonRunner(lesson: lesson, sandbox: budgeted, explainer: Explainer(language: language))
        for item in runner.plan {
            switch item {
            case .step(let step):
                do {
                    let outcome = try runner.execute(step)
                    if outcome.verdict != .asMarked { misbehaving.append(outcome) }
                } catch let diagnostic as Diagnostic {
                    diagnostics.append(diagnostic)
                }
            case .exercise(let exercise):
                // A sandboxed connection too: the copy's schema (DEFAULTs, CHECKs, triggers) is
                // the lesson's, and its bounded built-ins must be the ones that compile it.
                let copy = try sandbox.open().connection
                try runner.connection.copy(into: copy)
                let foreignKeys = (try? runner.connection.scalar("PRAGMA foreign_keys")) == .integer(1)
                states[exercise.id] = State(database: copy, foreignKeys: foreignKeys)
            case .prose, .lab:
                // Lab lines work on the lab's scratch files, not on the lesson's database.
                break
            }
        }
    }

    /// The state before the exercise with this id.
    public func state(before exerciseID: String) -> State? { states[exerciseID] }

    /// The first exercise whose reference solution fails on the lesson's own data, as `lint`
    /// reports it (`lint.reference-fails`, at the failing statement); nil when every reference
    /// runs. Grading such a lesson would score every student 0 for the lesson's fault. Lab
    /// exercises (C API calls, not SQL) are not run here.
    public func brokenReference(sandbox: Sandbox) -> Diagnostic? {
        let runner = ScriptRunner(sandbox: sandbox)
        for exercise in lesson.exercises where !exercise.isLab {
            guard let state = states[exercise.id] else { continue }
            let reference = exercise.reference.map(\.sql).joined(separator: "\n")
            guard let run = try? runner.run(reference, on: state.database, foreignKeys: state.foreignKeys, reverseScanOrder: false,
                                            budget: Budget(seconds: 10)),
                  let (index, error) = run.failure else { continue }
            let location = exercise.reference.indices.contains(index) ? exercise.reference[index].location : exercise.location
            return Diagnostic(at: location, .lintReferenceFails, exercise.id, error.code.description, error.message)
        }
        return nil
    }
}
