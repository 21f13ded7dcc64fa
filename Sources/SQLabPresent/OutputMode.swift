import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine

/// How the REPL draws a query's rows, by the sqlite3 shell's `.mode` names.
///
/// `box` is sqlab's own table, the one `run` draws (numbers right-aligned, `NULL` shown, cells
/// lined up by display width). The others are the sqlite3 shell's formats as `ShellFormat`
/// writes them (its header rules, CSV quoting with CRLF line ends, json escapes, a value with a
/// line break over several lines), with two differences in the teaching REPL: the columnar
/// modes line up by display width, so Chinese text does not push them out of line, and a blob
/// shows as its hex literal. `sqlab repl --plain` writes the shell's bytes exactly.
///
/// SQLite: <https://sqlite.org/cli.html#changing_output_formats>
public enum OutputMode: String, CaseIterable, Sendable {
    case box, table, csv, json, line, markdown, list, tabs

    /// The names `.mode` accepts, sorted, for its error message and completion.
    public static var names: [String] { allCases.map(\.rawValue).sorted() }

    /// True for the modes that write data in a data format (csv, json), whose bytes a file or a
    /// pipe receives unchanged. list and tabs are read by people (and screen readers) too:
    /// their control characters are made visible, as in every other mode.
    public var isDataFormat: Bool { [.csv, .json].contains(self) }

    /// The shell's mode of the same name (`box` included: the plain REPL draws the shell's box).
    public var shellMode: ShellSettings.Mode { ShellSettings.Mode(rawValue: rawValue)! }

    /// Draws `rows` under `columns`, without a final line break. Empty for no rows (as the
    /// sqlite3 shell prints nothing) except in `box`, which draws the header, as `run` does.
    ///
    /// - Parameter settings: the header switch, the NULL text and the separators of the shell's
    ///   modes (its `mode` is this one's); the columnar modes measure by display width.
    public func render(columns: [String], rows: [[Value]], settings: ShellSettings = ShellSettings()) -> String {
        if self == .box { return TableRenderer().render(columns: columns, values: rows) }
        var shell = settings
        shell.mode = shellMode
        shell.width = .display
        // The columnar and line modes are for a person: control characters in names and values
        // are drawn visibly (ControlCharacters.visible) before the grid is measured, where the
        // shell would break a cell at them. Data formats keep their bytes.
        let visible: (String) -> String = isDataFormat ? { $0 } : { ControlCharacters.visible($0) }
        let cells = rows.map { row in
            row.map { value -> ShellCell in
                if case .text(let text) = value { return ShellCell(.text(visible(text))) }
                return ShellCell(value)
            }
        }
        var bytes = ShellFormat.render(columns: columns.map(visible), rows: cells, settings: shell)
        // Bytes, not characters: "\r\n" is one Character, and only its "\n" goes.
        if bytes.last == 0x0A { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
