import SQLabText

/// Splits the text of a `sql` block into statements, each with its location and the
/// `-- params:` lines that follow it.
///
/// A statement ends at a `;` that SQLite itself calls complete (`sqlite3_complete`, so a `;`
/// in a string, comment or trigger body does not end it), or at the end of the block.
/// Comment lines before a statement are not part of it. The text is scanned once, as UTF-8
/// bytes; `sqlite3_complete` is asked only at a `;` outside strings and comments.
///
/// - Complexity: O(n) in the block's length, plus one `sqlite3_complete` per statement-ending
///   `;` over that statement's text.
struct StatementSplitter {
    static let paramsPrefix = "-- params:"
    private static let paramsBytes = Array(paramsPrefix.utf8)

    let file: String
    /// The line number of the block's first content line.
    let firstLine: Int

    /// - Returns: the statements, and diagnostics for params lines that cannot be parsed or
    ///   that follow no statement.
    func split(_ source: String) -> (statements: [SQLStatementSource], diagnostics: [Diagnostic]) {
        let bytes = Array(source.utf8)
        var statements: [SQLStatementSource] = []
        var diagnostics: [Diagnostic] = []
        var pending: (sql: String, location: SourceLocation)?
        var pendingParams: [(values: [Value], location: SourceLocation)] = []
        func flush() {
            if let p = pending { statements.append(SQLStatementSource(sql: p.sql, location: p.location, parameterSets: pendingParams)) }
            pending = nil
            pendingParams = []
        }

        var start: Int?                     // first byte of the statement being read
        var startLocation = SourceLocation(file: file, line: firstLine)
        var line = firstLine
        var lineStart = 0
        var i = 0
        let n = bytes.count

        func text(_ from: Int, _ to: Int) -> String {
            var end = to
            while end > from, isSpace(bytes[end - 1]) { end -= 1 }
            return String(decoding: bytes[from..<end], as: UTF8.self)
        }
        // Columns counted on from the last one asked (`CharacterColumns`): a line of 100,000
        // statements is one pass, not one pass a statement.
        var columns = CharacterColumns(bytes, lineStart: 0)
        func column(_ index: Int) -> Int { columns.column(index) }
        func newLine(at index: Int) {
            line += 1
            lineStart = index + 1
            columns = CharacterColumns(bytes, lineStart: lineStart)
        }

        while i < n {
            // A params line: at the start of a line, between statements.
            if i == lineStart, start == nil {
                var j = i
                while j < n, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
                if j + StatementSplitter.paramsBytes.count <= n, Array(bytes[j..<j + StatementSplitter.paramsBytes.count]) == StatementSplitter.paramsBytes {
                    var end = j
                    while end < n, bytes[end] != 0x0A { end += 1 }
                    let location = SourceLocation(file: file, line: line, column: column(j))
                    if pending == nil {
                        diagnostics.append(Diagnostic(at: location, .lessonParamsAlone))
                    } else {
                        var bodyEnd = end
                        if bodyEnd > j, bytes[bodyEnd - 1] == 0x0D { bodyEnd -= 1 }
                        let body = String(decoding: bytes[(j + StatementSplitter.paramsBytes.count)..<bodyEnd], as: UTF8.self)
                        do throws(LiteralParser.Failure) {
                            pendingParams.append((try LiteralParser.parseList(body), location))
                        } catch {
                            let offset = location.column + StatementSplitter.paramsPrefix.count + error.offset
                            diagnostics.append(Diagnostic(at: SourceLocation(file: file, line: line, column: offset),
                                                          .lessonBadParams, error.message))
                        }
                    }
                    i = end
                    continue
                }
            }
            let byte = bytes[i]
            switch byte {
            case 0x0A:
                newLine(at: i)
                i += 1
            case 0x20, 0x09, 0x0D, 0x0C:
                i += 1
            case 0x2D where i + 1 < n && bytes[i + 1] == 0x2D:  // -- comment to the end of the line
                while i < n, bytes[i] != 0x0A { i += 1 }
            case 0x2F where i + 1 < n && bytes[i + 1] == 0x2A:  // /* comment */
                if start == nil { start = i; startLocation = SourceLocation(file: file, line: line, column: column(i)) }
                i += 2
                while i < n, !(bytes[i] == 0x2A && i + 1 < n && bytes[i + 1] == 0x2F) {
                    if bytes[i] == 0x0A { newLine(at: i) }
                    i += 1
                }
                i = min(n, i + 2)
            case 0x27, 0x22, 0x60, 0x5B:  // ' " ` [ : a string or quoted name
                if start == nil { start = i; startLocation = SourceLocation(file: file, line: line, column: column(i)) }
                let close: UInt8 = byte == 0x5B ? 0x5D : byte
                i += 1
                while i < n, bytes[i] != close {
                    if bytes[i] == 0x0A { newLine(at: i) }
                    i += 1
                }
                i = min(n, i + 1)
            case 0x3B:  // ;
                if let s = start {
                    let candidate = String(decoding: bytes[s...i], as: UTF8.self)
                    if SQLSyntax.isComplete(candidate) {
                        flush()
                        pending = (candidate, startLocation)
                        start = nil
                    }
                }
                i += 1
            default:
                if start == nil { start = i; startLocation = SourceLocation(file: file, line: line, column: column(i)) }
                i += 1
            }
        }
        if let s = start {
            let rest = text(s, n)
            if !rest.isEmpty, !isOnlyComment(rest) {
                flush()
                pending = (rest, startLocation)
            }
        }
        flush()
        return (statements, diagnostics)
    }

    private func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    /// True for a leftover that is a lone block comment (`/* … */`), which runs nothing.
    private func isOnlyComment(_ text: String) -> Bool {
        text.hasPrefix("/*") && text.hasSuffix("*/") && !text.dropFirst(2).dropLast(2).contains("*/")
    }
}

import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
