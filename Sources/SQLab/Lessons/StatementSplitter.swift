/// Splits the text of a `sql` block into statements, each with its location and the
/// `-- params:` lines that follow it.
///
/// A statement ends at a `;` that SQLite itself calls complete (`sqlite3_complete`, so a `;`
/// in a string, comment or trigger body does not end it), or at the end of the block.
struct StatementSplitter {
    static let paramsPrefix = "-- params:"

    let file: String
    /// The line number of the block's first content line.
    let firstLine: Int

    /// - Returns: the statements, and diagnostics for params lines that cannot be parsed or
    ///   that follow no statement.
    func split(_ text: String) -> (statements: [SQLStatementSource], diagnostics: [Diagnostic]) {
        var statements: [SQLStatementSource] = []
        var diagnostics: [Diagnostic] = []
        var buffer = ""                        // text of the statement being read
        var start: SourceLocation?             // where its first non-blank character is
        var pendingParams: [(values: [Value], location: SourceLocation)] = []
        var last: (sql: String, location: SourceLocation)?

        func flushLast() {
            if let l = last { statements.append(SQLStatementSource(sql: l.sql, location: l.location, parameterSets: pendingParams)) }
            last = nil
            pendingParams = []
        }

        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            let lineNumber = firstLine + index
            let line = String(rawLine)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(StatementSplitter.paramsPrefix), isBlank(buffer) {
                let column = line.distance(from: line.startIndex, to: line.firstIndex(where: { !$0.isWhitespace }) ?? line.startIndex) + 1
                let location = SourceLocation(file: file, line: lineNumber, column: column)
                if last == nil {
                    diagnostics.append(Diagnostic(at: location, "'-- params:' line follows no statement"))
                    continue
                }
                let body = String(trimmed.dropFirst(StatementSplitter.paramsPrefix.count))
                do {
                    pendingParams.append((try LiteralParser.parseList(body), location))
                } catch {
                    let offset = column + StatementSplitter.paramsPrefix.count + error.offset
                    diagnostics.append(Diagnostic(at: SourceLocation(file: file, line: lineNumber, column: offset),
                                                  "cannot read '-- params:' values: \(error.message)"))
                }
                buffer = ""
                continue
            }
            // Walk the line's characters, ending a statement at each complete ';'.
            var column = 1
            for character in line {
                if start == nil, !character.isWhitespace {
                    start = SourceLocation(file: file, line: lineNumber, column: column)
                }
                buffer.append(character)
                column += 1
                if character == ";", let s = start, SQLSyntax.isComplete(buffer) {
                    let sql = buffer.trimmingCharacters(in: .whitespacesAndNewlines)
                    if isBlank(sql) {
                        // Only comments and a stray ';': nothing to run.
                    } else {
                        flushLast()
                        last = (sql, s)
                    }
                    buffer = ""
                    start = nil
                }
            }
            buffer.append("\n")
            if start != nil, isBlank(buffer), !buffer.contains("/*") {
                // A comment line before the statement is not part of it.
                buffer = ""
                start = nil
            }
        }
        let rest = buffer.trimmingCharacters(in: .whitespacesAndNewlines)
        if !isBlank(rest), let s = start {
            flushLast()
            last = (rest, s)
        }
        flushLast()
        return (statements, diagnostics)
    }

    /// True when `text` holds nothing SQLite would run: whitespace, `;` and comments.
    private func isBlank(_ text: String) -> Bool {
        stripComments(text).allSatisfy { $0.isWhitespace || $0 == ";" }
    }

    /// Removes `--` line comments and `/* */` comments outside strings and quoted identifiers.
    private func stripComments(_ text: String) -> String {
        var out = ""
        var chars = Array(text)[...]
        var quote: Character?
        while let c = chars.first {
            chars = chars.dropFirst()
            if let q = quote {
                out.append(c)
                if c == q { quote = nil }
            } else if c == "'" || c == "\"" || c == "`" || c == "[" {
                quote = c == "[" ? "]" : c
                out.append(c)
            } else if c == "-" && chars.first == "-" {
                while let n = chars.first, n != "\n" { chars = chars.dropFirst() }
            } else if c == "/" && chars.first == "*" {
                chars = chars.dropFirst()
                while let n = chars.first {
                    chars = chars.dropFirst()
                    if n == "*" && chars.first == "/" { chars = chars.dropFirst(); break }
                }
            } else {
                out.append(c)
            }
        }
        return out
    }
}

import Foundation
