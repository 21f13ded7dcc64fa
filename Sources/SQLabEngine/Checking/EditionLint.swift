import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons

/// The lint rules about editions: an English edition that a learner can type without a CJK
/// input method, and a Chinese edition whose exercises mean the same as the English ones.
extension Linter {
    /// The edition a lesson file belongs to: Chinese when it lies in a folder named `zh` (the
    /// course's layout, `lessons/zh/ID.md`), English otherwise.
    public static func edition(ofPath path: String) -> Language {
        ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent == "zh" ? .zh : .en
    }

    /// CJK characters in what an English-edition learner reads to answer an exercise and may have
    /// to type: each exercise's prompt, its reference solution and its hints. One diagnostic per
    /// source line, at the first such character (`file:line:column`, the column counted in
    /// characters). Data (steps, datasets, expected tables) may hold CJK text: it is shown, not
    /// typed.
    ///
    /// - Parameter source: the lesson file's lines; read from `lesson.path` when nil.
    public func typingProblems(in lesson: Lesson, source: [String]? = nil) -> [Diagnostic] {
        guard let lines = source ?? (try? String(contentsOfFile: lesson.path, encoding: .utf8)).map(Linter.sourceLines) else { return [] }
        let fences = Linter.fences(in: lines)
        var problems: [Diagnostic] = []
        for exercise in lesson.exercises {
            // The fence of the exercise block: the one that opens at or just before its location.
            guard let own = fences.last(where: { $0.start <= exercise.location.line - 1 && $0.end >= exercise.location.line - 1 })
                    ?? fences.first(where: { $0.start >= exercise.location.line - 1 }) else { continue }
            var regions: [(what: LocalizedText, lines: [Int])] = []
            regions.append((LocalizedText(.lintRegionPrompt, exercise.id), Linter.promptLines(before: own.start, lines: lines, fences: fences)))
            regions.append((LocalizedText(.lintRegionReference, exercise.id), Array((own.start + 1)..<min(own.end, lines.count))))
            regions.append((LocalizedText(.lintRegionHint, exercise.id), Linter.hintLines(after: own.end, lines: lines)))
            for (what, indices) in regions {
                for index in indices.sorted() {
                    let found = CJK.occurrences(in: lines[index])
                    guard let first = found.first else { continue }
                    var seen: [Unicode.Scalar] = []
                    for (_, scalar) in found where !seen.contains(scalar) { seen.append(scalar) }
                    let shown = seen.prefix(4).map { "'\(Character($0))' (U+\(String($0.value, radix: 16, uppercase: true)))" }
                        .joined(separator: ", ") + (seen.count > 4 ? ", …" : "")
                    problems.append(Diagnostic(at: SourceLocation(file: lesson.path, line: index + 1, column: first.column),
                                               .lintCJKInEnglish, what, shown))
                }
            }
        }
        return problems
    }

    /// A file's lines without their line ends, LF, CRLF or CR, as the lesson parser counts
    /// them. Split by Unicode scalars: to Swift's `Character`s `"\r\n"` is one character, not
    /// `"\n"`, so splitting a CRLF file's `String` at `"\n"` gave one line, and every rule on
    /// lines passed over it.
    static func sourceLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR { previousWasCR = false; continue }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }

    /// Fenced code blocks as 0-based line indexes of their opening and closing fence lines, and
    /// their info strings. An unclosed fence runs to the end of the file.
    static func fences(in lines: [String]) -> [(start: Int, end: Int, info: String)] {
        var found: [(Int, Int, String)] = []
        var open: (index: Int, marker: String, info: String)?
        for (i, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let marker = String(line.prefix(while: { $0 == "`" || $0 == "~" }))
            guard marker.count >= 3, Set(marker).count == 1 else { continue }
            if let o = open {
                if marker.first == o.marker.first, marker.count >= o.marker.count,
                   line.dropFirst(marker.count).trimmingCharacters(in: .whitespaces).isEmpty {
                    found.append((o.index, i, o.info))
                    open = nil
                }
            } else {
                open = (i, marker, line.dropFirst(marker.count).trimmingCharacters(in: .whitespaces))
            }
        }
        if let o = open { found.append((o.index, lines.count, o.info)) }
        return found
    }

    /// The prose lines of an exercise's prompt: going up from the exercise's fence, over blank
    /// lines and `sql dataset` blocks, until a heading, a table, a blockquote or another code
    /// block (the format's rule: the prompt is the prose after whatever stands before it).
    static func promptLines(before fence: Int, lines: [String], fences: [(start: Int, end: Int, info: String)]) -> [Int] {
        var result: [Int] = []
        var i = fence - 1
        while i >= 0 {
            if let block = fences.first(where: { $0.end == i }) {
                guard block.info.split(separator: " ").prefix(2).joined(separator: " ") == "sql dataset" else { break }
                i = block.start - 1
                continue
            }
            let line = lines[i].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#") || line.hasPrefix("|") || line.hasPrefix(">") { break }
            if !line.isEmpty { result.append(i) }
            i -= 1
        }
        return result
    }

    /// The blockquote lines after an exercise block (and its expected-result table): its hints.
    static func hintLines(after fence: Int, lines: [String]) -> [Int] {
        var i = fence + 1
        while i < lines.count, lines[i].trimmingCharacters(in: .whitespaces).isEmpty || lines[i].hasPrefix("|") { i += 1 }
        var result: [Int] = []
        while i < lines.count, lines[i].hasPrefix(">") {
            result.append(i)
            i += 1
        }
        return result
    }

    // MARK: - Editions that mean the same

    /// What a reference solution produces on one dataset, compared between editions: the two
    /// editions' data differ (English names and `F`/`M`, Chinese names and 女/男), so their SQL
    /// may differ in its literals, but each exercise must return as many rows of as many columns
    /// (or, for one that changes the database, leave as many rows in each table).
    struct Shape: Equatable, CustomStringConvertible {
        var readOnly: Bool
        var columns = 0
        var rows = 0
        var tables: [String: Int] = [:]
        var failure: String?

        var description: String {
            text.text(in: .en)
        }

        /// The shape as a catalogue text: `fails (CODE)`, `3 rows of 2 columns`, or each
        /// table's row count (`lint.shape-*`); empty for no table.
        var text: LocalizedText.Argument {
            if let failure { return .text(LocalizedText(.lintShapeFails, failure)) }
            if readOnly { return .text(LocalizedText(.lintShapeRows, rows, columns)) }
            let parts = tables.keys.sorted().map { LocalizedText(.lintShapeTable, $0, tables[$0]!) }
            guard var joined = parts.first else { return .plain("") }
            for part in parts.dropFirst() { joined = LocalizedText(.lintShapeTables, joined, part) }
            return .text(joined)
        }
    }

    /// Problems between a lesson and its Chinese edition: different exercises (ids, points,
    /// order, names, tolerance, number of datasets), and references that return results of
    /// another shape on the lesson's data or on a dataset.
    public func compareEditions(english: Lesson, chinese: Lesson) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let en = english.exercises, zh = chinese.exercises
        if en.map(\.id) != zh.map(\.id) {
            problems.append(Diagnostic(at: SourceLocation(file: chinese.path, line: 1), .lintExercisesDiffer,
                                       zh.map(\.id).joined(separator: ", "), english.path, en.map(\.id).joined(separator: ", ")))
            return problems
        }
        // Each edition's SQL charges that lesson's budget (`lint` reports one that runs out).
        let enSandbox = budgeted(for: english.path), zhSandbox = budgeted(for: chinese.path)
        let enStates = try? LessonStates(lesson: english, sandbox: enSandbox)
        let zhStates = try? LessonStates(lesson: chinese, sandbox: zhSandbox)
        let enRunner = ScriptRunner(sandbox: enSandbox), zhRunner = ScriptRunner(sandbox: zhSandbox)
        func spent() -> Bool { enSandbox.lessonBudget?.isSpent == true || zhSandbox.lessonBudget?.isSpent == true }
        for (e, z) in zip(en, zh) {
            let counterpart = "\(english.path):\(e.location.line)"
            if e.points != z.points || e.order != z.order || e.names != z.names || e.tolerance != z.tolerance || e.partial != z.partial {
                problems.append(Diagnostic(at: z.location, .lintAttributesDiffer, z.id, counterpart))
            }
            guard e.datasets.count == z.datasets.count else {
                problems.append(Diagnostic(at: z.location, .lintDatasetsDiffer, z.id, z.datasets.count, counterpart, e.datasets.count))
                continue
            }
            guard let enState = enStates?.state(before: e.id), let zhState = zhStates?.state(before: z.id) else { continue }
            for k in 0...e.datasets.count {
                let a = shape(of: e, dataset: k, state: enState, runner: enRunner)
                let b = shape(of: z, dataset: k, state: zhState, runner: zhRunner)
                if spent() { return problems }
                guard a != b else { continue }
                let whereText = k == 0 ? LocalizedText(.lintOnLessonData) : LocalizedText(.lintOnDataset, k)
                problems.append(Diagnostic(at: k == 0 ? z.location : z.datasets[k - 1].location,
                                           .lintShapesDiffer, z.id, b.text, whereText, counterpart, a.text))
                break
            }
        }
        return problems
    }

    /// The shape of an exercise's reference on the state before it, with dataset `k` applied
    /// first (0: the lesson's data alone).
    private func shape(of exercise: Exercise, dataset k: Int, state: LessonStates.State, runner: ScriptRunner) -> Shape {
        let reference = exercise.reference.map(\.sql).joined(separator: "\n")
        do {
            // The dataset is the lesson's SQL: it runs in the sandbox, as lint runs it.
            let db = try runner.sandbox.open()
            try state.database.copy(into: db.connection)
            if state.foreignKeys { try db.hostExecute("PRAGMA foreign_keys = ON") }
            if k > 0 { try db.execute(exercise.datasets[k - 1].sql) }
            let run = try runner.run(reference, on: db.connection, foreignKeys: state.foreignKeys, reverseScanOrder: false, budget: Budget(seconds: 10))
            if let (_, error) = run.failure { return Shape(readOnly: run.readOnly, failure: error.code.name ?? "\(error.code.rawValue)") }
            guard !run.readOnly else {
                return Shape(readOnly: true, columns: run.last?.columns.count ?? 0, rows: run.last?.rows.count ?? 0)
            }
            var tables: [String: Int] = [:]
            for row in try run.connection.rows("SELECT name FROM main.sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'") {
                guard case .text(let name) = row[0] else { continue }
                let count = try run.connection.scalar("SELECT count(*) FROM main.\"\(name.replacingOccurrences(of: "\"", with: "\"\""))\"")
                if case .integer(let n)? = count { tables[name] = Int(n) }
            }
            return Shape(readOnly: false, tables: tables)
        } catch {
            return Shape(readOnly: true, failure: "\(error)")
        }
    }
}
