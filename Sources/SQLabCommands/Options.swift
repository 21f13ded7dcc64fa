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

/// Options several commands share: language, course folder, deadline.
struct CommonOptions {
    let language: Language
    let course: Course
    let timeout: Double

    static let options: Set<String> = ["--lang", "--course", "--timeout"]

    /// Reads a command's words: the common options, the command's own `flags` and `options`,
    /// and between `positional.lowerBound` and `positional.upperBound` positional words.
    ///
    /// - Throws: `Arguments.UsageError` with `usage` when the count of words is off.
    static func parse(_ words: [String], flags: Set<String> = [], options: Set<String> = [],
                      positional: ClosedRange<Int>, usage: String) throws -> (Arguments, CommonOptions) {
        let arguments = try Arguments(words, flags: flags, options: CommonOptions.options.union(options))
        let common = try CommonOptions(arguments)
        guard positional.contains(arguments.positional.count) else { throw Arguments.UsageError.usage(usage) }
        return (arguments, common)
    }

    init(_ arguments: Arguments) throws {
        guard let language = Language.resolve(flag: arguments.value("--lang"), environment: environment) else {
            throw Arguments.UsageError(.usageLang)
        }
        self.language = language
        course = Course(courseFlag: arguments.value("--course"), environment: environment,
                        executable: Executable.url.path, language: language)
        if let text = arguments.value("--timeout") {
            guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
                throw Arguments.UsageError(.usageTimeout)
            }
            timeout = seconds
        } else {
            timeout = 1.0
        }
    }
}
