import Foundation

/// A D2L Brightspace "Download" name (Assignments → the assignment's submissions → select all →
/// Download; the zip, `ASSIGNMENT Download MON D, YYYY HMM AM.zip`, holds every file flat beside
/// an `index.html` manifest): `SUBMISSIONID-FILEID - First Last - Mon D, YYYY HMM AM - FILENAME`,
/// fields joined by ` - `, for each file of each submission a student made. FILENAME is the
/// file as the student uploaded it and may itself hold ` - `; the student's name is the field
/// before the date. The format is the one tools that sort such downloads read (split on
/// ` - `: the id pair, the name, the date, the original file name).
public struct BrightspaceName: Sendable, Equatable {
    /// `SUBMISSIONID-FILEID`, as the name starts.
    public let ids: String
    public let student: String
    /// The submission's date as written (`Dec 1, 2026 1245 PM`).
    public let date: String
    /// The date as a number that sorts as time does: `YYYYMMDDHHMM`, on a 24-hour clock.
    public let sortKey: Int
    /// The file as the student uploaded it.
    public let fileName: String

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    public init?(_ name: String) {
        let fields = name.components(separatedBy: " - ")
        guard fields.count >= 4 else { return nil }
        let idParts = fields[0].split(separator: "-", omittingEmptySubsequences: false)
        guard idParts.count == 2, idParts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }) else { return nil }
        // The first field after the name that reads as a date; the name may not hold one.
        guard let dateIndex = (2..<(fields.count - 1)).first(where: { BrightspaceName.dateKey(fields[$0]) != nil }),
              let key = BrightspaceName.dateKey(fields[dateIndex]) else { return nil }
        let student = fields[1..<dateIndex].joined(separator: " - ").trimmingCharacters(in: .whitespaces)
        let file = fields[(dateIndex + 1)...].joined(separator: " - ")
        guard !student.isEmpty, !file.isEmpty else { return nil }
        ids = String(fields[0])
        self.student = student
        date = fields[dateIndex]
        sortKey = key
        fileName = file
    }

    /// `Mon D, YYYY HMM AM` (or `PM`) as `YYYYMMDDHHMM`; nil for any other text.
    static func dateKey(_ text: String) -> Int? {
        let words = text.split(separator: " ")
        guard words.count == 5, let month = months.firstIndex(of: String(words[0])),
              words[1].hasSuffix(","), let day = Int(words[1].dropLast()), (1...31).contains(day),
              words[2].count == 4, let year = Int(words[2]),
              (3...4).contains(words[3].count), words[3].utf8.allSatisfy({ (0x30...0x39).contains($0) }), let clock = Int(words[3]),
              words[4] == "AM" || words[4] == "PM" else { return nil }
        var hour = clock / 100
        let minute = clock % 100
        guard (1...12).contains(hour), minute < 60 else { return nil }
        if hour == 12 { hour = 0 }
        if words[4] == "PM" { hour += 12 }
        return ((year * 100 + month + 1) * 100 + day) * 10_000 + hour * 100 + minute
    }
}
