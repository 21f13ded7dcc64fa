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

    /// Characters of a cell measured at most for a column of `width`: more than can be shown
    /// (a character is at least one column wide, but for combining marks).
    static func measuredPrefix(_ width: Int) -> Int { width * 4 + 16 }

    /// Characters of a text value turned into a cell at most (`cell`): what the widest cell
    /// can show, with room to spare.
    public static let cellCharacterLimit = 4096

    /// Shows one value as a cell: `NULL`, text with line breaks as `↵`, blobs as hex; a text of
    /// more than `cellCharacterLimit` characters is cut to them (no cell shows so many).
    public static func cell(_ value: Value) -> String {
        switch value {
        case .null: return "NULL"
        case .text(let whole):
            let s = whole.utf8.count > cellCharacterLimit ? String(whole.prefix(cellCharacterLimit)) + "…" : whole
            // Printable ASCII shows as it is: most cells of most lessons.
            if TextWidth.isPrintableASCII(s) { return s }
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
        // columns still line up once the output edge has made them visible. Each cell is
        // measured once (and again only when it had to be cut).
        func measured(_ whole: String) -> (String, Int) {
            // Printable ASCII has nothing to make visible and one column a byte.
            if whole.utf8.count <= maximumCellWidth, TextWidth.isPrintableASCII(whole) { return (whole, whole.utf8.count) }
            // No more of a cell is measured than can be shown: a 400 KB value (a hundred rows
            // of them took `run` 2–4 s) is cut to a prefix first, then to the width.
            let text = whole.utf8.count > TableRenderer.measuredPrefix(maximumCellWidth) ? String(whole.prefix(TableRenderer.measuredPrefix(maximumCellWidth))) : whole
            let shown = ControlCharacters.visible(text)
            let width = TextWidth.of(shown)
            guard width > maximumCellWidth else { return (shown, width) }
            let cut = TextWidth.truncate(shown, to: maximumCellWidth)
            return (cut, TextWidth.of(cut))
        }
        // A column's name is text like a cell's: a line break in it (`AS "a⏎b"`) is shown as
        // `↵`, not sent to the terminal, where it broke the table's header line.
        // The cells and their widths go straight into the arrays drawn from (one pair a row),
        // the marks' column first: a table is drawn for nearly every step, and arrays of pairs
        // copied into others were much of its cost. Rows past the last mark are not drawn.
        let lead = marks == nil ? 0 : 1
        var header: [String] = [], headerWidths: [Int] = []
        header.reserveCapacity(columns.count + lead)
        headerWidths.reserveCapacity(columns.count + lead)
        if marks != nil { header.append(""); headerWidths.append(0) }
        for name in columns {
            let (text, width) = measured(TableRenderer.cell(.text(name)))
            header.append(text)
            headerWidths.append(width)
        }
        let rowCount = marks.map { min($0.count, rows.count) } ?? rows.count
        var body: [[String]] = [], bodyWidths: [[Int]] = []
        body.reserveCapacity(rowCount)
        bodyWidths.reserveCapacity(rowCount)
        for r in 0..<rowCount {
            var cells: [String] = [], cellWidths: [Int] = []
            cells.reserveCapacity(rows[r].count + lead)
            cellWidths.reserveCapacity(rows[r].count + lead)
            if let marks { cells.append(marks[r]); cellWidths.append(TextWidth.of(marks[r])) }
            for cell in rows[r] {
                let (text, width) = measured(cell)
                cells.append(text)
                cellWidths.append(width)
            }
            body.append(cells)
            bodyWidths.append(cellWidths)
        }
        let count = header.count
        var widths = headerWidths
        for row in bodyWidths {
            for (i, width) in row.enumerated() where i < count { widths[i] = max(widths[i], width) }
        }
        let fitted = self.fitted(widths)
        if fitted != widths {
            widths = fitted
            func cut(_ cells: [String], _ cellWidths: inout [Int]) -> [String] {
                cells.enumerated().map { i, cell in
                    guard i < count, cellWidths[i] > widths[i] else { return cell }
                    let shorter = TextWidth.truncate(cell, to: widths[i])
                    cellWidths[i] = TextWidth.of(shorter)
                    return shorter
                }
            }
            header = cut(header, &headerWidths)
            for r in body.indices { body[r] = cut(body[r], &bodyWidths[r]) }
        }
        // The whole table is written into one byte buffer: this runs for every step of a long
        // lesson, and appending to Strings piece by piece was most of the cost of `run`.
        var out: [UInt8] = []
        out.reserveCapacity((widths.reduce(0) { $0 + $1 + 3 } * 3 + 8) * (body.count + 4)
                            + body.reduce(0) { $0 + $1.reduce(0) { $0 + $1.utf8.count } })
        func append(_ text: String) {
            var text = text
            text.withUTF8 { out.append(contentsOf: $0) }
        }
        func spaces(_ n: Int) { if n > 0 { out.append(contentsOf: repeatElement(0x20, count: n)) } }
        // Box-drawing characters, U+2500 block: E2 94 xx in UTF-8.
        func box(_ last: UInt8) { out.append(0xE2); out.append(0x94); out.append(last) }
        func line(_ left: UInt8, _ mid: UInt8, _ right: UInt8) {
            box(left)
            for (i, width) in widths.enumerated() {
                if i > 0 { box(mid) }
                // `─` × (width + 2), copied from bytes made once rather than three bytes at a time.
                let count = 3 * (width + 2)
                if count <= TableRenderer.dashBytes.count {
                    out.append(contentsOf: TableRenderer.dashBytes[0..<count])
                } else {
                    for _ in 0..<(width + 2) { box(0x80) }
                }
            }
            box(right)
        }
        // `alignment` is for the cells after the marks' column (never right-aligned).
        func row(_ cells: [String], _ cellWidths: [Int], _ alignment: [Bool]) {
            box(0x82)   // │
            for i in 0..<count {
                let fill = max(0, widths[i] - (i < cellWidths.count ? cellWidths[i] : 0))
                let right = i >= lead && i - lead < alignment.count ? alignment[i - lead] : false
                out.append(0x20)
                if right { spaces(fill) }
                if i < cells.count { append(cells[i]) }
                if !right { spaces(fill) }
                out.append(0x20)
                box(0x82)
            }
        }
        line(0x8C, 0xAC, 0x90)   // ┌ ┬ ┐
        out.append(0x0A)
        row(header, headerWidths, [])
        out.append(0x0A)
        line(0x9C, 0xBC, 0xA4)   // ├ ┼ ┤
        for (i, cells) in body.enumerated() {
            out.append(0x0A)
            row(cells, bodyWidths[i], i < rightAligned.count ? rightAligned[i] : [])
        }
        out.append(0x0A)
        line(0x94, 0xB4, 0x98)   // └ ┴ ┘
        return String(decoding: out, as: UTF8.self)
    }

    /// The UTF-8 bytes of 160 `─`, for the rules of a table.
    static let dashBytes: [UInt8] = Array(String(repeating: "─", count: 160).utf8)

    /// `count` spaces, from a table made once.
    static func spaces(_ count: Int) -> String {
        count < spaceRuns.count ? spaceRuns[count] : String(repeating: " ", count: count)
    }
    private static let spaceRuns: [String] = (0..<161).map { String(repeating: " ", count: $0) }

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
