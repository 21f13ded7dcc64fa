import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL

/// Finds lessons the way the command line contract says (LESSON-FORMAT.md, "Where lessons are
/// found"): LESSON is a path to a lesson file, or a lesson id looked up in the course folder:
/// `--course DIR`, else `$SQLAB_COURSE`, else `./lessons`, else the course installed beside the
/// executable (`make install` puts it in `PREFIX/share/sqlab/lessons`, the executable in
/// `PREFIX/bin`). What the person set (the flag, the variable) wins over a folder that happens
/// to be in the working directory.
/// With Chinese chosen, `zh/ID.md` in the course folder is preferred when it exists.
public struct Course {
    public let folder: String?
    public let language: Language

    /// - Parameters:
    ///   - courseFlag: the `--course` value, if given.
    ///   - environment: the process environment (`SQLAB_COURSE`).
    ///   - executable: the path of the running executable, for the installed lessons.
    public init(courseFlag: String?, environment: [String: String], executable: String, language: Language) {
        self.language = language
        let fm = FileManager.default
        func isDirectory(_ path: String) -> Bool {
            var dir: ObjCBool = false
            return fm.fileExists(atPath: path, isDirectory: &dir) && dir.boolValue
        }
        if let flag = courseFlag {
            folder = flag
        } else if let env = environment["SQLAB_COURSE"], !env.isEmpty {
            folder = env
        } else if isDirectory("lessons") {
            folder = "lessons"
        } else {
            let bin = (executable as NSString).deletingLastPathComponent
            let installed = ((bin as NSString).appendingPathComponent("../share/sqlab/lessons") as NSString).standardizingPath
            folder = isDirectory(installed) ? installed : nil
        }
    }

    /// The path of the lesson `name` names: an existing file as given, else the lesson with
    /// that id in the course folder (also where a folder of that name is in the working
    /// directory, as in `answers/`), or the only one whose id starts with it (`01`), or whose
    /// number it is (`1` for `01-first-steps`).
    ///
    /// - Throws: `Diagnostic` (at the file) for a path that is not a lesson file; `CourseError`
    ///   (no file to name, so no `FILE:LINE:`) for an id the course folder does not have, in the
    ///   course's language, with the closest id.
    public func locate(_ name: String) throws -> String {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: name, isDirectory: &isDir), !isDir.boolValue { return name }
        // A folder named by a path is no lesson; a bare name is an id even where a folder of
        // that name is (in `answers/`, the folder of a lesson's answers is named by its id).
        if fm.fileExists(atPath: name, isDirectory: &isDir), isDir.boolValue, name.contains("/") || name.hasSuffix(".md") || folder == nil {
            throw Diagnostic(at: SourceLocation(file: name, line: 1), language.text(.lessonIsFolder))
        }
        // A name with a slash, or ending in .md, is a path.
        guard !name.contains("/") && !name.hasSuffix(".md") else {
            throw Diagnostic(at: SourceLocation(file: name, line: 1), language.text(.noLessonFile))
        }
        // The same one line as the home's when there is no course anywhere.
        guard let folder else { throw CourseError(.noCourse, [], language: language) }
        var candidates: [String] = []
        if language == .zh { candidates.append((folder as NSString).appendingPathComponent("zh/\(name).md")) }
        candidates.append((folder as NSString).appendingPathComponent("\(name).md"))
        for path in candidates where fm.fileExists(atPath: path) { return path }
        let ids = lessonIDs()
        // A lesson of the folder that is not a file to read (a symbolic link that leads nowhere
        // or round in a loop): its path, for the parser to say what it is. Never looked up again.
        if ids.contains(name) { return candidates.last! }
        // A number names the lesson with that number (`1`, `01`), else a prefix of an id.
        var matches = Int(name).map { number in ids.filter { Course.number(of: $0) == number } } ?? []
        if matches.isEmpty { matches = ids.filter { $0.hasPrefix(name) } }
        if matches.count == 1 { return try locate(matches[0]) }   // an id of the folder: found above
        let more: String
        if matches.count > 1 {
            more = language.text(.noLessonSeveral, matches.joined(separator: language == .zh ? "、" : ", "))
        } else if let close = DidYouMean.closest(to: name, in: ids) ?? Course.closestByTitle(name, in: ids) {
            more = language.text(.didYouMeanName, close)
        } else {
            more = ""
        }
        throw CourseError(.noLesson, [name, folder, more], language: language)
    }

    /// The number a lesson id starts with (`1` for `01-first-steps`), if it starts with one.
    static func number(of id: String) -> Int? { Int(id.prefix(while: \.isNumber)) }

    /// The id whose words after the number are closest to `name` (`frist-steps` for
    /// `01-first-steps`).
    static func closestByTitle(_ name: String, in ids: [String]) -> String? {
        let titles = ids.map { String($0.drop(while: { $0.isNumber || $0 == "-" })) }
        return DidYouMean.closest(to: name, in: titles).flatMap { title in ids.first { $0.hasSuffix(title) } }
    }

    /// The lesson `name` names (`locate`), parsed.
    ///
    /// - Throws: `Diagnostic` when no lesson is found, `LessonError` when it cannot be parsed.
    public func lesson(_ name: String) throws -> Lesson {
        try LessonParser.parse(contentsOf: try locate(name))
    }

    /// The ids of the lessons directly in the course folder, sorted.
    public func lessonIDs() -> [String] {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") && $0.uppercased() != "README.MD" }
            .map { String($0.dropLast(3)) }.sorted()
    }

    /// The lesson files a command that takes several lessons means by `path`: the file itself,
    /// or every `.md` file directly inside a folder.
    public static func lessonFiles(in path: String) -> [String] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") && $0.uppercased() != "README.MD" }.sorted()
            .map { (path as NSString).appendingPathComponent($0) }
    }
}

/// A lesson the course folder does not have, or no course folder to look in: a problem with
/// no file or line of its own (so not a `Diagnostic`, whose `FILE:LINE:COLUMN:` would name the
/// learner's word as a file). Its text comes from the catalogue, in the course's language.
public struct CourseError: Error, CustomStringConvertible, Sendable {
    public let key: TextKey
    public let arguments: [String]
    public let language: Language

    public init(_ key: TextKey, _ arguments: [String], language: Language) {
        self.key = key
        self.arguments = arguments
        self.language = language
    }

    /// The message in `language`.
    public func message(_ language: Language) -> String { Catalogue.text(key, language, arguments) }

    /// The message in the course's language.
    public var description: String { message(language) }
}
