import Foundation
import SQLabLessons
import SQLabText

/// One exercise of one lesson: what the course model hands out.
public struct ExerciseRef: Sendable {
    public let lesson: Lesson
    public let exercise: Exercise

    public init(lesson: Lesson, exercise: Exercise) {
        self.lesson = lesson
        self.exercise = exercise
    }

    /// True when both name the same exercise of the same lesson.
    public func same(as other: ExerciseRef?) -> Bool {
        other.map { $0.lesson.id == lesson.id && $0.exercise.id == exercise.id } ?? false
    }
}

/// What revealing a hint gave.
public enum HintReveal: Equatable, Sendable {
    /// The exercise has no hints.
    case none
    /// Hint `index` (0-based) of `count`.
    case hint(index: Int, count: Int)
    /// Every one of its `count` hints has been shown already.
    case noMore(count: Int)
}

/// Whether the reference solution may be shown.
public enum SolutionGate: Equatable, Sendable {
    /// Not yet: the learner has not tried the exercise.
    case locked
    /// The reference solution's statements.
    case open([String])
}

/// The course as a learner goes through it: lessons, exercises, what is recorded for each,
/// the hints revealed, the current exercise (the first not yet passed), what comes next, and
/// when the reference solution may be shown.
///
/// The course home, `next`, `hint`, `check`, `watch` and the REPL's dot-commands all ask this
/// model and only present what it answers, so that they agree. Progress goes to a
/// `ProgressStore`; without one (tests, a library user) it is kept in memory for the model's
/// life.
public final class CourseModel {
    /// The lessons, in course order.
    public private(set) var lessons: [Lesson]
    /// The error message of each lesson of the course folder that could not be read.
    public let unreadable: [String]
    /// Where progress is recorded; nil: in memory only.
    public let store: ProgressStore?
    private var memory: [String: ExerciseProgress] = [:]

    /// - Parameters:
    ///   - lessons: the lessons, in course order.
    ///   - store: where progress is recorded; nil keeps it in memory.
    public init(lessons: [Lesson], store: ProgressStore?, unreadable: [String] = []) {
        self.lessons = lessons
        self.store = store
        self.unreadable = unreadable
    }

    /// Every lesson of `course` (in id order), with `store`'s progress.
    ///
    /// - Throws: nothing for a lesson that cannot be read (it is listed in `unreadable`).
    public convenience init(course: Course, store: ProgressStore?) {
        var lessons: [Lesson] = []
        var unreadable: [String] = []
        for id in course.lessonIDs() {
            do {
                lessons.append(try LessonParser.parse(contentsOf: try course.locate(id)))
            } catch let error as LessonError {
                // In the course's language, each problem FILE:LINE:COLUMN: as tools read it.
                unreadable.append(error.description(in: course.language))
            } catch let error as Diagnostic {
                unreadable.append(error.description(in: course.language))
            } catch {
                unreadable.append("\(error)")
            }
        }
        self.init(lessons: lessons, store: store, unreadable: unreadable)
    }

    /// Adds `lesson` to the model when it is not part of it (a lesson file named by its path).
    public func include(_ lesson: Lesson) {
        if !lessons.contains(where: { $0.id == lesson.id }) { lessons.append(lesson) }
    }

    private static func key(_ lesson: String, _ exercise: String) -> String { lesson + "\u{0}" + exercise }

    // MARK: - Progress

    /// What is recorded for one exercise.
    ///
    /// - Throws: `ProgressStoreError` when the store cannot be read.
    public func progress(_ ref: ExerciseRef) throws -> ExerciseProgress {
        if let store { return try store.progress(lesson: ref.lesson.id, exercise: ref.exercise.id) }
        return memory[CourseModel.key(ref.lesson.id, ref.exercise.id)] ?? .none(lesson: ref.lesson.id, exercise: ref.exercise.id)
    }

    /// The lessons joined with what is recorded (for the home, the exercise list, the bar).
    ///
    /// - Throws: `ProgressStoreError` when the store cannot be read.
    public func snapshot() throws -> CourseProgress {
        CourseProgress(lessons: lessons, records: try store?.all() ?? Array(memory.values))
    }

    /// Records one checked answer.
    ///
    /// - Throws: `ProgressStoreError` when the write cannot be made.
    public func record(_ ref: ExerciseRef, passed: Bool) throws {
        if let store {
            try store.recordAttempt(lesson: ref.lesson.id, exercise: ref.exercise.id, passed: passed)
            return
        }
        var entry = try progress(ref)
        entry.tried += 1
        if passed && entry.passedAt == nil { entry.passedAt = ISO8601DateFormatter().string(from: Date()) }
        memory[CourseModel.key(ref.lesson.id, ref.exercise.id)] = entry
    }

    // MARK: - Where the learner is

    /// Every exercise of the course, in order.
    public var exercises: [ExerciseRef] {
        lessons.flatMap { lesson in lesson.exercises.map { ExerciseRef(lesson: lesson, exercise: $0) } }
    }

    /// The current exercise: the first not yet passed, in course order, from the lesson with
    /// id `lessonID` on when given (then from the start); nil when every one has passed.
    /// `next`, `hint` and `check` without arguments, `watch` and the home all use it.
    ///
    /// - Throws: `ProgressStoreError` when the store cannot be read.
    public func current(from lessonID: String? = nil) throws -> ExerciseRef? {
        let snapshot = try self.snapshot()
        return snapshot.next(from: lessonID).map { ExerciseRef(lesson: $0.lesson, exercise: $0.exercise) }
            ?? snapshot.next().map { ExerciseRef(lesson: $0.lesson, exercise: $0.exercise) }
    }

    /// The first exercise not yet passed after `ref` (after it in its lesson when `inLesson`,
    /// else in the course), going round to the start; nil when every other one has passed.
    ///
    /// - Throws: `ProgressStoreError` when the store cannot be read.
    public func next(after ref: ExerciseRef, inLesson: Bool) throws -> ExerciseRef? {
        let all = inLesson ? ref.lesson.exercises.map { ExerciseRef(lesson: ref.lesson, exercise: $0) } : exercises
        guard let index = all.firstIndex(where: { $0.same(as: ref) }) else { return try current() }
        for candidate in all[(index + 1)...] + all[..<index] where !(try progress(candidate).passed) { return candidate }
        return nil
    }

    /// The exercise `lessonName` and `exerciseName` name; with no exercise name, the lesson's
    /// first not passed (its first when all have); with neither, the current exercise.
    ///
    /// - Throws: `Diagnostic` for a lesson or exercise that does not exist; `LessonError` for
    ///   a lesson that cannot be read; `ProgressStoreError`.
    public func resolve(lesson lessonName: String?, exercise exerciseName: String?, in course: Course) throws -> ExerciseRef? {
        guard let lessonName else { return try current() }
        let lesson = try lessons.first { $0.id == lessonName } ?? course.lesson(lessonName)
        include(lesson)
        if let exerciseName { return ExerciseRef(lesson: lesson, exercise: try CourseModel.exercise(exerciseName, of: lesson, language: course.language)) }
        let refs = lesson.exercises.map { ExerciseRef(lesson: lesson, exercise: $0) }
        return try refs.first { !(try progress($0).passed) } ?? refs.first
    }

    /// The exercise with this id.
    ///
    /// - Throws: `CourseError` in `language` (a word the learner typed, not a place in a file,
    ///   so no `FILE:LINE:`): the lesson has no such exercise, with the closest id when there is
    ///   one.
    public static func exercise(_ id: String, of lesson: Lesson, language: Language) throws -> Exercise {
        guard let exercise = lesson.exercise(id) else {
            let close = DidYouMean.closest(to: id, in: lesson.exercises.map(\.id)).map { Catalogue.text(.didYouMeanName, language, [$0]) } ?? ""
            throw CourseError(.lessonHasNoExercise, [id, close, lesson.id], language: language)
        }
        return exercise
    }

    // MARK: - Hints and the solution

    /// Reveals the next hint of `ref` (recorded, so that it is shown again next time).
    ///
    /// - Throws: `ProgressStoreError` when the write cannot be made.
    public func revealHint(_ ref: ExerciseRef) throws -> HintReveal {
        let count = ref.exercise.hints.count
        guard count > 0 else { return .none }
        let index: Int?
        if let store {
            index = try store.revealHint(lesson: ref.lesson.id, exercise: ref.exercise.id, available: count)
        } else {
            var entry = try progress(ref)
            index = entry.hintsRevealed < count ? entry.hintsRevealed : nil
            if index != nil { entry.hintsRevealed += 1 }
            memory[CourseModel.key(ref.lesson.id, ref.exercise.id)] = entry
        }
        return index.map { .hint(index: $0, count: count) } ?? .noMore(count: count)
    }

    /// The reference solution, once the learner has tried the exercise at least once.
    ///
    /// - Throws: `ProgressStoreError` when the store cannot be read.
    public func solution(_ ref: ExerciseRef) throws -> SolutionGate {
        guard try progress(ref).tried > 0 else { return .locked }
        return .open(ref.exercise.reference.map(\.sql))
    }
}
