import SQLabText

/// The text of `sqlab help`, derived from the command table (`CommandTable.all`), its
/// sentences from the text catalogue in the learner's language.
enum Help {
    static let version = "0.1.0"

    /// The column the help of each command starts in.
    static let summaryColumn = 30
    /// The width the help is laid out in.
    static let width = 80

    /// The text of `sqlab help` in `language`: a line for each form of each command (the usage,
    /// and what it does from column 30, wrapped there, or on the lines below when the usage is
    /// longer), then the paragraphs on lessons, files, language and exit statuses.
    static func text(_ language: Language) -> String {
        var lines = [Catalogue.text(.helpTitle, language), "", Catalogue.text(.helpUsage, language)]
        for command in CommandTable.all { lines += formLines(command, language) }
        lines += globalOptionLines(language)
        lines.append("")
        // The footer's paragraphs, one a line in the catalogue, filled to the width.
        for paragraph in Catalogue.text(.helpFooter, language).split(separator: "\n", omittingEmptySubsequences: false) {
            lines += paragraph.isEmpty ? [""] : LineWrapper.fill(LineWrapper.atoms(String(paragraph)), width: width, indent: "", hanging: "")
        }
        return lines.joined(separator: "\n")
    }

    /// The help of one command (`sqlab check --help`): the title, its forms as `sqlab help`
    /// lays them out, and the global options, all from the command table, in `language`.
    static func text(of command: CommandSpec, _ language: Language) -> String {
        var lines = [Catalogue.text(.helpTitle, language), "", Catalogue.text(.helpUsage, language)]
        lines += formLines(command, language)
        lines += globalOptionLines(language)
        return lines.joined(separator: "\n")
    }

    /// A line for each form of `command`: the usage, and what it does from column 30.
    private static func formLines(_ command: CommandSpec, _ language: Language) -> [String] {
        var lines: [String] = []
        let column = String(repeating: " ", count: summaryColumn)
        for form in command.forms {
            let first = form.usage[0].isEmpty ? "  sqlab" : "  sqlab " + form.usage[0]
            let sameLine = form.usage.count == 1 && first.count <= summaryColumn - 2
            if !sameLine {
                lines.append(first)
                lines += form.usage.dropFirst().map { "  " + $0 }
            }
            let summary = LineWrapper.fill(LineWrapper.atoms(Catalogue.text(form.summary, language)), width: width,
                                           indent: sameLine ? TextWidth.pad(first, to: summaryColumn) : column, hanging: column)
            lines += summary
        }
        return lines
    }

    /// The paragraph on the global options (`--lang`, `--course`, `--timeout`), from the table.
    private static func globalOptionLines(_ language: Language) -> [String] {
        let column = String(repeating: " ", count: summaryColumn)
        var lines = ["", Catalogue.text(.helpGlobalOptions, language)]
        for option in CommandTable.globalOptions {
            let usage = "  \(option.name) \(option.value)"
            let sameLine = TextWidth.of(usage) <= summaryColumn - 2
            if !sameLine { lines.append(usage) }
            lines += LineWrapper.fill(LineWrapper.atoms(Catalogue.text(option.summary, language)), width: width,
                                      indent: sameLine ? TextWidth.pad(usage, to: summaryColumn) : column, hanging: column)
        }
        return lines
    }
}
