import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL

/// What SQLite can say about the database a statement ran on, for the notes that need more than
/// the statement's text: declared column types (`PRAGMA table_info`), whether foreign keys are
/// enforced (`PRAGMA foreign_keys`), and the answers of small read-only queries.
public protocol PitfallContext {
    /// The declared type of `table.column` as `PRAGMA table_info` gives it ("" for none); nil when
    /// there is no such column.
    func declaredType(table: String, column: String) -> String?
    /// The tables of the statement's database that have a column called `column`.
    func tables(havingColumn column: String) -> [String]
    /// The single value a read-only query returns, or nil when it fails.
    func value(_ sql: String) -> Value?
    /// A fact that depends on the schema alone, computed by `fact` (with this context's
    /// queries; nil when a query had no answer), which a context may remember by `key` until a
    /// statement may have changed the schema (`run` asks about a table after every DELETE).
    /// Only answers are remembered, never a nil.
    func schemaFact(_ key: String, _ fact: () -> Bool?) -> Bool?
}

extension PitfallContext {
    public func schemaFact(_ key: String, _ fact: () -> Bool?) -> Bool? { fact() }
}

/// Statements that succeed but are very likely not what a beginner meant. Each comes with a
/// sentence in the learner's language; `run` and the REPL show them under the step, `check` and
/// `watch` with the feedback.
///
/// Each is decided from what SQLite says where it can: the declared types of the columns
/// compared (affinity, <https://sqlite.org/datatype3.html#type_affinity>), whether the column
/// holds NULLs, what date() makes of the text, whether foreign keys are on, the rowids left after
/// a DELETE. Without a context (an answer checked elsewhere) only the notes the tokens show are given.
public enum Pitfall: String, Codable, Sendable, CaseIterable {
    case comparisonWithNull = "comparison-with-null"
    case changeWithoutWhere = "change-without-where"
    case notEqualDropsNull = "not-equal-drops-null"
    case integerDivision = "integer-division"
    case limitWithoutOrderBy = "limit-without-order-by"
    case bareColumnWithAggregate = "bare-column-with-aggregate"
    case textComparedWithNumber = "text-compared-with-number"
    case numberComparedWithText = "number-compared-with-text"
    case likeNonASCII = "like-non-ascii"
    case dateNotISO = "date-not-iso-8601"
    case foreignKeysOff = "foreign-keys-off"
    case unquotedDefault = "unquoted-default"
    case rowidReuse = "rowid-reuse"
    case plusJoinsText = "plus-joins-text"
    case autoIncrementInTypeName = "auto-increment-in-type-name"
    case offsetPastTheEnd = "offset-past-the-end"
    case unboundParameter = "unbound-parameter"
    case andInSet = "and-in-set"
    case aliasWithoutComma = "alias-without-comma"
    case conditionWithoutColumn = "condition-without-column"
    case unquotedDate = "unquoted-date"
    case unknownTypeName = "unknown-type-name"
    case ifNotExistsKept = "if-not-exists-kept"
    case divisionByZero = "division-by-zero"
    case orphanRowAccepted = "orphan-row-accepted"
    case betweenReversed = "between-reversed"
    case castToNumeric = "cast-to-numeric"
    case subqueryRows = "subquery-several-rows"
    case dateComparedWithNumber = "date-compared-with-number"
    case joinWithoutOn = "join-without-on"
    case naturalJoinNothingShared = "natural-join-nothing-shared"
    case replaceDropsColumns = "replace-drops-columns"
    case columnNotGrouped = "column-not-grouped"
    case likeWithGlobWildcards = "like-with-glob-wildcards"
    case notInWithNull = "not-in-with-null"
    case unpaddedDate = "unpadded-date"
    case substrFromZero = "substr-from-zero"
    case textCaseDiffers = "text-case-differs"
    case orderByText = "order-by-text"
    case columnNameInQuotes = "column-name-in-quotes"
    case limitWithComma = "limit-with-comma"
    case numbersStoredAsText = "numbers-stored-as-text"
    case typeSwallowsColumn = "type-swallows-column"
    case crossJoinWithoutCondition = "cross-join-without-condition"
    case outerJoinUndone = "outer-join-undone"
    case likeWithoutWildcard = "like-without-wildcard"
    case andOrWithoutParentheses = "and-or-without-parentheses"
    case unintendedCorrelation = "unintended-correlation"

    /// The notes `check` and `watch` show even for an answer that passed: it passed by luck
    /// (`SELECT name age` gives one column headed age, which an exercise accepting any header
    /// takes for the age).
    public static let evenWhenPassed: Set<Pitfall> = [.aliasWithoutComma]

    static let aggregates: Set<String> = ["COUNT", "SUM", "AVG", "MIN", "MAX", "TOTAL", "GROUP_CONCAT"]
    static let dateFunctions: Set<String> = ["DATE", "TIME", "DATETIME", "JULIANDAY", "STRFTIME", "UNIXEPOCH"]

    /// The pitfalls in `sql` (one or more statements), in a fixed order, once each.
    ///
    /// - Parameters:
    ///   - context: the database the statement ran on; nil to read the text alone.
    ///   - deleted: the largest rowid removed from each table so far on this connection (the
    ///     pre-update hook's deletes), for an INSERT that reuses one.
    ///   - rows: for a query that ran, how many rows it returned.
    ///   - parametersBound: true when values were bound to the statement's parameters (a lesson's
    ///     params line); a `?` left unbound is NULL.
    public static func find(in sql: String, context: PitfallContext? = nil, deleted: [String: Int64] = [:], rows: Int? = nil,
                            parametersBound: Bool = false) -> [Pitfall] {
        notes(in: sql, context: context, deleted: deleted, rows: rows, parametersBound: parametersBound).map(\.pitfall)
    }

    /// The pitfalls in `sql`, as `find` gives them, each with the place in `sql` of the token
    /// that causes it (its first occurrence), for the caret under it.
    ///
    /// - Parameters: as `find`'s.
    /// - Returns: one note per pitfall, in `allCases` order.
    public static func notes(in sql: String, context: PitfallContext? = nil, deleted: [String: Int64] = [:], rows: Int? = nil,
                             parametersBound: Bool = false) -> [PitfallNote] {
        notes(in: sql, context: context, deleted: deleted, rows: rows, parametersBound: parametersBound, gated: true)
    }

    /// `notes`, with `gated` false running every check on every statement (the full path,
    /// which `PitfallTriggerTests` holds the gated one to); with `gated` true a statement's
    /// checks whose triggers it lacks are skipped (`PitfallTriggers`).
    static func notes(in sql: String, context: PitfallContext?, deleted: [String: Int64], rows: Int?,
                      parametersBound: Bool, gated: Bool) -> [PitfallNote] {
        // An INSERT is read only with a database to ask (a row it reused, a parent it lacks).
        guard mayHavePitfall(sql) || (context != nil && (mentions(sql, "insert") || mentions(sql, "replace"))) else { return [] }
        let context = context.map { Budgeted($0) as PitfallContext }
        // Each pitfall once, at its first place; one naming words (a type name) once for each.
        var found: [Pitfall: [(range: Range<Int>, details: [String])]] = [:]
        func add(_ p: Pitfall, _ at: Place) {
            if !(found[p] ?? []).contains(where: { $0.details == at.details }) { found[p, default: []].append((at.range, at.details)) }
        }
        let statements = statements(Tokenizer.significantTokens(sql))
        if rows == 0, let last = statements.last,
           let i = last.lastIndex(where: { $0.keyword == "OFFSET" }), i + 1 < last.count, last[i + 1].kind == .integer, last[i + 1].text != "0" {
            add(.offsetPastTheEnd, Place(last[i + 1]))
        }
        for (index, statement) in statements.enumerated() {
            // (By position: comparing the token lists, as `== statements.last` did, read every
            // token again; two statements' tokens never have the same byte ranges.)
            let gate = gated ? PitfallTriggers(statement) : .all
            check(statement, context: context, rows: index == statements.count - 1 ? rows : nil, gate: gate, add: add)
            if !parametersBound, gate.contains(.variable), let variable = statement.first(where: { $0.kind == .variable }) { add(.unboundParameter, Place(variable)) }
        }
        if let context, !deleted.isEmpty {
            // An INSERT that let SQLite number the row (its column list leaves the INTEGER PRIMARY
            // KEY out) and got an id a deleted row had: the ids of removed rows came back.
            for statement in statements where statement.first?.keyword == "INSERT" {
                guard let into = statement.firstIndex(where: { $0.keyword == "INTO" }), into + 2 < statement.count,
                      let table = statement[into + 1].name, statement[into + 2].text == "(",
                      let removed = deleted.first(where: { $0.key.lowercased() == table.lowercased() })?.value,
                      hasReusableRowid(table, context: context),
                      case .text(let key)? = context.value("SELECT name FROM pragma_table_info('\(table.replacingOccurrences(of: "'", with: "''"))') WHERE pk = 1")
                else { continue }
                var names: [String] = []
                for t in statement[(into + 3)...] { if t.text == ")" { break }; if let n = t.name { names.append(n.lowercased()) } }
                if !names.contains(key.lowercased()), let max = context.value("SELECT max(rowid) FROM \(quoted(table))")?.intValue, max <= removed {
                    add(.rowidReuse, Place(statement[into + 1]))
                }
            }
        }
        if found.isEmpty { return [] }
        return allCases.flatMap { p in (found[p] ?? []).map { PitfallNote(p, range: $0.range, in: sql, details: $0.details) } }
    }

    /// True when the UTF-8 bytes of `sql` hold a character or word (in any ASCII case) that some
    /// pitfall needs, so that most statements (`run` asks about every step) are not tokenized.
    static func mayHavePitfall(_ sql: String) -> Bool {
        var sql = sql
        return sql.withUTF8 { bytes in
            let n = bytes.count
            var quote = false, equals = false
            var i = 0
            while i < n {
                let b = bytes[i]
                switch b {
                case UInt8(ascii: "/"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "+"),
                     UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "$"): return true
                case UInt8(ascii: "'"): quote = true
                case UInt8(ascii: "="): equals = true
                default:
                    switch b | 0x20 {
                    case UInt8(ascii: "n"): if matches(bytes, i, "null") { return true }
                    case UInt8(ascii: "u"): if matches(bytes, i, "update") || matches(bytes, i, "unixepoch") { return true }
                    case UInt8(ascii: "d"): if matches(bytes, i, "delete") || matches(bytes, i, "default") || matches(bytes, i, "date") { return true }
                    case UInt8(ascii: "l"): if matches(bytes, i, "limit") || matches(bytes, i, "like") { return true }
                    case UInt8(ascii: "o"): if matches(bytes, i, "offset") { return true }
                    case UInt8(ascii: "r"): if matches(bytes, i, "references") || matches(bytes, i, "replace") { return true }
                    case UInt8(ascii: "f"): if matches(bytes, i, "foreign") { return true }
                    case UInt8(ascii: "a"): if matches(bytes, i, "auto_increment") || matches(bytes, i, "avg") { return true }
                    case UInt8(ascii: "t"): if matches(bytes, i, "time") || matches(bytes, i, "total") { return true }
                    case UInt8(ascii: "j"): if matches(bytes, i, "julianday") { return true }
                    case UInt8(ascii: "s"): if matches(bytes, i, "strftime") || matches(bytes, i, "sum") || matches(bytes, i, "select") { return true }
                    case UInt8(ascii: "c"): if matches(bytes, i, "count") || matches(bytes, i, "create") { return true }
                    case UInt8(ascii: "m"): if matches(bytes, i, "min") || matches(bytes, i, "max") { return true }
                    case UInt8(ascii: "g"): if matches(bytes, i, "group_concat") { return true }
                    default: break
                    }
                }
                i += 1
            }
            return quote && equals
        }
    }

    /// True when `sql` holds `word` (lower case ASCII) in any ASCII case.
    static func mentions(_ sql: String, _ word: StaticString) -> Bool {
        var sql = sql
        return sql.withUTF8 { bytes in (0..<bytes.count).contains { matches(bytes, $0, word) } }
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        let start = word.utf8Start
        for k in 0..<count {
            let c = bytes[at + k]
            if ((c >= 0x41 && c <= 0x5A) ? c | 0x20 : c) != start[k] { return false }
        }
        return true
    }

    /// At most `limit` queries for one statement, each answer remembered: a statement with
    /// thousands of comparisons costs no more than one with a few.
    final class Budgeted: PitfallContext {
        static let limit = 16
        let base: PitfallContext
        var asked = 0
        var answers: [String: Value?] = [:]
        init(_ base: PitfallContext) { self.base = base }
        func declaredType(table: String, column: String) -> String? { base.declaredType(table: table, column: column) }
        func tables(havingColumn column: String) -> [String] { base.tables(havingColumn: column) }
        func value(_ sql: String) -> Value? {
            if let known = answers[sql] { return known }
            guard asked < Budgeted.limit else { return nil }
            asked += 1
            let answer = base.value(sql)
            answers[sql] = answer
            return answer
        }
        func schemaFact(_ key: String, _ fact: () -> Bool?) -> Bool? { base.schemaFact(key, fact) }
    }

    /// The tokens split at each `;`, empty statements left out.
    static func statements(_ tokens: [Token]) -> [[Token]] {
        var result: [[Token]] = []
        var start = 0
        for (k, t) in tokens.enumerated() where t.text == ";" {
            if k > start { result.append(Array(tokens[start..<k])) }
            start = k + 1
        }
        if tokens.count > start { result.append(Array(tokens[start...])) }
        return result
    }

    static func quoted(_ name: String) -> String {
        // Foundation's `replacingOccurrences` only when there is a quote to double: it was 2.5% of
        // `run`'s samples, asked for every INSERT and UPDATE's table (`checkOrphans`).
        name.utf8.contains(UInt8(ascii: "\"")) ? "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : "\"" + name + "\""
    }

    /// `text` as an SQL string literal, `'` doubled: `"'" + text.replacingOccurrences(of: "'",
    /// with: "''") + "'"`, without Foundation when `text` holds no `'`.
    static func literal(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "'")) ? "'" + text.replacingOccurrences(of: "'", with: "''") + "'" : "'" + text + "'"
    }

    /// `text.uppercased()`, with ASCII text (keywords, function names) mapped byte by byte
    /// instead of through Unicode's tables: the same result, asked of many tokens per statement.
    static func upper(_ text: String) -> String { asciiCase(text, from: 0x61...0x7A, shift: -0x20) ?? text.uppercased() }

    /// `text.lowercased()`, ASCII text mapped byte by byte (as `upper`).
    static func lower(_ text: String) -> String { asciiCase(text, from: 0x41...0x5A, shift: 0x20) ?? text.lowercased() }

    /// ASCII `text` with the letters in `from` moved by `shift` (`text` itself when it holds
    /// none); nil when `text` is not ASCII, for Unicode's own case mapping.
    private static func asciiCase(_ text: String, from letters: ClosedRange<UInt8>, shift: Int16) -> String? {
        var any = false
        for b in text.utf8 {
            if b >= 0x80 { return nil }
            if letters.contains(b) { any = true }
        }
        guard any else { return text }
        return String(decoding: text.utf8.map { letters.contains($0) ? UInt8(Int16($0) + shift) : $0 }, as: UTF8.self)
    }

    /// `text.contains(" ")`, answered from the bytes when `text` is ASCII (where a space is a
    /// character of its own).
    static func containsSpace(_ text: String) -> Bool {
        var ascii = true, space = false
        for b in text.utf8 {
            if b >= 0x80 { ascii = false; break }
            if b == 0x20 { space = true }
        }
        return ascii ? space : text.contains(" ")
    }

    /// The comparison operators, as a symbol token's text.
    static func isComparison(_ text: String) -> Bool {
        switch text {
        case "=", "==", "!=", "<>", "<", ">", "<=", ">=": return true
        default: return false
        }
    }

    /// The keywords after which a statement names a table it reads or writes.
    static func isTableIntroducer(_ keyword: String?) -> Bool {
        switch keyword {
        case "FROM"?, "JOIN"?, "UPDATE"?, "INTO"?: return true
        default: return false
        }
    }

    /// Depth of parentheses before each token.
    static func depths(_ s: [Token]) -> [Int] {
        var d = 0
        return s.map { t in
            if t.text == "(" { d += 1; return d - 1 }
            if t.text == ")" { d -= 1 }
            return d
        }
    }

    static func check(_ s: [Token], context: PitfallContext?, rows: Int? = nil, gate: PitfallTriggers = .all, add: (Pitfall, Place) -> Void) {
        let depth = depths(s)
        let first = s.first?.keyword
        // Tables named after FROM, JOIN, UPDATE, INTO (found at the first column asked about).
        var foundTables: [String]?
        func tables() -> [String] {
            if let foundTables { return foundTables }
            var found: [String] = []
            for (i, t) in s.enumerated() where i > 0 {
                if let k = s[i - 1].keyword, isTableIntroducer(k) || k == "TABLE", let name = t.name { found.append(name) }
            }
            foundTables = found
            return found
        }
        func column(_ t: Token) -> (table: String, type: String)? {
            guard let context, let name = t.name else { return nil }
            for table in tables() { if let type = context.declaredType(table: table, column: name) { return (table, type) } }
            return nil
        }
        // Which checks of the loop below can apply (`PitfallTriggers`): without any, the loop
        // is not run (its state, SET and CASE depths, serves only them).
        let andOr = gate.contains(.andOr), withNull = gate.contains([.comparison, .null]), notEqual = gate.contains(.notEqual)
        let slash = gate.contains(.slash), plusText = gate.contains([.plus, .string])
        let affinities = gate.contains([.comparison, .string]) || gate.contains([.ordering, .number])
        let likeText = gate.contains([.like, .string]), dateCall = gate.contains(.dateCall), defaultKeyword = gate.contains(.defaultKeyword)
        let isCreate = first == "CREATE", minus = gate.contains(.minus), references = gate.contains(.referencesOrForeign)
        let loop = andOr || withNull || notEqual || slash || plusText || affinities || likeText || dateCall || defaultKeyword
            || isCreate || minus || references
        // `=` assigns in the SET list of an UPDATE (or an upsert's DO UPDATE): from SET to the
        // WHERE, FROM or RETURNING at the same depth.
        var setDepth: Int?
        var caseDepth = 0
        for (i, t) in (loop ? s : []).enumerated() {
            let next = i + 1 < s.count ? s[i + 1] : nil
            let prev = i > 0 ? s[i - 1] : nil
            if let word = t.keyword {
                if word == "SET" { setDepth = depth[i] } else if setDepth == depth[i], word == "WHERE" || word == "FROM" || word == "RETURNING" { setDepth = nil }
            }
            let assigns = t.kind == .symbol && t.text == "=" && setDepth == depth[i]
            if assigns { continue }
            if t.keyword == "CASE" { caseDepth += 1 } else if t.keyword == "END", caseDepth > 0 { caseDepth -= 1 }
            // `SET b = 'x' AND a = 2`: one assignment of a truth value, not two assignments.
            if andOr, first == "UPDATE", t.keyword == "AND" || t.keyword == "OR", setDepth == depth[i], caseDepth == 0,
               let after = s[(i + 1)...].first(where: { _ in true }), after.name != nil, i + 2 < s.count, s[i + 2].text == "=" {
                add(.andInSet, Place(t))
            }
            if withNull, t.kind == .symbol, isComparison(t.text), let next, next.keyword == "NULL" { add(.comparisonWithNull, Place(t, next)) }
            // `col <> 'x'` leaves out the rows where col is NULL.
            if notEqual, t.kind == .symbol, t.text == "!=" || t.text == "<>", let prev, let next, next.keyword != "NULL",
               let (table, _) = column(prev), let context,
               let nulls = context.value("SELECT count(*) FROM \(quoted(table)) WHERE \(quoted(prev.name!)) IS NULL")?.intValue, nulls > 0 {
                add(.notEqualDropsNull, Place(t))
            }
            // Integer division: both sides integers (literals, or INTEGER columns).
            if slash, t.kind == .symbol, t.text == "/", prev != nil, let next {
                func isInteger(_ x: Token) -> Bool {
                    if x.kind == .integer { return true }
                    if let c = column(x) { return affinity(c.type) == "INTEGER" }
                    return false
                }
                let left = integerOperand(s, endingAt: i - 1, depth: depth, isInteger: isInteger, context: context)
                let right = integerOperand(s, startingAt: i + 1, depth: depth, isInteger: isInteger, context: context)
                if left && right && !(next.kind == .integer && next.text == "1") && !isZero(next) { add(.integerDivision, Place(t)) }
            }
            // `+` with text: adds numbers, never joins.
            if plusText, t.kind == .symbol, t.text == "+", let prev, let next, prev.kind == .string || next.kind == .string {
                let other = prev.kind == .string ? prev : next
                if Double(String(other.text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)) == nil { add(.plusJoinsText, Place(t)) }
            }
            // Comparisons of a column with a literal of the other kind (affinity).
            if affinities, t.kind == .symbol, isComparison(t.text), let prev, let next,
               let c = column(prev) {
                let a = affinity(c.type)
                if a == "TEXT", next.kind == .integer || next.kind == .real, ["<", ">", "<=", ">="].contains(t.text) {
                    add(.textComparedWithNumber, Place(prev, next))
                }
                if ["INTEGER", "REAL", "NUMERIC"].contains(a), next.kind == .string,
                   Double(String(next.text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)) == nil {
                    add(.numberComparedWithText, Place(prev, next))
                }
            }
            // LIKE with a pattern that has non-ASCII letters: case matters for those.
            if likeText, t.keyword == "LIKE", let next, next.kind == .string,
               next.text.unicodeScalars.contains(where: { !$0.isASCII && $0.properties.changesWhenCaseMapped }) {
                add(.likeNonASCII, Place(next))
            }
            // Date functions given text that is not ISO-8601: SQLite's answer is NULL.
            if dateCall, next?.text == "(", i + 2 < s.count, let context, let name = t.name ?? t.keyword, dateFunctions.contains(upper(name)) {
                let arg = upper(name) == "STRFTIME" ? (i + 4 < s.count && s[i + 3].text == "," ? s[i + 4] : nil) : s[i + 2]
                if let arg, arg.kind == .string, context.value("SELECT date(\(arg.text)) IS NULL")?.intValue == 1,
                   Double(String(arg.text.dropFirst().dropLast())) == nil, arg.text.lowercased() != "'now'" {
                    add(.dateNotISO, Place(arg))
                }
                if let arg, let c = column(arg), c.type.isEmpty || affinity(c.type) == "TEXT",
                   let bad = context.value("SELECT count(*) FROM \(quoted(c.table)) WHERE \(quoted(arg.name!)) IS NOT NULL AND date(\(quoted(arg.name!))) IS NULL")?.intValue,
                   bad > 0 {
                    add(.dateNotISO, Place(arg))
                }
            }
            // DEFAULT (1900-01-01): an unquoted expression, computed (1898).
            if defaultKeyword, t.keyword == "DEFAULT", next?.text == "(", i + 3 < s.count, s[i + 2].kind == .integer || s[i + 2].kind == .real,
               ["-", "+", "/", "*"].contains(s[i + 3].text) {
                add(.unquotedDefault, Place(s[i + 1], s[closing(s, from: i + 1)]))
            }
            if isCreate, t.kind == .identifier, upper(t.text) == "AUTO_INCREMENT" { add(.autoIncrementInTypeName, Place(t)) }
            // `salary = 100 OR 200`: a bare value as a whole condition (always true when not 0).
            if andOr, t.keyword == "OR" || (t.keyword == "AND" && !endsBetween(s, at: i, depth: depth)), let next, [.integer, .real, .string].contains(next.kind),
               i + 2 >= s.count || [")", ";"].contains(s[i + 2].text) || ["OR", "AND", "ORDER", "GROUP", "LIMIT", "HAVING", "THEN"].contains(s[i + 2].keyword ?? "") {
                add(.conditionWithoutColumn, Place(next))
            }
            // `d = 2024-01-01` outside DEFAULT: a date without quotes is a subtraction (2022).
            if minus, t.kind == .integer, t.text.count == 4, i + 4 < s.count, s[i + 1].text == "-", s[i + 2].kind == .integer, s[i + 3].text == "-",
               s[i + 4].kind == .integer, !(i >= 2 && s[i - 1].text == "(" && s[i - 2].keyword == "DEFAULT"), !(i >= 1 && s[i - 1].keyword == "DEFAULT") {
                add(.unquotedDate, Place(t, s[i + 4]))
            }
            if references, t.keyword == "REFERENCES" || t.keyword == "FOREIGN", first == "CREATE", let context,
               context.value("PRAGMA foreign_keys")?.intValue == 0 {
                add(.foreignKeysOff, Place(t))
            }
        }
        if first == "UPDATE" || first == "DELETE",
           !zip(s, depth).contains(where: { $0.0.keyword == "WHERE" && $0.1 == 0 }) {
            // The caret under the statement's start and its table (`DELETE FROM t`, `UPDATE t`).
            add(.changeWithoutWhere, Place(s[0], s[min(first == "UPDATE" ? 1 : 2, s.count - 1)]))
        }
        if first == "SELECT" || first == "WITH" { checkSelect(s, depth: depth, context: context, gate: gate, add: add) }
        checkLogic(s, depth: depth, context: context, add: add)
        if isCreate { checkCreate(s, context: context, add: add) }
        checkMore(s, depth: depth, context: context, rows: rows, gate: gate, add: add)
        if let context, first == "INSERT" || first == "REPLACE" || first == "UPDATE" { checkOrphans(s, context: context, add: add) }
        // `5 / 0`, `x % 0`: SQLite gives NULL, not an error.
        for (i, t) in (slash || gate.contains(.percent) ? s : []).enumerated() where t.kind == .symbol && (t.text == "/" || t.text == "%") && i > 0 && i + 1 < s.count && isZero(s[i + 1]) {
            add(.divisionByZero, Place(t, s[i + 1]))
        }
    }

    /// `'YYYY-M-D'`, a time allowed after a space; groups 1 and 2 hold the month and the day.
    /// Compiled once: `String.range(of:options: .regularExpression)` compiles its pattern at
    /// every call, which was about 12% of `run`'s time on a lesson of many string literals.
    static let datePattern = try? NSRegularExpression(pattern: #"^'\d{4}-(\d{1,2})-(\d{1,2})( .*)?'$"#)

    /// True when the string literal `text` (quotes included) is a date whose month or day lacks
    /// its leading zero (`'2021-1-5'`, which sorts after `'2021-10-01'` as text). `\d` is
    /// Unicode's decimal digit, as SQLite's text comparison does not care which.
    static func isUnpaddedDate(_ text: String) -> Bool {
        guard mayBeDate(text), let pattern = datePattern,
              let match = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return false }
        return (1...2).contains { group in
            Range(match.range(at: group), in: text).map { text[$0].unicodeScalars.count == 1 } ?? false
        }
    }

    /// False when the string literal `text` cannot be a date for `datePattern`: its first five
    /// bytes are not a quote and four digits, a byte of 0x80 or more standing for a digit of
    /// another script. A lesson's thousands of names and codes ('Bo17', 'M') are not handed to
    /// the regular expression.
    static func mayBeDate(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "'") else { return false }
        for _ in 0..<4 {
            guard let b = utf8.next() else { return false }
            if b < 0x80 && !(b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) { return false }
        }
        return true
    }

    /// True when the AND at `s[i]` is BETWEEN's (`x BETWEEN 1 AND 5`): a BETWEEN before it at its
    /// depth, with no AND, OR or clause between them.
    static func endsBetween(_ s: [Token], at i: Int, depth: [Int]) -> Bool {
        var k = i - 1
        while k >= 0 {
            if depth[k] == depth[i] {
                if s[k].keyword == "BETWEEN" { return true }
                if let w = s[k].keyword, ["AND", "OR", "WHERE", "ON", "HAVING", "WHEN", "THEN", "SELECT", "SET"].contains(w) { return false }
                if s[k].text == "," { return false }
            }
            k -= 1
        }
        return false
    }

    /// Notes read from several tokens of any statement: BETWEEN with its bounds reversed, CAST
    /// to a type of NUMERIC affinity, a scalar subquery of several rows, a date function's text
    /// compared with a number, JOIN without ON, a NATURAL JOIN of tables with no column in
    /// common, and REPLACE that leaves columns out.
    static func checkMore(_ s: [Token], depth: [Int], context: PitfallContext?, rows: Int? = nil, gate: PitfallTriggers = .all,
                          add: (Pitfall, Place) -> Void) {
        // The last clause keyword seen (ORDER, GROUP, SELECT, WHERE, FROM), kept as the loop goes,
        // and the statement's tables, found once: each is one pass over the tokens, not one a
        // token (an IN list of 6,000 strings took 7 s).
        var clause = ""
        var statementTables: [String]?
        func tables() -> [String] {
            if let statementTables { return statementTables }
            var found: [String] = []
            for (k, x) in s.enumerated() where k > 0 && isTableIntroducer(s[k - 1].keyword) { if let n = x.name { found.append(n) } }
            statementTables = found
            return found
        }
        var quotedNamesAsked = 0, sortedColumnsAsked = 0
        // Which checks of the loop can apply (`PitfallTriggers`); the clause is read only by the
        // first two.
        let orderByText = gate.contains([.orderOrGroup, .string]), string = gate.contains(.string)
        let likeText = gate.contains([.like, .string]), not = gate.contains(.not), substr = gate.contains(.substrCall)
        let caseDiffers = rows == 0 && gate.contains([.comparison, .string]), between = gate.contains(.between)
        let cast = gate.contains(.cast), subquery = gate.contains([.comparison, .paren]), dateCall = gate.contains(.dateCall)
        let join = gate.contains(.join), natural = gate.contains(.natural)
        let sorted = context != nil && (gate.contains(.orderOrGroup) || gate.contains(.paren))
        let loop = string || not || substr || between || cast || subquery || dateCall || join || natural || sorted
        for (i, t) in (loop ? s : []).enumerated() {
            if orderByText || sorted, let k = t.keyword, k == "ORDER" || k == "GROUP" || k == "SELECT" || k == "WHERE" || k == "FROM" { clause = k }
            // `ORDER BY 'name'`, `GROUP BY 'dept'`: a text constant, the same for every row.
            if orderByText, t.kind == .string, i >= 2, s[i - 1].keyword == "BY" || s[i - 1].text == ",", clause == "ORDER" || clause == "GROUP" {
                add(.orderByText, Place(t))
            }
            // `SELECT 'name' FROM t`, `WHERE 'dept' = 'IT'`: a column's name in single quotes is text.
            if string, t.kind == .string, let context, i > 0, s[i - 1].keyword == "SELECT" || s[i - 1].text == "," || s[i - 1].keyword == "WHERE" || s[i - 1].keyword == "AND" || s[i - 1].keyword == "OR",
               !(i > 1 && (s[i - 2].keyword == "ORDER" || s[i - 2].keyword == "GROUP")), i + 1 < s.count,
               (s[i + 1].keyword != nil ? s[i + 1].keyword == "FROM" : s[i + 1].text == "," || s[i + 1].text == "=") || isComparison(s[i + 1].text) {
                let inner = String(t.text.dropFirst().dropLast())
                // (At most 16 texts are asked of the schema: a long list of strings is data.)
                quotedNamesAsked += 1
                if quotedNamesAsked <= 16, !inner.isEmpty, !containsSpace(inner), tables().contains(where: { context.declaredType(table: $0, column: inner) != nil }) {
                    add(.columnNameInQuotes, Place(t, details: [inner]))
                }
            }
            // `ORDER BY price`, `max(price)` where price holds numbers stored as text: '10' sorts
            // before '9'. Asked of the data: two texts of digits whose text order is not their
            // numbers' (at most 4 columns a statement, 100 values each).
            if sorted, let context, let column = t.name, sortedColumnsAsked < 4 {
                let start = i >= 2 && s[i - 1].text == "." ? i - 2 : i
                let next = i + 1 < s.count ? s[i + 1].text : ";"
                let sorted = clause == "ORDER" && start > 0 && (s[start - 1].keyword == "BY" || s[start - 1].text == ",") && next != "(" && next != "."
                let extreme = start >= 2 && s[start - 1].text == "(" && next == ")"
                    && (s[start - 2].name ?? s[start - 2].keyword).map(upper).map { $0 == "MAX" || $0 == "MIN" } == true
                if sorted || extreme {
                    sortedColumnsAsked += 1
                    for table in tables() where context.declaredType(table: table, column: column) != nil {
                        let c = quoted(column)
                        let query = "WITH v(x) AS (SELECT \(c) FROM \(quoted(table)) WHERE typeof(\(c)) = 'text' AND \(c) GLOB '[0-9]*' AND \(c) NOT GLOB '*[^0-9.]*' LIMIT 100) "
                            + "SELECT a.x || char(10) || b.x FROM v AS a, v AS b WHERE a.x < b.x AND CAST(a.x AS REAL) > CAST(b.x AS REAL) LIMIT 1"
                        if case .text(let pair)? = context.value(query) {
                            let values = pair.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                            add(.numbersStoredAsText, Place(t, details: [column] + values))
                        }
                        break
                    }
                }
            }
            // `LIKE 'A*'`: * and ? are GLOB's wildcards; LIKE's are % and _.
            if likeText, t.keyword == "LIKE", i + 1 < s.count, s[i + 1].kind == .string,
               s[i + 1].text.contains("*") || s[i + 1].text.contains("?"), !s[i + 1].text.contains("%"), !s[i + 1].text.contains("_") {
                add(.likeWithGlobWildcards, Place(s[i + 1]))
            }
            // `x NOT IN (1, NULL)` is never true; so is NOT IN a subquery that gives a NULL.
            if not, t.keyword == "NOT", i + 2 < s.count, s[i + 1].keyword == "IN", s[i + 2].text == "(" {
                let close = closing(s, from: i + 2)
                let inner = s[(i + 3)..<max(i + 3, close)]
                if inner.first?.keyword == "SELECT" {
                    let text = inner.map(\.text).joined(separator: " ")
                    if let context, context.value("WITH s(x) AS (\(text)) SELECT count(*) > 0 FROM s WHERE x IS NULL")?.intValue == 1 {
                        add(.notInWithNull, Place(t, s[close]))
                    }
                } else if zip(inner.indices, inner).contains(where: { k, x in
                    x.keyword == "NULL" && (k == i + 3 || s[k - 1].text == ",") && (k + 1 == close || s[k + 1].text == ",") }) {
                    add(.notInWithNull, Place(t, s[close]))
                }
            }
            // `'2021-1-5'`: a date without its leading zeros sorts as text ('2021-1-5' > '2021-10-01').
            if string, t.kind == .string, isUnpaddedDate(t.text) {
                add(.unpaddedDate, Place(t))
            }
            // `substr(x, 0, 2)`: positions start at 1, and 0 takes one character less.
            if substr, i + 5 < s.count, s[i + 1].text == "(", let name = (t.name ?? t.keyword).map(upper), name == "SUBSTR" || name == "SUBSTRING" {
                let close = closing(s, from: i + 1)
                var d = 0
                for k in (i + 2)..<close {
                    if s[k].text == "(" { d += 1 } else if s[k].text == ")" { d -= 1 }
                    if d == 0, s[k].text == ",", k + 1 < close, s[k + 1].kind == .integer, s[k + 1].text == "0", k + 2 <= close, [",", ")"].contains(s[k + 2].text) {
                        add(.substrFromZero, Place(s[k + 1]))
                        break
                    }
                }
            }
            // `name = 'ann'` that matched nothing where a row differs only in case.
            if caseDiffers, let context, t.kind == .symbol, t.text == "=" || t.text == "==", i > 0, i + 1 < s.count, s[i + 1].kind == .string,
               let column = s[i - 1].name, s[i + 1].text.contains(where: { $0.isLetter }) {
                var tables: [String] = []
                for (k, x) in s.enumerated() where k > 0 && isTableIntroducer(s[k - 1].keyword) { if let n = x.name { tables.append(n) } }
                for table in tables where context.declaredType(table: table, column: column) != nil {
                    if context.value("SELECT count(*) > 0 FROM \(quoted(table)) WHERE \(quoted(column)) = \(s[i + 1].text) COLLATE NOCASE")?.intValue == 1 {
                        add(.textCaseDiffers, Place(s[i - 1], s[i + 1]))
                    }
                    break
                }
            }
            // `x BETWEEN 5000 AND 3000`: the low bound first, or no row matches.
            if between, t.keyword == "BETWEEN", i + 3 < s.count, s[i + 2].keyword == "AND",
               i + 4 >= s.count || !["+", "-", "*", "/", "%", "||"].contains(s[i + 4].text) {
                let low = s[i + 1], high = s[i + 3]
                var reversed = false
                if [.integer, .real].contains(low.kind), [.integer, .real].contains(high.kind), let a = Double(low.text), let b = Double(high.text) { reversed = a > b }
                if low.kind == .string, high.kind == .string { reversed = low.text > high.text }
                if reversed { add(.betweenReversed, Place(low, high)) }
            }
            // `CAST(d AS DATE)`: a type of NUMERIC affinity turns '2020-01-15' into 2020.
            if cast, t.keyword == "CAST", i + 1 < s.count, s[i + 1].text == "(" {
                let close = closing(s, from: i + 1)
                if let asAt = (i + 2..<max(i + 2, close)).last(where: { s[$0].keyword == "AS" && depth[$0] == depth[i] + 1 }), asAt + 1 < close {
                    let words = s[(asAt + 1)..<close].prefix { $0.kind == .identifier || $0.kind == .keyword }
                    let type = words.map { $0.text.uppercased() }.joined(separator: " ")
                    if let firstWord = words.first, let lastWord = words.last, affinity(type) == "NUMERIC",
                       !["NUMERIC", "DECIMAL", "BOOLEAN", "BOOL", "NUMBER"].contains(type) {
                        add(.castToNumeric, Place(firstWord, lastWord, details: [words.map(\.text).joined(separator: " ")]))
                    }
                }
            }
            // `x = (SELECT …)` whose subquery has several rows: only the first is used.
            if subquery, t.kind == .symbol, isComparison(t.text), i + 2 < s.count, s[i + 1].text == "(", s[i + 2].keyword == "SELECT",
               i == 0 || !["IN"].contains(s[i - 1].keyword ?? ""), let context {
                let close = closing(s, from: i + 1)
                let inner = s[(i + 2)..<close]
                if let first = inner.first, let last = inner.last {
                    let text = inner.map(\.text).joined(separator: " ")
                    if context.value("SELECT count(*) > 1 FROM (SELECT 1 FROM (\(text)) LIMIT 2)")?.intValue == 1 {
                        add(.subqueryRows, Place(s[i + 1], s[close], details: [first.text, last.text]))
                    }
                }
            }
            // `strftime('%Y', d) = 2020`: the date functions give text, never equal to a number.
            if dateCall, i + 1 < s.count, s[i + 1].text == "(", let name = (t.name ?? t.keyword).map(upper), dateFunctions.contains(name) {
                let close = closing(s, from: i + 1)
                if close + 1 < s.count, isComparison(s[close + 1].text), close + 2 < s.count,
                   [.integer, .real].contains(s[close + 2].kind), name != "JULIANDAY", name != "UNIXEPOCH" {
                    add(.dateComparedWithNumber, Place(t, s[close + 2]))
                } else if i >= 2, isComparison(s[i - 1].text), [.integer, .real].contains(s[i - 2].kind), name != "JULIANDAY", name != "UNIXEPOCH" {
                    add(.dateComparedWithNumber, Place(s[i - 2], s[close]))
                }
            }
            // `FROM a JOIN b WHERE …`: without ON or USING every row is paired with every row.
            if join, t.keyword == "JOIN", i > 0, !["CROSS", "NATURAL"].contains(s[i - 1].keyword ?? ""),
               !(i > 1 && s[i - 2].keyword == "NATURAL") {
                var k = i + 1
                if k < s.count, s[k].text == "(" { k = closing(s, from: k) + 1 } else {
                    k += 1
                    if k + 1 < s.count, s[k].text == "." { k += 2 }
                }
                if k < s.count, s[k].keyword == "AS" { k += 1 }
                if k < s.count, s[k].kind == .identifier || s[k].kind == .quotedIdentifier { k += 1 }
                let after = k < s.count ? s[k] : nil
                if after?.keyword != "ON", after?.keyword != "USING", after?.text != "(" {
                    add(.joinWithoutOn, Place(i > 0 && ["LEFT", "INNER", "RIGHT", "FULL", "OUTER"].contains(s[i - 1].keyword ?? "") ? s[i - 1] : t, t))
                }
            }
            // `a NATURAL JOIN b` with no column of the same name: a cross join.
            if natural, t.keyword == "NATURAL", let context, let j = s[(i + 1)...].prefix(3).firstIndex(where: { $0.keyword == "JOIN" }),
               j + 1 < s.count, let right = s[j + 1].name, i > 0, let left = s[i - 1].name ?? (i > 1 ? s[i - 2].name : nil) {
                let quoted = { (n: String) in "'" + n.replacingOccurrences(of: "'", with: "''") + "'" }
                if context.value("SELECT count(*) FROM pragma_table_info(\(quoted(left)))")?.intValue ?? 0 > 0,
                   context.value("SELECT count(*) FROM pragma_table_info(\(quoted(left))) AS x JOIN pragma_table_info(\(quoted(right))) AS y ON x.name = y.name COLLATE NOCASE")?.intValue == 0 {
                    add(.naturalJoinNothingShared, Place(t, s[j], details: [left, right]))
                }
            }
        }
        // `INSERT OR REPLACE INTO t(id, name)`: the columns left out lose their values.
        if gate.contains(.replace), let context, let verb = s.first?.keyword, verb == "REPLACE" || (verb == "INSERT" && s.count > 2 && s[1].keyword == "OR" && s[2].keyword == "REPLACE"),
           let into = s.firstIndex(where: { $0.keyword == "INTO" }), into + 2 < s.count, let table = s[into + 1].name, s[into + 2].text == "(" {
            let close = closing(s, from: into + 2)
            let listed = s[(into + 3)..<max(into + 3, close)].filter { $0.name != nil }.count
            let quotedName = "'" + table.replacingOccurrences(of: "'", with: "''") + "'"
            if let all = context.value("SELECT count(*) FROM pragma_table_info(\(quotedName))")?.intValue, all > listed {
                add(.replaceDropsColumns, Place(verb == "REPLACE" ? s[0] : s[1], verb == "REPLACE" ? s[0] : s[2], details: [table]))
            }
        }
    }

    /// A SELECT with GROUP BY: a bare column of the select list that is neither grouped nor
    /// aggregated (its value comes from an arbitrary row of the group). Asked only with a
    /// database, which says when a grouped column is a primary key (then every column of its
    /// table has one value per group, as SQL allows).
    static func checkGrouped(_ s: [Token], items: [[Token]], depth: [Int], select: Int, context: PitfallContext?, add: (Pitfall, Place) -> Void) {
        guard let context else { return }
        // One min() or max() alone picks the row the bare columns come from (SQLite documents
        // this: lang_select.html, "bare columns in an aggregate query").
        let aggregateCalls = items.flatMap { item in item.indices.filter { j in j + 1 < item.count && item[j + 1].text == "(" && aggregates.contains((item[j].name ?? item[j].keyword ?? "").uppercased()) }.map { item[$0] } }
        if aggregateCalls.count == 1, ["MIN", "MAX"].contains((aggregateCalls[0].name ?? "").uppercased()) { return }
        let top = zip(s, depth).filter { $0.1 == depth[select] }.map(\.0)
        let grouped = TokenContext.items(ofClause: "GROUP", in: top)
        guard !grouped.isEmpty, grouped.allSatisfy({ $0.count == 1 && $0[0].name != nil || $0.count == 3 && $0[1].text == "." && $0[2].name != nil }) else { return }
        let names = Set(grouped.map { $0.last!.name!.lowercased() })
        // Positions (GROUP BY 1) and aliases are not read.
        var tables: [String] = []
        for (k, t) in s.enumerated() where k > 0 {
            if ["FROM", "JOIN"].contains(s[k - 1].keyword ?? ""), let n = t.name { tables.append(n) }
        }
        for table in tables {
            let quotedName = "'" + table.replacingOccurrences(of: "'", with: "''") + "'"
            for name in names where context.value("SELECT pk > 0 FROM pragma_table_info(\(quotedName)) WHERE name = '\(name.replacingOccurrences(of: "'", with: "''"))' COLLATE NOCASE")?.intValue == 1 {
                return
            }
        }
        for item in items {
            let bare: Token?
            if item.count == 1, item[0].kind == .identifier { bare = item[0] }
            else if item.count == 3, item[1].text == ".", item[2].kind == .identifier { bare = item[2] }
            else if item.count >= 3, item[0].kind == .identifier, item[1].keyword == "AS" { bare = item[0] }
            else { bare = nil }
            guard let bare, let name = bare.name, !names.contains(name.lowercased()),
                  tables.contains(where: { context.declaredType(table: $0, column: name) != nil }) else { continue }
            add(.columnNotGrouped, Place(bare, details: [name]))
            return
        }
    }

    /// True for a literal zero: `0`, `0.0`, `0e5`, `0x0`.
    static func isZero(_ t: Token) -> Bool {
        switch t.kind {
        case .integer: return Int64(t.text).map { $0 == 0 } ?? (t.text.lowercased().hasPrefix("0x") && t.text.dropFirst(2).allSatisfy { $0 == "0" })
        case .real: return Double(t.text) == 0
        default: return false
        }
    }

    /// The index of the `)` that closes the `(` at `s[open]` (the last token when none does).
    static func closing(_ s: [Token], from open: Int) -> Int {
        var d = 0
        for k in open..<s.count {
            if s[k].text == "(" { d += 1 } else if s[k].text == ")" { d -= 1; if d == 0 { return k } }
        }
        return s.count - 1
    }

    /// Type names SQLite's documentation lists (datatype3.html, section 3.1.1) and the ones
    /// other databases' schemas bring along, in upper case, words joined by one space. A type
    /// outside the list is not wrong to SQLite, which accepts any name, but is most often a typo
    /// (`INTERGER`) or a name whose affinity surprises (`STRING` is NUMERIC).
    static let knownTypeNames: Set<String> = [
        "INT", "INTEGER", "TINYINT", "SMALLINT", "MEDIUMINT", "BIGINT", "UNSIGNED BIG INT", "INT2", "INT8",
        "CHARACTER", "VARCHAR", "VARYING CHARACTER", "NCHAR", "NATIVE CHARACTER", "NVARCHAR", "TEXT", "CLOB", "CHAR",
        "BLOB", "REAL", "DOUBLE", "DOUBLE PRECISION", "FLOAT", "NUMERIC", "DECIMAL", "BOOLEAN", "BOOL", "DATE", "DATETIME",
        "TIMESTAMP", "TIME", "ANY", "NUMBER", "UNSIGNED INT", "UNSIGNED INTEGER", "INTEGER UNSIGNED", "INT UNSIGNED",
        "BIGINT UNSIGNED", "TINYTEXT", "MEDIUMTEXT", "LONGTEXT", "NTEXT", "VARCHAR2", "NVARCHAR2", "JSON",
    ]
    /// The names "did you mean" offers for an unknown type name.
    static let suggestedTypeNames = ["INTEGER", "TEXT", "REAL", "BLOB", "NUMERIC", "VARCHAR", "CHAR", "DATE", "DATETIME",
                                     "BOOLEAN", "DECIMAL", "FLOAT", "DOUBLE", "BIGINT", "SMALLINT", "TINYINT", "TIMESTAMP"]
    /// The words that end a column's type name in a column definition.
    static let constraintWords: Set<String> = ["CONSTRAINT", "PRIMARY", "NOT", "NULL", "UNIQUE", "CHECK", "DEFAULT",
                                               "COLLATE", "REFERENCES", "GENERATED", "AS", "ON"]

    /// CREATE TABLE: type names SQLite does not know by name (with the affinity they get), and
    /// IF NOT EXISTS that kept an older, different object.
    static func checkCreate(_ s: [Token], context: PitfallContext?, add: (Pitfall, Place) -> Void) {
        guard let kindIndex = s.prefix(3).firstIndex(where: { ["TABLE", "VIEW", "INDEX", "TRIGGER"].contains($0.keyword ?? "") }) else { return }
        let kind = s[kindIndex].keyword!
        var k = kindIndex + 1
        let ifNotExists = k + 2 < s.count && s[k].keyword == "IF" && s[k + 1].keyword == "NOT" && s[k + 2].keyword == "EXISTS"
        if ifNotExists { k += 3 }
        if k + 2 < s.count, s[k + 1].text == "." { k += 2 }
        guard k < s.count, let name = s[k].name ?? s[k].keyword.map({ _ in s[k].text }) else { return }
        if ifNotExists, let context,
           case .text(let stored)? = context.value("SELECT sql FROM sqlite_schema WHERE type = '\(kind.lowercased())' AND name = '\(name.replacingOccurrences(of: "'", with: "''"))' COLLATE NOCASE UNION ALL SELECT sql FROM sqlite_temp_schema WHERE type = '\(kind.lowercased())' AND name = '\(name.replacingOccurrences(of: "'", with: "''"))' COLLATE NOCASE LIMIT 1") {
            let old = Tokenizer.significantTokens(stored)
            if let oldName = old.prefix(4).firstIndex(where: { $0.keyword == kind }).map({ $0 + 1 }), oldName < old.count,
               !sameTokens(Array(old[(oldName + 1)...]), Array(s[(k + 1)...])) {
                add(.ifNotExistsKept, Place(s[kindIndex + 1], s[kindIndex + 3], details: [name, stored, kind]))
            }
        }
        guard kind == "TABLE", k + 1 < s.count, s[k + 1].text == "(" else { return }
        let end = closing(s, from: k + 1)
        // The column definitions: items split at commas at the depth of the table's parentheses.
        var items: [[Token]] = [[]]
        var d = 0
        for t in s[(k + 2)..<max(k + 2, end)] {
            if t.text == "(" { d += 1 } else if t.text == ")" { d -= 1 }
            if d == 0, t.text == "," { items.append([]) } else { items[items.count - 1].append(t) }
        }
        for item in items where item.count >= 2 && item[0].keyword.map({ !["CONSTRAINT", "PRIMARY", "UNIQUE", "CHECK", "FOREIGN"].contains($0) }) ?? true {
            var words: [Token] = []
            for t in item.dropFirst() {
                if let w = t.keyword, constraintWords.contains(w) { break }
                guard t.kind == .identifier || t.kind == .keyword else { break }
                words.append(t)
            }
            guard let firstWord = words.first, let lastWord = words.last else { continue }
            let typeName = words.map { $0.text.uppercased() }.joined(separator: " ")
            // AUTO_INCREMENT has a note of its own.
            if knownTypeNames.contains(typeName) || words.contains(where: { $0.text.uppercased() == "AUTO_INCREMENT" }) { continue }
            // `a INT b TEXT`: a comma missing, so the next column's name and type became part of
            // this column's type name (SQLite takes any words as one).
            if words.count >= 2, let next = words.indices.dropFirst().first(where: { k in
                k + 1 < words.count && !knownTypeNames.contains(words[k].text.uppercased()) && words[k].kind == .identifier
                    && knownTypeNames.contains(words[k + 1].text.uppercased()) && knownTypeNames.contains(words[..<k].map { $0.text.uppercased() }.joined(separator: " "))
            }) {
                let own = words[..<next].map(\.text).joined(separator: " ")
                add(.typeSwallowsColumn, Place(words[next], details: [item[0].text, words.map(\.text).joined(separator: " "), words[next].text, own,
                                                                     words[(next + 1)...].map(\.text).joined(separator: " ")]))
                continue
            }
            let close = DidYouMean.closest(to: typeName, in: suggestedTypeNames) ?? ""
            let written = words.map(\.text).joined(separator: " ")
            add(.unknownTypeName, Place(firstWord, lastWord, details: [written, affinity(typeName), close]))
        }
    }

    /// True when two token lists say the same (keywords and names in any case, spaces and
    /// comments aside).
    static func sameTokens(_ a: [Token], _ b: [Token]) -> Bool {
        let b = b.last?.text == ";" ? Array(b.dropLast()) : b
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            if let n = x.name ?? x.keyword.map({ _ in x.text }), let m = y.name ?? y.keyword.map({ _ in y.text }) { return n.lowercased() == m.lowercased() }
            return x.text == y.text
        }
    }

    /// An INSERT or UPDATE that left a row whose parent does not exist, accepted because foreign
    /// keys are off on this connection (`PRAGMA foreign_key_check`).
    static func checkOrphans(_ s: [Token], context: PitfallContext, add: (Pitfall, Place) -> Void) {
        let at = s.first?.keyword == "UPDATE" ? s.firstIndex(where: { $0.name != nil })
            : s.firstIndex(where: { $0.keyword == "INTO" }).map { $0 + 1 }
        guard let at, at < s.count, let table = s[at].name else { return }
        let quotedName = literal(table)
        guard context.schemaFact("has-foreign-keys\u{0}" + table, {
                  context.value("SELECT count(*) > 0 FROM pragma_foreign_key_list(\(quotedName))").map { $0.intValue == 1 }
              }) == true,
              context.value("PRAGMA foreign_keys")?.intValue == 0,
              let orphans = context.value("SELECT count(*) FROM pragma_foreign_key_check(\(quotedName))")?.intValue, orphans > 0,
              case .text(let parent)? = context.value("SELECT parent FROM pragma_foreign_key_check(\(quotedName)) LIMIT 1")
        else { return }
        add(.orphanRowAccepted, Place(s[at], details: [table, parent]))
    }

    /// LIMIT without ORDER BY, and a bare column beside an aggregate, in the outermost SELECT.
    static func checkSelect(_ s: [Token], depth: [Int], context: PitfallContext?, gate: PitfallTriggers = .all, add: (Pitfall, Place) -> Void) {
        // Without LIMIT or OFFSET, a name right after a name, GROUP or a call, none of these
        // notes applies (`PitfallTriggers`).
        let limits = gate.contains(.limitOrOffset)
        guard limits || !gate.isDisjoint(with: [.adjacentNames, .group, .paren]) else { return }
        // The last top-level SELECT … (after WITH, or of a compound) decides the order.
        let top = zip(s, depth).filter { $0.1 == 0 }.map(\.0)
        let keywords = top.compactMap(\.keyword)
        if limits, (keywords.contains("LIMIT") || keywords.contains("OFFSET")) && !keywords.contains("ORDER") && keywords.contains("FROM"),
           !readsOnlyARecursiveCTE(s, depth: depth) {
            add(.limitWithoutOrderBy, Place(top.first { $0.keyword == "LIMIT" || $0.keyword == "OFFSET" }!))
        }
        // `LIMIT 5, 10` is OFFSET 5 LIMIT 10 (https://www.sqlite.org/lang_select.html#limitoffset:
        // "the first expression is used as the OFFSET"), read the other way round by many.
        if limits, let limit = top.lastIndex(where: { $0.keyword == "LIMIT" }),
           let comma = top[(limit + 1)...].firstIndex(where: { $0.text == "," }) {
            // The numbers when each is one token; else the letters the note uses.
            let first = top[(limit + 1)..<comma], second = top[(comma + 1)...]
            add(.limitWithComma, Place(top[limit], top[comma], details: [first.count == 1 ? first.first!.text : "m",
                                                                          second.count == 1 ? second.first!.text : "n"]))
        }
        guard !gate.isDisjoint(with: [.adjacentNames, .group, .paren]),
              let select = s.firstIndex(where: { $0.keyword == "SELECT" }) else { return }
        let d0 = depth[select]
        var end = select + 1
        while end < s.count, !(depth[end] == d0 && s[end].keyword == "FROM") { end += 1 }
        guard end < s.count else { return }
        // Split the select list at top-level commas.
        var items: [[Token]] = [[]]
        for k in (select + 1)..<end {
            if depth[k] == d0, s[k].text == "," { items.append([]) } else { items[items.count - 1].append(s[k]) }
        }
        // `SELECT name age FROM t`: age renames name (an alias without AS); meant as two columns
        // when age is a column of the tables read (asked of the database when it is at hand).
        for item in items where item.count == 2 && item[0].kind == .identifier && item[1].kind == .identifier {
            if context.map({ !$0.tables(havingColumn: item[1].text).isEmpty }) ?? true { add(.aliasWithoutComma, Place(item[0], item[1])) }
        }
        if keywords.contains("GROUP") {
            checkGrouped(s, items: items, depth: depth, select: select, context: context, add: add)
            return
        }
        let aggregateItems = items.filter { item in
            item.enumerated().contains { j, t in
                j + 1 < item.count && item[j + 1].text == "(" && aggregates.contains((t.name ?? t.keyword ?? "").uppercased())
                    && !item.contains(where: { $0.keyword == "OVER" })
            }
        }
        guard !aggregateItems.isEmpty else { return }
        // min() or max() alone picks its row: SQLite documents the bare columns then.
        let onlyMinMax = aggregateItems.count == 1 && aggregateItems[0].contains { ["MIN", "MAX"].contains(($0.name ?? "").uppercased()) }
        let bare = items.first { item in
            item.count == 1 && item[0].kind == .identifier
                || (item.count == 3 && item[0].kind == .identifier && item[1].text == "." && item[2].kind == .identifier)
                || (item.count >= 3 && item[0].kind == .identifier && item[1].keyword == "AS")
        }
        if let bare, !onlyMinMax { add(.bareColumnWithAggregate, Place(bare[0], bare[bare.count >= 3 && bare[1].text == "." ? 2 : 0])) }
    }

    /// Whether the outermost SELECT reads one source only, a common table expression of the
    /// statement's WITH clause that reads itself (`WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL
    /// SELECT x + 1 FROM c) SELECT x FROM c LIMIT 10`). Its rows come out in the order the
    /// recursion makes them (a FIFO queue unless the CTE says ORDER BY: "Recursive Common Table
    /// Expressions", https://www.sqlite.org/lang_with.html), so a LIMIT there is the usual way to
    /// stop a counter, not a page of rows in an undefined order.
    static func readsOnlyARecursiveCTE(_ s: [Token], depth: [Int]) -> Bool {
        guard s.first?.keyword == "WITH",
              let from = s.indices.last(where: { depth[$0] == 0 && s[$0].keyword == "FROM" }),
              from + 1 < s.count, let source = s[from + 1].name?.lowercased() else { return false }
        // One source: no comma or JOIN at the top level after FROM.
        let ends: Set<String> = ["WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET"]
        var k = from + 2
        while k < s.count, !(depth[k] == 0 && ends.contains(s[k].keyword ?? "")) {
            if depth[k] == 0, s[k].text == "," || s[k].keyword == "JOIN" { return false }
            k += 1
        }
        // The CTE's definition: its name at the top level, then AS ( body ).
        guard let name = s.indices.first(where: { depth[$0] == 0 && $0 < from && s[$0].name?.lowercased() == source }),
              let open = s.indices.first(where: { $0 > name && depth[$0] == 0 && s[$0].keyword == "AS" }).map({ $0 + 1 }),
              open < s.count, s[open].text == "(" else { return false }
        var j = open + 1
        while j < s.count, depth[j] > 0 {
            if s[j].name?.lowercased() == source { return true }
            j += 1
        }
        return false
    }

    /// Functions whose result is an integer whenever their argument is (or always, for count).
    static let integerFunctions: Set<String> = ["COUNT", "LENGTH", "INSTR", "UNICODE", "CHANGES", "TOTAL_CHANGES", "RANDOM"]
    static let integerPreserving: Set<String> = ["SUM", "MIN", "MAX", "ABS", "COALESCE", "IFNULL"]

    /// True when the operand of `/` that ends at `s[end]` is an integer: the whole chain of
    /// `*`, `/` and `%` before it (`100 * x / y` divides `100 * x`), each factor an integer
    /// literal, an INTEGER column, count(…), sum() or max() of one, a CAST AS INTEGER, or a
    /// scalar subquery SQLite says gives an integer (`typeof`, asked of the database).
    static func integerOperand(_ s: [Token], endingAt end: Int, depth: [Int], isInteger: (Token) -> Bool, context: PitfallContext?) -> Bool {
        var k = end
        // A chain of at most 32 factors is read (`1/1/1/…` of thousands stays cheap).
        var factors = 0
        while k >= 0 {
            factors += 1
            if factors > 32 { return false }
            guard let start = factorStart(s, endingAt: k) else { return false }
            if !integerFactor(Array(s[start...k]), isInteger: isInteger, context: context) { return false }
            guard start > 0, ["*", "/", "%"].contains(s[start - 1].text), s[start - 1].kind == .symbol else { return true }
            k = start - 2
        }
        return true
    }

    /// True when the factor that starts at `s[start]` (the right operand of `/`) is an integer.
    static func integerOperand(_ s: [Token], startingAt start: Int, depth: [Int], isInteger: (Token) -> Bool, context: PitfallContext?) -> Bool {
        guard start < s.count else { return false }
        var end = start
        if s[start].text == "(" || (start + 1 < s.count && s[start + 1].text == "(" && s[start].kind != .symbol) {
            var open = s[start].text == "(" ? start : start + 1
            var d = 0
            end = open
            while end < s.count { if s[end].text == "(" { d += 1 } else if s[end].text == ")" { d -= 1; if d == 0 { break } }; end += 1 }
            if end >= s.count { return false }
            open = 0
        } else if start + 2 < s.count, s[start + 1].text == "." {
            end = start + 2
        }
        return integerFactor(Array(s[start...end]), isInteger: isInteger, context: context)
    }

    /// The index where the factor ending at `s[end]` starts: a literal or a name (`t.c`), or a
    /// parenthesised group with the name of its call before it.
    static func factorStart(_ s: [Token], endingAt end: Int) -> Int? {
        guard end >= 0 else { return nil }
        if s[end].text == ")" {
            var d = 0
            var k = end
            while k >= 0 { if s[k].text == ")" { d += 1 } else if s[k].text == "(" { d -= 1; if d == 0 { break } }; k -= 1 }
            guard k >= 0 else { return nil }
            if k > 0, s[k - 1].kind == .identifier || s[k - 1].keyword == "CAST" { return k - 1 }
            return k
        }
        if end >= 2, s[end - 1].text == "." { return end - 2 }
        return end
    }

    static func integerFactor(_ f: [Token], isInteger: (Token) -> Bool, context: PitfallContext?) -> Bool {
        guard let head = f.first else { return false }
        if f.count == 1 { return isInteger(head) }
        if f.count == 3, f[1].text == "." { return isInteger(f[2]) }
        if head.keyword == "CAST" { return f.contains { $0.keyword == "AS" } && f.reversed().dropFirst().first.map { affinity($0.text) == "INTEGER" } == true }
        if head.text == "(" {
            let inner = Array(f.dropFirst().dropLast())
            if inner.first?.keyword == "SELECT", let context {
                // A scalar subquery: SQLite says what it gives (nil when it needs the outer row).
                let text = inner.map(\.text).joined(separator: " ")
                if case .text(let type)? = context.value("SELECT typeof((\(text)))") { return type == "integer" }
                return false
            }
            return inner.count == 1 && isInteger(inner[0])
        }
        if let name = (head.name ?? head.keyword)?.uppercased(), f.count >= 3, f[1].text == "(" {
            if integerFunctions.contains(name) { return true }
            if integerPreserving.contains(name) {
                let args = Array(f.dropFirst(2).dropLast())
                return !args.isEmpty && args.allSatisfy { $0.text == "," || $0.text == "." || isInteger($0) || $0.kind == .keyword && $0.keyword == "DISTINCT" }
            }
        }
        return false
    }

    /// SQLite's type affinity of a declared type (datatype3.html, section 3.1).
    public static func affinity(_ declared: String) -> String {
        // ASCII type names (nearly all) are read from their bytes: `uppercased()` and
        // `contains` cost about 4,000 instructions a call, asked at every comparison with a column.
        if declared.utf8.allSatisfy({ $0 < 0x80 }) {
            let t = Array(upper(declared).utf8)
            func has(_ word: StaticString) -> Bool {
                let n = word.utf8CodeUnitCount, w = word.utf8Start
                guard t.count >= n else { return false }
                return (0...(t.count - n)).contains { at in (0..<n).allSatisfy { t[at + $0] == w[$0] } }
            }
            if has("INT") { return "INTEGER" }
            if has("CHAR") || has("CLOB") || has("TEXT") { return "TEXT" }
            if has("BLOB") || t.isEmpty { return "BLOB" }
            if has("REAL") || has("FLOA") || has("DOUB") { return "REAL" }
            return "NUMERIC"
        }
        let t = declared.uppercased()
        if t.contains("INT") { return "INTEGER" }
        if t.contains("CHAR") || t.contains("CLOB") || t.contains("TEXT") { return "TEXT" }
        if t.contains("BLOB") || t.isEmpty { return "BLOB" }
        if t.contains("REAL") || t.contains("FLOA") || t.contains("DOUB") { return "REAL" }
        return "NUMERIC"
    }

    /// True when `table`'s rowid can be reused: it has an INTEGER PRIMARY KEY (or none) and no
    /// AUTOINCREMENT (no row in sqlite_sequence's definition).
    static func hasReusableRowid(_ table: String, context: PitfallContext) -> Bool {
        context.schemaFact("reusable-rowid\u{0}" + table) { computeReusableRowid(table, context: context) } ?? false
    }

    /// nil when a query had no answer (no such table, or the budget spent).
    private static func computeReusableRowid(_ table: String, context: PitfallContext) -> Bool? {
        guard let sql = context.value("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = '\(table.replacingOccurrences(of: "'", with: "''"))'")?.textValue else { return nil }
        let tokens = Tokenizer.significantTokens(sql)
        let quotedName = "'" + table.replacingOccurrences(of: "'", with: "''") + "'"
        // Only an INTEGER PRIMARY KEY makes the rowid an id the learner sees and refers to.
        guard let key = context.value("SELECT count(*) = 1 AND sum(upper(type) = 'INTEGER') = 1 FROM pragma_table_info(\(quotedName)) WHERE pk > 0") else { return nil }
        let integerKey = key.intValue == 1
        return integerKey && !tokens.contains { $0.keyword == "AUTOINCREMENT" } && !tokens.contains { $0.keyword == "WITHOUT" }
    }

    /// What to tell the learner.
    ///
    /// - Parameter details: the words the text names (`PitfallNote.details`); for
    ///   `unknownTypeName` the type as written, its affinity and the closest known name ("" for
    ///   none), for `ifNotExistsKept` the name and the definition kept, for
    ///   `orphanRowAccepted` the table and its parent table.
    public func advice(_ language: Language, details: [String] = []) -> String {
        let zh = language == .zh
        func detail(_ k: Int, _ fallback: String) -> String { k < details.count && !details[k].isEmpty ? details[k] : fallback }
        switch self {
        case .unknownTypeName:
            let type = detail(0, "INTERGER"), affinity = detail(1, Pitfall.affinity(detail(0, "INTERGER")))
            let close = detail(2, "")
            let rule: String
            switch affinity {
            case "INTEGER": rule = zh ? "名字里含有 INT" : "the name contains INT"
            case "TEXT": rule = zh ? "名字里含有 CHAR、CLOB 或 TEXT" : "the name contains CHAR, CLOB or TEXT"
            case "REAL": rule = zh ? "名字里含有 REAL、FLOA 或 DOUB" : "the name contains REAL, FLOA or DOUB"
            case "BLOB": rule = zh ? "名字里含有 BLOB" : "the name contains BLOB"
            default: rule = zh ? "名字里不含 INT、CHAR、CLOB、TEXT、BLOB、REAL、FLOA、DOUB" : "the name contains none of INT, CHAR, CLOB, TEXT, BLOB, REAL, FLOA, DOUB"
            }
            let consequence: String
            switch affinity {
            case "INTEGER": consequence = zh ? "但只有写法正好是 INTEGER PRIMARY KEY 的列才会自动编号。" : "but only a column declared exactly INTEGER PRIMARY KEY numbers its rows itself."
            case "NUMERIC": consequence = zh ? "所以像数字的文本会被存成数字（'007' 存成 7）。" : "so text that looks like a number is stored as a number ('007' becomes 7)."
            case "TEXT": consequence = zh ? "所以数字会被存成文本，比较时按字符逐个比较。" : "so numbers are stored as text and compare character by character."
            default: consequence = ""
            }
            let mean = close.isEmpty ? "" : (zh ? "是不是想写 \(close)？" : " Did you mean \(close)?")
            return zh ? "注意：SQLite 不认识类型名 \(type)。\(mean)它接受任何类型名，不会报错，并按 datatype3 第 3.1 节的规则给这一列 \(affinity) 亲和性（\(rule)），\(consequence)请写 SQLite 的类型名：INTEGER、TEXT、REAL、BLOB 或 NUMERIC。"
                      : "Note: \(type) is not a type name SQLite knows.\(mean) SQLite accepts any type name without an error and gives the column \(affinity) affinity by the rules of datatype3 section 3.1 (\(rule)), \(consequence) Write one of SQLite's names: INTEGER, TEXT, REAL, BLOB or NUMERIC."
        case .ifNotExistsKept:
            let name = detail(0, "t"), kind = detail(2, "TABLE")
            let zhKind = ["TABLE": "表", "INDEX": "索引", "VIEW": "视图", "TRIGGER": "触发器"][kind] ?? "表"
            if kind != "TABLE" {
                return zh ? "注意：已经有一个叫 \(name) 的\(zhKind)，定义和这条语句不同，所以 IF NOT EXISTS 什么也没有创建，旧的定义原样保留。要换成新定义，先 DROP \(kind) \(name)，再创建；用 .schema 查看现在的定义。"
                          : "Note: a\(kind == "INDEX" ? "n" : "") \(kind.lowercased()) called \(name) already exists with a definition other than this one, so IF NOT EXISTS created nothing and the old definition stays. To replace it, DROP \(kind) \(name) first, then create it; .schema shows the definition in force."
            }
            return zh ? "注意：已经有一张叫 \(name) 的表，定义和这条语句不同，所以 IF NOT EXISTS 什么也没有创建：旧的 \(name) 原样保留，这条语句里的列并不都存在。要换成新定义，先 DROP TABLE \(name)（会丢掉它的数据），或者用 ALTER TABLE \(name) ADD COLUMN 添加列；用 .schema \(name) 查看现在的定义。"
                      : "Note: a table called \(name) already exists with a definition other than this one, so IF NOT EXISTS created nothing: the old \(name) stays as it was, and the columns of this statement may not exist. To replace it, DROP TABLE \(name) first (its rows go with it), or add columns with ALTER TABLE \(name) ADD COLUMN; .schema \(name) shows the definition in force."
        case .betweenReversed:
            return zh ? "注意：BETWEEN 的第一个界限比第二个大，所以没有任何值能在两者之间，一行也匹配不到，而且不会报错。x BETWEEN a AND b 的意思是 a <= x AND x <= b：把小的写在前面。"
                      : "Note: BETWEEN's first bound is greater than its second, so no value lies between them and no row matches, without an error. x BETWEEN a AND b means a <= x AND x <= b: write the smaller bound first."
        case .castToNumeric:
            let type = detail(0, "DATE")
            return zh ? "注意：CAST(… AS \(type)) 按类型名的亲和性转换（datatype3 第 3.1 节）：\(type) 是 NUMERIC 亲和性，所以 '2020-01-15' 变成了 2020（开头的数字），'12:30' 变成了 12。SQLite 没有日期类型：日期保存为 ISO 文本，用 date(x)、strftime(…) 处理；转换只写 TEXT、INTEGER、REAL、NUMERIC 或 BLOB。"
                      : "Note: CAST(… AS \(type)) converts by the type name's affinity (datatype3 section 3.1): \(type) has NUMERIC affinity, so '2020-01-15' becomes 2020 (the number it starts with) and '12:30' becomes 12. SQLite has no date type: keep dates as ISO text and use date(x) or strftime(…); cast only to TEXT, INTEGER, REAL, NUMERIC or BLOB."
        case .subqueryRows:
            return zh ? "注意：这个子查询返回了不止一行，但在 = (SELECT …) 这样的比较里 SQLite 只用它的第一行（是哪一行并不确定），而且不会报错。要和所有行比较，写 IN (SELECT …)；否则让子查询只返回一行（用聚合函数，按主键筛选，或 ORDER BY … LIMIT 1）。"
                      : "Note: the subquery returns more than one row, but in a comparison such as = (SELECT …) SQLite uses only its first row (which one is not defined), without an error. To compare with all of them write IN (SELECT …); or make the subquery give one row (an aggregate, a WHERE on a key, or ORDER BY … LIMIT 1)."
        case .dateComparedWithNumber:
            return zh ? "注意：strftime() 等日期函数返回的是文本，而在 SQLite 里文本永远不等于数字：strftime('%Y', d) = 2020 不成立（用 < 和 > 时，文本比任何数字都大）。和文本比较：strftime('%Y', d) = '2020'，或者先转换：CAST(strftime('%Y', d) AS INTEGER) = 2020。"
                      : "Note: strftime() and the other date functions return text, and in SQLite text never equals a number: strftime('%Y', d) = 2020 is false (with < and >, text is greater than every number). Compare with text, strftime('%Y', d) = '2020', or convert first: CAST(strftime('%Y', d) AS INTEGER) = 2020."
        case .joinWithoutOn:
            return zh ? "注意：这个 JOIN 没有 ON（或 USING）：SQLite 把一张表的每一行和另一张表的每一行都配成一对（交叉连接），行数是两表行数的乘积。LEFT JOIN 没有 ON 时也一样，后面的 WHERE 会把它变成普通的内连接。写出连接条件：JOIN b ON a.b_id = b.id。"
                      : "Note: this JOIN has no ON (or USING): SQLite pairs every row of one table with every row of the other (a cross join), as many rows as the two counts multiplied. A LEFT JOIN without ON does the same, and a WHERE after it makes it an inner join. Write the join condition: JOIN b ON a.b_id = b.id."
        case .naturalJoinNothingShared:
            let left = detail(0, "a"), right = detail(1, "b")
            return zh ? "注意：NATURAL JOIN 按两张表里名字相同的列连接，而 \(left) 和 \(right) 没有同名的列，所以它成了交叉连接：每一行都和每一行配对。用 ON 写出条件：JOIN \(right) ON \(left).列 = \(right).列。"
                      : "Note: NATURAL JOIN joins on the columns the two tables have by the same name, and \(left) and \(right) have none, so it became a cross join: every row paired with every row. Write the condition with ON: JOIN \(right) ON \(left).col = \(right).col."
        case .replaceDropsColumns:
            let table = detail(0, "t")
            return zh ? "注意：REPLACE 不会修改已有的行：当主键或 UNIQUE 列的值已经存在时，它先删除那一行再插入新行，所以这条语句没写的 \(table) 的列会变成默认值或 NULL，原来的值丢失了。只想改几列，用 UPDATE，或者 INSERT … ON CONFLICT(主键) DO UPDATE SET 列 = excluded.列。"
                      : "Note: REPLACE does not change the existing row: when the key or a UNIQUE value is already there, it deletes that row and inserts the new one, so the columns of \(table) this statement leaves out get their DEFAULT or NULL, and their old values are lost. To change some columns, use UPDATE, or INSERT … ON CONFLICT(key) DO UPDATE SET col = excluded.col."
        case .columnNotGrouped:
            let name = detail(0, "name")
            return zh ? "注意：\(name) 既不在 GROUP BY 里，也不在聚合函数里：每组在结果里只有一行，SQLite 从组里随便取一行的 \(name)，不会报错。把它加进 GROUP BY，或者对它聚合（max(\(name))、group_concat(\(name))）。"
                      : "Note: \(name) is neither in GROUP BY nor inside an aggregate: each group is one row of the result, and SQLite takes \(name) from an arbitrary row of the group, without an error. Add it to GROUP BY, or aggregate it (max(\(name)), group_concat(\(name)))."
        case .orderByText:
            return zh ? "注意：ORDER BY（或 GROUP BY）后面是一个单引号文本：它对每一行都是同一个值，所以行没有按任何列排序（分组时全部成为一组）。列名不加引号（或加双引号）：ORDER BY name。"
                      : "Note: ORDER BY (or GROUP BY) is given text in single quotes: the same value for every row, so the rows are not sorted by any column (or all fall in one group). Write the column's name without quotes (or in double quotes): ORDER BY name."
        case .columnNameInQuotes:
            let name = detail(0, "name")
            return zh ? "注意：'\(name)' 加了单引号，是文本，不是列：每一行得到的都是文字 \(name)，比较的也是这段文字本身。列名不加引号，或者用双引号：\(name)、\"\(name)\"。"
                      : "Note: '\(name)' in single quotes is text, not the column: every row gets the word \(name), and a comparison compares that word itself. Write the column's name bare or in double quotes: \(name), \"\(name)\"."
        case .likeWithGlobWildcards:
            return zh ? "注意：LIKE 的通配符是 %（任意一段文本）和 _（一个字符）；* 和 ? 是 GLOB 的，在 LIKE 里只代表它们自己，所以 'A*' 只匹配正好是 A* 的文本。写 LIKE 'A%'，或者用 GLOB 'A*'（区分大小写）。"
                      : "Note: LIKE's wildcards are % (any text) and _ (one character); * and ? are GLOB's and stand for themselves in LIKE, so 'A*' matches only the text A*. Write LIKE 'A%', or GLOB 'A*' (which is case-sensitive)."
        case .notInWithNull:
            return zh ? "注意：NOT IN 的列表（或子查询的结果）里有 NULL，所以 x NOT IN (…) 永远不会为真：x <> NULL 的结果是 NULL，不是真。于是一行也选不出来，而且不会报错。把 NULL 去掉，子查询里加上 WHERE col IS NOT NULL，或者改用 NOT EXISTS (SELECT … WHERE …)。"
                      : "Note: the list of NOT IN (or the subquery's result) holds a NULL, so x NOT IN (…) is never true: x <> NULL gives NULL, not true. No row is selected, and there is no error. Leave the NULL out, add WHERE col IS NOT NULL to the subquery, or use NOT EXISTS (SELECT … WHERE …)."
        case .unpaddedDate:
            return zh ? "注意：这个日期没有补零（如 '2021-1-5'）。SQLite 把日期当文本按字符比较，所以 '2021-1-5' > '2021-10-01'，排序和比较都会出错，而 date() 等函数会返回 NULL。请写成 YYYY-MM-DD：'2021-01-05'。"
                      : "Note: this date lacks its leading zeros (as in '2021-1-5'). SQLite compares dates as text, character by character, so '2021-1-5' > '2021-10-01', and ordering and comparisons go wrong, while date() and the other functions give NULL. Write YYYY-MM-DD: '2021-01-05'."
        case .substrFromZero:
            return zh ? "注意：substr() 的位置从 1 开始：substr(x, 0, n) 不会报错，但只得到 n - 1 个字符（位置 0 在第一个字符之前）。从第一个字符开始取写 substr(x, 1, n)。"
                      : "Note: substr() counts positions from 1: substr(x, 0, n) raises no error but gives n - 1 characters (position 0 is before the first). To start at the first character write substr(x, 1, n)."
        case .textCaseDiffers:
            return zh ? "注意：没有行匹配，但有的行只是大小写不同：在 SQLite 里 = 比较文本时区分大小写（'ann' 不等于 'Ann'）。按原样的大小写写值，或者写 col = 'ann' COLLATE NOCASE（只对 ASCII 字母有效）。"
                      : "Note: no row matched, but some differ only in case: in SQLite = compares text case-sensitively ('ann' is not 'Ann'). Write the value in its case, or col = 'ann' COLLATE NOCASE (for ASCII letters)."
        case .divisionByZero:
            return zh ? "注意：在 SQLite 里除以 0（x / 0、x % 0）不会报错，结果是 NULL。如果可能除以 0，先检查除数：CASE WHEN b = 0 THEN … ELSE a / b END，或 a / NULLIF(b, 0)。"
                      : "Note: in SQLite dividing by zero (x / 0, x % 0) raises no error: the result is NULL. Where the divisor may be 0, test it first: CASE WHEN b = 0 THEN … ELSE a / b END, or a / NULLIF(b, 0)."
        case .orphanRowAccepted:
            let table = detail(0, "t"), parent = detail(1, "parent")
            return zh ? "注意：\(table) 里有一行指向 \(parent) 中不存在的行，SQLite 却接受了：这个连接上的外键检查是关闭的（SQLite 默认如此）。执行 PRAGMA foreign_keys = ON 之后，这样的 INSERT 或 UPDATE 会以 FOREIGN KEY constraint failed 失败；每个连接都要打开它。PRAGMA foreign_key_check(\(table)) 列出这些行。"
                      : "Note: a row of \(table) points at a row of \(parent) that does not exist, and SQLite accepted it: foreign keys are not enforced on this connection (SQLite's default). After PRAGMA foreign_keys = ON, such an INSERT or UPDATE fails with FOREIGN KEY constraint failed; turn it on for every connection. PRAGMA foreign_key_check(\(table)) lists the rows."
        case .comparisonWithNull:
            return zh ? "注意：与 NULL 比较（`= NULL`、`<> NULL`）永远不为真，所以一行也匹配不到，而且不会报错。请用 `IS NULL` 或 `IS NOT NULL`。"
                      : "Note: a comparison with NULL (`= NULL`, `<> NULL`) is never true, so it matches no row and raises no error. Use `IS NULL` or `IS NOT NULL`."
        case .changeWithoutWhere:
            return zh ? "注意：没有 WHERE 的 UPDATE 和 DELETE 会改动表里的每一行，SQLite 不会提醒。请看改变了几行。"
                      : "Note: without WHERE, UPDATE and DELETE change every row of the table, and SQLite does not ask. Check the rows changed."
        case .notEqualDropsNull:
            return zh ? "注意：`<>`（`!=`）不会选出这一列为 NULL 的行：与 NULL 比较的结果是 NULL，不是真。要把它们也包括进来，写 `col <> 'x' OR col IS NULL`（或 `col IS NOT 'x'`）。"
                      : "Note: `<>` (`!=`) leaves out the rows where the column is NULL: comparing with NULL gives NULL, not true. To keep them, write `col <> 'x' OR col IS NULL` (or `col IS NOT 'x'`)."
        case .integerDivision:
            return zh ? "注意：两个整数相除得到的是整数，小数部分被舍去（7 / 2 是 3）。要得到小数，把其中一个写成小数或转换：7 / 2.0，或 CAST(a AS REAL) / b。"
                      : "Note: dividing one integer by another gives an integer, the fraction dropped (7 / 2 is 3). For a fraction make one side real: 7 / 2.0, or CAST(a AS REAL) / b."
        case .crossJoinWithoutCondition, .outerJoinUndone, .likeWithoutWildcard, .andOrWithoutParentheses, .unintendedCorrelation:
            return Pitfall.logicAdvice(self, zh: zh, detail: detail) ?? ""
        case .typeSwallowsColumn:
            let column = detail(0, "a"), whole = detail(1, "INT b TEXT"), next = detail(2, "b"), own = detail(3, "INT"), type = detail(4, "TEXT")
            return zh ? "注意：\(next) 前面少了逗号：SQLite 把 \(whole) 整个读成了 \(column) 的类型名（任何几个词它都接受），所以表里没有 \(next) 这一列。写成 \(column) \(own), \(next) \(type)。"
                      : "Note: a comma is missing before \(next): SQLite read \(whole) as the type name of \(column) (it takes any words as one), so the table has no column \(next). Write \(column) \(own), \(next) \(type)."
        case .numbersStoredAsText:
            let column = detail(0, "price"), a = detail(1, "10"), b = detail(2, "9")
            return zh ? "注意：\(column) 里的数字是以文本存的（'\(a)'、'\(b)'），而文本按字符逐个比较：'\(a)' 排在 '\(b)' 前面，所以 ORDER BY 和 max()/min() 不按数值大小。把这一列声明为 INTEGER 或 REAL（SQLite 就会把数字存成数字），或者按 CAST(\(column) AS REAL) 排序、取 max(CAST(\(column) AS REAL))。"
                      : "Note: \(column) holds numbers stored as text ('\(a)', '\(b)'), and text compares character by character: '\(a)' comes before '\(b)', so ORDER BY and max()/min() do not follow the numbers. Declare the column INTEGER or REAL (SQLite then stores numbers as numbers), or sort by CAST(\(column) AS REAL) and take max(CAST(\(column) AS REAL))."
        case .limitWithComma:
            let m = details.first ?? "m", n = details.count > 1 ? details[1] : "n"
            return zh ? "注意：LIMIT \(m), \(n) 是先跳过 \(m) 行、再最多返回 \(n) 行：这种写法里第一个数是 OFFSET，很多人会读反。写成 LIMIT \(n) OFFSET \(m) 意思一样，也不会看错。"
                      : "Note: LIMIT \(m), \(n) skips \(m) rows, then returns at most \(n): in this form the first number is the OFFSET, which many read the other way round. LIMIT \(n) OFFSET \(m) says the same and cannot be misread."
        case .limitWithoutOrderBy:
            return zh ? "注意：没有 ORDER BY 时，LIMIT/OFFSET 取哪几行是不确定的：SQLite 按它方便的顺序返回行，换一个索引或版本就可能不同。分页时请加上 ORDER BY（按一个唯一的列）。"
                      : "Note: without ORDER BY, which rows LIMIT/OFFSET keep is not defined: SQLite returns rows in whatever order is convenient, which can change with an index or a version. Add ORDER BY (on a unique column) when paging."
        case .bareColumnWithAggregate:
            return zh ? "注意：这一列既不在聚合函数里，也不在 GROUP BY 里：SQLite 不报错，而是从组里随便取一行的值。想要每组一行，就把它加进 GROUP BY；想要整体的值，就去掉它。"
                      : "Note: a column beside an aggregate, neither aggregated nor in GROUP BY: SQLite raises no error but takes its value from an arbitrary row of the group. Add it to GROUP BY for one row per value, or leave it out."
        case .textComparedWithNumber:
            return zh ? "注意：这一列声明为 TEXT，所以和数字比大小时数字也被当成文本，按字符逐个比较（'9' > '10'）。要按数值比较，把列声明为 INTEGER/REAL，或写 CAST(col AS INTEGER) > 10。"
                      : "Note: the column is declared TEXT, so the number is compared as text too, character by character ('9' > '10'). To compare numbers, declare the column INTEGER or REAL, or write CAST(col AS INTEGER) > 10."
        case .numberComparedWithText:
            return zh ? "注意：这一列是数值类型，而比较的文本不是数字：在 SQLite 里文本总是大于任何数字，所以 = 永远不成立。数字不要加引号；文本值是否放错了列？"
                      : "Note: the column is numeric and the text it is compared with is not a number: in SQLite text is greater than every number, so = never holds. Write numbers without quotes; or is the text in the wrong column?"
        case .likeNonASCII:
            return zh ? "注意：SQLite 的 LIKE 只对 ASCII 字母不区分大小写；对 é、Ä、Я 这类字母区分大小写。要忽略它们的大小写，就两边都转换后比较，或者把数据统一成一种写法。"
                      : "Note: SQLite's LIKE ignores case for ASCII letters only; for letters such as é, Ä or Я case matters. To ignore it, store the text in one case or compare both sides converted the same way."
        case .dateNotISO:
            return zh ? "注意：日期函数只认 ISO-8601 格式的真实日期（'2024-03-31'、'2024-03-31 14:05:00'）；'31/03/2024'、'March 31' 这类文本，或不存在的日期如 '2024-13-01'，会得到 NULL，而不是报错。请把日期存成 YYYY-MM-DD。"
                      : "Note: the date functions read only real dates in ISO-8601 ('2024-03-31', '2024-03-31 14:05:00'); text such as '31/03/2024' or 'March 31', or a date that does not exist such as '2024-13-01', gives NULL, not an error. Store dates as YYYY-MM-DD."
        case .foreignKeysOff:
            return zh ? "注意：SQLite 默认不检查外键：REFERENCES 被记录下来，但在执行 PRAGMA foreign_keys = ON 之前，不存在的父行也能插入。每个连接都要打开它。"
                      : "Note: SQLite does not enforce foreign keys by default: REFERENCES is recorded, but until PRAGMA foreign_keys = ON a row may point to a parent that does not exist. Turn it on for every connection."
        case .unquotedDefault:
            return zh ? "注意：DEFAULT 后面没加引号的 (1900-01-01) 是算式，会存成 1898。日期和其他文本默认值要用单引号：DEFAULT '1900-01-01'。"
                      : "Note: an unquoted DEFAULT such as (1900-01-01) is arithmetic and stores 1898. Quote dates and other text defaults: DEFAULT '1900-01-01'."
        case .rowidReuse:
            return zh ? "注意：这一行拿到的编号是一行被删除的行用过的：这张表没有 AUTOINCREMENT，删除了编号最大的行之后，下一次 INSERT 会重新使用这个编号。如果编号被别处引用过，请声明 INTEGER PRIMARY KEY AUTOINCREMENT。"
                      : "Note: this row got an id a deleted row had: the table has no AUTOINCREMENT, so after the row with the largest id is deleted, the next INSERT reuses that id. If ids are referred to elsewhere, declare INTEGER PRIMARY KEY AUTOINCREMENT."
        case .plusJoinsText:
            return zh ? "注意：在 SQLite 里 + 只做加法：文本会被转换成数字（通常是 0），不会拼接起来。拼接文本用 ||：first_name || ' ' || last_name。"
                      : "Note: in SQLite + only adds: text is converted to a number (usually 0), not joined. Join text with ||: first_name || ' ' || last_name."
        case .offsetPastTheEnd:
            return zh ? "注意：OFFSET 跳过的行数超过了结果的总行数，所以一行也没有返回，这不是错误。LIMIT n 是最多返回几行，OFFSET m 是先跳过几行：每页 n 行时，第 p 页是 ORDER BY … LIMIT n OFFSET (p-1)*n。"
                      : "Note: OFFSET skipped more rows than the result has, so no row came back, which is not an error. LIMIT n is how many rows at most, OFFSET m how many to skip first: with n rows a page, page p is ORDER BY … LIMIT n OFFSET (p-1)*n."
        case .conditionWithoutColumn:
            return zh ? "注意：OR（或 AND）后面只有一个值，没有列和比较：SQL 不会沿用前面的列，而是把这个值本身当成条件，非 0 的数和文本都算真（文本按数字转换），所以 salary = 100 OR 200 会选出每一行。请写全：salary = 100 OR salary = 200，或 salary IN (100, 200)。"
                      : "Note: a value alone after OR (or AND), with no column and comparison: SQL does not carry the column over, it takes the value itself as the condition, and any number but 0 is true, so salary = 100 OR 200 selects every row. Write it out: salary = 100 OR salary = 200, or salary IN (100, 200)."
        case .unquotedDate:
            return zh ? "注意：不加引号的 2024-01-01 是减法（2024 − 1 − 1 = 2022），不是日期，所以和日期文本比较永远不相等。日期要加单引号：'2024-01-01'。"
                      : "Note: 2024-01-01 without quotes is a subtraction (2024 − 1 − 1 = 2022), not a date, so it never equals a date's text. Put dates in single quotes: '2024-01-01'."
        case .unboundParameter:
            return zh ? "注意：语句里有参数（?、:name），但没有给它绑定值，所以它的值是 NULL：比较不会成立，插入的是 NULL，而且不会报错。在 REPL 和答案里请直接写值；在程序里用 sqlite3_bind_*() 为每个参数绑定值。"
                      : "Note: the statement has a parameter (?, :name) with no value bound, so it is NULL: comparisons with it never hold and an INSERT stores NULL, without an error. Write the value itself here; in a program, bind each parameter with sqlite3_bind_*()."
        case .andInSet:
            return zh ? "注意：SET 里的 AND 不会分开两次赋值：SET b = 'x' AND a = 2 把 ('x' AND a = 2) 这个真假值（0 或 1）赋给了 b，a 没有变。多个赋值用逗号分隔：SET b = 'x', a = 2。"
                      : "Note: AND in SET does not separate two assignments: SET b = 'x' AND a = 2 stores the truth value of ('x' AND a = 2), 0 or 1, in b, and leaves a unchanged. Separate assignments with a comma: SET b = 'x', a = 2."
        case .aliasWithoutComma:
            return zh ? "注意：SELECT 列表里两个名字之间没有逗号（如 SELECT name age）：第二个名字成了第一列的别名，结果只有一列，列名是 age，内容却是 name。要两列就在它们之间加逗号：SELECT name, age。"
                      : "Note: two names in the SELECT list with no comma between them (as in SELECT name age) make the second an alias of the first: one column headed age that holds name. For two columns put a comma between them: SELECT name, age."
        case .autoIncrementInTypeName:
            return zh ? "注意：AUTO_INCREMENT 是 MySQL 的写法；SQLite 把它当成了类型名的一部分，这一列不会自动编号。请写 id INTEGER PRIMARY KEY。"
                      : "Note: AUTO_INCREMENT is MySQL's; SQLite took it as part of the type name, and the column will not number itself. Write id INTEGER PRIMARY KEY."
        }
    }
}

/// Where a pitfall is in the statement: the bytes of the tokens that cause it, and the words a
/// note's text names (a type name, its affinity).
struct Place {
    let range: Range<Int>
    let details: [String]
    init(_ token: Token, details: [String] = []) { range = token.range; self.details = details }
    /// From the start of `first` to the end of `last`.
    init(_ first: Token, _ last: Token, details: [String] = []) {
        range = first.range.lowerBound..<max(first.range.upperBound, last.range.upperBound)
        self.details = details
    }
}

/// One note on a statement: the pitfall, and where in the statement's text the token that
/// causes it is, so that a presenter can put a caret under it.
///
/// Codable as `{"note": "integer-division", "offset": 9, "length": 1, "line": 1, "column": 10}`:
/// `offset` and `length` in UTF-8 bytes of the SQL text the note was found in (the unit of
/// `sqlite3_error_offset`), `line` and `column` 1-based, the column in characters. A note
/// stored by an older sqlab as the bare name (`"integer-division"`) decodes without a place.
public struct PitfallNote: Codable, Sendable, Hashable {
    public let pitfall: Pitfall
    /// The bytes of the token(s) in the SQL text; nil for a note decoded without a place.
    public let range: Range<Int>?
    /// 1-based line and column (in characters) of the range's start; 0 without a place.
    public private(set) var line: Int
    public private(set) var column: Int
    /// The words the note's text names (for `unknownTypeName`: the type, its affinity, the
    /// closest known type name or "").
    public let details: [String]

    /// The note on `pitfall` at `range` of `sql`.
    public init(_ pitfall: Pitfall, range: Range<Int>?, in sql: String, details: [String] = []) {
        self.pitfall = pitfall
        self.range = range
        self.details = details
        guard let range else { line = 0; column = 0; return }
        let before = Array(sql.utf8.prefix(range.lowerBound))
        let lineStart = (before.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
        line = before.filter { $0 == 0x0A }.count + 1
        column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
    }

    /// What to tell the learner, in `language`.
    public func advice(_ language: Language) -> String { pitfall.advice(language, details: details) }

    enum CodingKeys: String, CodingKey { case note, offset, length, line, column, details }

    public init(from decoder: Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(Pitfall.self) {
            self.init(name, range: nil, in: "")
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let offset = try c.decodeIfPresent(Int.self, forKey: .offset)
        let length = try c.decodeIfPresent(Int.self, forKey: .length) ?? 0
        self.init(try c.decode(Pitfall.self, forKey: .note), range: offset.map { $0..<($0 + max(0, length)) }, in: "",
                  details: try c.decodeIfPresent([String].self, forKey: .details) ?? [])
        // The place as written: the text it was counted in is not at hand.
        line = try c.decodeIfPresent(Int.self, forKey: .line) ?? 0
        column = try c.decodeIfPresent(Int.self, forKey: .column) ?? 0
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(pitfall, forKey: .note)
        if let range {
            try c.encode(range.lowerBound, forKey: .offset)
            try c.encode(range.count, forKey: .length)
            try c.encode(line, forKey: .line)
            try c.encode(column, forKey: .column)
        }
        if !details.isEmpty { try c.encode(details, forKey: .details) }
    }
}

extension Value {
    var intValue: Int64? { if case .integer(let n) = self { return n }; return nil }
    fileprivate var textValue: String? { if case .text(let s) = self { return s }; return nil }
}
