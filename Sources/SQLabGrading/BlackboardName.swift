import Foundation
import SQLabText

/// A Blackboard Learn "Assignment File Download" name (Grade Centre → the assignment's column →
/// Assignment File Download; the zip holds every file flat):
/// `ASSIGNMENT_USERNAME_attempt_YYYY-MM-DD-HH-MM-SS_FILENAME` for each file a student
/// attached, and `ASSIGNMENT_USERNAME_attempt_YYYY-MM-DD-HH-MM-SS.txt` for the attempt's
/// receipt (`Name: First Last (USERNAME)`, `Assignment:`, `Date Submitted:`, the text typed
/// into the submission field, `Comments:`, and the files' original names). ASSIGNMENT may hold
/// underscores; USERNAME is the field before `_attempt_`. The format is what tools that
/// organise such downloads read (vangef/BBGradebookOrganiser, `utils/organiser.py`: the
/// student is `name.split('_attempt_')[0].split('_')[-1]`, the original file name what
/// follows the date).
public struct BlackboardName: Sendable, Equatable {
    public let assignment: String
    public let username: String
    /// `YYYY-MM-DD-HH-MM-SS`: later attempts sort after earlier ones as text.
    public let attempt: String
    /// The file as the student attached it; nil for the attempt's receipt (`….txt`).
    public let fileName: String?

    public init?(_ name: String) {
        guard let marker = name.range(of: "_attempt_", options: .backwards) else { return nil }
        let before = name[..<marker.lowerBound]
        guard let lastUnderscore = before.lastIndex(of: "_") else { return nil }
        assignment = String(before[..<lastUnderscore])
        username = String(before[before.index(after: lastUnderscore)...])
        let rest = name[marker.upperBound...]
        let date = rest.prefix(19)
        let shape = Array(date.utf8)
        guard shape.count == 19, !assignment.isEmpty, !username.isEmpty,
              shape.enumerated().allSatisfy({ [4, 7, 10, 13, 16].contains($0.offset) ? $0.element == UInt8(ascii: "-") : (0x30...0x39).contains($0.element) })
        else { return nil }
        attempt = String(date)
        let after = rest.dropFirst(19)
        if after == ".txt" {
            fileName = nil
        } else if after.hasPrefix("_"), after.count > 1 {
            fileName = String(after.dropFirst())
        } else {
            return nil
        }
    }

    /// The student's name in a receipt's `Name: First Last (USERNAME)` line, when it has one.
    public static func studentName(inReceipt text: String) -> String? {
        for line in text.split(separator: "\n").prefix(20) where line.hasPrefix("Name:") {
            var value = line.dropFirst(5).trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(")"), let open = value.lastIndex(of: "(") {
                value = value[..<open].trimmingCharacters(in: .whitespaces)
            }
            return value.isEmpty ? nil : value
        }
        return nil
    }
}
