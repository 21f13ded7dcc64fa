import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine
/// The text of `sqlab explain`: one code in full, or every code in a list.
public struct ExplainPresenter {
    public let explainer: Explainer
    public let style: Style

    public let width: Int

    public init(explainer: Explainer, style: Style, width: Int = 80) {
        self.explainer = explainer
        self.style = style
        self.width = width
    }

    /// One code: name and number, its primary code, meaning, cause, fix, and its sqlite.org
    /// section.
    public func explain(_ code: ResultCode) -> String {
        let strings = Strings(explainer.language)
        let text = explainer.text(for: code)
        var lines = [style.bold(code.description)]
        if !code.isPrimary { lines.append(strings.extendedOf(code.primary.description)) }
        lines.append("")
        if let text {
            let prose = ProseRenderer(style: style, width: width)
            lines.append(prose.paragraph(text.meaning, label: strings.label(strings.meaning), hanging: "  "))
            lines.append(prose.paragraph(text.cause, label: strings.label(strings.cause), hanging: "  "))
            lines.append(prose.paragraph(text.fix, label: strings.label(strings.fix), hanging: "  "))
        }
        lines.append("")
        lines.append(style.dim("SQLite: " + ExplainPresenter.link(code)))
        return lines.joined(separator: "\n")
    }

    /// An SQLite message given to `sqlab explain` (`UNIQUE constraint failed: t.a`), recognised
    /// by the message catalogue (`MessageCatalogue.match`): SQLite's words, then what the
    /// message means, its likely cause and the fix, filled with the message's own names.
    /// Nil when the catalogue has no text for the message in this language.
    public func explain(message: String, _ match: MessageCatalogue.Match) -> String? {
        let strings = Strings(explainer.language)
        let entry = match.entry.sameAs.flatMap(MessageCatalogue.entry) ?? match.entry
        guard let text = entry.text(explainer.language, values: match.values) else { return nil }
        let prose = ProseRenderer(style: style, width: width)
        return [style.bold(strings.label(strings.sqliteSays) + message), "",
                prose.paragraph(text.what, label: strings.label(strings.meaning), hanging: "  "),
                prose.paragraph(text.cause, label: strings.label(strings.cause), hanging: "  "),
                prose.paragraph(text.fix, label: strings.label(strings.fix), hanging: "  ")].joined(separator: "\n")
    }

    /// An error report pasted whole (`SQLiteErrorReport`): what sqlab read in it (SQLite's message,
    /// the code), then the message's explanation when the catalogue has one, else the code's.
    /// Nil when there is neither (a report of a code with no explanation).
    public func explain(report: SQLiteErrorReport) -> String? {
        let strings = Strings(explainer.language)
        let language = explainer.language
        var head: [String] = []
        if let message = report.message {
            head.append(style.bold(strings.label(strings.sqliteSays) + message))
        }
        if let code = report.code {
            let summary = explainer.summary(code)
            head.append(language.text(.explainReportCode, summary))
        }
        if let message = report.message, report.template != nil, let match = MessageCatalogue.match(message),
           let explained = explain(message: message, match) {
            // The message's own explanation (its first line, SQLite's words, is said above).
            let body = explained.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
            return (head + [body]).joined(separator: "\n")
        }
        guard let code = report.code, let text = explainer.text(for: code) else { return nil }
        let prose = ProseRenderer(style: style, width: width)
        return (head + ["",
                        prose.paragraph(text.meaning, label: strings.label(strings.meaning), hanging: "  "),
                        prose.paragraph(text.cause, label: strings.label(strings.cause), hanging: "  "),
                        prose.paragraph(text.fix, label: strings.label(strings.fix), hanging: "  "),
                        "", style.dim("SQLite: " + ExplainPresenter.link(code))]).joined(separator: "\n")
    }

    /// Every defined code: number, name, and meaning, the meaning wrapped to the width under
    /// its column (a line of its own per code where the width leaves it no room).
    public func list() -> String {
        let column = String(repeating: " ", count: 40)
        return ResultCode.allDefined.flatMap { entry -> [String] in
            let meaning = explainer.text(for: entry.code)?.meaning ?? ""
            let head = TextWidth.pad(String(entry.code.rawValue), to: 5, alignRight: true) + "  " + TextWidth.pad(entry.name, to: 32) + " "
            guard width >= 60 else { return [head + meaning] }
            // The meaning is Markdown: its code spans coloured on a terminal, in backticks elsewhere,
            // as in every other text sqlab shows.
            return ProseRenderer(style: style, width: width).paragraph(meaning, indent: head, hanging: column)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }.joined(separator: "\n")
    }

    /// The code's section of SQLite's result-code page, e.g.
    /// <https://sqlite.org/rescode.html#constraint_primarykey>.
    public static func link(_ code: ResultCode) -> String {
        guard let name = code.name else { return "https://sqlite.org/rescode.html" }
        return "https://sqlite.org/rescode.html#" + name.dropFirst("SQLITE_".count).lowercased()
    }
}
