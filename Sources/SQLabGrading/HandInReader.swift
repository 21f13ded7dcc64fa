import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine

/// Reads a hand-in's files and splits them into answers to a lesson's exercises: every file
/// read once with a bound (`BoundedFile`), decoded once (`AnswerText`), and every problem a note
/// that says what to do, never silence. No byte of a file outside the submissions folder is
/// read: a symbolic link is followed only when it stays inside the folder.
public struct HandInReader: Sendable {
    public let lesson: Lesson
    /// Encodings tried, in order, for files that are neither UTF-8 nor marked by a BOM.
    public let encodings: [String]
    /// The submissions folder, resolved (symbolic links in its own path are fine).
    public let root: RawPath

    /// The language of the notes.
    public let say: HandInNotes

    public init(lesson: Lesson, encodings: [String], root: RawPath, language: Language = .en) {
        self.lesson = lesson
        say = HandInNotes(language)
        self.encodings = encodings
        self.root = root.resolved() ?? root
    }

    /// The lesson's exercise with this id, compared without letter case (`OLDER` is `older`).
    public func exercise(_ id: String) -> Exercise? {
        lesson.exercise(id) ?? lesson.exercises.first { $0.id.lowercased() == id.lowercased() }
    }

    /// What reading one file gave: its text, or the note saying why it has none.
    enum Read {
        case text(String, hashed: Data)
        case problem(String, hashed: Data, Unread)
    }

    func read(_ file: HandIn.File) -> Read {
        if let wrong = file.wrongType {
            return .problem(say.wrongType(file.display, wrong), hashed: Data("wrong type".utf8), .wrongType(wrong))
        }
        var outcome = BoundedFile.read(path: file.path.bytes, cap: AnswerFile.maximumSize)
        if outcome == .symbolicLink {
            if let target = file.path.resolved(), target.isInside(root) {
                outcome = BoundedFile.read(path: target.bytes, cap: AnswerFile.maximumSize)
            } else {
                return .problem(say.linkOutside(file.display), hashed: Data("link outside".utf8), .link)
            }
        }
        switch outcome {
        case .bytes(let data, _):
            switch AnswerText.decode(data, encodings: encodings) {
            case .success(let decoded): return .text(decoded.text, hashed: data)
            case .failure(let problem):
                return .problem(say.notText("\(file.display):\(problem.line):\(problem.column)", problem.message, nul: problem.isNUL), hashed: data,
                                problem.isNUL ? .nul : .notText(encodingHint: problem.encodingHint))
            }
        case .tooLarge(let size):
            return .problem(say.tooLarge(file.display, size, AnswerFile.maximumSize), hashed: Data("too large \(size)".utf8), .tooLarge)
        case .notRegular(let what):
            return .problem(say.notRegular(file.display, what), hashed: Data(what.utf8), .wrongType(what))
        case .symbolicLink:
            return .problem(say.link(file.display), hashed: Data("link".utf8), .link)
        case .missing:
            return .problem(say.vanished(file.display), hashed: Data("missing".utf8), .unreadable)
        case .unreadable(let reason):
            return .problem(say.unreadable(file.display, reason), hashed: Data("unreadable".utf8), .unreadable)
        }
    }

    static func noted(_ note: String) -> Feedback {
        var feedback = Feedback(kind: .error)
        feedback.note = note
        return feedback
    }

    /// Reads and splits a hand-in.
    public func prepare(_ handIn: HandIn) -> PreparedSubmission {
        var hashed: [Data] = [Data("hand-in 2".utf8), Data(encodings.joined(separator: ",").utf8), Data(say.language.rawValue.utf8)]
        var explained = false   // a note already says why a file answers nothing
        var notes = handIn.notes
        var answers: [String: (sql: String, from: String)] = [:]
        var fixed: [String: Feedback] = [:]
        var unread: [Unread] = []
        func finish() -> PreparedSubmission {
            var prepared = PreparedSubmission(student: handIn.student, hash: ContentHash.sha256(hashed))
            prepared.identity = StudentIdentity(id: handIn.studentID, email: handIn.email, layout: handIn.layout.rawValue)
            prepared.answers = answers.mapValues(\.sql)
            prepared.notes = notes
            prepared.fixed = fixed
            prepared.unread = unread
            return prepared
        }
        if let conflict = handIn.conflict {
            hashed.append(Data(conflict.utf8))
            notes.append(conflict)
            for exercise in lesson.exercises { fixed[exercise.id] = HandInReader.noted(conflict) }
            return finish()
        }
        let ids = lesson.exercises.map(\.id)
        for file in handIn.files {
            hashed.append(Data(file.display.utf8))
            // The exercise a file's name answers (`older.sql`, `OLDER.SQL`), when the layout lets it.
            let named = file.answerName.flatMap { exercise(SubmissionScan.stem($0))?.id }
            switch read(file) {
            case .problem(let note, let bytes, let why):
                hashed.append(bytes)
                notes.append(note)
                unread.append(why)
                if let named {
                    fixed[named] = HandInReader.noted(note)
                } else if handIn.files.count == 1 {
                    for id in ids where fixed[id] == nil { fixed[id] = HandInReader.noted(note) }
                }
            case .text(let read, let bytes):
                hashed.append(bytes)
                var text = read
                if file.onlineText {
                    text = HTMLText.plain(read)
                    guard AnswerFile.hasMarker(text) else { continue }
                }
                if ExerciseChecker.isBlank(text) && !AnswerFile.hasMarker(text) {
                    if let named {
                        answers[named] = (text, file.display)
                    } else {
                        notes.append(say.empty(file.display))
                        unread.append(.empty)
                        explained = true
                    }
                    continue
                }
                let split = AnswerFile(text: text, file: file.display, defaultExercise: nil)
                if !AnswerFile.hasMarker(text) {
                    if let named {
                        answers[named] = (text, file.display)
                    } else {
                        if let stem = file.answerName.map(SubmissionScan.stem) {
                            notes.append(say.noSuchExerciseFile(file.display, stem, hint: DidYouMean.closest(to: stem, in: ids)))
                        } else {
                            notes.append(say.answersNone(file.display))
                            explained = true
                        }
                    }
                    continue
                }
                notes += split.warnings.map(\.description)
                for answer in split.answers {
                    guard let target = exercise(answer.exerciseID) else {
                        let hint = lesson.exerciseSuggestion(for: answer.exerciseID, language: say.language)
                        notes.append(Diagnostic(.warning, at: answer.marker, say.noSuchExercise(answer.exerciseID, hint: hint)).description)
                        continue
                    }
                    if let earlier = answers[target.id], earlier.from != file.display {
                        notes.append(say.answeredTwice(target.id, earlier.from, file.display))
                    }
                    answers[target.id] = (answer.sql, file.display)
                    fixed[target.id] = nil
                }
            }
        }
        if answers.isEmpty && fixed.isEmpty && notes.isEmpty {
            notes.append(handIn.files.isEmpty ? say.noFiles : say.nothingAnswered)
        } else if answers.isEmpty, !handIn.files.isEmpty, fixed.isEmpty, !explained {
            notes.append(say.handInAnswersNone)
        }
        return finish()
    }
}

/// The text of a small HTML fragment (Moodle's online text): tags dropped, `<br>` and block
/// ends as line breaks, character references decoded. Enough for SQL typed into an editor.
enum HTMLText {
    static let named: [String: String] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'", "nbsp": " ", "#39": "'"]

    /// Linear in the text: the next `>` is searched for from where the last search ended, so
    /// a text of a million `<` without a `>` is read once, not once per `<`.
    static func plain(_ html: String) -> String {
        let chars = Array(html)
        let n = chars.count
        var out = ""
        var close = -1          // the position of the next `>` at or after i, or n when none is left
        var i = 0
        while i < n {
            let ch = chars[i]
            if ch == "<" {
                if close < i {
                    close = i + 1
                    while close < n && chars[close] != ">" { close += 1 }
                }
                if close < n {
                    let tag = String(chars[(i + 1)..<close]).lowercased()
                    let name = tag.drop(while: { $0 == "/" }).prefix(while: { $0.isLetter || $0.isNumber })
                    if ["br", "p", "div", "li", "tr", "pre", "h1", "h2", "h3"].contains(String(name)) && (tag.hasPrefix("/") || name == "br") {
                        out.append("\n")
                    }
                    i = close + 1
                    continue
                }
                out.append(ch)
                i += 1
            } else if ch == "&", let semi = (i + 1..<min(n, i + 10)).first(where: { chars[$0] == ";" }) {
                let entity = String(chars[(i + 1)..<semi])
                if let text = named[entity] {
                    out += text
                } else if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                    out.unicodeScalars.append(scalar)
                } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out.append(ch)
                    i += 1
                    continue
                }
                i = semi + 1
            } else {
                out.append(ch)
                i += 1
            }
        }
        return out
    }
}
