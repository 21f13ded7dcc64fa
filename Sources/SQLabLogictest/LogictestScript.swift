import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine

/// A sqllogictest script, parsed into records with their line numbers.
///
/// The lexical rules are the reference runner's (FORMAT-NOTES §1; sqllogictest `about.wiki`):
/// - the file is read as bytes, line by line; a trailing `\r` is dropped;
/// - a line whose first byte is `#` is a comment and is removed before anything else, so it
///   neither ends a record nor appears in SQL;
/// - a line holding only whitespace is blank; a record is a maximal run of non-blank lines;
/// - only the first four whitespace-separated words of a record's type line matter.
///
/// Parsing never fails: a record that does not follow the format becomes
/// `LogictestRecord.Kind.malformed` with its line, and the runner reports it there.
///
/// For example:
///
///     let script = LogictestScript(path: "t.test", text: "statement ok\nCREATE TABLE t(a)\n")
///     script.records[0].kind   // .statement(expectError: false)
public struct LogictestScript {
    /// The path the script was read from, as given; reports name it.
    public let path: String
    public let records: [LogictestRecord]

    /// The engine name `skipif` and `onlyif` compare with (case-insensitively).
    public static let engineName = "sqlite"
    /// Labels are compared on their first 20 characters (FORMAT-NOTES §5).
    public static let labelLength = 20

    /// Reads and parses the script at `path`.
    ///
    /// - Throws: `Diagnostic` at line 1 of `path` when the file cannot be read.
    public init(contentsOf path: String) throws {
        if let problem = LogictestScript.problem(at: path) { throw problem }
        // At most the cap plus one byte, never blocked by a FIFO or a device; a link is
        // followed once, as for lessons.
        var outcome = BoundedFile.read(path, cap: LogictestScript.maximumFileSize)
        if outcome == .symbolicLink {
            outcome = BoundedFile.read(URL(fileURLWithPath: path).resolvingSymlinksInPath().path, cap: LogictestScript.maximumFileSize)
        }
        let here = SourceLocation(file: path, line: 1)
        switch outcome {
        case .bytes(let data, _): self.init(path: path, bytes: [UInt8](data))
        case .tooLarge(let size): throw Diagnostic(at: here, .testFileTooLarge, size, LogictestScript.maximumFileSize)
        case .notRegular(let what): throw Diagnostic(at: here, .testNotATestFile, BoundedFile.kindText(what))
        default: throw Diagnostic(at: here, LogictestScript.unreadable)
        }
    }

    /// Why the script at `path` cannot be read (missing, a folder, unreadable), or nil when it can.
    public static func problem(at path: String) -> Diagnostic? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return Diagnostic(at: SourceLocation(file: path, line: 1), noSuchFile)
        }
        guard !isDirectory.boolValue, FileManager.default.isReadableFile(atPath: path) else {
            return Diagnostic(at: SourceLocation(file: path, line: 1), unreadable)
        }
        return nil
    }

    /// Parses `text` as the contents of a file at `path`.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Parses `bytes` as the contents of a file at `path`.
    ///
    /// - Complexity: O(n) in the size of the file.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        var records: [LogictestRecord] = []
        var group: [Line] = []
        LogictestScript.forEachLine(bytes) { line in
            if line.isBlank {
                if !group.isEmpty { records.append(LogictestScript.record(group, in: bytes)); group.removeAll(keepingCapacity: true) }
            } else if bytes[line.range.lowerBound] != UInt8(ascii: "#") {
                group.append(line)
            }
        }
        if !group.isEmpty { records.append(LogictestScript.record(group, in: bytes)) }
        self.records = records
    }

    // MARK: - Messages

    static let noSuchFile = TextKey.noSuchTestFile
    /// The largest script read, in bytes: the published sqllogictest files are at most a few MB.
    public static let maximumFileSize = 64 << 20
    static let unreadable = TextKey.cannotReadTestFile

    // MARK: - Lines

    /// One line of the file: its bytes (without `\n` and a final `\r`) and its 1-based number.
    struct Line {
        let number: Int
        let range: Range<Int>
        public let isBlank: Bool
    }

    /// C's `isspace` in the "C" locale, as the reference runner tests bytes.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func forEachLine(_ bytes: [UInt8], _ body: (Line) -> Void) {
        var number = 0
        var start = 0
        let count = bytes.count
        while start < count {
            number += 1
            var end = start
            var blank = true
            while end < count && bytes[end] != 0x0A {
                if blank && !isSpace(bytes[end]) { blank = false }
                end += 1
            }
            let next = end + 1
            if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            body(Line(number: number, range: start..<end, isBlank: blank))
            start = next
        }
    }

    /// The first `limit` whitespace-separated words of a line.
    private static func words(_ line: Line, in bytes: [UInt8], limit: Int = 4) -> [String] {
        var result: [String] = []
        var i = line.range.lowerBound
        let end = line.range.upperBound
        while result.count < limit {
            while i < end && isSpace(bytes[i]) { i += 1 }
            guard i < end else { break }
            let start = i
            while i < end && !isSpace(bytes[i]) { i += 1 }
            result.append(String(decoding: bytes[start..<i], as: UTF8.self))
        }
        return result
    }

    // MARK: - Records

    private static func record(_ lines: [Line], in bytes: [UInt8]) -> LogictestRecord {
        var conditions: [LogictestRecord.Condition] = []
        var index = 0
        var words = self.words(lines[0], in: bytes)
        while let first = words.first, first == "skipif" || first == "onlyif" {
            let engine = words.count > 1 ? words[1] : ""
            conditions.append(first == "skipif" ? .skipIf(engine) : .onlyIf(engine))
            index += 1
            guard index < lines.count else {
                return LogictestRecord(line: lines[index - 1].number, conditions: conditions,
                                       kind: .malformed(LocalizedText(.testNeedsRecordAfter, first)),
                                       header: words.joined(separator: " "), sql: nil, expected: [])
            }
            words = self.words(lines[index], in: bytes)
        }
        let line = lines[index].number
        let header = words.joined(separator: " ")
        let body = lines[(index + 1)...]
        func make(_ kind: LogictestRecord.Kind, sql: SQLText? = nil, expected: [LogictestRecord.ExpectedLine] = []) -> LogictestRecord {
            LogictestRecord(line: line, conditions: conditions, kind: kind, header: header, sql: sql, expected: expected)
        }
        let argument = words.count > 1 ? words[1] : ""
        switch words[0] {
        case "statement":
            guard argument == "ok" || argument == "error" else {
                return make(.malformed(LocalizedText(.testStatementOkOrError, argument)))
            }
            return make(.statement(expectError: argument == "error"), sql: joined(body, in: bytes))
        case "query":
            guard !argument.isEmpty else { return make(.malformed(LocalizedText(.testQueryNeedsTypes))) }
            var types: [LogictestRecord.ColumnType] = []
            for letter in argument {
                guard let type = LogictestRecord.ColumnType(rawValue: letter) else {
                    return make(.malformed(LocalizedText(.testUnknownTypeLetter, String(letter), argument)))
                }
                types.append(type)
            }
            var sort = LogictestRecord.SortMode.nosort
            if words.count > 2 {
                guard let mode = LogictestRecord.SortMode(rawValue: words[2]) else {
                    return make(.malformed(LocalizedText(.testUnknownSortMode, words[2])))
                }
                sort = mode
            }
            let label = words.count > 3 ? String(decoding: words[3].utf8.prefix(labelLength), as: UTF8.self) : nil
            let separator = body.firstIndex { bytes[$0.range] == ArraySlice("----".utf8) }
            let sqlLines = body[..<(separator ?? body.endIndex)]
            let expected = separator.map { body[($0 + 1)...] } ?? []
            return make(.query(types: types, sort: sort, label: label), sql: joined(sqlLines, in: bytes),
                        expected: expected.map { LogictestRecord.ExpectedLine(line: $0.number, bytes: bytes[$0.range]) })
        case "hash-threshold":
            guard let n = Int(argument), n >= 0 else {
                return make(.malformed(LocalizedText(.testHashThresholdNumber, argument)))
            }
            return make(.hashThreshold(n))
        case "halt":
            return make(.halt)
        default:
            return make(.malformed(LocalizedText(.testUnknownRecordType, words[0])))
        }
    }

    /// The lines' bytes joined with `\n`, as the reference runner joins SQL lines.
    private static func joined(_ lines: ArraySlice<Line>, in bytes: [UInt8]) -> SQLText {
        var sql: [UInt8] = []
        sql.reserveCapacity(lines.reduce(0) { $0 + $1.range.count + 1 })
        for (i, line) in lines.enumerated() {
            if i > 0 { sql.append(0x0A) }
            sql.append(contentsOf: bytes[line.range])
        }
        return SQLText(utf8: sql)
    }
}
