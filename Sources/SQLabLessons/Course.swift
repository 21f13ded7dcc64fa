import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL

/// Finds lessons the way the command line contract says: LESSON is a path to a lesson file, or
/// a lesson id looked up in the course folder: `--course DIR`, else `./lessons`, else
/// `$SQLAB_COURSE`, else the course installed beside the executable (`make install` puts it in
/// `PREFIX/share/sqlab/lessons`, the executable in `PREFIX/bin`).
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
        } else if isDirectory("lessons") {
            folder = "lessons"
        } else if let env = environment["SQLAB_COURSE"], !env.isEmpty {
            folder = env
        } else {
            let bin = (executable as NSString).deletingLastPathComponent
            let installed = ((bin as NSString).appendingPathComponent("../share/sqlab/lessons") as NSString).standardizingPath
            folder = isDirectory(installed) ? installed : nil
        }
    }

    /// The path of the lesson `name` names: an existing file as given, else the lesson with
    /// that id (or the only one whose id starts with it, as `01`) in the course folder.
    ///
    /// - Throws: `Diagnostic` naming what was looked for and where.
    public func locate(_ name: String) throws -> String {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: name, isDirectory: &isDir), !isDir.boolValue { return name }
        // A name with a slash, or ending in .md, is a path.
        if fm.fileExists(atPath: name, isDirectory: &isDir), isDir.boolValue {
            throw Diagnostic(at: SourceLocation(file: name, line: 1), "is a folder, not a lesson file")
        }
        guard !name.contains("/") && !name.hasSuffix(".md") else { throw Diagnostic(at: SourceLocation(file: name, line: 1), "no such lesson file") }
        guard let folder else {
            throw Diagnostic(at: SourceLocation(file: name, line: 1),
                             "no such lesson file, and no course folder to look it up in (give --course DIR or set SQLAB_COURSE)")
        }
        let id = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        var candidates: [String] = []
        if language == .zh { candidates.append((folder as NSString).appendingPathComponent("zh/\(id).md")) }
        candidates.append((folder as NSString).appendingPathComponent("\(id).md"))
        for path in candidates where fm.fileExists(atPath: path) { return path }
        let ids = lessonIDs()
        let matches = ids.filter { $0.hasPrefix(id) }
        if matches.count == 1 { return try locate(matches[0]) }
        var message = "no lesson '\(name)' in the course folder \(folder)"
        if matches.count > 1 { message += " (several start with it: \(matches.joined(separator: ", ")))" }
        else if let close = DidYouMean.closest(to: id, in: ids) { message += " (did you mean \(close)?)" }
        throw Diagnostic(at: SourceLocation(file: name, line: 1), message)
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
