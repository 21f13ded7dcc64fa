import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL

/// Reads lesson files (lesson format version 1) into `Lesson` values.
///
/// Collects every problem rather than stopping at the first, and names file, line and column
/// for each: a missing file, invalid UTF-8 or a NUL byte, an unclosed fence, an unknown block
/// kind or attribute, an unknown `expect=` code, a bad `-- params:` line, a bad or repeated
/// exercise id, a dataset with no exercise after it.
public enum LessonParser {
    /// The most points one exercise may be worth (`points=`): a million exercises of this many
    /// points still add up within 64 bits.
    public static let maximumPoints = 1_000_000
    /// The largest lesson file read, in bytes: 8 MiB, room for a generated dataset or benchmark
    /// (bench/gen-lesson.awk: 100,000 statements in 5.9 MB). Its prose (text outside fenced
    /// code) may be at most `MarkdownReader.maximumProseBytes`, 25 times the longest lesson of
    /// the course (20 KB), which bounds cmark-gfm's and the renderer's time and memory (a 2 MB
    /// prose-only lesson took `run` 4.7 s; 2 MB of emphasis, 575 MB).
    public static let maximumFileSize = 8 << 20
    /// The most SQL statements one lesson may hold, in all its `sql` blocks, for memory (each
    /// is kept with its text and place): bench/gen-lesson.awk's lesson holds 100,000. The
    /// lessons of the course and the tests hold at most 60.
    public static let maximumStatements = 200_000
    /// The most `sql` blocks one lesson may hold: each is a step that `run` and `lint` show
    /// and run on its own (22,000 one-line blocks in 512 KiB took `run` 8 s). The course's
    /// lessons hold at most 34, bench/gen-lesson.awk's 100.
    public static let maximumSQLBlocks = 2_000

    /// Reads and parses the lesson at `path`.
    ///
    /// - Throws: `LessonError` with every problem found (a missing or unreadable file is one
    ///   diagnostic at line 1).
    public static func parse(contentsOf path: String) throws -> Lesson {
        let data: Data
        // At most the cap plus one byte, and never blocked by a FIFO or a device. A lesson may
        // be a link (a course folder of links): it is followed once, to where it leads.
        var outcome = BoundedFile.read(path, cap: maximumFileSize)
        if outcome == .symbolicLink { outcome = BoundedFile.read(URL(fileURLWithPath: path).resolvingSymlinksInPath().path, cap: maximumFileSize) }
        let here = SourceLocation(file: path, line: 1)
        switch outcome {
        case .bytes(let bytes, _): data = bytes
        case .missing: throw LessonError([Diagnostic(at: here, .noLessonFile)])
        case .notRegular("a folder"): throw LessonError([Diagnostic(at: here, .lessonIsFolder)])
        case .notRegular(let what): throw LessonError([Diagnostic(at: here, .lessonNotRegular, BoundedFile.kindText(what))])
        case .tooLarge(let size): throw LessonError([Diagnostic(at: here, .lessonTooLarge, size, maximumFileSize)])
        case .symbolicLink: throw LessonError([Diagnostic(at: here, .lessonDeadLink)])
        case .unreadable(let reason): throw LessonError([Diagnostic(at: here, .lessonUnreadable, BoundedFile.reasonText(reason))])
        }
        return try parse(data: data, path: path)
    }

    /// Parses lesson text given as bytes; `path` names it in diagnostics and gives the id.
    public static func parse(data: Data, path: String) throws -> Lesson {
        if let problem = TextHygiene.check(data, file: path) { throw LessonError([problem]) }
        return try parse(text: String(decoding: data, as: UTF8.self), path: path)
    }

    /// Parses lesson text; `path` names it in diagnostics, and its file name gives the id.
    public static func parse(text: String, path: String) throws -> Lesson {
        var builder = Builder(path: path, lines: SourceLines(text))
        if isScript(path) {
            // A SQL script: the whole file is one `sql` block, its lines the file's own.
            builder.sqlFence(info: "sql", content: text, line: 0)
        } else {
            do {
                builder.build(try MarkdownReader.read(text))
            } catch let limit as MarkdownReader.LimitExceeded {
                throw LessonError([Diagnostic(at: SourceLocation(file: path, line: limit.line), limit.message)])
            }
        }
        let errors = builder.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw LessonError(builder.diagnostics.sorted { $0.location < $1.location }) }
        let id = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return Lesson(id: id, title: builder.title ?? id, path: path, blocks: builder.blocks)
    }

    /// Whether `path` names a SQL script rather than a Markdown lesson: its name ends in `.sql`
    /// (any case). A script is read as a lesson of one `sql` block holding the whole file, so
    /// `run` shows and runs each of its statements as a step and diagnostics keep its lines.
    public static func isScript(_ path: String) -> Bool {
        (path as NSString).pathExtension.lowercased() == "sql"
    }

    /// The ids allowed for exercises: `[a-z0-9-]+`.
    static func isValidExerciseID(_ id: String) -> Bool {
        !id.isEmpty && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}

/// Walks the Markdown blocks in order and applies the lesson format's rules.
private struct Builder {
    let path: String
    var blocks: [LessonBlock] = []
    var diagnostics: [Diagnostic] = []
    var title: String?
    var pendingDatasets: [Dataset] = []
    var exerciseIDs: Set<String> = []
    /// The index in `blocks` of the last exercise, while its table and hints may still follow.
    var openExercise: Int?
    /// Index in `blocks` where the prose that may become the next prompt starts.
    var promptStart = 0
    /// Statements in the `sql` blocks so far, against `LessonParser.maximumStatements`.
    var statementCount = 0
    /// `sql` blocks so far, against `LessonParser.maximumSQLBlocks`.
    var sqlBlockCount = 0

    let lines: SourceLines

    init(path: String, lines: SourceLines) {
        self.path = path
        self.lines = lines
    }

    func location(_ line: Int, _ column: Int = 1) -> SourceLocation {
        SourceLocation(file: path, line: max(line, 1), column: column)
    }

    /// An error at `line`: the catalogue's text of `key` (lesson diagnostics are shown in the
    /// reader's language, with the `FILE:LINE:COLUMN:` prefix as tools read it).
    mutating func error(_ line: Int, _ key: TextKey, _ arguments: Any..., column: Int = 1) {
        diagnostics.append(Diagnostic(at: location(line, column), LocalizedText(key, arguments: arguments)))
    }

    /// " (did you mean X?)" in the reader's language, or nothing without a suggestion.
    static func suggestion(_ closest: String?) -> LocalizedText.Argument {
        closest.map { .text(LocalizedText(.lessonDidYouMean, $0)) } ?? .plain("")
    }

    mutating func build(_ markdown: [MarkdownBlock]) {
        for block in markdown {
            switch block.kind {
            case .fence(let info, let content, let closed) where Builder.isLab(info):
                if !closed {
                    error(block.startLine, .lessonUnclosedLab)
                }
                openExercise = nil
                labFence(info: info, content: content, line: block.startLine)
            case .fence(let info, let content, let closed) where Builder.isSQL(info):
                if !closed {
                    error(block.startLine, .lessonUnclosedSQL)
                }
                openExercise = nil
                sqlFence(info: info, content: content, line: block.startLine)
            case .table:
                if let index = openExercise, case .exercise(let e) = blocks[index], e.expected == nil, e.hints.isEmpty {
                    blocks[index] = .exercise(e.with(expected: expectedTable(block)))
                } else {
                    openExercise = nil
                    appendProse(block)
                }
                promptStart = blocks.count
            case .quote(let paragraphs):
                let hints = paragraphs.compactMap(Builder.hintText)
                if let index = openExercise, case .exercise(let e) = blocks[index], !hints.isEmpty {
                    blocks[index] = .exercise(e.with(hints: e.hints + hints))
                    let rest = paragraphs.filter { Builder.hintText($0) == nil }
                    if !rest.isEmpty { blocks.append(.prose(.quote(rest.map { .paragraph($0) }), line: block.startLine)) }
                    promptStart = blocks.count
                } else {
                    openExercise = nil
                    appendProse(block)
                    if !hints.isEmpty { promptStart = blocks.count }
                }
            case .heading(let level):
                openExercise = nil
                if level == 1, title == nil, case .heading(_, let inlines) = block.prose {
                    title = Inline.plain(inlines).trimmingCharacters(in: .whitespaces)
                }
                appendProse(block)
                promptStart = blocks.count
            default:
                openExercise = nil
                appendProse(block)
            }
        }
        if let dataset = pendingDatasets.first {
            diagnostics.append(Diagnostic(at: dataset.location, .lessonDatasetAlone))
        }
    }

    mutating func appendProse(_ block: MarkdownBlock) {
        blocks.append(.prose(block.prose, line: block.startLine))
    }

    static func isSQL(_ info: String) -> Bool {
        info.split(separator: " ").first.map { $0.lowercased() == "sql" } ?? false
    }

    /// `c lab …`: C API calls for the lab (a plain `c` block is prose).
    static func isLab(_ info: String) -> Bool {
        let words = info.split(separator: " ").map { $0.lowercased() }
        return words.count >= 2 && words[0] == "c" && words[1] == "lab"
    }

    mutating func labFence(info: String, content: String, line: Int) {
        var words = info.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        words.removeFirst(2)  // "c lab"
        var isExercise = false
        if words.first == "exercise" { isExercise = true; words.removeFirst() }
        var attributes: [String: String] = [:]
        for word in words {
            guard let eq = word.firstIndex(of: "=") else {
                error(line, .lessonLabNotKeyValue, word)
                continue
            }
            let key = String(word[..<eq]), value = String(word[word.index(after: eq)...])
            if attributes[key] != nil { error(line, .lessonAttributeTwice, key) }
            attributes[key] = value
        }
        var lines: [LabLineSource] = []
        for (offset, text) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            lines.append(LabLineSource(text: String(text), location: location(line + 1 + offset)))
        }
        var expect: ResultCode?
        if let code = attributes["expect"] {
            expect = ResultCode(parsing: code)
            if expect == nil || expect == .SQLITE_OK || expect == .SQLITE_ROW || expect == .SQLITE_DONE {
                let bare = code.uppercased().hasPrefix("SQLITE_") ? String(code.uppercased().dropFirst(7)) : code.uppercased()
                let suggestion = DidYouMean.closest(to: bare, in: ResultCode.allNames.map { String($0.dropFirst(7)) }).map { "SQLITE_" + $0 }
                error(line, .lessonUnknownCode, code, Builder.suggestion(suggestion))
                expect = nil
            }
        }
        if isExercise {
            allow(attributes, ["id", "points", "expect"], line: line, kind: "exercise")
            var rest = attributes
            rest["expect"] = nil
            exercise(attributes: rest, statements: [], line: line, lab: lines)
            if let index = openExercise, case .exercise(var e) = blocks[index] {
                e.labExpect = expect
                blocks[index] = .exercise(e)
            }
            return
        }
        allow(attributes, ["expect"], line: line, kind: "c lab")
        if lines.isEmpty { diagnostics.append(Diagnostic(.warning, at: location(line), .lessonEmptyLab)) }
        blocks.append(.lab(LabBlock(expect: expect, lines: lines, location: location(line))))
        promptStart = blocks.count
    }

    static func hintText(_ paragraph: [Inline]) -> [Inline]? {
        guard case .text(let first)? = paragraph.first, first.hasPrefix("Hint:") else { return nil }
        var rest = paragraph
        let stripped = first.dropFirst("Hint:".count).drop(while: { $0 == " " })
        rest[0] = .text(String(stripped))
        if case .text("")? = rest.first { rest.removeFirst() }
        return rest
    }

    mutating func sqlFence(info: String, content: String, line: Int) {
        var words = info.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        words.removeFirst()  // "sql"
        var kind = "steps"
        if let first = words.first, !first.contains("=") {
            kind = first
            words.removeFirst()
        }
        var attributes: [String: String] = [:]
        for word in words {
            guard let eq = word.firstIndex(of: "=") else {
                error(line, .lessonNotKeyValue, word)
                continue
            }
            let key = String(word[..<eq]), value = String(word[word.index(after: eq)...])
            if attributes[key] != nil { error(line, .lessonAttributeTwice, key) }
            attributes[key] = value
        }
        let splitter = StatementSplitter(file: path, firstLine: line + 1)
        let (statements, problems) = splitter.split(content)
        diagnostics += problems
        sqlBlockCount += 1
        if sqlBlockCount == LessonParser.maximumSQLBlocks + 1 {
            error(line, .lessonTooManyBlocks, LessonParser.maximumSQLBlocks)
        }
        let before = statementCount
        statementCount += statements.count
        if before <= LessonParser.maximumStatements, statementCount > LessonParser.maximumStatements {
            let over = statements[LessonParser.maximumStatements - before]
            diagnostics.append(Diagnostic(at: over.location, .lessonTooManyStatements, LessonParser.maximumStatements))
        }
        // A statement SQLite would refuse in the sandbox (SQLITE_LIMIT_SQL_LENGTH) is a
        // problem of the lesson, found before anything runs or echoes megabytes of it.
        for statement in statements where statement.sql.utf8.count > Sandbox.sqlLengthLimit {
            diagnostics.append(Diagnostic(at: statement.location, .lessonStatementTooLong, statement.sql.utf8.count, Sandbox.sqlLengthLimit))
        }

        switch kind {
        case "steps", "setup":
            allow(attributes, ["expect"], line: line, kind: kind)
            var expect: ResultCode?
            if let code = attributes["expect"] {
                expect = ResultCode(parsing: code)
                if expect == nil || expect == .SQLITE_OK || expect == .SQLITE_ROW || expect == .SQLITE_DONE {
                    let bare = code.uppercased().hasPrefix("SQLITE_") ? String(code.uppercased().dropFirst(7)) : code.uppercased()
                    let suggestion = DidYouMean.closest(to: bare, in: ResultCode.allNames.map { String($0.dropFirst(7)) }).map { "SQLITE_" + $0 }
                    error(line, .lessonUnknownCode, code, Builder.suggestion(suggestion))
                }
            }
            if statements.isEmpty { diagnostics.append(Diagnostic(.warning, at: location(line), .lessonEmptySQL)) }
            blocks.append(.sql(SQLBlock(kind: kind == "setup" ? .setup : .steps, expect: expect,
                                        statements: statements, location: location(line))))
            promptStart = blocks.count
        case "dataset":
            allow(attributes, [], line: line, kind: kind)
            pendingDatasets.append(Dataset(sql: content, location: location(line)))
        case "exercise":
            exercise(attributes: attributes, statements: statements, line: line)
        default:
            let suggestion = DidYouMean.closest(to: kind, in: ["setup", "exercise", "dataset"])
            error(line, .lessonUnknownKind, kind, Builder.suggestion(suggestion.map { "'\($0)'" }))
        }
    }

    mutating func allow(_ attributes: [String: String], _ keys: Set<String>, line: Int, kind: String) {
        for key in attributes.keys.sorted() where !keys.contains(key) {
            error(line, .lessonUnknownAttribute, key, kind == "steps" ? "sql" : kind == "c lab" ? kind : "sql " + kind)
        }
    }

    mutating func exercise(attributes: [String: String], statements: [SQLStatementSource], line: Int, lab: [LabLineSource]? = nil) {
        allow(attributes, ["id", "points", "order", "names", "tolerance", "partial"], line: line, kind: "exercise")
        let id = attributes["id"] ?? ""
        if id.isEmpty {
            error(line, .lessonNeedsID)
        } else if !LessonParser.isValidExerciseID(id) {
            error(line, .lessonBadID, id)
        } else if exerciseIDs.contains(id) {
            error(line, .lessonIDTwice, id)
        }
        exerciseIDs.insert(id)
        var points = 1
        if let p = attributes["points"] {
            // Bounded, so that the points of a course or a class add up without overflowing.
            if let n = Int(p), (0...LessonParser.maximumPoints).contains(n) { points = n } else {
                error(line, .lessonBadPoints, p, LessonParser.maximumPoints)
            }
        }
        var order: Exercise.Order?
        if let o = attributes["order"] {
            order = Exercise.Order(rawValue: o)
            if order == nil { error(line, .lessonBadOrder, o) }
        }
        var names = Exercise.Names.any
        if let n = attributes["names"] {
            if let value = Exercise.Names(rawValue: n) { names = value } else { error(line, .lessonBadNames, n) }
        }
        var tolerance = 1e-9
        if let t = attributes["tolerance"] {
            if let value = Double(t), value >= 0, value.isFinite { tolerance = value } else { error(line, .lessonBadTolerance, t) }
        }
        if statements.isEmpty && (lab ?? []).isEmpty { error(line, .lessonNoReference, id) }
        for statement in statements where !statement.parameterSets.isEmpty {
            diagnostics.append(Diagnostic(at: statement.parameterSets[0].location, .lessonParamsInReference))
        }
        // The prompt: the prose blocks since the last heading, SQL block, table or hint quote.
        var prompt: [ProseBlock] = []
        var index = blocks.count
        while index > promptStart, case .prose(let p, _) = blocks[index - 1] {
            if case .table = p { break }
            if case .heading = p { break }
            prompt.insert(p, at: 0)
            index -= 1
        }
        blocks.removeSubrange(index...)
        var exercise = Exercise(id: id, points: points, order: order, names: names, tolerance: tolerance,
                                prompt: prompt, reference: statements, expected: nil, hints: [],
                                datasets: pendingDatasets, location: location(line))
        exercise.labReference = lab
        if let p = attributes["partial"] {
            if p == "true" || p == "false" { exercise.partial = p == "true" } else { error(line, .lessonBadPartial, p) }
        }
        if lab != nil, let dataset = pendingDatasets.first {
            diagnostics.append(Diagnostic(at: dataset.location, .lessonLabDataset))
        }
        pendingDatasets = []
        blocks.append(.exercise(exercise))
        openExercise = blocks.count - 1
        promptStart = blocks.count
    }

    /// Reads an expected-result table from its source lines: cells are source text, trimmed,
    /// with `\|` as a literal bar (no Markdown inside cells).
    func expectedTable(_ block: MarkdownBlock) -> ExpectedTable {
        let rowLines = (block.startLine...block.endLine).filter { $0 <= lines.count }.map { lines[$0][...] }
        let cells = rowLines.map(Builder.cells)
        let header = cells.first ?? []
        let rows = Array(cells.dropFirst(2))  // the second line is the delimiter row
        return ExpectedTable(columns: header, rows: rows, location: location(block.startLine))
    }
}

extension Builder {
    /// Splits one table row's source on bars that are not escaped; `\|` is a literal bar.
    static func cells(_ line: Substring) -> [String] {
        var cells: [String] = []
        var current = ""
        var chars = line.trimmingCharacters(in: .whitespaces)[...]
        if chars.first == "|" { chars = chars.dropFirst() }
        var escaped = false
        for c in chars {
            if escaped {
                current.append(c == "|" ? "|" : "\\")
                if c != "|" { current.append(c) }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if c == "|" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(c)
            }
        }
        if escaped { current.append("\\") }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty || !line.trimmingCharacters(in: .whitespaces).hasSuffix("|") { cells.append(last) }
        return cells
    }
}

extension Exercise {
    func with(expected: ExpectedTable? = nil, hints: [[Inline]]? = nil) -> Exercise {
        var copy = Exercise(id: id, points: points, order: order, names: names, tolerance: tolerance, prompt: prompt,
                            reference: reference, expected: expected ?? self.expected, hints: hints ?? self.hints,
                            datasets: datasets, location: location)
        copy.labReference = labReference
        copy.labExpect = labExpect
        copy.partial = partial
        return copy
    }
}
