import SQLabSQLite
import SQLabText
import SQLabLessons
/// The course's lessons joined with what the progress store recorded: for the course home,
/// `sqlab next`, `watch` and its progress bar.
public struct CourseProgress: Sendable {
    /// One lesson, and the progress of each of its exercises, in lesson order.
    public struct LessonProgress: Sendable {
        /// The lesson.
        public let lesson: Lesson
        /// Each exercise with what is recorded for it, in lesson order.
        public let exercises: [(exercise: Exercise, progress: ExerciseProgress)]
        /// How many of its exercises have passed.
        public var passed: Int { exercises.filter { $0.progress.passed }.count }
    }

    /// The lessons, in course order.
    public let lessons: [LessonProgress]

    /// - Parameters:
    ///   - lessons: the course's lessons, in course order.
    ///   - records: everything the store holds (`ProgressStore.all()`).
    public init(lessons: [Lesson], records: [ExerciseProgress]) {
        var byKey: [String: ExerciseProgress] = [:]
        for record in records { byKey[record.lesson + "\u{0}" + record.exercise] = record }
        self.lessons = lessons.map { lesson in
            LessonProgress(lesson: lesson, exercises: lesson.exercises.map { exercise in
                (exercise, byKey[lesson.id + "\u{0}" + exercise.id] ?? .none(lesson: lesson.id, exercise: exercise.id))
            })
        }
    }

    /// Reads every lesson of `course` (in id order) and joins them with what `store` holds.
    ///
    /// - Returns: the progress, and the error message of each lesson that could not be read
    ///   (the others are still shown).
    /// - Throws: `ProgressStoreError` when the store cannot be read.
    public static func load(_ course: Course, store: ProgressStore) throws -> (progress: CourseProgress, unreadable: [String]) {
        var lessons: [Lesson] = []
        var unreadable: [String] = []
        for id in course.lessonIDs() {
            do {
                lessons.append(try LessonParser.parse(contentsOf: try course.locate(id)))
            } catch {
                unreadable.append("\(error)")
            }
        }
        return (CourseProgress(lessons: lessons, records: try store.all()), unreadable)
    }

    /// Exercises passed.
    public var passed: Int { lessons.map(\.passed).reduce(0, +) }
    /// Exercises in all.
    public var total: Int { lessons.map(\.exercises.count).reduce(0, +) }

    /// The first exercise not yet passed, in course order, starting at the lesson `from` (its
    /// id) when given; nil when every one has passed.
    public func next(from lessonID: String? = nil) -> (lesson: Lesson, exercise: Exercise)? {
        let start = lessonID.flatMap { id in lessons.firstIndex { $0.lesson.id == id } } ?? 0
        for entry in lessons[start...] {
            if let open = entry.exercises.first(where: { !$0.progress.passed }) { return (entry.lesson, open.exercise) }
        }
        return nil
    }

    /// What is recorded for one exercise.
    public func progress(lesson: String, exercise: String) -> ExerciseProgress {
        lessons.first { $0.lesson.id == lesson }?.exercises.first { $0.exercise.id == exercise }?.progress
            ?? .none(lesson: lesson, exercise: exercise)
    }
}
