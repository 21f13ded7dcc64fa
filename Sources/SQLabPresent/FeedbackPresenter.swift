import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine
/// Turns verdicts into text for the learner: what is wrong, most useful first, with tables of
/// missing and extra rows and, when the answer fails only on another dataset, that dataset
/// side by side with both results.
public struct FeedbackPresenter {
    public let style: Style
    public let explainer: Explainer
    public let width: Int
    /// Rows of missing/extra shown at most.
    public static let rowsShown = 3

    public init(style: Style, explainer: Explainer, width: Int = 80) {
        self.style = style
        self.explainer = explainer
        self.width = width
    }

    private var zh: Bool { explainer.language == .zh }

    /// The verdict, and when the answer failed, notes on mistakes seen in `answer`'s text (or
    /// the notes recorded with the verdict, `ExerciseVerdict.pitfalls`, when it has them).
    public func render(_ verdict: ExerciseVerdict, answer: String?) -> String {
        var text = verdictText(verdict)
        for note in FeedbackPresenter.notes(verdict, answer: answer) {
            text += "\n" + noteLines(note, answer: answer).joined(separator: "\n")
        }
        return text
    }

    /// The notes shown with `verdict`: the ones recorded with it, or those found in `answer`;
    /// a passed answer gets only the notes that say it passed by luck (`SELECT name age`).
    /// `check --format json` lists the same notes.
    public static func notes(_ verdict: ExerciseVerdict, answer: String?) -> [PitfallNote] {
        let found = verdict.pitfalls ?? answer.map({ Pitfall.notes(in: $0) }) ?? []
        return found.filter { verdict.feedback != nil || Pitfall.evenWhenPassed.contains($0.pitfall) }
    }

    /// One note, indented under the verdict: the answer's line that holds its token with carets
    /// under it (or, without the answer, where it is), then the advice.
    func noteLines(_ note: PitfallNote, answer: String?) -> [String] {
        var lines: [String] = []
        var advice = note.advice(explainer.language)
        if let range = note.range, let answer, range.upperBound <= answer.utf8.count {
            let caret = RunPresenter(style: style, explainer: explainer, width: max(20, width - 2))
                .caret(sql: answer, range: range, repeatLastLine: true, marking: style.yellow)
            lines += caret.map { "  " + $0 }
        } else if note.range != nil, note.line > 0 {
            advice = Catalogue.text(.noteAt, explainer.language, [note.line, note.column]) + advice
        }
        lines.append(ProseRenderer(style: style, width: width).paragraph(advice, indent: "  ", hanging: "  "))
        return lines
    }

    /// The verdict with the notes recorded with it (a stored verdict: `grade`'s reports).
    public func render(_ verdict: ExerciseVerdict) -> String { render(verdict, answer: nil) }

    /// The catalogue's text of `key` in the learner's language (`feedback.*`).
    private func say(_ key: TextKey, _ arguments: Any...) -> String { Catalogue.text(key, explainer.language, arguments) }

    func verdictText(_ verdict: ExerciseVerdict) -> String {
        // Chinese typography: a full-width colon and brackets (`练习 eighteen：通过（1/1）`).
        let header = say(.feedbackHeader, verdict.exercise)
        func score(_ score: Int) -> String { say(.feedbackScore, score, verdict.points) }
        guard let feedback = verdict.feedback else {
            return style.green("✓ " + header + say(.feedbackPassed)) + score(verdict.score)
        }
        var lines = [style.red("✗ " + header + say(.feedbackNotYet)) + score(0)]
        lines += body(feedback).map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    func body(_ f: Feedback) -> [String] {
        var lines: [String] = []
        let on = f.dataset.map { say(.feedbackOnDataset, FeedbackPresenter.dataset($0, in: explainer.language)) }
        /// The sentence of `plain`, or of `withOn` with the dataset put in as argument `onIndex`.
        func sentence(_ plain: TextKey, _ withOn: TextKey, _ arguments: [Any] = []) -> String {
            guard let on else { return Catalogue.text(plain, explainer.language, arguments) }
            return Catalogue.text(withOn, explainer.language, arguments + [on])
        }
        switch f.kind {
        case .noAnswer:
            lines.append(say(.feedbackNoAnswer))
        case .emptyAnswer:
            lines.append(say(.feedbackEmptyAnswer))
        case .timeout:
            lines.append(say(.feedbackTimeout))
        case .killed:
            lines.append(f.note.map { FeedbackPresenter.note($0, in: explainer.language) } ?? say(.feedbackKilled))
        case .error:
            if let failure = f.failure {
                let code = ResultCode(rawValue: failure.code)
                let place = failure.line.map { say(.feedbackAtLine, $0) } ?? ""
                lines.append(sentence(.feedbackStatementFailed, .feedbackStatementFailedOn, [failure.statement, place]))
                let error = SQLiteError(code: code, message: failure.message, sql: failure.sql, offset: failure.offset)
                let presenter = RunPresenter(style: style, explainer: explainer, width: width - 2)
                // The facts of the answer's database the explanation uses (a key's declared type).
                var schema = SchemaNames()
                schema.keyTypes = failure.keyTypes ?? [:]
                lines += presenter.failure(error, explainer.explain(error, schema: schema, suggestion: failure.suggestion), outcome: nil)
            } else {
                lines.append(f.note.map { FeedbackPresenter.note($0, in: explainer.language) } ?? say(.feedbackCouldNotRun))
            }
        case .notAQuery:
            lines.append(say(.feedbackNotAQuery))
        case .tooManyRows:
            lines.append(say(.feedbackTooManyRows))
        case .columnCount:
            lines.append(sentence(.feedbackColumnCount, .feedbackColumnCountOn))
            let expected = say(.feedbackExpectedColumns), yours = say(.feedbackYourColumns)
            let labelWidth = max(TextWidth.of(expected), TextWidth.of(yours)) + 1
            lines.append("  " + TextWidth.pad(expected, to: labelWidth) + "\(f.expectedColumns?.count ?? 0): " + (f.expectedColumns ?? []).joined(separator: ", "))
            lines.append("  " + TextWidth.pad(yours, to: labelWidth) + "\(f.actualColumns?.count ?? 0): " + (f.actualColumns ?? []).joined(separator: ", "))
        case .columnNames:
            lines.append(say(.feedbackColumnNames, (f.expectedColumns ?? []).joined(separator: ", "), (f.actualColumns ?? []).joined(separator: ", ")))
        case .rows:
            lines.append(sentence(.feedbackRowsWrong, .feedbackRowsWrongOn))
            if let note = f.note { lines.append(FeedbackPresenter.note(note, in: explainer.language)) }
            if f.duplicatesOnly == true { lines.append(say(.feedbackDuplicatesOnly)) }
            if f.rounding == true { lines.append(say(.feedbackRounding)) }
            lines += rowTable(say(.feedbackMissingRows), f.missingRows, f.expectedColumns)
            lines += rowTable(say(.feedbackExtraRows), f.extraRows, f.actualColumns)
        case .order:
            lines.append(sentence(.feedbackWrongOrder, .feedbackWrongOrderOn, [f.firstWrongPosition ?? 0]))
        case .tables:
            lines.append(sentence(.feedbackTablesWrong, .feedbackTablesWrongOn))
            if let counts = f.rowsChanged, counts.count == 2, counts[0] != counts[1] {
                lines.append("  " + say(.feedbackRowsChanged, counts[0], counts[1]))
            }
            for table in f.tables ?? [] {
                switch table.problem {
                case "missing-table": lines.append("  " + say(.feedbackMissingTable, table.table))
                case "extra-table": lines.append("  " + say(.feedbackExtraTable, table.table))
                case "columns": lines.append("  " + say(.feedbackTableLabel, table.table) + (explainer.language == .zh ? "" : " ") + FeedbackPresenter.tableDetail(table.detail ?? "", in: explainer.language))
                default:
                    lines.append("  " + say(.feedbackTableLabel, table.table))
                    for row in table.changedRows ?? [] {
                        let cells = row.cells.map { cell -> String in
                            say(.feedbackChangedCell, cell.column, cell.before.map { "\($0) → " } ?? "", cell.expected, cell.actual)
                        }.joined(separator: say(.feedbackCellSeparator))
                        lines.append("    " + row.key.joined(separator: ", ") + ": " + cells)
                    }
                    lines += rowTable(say(.feedbackMissingRows), table.missingRows, table.columns).map { "  " + $0 }
                    lines += rowTable(say(.feedbackExtraRows), table.extraRows, table.columns).map { "  " + $0 }
                }
            }
        }
        if let queries = f.queries, queries > 1 {
            // Under the first sentence: it explains the rows shown below it.
            lines.insert(say(.feedbackOnlyLastQuery, queries, f.lastQueryLine ?? 0), at: min(1, lines.count))
        }
        if f.onlyInReverseScanOrder == true {
            lines.append(say(f.kind == .rows || f.kind == .order ? .feedbackReverseStored : .feedbackReverseRead))
        }
        if let hint = zh ? (f.hintZh ?? f.hint) : f.hint, !hint.isEmpty {
            let clauses = (f.clauses ?? []).joined(separator: ", ")
            // The hint is Markdown (`code` spans), drawn as lesson prose is: coloured on a
            // terminal, in backticks as plain text. Lines get the body's two-space indent.
            let label = clauses.isEmpty ? say(.feedbackHintLabel) : say(.feedbackHintLabelClauses, clauses)
            lines += ProseRenderer(style: style, width: width - 2).paragraph(hint, label: label, hanging: "  ")
                .split(separator: "\n").map(String.init)
        }
        if let example = f.counterexample {
            lines.append(say(.feedbackCounterexample))
            for table in example.tables where !table.rows.isEmpty {
                lines.append("  " + say(.feedbackTableLabel, table.name))
                lines += indent(TableRenderer().render(columns: table.columns, rows: table.rows, rightAligned: FeedbackPresenter.numeric(table.rows)), "  ")
            }
            if example.tables.allSatisfy({ $0.rows.isEmpty }) { lines.append("  " + say(.feedbackEveryTableEmpty)) }
            if let expected = example.expected {
                lines += sideBySide(expected, example.actual)
            }
        }
        return lines
    }

    /// A dataset's description (`ExerciseChecker.describe`, the variant names of
    /// `VariantBuilder`, the features of `DatasetDescriber`: the catalogue's `dataset.*` texts
    /// in English) in `language`; a description it does not know stays as it is.
    static func dataset(_ dataset: String, in language: Language) -> String {
        guard language != .en else { return dataset }
        for key in [TextKey.datasetLessonData, .datasetGenerated, .datasetAnother] where dataset == Language.en.text(key) {
            return language.text(key)
        }
        if let p = Catalogue.match(.datasetWithFeatures, dataset) {
            let features = p[0].components(separatedBy: Language.en.text(.datasetFeatureSeparator))
            return language.text(.datasetWithFeatures, features.map { feature($0, in: language) }.joined(separator: language.text(.datasetFeatureSeparator)))
        }
        if let p = Catalogue.match(.datasetAtLine, dataset) { return language.text(.datasetAtLine, p[0]) }
        guard let p = Catalogue.match(.datasetVariant, dataset) else { return dataset }
        return language.text(.datasetVariant, variant(p[0], in: language))
    }

    /// The variants of the lesson's data `VariantBuilder` names, those without arguments first.
    static let variants: [TextKey] = [
        .variantReverseOrder, .variantShuffled, .variantKeyColumnsReversed, .variantDuplicated, .variantRealFraction,
        .variantWholeNumbersOneMore, .variantDateYearLater, .variantFirstRowLeftOut, .variantEveryOtherLeftOut,
        .variantKeysRenumbered, .variantTies, .variantTiesDescending, .variantFirstRowTextChanged, .variantEveryTextChanged,
        .variantCopiedToNextParent, .variantNullIn, .variantRowsWith, .variantEvery,
    ]

    /// One variant's name in `language`.
    static func variant(_ variant: String, in language: Language) -> String {
        for key in variants {
            if let arguments = Catalogue.match(key, variant) { return Catalogue.text(key, language, arguments) }
        }
        return variant
    }

    /// The features `DatasetDescriber` names, in the order they are tried.
    /// How a table's definition differs (`TableFeedback.detail`, in English) in `language`:
    /// its sentence and the words in it ("without a type", "none") translated; a detail of
    /// another form stays as it is.
    static func tableDetail(_ detail: String, in language: Language) -> String {
        guard language != .en else { return detail }
        let words: [String: String] = [Language.en.text(.tableWithoutType): language.text(.tableWithoutType),
                                       Language.en.text(.tableNoDefault): language.text(.tableNoDefault)]
        for key: TextKey in [.tableColumnsShouldBe, .tableColumnType, .tableShouldBeNotNull, .tableShouldNotBeNotNull,
                             .tableShouldBeInPrimaryKey, .tableShouldNotBeInPrimaryKey, .tableDefault] {
            if let arguments = Catalogue.match(key, detail) {
                return Catalogue.text(key, language, arguments.map { words[$0] ?? $0 })
            }
        }
        return detail
    }

    /// The notes the checker writes in English (`Feedback.note`), which are shown in the
    /// learner's language.
    static let notes: [TextKey] = [.feedbackColumnsReordered, .feedbackLabExercise, .feedbackReferenceBroken, .feedbackCouldNotOpen]

    /// A `Feedback.note` in `language`: one of `notes` translated, any other note (already in
    /// the learner's language, or a message quoted as it is) unchanged.
    static func note(_ note: String, in language: Language) -> String {
        guard language != .en else { return note }
        for key in notes {
            if let arguments = Catalogue.match(key, note) { return Catalogue.text(key, language, arguments) }
        }
        return note
    }

    static let features: [TextKey] = [.featureNoChild, .featureChildrenAllNull, .featureNullKey, .featureSameValue, .featureExactly, .featureBetween]

    /// One feature of `DatasetDescriber` ("a Class row with no Enrolment row") in `language`.
    static func feature(_ feature: String, in language: Language) -> String {
        for key in features {
            if let arguments = Catalogue.match(key, feature) { return Catalogue.text(key, language, arguments) }
        }
        return feature
    }

    /// Which cells are numbers (right-aligned, as `run` shows them).
    static func numeric(_ rows: [[String]]) -> [[Bool]] {
        rows.map { $0.map { Int64($0) != nil || (Double($0) != nil && $0.contains(".")) } }
    }

    private func rowTable(_ title: String, _ rows: [[String]]?, _ columns: [String]?) -> [String] {
        guard let rows, !rows.isEmpty else { return [] }
        var lines = [say(.feedbackRowTableTitle, title, rows.count)]
        // Rows are left out only when that saves more than two lines.
        let shown = rows.count <= FeedbackPresenter.rowsShown + 2 ? rows : Array(rows.prefix(FeedbackPresenter.rowsShown))
        let header = columns ?? Array(repeating: "", count: shown.first?.count ?? 0)
        lines += indent(TableRenderer().render(columns: header, rows: shown, rightAligned: FeedbackPresenter.numeric(shown)), "  ")
        if rows.count > shown.count { lines.append("  " + say(.feedbackMoreRows, rows.count - shown.count)) }
        return lines
    }

    /// The expected result and the learner's, side by side when both fit in `width` columns
    /// (with the body's indent), else one above the other.
    func sideBySide(_ expected: Counterexample.Table, _ actual: Counterexample.Table?) -> [String] {
        let left = [say(.feedbackExpectedSide)] + TableRenderer().render(columns: expected.columns, rows: expected.rows, rightAligned: FeedbackPresenter.numeric(expected.rows)).split(separator: "\n").map(String.init)
        let right = [say(.feedbackYoursSide)] + (actual.map { TableRenderer().render(columns: $0.columns, rows: $0.rows, rightAligned: FeedbackPresenter.numeric($0.rows)).split(separator: "\n").map(String.init) }
                                                     ?? [say(.feedbackAnError)])
        let leftWidth = left.map(TextWidth.of).max() ?? 0
        let rightWidth = right.map(TextWidth.of).max() ?? 0
        // The body's indent, this block's, the tables and the gap between them: wider than the
        // terminal, the two are stacked, Expected above Yours, so that no table line wraps.
        if 2 + 2 + leftWidth + 3 + rightWidth > width {
            return left.map { "  " + $0 } + [""] + right.map { "  " + $0 }
        }
        return (0..<max(left.count, right.count)).map { i in
            let l = i < left.count ? left[i] : ""
            let r = i < right.count ? right[i] : ""
            return "  " + TextWidth.pad(l, to: leftWidth) + "   " + r
        }
    }

    private func indent(_ text: String, _ prefix: String) -> [String] {
        text.split(separator: "\n").map { prefix + $0 }
    }
}
