import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine

/// How the REPL draws a query's rows, by the sqlite3 shell's `.mode` names.
///
/// `box` is sqlab's own table, the one `run` draws (numbers right-aligned, `NULL` shown, cells
/// lined up by display width). The others follow the sqlite3 shell's formats, except that
/// columns line up by display width, so Chinese text does not push them out of line:
///
/// - `table`: `+----+` rules and `|` bars, headers centred, cells left-aligned.
/// - `markdown`: a GitHub table, headers centred, cells left-aligned.
/// - `csv`: RFC 4180 (a field with a comma, a quote or a line break in quotes), NULL empty;
///   the header line only when `headers` is on.
/// - `json`: an array of one object per row; NULL is `null`, a blob its hex literal as text.
/// - `line`: one `name = value` line per column, right-aligned names, a blank line between rows.
///
/// SQLite: <https://sqlite.org/cli.html#changing_output_formats>
public enum OutputMode: String, CaseIterable, Sendable {
    case box, table, csv, json, line, markdown

    /// The names `.mode` accepts, sorted, for its error message and completion.
    public static var names: [String] { allCases.map(\.rawValue).sorted() }

    /// Draws `rows` under `columns`. Empty for no rows (as the sqlite3 shell prints nothing)
    /// except in `box`, which draws the header, as `run` does.
    ///
    /// - Parameter headers: whether `csv` starts with the column names; the other modes always
    ///   name the columns, as in the sqlite3 shell.
    /// True for the modes that write data in a data format (csv, json), whose bytes a file or
    /// a pipe receives unchanged.
    public var isDataFormat: Bool { self == .csv || self == .json }

    public func render(columns: [String], rows: [[Value]], headers: Bool) -> String {
        switch self {
        case .box:
            return TableRenderer().render(columns: columns, values: rows)
        case .table:
            guard !rows.isEmpty else { return "" }
            let cells = rows.map { $0.map(OutputMode.text) }
            let widths = OutputMode.widths(columns, cells)
            let rule = "+" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "+") + "+"
            var lines = [rule, OutputMode.row(columns, widths, centred: true), rule]
            lines += cells.map { OutputMode.row($0, widths, centred: false) }
            lines.append(rule)
            return lines.joined(separator: "\n")
        case .markdown:
            guard !rows.isEmpty else { return "" }
            let cells = rows.map { $0.map { OutputMode.text($0).replacingOccurrences(of: "|", with: "\\|") } }
            let widths = OutputMode.widths(columns, cells)
            var lines = [OutputMode.row(columns, widths, centred: true),
                         "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"]
            lines += cells.map { OutputMode.row($0, widths, centred: false) }
            return lines.joined(separator: "\n")
        case .csv:
            guard !rows.isEmpty else { return "" }
            var lines: [String] = headers ? [columns.map(OutputMode.csvField).joined(separator: ",")] : []
            lines += rows.map { row in
                row.map { value -> String in
                    if case .null = value { return "" }
                    return OutputMode.csvField(OutputMode.text(value))
                }.joined(separator: ",")
            }
            return lines.joined(separator: "\n")
        case .json:
            guard !rows.isEmpty else { return "" }
            let objects = rows.map { row in
                "{" + zip(columns, row).map { OutputMode.jsonString($0) + ":" + OutputMode.json($1) }.joined(separator: ",") + "}"
            }
            return "[" + objects.joined(separator: ",\n") + "]"
        case .line:
            guard !rows.isEmpty else { return "" }
            let nameWidth = columns.map(TextWidth.of).max() ?? 0
            return rows.map { row in
                zip(columns, row).map { name, value in
                    let text: String
                    if case .null = value { text = "" } else { text = OutputMode.text(value) }
                    return TextWidth.pad(name, to: nameWidth, alignRight: true) + " = " + text
                }.joined(separator: "\n")
            }.joined(separator: "\n\n")
        }
    }

    /// A value as the sqlite3 shell prints it in the columnar modes: NULL empty, reals as
    /// `printf('%!.15g')`, blobs as their hex literal.
    static func text(_ value: Value) -> String {
        switch value {
        case .null: return ""
        case .text(let s): return s
        default: return value.sqlLiteral
        }
    }

    private static func widths(_ columns: [String], _ rows: [[String]]) -> [Int] {
        var widths = columns.map(TextWidth.of)
        for row in rows {
            for (i, cell) in row.enumerated() where i < widths.count {
                widths[i] = max(widths[i], TextWidth.of(cell))
            }
        }
        return widths
    }

    private static func row(_ cells: [String], _ widths: [Int], centred: Bool) -> String {
        "|" + widths.indices.map { i in
            let cell = i < cells.count ? cells[i] : ""
            guard centred else { return " " + TextWidth.pad(cell, to: widths[i]) + " " }
            let room = widths[i] - TextWidth.of(cell)
            return " " + String(repeating: " ", count: room / 2) + cell + String(repeating: " ", count: room - room / 2) + " "
        }.joined(separator: "|") + "|"
    }

    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func json(_ value: Value) -> String {
        switch value {
        case .null: return "null"
        case .integer(let i): return String(i)
        case .real(let d): return d.isFinite ? Value.formatReal(d) : "null"
        case .text(let s): return jsonString(s)
        case .blob: return jsonString(value.sqlLiteral)
        }
    }

    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
