import Foundation
import SQLabText

/// What students and instructors read about a hand-in itself (in the feedback files, the
/// reports and Gradescope's output), in English and Chinese (`sqlab grade --lang zh`): every note
/// says what happened and what to do.
public struct HandInNotes: Sendable {
    public let language: Language
    public init(_ language: Language) { self.language = language }
    private var zh: Bool { language == .zh }
    /// The catalogue's text of `key` in this language (`hand-in.*`).
    private func say(_ key: TextKey, _ arguments: Any...) -> String { Catalogue.text(key, language, arguments) }
    /// A list of names, with the language's separator.
    private func list(_ names: [String]) -> String { names.joined(separator: zh ? "、" : ", ") }
    /// A kind of file (`a folder`), in this language.
    private func kind(_ what: String) -> String { HandInNotes.kind(what, in: language) }

    // Listing the folder.
    /// A file name that is not UTF-8, read as `readAs` (a `--encoding`, or Latin-1); with a
    /// `suggestion`, the encoding it reads as Chinese in, for grading again.
    func notUTF8Name(_ name: String, readAs: String, suggestion: String? = nil) -> String {
        say(.handInTheNameIsNotUtf, name, readAs) + (suggestion.map { say(.handInNameGradeAgain, $0) } ?? "")
    }
    /// A Gradescope folder that `submission_metadata.yml` names nobody for.
    func unnamedByMetadata(_ folder: String) -> String {
        say(.handInSubmissionMetadataYmlNamesNobody, folder)
    }
    func group(_ names: [String]) -> String {
        say(.handInGroup, list(names))
    }
    func tooDeep(_ folder: String) -> String { say(.handInIsNestedTooDeepIt, folder) }
    func unreadableFolder(_ folder: String) -> String { say(.handInCannotBeRead, folder) }
    func folderLink(_ path: String) -> String { say(.handInIsALinkToA, path) }
    func tooManyFiles(_ folder: String, _ n: Int) -> String {
        say(.handInHoldsMoreThanFilesThe, folder, n)
    }
    func superseded(_ older: String, by newer: String) -> String {
        say(.handInIsAnEarlierSubmissionThan, older, newer)
    }
    var late: String { say(.handInCanvasMarksThisHandIn) }
    func conflict(_ shown: [String]) -> String {
        say(.handInConflict, list(shown))
    }

    // Reading a file.
    func wrongType(_ file: String, _ what: String) -> String {
        say(.handInWrongType, file, kind(what))
    }
    func linkOutside(_ file: String) -> String {
        say(.handInIsASymbolicLinkTo, file)
    }
    /// A hand-in file that is not text (or not UTF-8), as the student reads it: what to do is
    /// theirs (save as UTF-8); the `--encoding` advice is the instructor's (`unreadSummary`).
    func notText(_ location: String, _ problem: String, nul: Bool) -> String {
        say(.handInNotText, location, problem, say(nul ? .handInSaveAsPlainText : .handInSaveAsUTF8))
    }
    func tooLarge(_ file: String, _ size: Int, _ cap: Int) -> String {
        say(.handInIsBytesSqlabReadsAnswer, file, size, cap)
    }
    func notRegular(_ file: String, _ what: String) -> String {
        say(.handInNotRegular, file, kind(what))
    }
    func link(_ file: String) -> String {
        say(.handInIsASymbolicLinkSo, file)
    }
    func vanished(_ file: String) -> String { say(.handInDisappearedWhileTheClassWas, file) }
    func unreadable(_ file: String, _ reason: String) -> String {
        say(.handInCannotBeReadSoIt, file, reason)
    }
    func empty(_ file: String) -> String { say(.handInIsEmptyNoExerciseWas, file) }
    func noSuchExerciseFile(_ file: String, _ stem: String, hint: String?) -> String {
        let h = hint.map { say(.handInDidYouMeanSql, $0) } ?? ""
        return say(.handInTheLessonHasNoExercise, file, stem, h)
    }
    func answersNone(_ file: String) -> String {
        say(.handInAnswersNoneOfTheLesson, file)
    }
    func noSuchExercise(_ id: String, hint: String) -> String {
        say(.handInTheLessonHasNoExercise2, id, hint)
    }
    func answeredTwice(_ id: String, _ first: String, _ last: String) -> String {
        say(.handInExerciseIsAnsweredInBoth, id, first, last)
    }
    var noFiles: String { say(.handInTheHandInHoldsNo) }
    var nothingAnswered: String { say(.handInNoExerciseWasAnswered) }
    var handInAnswersNone: String {
        say(.handInTheHandInAnswersNone)
    }

    // The class.
    var noHandIn: String { say(.handInNoHandInWasFound) }
    var notOnRoster: String { say(.handInThisStudentIsNotOn) }

    /// A kind of file as a hand-in's file keeps it, in English (`BoundedFile`'s kinds, the
    /// listing's `HandIn.wrongTypes`), in `language`: the catalogue's text whose English it is;
    /// a kind the catalogue does not know stays as it is.
    static func kind(_ what: String, in language: Language) -> String {
        guard language != .en, let key = kindKeys[what] else { return what }
        return language.text(key)
    }

    /// The catalogue's kinds of file, by their English.
    static let kindKeys: [String: TextKey] = Dictionary(
        ([.fileKindFIFO, .fileKindDevice, .fileKindSocket, .fileKindFolder, .handInTypeNotRegular, .handInTypeNotSQL]
            + SubmissionScan.wrongTypeKeys.values).map { (Language.en.text($0), $0) },
        uniquingKeysWith: { first, _ in first })
}
