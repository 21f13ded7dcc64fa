import Foundation
import SQLabText
import SQLabLessons

/// The enrolled students of a class (`sqlab grade --roster FILE`): one student per line, or a
/// CSV file (a gradebook or LMS export) with a header row, one column naming the student: a
/// file is read as CSV when its first line names a known column (`columns`) or the column is
/// given (`--roster-column`), so that a list of `Last, First` lines keeps every whole name.
public enum Roster {
    /// Header names taken as the student column when none is named, in this order (compared
    /// without letter case); else the first column.
    public static let columns = ["student", "username", "github username", "login", "login id", "sis login id",
                                 "name", "full name", "identifier", "email", "email address", "id"]

    /// A name as Canvas writes it into download file names: letters and digits only, lower
    /// case (`Lovelace, Ada` is `lovelaceada`); rosters and hand-ins also match this way.
    public static func canonical(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// A roster as read: the students in file order, what a CSV roster says about each
    /// (Canvas's ID and SIS columns), and whether a file that looked like a CSV file was read as
    /// one student per line (its first line names no known column, as in a list of
    /// `Last, First` lines).
    public struct Read: Sendable {
        public var students: [String] = []
        public var identities: [String: StudentIdentity] = [:]
        public var readAsLines = false
        /// CSV rows with more fields than the header (an unquoted comma in `Lovelace, Ada`): the
        /// line each starts on and its number of fields, with the header's. Such a row is still
        /// read, column by column, so its name and ids are likely wrong.
        public var overlong: [(line: Int, fields: Int, header: Int)] = []
        public init() {}
    }

    /// Reads a roster file (any encoding `AnswerText` reads, with `encodings` for legacy ones).
    ///
    /// - Parameter column: the header of the column naming the student, for a CSV file.
    /// - Throws: `Diagnostic` for a missing or unreadable file, a `column` not in the header, a
    ///   quoted field never closed (at the line it opened on), or a name over
    ///   `maximumNameLength` characters (at its line).
    public static func read(_ path: String, column: String?, encodings: [String] = []) throws -> Read {
        let here = SourceLocation(file: path, line: 1)
        guard case .bytes(let data, _) = BoundedFile.read(path, cap: 16 << 20) else {
            throw Diagnostic(at: here, .rosterUnreadable)
        }
        switch AnswerText.decode(data, encodings: encodings) {
        case .failure(let problem):
            throw Diagnostic(at: SourceLocation(file: path, line: problem.line, column: problem.column), problem.message)
        case .success(let decoded):
            return try parseRoster(decoded.text, column: column, file: path)
        }
    }

    /// The students of a roster's text, in file order, without blanks and repeats.
    public static func parse(_ text: String, column: String?, file: String = "roster") throws -> [String] {
        try parseRoster(text, column: column, file: file).students
    }

    /// A roster's text read: a CSV file when `column` is given or its first line names one of
    /// `columns`; else one student per line (a whole line is a name, commas and all).
    public static func parseRoster(_ text: String, column: String?, file: String = "roster") throws -> Read {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = lines.first ?? ""
        let separator: Character? = [",", "\t", ";"].first { first.contains($0) }
        var result = Read()
        var names: [String] = []
        var header: [String] = []
        var rows: [[String]] = []
        var rowLines: [Int] = []
        var index: Int? = nil
        if let separator {
            let read = csvRows(text, separator: separator)
            if let open = read.unclosedQuoteLine {
                throw Diagnostic(at: SourceLocation(file: file, line: open), .rosterUnclosedQuote)
            }
            rows = read.rows
            rowLines = read.lines
            header = rows.first ?? []
            let lowered = header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            if let column {
                guard let found = lowered.firstIndex(of: column.lowercased()) else {
                    let hint: LocalizedText.Argument = DidYouMean.closest(to: column, in: header).map { .text(LocalizedText(.didYouMeanName, $0)) } ?? .plain("")
                    throw Diagnostic(at: SourceLocation(file: file, line: 1), .rosterNoColumn, column, hint, header.joined(separator: ", "))
                }
                index = found
            } else {
                index = columns.lazy.compactMap { lowered.firstIndex(of: $0) }.first
                result.readAsLines = index == nil
            }
        }
        if let index {
            let lowered = header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            func field(_ row: [String], _ name: String) -> String? {
                guard let i = lowered.firstIndex(of: name), i < row.count else { return nil }
                let value = row[i].trimmingCharacters(in: .whitespaces)
                return value.isEmpty ? nil : value
            }
            for (offset, row) in rows.enumerated().dropFirst() where row.count > header.count {
                result.overlong.append((offset < rowLines.count ? rowLines[offset] : offset + 1, row.count, header.count))
            }
            for row in rows.dropFirst() where index < row.count {
                let value = row[index].trimmingCharacters(in: .whitespaces)
                // Canvas's gradebook export has a "Points Possible" row under the header.
                if value.isEmpty || value == "Points Possible" { continue }
                names.append(value)
                var identity = StudentIdentity(id: field(row, "id"), email: field(row, "email") ?? field(row, "email address"))
                identity.sisUserID = field(row, "sis user id")
                identity.sisLoginID = field(row, "sis login id")
                identity.section = field(row, "section")
                if identity != StudentIdentity() { result.identities[value.precomposedStringWithCanonicalMapping] = identity }
            }
        } else {
            names = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
            // A first line that is a known column's name (`name`, `student`) is a header.
            if let head = names.first, columns.contains(head.lowercased()) { names.removeFirst() }
        }
        // A name is a person's: one longer than this is a broken file, not a student.
        for (offset, name) in names.enumerated() where name.count > maximumNameLength {
            let line = (lines.firstIndex { $0.contains(name.prefix(40)) } ?? offset) + 1
            throw Diagnostic(at: SourceLocation(file: file, line: line), .rosterNameTooLong, name.count, String(name.prefix(30)), maximumNameLength)
        }
        var seen = Set<String>()
        result.students = names.filter { seen.insert($0).inserted }.map { $0.precomposedStringWithCanonicalMapping }
        return result
    }

    /// The most characters a roster name may have.
    public static let maximumNameLength = 200

    /// RFC 4180 records: quoted fields may hold the separator, quotes (doubled) and line breaks;
    /// with the line a quoted field opened on when the text ends inside it.
    /// `lines` gives the line each row starts on (1-based).
    static func csvRows(_ text: String, separator: Character) -> (rows: [[String]], unclosedQuoteLine: Int?, lines: [Int]) {
        var line = 1, openedOn = 1, rowStart = 1
        var lines: [Int] = []
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false, wasQuoted = false
        var iterator = Array(text).makeIterator()
        var pending: Character? = nil
        while let ch = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if ch == "\"" {
                    if let next = iterator.next() {
                        if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                    } else { quoted = false }
                } else {
                    if ch == "\n" { line += 1 }
                    field.append(ch)
                }
            } else if ch == "\"" && field.isEmpty && !wasQuoted {
                quoted = true; wasQuoted = true; openedOn = line
            } else if ch == separator {
                row.append(field); field = ""; wasQuoted = false
            } else if ch == "\n" {
                line += 1
                row.append(field); field = ""; wasQuoted = false
                if !(row.count == 1 && row[0].isEmpty) { rows.append(row); lines.append(rowStart) }
                row = []
                rowStart = line
            } else {
                field.append(ch)
            }
        }
        if quoted { return (rows, openedOn, lines) }
        if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row); lines.append(rowStart) }
        return (rows, nil, lines)
    }
}
