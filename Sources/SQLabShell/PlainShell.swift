import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabPresent

/// `sqlab repl --plain`: the session reads its input as the sqlite3 shell 3.40 does
/// (`process_input` and `shell_exec` in `src/shell.c.in`) and writes what the shell writes.
///
/// - A line that starts with `.` while no statement is pending is a dot-command; one that
///   starts with `#`, or holds only blanks and comments, is skipped.
/// - Other lines collect into one buffer (the first line's leading blanks dropped, lines joined
///   by a line break) until `sqlite3_complete` calls it complete; then its statements run in
///   turn, and the first one that fails ends the buffer.
/// - Each statement's rows go to standard output in the current mode (`ShellFormat`); an error
///   goes to standard error as `Parse error near line N: MESSAGE` (preparing) or
///   `Runtime error near line N: MESSAGE (CODE)` (stepping), with the shell's caret lines under
///   the error offset. N is the line the buffer started on; CODE the primary result code, given
///   when it is more than 1, as the shell (which leaves extended codes off) prints it.
extension Session {
    func plainFeed(_ line: String) {
        lineNumber += 1
        if buffer.isEmpty {
            if Session.isAllWhitespace(line) || line.hasPrefix("#") {
                echoLine(line)
                return
            }
            if line.hasPrefix(".") {
                echoLine(line)
                runDotCommand(line)
                endOnce()
                return
            }
            bufferLine = lineNumber
            buffer = String(line.drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\u{0B}" || $0 == "\u{0C}" }))
        } else {
            buffer += "\n" + line
        }
        if buffer.utf8.count > Session.statementByteLimit {
            error(text(.replTooLong, place(line: bufferLine), Session.statementByteLimit))
            buffer = ""
            return
        }
        if line.contains(";") && SQLSyntax.isComplete(buffer) {
            runPlainBuffer()
        } else if Session.isAllWhitespace(buffer) {
            buffer = ""
        }
    }

    /// `-echo`: the shell echoes with `printf`, to standard output even while `.output` is on.
    private func echoLine(_ text: String) {
        guard echo else { return }
        configuration.plain?.out(Array(ControlCharacters.visible(text + "\n").utf8))
    }

    func plainFinish() {
        guard !isFinished, !buffer.isEmpty else { return }
        if Session.isAllWhitespace(buffer) {
            buffer = ""
            return
        }
        runPlainBuffer()
    }

    private func runPlainBuffer() {
        let text = buffer
        buffer = ""
        echoLine(text)
        let failed = runPlain(text, startLine: bufferLine)
        endOnce()
        if failed {
            failures += 1
            if bail { isFinished = true }
        }
    }

    /// `shell_exec`: runs the statements of one buffer, stopping at the first that fails.
    /// - Returns: true when one failed.
    private func runPlain(_ text: String, startLine: Int) -> Bool {
        let script = SQLText(text)
        let bytes = Array(text.utf8)
        var offset = 0
        let sandboxed = runner.sandboxed
        let prefix = configuration.inputIsScript || !reading.isEmpty
        func report(_ kind: String, _ message: String) {
            let place = prefix ? "\(kind) near line \(startLine):" : "\(kind):"
            configuration.plain?.err(ControlCharacters.visible(place + " " + message) + "\n")
        }
        while offset < bytes.count {
            var statementStart = offset
            // SQLite stops reading SQL at a NUL byte (prepare makes no progress there): the rest
            // is not run, and said so, instead of being prepared again forever.
            if bytes[offset] == 0 {
                report("Parse error", "the SQL holds a NUL byte; SQLite reads no further, so nothing after it is run")
                return true
            }
            do {
                let failure: String? = try sandboxed.withDeadline {
                    let (prepared, tail) = try sandboxed.connection.prepare(script, at: offset)
                    offset = tail
                    while offset < bytes.count, Session.isSpace(bytes[offset]) { offset += 1 }
                    guard let statement = prepared else { return nil }
                    // Only csv and json are data: their bytes go out exactly. Every other mode
                    // is for a person (a terminal, a screen reader): what the shell would write
                    // is written with its control characters made visible (the columnar modes
                    // break a cell at a C0 control, as the shell does, before that).
                    let data = Session.isDataFormat(shell.mode)
                    let columns = statement.columnNames
                    let streaming = ShellFormat.isStreamable(shell.mode)
                    var rows: [[ShellCell]] = []
                    var written = 0
                    // Rows go out in batches as they come (the shell writes each row at once);
                    // the columnar modes measure them all first, up to a limit.
                    func flush(ends: Bool) {
                        let bytes = ShellFormat.render(columns: columns, rows: rows, settings: shell, first: written, ends: ends)
                        writeBytes(data ? bytes : Array(ControlCharacters.visible(String(decoding: bytes, as: UTF8.self)).utf8))
                        written += rows.count
                        rows.removeAll(keepingCapacity: true)
                    }
                    do {
                        while try statement.step() {
                            guard !columns.isEmpty else { continue }
                            rows.append((0..<Int32(columns.count)).map { Session.cell(statement, $0) })
                            if streaming && rows.count >= Session.plainBatch { flush(ends: false) }
                            if !streaming && rows.count >= Session.columnarRowLimit {
                                flush(ends: true)
                                return "\(shell.mode.rawValue) mode measures every row before it writes one; it stops at \(Session.columnarRowLimit) rows (list, csv and json mode have no limit)"
                            }
                        }
                    } catch let error as SQLiteError {
                        flush(ends: true)
                        let code = Int(error.code.primary.rawValue)
                        return error.message + (code > 1 ? " (\(code))" : "")
                    }
                    flush(ends: true)
                    return nil
                }
                if let failure {
                    report("Runtime error", failure)
                    if sandboxed.deadlineExpired {
                        // The shell has no time limit, so it has no words for this one.
                        configuration.plain?.err("sqlab: the statement ran past the time limit of \(sandboxed.timeout) s (--timeout SECONDS changes it)\n")
                    }
                    return true
                }
            } catch let error as SQLiteError {
                let code = Int(error.code.primary.rawValue)
                let context = Session.errorContext(Array(bytes[statementStart...]), offset: error.offset)
                report("Parse error", error.message + (code > 1 ? " (\(code))" : "") + context)
                return true
            } catch {
                report("Error", "\(error)")
                return true
            }
            statementStart = offset
        }
        return false
    }

    /// Rows written at a time in the modes that stream.
    static let plainBatch = 256
    /// The most rows table, box and markdown mode collect for one statement.
    static let columnarRowLimit = 200_000

    /// One column of the current row as the shell reads it: its type, `sqlite3_column_text`'s
    /// bytes (a blob's bytes for a blob), and for a REAL its json form.
    /// The shell's modes whose output is data in a data format (csv, json): kept byte for byte.
    static func isDataFormat(_ mode: ShellSettings.Mode) -> Bool { mode == .csv || mode == .json }

    static func cell(_ statement: Statement, _ i: Int32) -> ShellCell {
        switch statement.column(i) {
        case .null: return ShellCell(kind: .null, text: [])
        case .blob(let bytes): return ShellCell(kind: .blob, text: bytes)
        case .real(let d):
            let text = statement.withColumnText(i) { Array($0) } ?? []
            return ShellCell(kind: .real, text: text, json: Array(ShellCell.jsonReal(d).utf8))
        case .integer:
            return ShellCell(kind: .integer, text: statement.withColumnText(i) { Array($0) } ?? [])
        case .text:
            return ShellCell(kind: .text, text: statement.withColumnText(i) { Array($0) } ?? [])
        }
    }

    /// `shell_error_context`: the statement's text around the error offset (at most 78 bytes,
    /// scrolled so that the offset is at most 50 in), blanks shown as spaces, and a caret line.
    /// Empty when SQLite gave no offset.
    static func errorContext(_ sql: [UInt8], offset: Int) -> String {
        guard offset >= 0 else { return "" }
        var text = sql[...]
        var iOffset = offset
        while iOffset > 50, !text.isEmpty {
            iOffset -= 1
            text = text.dropFirst()
            while let b = text.first, b & 0xC0 == 0x80 { text = text.dropFirst(); iOffset -= 1 }
        }
        var length = text.count
        if length > 78 {
            length = 78
            while length > 0, text[text.startIndex + length] & 0xC0 == 0x80 { length -= 1 }
        }
        let code = text.prefix(length).map { isSpace($0) ? UInt8(ascii: " ") : $0 }
        let shown = String(decoding: code, as: UTF8.self)
        if iOffset < 25 {
            return "\n  " + shown + "\n  " + String(repeating: " ", count: max(0, iOffset)) + "^--- error here"
        }
        return "\n  " + shown + "\n  " + String(repeating: " ", count: max(0, iOffset - 14)) + "error here ---^"
    }

    /// C's `isspace` in the C locale.
    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (0x09...0x0D).contains(b) }

    /// The shell's `_all_whitespace`: only blanks, `--` comments to the end of a line, and
    /// `/* */` comments.
    static func isAllWhitespace(_ text: String) -> Bool {
        let b = Array(text.utf8)
        var i = 0
        while i < b.count {
            if isSpace(b[i]) { i += 1; continue }
            if b[i] == UInt8(ascii: "/"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i < b.count, !(b[i] == UInt8(ascii: "*") && i + 1 < b.count && b[i + 1] == UInt8(ascii: "/")) { i += 1 }
                if i >= b.count { return false }
                i += 2
                continue
            }
            if b[i] == UInt8(ascii: "-"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "-") {
                while i < b.count, b[i] != 0x0A { i += 1 }
                continue
            }
            return false
        }
        return true
    }
}
