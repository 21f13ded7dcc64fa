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

    /// The global options (`CommandTable.globalOptions`).
    static let options = Set(CommandTable.globalOptions.map(\.name))

    /// Reads a command's words: the common options, the command's own `flags` and `options`,
    /// and between `positional.lowerBound` and `positional.upperBound` positional words.
    ///
    /// - Throws: `Arguments.UsageError` with `usage` when the count of words is off.
    static func parse(_ words: [String], context: CommandContext, flags: Set<String> = [], options: Set<String> = [],
                      positional: ClosedRange<Int>, usage: String) throws -> (Arguments, CommonOptions) {
        let arguments = try Arguments(words, flags: flags, options: CommonOptions.options.union(options))
        let common = try CommonOptions(arguments, context: context)
        guard positional.contains(arguments.positional.count) else { throw Arguments.UsageError.usage(usage) }
        return (arguments, common)
    }

    /// - Throws: `Arguments.UsageError` for a language other than en and zh, a timeout out of
    ///   range, or a `--course` that is not a folder (missing, a file, or under a file).
    init(_ arguments: Arguments, context: CommandContext) throws {
        guard let language = Language.resolve(flag: arguments.value("--lang"), environment: context.environment) else {
            throw Arguments.UsageError(.usageLang)
        }
        self.language = language
        course = Course(courseFlag: arguments.value("--course"), environment: context.environment,
                        executable: context.executable.path, language: language)
        if let folder = arguments.value("--course") {
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
                let parent = (folder as NSString).deletingLastPathComponent
                var parentIsDirectory: ObjCBool = true
                let underFile = !parent.isEmpty && FileManager.default.fileExists(atPath: parent, isDirectory: &parentIsDirectory)
                    && !parentIsDirectory.boolValue
                throw underFile ? Arguments.UsageError(.usageCourseUnderFile, folder, parent) : Arguments.UsageError(.usageNoCourseFolder, folder)
            }
            guard isDirectory.boolValue else { throw Arguments.UsageError(.usageCourseIsFile, folder) }
        }
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
