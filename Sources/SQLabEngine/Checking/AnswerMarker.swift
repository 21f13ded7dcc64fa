import Foundation
import SQLabText
import SQLabLessons

/// The line that starts an answer in an answer file (lesson format, "Answer files"), read
/// leniently: `-- exercise: ID`, `--exercise:ID`, `-- Exercise : ID`, `-- EXERCISE：ID` (a
/// full-width colon, as Chinese input methods type it) all start the answer to ID. The id is
/// the first word after the colon; letter case is the lesson's business (ids match without it).
/// Lines that only mention an exercise (`-- Exercise older of 01-first-steps`, the header
/// `sqlab watch` writes) are not markers: the colon must follow the word.
public enum AnswerMarker {
    /// The exercise id a line starts the answer to, or nil when it is not a marker line.
    public static func exerciseID(in line: Substring) -> String? {
        var rest = line.drop(while: { $0 == " " || $0 == "\t" })
        guard rest.hasPrefix("--") else { return nil }
        rest = rest.dropFirst(2).drop(while: { $0 == " " || $0 == "\t" })
        guard rest.count > 8, rest.prefix(8).lowercased() == "exercise" else { return nil }
        rest = rest.dropFirst(8).drop(while: { $0 == " " || $0 == "\t" })
        guard let colon = rest.first, colon == ":" || colon == "：" else { return nil }
        rest = rest.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
        let id = rest.prefix(while: { !$0.isWhitespace })
        return id.isEmpty ? nil : String(id)
    }

    public static func exerciseID(in line: String) -> String? { exerciseID(in: line[...]) }
}

extension AnswerFile {
    /// Whether any line of `text` is a marker line.
    public static func hasMarker(_ text: String) -> Bool {
        text.split(separator: "\n", omittingEmptySubsequences: false).contains { AnswerMarker.exerciseID(in: $0) != nil }
    }
}
