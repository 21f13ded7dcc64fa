import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine

/// The layouts a submissions folder can come in, each recognised on its own (a folder may mix
/// them). docs/grading.md gives the documented format of each platform and its source.
public enum SubmissionLayout: String, Sendable, Codable, CaseIterable, Comparable {
    /// (a) `DIR/STUDENT.sql` (or `.SQL`, `.txt`): one answer file per student.
    case studentFile = "STUDENT.sql files"
    /// (b), (c) `DIR/STUDENT/`: `ID.sql` files, or any `.sql` files with markers, at any depth
    /// (`answers/LESSON/ID.sql` as `sqlab watch` writes them).
    case studentFolder = "STUDENT/ folders"
    /// (d) Canvas "Download Submissions": `NAME_USERID_SUBMISSIONID_file.sql`, flat.
    case canvas = "Canvas download"
    /// (e) Moodle "Download all submissions": `Full Name_ID_assignsubmission_file_/…`.
    case moodle = "Moodle download"
    /// (f) Gradescope "Export Submissions": `submission_metadata.yml` and `submission_NNN/`.
    case gradescope = "Gradescope export"
    /// (g) GitHub Classroom clones: `assignment-USERNAME/` repositories.
    case githubClassroom = "GitHub Classroom repositories"
    /// (h) Blackboard Learn "Assignment File Download":
    /// `ASSIGNMENT_USERNAME_attempt_DATE_FILENAME`, flat, with a receipt per attempt.
    case blackboard = "Blackboard download"
    /// (i) D2L Brightspace "Download": `IDS - First Last - DATE - FILENAME`, flat, beside an
    /// `index.html` manifest.
    case brightspace = "Brightspace download"

    /// How the instructor reads the layout (`layout.*`; the English is the raw value).
    public var textKey: TextKey {
        switch self {
        case .studentFile: return .layoutStudentFile
        case .studentFolder: return .layoutStudentFolder
        case .canvas: return .layoutCanvas
        case .moodle: return .layoutMoodle
        case .gradescope: return .layoutGradescope
        case .githubClassroom: return .layoutGithubClassroom
        case .blackboard: return .layoutBlackboard
        case .brightspace: return .layoutBrightspace
        }
    }

    public static func < (a: SubmissionLayout, b: SubmissionLayout) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One student's hand-in as found in a submissions folder: who (as the platform names them),
/// in which layout, and the files to read, before any file is read.
public struct HandIn: Sendable, Equatable {
    /// One file of the hand-in.
    public struct File: Sendable, Equatable {
        public let path: RawPath
        /// The file as reports name it: its path inside the submissions folder.
        public let display: String
        /// The name that says which exercise a file without markers answers (`ID.sql`), when
        /// the layout lets a name do so; nil for `STUDENT.sql` (the name is the student's).
        public let answerName: String?
        /// Not an answer file (`.docx`, `.zip`, …): listed for its note, never read.
        public var wrongType: String?
        /// Moodle's online text (`onlinetext.html`): HTML whose text counts only when it holds
        /// marker lines (a student who typed the answers into the editor).
        public var onlineText = false
    }

    /// The student as reports name them (NFC; a name that was not UTF-8 reads as Latin-1).
    public var student: String
    /// The platform's id of the student (Canvas user id, Moodle participant id, Gradescope
    /// SID), when the layout has one.
    public var studentID: String?
    public var email: String?
    public let layout: SubmissionLayout
    public var files: [File]
    /// Notes found while listing (a resubmission that no longer counts, a late hand-in, a name
    /// that was not UTF-8).
    public var notes: [String] = []
    /// A problem that makes the whole hand-in score 0 (the student handed in both
    /// `STUDENT.sql` and `STUDENT/`), with what to do.
    public var conflict: String?
}

/// A submissions folder listed into hand-ins, one per student, in a stable order (by student
/// name as UTF-8 bytes). Listing reads file names only, and follows no symbolic link.
public struct SubmissionScan: Sendable {
    public private(set) var root: RawPath
    public private(set) var handIns: [HandIn] = []
    /// Entries that are nobody's hand-in (`README.md`), for a warning.
    public private(set) var ignored: [String] = []
    /// Moodle's `assignfeedback` entries: the teacher's own feedback files, part of the
    /// download, skipped without a warning of "nobody's hand-in".
    public private(set) var teacherFeedback: [String] = []
    /// Gradescope folders (`submission_NNN`) that `submission_metadata.yml` names nobody for,
    /// or every one when that file cannot be read: graded under the folder's name, for a
    /// warning (the file, or its entry, is damaged).
    public private(set) var unnamedByMetadata: [String] = []

    /// How many students each layout gave, for the run's summary.
    public var layouts: [(SubmissionLayout, Int)] {
        var counts: [SubmissionLayout: Int] = [:]
        for handIn in handIns { counts[handIn.layout, default: 0] += 1 }
        return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Extensions read as SQL, compared without letter case.
    static let answerExtensions: Set<String> = ["sql", "txt"]
    /// Extensions that are hand-ins of the wrong type, with what they are (`hand-in.type-*`).
    static let wrongTypeKeys: [String: TextKey] = [
        "docx": .handInTypeWord, "doc": .handInTypeWord, "odt": .handInTypeOpenDocument, "rtf": .handInTypeRichText,
        "pages": .handInTypePages, "pdf": .handInTypePDF, "zip": .handInTypeZip, "rar": .handInTypeRAR, "7z": .handInTypeSevenZip,
        "tar": .handInTypeTar, "gz": .handInTypeCompressed, "tgz": .handInTypeCompressedArchive, "xlsx": .handInTypeSpreadsheet,
        "xls": .handInTypeSpreadsheet, "html": .handInTypeWebPage, "htm": .handInTypeWebPage, "png": .handInTypeImage, "jpg": .handInTypeImage,
        "jpeg": .handInTypeImage, "ipynb": .handInTypeJupyter, "db": .handInTypeDatabase, "sqlite": .handInTypeDatabase,
    ]
    /// The same, as the English a hand-in's file keeps (`HandIn.File.wrongType`): the notes put
    /// it in the reader's language (`HandInNotes.kind(_:in:)`).
    static let wrongTypes: [String: String] = wrongTypeKeys.mapValues { Language.en.text($0) }
    /// Names never a hand-in: platform metadata and the zip tools' own folders.
    static let metadataNames: Set<String> = ["submission_metadata.yml", "__MACOSX", "Thumbs.db", "desktop.ini"]
    /// Files listed per hand-in at most, and folder depth: a hostile tree cannot stall the listing.
    static let maximumFiles = 500
    static let maximumDepth = 12

    static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Lists a submissions folder.
    ///
    /// - Parameter roster: enrolled students, used to tell a GitHub Classroom repository's
    ///   username from the assignment prefix when only one repository is there.
    /// - Throws: `Diagnostic` when the folder is missing, a file, or unreadable.
    /// - Parameter encodings: the encodings a file name that is not UTF-8 is tried in before
    ///   Latin-1 (`--encoding GBK`: the names a Chinese Windows zip wrote).
    public init(path: String, roster: [String] = [], language: Language = .en, encodings: [String] = []) throws {
        let say = HandInNotes(language)
        root = RawPath(path)
        switch root.kind {
        case .folder: break
        case .missing: throw Diagnostic(at: SourceLocation(file: path, line: 1), .noSuchSubmissionsFolder)
        case .symbolicLink where root.resolved()?.kind == .folder: break
        default:
            if let archive = SubmissionArchive(path: path) {
                throw Diagnostic(at: SourceLocation(file: path, line: 1), .gradeSubmissionsIsArchive, LocalizedText(archive.kind), archive.unpack, archive.folder)
            }
            throw Diagnostic(at: SourceLocation(file: path, line: 1), .gradeSubmissionsIsFile)
        }
        guard var names = root.list() else {
            throw Diagnostic(at: SourceLocation(file: path, line: 1), .gradeSubmissionsUnreadable)
        }
        // An export unzipped into a folder of its own (`assignment_123_export/`): the class is inside.
        let visible = names.filter { RawPath.text($0).text.first != "." && !SubmissionScan.metadataNames.contains(RawPath.text($0).text) }
        if visible.count == 1, root.appending(visible[0]).kind == .folder,
           root.appending(visible[0]).appending(Array("submission_metadata.yml".utf8)).kind == .file,
           let inner = root.appending(visible[0]).list() {
            root = root.appending(visible[0])
            names = inner
        }
        var found: [HandIn] = []
        var gradescope: [String: [GradescopeMetadata.Submitter]]? = nil
        if names.contains(Array("submission_metadata.yml".utf8)) {
            let outcome = BoundedFile.read(path: root.appending(Array("submission_metadata.yml".utf8)).bytes, cap: 16 << 20)
            if case .bytes(let data, _) = outcome, case .success(let decoded) = AnswerText.decode(data) {
                gradescope = GradescopeMetadata.parse(decoded.text)
            } else {
                gradescope = [:]
            }
        }
        var canvas: [CanvasName.Key: [(CanvasName, RawPath, String)]] = [:]
        var blackboard: [String: [(BlackboardName, RawPath, String)]] = [:]
        var brightspace: [String: [(BrightspaceName, RawPath, String)]] = [:]
        // Brightspace's manifest beside its files is no one's hand-in.
        let brightspaceManifest = names.contains { BrightspaceName(RawPath.text($0).text) != nil }
        var repositories: [(name: String, path: RawPath, utf8: Bool)] = []
        for nameBytes in names {
            let decoded = RawPath.text(nameBytes, encodings: encodings)
            let name = decoded.text
            if SubmissionScan.metadataNames.contains(name) { continue }
            if name.hasPrefix(".") {
                // A hidden name that looks like a hand-in (`.eve.sql`, a folder `.carol/`) is
                // said to be left out, not dropped unseen; tools' own (`.git`, `.DS_Store`, macOS's
                // `._` copies) are no one's.
                let lower = name.lowercased()
                let kind = root.appending(nameBytes).kind
                let tools: Set<String> = [".git", ".github", ".gitignore", ".ds_store", ".vscode", ".idea", ".trash", ".ipynb_checkpoints", ".sqlab"]
                if !lower.hasPrefix("._"), !tools.contains(lower), kind == .folder || lower.hasSuffix(".sql") || lower.hasSuffix(".txt") {
                    ignored.append(name)
                }
                continue
            }
            let path = root.appending(nameBytes)
            let kind = path.kind
            let latin1Note = decoded.readAs.map { [say.notUTF8Name(name, readAs: $0, suggestion: decoded.suggestion)] } ?? []
            if kind == .folder {
                if let submitters = gradescope?[name] {
                    let files = SubmissionScan.walk(path, display: name, answerNames: true, say: say, encodings: encodings)
                    // An entry without submitters (a damaged one): the folder's name, said.
                    if submitters.isEmpty { unnamedByMetadata.append(name) }
                    for submitter in submitters.isEmpty ? [GradescopeMetadata.Submitter(name: name)] : submitters {
                        var handIn = HandIn(student: submitter.name, studentID: submitter.sid, email: submitter.email,
                                            layout: .gradescope, files: files.files, notes: files.notes + (submitters.isEmpty ? [say.unnamedByMetadata(name)] : []))
                        if submitters.count > 1 {
                            handIn.notes.append(say.group(submitters.map(\.name)))
                        }
                        found.append(handIn)
                    }
                } else if let moodle = MoodleName(name), moodle.isFolder {
                    guard moodle.kind == "assignsubmission" else {
                        if moodle.kind == "assignfeedback" { teacherFeedback.append(name) } else { ignored.append(name) }
                        continue
                    }
                    var files = SubmissionScan.walk(path, display: name, answerNames: true, say: say, encodings: encodings)
                    if moodle.plugin == "onlinetext" {
                        for i in files.files.indices where ["html", "htm"].contains(SubmissionScan.fileExtension(files.files[i].display)) {
                            files.files[i].wrongType = nil
                            files.files[i].onlineText = true
                        }
                    }
                    found.append(HandIn(student: moodle.student, studentID: moodle.id, layout: .moodle,
                                        files: files.files, notes: latin1Note + files.notes))
                } else if RawPath.Kind.missing != path.appending(Array(".git".utf8)).kind {
                    repositories.append((name, path, decoded.readAs == nil))
                } else {
                    let files = SubmissionScan.walk(path, display: name, answerNames: true, say: say, encodings: encodings)
                    var notes = latin1Note + files.notes
                    if gradescope != nil, name.hasPrefix("submission_"), name.dropFirst("submission_".count).allSatisfy(\.isNumber) {
                        unnamedByMetadata.append(name)
                        notes.append(say.unnamedByMetadata(name))
                    }
                    found.append(HandIn(student: name, layout: .studentFolder, files: files.files, notes: notes))
                }
                continue
            }
            if let moodle = MoodleName(name), !moodle.isFolder {
                guard moodle.kind == "assignsubmission" else {
                    if moodle.kind == "assignfeedback" { teacherFeedback.append(name) } else { ignored.append(name) }
                    continue
                }
                found.append(HandIn(student: moodle.student, studentID: moodle.id, layout: .moodle,
                                    files: [SubmissionScan.file(path, display: name, answerName: moodle.fileName)], notes: latin1Note))
                continue
            }
            if let parsed = BlackboardName(name) {
                blackboard[parsed.username, default: []].append((parsed, path, name))
                continue
            }
            if kind != .folder, let parsed = BrightspaceName(name) {
                brightspace[parsed.student.precomposedStringWithCanonicalMapping, default: []].append((parsed, path, name))
                continue
            }
            if brightspaceManifest, name == "index.html", kind == .file { continue }
            if let parsed = CanvasName(name) {
                canvas[parsed.key, default: []].append((parsed, path, name))
                continue
            }
            let ext = SubmissionScan.fileExtension(name)
            if SubmissionScan.answerExtensions.contains(ext) || SubmissionScan.wrongTypes[ext] != nil, name.count > ext.count + 1 {
                found.append(HandIn(student: SubmissionScan.stem(name), layout: .studentFile,
                                    files: [SubmissionScan.file(path, display: name, answerName: nil)], notes: latin1Note))
            } else {
                ignored.append(name)
            }
        }
        found += SubmissionScan.canvasHandIns(canvas, say: say)
        found += SubmissionScan.blackboardHandIns(blackboard, say: say)
        found += SubmissionScan.brightspaceHandIns(brightspace, say: say)
        found += SubmissionScan.repositoryHandIns(repositories, roster: roster, say: say)
        handIns = SubmissionScan.merge(found, say: say)
        ignored.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// One file of a hand-in, its type decided by its extension.
    static func file(_ path: RawPath, display: String, answerName: String?) -> HandIn.File {
        let ext = fileExtension(answerName ?? display)
        let wrong = answerExtensions.contains(ext) ? nil : (wrongTypes[ext] ?? Language.en.text(.handInTypeNotSQL))
        return HandIn.File(path: path, display: display, answerName: answerName, wrongType: wrong)
    }

    /// Every answer file in a student's folder, at any depth, in path order: `.sql` and `.txt`
    /// files, and files of the wrong type (for their note). Hidden entries (`.git/`) are
    /// skipped; folders reached through symbolic links are not entered.
    static func walk(_ folder: RawPath, display: String, answerNames: Bool, say: HandInNotes, encodings: [String] = []) -> (files: [HandIn.File], notes: [String]) {
        var files: [HandIn.File] = []
        var notes: [String] = []
        func visit(_ path: RawPath, _ shown: String, depth: Int) {
            guard depth <= maximumDepth else { notes.append(say.tooDeep(shown)); return }
            guard let names = path.list() else { notes.append(say.unreadableFolder(shown)); return }
            for nameBytes in names {
                let name = RawPath.text(nameBytes, encodings: encodings).text
                if name.hasPrefix(".") || metadataNames.contains(name) { continue }
                let child = path.appending(nameBytes)
                let childShown = shown + "/" + name
                switch child.kind {
                case .folder: visit(child, childShown, depth: depth + 1)
                case .missing: continue
                case .symbolicLink where child.resolved()?.kind == .folder:
                    notes.append(say.folderLink(childShown))
                default:
                    let ext = fileExtension(name)
                    guard answerExtensions.contains(ext) || wrongTypes[ext] != nil else { continue }
                    guard files.count < maximumFiles else {
                        if files.count == maximumFiles { notes.append(say.tooManyFiles(shown, maximumFiles)) }
                        return
                    }
                    files.append(file(child, display: childShown, answerName: answerNames ? name : nil))
                }
            }
        }
        visit(folder, display, depth: 0)
        return (files, notes)
    }

    /// Canvas's flat files, one hand-in per student (NAME and USERID): of the files with the
    /// same name, the highest resubmission number counts.
    static func canvasHandIns(_ groups: [CanvasName.Key: [(CanvasName, RawPath, String)]], say: HandInNotes) -> [HandIn] {
        var result: [HandIn] = []
        for (key, entries) in groups {
            var latest: [String: (CanvasName, RawPath, String)] = [:]
            var notes: [String] = []
            for entry in entries {
                let base = entry.0.baseFileName
                if let kept = latest[base] {
                    let (newer, older) = entry.0.resubmission > kept.0.resubmission ? (entry, kept) : (kept, entry)
                    latest[base] = newer
                    notes.append(say.superseded(older.2, by: newer.2))
                } else {
                    latest[base] = entry
                }
            }
            if entries.contains(where: \.0.late) { notes.append(say.late) }
            let files = latest.values.sorted { $0.1 < $1.1 }.map { entry in
                SubmissionScan.file(entry.1, display: entry.2, answerName: entry.0.baseFileName)
            }
            result.append(HandIn(student: key.name, studentID: key.userID, layout: .canvas, files: files, notes: notes.sorted()))
        }
        return result
    }

    /// Blackboard's flat files, one hand-in per username: the latest attempt's files count
    /// (an earlier attempt is named in a note), under the name its receipt gives.
    static func blackboardHandIns(_ groups: [String: [(BlackboardName, RawPath, String)]], say: HandInNotes) -> [HandIn] {
        var result: [HandIn] = []
        for (username, entries) in groups {
            guard let latest = entries.map(\.0.attempt).max() else { continue }
            var notes: [String] = []
            let earlier = Set(entries.map(\.0.attempt).filter { $0 != latest })
            for attempt in earlier.sorted() {
                notes.append(say.superseded("attempt \(attempt)", by: "attempt \(latest)"))
            }
            let current = entries.filter { $0.0.attempt == latest }
            var student = username
            if let receipt = current.first(where: { $0.0.fileName == nil }),
               case .bytes(let data, _) = BoundedFile.read(path: receipt.1.bytes, cap: 1 << 20),
               case .success(let text) = AnswerText.decode(data),
               let name = BlackboardName.studentName(inReceipt: text.text) {
                student = name
            }
            let files = current.filter { $0.0.fileName != nil }.sorted { $0.1 < $1.1 }.map { entry in
                SubmissionScan.file(entry.1, display: entry.2, answerName: entry.0.fileName)
            }
            result.append(HandIn(student: student.precomposedStringWithCanonicalMapping, studentID: username, layout: .blackboard,
                                 files: files, notes: notes))
        }
        return result
    }

    /// Brightspace's flat files, one hand-in per student name: the latest submission's files
    /// count (by its date; an earlier one is named in a note), FILENAME saying which exercise a
    /// file without markers answers.
    static func brightspaceHandIns(_ groups: [String: [(BrightspaceName, RawPath, String)]], say: HandInNotes) -> [HandIn] {
        var result: [HandIn] = []
        for (student, entries) in groups {
            guard let latest = entries.map(\.0.sortKey).max() else { continue }
            let shownLatest = entries.first { $0.0.sortKey == latest }!.0.date
            var notes: [String] = []
            for earlier in Set(entries.filter { $0.0.sortKey != latest }.map(\.0.date)).sorted() {
                notes.append(say.superseded(earlier, by: shownLatest))
            }
            let files = entries.filter { $0.0.sortKey == latest }.sorted { $0.1 < $1.1 }.map { entry in
                SubmissionScan.file(entry.1, display: entry.2, answerName: entry.0.fileName)
            }
            result.append(HandIn(student: student, layout: .brightspace, files: files, notes: notes))
        }
        return result
    }

    /// GitHub Classroom repositories: `PREFIX-USERNAME`, the prefix shared by every repository.
    static func repositoryHandIns(_ repositories: [(name: String, path: RawPath, utf8: Bool)], roster: [String], say: HandInNotes) -> [HandIn] {
        let names = repositories.map(\.name)
        let prefix = GitHubClassroomName.prefix(of: names)
        return repositories.map { repository in
            let student = GitHubClassroomName.username(repository.name, prefix: prefix, roster: roster)
            let files = walk(repository.path, display: repository.name, answerNames: true, say: say)
            return HandIn(student: student, layout: .githubClassroom, files: files.files, notes: files.notes)
        }
    }

    /// One hand-in per student: two hand-ins of the same student (`bob.sql` and `bob/`) make
    /// a conflict, graded 0 with a note, since which one counts is not clear.
    static func merge(_ handIns: [HandIn], say: HandInNotes) -> [HandIn] {
        // Two students of one name (two Wei Zhangs; Moodle's blind marking names everyone
        // "Participant") are told apart by the platform's id: "Wei Zhang (4102)".
        var ids: [String: Set<String>] = [:]
        for handIn in handIns { if let id = handIn.studentID { ids[handIn.student, default: []].insert(id) } }
        var handIns = handIns
        for i in handIns.indices {
            if let id = handIns[i].studentID, (ids[handIns[i].student]?.count ?? 0) > 1 || handIns[i].student == "Participant" {
                handIns[i].student += " (\(id))"
            }
        }
        var byStudent: [String: [HandIn]] = [:]
        for handIn in handIns { byStudent[handIn.student, default: []].append(handIn) }
        var result: [HandIn] = []
        for (_, group) in byStudent {
            guard group.count > 1 else { result.append(group[0]); continue }
            // Moodle gives each submission plugin a folder of its own (files, online text): one hand-in.
            if group.allSatisfy({ $0.layout == .moodle && $0.studentID == group[0].studentID }) {
                var first = group[0]
                first.files = group.flatMap(\.files).sorted { $0.path < $1.path }
                first.notes = group.flatMap(\.notes)
                result.append(first)
                continue
            }
            var first = group[0]
            let shown = group.flatMap { $0.files.isEmpty ? [$0.student + "/"] : [$0.files[0].display] }
            first.files = group.flatMap(\.files)
            first.notes = group.flatMap(\.notes)
            first.conflict = say.conflict(shown)
            result.append(first)
        }
        return result.sorted { $0.student.utf8.lexicographicallyPrecedes($1.student.utf8) }
    }
}

/// A Canvas "Download Submissions" file name: `NAME_USERID_SUBMISSIONID_FILENAME`, where NAME is
/// `lastnamefirstname` (other tools' copies keep underscores in it: NAME runs up to the first
/// all-digit field), `late_` may follow NAME, and Canvas adds `-N` to FILENAME's stem for the
/// N-th resubmission of a file with the same name.
public struct CanvasName: Sendable, Equatable {
    public struct Key: Hashable, Sendable { public let name: String; public let userID: String }
    public let key: Key
    public let submissionID: String
    public let late: Bool
    /// The file's own name as the student uploaded it (with Canvas's `-N`).
    public let fileName: String
    /// `fileName` without `-N`, and N (0 without one).
    public let baseFileName: String
    public let resubmission: Int

    public init?(_ name: String) {
        let fields = name.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        func digits(_ s: String) -> Bool { !s.isEmpty && s.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        guard let k = fields.indices.dropFirst().first(where: { digits(fields[$0]) }), k + 2 < fields.count,
              digits(fields[k + 1]) else { return nil }
        var nameEnd = k
        late = k >= 2 && fields[k - 1].lowercased() == "late"
        if late { nameEnd -= 1 }
        let student = fields[0..<nameEnd].joined(separator: "_")
        // A person's name has a letter: `12_34_56_x.sql` is no Canvas name.
        guard student.contains(where: { !$0.isNumber && $0 != "_" }) else { return nil }
        key = Key(name: student, userID: fields[k])
        submissionID = fields[k + 1]
        fileName = fields[(k + 2)...].joined(separator: "_")
        guard !fileName.isEmpty else { return nil }
        let ext = SubmissionScan.fileExtension(fileName)
        let stem = SubmissionScan.stem(fileName)
        if let dash = stem.lastIndex(of: "-"), let n = Int(stem[stem.index(after: dash)...]),
           stem[stem.index(after: dash)...].utf8.allSatisfy({ (0x30...0x39).contains($0) }), dash != stem.startIndex {
            resubmission = n
            baseFileName = String(stem[..<dash]) + (ext.isEmpty ? "" : "." + ext)
        } else {
            resubmission = 0
            baseFileName = fileName
        }
    }
}

/// A Moodle "Download all submissions" name: `Full Name_ID_assignsubmission_file_` as a folder
/// (the default since Moodle 3.1), or `Full Name_ID_assignsubmission_file_FILENAME` flat; Moodle
/// writes the full name with underscores turned into spaces, and ID is the participant id of
/// the assignment (mod/assign/locallib.php, `download_submissions`).
public struct MoodleName: Sendable, Equatable {
    public let student: String
    public let id: String
    /// `assignsubmission` (a hand-in) or `assignfeedback` (the teacher's feedback files).
    public let kind: String
    /// The plugin: `file`, `onlinetext`, …
    public let plugin: String
    public let isFolder: Bool
    /// The flat form's file name.
    public let fileName: String

    public init?(_ name: String) {
        let parts = name.components(separatedBy: "_assign")
        guard parts.count >= 2 else { return nil }
        let head = parts[0]
        let tail = parts.dropFirst().joined(separator: "_assign")
        guard let underscore = head.lastIndex(of: "_") else { return nil }
        let idPart = head[head.index(after: underscore)...]
        guard !idPart.isEmpty, idPart.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        let student = String(head[..<underscore])
        guard !student.isEmpty else { return nil }
        let pieces = tail.split(separator: "_", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard pieces.count == 3, pieces[0] == "submission" || pieces[0] == "feedback", !pieces[1].isEmpty else { return nil }
        self.student = student
        id = String(idPart)
        kind = "assign" + pieces[0]
        plugin = pieces[1]
        fileName = pieces[2]
        isFolder = pieces[2].isEmpty
    }
}

/// GitHub Classroom names each student's repository `PREFIX-USERNAME`, PREFIX being the
/// assignment's repository prefix (its title as a slug unless the teacher set one).
public enum GitHubClassroomName {
    /// The prefix every name shares, cut at a `-` (and with it); "" when there are fewer than
    /// two names or they share none. Usernames may hold `-` too (`ada-lovelace`, `ada-byron`
    /// share `ada-`), so the cut is not always the last shared `-`: when a segment of the shared
    /// part holds a digit (`sql-lab-1-ada-`), the cut is after the last such segment
    /// (`sql-lab-1-`), since an assignment's slug usually ends with its number and a username
    /// seldom starts with a segment of digits. A roster decides better (`username`).
    public static func prefix(of names: [String]) -> String {
        guard names.count >= 2, var common = names.first.map(Array.init) else { return "" }
        for name in names.dropFirst() {
            let other = Array(name)
            var n = 0
            while n < common.count, n < other.count, common[n] == other[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        return cut(common)
    }

    /// The assignment prefix within `shared` (what every repository name starts with): up to
    /// and with its last `-`, or only up to the `-` after its last segment holding a digit.
    static func cut(_ shared: [Character]) -> String {
        guard let dash = shared.lastIndex(of: "-") else { return "" }
        let segments = shared[..<dash].split(separator: "-", omittingEmptySubsequences: false)
        guard let numbered = segments.lastIndex(where: { $0.contains(where: \.isNumber) }) else { return String(shared[...dash]) }
        return segments[...numbered].map { String($0) }.joined(separator: "-") + "-"
    }

    /// The username in a repository name: the longest roster entry the name ends with (after a
    /// `-`), or the whole name when it is one; else what follows the shared prefix; with one
    /// repository, what follows the prefix `cut` finds in the name itself.
    public static func username(_ name: String, prefix: String, roster: [String]) -> String {
        let lowered = name.lowercased()
        if let enrolled = roster.filter({ lowered == $0.lowercased() || lowered.hasSuffix("-" + $0.lowercased()) }).max(by: { $0.count < $1.count }) {
            return String(name.suffix(enrolled.count))
        }
        if !prefix.isEmpty, name.hasPrefix(prefix), name.count > prefix.count { return String(name.dropFirst(prefix.count)) }
        guard prefix.isEmpty, name.last != "-" else { return name }
        let own = cut(Array(name))
        return own.isEmpty ? name : String(name.dropFirst(own.count))
    }
}

/// The part of Gradescope's `submission_metadata.yml` (Export Submissions) that says who
/// handed in each `submission_NNN/` folder:
///
/// ```yaml
/// submission_123:
///   :submitters:
///   - :name: Ada Lovelace
///     :sid: '1815'
///     :email: ada@example.edu
///   :created_at: 2024-01-01 10:00:00.000000000 -08:00
/// ```
///
/// A reader of that subset of YAML (block mappings and sequences, plain and quoted scalars),
/// not a YAML parser: every other key is skipped.
public enum GradescopeMetadata {
    public struct Submitter: Sendable, Equatable {
        public var name: String
        public var sid: String?
        public var email: String?
        public init(name: String, sid: String? = nil, email: String? = nil) {
            self.name = name
            self.sid = sid
            self.email = email
        }
    }

    /// The submitters of every submission folder, by folder name.
    public static func parse(_ text: String) -> [String: [Submitter]] {
        var result: [String: [Submitter]] = [:]
        var folder: String?
        var submittersIndent: Int?
        var current: Submitter?
        func flush() {
            if let c = current, let f = folder, !c.name.isEmpty { result[f, default: []].append(c) }
            current = nil
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed == "---" { continue }
            let indent = line.prefix(while: { $0 == " " }).count
            if indent == 0 {
                flush()
                submittersIndent = nil
                folder = trimmed.hasSuffix(":") ? unquote(String(trimmed.dropLast())) : nil
                if let f = folder, result[f] == nil { result[f] = [] }
                continue
            }
            if trimmed == ":submitters:" {
                flush()
                submittersIndent = indent
                continue
            }
            guard let base = submittersIndent else { continue }
            var item = trimmed
            if item.hasPrefix("- "), indent >= base {
                flush()
                current = Submitter(name: "")
                item = String(item.dropFirst(2)).trimmingCharacters(in: .whitespaces)
            } else if indent <= base {
                flush()
                submittersIndent = nil
                continue
            }
            guard current != nil, item.hasPrefix(":"), let colon = item.dropFirst().firstIndex(of: ":") else { continue }
            let key = String(item[item.index(after: item.startIndex)..<colon])
            let value = unquote(String(item[item.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
            switch key {
            case "name": current?.name = value
            case "sid": current?.sid = value.isEmpty ? nil : value
            case "email": current?.email = value.isEmpty ? nil : value
            default: break
            }
        }
        flush()
        return result
    }

    /// A YAML scalar without its quotes: `'it''s'` is `it's`, `"a\"b"` is `a"b`; a comment after
    /// it (` # …`, YAML 1.2 §6.6) is not part of it.
    static func unquote(_ raw: String) -> String {
        var value = raw
        if let comment = value.range(of: #"\s#.*$"#, options: .regularExpression) {
            let before = String(value[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces)
            // Inside a quoted scalar a ` #` is text: cut only where the quotes are balanced.
            let quote = before.first
            if quote != "'" && quote != "\"" || before.hasSuffix(String(quote!)) && before.count >= 2 {
                value = before
            }
        }
        if value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") {
            return String(value.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
        }
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            // YAML 1.2's double-quoted escapes (§5.7): \n \t \r \0 \" \\ \/, \xXX, \uXXXX,
            // \UXXXXXXXX; any other escaped character stands for itself.
            var out = ""
            let chars = Array(value.dropFirst().dropLast())
            var i = 0
            while i < chars.count {
                let ch = chars[i]
                guard ch == "\\", i + 1 < chars.count else { out.append(ch); i += 1; continue }
                let next = chars[i + 1]
                let digits: Int? = next == "x" ? 2 : next == "u" ? 4 : next == "U" ? 8 : nil
                if let digits, i + 1 + digits < chars.count,
                   let code = UInt32(String(chars[(i + 2)...(i + 1 + digits)]), radix: 16), let scalar = Unicode.Scalar(code) {
                    out.unicodeScalars.append(scalar)
                    i += 2 + digits
                    continue
                }
                switch next {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "0": out.append("\u{0}")
                default: out.append(next)
                }
                i += 2
            }
            return out
        }
        return value
    }
}
