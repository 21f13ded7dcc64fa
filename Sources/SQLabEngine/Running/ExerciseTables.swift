import Foundation
import SQLabLessons
import SQLabSQLite
import SQLabText
import SQLabSQL

/// One table an exercise is about, and the columns of it the reference solution uses.
public struct TableUse: Equatable, Sendable {
    /// The table's name, as the schema spells it.
    public let table: String
    /// Its columns the reference reads or writes, in the order SQLite first reports them;
    /// empty when only its rows are counted (`count(*)`) or deleted.
    public var columns: [String]

    public init(table: String, columns: [String]) {
        self.table = table
        self.columns = columns
    }

    /// `students(name, age)`, or `students` without columns.
    public var description: String { columns.isEmpty ? table : "\(table)(\(columns.joined(separator: ", ")))" }
}

/// The tables and columns an exercise uses, as SQLite itself reports them: the lesson's steps
/// before the exercise build its starting state in the sandbox, and each statement of the
/// reference solution is prepared there while the authorizer's requests are observed
/// (`SandboxedConnection.observingAuthorizer`): every `SQLITE_READ` (table, column),
/// `SQLITE_UPDATE` (table, column), `SQLITE_INSERT` and `SQLITE_DELETE` (table); then it runs,
/// so that a later statement sees what an earlier one made.
///
/// SQLite: <https://sqlite.org/c3ref/set_authorizer.html>, <https://sqlite.org/c3ref/c_alter_table.html>
/// (the action codes and what their third and fourth arguments hold).
public enum ExerciseTables {
    /// The tables and columns `exercise`'s reference uses, in first-use order; empty when the
    /// starting state cannot be built or the reference uses no table.
    /// What `next`, watch and the REPL show of it: the tables and columns an SQL exercise uses;
    /// nil for a lab exercise, whose answer is C API calls on files, not SQL on tables.
    public static func shown(_ exercise: Exercise, in lesson: Lesson) -> [TableUse]? {
        exercise.isLab ? nil : uses(exercise, in: lesson)
    }

    /// What `uses` found, by lesson file (its path, size and modification time) and exercise:
    /// `watch` and the home ask for the same exercise on every redraw, and each answer costs a
    /// run of the lesson's steps. An edited lesson file is a new key.
    private static let cache = UsesCache()

    final class UsesCache: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: [TableUse]] = [:]
        func value(_ key: String, _ make: () -> [TableUse]) -> [TableUse] {
            lock.lock()
            if let found = entries[key] { lock.unlock(); return found }
            lock.unlock()
            let made = make()
            lock.lock(); defer { lock.unlock() }
            if entries.count > 256 { entries = [:] }
            entries[key] = made
            return made
        }
    }

    public static func uses(_ exercise: Exercise, in lesson: Lesson) -> [TableUse] {
        let attributes = try? FileManager.default.attributesOfItem(atPath: lesson.path)
        guard !lesson.path.isEmpty, let size = attributes?[.size] as? Int, let date = attributes?[.modificationDate] as? Date else {
            return computeUses(exercise, in: lesson)
        }
        let key = "\(lesson.path)\u{0}\(size)\u{0}\(date.timeIntervalSince1970)\u{0}\(exercise.id)"
        return cache.value(key) { computeUses(exercise, in: lesson) }
    }

    static func computeUses(_ exercise: Exercise, in lesson: Lesson) -> [TableUse] {
        // The lesson's steps under a budget for all of them (`LessonBudget`): one that runs
        // out leaves the exercise's tables unknown, not `next` or `watch` busy for minutes.
        var sandbox = Sandbox()
        sandbox.lessonBudget = LessonBudget()
        guard let runner = try? LessonRunner(lesson: lesson, sandbox: sandbox, explainer: Explainer(language: .en)),
              (try? runner.runSteps(before: exercise.id)) != nil else { return [] }
        var uses: [TableUse] = []
        // Only what the reference itself names: sqlab's own reads while it runs (the notes'
        // `pragma_table_info`, the key columns read to compare tables) are not the exercise's.
        let words = Set(exercise.reference.flatMap { Tokenizer.significantTokens($0.sql).compactMap { $0.name?.lowercased() } })
        let star = exercise.reference.contains { Tokenizer.significantTokens($0.sql).contains { $0.text == "*" } }
        func note(_ table: String?, _ column: String?) {
            guard let table, !table.lowercased().hasPrefix("sqlite_"), !table.lowercased().hasPrefix("pragma_") else { return }
            guard words.contains(table.lowercased()) || star || column == nil else { return }
            let column = column.flatMap { star || words.contains($0.lowercased()) ? $0 : nil }
            var index = uses.firstIndex { $0.table == table }
            if index == nil {
                uses.append(TableUse(table: table, columns: []))
                index = uses.count - 1
            }
            if let column, !column.isEmpty, !uses[index!].columns.contains(column) { uses[index!].columns.append(column) }
        }
        // The reference runs where every lesson's SQL runs, in the sandbox (its limits and its
        // deadline), the authorizer's requests observed while each statement is prepared.
        for statement in exercise.reference {
            let outcome = runner.sandboxed.observingAuthorizer({ request in
                switch request.action {
                case AuthorizerAction.read, AuthorizerAction.update: note(request.first, request.second)
                case AuthorizerAction.insert, AuthorizerAction.delete: note(request.first, nil)
                default: break
                }
            }) { try? runner.execute(typed: statement.sql, at: statement.location) }
            guard let outcome else { break }
            if case .failed = outcome.result { break }
        }
        return uses
    }

    /// The action codes read here (`sqlite3.h`).
    enum AuthorizerAction {
        static let delete: Int32 = 9     // SQLITE_DELETE: table name
        static let insert: Int32 = 18    // SQLITE_INSERT: table name
        static let read: Int32 = 20      // SQLITE_READ: table name, column name
        static let update: Int32 = 23    // SQLITE_UPDATE: table name, column name
    }
}
