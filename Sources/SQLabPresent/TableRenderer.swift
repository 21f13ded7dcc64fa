import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine
/// Draws result rows as a box-drawn table whose columns line up with double-width (Chinese)
/// text, like the sqlite3 shell's `.mode box`.
///
///     ┌────────┬──────┐
///     │ Stu_ID │ name │
///     ├────────┼──────┤
///     │      2 │ 栋哥 │
///     └────────┴──────┘
///
/// Numbers are right-aligned; a cell wider than `maximumCellWidth` is cut with `…`, and so are
/// the widest columns of a table that would be wider than `maximumWidth` (the terminal's).
public struct TableRenderer {
    public var maximumCellWidth = 40
    /// The widest the whole table may be, in columns; nil: no limit.
    public var maximumWidth: Int?

    /// - Parameter maximumWidth: the widest the table may be (the terminal's width); nil for
    ///   no limit.
    public init(maximumWidth: Int? = nil) {
        self.maximumWidth = maximumWidth
    }

    /// The widths of the columns narrowed, widest first, until a table of them fits
    /// `maximumWidth` (each keeps at least 3 columns: one character and `…`).
    func fitted(_ widths: [Int]) -> [Int] {
        guard let maximumWidth else { return widths }
        var widths = widths
        // A table is its cells, a space either side of each, and a rule between and around them.
        var total = widths.reduce(0, +) + 3 * widths.count + 1
        while total > maximumWidth, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 3 {
            widths[widest] -= 1
            total -= 1
        }
        return widths
    }

    /// Shows one value as a cell: `NULL`, text with line breaks as `↵`, blobs as hex.
    public static func cell(_ value: Value) -> String {
        switch value {
        case .null: return "NULL"
        case .text(let s):
            return s.unicodeScalars.map { scalar -> String in
                switch scalar {
                case "\n": return "↵"
                case "\t": return "→"
                case "\r": return "␍"
                default:
                    // The same visible form as everywhere else (so the column width counts it).
                    return ControlCharacters.isControl(scalar) ? ControlCharacters.visible(String(scalar)) : String(scalar)
                }
            }.joined()
        case .blob(let bytes):
            if bytes.count > 16 {
                return Value.blob(Array(bytes.prefix(8))).sqlLiteral.dropLast() + "…' (\(bytes.count) bytes)"
            }
            return value.sqlLiteral
        default: return value.sqlLiteral
        }
    }

    /// Draws a table. `marks`, when given, is a leading column of one-character marks per row
    /// (`+` inserted, `-` deleted, `~` updated).
    public func render(columns: [String], rows: [[String]], rightAligned: [[Bool]] = [], marks: [String]? = nil) -> String {
        // Control characters take their visible form before widths are measured, so the
        // columns still line up once the output edge has made them visible.
        func cell(_ text: String) -> String { TextWidth.truncate(ControlCharacters.visible(text), to: maximumCellWidth) }
        var header = columns.map(cell)
        var body = rows.map { $0.map(cell) }
        var align = rightAligned
        if let marks {
            header.insert("", at: 0)
            body = zip(marks, body).map { [$0] + $1 }
            align = align.map { [false] + $0 }
        }
        let count = header.count
        var widths = header.map(TextWidth.of)
        for row in body {
            for (i, cell) in row.enumerated() where i < count { widths[i] = max(widths[i], TextWidth.of(cell)) }
        }
        let fitted = self.fitted(widths)
        if fitted != widths {
            widths = fitted
            header = header.enumerated().map { TextWidth.truncate($0.element, to: widths[$0.offset]) }
            body = body.map { $0.enumerated().map { $0.offset < count ? TextWidth.truncate($0.element, to: widths[$0.offset]) : $0.element } }
        }
        // Each line is built in one buffer: this runs for every step of a long lesson.
        let segments = widths.map { TableRenderer.rule($0 + 2) }
        func line(_ left: String, _ mid: String, _ right: String) -> String {
            left + segments.joined(separator: mid) + right
        }
        func row(_ cells: [String], _ alignment: [Bool]) -> String {
            var text = "│"
            for i in 0..<count {
                let cell = i < cells.count ? cells[i] : ""
                let fill = max(0, widths[i] - TextWidth.of(cell))
                let right = i < alignment.count ? alignment[i] : false
                text += " "
                if right { text += String(repeating: " ", count: fill) }
                text += cell
                if !right { text += String(repeating: " ", count: fill) }
                text += " │"
            }
            return text
        }
        var lines = [line("┌", "┬", "┐"), row(header, []), line("├", "┼", "┤")]
        for (i, cells) in body.enumerated() { lines.append(row(cells, i < align.count ? align[i] : [])) }
        lines.append(line("└", "┴", "┘"))
        return lines.joined(separator: "\n")
    }

    /// `count` box-drawing dashes (`─`), from a table made once: rules are drawn for every step.
    public static func rule(_ count: Int) -> String {
        count < rules.count ? rules[max(0, count)] : String(repeating: "─", count: count)
    }
    private static let rules: [String] = (0..<161).map { String(repeating: "─", count: $0) }

    /// Draws rows of values; numbers are right-aligned.
    public func render(columns: [String], values: [[Value]], marks: [String]? = nil) -> String {
        render(columns: columns, rows: values.map { $0.map(TableRenderer.cell) },
               rightAligned: values.map { $0.map(TableRenderer.isNumber) }, marks: marks)
    }

    static func isNumber(_ value: Value) -> Bool {
        switch value {
        case .integer, .real: return true
        default: return false
        }
    }
}
