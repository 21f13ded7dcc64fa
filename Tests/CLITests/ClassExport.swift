import Foundation

/// A plain class (one UTF-8, LF answer file with markers per student) and the same class written
/// out as each learning platform exports it, with the line endings, byte-order marks and
/// encodings real hand-ins come in. docs/grading.md gives each platform's documented format;
/// the exports here are made from those descriptions, never from sqlab's reading of them.
struct ClassExport {
    /// One student: the name the platform shows, the platform's ids, and the answer file.
    struct Student {
        let name: String
        let userID: Int
        let text: String
    }

    enum Encoding: CaseIterable {
        case utf8, utf8BOM, utf16LE, utf16BE, gbk, cp1252
    }
    enum LineEnding: CaseIterable { case lf, crlf, cr }

    /// The layouts of issue 13, (a) to (g).
    enum Layout: String, CaseIterable {
        case studentFile, studentFileUpper, studentFileTxt, idFiles, watchTree, nestedMarkers
        case canvas, moodleFolders, moodleFlat, gradescope, githubClassroom
    }

    let students: [Student]

    // MARK: bytes

    /// `text` (LF) with another line ending.
    static func lineEnding(_ text: String, _ ending: LineEnding) -> String {
        switch ending {
        case .lf: return text
        case .crlf: return text.replacingOccurrences(of: "\n", with: "\r\n")
        case .cr: return text.replacingOccurrences(of: "\n", with: "\r")
        }
    }

    /// `text` in an encoding; nil when the encoding cannot hold it (CP1252 and Chinese).
    /// Legacy encodings go through the iconv program, not through sqlab's code.
    static func encode(_ text: String, _ encoding: Encoding) -> Data? {
        switch encoding {
        case .utf8: return Data(text.utf8)
        case .utf8BOM: return Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        case .utf16LE:
            return Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        case .utf16BE:
            return Data([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        case .gbk: return iconv(text, to: "GBK")
        case .cp1252: return iconv(text, to: "CP1252")
        }
    }

    static func iconv(_ text: String, to encoding: String) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/iconv")
        process.arguments = ["-f", "UTF-8", "-t", encoding]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let writer = Thread { input.fileHandleForWriting.write(Data(text.utf8)); try? input.fileHandleForWriting.close() }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }

    /// Student `index`'s file bytes: encodings and line endings taken in turn, so that a class
    /// of a dozen students has every combination of both somewhere; an encoding that cannot hold
    /// the text falls back to UTF-8 with a BOM.
    static func bytes(_ text: String, index: Int, encodings: [Encoding]) -> Data {
        let ending = LineEnding.allCases[index % LineEnding.allCases.count]
        let encoding = encodings[(index / LineEnding.allCases.count + index) % encodings.count]
        let converted = lineEnding(text, ending)
        return encode(converted, encoding) ?? encode(converted, .utf8BOM)!
    }

    // MARK: answers

    /// The answers of a file with markers, by exercise id, in file order.
    static func split(_ text: String) -> [(id: String, sql: String)] {
        var result: [(String, String)] = []
        let marker = try! NSRegularExpression(pattern: "^--\\s*exercise\\s*:\\s*(\\S+)", options: [.caseInsensitive])
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let s = String(line)
            if let match = marker.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) {
                result.append((String(s[Range(match.range(at: 1), in: s)!]).lowercased(), ""))
            } else if !result.isEmpty {
                result[result.count - 1].1 += line + "\n"
            }
        }
        return result
    }

    /// The header `sqlab watch` writes at the top of `answers/LESSON/ID.sql` (no marker).
    static func watchHeader(_ id: String) -> String {
        "-- Exercise \(id) of 01-first-steps (First steps)\n--\n-- Write your answer below; sqlab watch checks it every time you save.\n\n"
    }

    // MARK: writing

    func put(_ data: Data, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// The plain class: `DIR/STUDENT.sql`, UTF-8, LF.
    func writePlain(to dir: URL) throws {
        for student in students {
            try put(Data(student.text.utf8), dir.appendingPathComponent(student.name + ".sql"))
        }
    }

    /// The class as `layout` exports it, with mixed encodings and line endings.
    func write(_ layout: Layout, to dir: URL, encodings: [Encoding] = Encoding.allCases) throws {
        for (index, student) in students.enumerated() {
            let file = { (text: String) in ClassExport.bytes(text, index: index, encodings: encodings) }
            let name = student.name
            switch layout {
            case .studentFile: try put(file(student.text), dir.appendingPathComponent(name + ".sql"))
            case .studentFileUpper: try put(file(student.text), dir.appendingPathComponent(name + ".SQL"))
            case .studentFileTxt: try put(file(student.text), dir.appendingPathComponent(name + ".txt"))
            case .idFiles:
                for answer in ClassExport.split(student.text) {
                    try put(file(answer.sql), dir.appendingPathComponent("\(name)/\(answer.id).sql"))
                }
            case .watchTree:
                for answer in ClassExport.split(student.text) {
                    try put(file(ClassExport.watchHeader(answer.id) + answer.sql),
                            dir.appendingPathComponent("\(name)/answers/01-first-steps/\(answer.id).sql"))
                }
            case .nestedMarkers:
                try put(file(student.text), dir.appendingPathComponent("\(name)/lab 1/answers.sql"))
                try put(Data("notes to self\n".utf8), dir.appendingPathComponent("\(name)/lab 1/README.md"))
            case .canvas:
                // Canvas: NAME_USERID_SUBMISSIONID_FILENAME; every third student resubmitted the
                // file (Canvas renames newer uploads answers-N.sql: -10 is newer than -9), every fourth is late.
                let late = index % 4 == 1 ? "late_" : ""
                let prefix = "\(name.lowercased())_\(late)\(student.userID)_\(900_000 + student.userID)_"
                if index % 3 == 0 {
                    try put(file("-- exercise: eighteen\nSELECT 'first try';\n"), dir.appendingPathComponent(prefix + "answers.sql"))
                    try put(file("-- exercise: older\nSELECT 'second try';\n"), dir.appendingPathComponent(prefix + "answers-9.sql"))
                    try put(file(student.text), dir.appendingPathComponent(prefix + "answers-10.sql"))
                } else {
                    try put(file(student.text), dir.appendingPathComponent(prefix + "answers.sql"))
                }
            case .moodleFolders:
                try put(file(student.text), dir.appendingPathComponent("\(name)_\(student.userID)_assignsubmission_file_/answers.sql"))
                if index % 2 == 0 {
                    try put(Data("<p>see the file</p>".utf8),
                            dir.appendingPathComponent("\(name)_\(student.userID)_assignsubmission_onlinetext_/onlinetext.html"))
                }
            case .moodleFlat:
                try put(file(student.text), dir.appendingPathComponent("\(name)_\(student.userID)_assignsubmission_file_answers.sql"))
            case .gradescope:
                try put(file(student.text), dir.appendingPathComponent("submission_\(3_000_000 + index)/answers.sql"))
            case .githubClassroom:
                let repo = dir.appendingPathComponent("sql-lesson-one-\(name)")
                try put(Data("ref: refs/heads/main\n".utf8), repo.appendingPathComponent(".git/HEAD"))
                try put(Data("# SQL lesson one\n".utf8), repo.appendingPathComponent("README.md"))
                try put(file(student.text), repo.appendingPathComponent("solutions/answers.sql"))
            }
        }
        if layout == .gradescope {
            var yaml = ""
            for (index, student) in students.enumerated() {
                yaml += """
                    submission_\(3_000_000 + index):
                      :submitters:
                      - :name: \(index % 2 == 0 ? student.name : "'" + student.name + "'")
                        :sid: '\(student.userID)'
                        :email: \(student.name.lowercased())@example.edu
                      :created_at: 2026-11-30 23:59:00.000000000 +00:00
                      :score: 0.0
                      :history: []

                    """
            }
            try put(Data(yaml.utf8), dir.appendingPathComponent("submission_metadata.yml"))
        }
    }
}
