import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine
/// Turns what `LessonRunner` reports into text for a terminal or a golden file.
public struct RunPresenter {
    public let style: Style
    public let strings: Strings
    public let explainer: Explainer
    public let width: Int
    /// How query results are drawn: `box` (the default) as `run` draws them, or one of the
    /// sqlite3 shell's other modes (the REPL's `.mode`).
    public var mode: OutputMode = .box
    /// The shell's settings for the other modes: `.headers` (off, as in the sqlite3 shell),
    /// `.nullvalue`, `.separator`.
    public var shell: ShellSettings = {
        var settings = ShellSettings()
        settings.mode = .box
        return settings
    }()
    /// Whether modes that may leave the column names out (list, tabs, csv) show them (`.headers`).
    public var headers: Bool {
        get { shell.headers }
        set { shell.headers = newValue }
    }
    /// `SQLITE_DONE (101) — …`, shown after most steps: made once.
    private let doneSummary: String
    /// `Step` and its width in columns, for every step's header: made once.
    private let stepWord: String, stepWordWidth: Int
    /// The notes drawn so far, by pitfall: the same few paragraphs follow thousands of steps,
    /// and drawing one reads its Markdown and wraps it (style, width and language are fixed).
    private let drawnNotes = DrawnNotes()

    public init(style: Style, explainer: Explainer, width: Int = 80) {
        self.style = style
        self.explainer = explainer
        self.strings = Strings(explainer.language)
        self.width = width
        doneSummary = explainer.summary(.SQLITE_DONE)
        stepWord = strings.step
        stepWordWidth = TextWidth.of(stepWord)
    }

    /// The lesson's title banner.
    public func title(_ lesson: Lesson) -> String {
        style.bold(strings.label("\(strings.lesson) \(lesson.id)") + lesson.title)
    }

    public func prose(_ block: ProseBlock) -> String {
        ProseRenderer(style: style, width: width).render(block)
    }

    /// The header and SQL of a step, shown before it runs.
    public func header(_ step: PlannedStep) -> String {
        // The rule's width is counted from its parts: "── ", " · " and " " are 3, 3 and 1 columns.
        // (A width is the sum of its characters' widths: `Step` is measured once, and a space
        // and ASCII digits are a column each.)
        let number: String, numberWidth: Int
        if let n = step.number {
            let digits = String(n)
            number = stepWord + " " + digits
            numberWidth = stepWordWidth + 1 + digits.utf8.count
        } else {
            number = strings.setupStep
            numberWidth = TextWidth.of(number)
        }
        let line = strings.lineNumber(step.location.line)
        var label = number + " · " + line
        var labelWidth = numberWidth + 3 + TextWidth.of(line)
        if let expect = step.expect {
            let marked = "\(strings.expect) \(expect.name ?? String(expect.rawValue))"
            label += " · " + marked
            labelWidth += 3 + TextWidth.of(marked)
        }
        let rule = "── " + label + " "
        // The lines joined by appending, not an array and `joined`.
        var text = style.dim(rule + TableRenderer.rule(max(3, width - (labelWidth + 4))))
        text += "\n"
        text += style.cyan(step.statement.sql)
        if let values = step.parameters {
            let bound = values.enumerated().map { "?\($0.offset + 1) = \($0.element.sqlLiteral)" }.joined(separator: ", ")
            text += "\n"
            text += style.dim("-- " + strings.label(strings.bound) + bound)
        }
        return text
    }

    /// What the step did: rows, changes, or the decoded failure, ending with the result code.
    public func outcome(_ outcome: StepOutcome) -> String {
        var lines: [String] = outcome.trace.map { style.dim("  " + $0) }
        switch outcome.result {
        case .rows(let columns, let rows, let total, let capped):
            if mode == .box {
                lines.append(TableRenderer(maximumWidth: width).render(columns: columns, values: rows))
            } else if !rows.isEmpty {
                lines.append(mode.render(columns: columns, rows: rows, settings: shell))
            }
            // Past the counting limit, stepping stopped: the lines say so together (more than N
            // not shown, and no SQLITE_DONE, which never came).
            if capped && total > rows.count {
                lines.append(style.dim(Catalogue.text(.moreRowsCapped, explainer.language, [total - rows.count, total])))
            } else {
                if total > rows.count { lines.append(style.dim(strings.moreRows(total - rows.count))) }
                lines.append(capped ? strings.countCapped(total) : strings.rows(total))
            }
            let done = doneSummary
            let codeLine = capped ? Catalogue.text(.stepsStopped, explainer.language, ["\(ResultCode.SQLITE_ROW)", total])
                : total > 0 ? "\(ResultCode.SQLITE_ROW) × \(total)\(strings.rowsThen) \(done)" : done
            lines.append(mark(outcome.verdict) + codeLine)
        case .changed(let count, let tables):
            if tables.count == 1 && tables[0].total == count {
                lines.append(drawnNotes.rowsChanged(count, in: tables[0].table, strings))
                lines.append(changes(tables[0], header: false))
            } else {
                let all = tables.map(\.total).reduce(0, +)
                lines.append(all > count ? strings.rowsChangedWithSideEffects(count, all) : strings.rowsChanged(count))
                for table in tables { lines.append(changes(table, header: true)) }
            }
            if tables.contains(where: { $0.changes.contains { $0.operation == .update } }) {
                lines.append(style.dim(strings.changeLegend))
            }
            lines.append(mark(outcome.verdict) + doneSummary)
        case .done:
            lines.append(mark(outcome.verdict) + doneSummary)
        case .failed(let error, let explanation):
            lines += failure(error, explanation, outcome: outcome)
        }
        if case .failed = outcome.result {} else {
            for pitfall in outcome.notes { lines += note(pitfall, sql: outcome.step.statement.sql) }
        }
        if outcome.verdict == .unexpectedSuccess, let expect = outcome.step.expect {
            lines.append(style.red("✗ " + strings.expectedCode(expect.description) + " " + strings.succeededInstead))
        }
        return lines.joined(separator: "\n")
    }

    /// A note under a step: the line of `sql` that holds the token causing it with carets under
    /// that token, then its advice as a paragraph (drawn once per presenter and note text).
    func note(_ note: PitfallNote, sql: String) -> [String] {
        var lines: [String] = []
        if let range = note.range, range.upperBound <= sql.utf8.count {
            lines += caret(sql: sql, range: range, repeatLastLine: true, marking: style.yellow)
        }
        let advice = note.advice(explainer.language)
        if let drawn = drawnNotes.text[advice] { return lines + [drawn] }
        let drawn = style.yellow(ProseRenderer(style: style, width: width).paragraph(advice))
        drawnNotes.text[advice] = drawn
        return lines + [drawn]
    }

    private func mark(_ verdict: StepVerdict) -> String {
        verdict == .asMarked || verdict == .notMarked ? style.green("✓ ") : style.red("✗ ")
    }

    func changes(_ table: TableChanges, header: Bool) -> String {
        var marks: [String] = []
        var rows: [[String]] = []
        var right: [[Bool]] = []
        for change in table.changes {
            switch change.operation {
            case .insert:
                marks.append("+")
                rows.append((change.new ?? []).map(TableRenderer.cell))
                right.append((change.new ?? []).map(TableRenderer.isNumber))
            case .delete:
                marks.append("-")
                rows.append((change.old ?? []).map(TableRenderer.cell))
                right.append((change.old ?? []).map(TableRenderer.isNumber))
            case .update:
                marks.append("~")
                let old = change.old ?? [], new = change.new ?? []
                rows.append(zip(old, new).map { o, n in
                    o == n ? TableRenderer.cell(n) : TableRenderer.cell(o) + " → " + TableRenderer.cell(n)
                })
                right.append(new.map(TableRenderer.isNumber))
            }
        }
        let columns = table.columns.count == (rows.first?.count ?? 0) ? table.columns
            : (0..<(rows.first?.count ?? 0)).map { strings.column($0) }
        var text = (header ? strings.inTable(table.table, table.total) + "\n" : "")
            + TableRenderer(maximumWidth: width).render(columns: columns, rows: rows, rightAligned: right, marks: marks)
        if table.total > table.changes.count { text += "\n" + style.dim(strings.moreRows(table.total - table.changes.count)) }
        return text
    }

    /// A failed statement: its SQL with carets under the token SQLite blames, the code, the
    /// message, and the explanation.
    public func failure(_ error: SQLiteError, _ explanation: ErrorExplanation, outcome: StepOutcome?) -> [String] {
        var lines: [String] = []
        if let range = explanation.highlight, let sql = error.sql {
            // Right under the SQL just shown when the token is on its last line; else the line again.
            // A typed statement is shown again: the prompt stands before it on the terminal.
            let sqlJustShown = outcome.map { $0.trace.isEmpty && sql == $0.step.statement.sql && !$0.step.isTyped } ?? false
            lines += caret(sql: sql, range: range, repeatLastLine: !sqlJustShown)
        }
        let verdictText: String
        switch outcome?.verdict {
        case .asMarked?: verdictText = style.green("✓ " + strings.label(strings.asExpected))
        case .unexpectedFailure?: verdictText = style.red("✗ " + strings.label(strings.shouldSucceed))
        case .wrongCode?:
            verdictText = style.red("✗ " + strings.expectedCode(outcome!.step.expect!.description) + ", " + strings.label(strings.failedOtherwise))
        default: verdictText = style.red("✗ ")
        }
        lines.append(verdictText + style.bold(codeLine(error.code)))
        lines += explanationLines(explanation)
        return lines
    }

    /// `SQLITE_CONSTRAINT_PRIMARYKEY (1555), an extended code of SQLITE_CONSTRAINT (19) — …`.
    public func codeLine(_ code: ResultCode) -> String {
        let meaning = explainer.text(for: code)?.meaning ?? ""
        if code.isPrimary { return "\(code) — \(meaning)" }
        return "\(code), \(strings.extendedOf(code.primary.description)) — \(meaning)"
    }

    public func explanationLines(_ e: ErrorExplanation) -> [String] {
        let prose = ProseRenderer(style: style, width: width)
        func line(_ label: String, _ text: String) -> String {
            prose.paragraph(text, label: strings.label(label), indent: "  ", hanging: "    ")
        }
        var lines = ["  " + strings.label(e.writtenBySqlab ? strings.sqlabSays : strings.sqliteSays) + e.message]
        if let suggestion = e.suggestion { lines.append("  " + style.yellow(strings.label(strings.didYouMean) + "\(suggestion)" + (strings.language == .zh ? "？" : "?"))) }
        // What the message means: the catalogue's text for it, or that sqlab does not know it.
        if e.text.meaning != explainer.text(for: e.code)?.meaning { lines.append(line(strings.meaning, e.text.meaning)) }
        // A diagnosis names this statement's mistake and its fix; the situation is the specific
        // cause, and the template's general causes would only repeat it.
        if let diagnosis = e.diagnosis {
            lines.append(line(strings.cause, diagnosis.mistake))
            lines.append(line(strings.fix, diagnosis.fix))
            return lines
        }
        if let situation = e.situation {
            lines.append(line(strings.cause, situation))
        } else if !e.text.cause.isEmpty {
            lines.append(line(strings.cause, e.text.cause))
        }
        if !e.text.fix.isEmpty {
            lines.append(line(strings.fix, e.text.fix))
        }
        return lines
    }

    /// The SQL line holding `range`, with a line of carets under those bytes (drawn with
    /// `marking`, red for a failure), placed by display width (two columns a Chinese
    /// character) with the line's tabs kept.
    func caret(sql: String, range: Range<Int>, repeatLastLine: Bool, marking: ((String) -> String)? = nil) -> [String] {
        let marking = marking ?? style.red
        let bytes = Array(sql.utf8)
        var lineStart = 0
        var lines: [String] = []
        var index = 0
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == 0x0A {
                if range.lowerBound >= lineStart && range.lowerBound <= index {
                    let line = String(decoding: bytes[lineStart..<index], as: UTF8.self)
                    let before = String(decoding: bytes[lineStart..<range.lowerBound], as: UTF8.self)
                    let end = min(range.upperBound, index)
                    let marked = String(decoding: bytes[range.lowerBound..<max(range.lowerBound, end)], as: UTF8.self)
                    if TextWidth.of(line) > width {
                        return lines + wrappedCaret(line: line, before: before, marked: marked, marking: marking)
                    }
                    if repeatLastLine || index < bytes.count { lines.append(style.dim(line)) }
                    lines.append(TextWidth.blanks(under: before)
                                 + marking(String(repeating: "^", count: max(1, TextWidth.of(marked)))))
                    return lines
                }
                lineStart = index + 1
            }
            index += 1
        }
        return lines
    }

    /// A SQL line wider than the terminal, wrapped as every line is (`LineWrapper`), with the
    /// carets under the marked text in the piece of it that holds the mark.
    func wrappedCaret(line: String, before: String, marked: String, marking: (String) -> String) -> [String] {
        let pieces = LineWrapper.wrap(line, width: width)
        let characters = Array(line)
        let target = before.count
        var position = 0
        var lines: [String] = []
        var placed = false
        for (k, piece) in pieces.enumerated() {
            lines.append(style.dim(piece))
            // Where this piece starts in the line: its text after the continuation indent.
            let indent = k == 0 ? 0 : piece.prefix(while: { $0 == " " }).count
            let text = Array(piece.dropFirst(indent))
            while position < characters.count, characters[position] == " ", k > 0, text.first != " " { position += 1 }
            let start = position
            position += text.count
            if !placed, target >= start, target < position || k == pieces.count - 1 {
                let lead = TextWidth.of(String(characters[start..<min(target, characters.count)]))
                let room = max(1, width - indent - lead)
                lines.append(String(repeating: " ", count: indent) + TextWidth.blanks(under: String(characters[start..<min(target, characters.count)]))
                             + marking(String(repeating: "^", count: min(room, max(1, TextWidth.of(marked))))))
                placed = true
            }
        }
        return lines
    }

    /// An exercise as `run` shows it: title, prompt, expected result, how to check it.
    public func exercise(_ exercise: Exercise, lesson: Lesson) -> String {
        let rule = "── \(strings.exercise) \(exercise.id) · \(strings.points(exercise.points)) "
        var lines = [style.bold(rule + String(repeating: "─", count: max(3, width - TextWidth.of(rule))))]
        for block in exercise.prompt { lines.append(prose(block)) }
        if let table = exercise.expected {
            lines.append(strings.expectedResult)
            lines.append(TableRenderer(maximumWidth: width).render(columns: table.columns, rows: table.rows,
                                                rightAligned: table.rows.map { $0.map { Double($0) != nil } }))
        }
        lines.append(style.dim("\(strings.checkAnswer) sqlab check \(lesson.id) \(exercise.id) --answer FILE"))
        if !exercise.hints.isEmpty {
            lines.append(style.dim("\(strings.hints(exercise.hints.count)) sqlab hint \(lesson.id) \(exercise.id)"))
        }
        return lines.joined(separator: "\n")
    }
}

/// What `RunPresenter.note` has drawn, kept between the copies of one presenter; and the
/// `N rows changed in T:` lines it has made (the same line follows thousands of steps, and
/// filling its catalogue template cost 4,400 instructions each time).
final class DrawnNotes {
    /// Advice text → the paragraph drawn.
    var text: [String: String] = [:]
    /// Count and table → `Strings.rowsChanged(_:in:)` (the language is the presenter's).
    private var rowsChangedIn: [RowsChangedKey: String] = [:]

    private struct RowsChangedKey: Hashable {
        let count: Int
        let table: String
    }

    /// `strings.rowsChanged(count, in: table)`, made once for each count and table.
    func rowsChanged(_ count: Int, in table: String, _ strings: Strings) -> String {
        let key = RowsChangedKey(count: count, table: table)
        if let line = rowsChangedIn[key] { return line }
        let line = strings.rowsChanged(count, in: table)
        // A bound on what is kept: a lesson of many tables or counts fills it no further.
        if rowsChangedIn.count < 256 { rowsChangedIn[key] = line }
        return line
    }
}
