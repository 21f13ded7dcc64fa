import Foundation
import SQLabSQLite
import SQLabText

/// One value of a result row as the sqlite3 shell sees it: its storage class and the bytes
/// `sqlite3_column_text` gives for it (a blob's own bytes for a blob).
public struct ShellCell: Sendable, Equatable {
    /// The storage class (`sqlite3_column_type`).
    public enum Kind: Sendable, Equatable { case null, integer, real, text, blob }
    public var kind: Kind
    /// `sqlite3_column_text`'s bytes, without the final NUL; empty for NULL.
    public var text: [UInt8]
    /// For a REAL, the shell's json form: `printf('%!.20g')`, or `1e999` / `-1e999` for the
    /// infinities. Nil for the other kinds.
    public var json: [UInt8]?

    public init(kind: Kind, text: [UInt8], json: [UInt8]? = nil) {
        self.kind = kind
        self.text = text
        self.json = json
    }

    /// A cell for a value sqlab already holds, as the teaching REPL shows it: reals as
    /// `printf('%!.15g')`, blobs as their hex literal (`x'89504E47'`), so that bytes that are not
    /// text never reach a terminal.
    public init(_ value: Value) {
        switch value {
        case .null: self.init(kind: .null, text: [])
        case .integer(let i): self.init(kind: .integer, text: Array(String(i).utf8))
        case .real(let d): self.init(kind: .real, text: Array(Value.formatReal(d).utf8), json: Array(ShellCell.jsonReal(d).utf8))
        case .text(let s): self.init(kind: .text, text: Array(s.utf8))
        case .blob: self.init(kind: .text, text: Array(value.sqlLiteral.utf8))
        }
    }

    /// A REAL as the shell's json mode writes it.
    public static func jsonReal(_ d: Double) -> String {
        if d == .infinity { return "1e999" }
        if d == -.infinity { return "-1e999" }
        return SQLitePrintf.format("%!.20g", d)
    }
}

/// The sqlite3 shell's output settings that sqlab follows: the mode, the header switch, the
/// text for NULL and the two separators. `setMode` changes them as the shell's `.mode` does.
public struct ShellSettings: Sendable, Equatable {
    /// The shell's modes that sqlab writes, by the shell's names.
    public enum Mode: String, CaseIterable, Sendable {
        case list, tabs, csv, json, line, markdown, table, box
    }
    /// How the columnar modes (table, box, markdown) measure text: the shell counts characters;
    /// the teaching REPL counts terminal columns, so that Chinese text lines up.
    public enum Width: Sendable, Equatable { case characters, display }

    public var mode: Mode = .list
    /// `.headers on|off` (list, tabs, csv; the columnar modes always name their columns, and
    /// json and line always do).
    public var headers = false
    /// `.nullvalue TEXT`: what a NULL prints as (not in json).
    public var nullValue = ""
    /// `.separator COL ?ROW?`: between columns and after each row (list, tabs, csv, line).
    public var columnSeparator = "|"
    public var rowSeparator = "\n"
    public var width: Width = .characters
    /// The widest a column of the columnar modes grows before its values wrap, in characters;
    /// 0 for no limit. The shell's `.mode table|box|markdown` sets 60; its `-table`, `-box` and
    /// `-markdown` options leave it off.
    public var wrap = 0

    public init() {}

    /// The shell's `.mode NAME` (3.40 `do_meta_command`): `list` resets both separators to `|`
    /// and a newline, `tabs` sets a tab between columns, `csv` a comma and CRLF, `line` a newline
    /// after each line.
    public mutating func setMode(_ mode: Mode) {
        self.mode = mode
        switch mode {
        case .list: columnSeparator = "|"; rowSeparator = "\n"
        case .tabs: columnSeparator = "\t"
        case .csv: columnSeparator = ","; rowSeparator = "\r\n"
        case .line: rowSeparator = "\n"
        case .markdown, .table, .box: wrap = 60
        default: break
        }
    }
}

/// Writes a statement's rows exactly as the sqlite3 shell 3.40 does (`shell_callback` and
/// `exec_prepared_stmt_columnar` in `src/shell.c.in`), byte for byte: the list, tabs, csv,
/// json, line, markdown, table and box modes, with its header rules, its CSV quoting, its json
/// escapes and its handling of line breaks inside a value. A statement without rows writes
/// nothing.
public enum ShellFormat {
    /// The bytes the shell writes for one statement's result, or for a batch of its rows.
    ///
    /// - Parameters:
    ///   - first: the index of the batch's first row in the result (0: the header, where the
    ///     mode has one, comes first). Rows can be written as they come, batch by batch, in every
    ///     mode but the columnar ones, which measure all rows first (`isStreamable`).
    ///   - ends: whether the batch ends the result (json then closes its array).
    public static func render(columns: [String], rows: [[ShellCell]], settings: ShellSettings,
                              first: Int = 0, ends: Bool = true) -> [UInt8] {
        guard !columns.isEmpty else { return [] }
        if rows.isEmpty {
            return settings.mode == .json && ends && first > 0 ? Array("]\n".utf8) : []
        }
        var out: [UInt8] = []
        let col = Array(settings.columnSeparator.utf8), row = Array(settings.rowSeparator.utf8)
        let null = Array(settings.nullValue.utf8)
        let names = columns.map { Array($0.utf8) }
        switch settings.mode {
        case .list, .tabs:
            if settings.headers && first == 0 {
                for (i, name) in names.enumerated() { out += cString(name) + (i == names.count - 1 ? row : col) }
            }
            for cells in rows {
                for (i, cell) in cells.enumerated() {
                    out += cell.kind == .null ? null : cString(cell.text)
                    out += i == cells.count - 1 ? row : col
                }
            }
        case .csv:
            if settings.headers && first == 0 {
                for (i, name) in names.enumerated() { out += csv(cString(name), settings) + (i < names.count - 1 ? col : []) }
                out += row
            }
            for cells in rows {
                for (i, cell) in cells.enumerated() {
                    out += cell.kind == .null ? null : csv(cString(cell.text), settings)
                    if i < cells.count - 1 { out += col }
                }
                out += row
            }
        case .line:
            let w = max(5, names.map { cString($0).count }.max() ?? 0)
            for (r, cells) in rows.enumerated() {
                if first + r > 0 { out += row }
                for (name, cell) in zip(names, cells) {
                    let n = cString(name)
                    out += [UInt8](repeating: 0x20, count: max(0, w - n.count)) + n + Array(" = ".utf8)
                    out += (cell.kind == .null ? null : cString(cell.text)) + row
                }
            }
        case .json:
            for (r, cells) in rows.enumerated() {
                out += Array((first + r == 0 ? "[{" : ",\n{").utf8)
                for (i, (name, cell)) in zip(names, cells).enumerated() {
                    out += jsonString(cString(name)) + [UInt8(ascii: ":")]
                    switch cell.kind {
                    case .null: out += Array("null".utf8)
                    case .real: out += cell.json ?? cell.text
                    case .blob: out += jsonString(cell.text)
                    case .text: out += jsonString(cString(cell.text))
                    case .integer: out += cell.text
                    }
                    if i < cells.count - 1 { out.append(UInt8(ascii: ",")) }
                }
                out.append(UInt8(ascii: "}"))
            }
            if ends { out += Array("]\n".utf8) }
        case .markdown, .table, .box:
            out = columnar(names, rows, settings)
        }
        return out
    }

    /// False for the columnar modes (table, box, markdown), which measure every row before
    /// writing the first.
    public static func isStreamable(_ mode: ShellSettings.Mode) -> Bool {
        ![.markdown, .table, .box].contains(mode)
    }

    // MARK: - The columnar modes

    /// `exec_prepared_stmt_columnar`: every row is read first; a value with a line break (any
    /// control character but a tab) takes several lines, and then, in table and box mode, a rule
    /// separates every row; tabs become spaces up to the next multiple of 8; the header is
    /// centred (the extra space on the right), cells are left-aligned.
    static func columnar(_ names: [[UInt8]], _ rows: [[ShellCell]], _ settings: ShellSettings) -> [UInt8] {
        let n = names.count
        let null = Array(settings.nullValue.utf8)
        let header = names.map { displayLines(cString($0), wrap: settings.wrap).first ?? [] }
        var lines: [[[UInt8]]] = []     // physical lines, each n cells
        var endsRow: [Bool] = []
        var multiLine = false
        for cells in rows {
            let split = (0..<n).map { i -> [[UInt8]] in
                let cell = i < cells.count ? cells[i] : ShellCell(kind: .null, text: [])
                return displayLines(cell.kind == .null ? null : cString(cell.text), wrap: settings.wrap)
            }
            let height = split.map(\.count).max() ?? 1
            if height > 1 { multiLine = true }
            for k in 0..<height {
                lines.append(split.map { k < $0.count ? $0[k] : [] })
                endsRow.append(k == height - 1)
            }
        }
        func measure(_ text: [UInt8]) -> Int {
            switch settings.width {
            case .characters: return text.reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
            case .display: return TextWidth.of(String(decoding: text, as: UTF8.self))
            }
        }
        var widths = header.map(measure)
        for line in lines {
            for i in 0..<n { widths[i] = max(widths[i], measure(line[i])) }
        }
        func pad(_ text: [UInt8], _ w: Int) -> [UInt8] {
            let m = measure(text)
            return text + [UInt8](repeating: 0x20, count: max(0, w - m))
        }
        func centred(_ text: [UInt8], _ w: Int) -> [UInt8] {
            let m = measure(text)
            return [UInt8](repeating: 0x20, count: max(0, (w - m) / 2)) + text + [UInt8](repeating: 0x20, count: max(0, (w - m + 1) / 2))
        }
        func rule(_ left: String, _ middle: String, _ right: String, _ dash: String) -> [UInt8] {
            var s = left
            for (i, w) in widths.enumerated() {
                if i > 0 { s += middle }
                s += String(repeating: dash, count: w + 2)
            }
            return Array((s + right + "\n").utf8)
        }
        let box = settings.mode == .box
        let bar: [UInt8] = Array((box ? "│" : "|").utf8)
        var out: [UInt8] = []
        switch settings.mode {
        case .table: out += rule("+", "+", "+", "-")
        case .box: out += rule("┌", "┬", "┐", "─")
        default: break
        }
        out += bar + [0x20]
        for i in 0..<n { out += centred(header[i], widths[i]) + (i == n - 1 ? [0x20] + bar + [0x0A] : [0x20] + bar + [0x20]) }
        switch settings.mode {
        case .table: out += rule("+", "+", "+", "-")
        case .box: out += rule("├", "┼", "┤", "─")
        default: out += rule("|", "|", "|", "-")
        }
        for (k, line) in lines.enumerated() {
            out += bar + [0x20]
            for i in 0..<n { out += pad(line[i], widths[i]) + (i == n - 1 ? [0x20] + bar + [0x0A] : [0x20] + bar + [0x20]) }
            if multiLine && endsRow[k] && k + 1 < lines.count {
                if settings.mode == .table { out += rule("+", "+", "+", "-") }
                if box { out += rule("├", "┼", "┤", "─") }
            }
        }
        switch settings.mode {
        case .table: out += rule("+", "+", "+", "-")
        case .box: out += rule("└", "┴", "┘", "─")
        default: break
        }
        return out
    }

    /// `translateForDisplayAndDup` (without word wrap): the lines a value is shown on. A line
    /// ends at any control character but a tab (`\r\n` counts as one), or after `wrap`
    /// characters; a control character that ends the value starts no further line; a tab becomes
    /// spaces up to the next multiple of 8 characters.
    static func displayLines(_ text: [UInt8], wrap: Int = 0) -> [[UInt8]] {
        let limit = wrap > 0 ? wrap : 1_000_000
        var lines: [[UInt8]] = []
        var i = 0
        while true {
            var line: [UInt8] = []
            var column = 0
            while column < limit, i < text.count {
                let c = text[i]
                if c >= 0x20 {
                    column += 1
                    repeat { line.append(text[i]); i += 1 } while i < text.count && text[i] & 0xC0 == 0x80
                } else if c == 0x09 {
                    repeat { line.append(0x20); column += 1 } while column & 7 != 0 && column < limit
                    i += 1
                } else {
                    break
                }
            }
            lines.append(line)
            guard i < text.count else { break }
            if column >= limit, text[i] >= 0x20 { continue }   // wrapped: the next line goes on from here
            // A control character ends the line; \r\n is one line break.
            if text[i] == 0x0D, i + 1 < text.count, text[i + 1] == 0x0A { i += 2 } else { i += 1 }
            if i >= text.count { break }
        }
        return lines
    }

    // MARK: - Pieces

    /// The bytes up to the first NUL, as C's `%s` prints `sqlite3_column_text`.
    static func cString(_ bytes: [UInt8]) -> [UInt8] {
        guard let end = bytes.firstIndex(of: 0) else { return bytes }
        return Array(bytes[..<end])
    }

    /// The shell's `needCsvQuote`: control characters, space, `"`, `'`, DEL and every byte of a
    /// multi-byte character make a field quoted.
    static func needsCSVQuote(_ b: UInt8) -> Bool {
        b < 0x21 || b == 0x22 || b == 0x27 || b >= 0x7F
    }

    /// `output_csv`: quoted (with `"` doubled) when empty, when a byte needs it, or when the
    /// field holds the column separator.
    static func csv(_ text: [UInt8], _ settings: ShellSettings) -> [UInt8] {
        let separator = Array(settings.columnSeparator.utf8)
        let quote = text.isEmpty || text.contains(where: needsCSVQuote) || contains(text, separator)
        guard quote else { return text }
        var out: [UInt8] = [0x22]
        for b in text {
            out.append(b)
            if b == 0x22 { out.append(0x22) }
        }
        out.append(0x22)
        return out
    }

    /// `strstr(text, separator) != 0` (an empty separator is found everywhere).
    static func contains(_ text: [UInt8], _ separator: [UInt8]) -> Bool {
        guard !separator.isEmpty else { return true }
        guard text.count >= separator.count else { return false }
        for start in 0...(text.count - separator.count) where Array(text[start..<(start + separator.count)]) == separator { return true }
        return false
    }

    /// `output_json_string`: `"` and `\` escaped, `\b \f \n \r \t`, other control characters as
    /// `\u00XX`, every other byte as it is.
    static func jsonString(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x22]
        for c in bytes {
            switch c {
            case 0x5C, 0x22: out += [0x5C, c]
            case 0x08: out += Array("\\b".utf8)
            case 0x0C: out += Array("\\f".utf8)
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x09: out += Array("\\t".utf8)
            case 0..<0x20: out += Array(String(format: "\\u%04x", c).utf8)
            default: out.append(c)
            }
        }
        out.append(0x22)
        return out
    }
}
