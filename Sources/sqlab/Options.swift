import Foundation
import SQLab

/// Options several commands share: language, course folder, deadline.
struct CommonOptions {
    let language: Language
    let course: Course
    let timeout: Double

    static let options: Set<String> = ["--lang", "--course", "--timeout"]

    init(_ arguments: Arguments) throws {
        guard let language = Language.resolve(flag: arguments.value("--lang"), environment: environment) else {
            throw Arguments.UsageError(message: "--lang must be en or zh")
        }
        self.language = language
        course = Course(courseFlag: arguments.value("--course"), environment: environment,
                        executable: CommandLine.arguments[0], language: language)
        if let text = arguments.value("--timeout") {
            guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
                throw Arguments.UsageError(message: "--timeout takes a number of seconds, more than 0 and at most 3600")
            }
            timeout = seconds
        } else {
            timeout = 1.0
        }
    }
}
