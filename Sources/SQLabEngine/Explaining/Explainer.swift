import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons

/// The names a database holds, for "did you mean": each table (and view) with its columns.
public struct SchemaNames: @unchecked Sendable, Equatable {
    public var tables: [(name: String, columns: [String])]
    /// Suggestions already worked out for these names (a lesson may fail thousands of times on
    /// the same schema).
    private let memo = Memo()
    private final class Memo {
        var suggestions: [String: String?] = [:]
    }

    public init(tables: [(name: String, columns: [String])] = []) { self.tables = tables }
    /// Table (lower case) → the declared type of its primary key, for a key of one column
    /// (`PRAGMA table_info`'s `pk` and `type`): INTEGER makes it the rowid, which SQLite numbers.
    public var keyTypes: [String: String] = [:]

    /// The closest of `candidates` to `word` (DidYouMean), remembered under `key`.
    func closest(to word: String, in candidates: @autoclosure () -> [String], key: String) -> String? {
        if let known = memo.suggestions[key] { return known }
        let found = DidYouMean.closest(to: word, in: candidates())
        memo.suggestions[key] = found
        return found
    }
    public var tableNames: [String] { tables.map(\.name) }
    public var allColumns: [String] { tables.flatMap(\.columns) }
    public func columns(of table: String) -> [String] {
        tables.first { $0.name.lowercased() == table.lowercased() }?.columns ?? []
    }
    public static func == (a: SchemaNames, b: SchemaNames) -> Bool {
        a.tables.map(\.name) == b.tables.map(\.name) && a.tables.map(\.columns) == b.tables.map(\.columns)
    }
}

/// A failed statement, explained for a learner: SQLite's own words, where in the SQL, what the
/// code means, the likely cause and the fix, and the closest existing name.
public struct ErrorExplanation: Sendable {
    /// The same explanation with another "did you mean" (one worked out where the schema was at hand).
    public func with(suggestion: String?) -> ErrorExplanation {
        ErrorExplanation(code: code, message: message, highlight: highlight, text: text, situation: situation,
                         suggestion: suggestion ?? self.suggestion, template: template, diagnosis: diagnosis)
    }

    public init(code: ResultCode, message: String, highlight: Range<Int>?, text: CodeExplanation, situation: String?,
                suggestion: String?, template: String? = nil, diagnosis: SyntaxDiagnosis? = nil) {
        self.code = code
        self.message = Explainer.oneLine(message)
        self.highlight = highlight
        self.text = text
        self.situation = situation
        self.suggestion = suggestion
        self.template = template
        self.diagnosis = diagnosis
    }

    /// The extended result code SQLite returned.
    public let code: ResultCode
    /// `sqlite3_errmsg`, with line breaks and tabs written `\n`, `\r`, `\t` so it stays on one
    /// line (an unterminated string's token runs to the end of the statement).
    public let message: String
    /// True when sqlab wrote the message itself (`sqlab lab` answering a call SQLite was not
    /// given, such as `sqlite3_step(NULL)`): it is shown as sqlab's, not SQLite's.
    public var writtenBySqlab = false
    /// The byte range in the statement's SQL to mark with carets, when known.
    public let highlight: Range<Int>?
    /// What the message means, its likely cause and the fix: the catalogue's explanation of the
    /// message's template (`MessageCatalogue`) when SQLite 3.40.1 writes it; otherwise the code's
    /// (for the extended code where it has its own), and `template` is nil.
    public let text: CodeExplanation
    /// Advice for this exact message (a misspelt keyword, a missing table), when there is some.
    public let situation: String?
    /// The existing name closest to a missing one: "did you mean".
    public let suggestion: String?
    /// The catalogue template the message is an instance of (`no such table: %s`); nil for a
    /// message sqlab does not know, whose `text` is then the primary code's.
    public let template: String?
    /// The mistake named from the statement's tokens, for a syntax error sqlab recognises.
    public let diagnosis: SyntaxDiagnosis?

    /// True when sqlab knows SQLite's message (it is in the catalogue).
    public var isKnownMessage: Bool { template != nil }
}

/// Explains result codes and failures in plain language, in English or Chinese.
///
/// Meanings follow SQLite's result-code page, <https://sqlite.org/rescode.html>; causes and
/// fixes are written for beginners (`ResultCodeExplanations`).
public struct Explainer: Sendable {
    public let language: Language

    public init(language: Language) { self.language = language }

    /// The explanation of `code`: its own when it has one, else its primary code's.
    /// Nil only for a code the installed `sqlite3.h` does not define.
    public func text(for code: ResultCode) -> CodeExplanation? {
        let table = language == .zh ? ResultCodeExplanations.chinese : ResultCodeExplanations.english
        return table[code.rawValue] ?? table[code.primary.rawValue]
    }

    /// One line: `SQLITE_DONE (101) — the statement ran to completion`.
    public func summary(_ code: ResultCode) -> String {
        "\(code) — " + (text(for: code)?.meaning ?? (language == .zh ? "未知的结果码" : "an unknown result code"))
    }

    /// Explains a failure. `schema` (the names in the database when it failed) gives
    /// "did you mean"; `timedOut` says an `SQLITE_INTERRUPT` came from the statement deadline.
    /// `suggestion` is a "did you mean" already worked out where the schema was at hand (an
    /// answer checked in a worker), used instead of one from `schema`.
    public func explain(_ error: SQLiteError, schema: SchemaNames? = nil, timeout: Double? = nil, suggestion known: String? = nil) -> ErrorExplanation {
        let parsed = SQLiteMessage(error.message)
        let sql = error.sql ?? ""
        let match = MessageCatalogue.match(error.message)
        var highlight: Range<Int>?
        if error.offset >= 0, error.offset < sql.utf8.count {
            highlight = Explainer.token(in: sql, at: error.offset)
        } else if let name = parsed.missingName, let range = Explainer.find(word: name, in: sql) {
            highlight = range
        } else if let match, let n = match.entry.caret, n <= match.values.count {
            highlight = Explainer.place(of: match.values[n - 1], in: sql)
        }

        var suggestion = known ?? Explainer.suggest(parsed, schema: schema)
        if case .noSuchTable(let name) = parsed, !name.contains(".") {
            // The statement's own WITH names are tables too (`WITH x AS (…) SELECT * FROM y`).
            let tokens = Tokenizer.significantTokens(sql)
            let ctes = Pitfall.commonTableNames(tokens, depth: Pitfall.depths(tokens))
            let names = tokens.compactMap { t in t.name.flatMap { ctes.contains($0.lowercased()) ? $0 : nil } }
            if !names.isEmpty, let close = DidYouMean.closest(to: name, in: names + (schema?.tableNames ?? [])) { suggestion = close }
        }
        if suggestion == nil, case .syntaxErrorNear = parsed, let start = highlight?.lowerBound {
            // SQLite often stops one word after a misspelt keyword, which it read as a name
            // (`SELECT name FRM t` stops at t): look at the word before.
            suggestion = Explainer.previousWord(in: sql, before: start).flatMap { word in
                SQLSyntax.isKeyword(word) || word.count < 3 ? nil : DidYouMean.closest(to: word.uppercased(), in: Explainer.keywordsByUse).map { "\($0) (not \(word))" }
            }
        }
        var diagnosis = SyntaxDiagnosis.diagnose(error, language: language)
        if diagnosis != nil {
            suggestion = nil
        } else if let named = SyntaxDiagnosis.diagnoseMessage(error, language: language) {
            // The message's cause fitted to the place it concerns; "did you mean" still helps.
            diagnosis = named
        } else if case .syntaxErrorNear(let token) = parsed, let keyword = suggestion,
                  SyntaxDiagnosis.misspeltKeyword(keyword.hasSuffix(")") ? String(keyword.split(separator: "(").last!.dropFirst(4).dropLast()) : token) != nil {
            // A misspelt keyword: at the failing word, or the word before it ("FROM (not FRM)").
            let word = keyword.hasSuffix(")") ? String(keyword.split(separator: "(").last!.dropFirst(4).dropLast()) : token
            let fixed = String(keyword.split(separator: " ").first!)
            let place = Explainer.place(of: word, in: sql)
            let words = SyntaxDiagnosis.Words(zh: language == .zh)
            diagnosis = SyntaxDiagnosis(kind: .misspeltKeyword, mistake: words.misspelt(word, fixed), fix: words.misspeltFix(fixed), caret: place)
        }
        if diagnosis == nil, case .noSuchColumn(let name) = parsed, name.contains("."),
           let qualifier = name.split(separator: ".").dropLast().last.map(String.init), let column = name.split(separator: ".").last.map(String.init) {
            // `u.tid`: a qualified name is never a value; the table it names has no such column.
            let tokens = TokenContext.statement(at: max(0, error.offset), in: Tokenizer.significantTokens(error.sql ?? ""))
            if let table = SyntaxDiagnosis.fromTables(tokens).first(where: { ($0.alias ?? $0.table).lowercased() == qualifier.lowercased() })?.table {
                // Among equally close names, one with the same first letter (tid: t_id before id).
                let columns = schema?.columns(of: table) ?? []
                let sameStart = columns.filter { $0.lowercased().first == column.lowercased().first }
                let close = column.count < 3 ? nil : DidYouMean.closest(to: column, in: sameStart) ?? DidYouMean.closest(to: column, in: columns)
                let words = SyntaxDiagnosis.MessageWords(zh: language == .zh)
                diagnosis = SyntaxDiagnosis(kind: .undefinedColumn, mistake: words.qualifiedColumn(qualifier, table, column, close),
                                            fix: words.qualifiedColumnFix(qualifier, table, close), caret: nil)
                suggestion = close
            }
        }
        if diagnosis == nil, case .noSuchColumn(let name) = parsed, !name.contains("."), let schema,
           !(error.sql ?? "").contains("\"" + name + "\"") {
            let tokens = TokenContext.statement(at: max(0, error.offset), in: Tokenizer.significantTokens(error.sql ?? ""))
            let read = SyntaxDiagnosis.fromTables(tokens)
            let words = SyntaxDiagnosis.MessageWords(zh: language == .zh)
            if let k = tokens.firstIndex(where: { $0.name?.lowercased() == name.lowercased() }), k > 0, k + 1 < tokens.count,
               tokens[k + 1].text == "=", tokens[k - 1].keyword == "SET" || (tokens[k - 1].text == "," && tokens[..<k].contains { $0.keyword == "SET" }),
               let table = tokens.firstIndex(where: { $0.keyword == "INTO" }).flatMap({ $0 + 1 < tokens.count ? tokens[$0 + 1].name : nil }) ?? read.first?.table,
               suggestion == nil {
                // `… DO UPDATE SET nosuch = 1`: the left of an assignment is always a column of the
                // table changed (UPDATE's own SET is diagnosed from the message).
                diagnosis = SyntaxDiagnosis(kind: .undefinedColumn, mistake: words.setColumn(name, table), fix: words.indexColumnFix(table), caret: nil)
            } else if !read.isEmpty, suggestion == nil || !(schema.columns(of: read[0].table).contains { $0.lowercased() == suggestion!.lowercased() }),
                      let owner = schema.tableNames.first(where: { t in
                          !read.contains { $0.table.lowercased() == t.lowercased() } && schema.columns(of: t).contains { $0.lowercased() == name.lowercased() }
                      }) {
                // `SELECT title FROM s` where title is a column of c: the join to c is missing.
                diagnosis = SyntaxDiagnosis(kind: .undefinedColumn, mistake: words.columnOfOtherTable(name, owner, read.map { $0.alias ?? $0.table }),
                                            fix: words.columnOfOtherTableFix(name, owner, read[0].alias ?? read[0].table), caret: nil)
                suggestion = nil
            }
        }
        if diagnosis == nil, case .noSuchColumn(let name) = parsed, let close = suggestion, !name.contains("."), name.count >= 3,
           !(error.sql ?? "").contains("\"" + name + "\"") {
            // A close column name: a misspelling, not a value without quotes.
            let words = SyntaxDiagnosis.MessageWords(zh: language == .zh)
            diagnosis = SyntaxDiagnosis(kind: .undefinedColumn, mistake: words.misspeltColumn(name, close), fix: words.misspeltColumnFix(close), caret: nil)
        }
        if diagnosis == nil, error.code == .SQLITE_CONSTRAINT_PRIMARYKEY, case .constraintFailed(_, let columns) = parsed,
           columns.count == 1, let dot = columns[0].firstIndex(of: "."),
           let type = schema?.keyTypes[String(columns[0][..<dot]).lowercased()] {
            // The fix depends on the key's declared type: SQLite numbers an INTEGER PRIMARY KEY itself.
            let table = String(columns[0][..<dot]), column = String(columns[0][columns[0].index(after: dot)...])
            let words = SyntaxDiagnosis.MessageWords(zh: language == .zh)
            let integer = type.uppercased() == "INTEGER"
            diagnosis = SyntaxDiagnosis(kind: .keyTaken, mistake: words.keyTaken(table, column, type),
                                        fix: integer ? words.integerKeyFix(table, column) : words.otherKeyFix(table, column), caret: nil)
        }
        if let place = diagnosis?.caret { highlight = place }
        var text: CodeExplanation
        let explained = match.flatMap { m in (m.entry.sameAs.flatMap(MessageCatalogue.entry) ?? m.entry).text(language, values: m.values.map(Explainer.oneLine)) }
        if let explained {
            // An extended code with an explanation of its own (SQLITE_CONSTRAINT_PRIMARYKEY) knows
            // the cause and fix better than the message's template, which several codes share.
            let table = language == .zh ? ResultCodeExplanations.chinese : ResultCodeExplanations.english
            let own = error.code.isPrimary ? nil : table[error.code.rawValue]
            text = CodeExplanation(meaning: explained.what, cause: own?.cause ?? explained.cause, fix: own?.fix ?? explained.fix)
        } else if match != nil {
            // A message learner SQL cannot produce, met through the C API (`sqlab lab`): the
            // code's own explanation is written for that.
            text = self.text(for: error.code) ?? unknownMessage(error.code)
        } else {
            text = unknownMessage(error.code)
        }
        if error.code.primary == .SQLITE_INTERRUPT {
            // Ctrl-C, a recursion that cannot end, or a statement that ran past its limit: the
            // meaning and the fix are the cause's (the situation says what happened).
            let cause = InterruptCause.of(sql, timeout: timeout)
            let meaning = cause == .userInterrupt ? cause.meaning(zh: language == .zh) : text.meaning
            text = CodeExplanation(meaning: meaning, cause: "", fix: cause.fix(zh: language == .zh))
        }
        return ErrorExplanation(code: error.code, message: error.message, highlight: highlight, text: text,
                                situation: diagnosis?.mistake ?? situation(parsed, error: error, timeout: timeout),
                                suggestion: suggestion, template: match?.entry.sameAs ?? match?.entry.template,
                                diagnosis: diagnosis)
    }

    /// `text` with line breaks and tabs written as `\n`, `\r` and `\t`.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" }) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\\r\\n").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\t", with: "\\t")
    }

    /// The explanation of a message outside the catalogue: sqlab says it does not know it, and
    /// gives the code's meaning (<https://sqlite.org/rescode.html>): the extended code's own
    /// explanation when it has one (its cause and fix are the extended code's), else the primary
    /// code's. Under `SQLITE_CONSTRAINT_TRIGGER` (1811) the message is always a trigger's
    /// `RAISE(ABORT|FAIL|ROLLBACK, 'text')` (sqlite3.c, `sqlite3HaltConstraint` with
    /// `P5_ConstraintTrigger`), so it is said to be that, not an unknown message.
    func unknownMessage(_ code: ResultCode) -> CodeExplanation {
        let table = language == .zh ? ResultCodeExplanations.chinese : ResultCodeExplanations.english
        let own = code.isPrimary ? nil : table[code.rawValue]
        if code == .SQLITE_CONSTRAINT_TRIGGER, let own {
            let meaning = language == .zh
                ? "表上的触发器用 RAISE() 中止了这条语句：这条消息是触发器作者写在 RAISE 里的文字，不是 SQLite 自己的消息。"
                : "A trigger on the table stopped the statement with RAISE(): the message is the text its author wrote in the RAISE, not one of SQLite's own."
            return CodeExplanation(meaning: meaning, cause: own.cause, fix: own.fix)
        }
        let known = own ?? self.text(for: code.primary)
        let named = own == nil ? code.primary : code
        let meaning = known?.meaning ?? (language == .zh ? "未知的结果码" : "an unknown result code")
        if language == .zh {
            return CodeExplanation(meaning: "sqlab 不认识 SQLite 的这条消息（它不在 SQLite 3.40.1 的消息目录里，可能来自更新版本的 SQLite，或者是 RAISE() 写的文本）。它的\(own == nil ? "主结果码" : "扩展结果码") \(named) 的意思是：\(meaning)。",
                                   cause: known?.cause ?? "", fix: known?.fix ?? "")
        }
        return CodeExplanation(meaning: "sqlab does not know this message of SQLite's (it is not in SQLite 3.40.1's message catalogue: it may come from a newer SQLite, or be the text of a RAISE()). Its \(own == nil ? "primary" : "extended") code, \(named), means: \(meaning).",
                               cause: known?.cause ?? "", fix: known?.fix ?? "")
    }

    /// The byte range of a conversion's text (a name from the message) in `sql`: the name as a
    /// whole word outside strings and comments, without a `main.`-style prefix or quotes.
    static func place(of value: String, in sql: String) -> Range<Int>? {
        var name = value
        if name.count >= 2, let first = name.first, first == "\"" || first == "'", name.last == first {
            name = String(name.dropFirst().dropLast())
        }
        if name.hasSuffix("()") { name = String(name.dropLast(2)) }
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        for token in Tokenizer.significantTokens(sql) {
            if let n = token.name, n.lowercased() == bare.lowercased() { return token.range }
            if token.kind == .keyword, token.text.lowercased() == bare.lowercased() { return token.range }
        }
        return nil
    }

    static func suggest(_ message: SQLiteMessage, schema: SchemaNames?) -> String? {
        switch message {
        case .noSuchTable(let name):
            return schema.flatMap { $0.closest(to: Explainer.bare(name), in: $0.tableNames, key: "t:" + name) }
        case .noSuchColumn(let name):
            return schema.flatMap { $0.closest(to: Explainer.bare(name), in: $0.allColumns, key: "c:" + name) }
        case .noColumnNamed(let table, let column):
            return schema.flatMap { $0.closest(to: column, in: $0.columns(of: table), key: "n:" + table + "." + column) }
        case .syntaxErrorNear(let token):
            guard token.count >= 3, token.allSatisfy({ $0.isLetter }) else { return nil }
            return DidYouMean.closest(to: token.uppercased(), in: Explainer.keywordsByUse)
        default:
            return nil
        }
    }

    private static func bare(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// Advice for the exact message, in the explainer's language.
    func situation(_ message: SQLiteMessage, error: SQLiteError, timeout: Double?) -> String? {
        let zh = language == .zh
        switch message {
        case .syntaxErrorNear("=") where Explainer.previousWord(in: error.sql ?? "", before: max(0, error.offset))?.uppercased() == "LIMIT"
                                         || Explainer.previousWord(in: error.sql ?? "", before: max(0, error.offset))?.uppercased() == "OFFSET":
            return zh ? "LIMIT 和 OFFSET 后面直接跟数字：写 LIMIT 10，而不是 LIMIT = 10。语句在准备（prepare）阶段就失败了，所以什么都没有执行。"
                      : "LIMIT and OFFSET take a number directly: LIMIT 10, not LIMIT = 10. The statement failed when it was prepared, so nothing ran."
        case .syntaxErrorNear(let token):
            return zh ? "错误就在 \"\(token)\" 或它前面的那个词。语句在准备（prepare）阶段就失败了，所以什么都没有执行。"
                      : "The mistake is at \"\(token)\" or just before it. The statement failed when it was prepared, so nothing ran."
        case .incompleteInput:
            return zh ? "语句没有写完：可能少了右括号、引号或 END。" : "The statement ends too early: a closing parenthesis, quote or END may be missing."
        case .noSuchTable:
            return zh ? "当前数据库里没有这个名字的表：可能拼错了，可能 CREATE TABLE 从未执行，也可能打开了另一个（空的）数据库——在 App 里，路径写错时 sqlite3_open 会悄悄新建一个空文件。用 .tables 或 SELECT name FROM sqlite_schema 查看真正存在的表。"
                      : "The database has no table by that name: it may be misspelt, its CREATE TABLE may never have run, or a different, empty database is open (in an app, sqlite3_open quietly creates a new empty file when the path is wrong). List the tables that exist with .tables or SELECT name FROM sqlite_schema."
        case .noSuchColumn(let name) where Tokenizer.significantTokens(error.sql ?? "").first?.keyword == "ALTER":
            // ALTER TABLE … RENAME COLUMN / DROP COLUMN: the message quotes the name SQLite was given.
            let bare = name.count >= 2 && name.hasPrefix("\"") && name.hasSuffix("\"") ? String(name.dropFirst().dropLast()) : name
            return zh ? "表里没有 \(bare) 这一列：名字可能拼错了，或者这一列已经被改名或删除了。"
                      : "The table has no column \(bare): its name is misspelt, or the column was renamed or dropped already."
        case .noSuchColumn(let name) where error.sql?.contains("\"" + name + "\"") == true:
            return zh ? "双引号括起来的是名字，不是文本：SQLite 在找名叫 \(name) 的列。文本值要用单引号：'\(name)'。"
                      : "Double quotes make a name, not text: SQLite looked for a column called \(name). Write text values in single quotes: '\(name)'."
        case .noSuchColumn(let name):
            return zh ? "不带引号的词会被当成列名。如果 \(name) 其实是数据，请用单引号写成 '\(name)'；如果是列名，请检查拼写（.schema 表名）。"
                      : "A bare word is read as a column name. If \(name) is really a value, put it in single quotes: '\(name)'. If it is a column, check its spelling with .schema TABLE."
        case .noColumnNamed(let table, _):
            return zh ? "表 \(table) 没有这一列。用 PRAGMA table_info(\(table)) 查看它真正的列名。"
                      : "Table \(table) has no such column. See its real columns with PRAGMA table_info(\(table))."
        case .tableExists:
            return zh ? "同名的表已经存在（表名不区分大小写）。需要重复执行的建表语句请写 CREATE TABLE IF NOT EXISTS；想重新开始就先 DROP TABLE IF EXISTS。"
                      : "A table of that name already exists (table names ignore case). Write CREATE TABLE IF NOT EXISTS for set-up that may run again, or DROP TABLE IF EXISTS first to start over."
        case .aggregateMisuse(let function):
            return zh ? "聚合函数 \(function) 不能用在 WHERE 里（WHERE 在分组之前逐行判断）。要按聚合结果筛选，请用 GROUP BY 加 HAVING，或者把它放进子查询。"
                      : "The aggregate \(function) cannot be used in WHERE, which tests one row at a time before rows are grouped. Filter on an aggregate with GROUP BY … HAVING, or compute it in a subquery."
        case .noTransaction:
            return zh ? "现在没有打开的事务：COMMIT 或 ROLLBACK 只能跟在 BEGIN 之后。如果前面一条语句出错，事务可能已经结束了。这个错误来自执行（step），不是 prepare。"
                      : "No transaction is open: COMMIT and ROLLBACK only follow a BEGIN. An earlier error or COMMIT may already have ended it. This error comes from running the statement (step), not from prepare."
        case .nestedTransaction:
            return zh ? "已经有一个事务打开了：BEGIN 不能嵌套。先 COMMIT 或 ROLLBACK，或者用 SAVEPOINT 做嵌套的回滚点。"
                      : "A transaction is already open, and BEGIN does not nest. COMMIT or ROLLBACK first, or use SAVEPOINT for a nested point to roll back to."
        case .ambiguousColumn(let name):
            return zh ? "连接的几张表里都有名叫 \(name) 的列：写成 表名.\(name)（或别名.\(name)）说明要哪一个。"
                      : "More than one table in the query has a column called \(name): write TABLE.\(name) (or ALIAS.\(name)) to say which one."
        case .autoincrementNotInteger:
            return zh ? "AUTOINCREMENT 只能用在写法完全是 INTEGER PRIMARY KEY 的列上。检查类型名是否拼错（例如 INTERGER），或者写成了 INT。注意：不加 AUTOINCREMENT 时，同样的拼写错误不会报错，而这一列不会自动编号，只会一直是 NULL。"
                      : "AUTOINCREMENT works only on a column declared exactly INTEGER PRIMARY KEY. Check the type name for a typo such as INTERGER, or INT. Beware: without AUTOINCREMENT the same typo is accepted silently, and the column then stays NULL instead of numbering the rows."
        case .valueCountMismatch:
            return zh ? "VALUES 里值的个数和列的个数不一致。写出列名（INSERT INTO t(a, b) VALUES (...)），让每个值对应一列。"
                      : "The number of values does not match the number of columns. Name the columns (INSERT INTO t(a, b) VALUES (...)) so each value has its column."
        case .constraintFailed(let kind, let columns):
            let where_ = columns.joined(separator: ", ")
            switch kind {
            case "UNIQUE" where error.code == .SQLITE_CONSTRAINT_PRIMARYKEY:
                return zh ? "消息里写的是 UNIQUE，但扩展码 1555（SQLITE_CONSTRAINT_PRIMARYKEY）说明冲突的是主键 \(where_)：这个键已经被另一行用了。"
                          : "The message says UNIQUE, but the extended code 1555 (SQLITE_CONSTRAINT_PRIMARYKEY) says it is the primary key \(where_): another row already has this key."
            case "UNIQUE":
                return zh ? "\(where_) 声明了 UNIQUE，已有一行是同样的值。" : "\(where_) is declared UNIQUE, and another row already holds this value."
            case "NOT NULL" where Tokenizer.significantTokens(error.sql ?? "").first?.keyword == "UPDATE":
                // An UPDATE's NULL is its SET's, not a column list's.
                return zh ? "\(where_) 不能为 NULL，而这条 UPDATE 把它设成了 NULL（SET 列 = NULL，或者一个什么也没找到的标量子查询给出 NULL）。把它设成一个值，或者用 coalesce(…, 默认值)，或者加上 WHERE 跳过这样的行。"
                          : "\(where_) may not be NULL, and this UPDATE sets it to NULL (SET col = NULL, or a scalar subquery that found no row gives NULL). Set it to a value, wrap the value in coalesce(…, fallback), or add a WHERE that leaves such rows alone."
            case "NOT NULL":
                return zh ? "\(where_) 不能为 NULL。没有列名的 INSERT 按建表时的列顺序对应值；显式写 NULL 不会触发 DEFAULT，省略这一列才会。"
                          : "\(where_) may not be NULL. An INSERT without a column list fills columns in CREATE TABLE order; writing NULL does not use the DEFAULT, leaving the column out does."
            default:
                return nil
            }
        default:
            if error.code.primary == .SQLITE_INTERRUPT {
                // Ctrl-C, a recursion that cannot end, or a statement that ran past its limit.
                return InterruptCause.of(error.sql ?? "", timeout: timeout).sentence(zh: zh)
            }
            if error.code.primary == .SQLITE_AUTH || message == .notAuthorized {
                // The sandbox refuses a CREATE (other than of a virtual table) only past its cap on
                // schema objects (`Sandbox.schemaObjectLimit`); a denied function in a CREATE
                // (`CREATE TABLE … AS SELECT printf(…)`) is SQLite's other form of the message,
                // "not authorized to use function: printf", and no cap.
                let words = Tokenizer.significantTokens(error.sql ?? "").prefix(2).compactMap(\.keyword)
                if let denial = error.denial, let sentence = Explainer.refusal(denial, statement: words.first, zh: zh) { return sentence }
                if words.first == "CREATE", !words.contains("VIRTUAL"), !error.message.hasPrefix("not authorized to use function") {
                    let cap = Sandbox.schemaObjectLimit
                    return zh ? "这个连接上已经建了 \(cap) 个表、索引、视图和触发器，这是 sqlab 沙盒的上限（每个 CREATE 都要扫描整个模式，上千个会让每条语句越来越慢），之后的 CREATE 都被拒绝。"
                              : "This connection already holds \(cap) tables, indexes, views and triggers, the sandbox's cap (each CREATE scans the whole schema, so thousands make every statement slower), and every CREATE after that is refused."
                }
                return zh ? "sqlab 的沙盒拒绝了这个操作：学习者的 SQL 不能访问主机文件、附加数据库、加载扩展或修改连接设置。printf() 和 format() 也被禁用（一次调用就可能运行数秒）；可以改用 round()、|| 和 substr()。"
                          : "sqlab's sandbox refused this: learner SQL may not reach host files, attach databases, load extensions or change connection settings. printf() and format() are off too (one call can run for seconds); use round(), || and substr() instead."
            }
            return nil
        }
    }

    /// What the sandbox refused and why, from the action its authorizer denied (the sandbox's
    /// rules: `Sandbox.allowedPragmas`, `Sandbox.deniedFunctions`, `LearnerPolicy`); nil for a
    /// CREATE past the cap and any other action, which the caller words. `statement` is the
    /// statement's first keyword (VACUUM INTO asks for an ATTACH).
    static func refusal(_ denial: AuthorizerDenial, statement: String?, zh: Bool) -> String? {
        switch denial.kind {
        case .attachOrDetach where statement == "VACUUM":
            return zh ? "VACUUM INTO 会把数据库写成电脑上的一个文件；sqlab 的沙盒让学习者的 SQL 只用课程那一个内存数据库，不读写任何文件。"
                      : "VACUUM INTO writes the database to a file on the computer; sqlab's sandbox keeps learner SQL to the lesson's one in-memory database, with no file read or written."
        case .attachOrDetach:
            return zh ? "ATTACH 会打开电脑上的另一个数据库文件（DETACH 关闭它）；sqlab 的沙盒让学习者的 SQL 只用课程那一个内存数据库，不读写任何文件。"
                      : "ATTACH opens another database file of the computer (DETACH closes one); sqlab's sandbox keeps learner SQL to the lesson's one in-memory database, with no file read or written."
        case .virtualTable(let module):
            let name = module.map { " (\($0))" } ?? "", nameZh = module.map { "（\($0)）" } ?? ""
            return zh ? "虚拟表\(nameZh)由模块的代码实现，可能读取文件或消耗大量内存；sqlab 的沙盒不允许创建或删除虚拟表。用普通的 CREATE TABLE。"
                      : "A virtual table\(name) is run by a module's code, which may read files or use much memory; sqlab's sandbox does not let learner SQL create or drop one. Use a plain CREATE TABLE."
        case .pragma(let pragma):
            // The ones a course uses, as far as the sandbox allows them (`Sandbox.allowedPragmas`).
            let allowed = ["table_info", "foreign_keys", "foreign_key_list", "foreign_key_check", "index_list", "integrity_check"]
                .filter(Sandbox.allowedPragmas.contains).joined(separator: ", ")
            return zh ? "PRAGMA \(pragma) 不在沙盒允许的 PRAGMA 之列：它会改变连接的设置，或者越出课程的数据库。允许的是只读的 PRAGMA，例如 \(allowed)。"
                      : "PRAGMA \(pragma) is not one the sandbox allows: it changes the connection's settings or reaches outside the lesson's database. Read-only ones are allowed, such as \(allowed)."
        case .function(let function) where function == "printf" || function == "format":
            return zh ? "沙盒关闭了 \(function)()：一次带很大宽度的调用就可能在 SQLite 内部运行数秒，任何时间限制都管不到它。可以改用 round()、|| 和 substr()。"
                      : "The sandbox switches \(function)() off: one call with a huge width can run for seconds inside SQLite, where no time limit reaches it. Use round(), || and substr() instead."
        case .function(let function):
            return zh ? "\(function)() 会读写电脑上的文件或加载代码，越出了课程的数据库，所以沙盒不允许它。"
                      : "\(function)() reads or writes files of the computer or loads code, outside the lesson's database, so the sandbox does not allow it."
        case .read(let table):
            return zh ? "\(table) 列出的是 sqlab 自己连接上的内容，沙盒不让学习者的 SQL 读取它。"
                      : "\(table) lists what is on sqlab's own connection, which the sandbox does not let learner SQL read."
        case .create, .other:
            return nil
        }
    }

    /// SQLite's keywords, the ones a course uses most first, so that a tie goes to them:
    /// `WHER` is one edit from both WHERE and WHEN, `FORM` from both FROM and FOR.
    static let keywordsByUse: [String] = {
        let common = ["SELECT", "FROM", "WHERE", "INSERT", "INTO", "VALUES", "UPDATE", "SET", "DELETE", "CREATE",
                      "TABLE", "DROP", "ORDER", "GROUP", "HAVING", "LIMIT", "OFFSET", "DISTINCT", "JOIN", "AND",
                      "NULL", "PRIMARY", "UNIQUE", "DEFAULT", "CHECK", "INTEGER", "BETWEEN", "LIKE", "EXISTS",
                      "BEGIN", "COMMIT", "ROLLBACK", "ALTER", "INDEX", "FOREIGN", "REFERENCES", "CASCADE", "DESC"]
        return common + SQLSyntax.keywords.filter { !common.contains($0) }
    }()

    /// The word just before byte `offset` of `sql`, if the text there is a word.
    static func previousWord(in sql: String, before offset: Int) -> String? {
        let bytes = Array(sql.utf8.prefix(offset))
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x09 { end -= 1 }
        var start = end
        while start > 0, (0x41...0x5A).contains(bytes[start - 1]) || (0x61...0x7A).contains(bytes[start - 1]) { start -= 1 }
        return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
    }

    /// The byte range of the token that starts at `offset` in `sql`: a word, a quoted string or
    /// identifier, or a single character.
    static func token(in sql: String, at offset: Int) -> Range<Int> {
        let bytes = Array(sql.utf8)
        guard offset < bytes.count else { return offset..<offset + 1 }
        let first = bytes[offset]
        func isWord(_ b: UInt8) -> Bool { b >= 0x80 || b == 0x5F || (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) }
        var end = offset + 1
        if first == 0x27 || first == 0x22 || first == 0x60 {  // ' " `
            while end < bytes.count, bytes[end] != first { end += 1 }
            end = min(end + 1, bytes.count)
        } else if isWord(first) {
            while end < bytes.count, isWord(bytes[end]) { end += 1 }
        }
        return offset..<end
    }

    /// The byte range of `word` as a whole token in `sql`, case-insensitively, outside strings.
    static func find(word: String, in sql: String) -> Range<Int>? {
        let bytes = Array(sql.lowercased().utf8)
        let target = Array(word.lowercased().utf8)
        guard !target.isEmpty, bytes.count == sql.utf8.count else { return nil }
        func isWord(_ b: UInt8) -> Bool { b >= 0x80 || b == 0x5F || (0x30...0x39).contains(b) || (0x61...0x7A).contains(b) }
        var i = 0
        var inString = false
        while i + target.count <= bytes.count {
            if bytes[i] == 0x27 { inString.toggle(); i += 1; continue }
            // Never point into a comment.
            if !inString, bytes[i] == 0x2D, i + 1 < bytes.count, bytes[i + 1] == 0x2D {
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                continue
            }
            if !inString, bytes[i] == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2A {
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == 0x2A && bytes[i + 1] == 0x2F) { i += 1 }
                i += 2
                continue
            }
            if !inString, Array(bytes[i..<i + target.count]) == target,
               i == 0 || !isWord(bytes[i - 1]),
               i + target.count == bytes.count || !isWord(bytes[i + target.count]) {
                return i..<i + target.count
            }
            i += 1
        }
        return nil
    }
}
