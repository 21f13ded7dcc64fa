import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// Turns what a lab line did into text: the call as C with its decoded return value (the form
/// `--trace` prints calls in: `sqlite3_step(stmt) → 100 SQLITE_ROW`), then what changed, notes,
/// and for a failure SQLite's message with the code's explanation.
public struct LabPresenter {
    public let style: Style
    public let language: Language
    public let width: Int
    let run: RunPresenter

    public init(style: Style, language: Language, width: Int = 80) {
        self.style = style
        self.language = language
        self.width = width
        self.run = RunPresenter(style: style, explainer: Explainer(language: language), width: width)
    }

    var zh: Bool { language == .zh }

    /// The lines for one result. `location` (`FILE:LINE`) prefixes an error, compiler-style.
    public func lines(_ result: LabLineResult, location: String) -> [String] {
        switch result {
        case .call(let outcome): return lines(outcome, full: true)
        case .declared(let message): return [style.dim("  " + message.text(language))]
        case .info(let lines): return lines
        case .error(let column, let message):
            return [style.red("\(location):\(column): " + (zh ? "错误：" : "error: ")) + message.text(language)]
        }
    }

    /// The call and its return value on one line, as `--trace` writes calls.
    public func callLine(_ outcome: LabOutcome) -> String {
        let by = outcome.answeredBySqlab ? (zh ? "（sqlab 代答，未调用 SQLite）" : " (answered by sqlab; SQLite was not called)") : ""
        return outcome.call + " → " + LabPresenter.returned(outcome.returned) + by
    }

    /// A return value as C would print it: `0 SQLITE_OK`, `18`, `"Dong"`, `NULL`, `x'89504E47'`.
    public static func returned(_ value: LabReturn) -> String {
        switch value {
        case .code(let code), .codeValue(let code): return "\(code.rawValue) \(code.name ?? "")"
        case .datatype(let n):
            let names: [Int32: String] = [1: "SQLITE_INTEGER", 2: "SQLITE_FLOAT", 3: "SQLITE_TEXT", 4: "SQLITE_BLOB", 5: "SQLITE_NULL"]
            return "\(n) \(names[n] ?? "")"
        case .integer(let n): return String(n)
        // A C double: minus zero is -0.0 (SQLite's text conversion would write 0.0).
        case .double(let d): return d == 0 && d.sign == .minus ? "-0.0" : Value.formatReal(d)
        case .text(let bytes): return bytes.map(LabLine.cString) ?? "NULL"
        case .blob(let bytes): return bytes.map { LabLine.blobLiteral($0) + " (\($0.count) byte\($0.count == 1 ? "" : "s"))" } ?? "NULL"
        case .void: return "(void)"
        }
    }

    /// - Parameter full: with the code's cause and fix (the first time a code appears), or only
    ///   its meaning and SQLite's message.
    public func lines(_ outcome: LabOutcome, full: Bool) -> [String] {
        var lines: [String] = []
        let line = callLine(outcome)
        lines.append(outcome.failed ? style.red(style.bold(line)) : style.bold(line))
        if let row = outcome.row, !row.columns.isEmpty {
            lines += TableRenderer().render(columns: row.columns, values: [row.values]).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        for effect in outcome.effects { lines.append(style.dim("  " + effect.text(language))) }
        for note in outcome.notes {
            // Not Markdown: notes hold C such as `sqlite3_stmt *stmt`, whose stars are not emphasis.
            lines.append("  " + style.yellow(zh ? "注意：" : "Note: ") + note.text(language))
        }
        if let explanation = outcome.explanation {
            lines.append("  " + run.codeLine(explanation.code))
            lines += full ? run.explanationLines(explanation) : ["  \(explanation.writtenBySqlab ? run.strings.sqlabSays : run.strings.sqliteSays)\(zh ? "：" : ": ")\(explanation.message)"]
        }
        if let open = outcome.openHandles {
            lines.append(style.dim("  " + (open.isEmpty ? LabMessage.noHandles : .openHandles(open)).text(language)))
        }
        return lines
    }

    /// A lab exercise's verdict, as `check` prints verdicts: passed, or why not and what the
    /// answer's calls returned.
    public func render(_ verdict: LabExerciseVerdict, points: Int) -> String {
        let header = (zh ? "练习 " : "Exercise ") + verdict.exercise + (zh ? "：" : ": ")
        // `（0/1）` in Chinese, as FeedbackPresenter writes an SQL exercise's score.
        func score(_ score: Int) -> String { zh ? "（\(score)/\(points)）" : " (\(score)/\(points))" }
        if verdict.passed {
            return style.green("✓ " + header + (zh ? "通过" : "passed")) + score(points)
        }
        var lines = [style.red("✗ " + header + (zh ? "未通过" : "not yet")) + score(0)]
        lines += verdict.reasons.map { "  " + $0.text(language) }
        if !verdict.transcript.isEmpty {
            lines.append(zh ? "  你的调用：" : "  Your calls:")
            lines += verdict.transcript.filter { !$0.hasPrefix("    ") && !$0.hasPrefix("  Cause") && !$0.hasPrefix("  Fix") && !$0.hasPrefix("  常见原因") && !$0.hasPrefix("  怎么改") }.map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
