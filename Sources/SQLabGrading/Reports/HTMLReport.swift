import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent
/// `report.html`: one self-contained page for the instructor (no script, no external resource):
/// a histogram of total scores (inline SVG), the pass rate of each exercise (CSS bars), the most
/// common wrong results of each exercise (failures grouped by feedback kind and what differs),
/// and a table of students, each linking to their feedback file, in the grade run's language
/// (the catalogue's `report.…` texts). Everything from the submissions is escaped.
struct HTMLReport {
    let book: GradeBook
    let writer: ReportWriter

    /// Wrong results shown per exercise.
    static let mistakesShown = 5

    /// The report's language: the grade run's (`--lang`).
    var language: Language { writer.explainer.language }

    func say(_ key: TextKey, _ arguments: Any...) -> String { Catalogue.text(key, language, arguments) }

    func render() -> String {
        let students = book.students
        let passedAll = students.filter(\.passedAll).count
        var html = """
            <!DOCTYPE html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Escape.html(say(.reportTitle, book.title)))</title>
            <style>
            body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2em auto; max-width: 72em; padding: 0 1.5em; color: #1d232b; background: #fff; }
            h1 { font-size: 1.6em; margin-bottom: .2em; } h2 { font-size: 1.2em; margin-top: 2em; border-bottom: 1px solid #d5dbe3; padding-bottom: .3em; }
            .summary { color: #4a5563; }
            .bars { display: grid; grid-template-columns: max-content 1fr max-content; gap: .35em .8em; align-items: center; }
            .track { background: #e8edf3; border-radius: 3px; height: 1.1em; }
            .fill { background: #2f7d4f; height: 100%; border-radius: 3px; }
            table { border-collapse: collapse; margin-top: .5em; }
            th, td { border: 1px solid #d5dbe3; padding: .3em .6em; text-align: left; vertical-align: top; }
            th { background: #f3f6f9; }
            td.pass { color: #2f7d4f; text-align: center; } td.fail { color: #b3261e; text-align: center; }
            td.num { text-align: right; font-variant-numeric: tabular-nums; }
            .mistakes td:first-child { text-align: right; font-variant-numeric: tabular-nums; }
            .notes { color: #6b5300; font-size: .9em; }
            code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: .92em; white-space: pre-wrap; }
            svg text { font: 12px system-ui, sans-serif; fill: #1d232b; }
            </style>
            </head>
            <body>
            <h1>\(Escape.html(book.title))</h1>
            <p class="summary">\(summary(passedAll: passedAll))</p>

            """
        html += "<h2>\(Escape.html(say(.reportTotalScores)))</h2>\n" + histogram() + "\n"
        html += "<h2>\(Escape.html(say(.reportPassRates)))</h2>\n" + passRates() + "\n"
        html += "<h2>\(Escape.html(say(.reportMistakes)))</h2>\n" + mistakes() + "\n"
        html += "<h2>\(Escape.html(say(.reportStudents)))</h2>\n" + table() + "\n"
        html += "</body>\n</html>\n"
        return html
    }

    /// The line under the title: the lesson (as code), how many students, exercises and points,
    /// and how many passed every exercise.
    func summary(passedAll: Int) -> String {
        // The lesson's id is marked as code after escaping, so that no id can close the tag.
        let marker = "\u{1}"
        let text = Escape.html(say(.reportSummary, marker, book.students.count, book.exercises.count, book.maximum, passedAll))
        return text.replacingOccurrences(of: marker, with: "<code>" + Escape.html(book.lessonID) + "</code>")
    }

    /// An SVG bar per total score (or per range of scores when there are many), with counts.
    func histogram() -> String {
        let maximum = book.maximum
        let binCount = min(maximum + 1, 21)
        func bin(_ score: Int) -> Int { maximum + 1 <= 21 ? score : min(binCount - 1, score * binCount / (maximum + 1)) }
        var counts = [Int](repeating: 0, count: binCount)
        for student in book.students { counts[bin(max(0, min(student.score, maximum)))] += 1 }
        let width = 640, height = 230, left = 36, bottom = 30, top = 30
        let plotHeight = height - bottom - top
        let barWidth = (width - left - 10) / binCount
        let highest = max(1, counts.max() ?? 1)
        var svg = "<svg width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(Escape.html(say(.reportHistogram)))\">\n"
        svg += "<line x1=\"\(left)\" y1=\"\(height - bottom)\" x2=\"\(width - 8)\" y2=\"\(height - bottom)\" stroke=\"#8a96a3\"/>\n"
        for (index, count) in counts.enumerated() {
            let barHeight = count * plotHeight / highest
            let x = left + index * barWidth + 2
            let y = height - bottom - barHeight
            let low = maximum + 1 <= 21 ? index : index * (maximum + 1) / binCount
            let high = maximum + 1 <= 21 ? index : (index + 1) * (maximum + 1) / binCount - 1
            let label = low == high ? "\(low)" : "\(low)–\(high)"
            svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(barWidth - 4)\" height=\"\(barHeight)\" fill=\"#3b6ea8\"><title>\(Escape.html(say(.reportBar, label, label == "1" ? 1 : 2, count)))</title></rect>\n"
            if count > 0 { svg += "<text x=\"\(x + (barWidth - 4) / 2)\" y=\"\(y - 3)\" text-anchor=\"middle\">\(count)</text>\n" }
            svg += "<text x=\"\(x + (barWidth - 4) / 2)\" y=\"\(height - bottom + 16)\" text-anchor=\"middle\">\(label)</text>\n"
        }
        svg += "<text x=\"4\" y=\"12\">\(Escape.html(say(.reportAxisStudents)))</text>\n"
        svg += "<text x=\"\(width - 8)\" y=\"\(height - 2)\" text-anchor=\"end\">\(Escape.html(say(.reportAxisPoints)))</text>\n"
        return svg + "</svg>"
    }

    func passRates() -> String {
        var html = "<div class=\"bars\">\n"
        for (index, exercise) in book.exercises.enumerated() {
            let passed = book.students.filter { index < $0.verdicts.count && $0.verdicts[index].passed }.count
            let total = book.students.count
            let percent = total == 0 ? 0 : passed * 100 / total
            html += "<code>\(Escape.html(exercise.id))</code><div class=\"track\" title=\"\(Escape.html(say(.reportPassedOf, passed, total)))\"><div class=\"fill\" style=\"width: \(percent)%\"></div></div><span>\(passed)/\(total) (\(percent)%)</span>\n"
        }
        return html + "</div>"
    }

    func mistakes() -> String {
        var html = ""
        for (index, exercise) in book.exercises.enumerated() {
            var groups: [String: Int] = [:]
            for student in book.students where index < student.verdicts.count {
                guard let feedback = student.verdicts[index].feedback else { continue }
                // A hand-in file that could not be read is one kind of result, not a wrong
                // result of its own per file name.
                groups[student.failedOnHandInNote(student.verdicts[index]) ? say(.reportHandInUnread) : ReportWriter.mistake(feedback, language: language), default: 0] += 1
            }
            let top = groups.sorted { $0.value != $1.value ? $0.value > $1.value : StudentOrder.precedes($0.key, $1.key) }
                .prefix(HTMLReport.mistakesShown)
            html += "<h3><code>\(Escape.html(exercise.id))</code></h3>\n"
            if top.isEmpty { html += "<p>\(Escape.html(say(.reportNoMistakes)))</p>\n"; continue }
            html += "<table class=\"mistakes\"><tr><th>\(Escape.html(say(.reportCount)))</th><th>\(Escape.html(say(.reportWrongResult)))</th></tr>\n"
            for (mistake, count) in top {
                html += "<tr><td>\(count)</td><td><code>\(Escape.html(mistake))</code></td></tr>\n"
            }
            html += "</table>\n"
        }
        return html
    }

    func table() -> String {
        var html = "<table class=\"students\">\n<tr><th>\(Escape.html(say(.reportStudent)))</th>"
        html += book.exercises.map { "<th><code>\(Escape.html($0.id))</code></th>" }.joined()
        html += "<th>\(Escape.html(say(.reportTotal)))</th><th>\(Escape.html(say(.reportNotes)))</th></tr>\n"
        for student in book.students {
            let link = "feedback/" + Escape.urlSegment(ReportWriter.fileName(for: student.name) + ".txt")
            html += "<tr><td><a href=\"\(Escape.html(link))\">\(Escape.html(student.name))</a></td>"
            for verdict in student.verdicts {
                if let feedback = verdict.feedback {
                    html += "<td class=\"fail\" title=\"\(Escape.html(feedback.kind.rawValue))\">✗ 0/\(verdict.points)</td>"
                } else {
                    html += "<td class=\"pass\">✓ \(verdict.score)/\(verdict.points)</td>"
                }
            }
            html += "<td class=\"num\">\(student.score)/\(book.maximum)</td>"
            html += "<td class=\"notes\">\(student.notes.map(Escape.html).joined(separator: "<br>"))</td></tr>\n"
        }
        return html + "</table>"
    }
}
