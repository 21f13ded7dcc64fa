import Foundation
import SQLabSQLite
import SQLabText

/// Where the course makes a result code happen on purpose: the steps marked `expect=CODE` (SQL
/// and `c lab` blocks, and lab exercises' `expect=`), found by reading the lessons, so that
/// `sqlab explain CODE` can send a learner to the lesson that shows it.
public enum CodeShowcase {
    /// One place a lesson shows a code.
    public struct Place: Equatable, Sendable {
        public let lesson: String
        public let line: Int
    }

    /// The blocks of `lesson` whose `expect=` shows `code`: an extended code is shown only by
    /// blocks that expect exactly it; a primary code by every block expecting it or one of its
    /// extended codes. The first such block of each lesson.
    public static func places(of code: ResultCode, in lesson: Lesson) -> [Place] {
        func shows(_ expect: ResultCode?) -> Bool {
            guard let expect else { return false }
            return code.isPrimary ? expect.primary == code : expect == code
        }
        for block in lesson.blocks {
            switch block {
            case .sql(let sql) where shows(sql.expect): return [Place(lesson: lesson.id, line: sql.location.line)]
            case .lab(let lab) where shows(lab.expect): return [Place(lesson: lesson.id, line: lab.location.line)]
            case .exercise(let e) where shows(e.labExpect): return [Place(lesson: lesson.id, line: e.location.line)]
            default: continue
            }
        }
        return []
    }

    /// Every lesson of `course` that shows `code`, in lesson order. Lessons that cannot be read
    /// are skipped (lint reports them).
    public static func places(of code: ResultCode, in course: Course) -> [Place] {
        course.lessonIDs().flatMap { id -> [Place] in
            guard let lesson = try? course.lesson(id) else { return [] }
            return places(of: code, in: lesson)
        }
    }
}
