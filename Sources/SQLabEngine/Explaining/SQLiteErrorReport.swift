import SQLabSQLite
import SQLabSQL
import SQLabText

/// An error report as a learner pastes it: SQLite's message inside whatever the language, the
/// library or the tool put around it, and the result code it names. For example:
///
/// - `SQLite error 1: no such table: users - while executing `SELECT …`` (GRDB)
/// - `SQLite.Result.error(message: "no such table: contacts", code: 1, statement: nil)` (SQLite.swift)
/// - `Error Domain=NSCocoaErrorDomain Code=134030 … {NSSQLiteErrorDomain=19}` (Core Data)
/// - `sqlite3.OperationalError: database is locked` (Python), `SQLITE_CONSTRAINT: UNIQUE
///   constraint failed: t.c` (Node), `SQLSTATE[HY000]: General error: 1 no such table: t` (PHP),
///   `android.database.sqlite.SQLiteConstraintException: … (code 2067 SQLITE_CONSTRAINT_UNIQUE)`,
///   `Parse error: near "FORM": syntax error` and `Runtime error near line 3: …` (the sqlite3 shell)
///
/// Nothing here is a list of wrappers: the message is found by trying every stretch of the
/// report between separators (`: `, quotes, brackets, ` - `, `, `) against the message catalogue
/// (`MessageCatalogue`, SQLite 3.40.1's `sqlite3ErrorMsg` templates) and the texts of
/// `sqlite3_errstr` (src/main.c, `sqlite3ErrStr`: those of SQLite 3.40.1, asked of the library,
/// and those older releases gave, such as "library routine called out of sequence"); the code
/// is a result code's name, or a defined number the report says is SQLite's.
public struct SQLiteErrorReport: Equatable, Sendable {
    /// SQLite's message as the report has it (nil when it names only a code).
    public let message: String?
    /// The catalogue's entry for the message, when it has one with an explanation.
    public let template: String?
    /// The code the report names, else the one the message belongs to (`sqlite3_errstr`'s).
    public let code: ResultCode?

    /// The most of a report read (bytes): longer text is not a pasted error.
    public static let lengthLimit = 4096

    /// The report in `text`; nil when it holds neither an SQLite message nor a code.
    public static func read(_ text: String) -> SQLiteErrorReport? {
        guard text.utf8.count <= lengthLimit else { return nil }
        // A console's colours (`ESC [ 31 m`) are not part of the message.
        let text = ControlCharacters.withoutTerminalEscapes(text)
        let named = code(in: text)
        // Compared in order: a catalogued message over a code's text; longer fixed text (a surer
        // match); a stretch that does not run on into the report (`contacts", code: 1)`); the
        // later start (a template that opens with a value, `%s %T already exists`, would take
        // the report's words before it); the longer stretch (its names whole).
        var best: (message: String, template: String?, errstr: ResultCode?, score: [Int])?
        for (candidate, start) in candidates(text) {
            var score: [Int]
            var template: String?
            var errstr: ResultCode?
            if let match = MessageCatalogue.match(candidate), match.entry.isReachable || match.entry.sameAs != nil {
                score = [2, match.entry.literalLength, isWhole(candidate) ? 1 : 0, start, candidate.count]
                template = match.entry.template
            } else if let code = errstrCodes[candidate.lowercased()] {
                score = [1, candidate.count, 1, start, candidate.count]
                errstr = code
            } else if let match = MessageCatalogue.match(candidate), let code = cApiCodes[match.entry.template] {
                // A message of the C API, which the catalogue knows but explains by its code.
                score = [1, match.entry.literalLength, isWhole(candidate) ? 1 : 0, start, candidate.count]
                errstr = code
            } else {
                continue
            }
            if let current = best?.score, !current.lexicographicallyPrecedes(score) { continue }
            best = (candidate, template, errstr, score)
        }
        if let best {
            // The code: the one named when it agrees with the message's (an extended code of
            // it) or the message has none of its own; else the message's (`sqlite3_errstr`'s).
            let own = best.errstr ?? errstrCodes[best.message.lowercased()]
            var code = own ?? named
            if let named, let own, named.primary == own.primary { code = named }
            return SQLiteErrorReport(message: best.message, template: best.template, code: code)
        }
        return named.map { SQLiteErrorReport(message: nil, template: nil, code: $0) }
    }

    /// True when `text` closes every bracket and double quote it opens, holds no ` - ` and does
    /// not end in a note in parentheses (` (code 2067 …)`): a message, not a message run on
    /// into the report around it.
    static func isWhole(_ text: String) -> Bool {
        if text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex, text[text.index(before: open)] == " " { return false }
        // A single quote at either end that closes nothing inside: the report's quote.
        let singles = text.filter { $0 == "'" }.count
        if singles % 2 == 1, text.hasPrefix("'") || text.hasSuffix("'") { return false }
        var depth = 0, quotes = 0, backticks = 0
        for c in text {
            switch c {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1; if depth < 0 { return false }
            case "\"": quotes += 1
            case "`": backticks += 1
            default: break
            }
        }
        return depth == 0 && quotes % 2 == 0 && backticks % 2 == 0 && !text.contains(" - ")
    }

    /// The code SQLite returns with each message of its C API that is not `sqlite3_errstr`'s
    /// text (the catalogue's unreachable templates of src/main.c, vdbe.c, vdbeblob.c,
    /// backup.c, notify.c, prepare.c, build.c, loadext.c, table.c and date.c; the code is the
    /// one set beside the message there): explained by that code.
    static let cApiCodes: [String: ResultCode] = [
        "unable to close due to unfinalized statements or unfinished backups": .SQLITE_BUSY,
        "unable to delete/modify collation sequence due to active statements": .SQLITE_BUSY,
        "unable to delete/modify user-function due to active statements": .SQLITE_BUSY,
        "cannot commit transaction - SQL statements in progress": .SQLITE_BUSY,
        "cannot open savepoint - SQL statements in progress": .SQLITE_BUSY,
        "cannot release savepoint - SQL statements in progress": .SQLITE_BUSY,
        "database is deadlocked": .SQLITE_LOCKED,
        "database schema is locked: %s": .SQLITE_LOCKED_SHAREDCACHE,
        "database table is locked: %s": .SQLITE_LOCKED,
        "corrupt database": .SQLITE_CORRUPT, "corrupt schema": .SQLITE_CORRUPT,
        "database corruption page %d of %s": .SQLITE_CORRUPT, "invalid rootpage": .SQLITE_CORRUPT,
        "unable to open a temporary database file for storing temporary tables": .SQLITE_CANTOPEN,
        "%s mode not allowed: %s": .SQLITE_PERM, "no such %s mode: %s": .SQLITE_ERROR, "no such vfs: %s": .SQLITE_ERROR,
        "invalid uri authority: %.*s": .SQLITE_ERROR, "unexpected %%00 in uri": .SQLITE_ERROR,
        "cannot open %s column for writing": .SQLITE_ERROR, "cannot open table without rowid: %s": .SQLITE_ERROR,
        "cannot open value of type %s": .SQLITE_ERROR, "cannot open view: %s": .SQLITE_ERROR,
        "cannot open virtual table: %s": .SQLITE_ERROR, "no such column: \"%s\"": .SQLITE_ERROR, "no such rowid: %lld": .SQLITE_ERROR,
        "destination database is in use": .SQLITE_ERROR, "source and destination must be distinct": .SQLITE_ERROR,
        "unknown database %s": .SQLITE_ERROR, "unknown database: %s": .SQLITE_ERROR, "no such table column: %s.%s": .SQLITE_ERROR,
        "sqlite3_get_table() called with two or more incompatible queries": .SQLITE_ERROR,
        "automatic extension loading failed: %s": .SQLITE_ERROR, "error during initialization: %s": .SQLITE_ERROR,
        "local time unavailable": .SQLITE_ERROR,
    ]

    /// The texts of `sqlite3_errstr` for every defined code (SQLite 3.40.1's, asked of the
    /// library), and those of older releases (src/main.c before 3.24: "SQL logic error or missing
    /// database", "library routine called out of sequence", "bind or column index out of
    /// range", "file is encrypted or is not a database", …), lower case, to the primary code.
    static let errstrCodes: [String: ResultCode] = {
        var table: [String: ResultCode] = [:]
        for entry in ResultCode.allDefined where !entry.code.isSuccess {
            let text = ResultCode.errstr(entry.code).lowercased()
            if text != "unknown error", table[text] == nil { table[text] = entry.code.isPrimary ? entry.code : entry.code.primary }
        }
        // SQLITE_ABORT_ROLLBACK has a text of its own.
        table["abort due to rollback"] = ResultCode.SQLITE_ABORT_ROLLBACK
        let older: [(String, ResultCode)] = [
            ("sql logic error or missing database", .SQLITE_ERROR), ("sql error or missing database", .SQLITE_ERROR),
            ("internal logic error", .SQLITE_INTERNAL), ("callback requested query abort", .SQLITE_ABORT),
            ("table contains no data", .SQLITE_EMPTY), ("library routine called out of sequence", .SQLITE_MISUSE),
            ("auxiliary database format error", .SQLITE_FORMAT), ("bind or column index out of range", .SQLITE_RANGE),
            ("file is encrypted or is not a database", .SQLITE_NOTADB), ("not authorized", .SQLITE_AUTH),
        ]
        for (text, code) in older where table[text] == nil { table[text] = code }
        return table
    }()

    /// Every stretch of `text` that may be the message: each line, from each start (the line's,
    /// after `: `, `:`, `=`, a quote, a bracket, a backtick) to each end (the line's, before
    /// ` - `, `, `, a closing quote or bracket, ` (`, `. `), trimmed of spaces and of a last
    /// `.` or `;`. At most 4,000 a report.
    static func candidates(_ text: String) -> [(text: String, start: Int)] {
        var found: [(text: String, start: Int)] = []
        var seen: Set<String> = []
        var lineStart = 0
        for line in text.split(whereSeparator: \.isNewline) {
            defer { lineStart += line.count + 1 }
            let chars = Array(line)
            guard chars.count <= 1024 else { continue }
            var starts = [0], ends = [chars.count]
            for (i, c) in chars.enumerated() {
                let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
                switch c {
                case ":", "=":
                    starts.append(i + 1)
                case "\"", "'", "`", "(", "[", "{", "“", "‘", "«":
                    starts.append(i + 1)
                    if c == "\"" || c == "'" || c == "`" { ends.append(i) }
                case ")", "]", "}", "”", "’", "»":
                    ends.append(i)
                    if next == " " { starts.append(i + 1) }
                case "-" where i > 0 && chars[i - 1] == " " && next == " ":
                    ends.append(i - 1); starts.append(i + 1)
                case "," where next == " ":
                    ends.append(i); starts.append(i + 1)
                case "." where next == " ":
                    ends.append(i); starts.append(i + 1)
                case " " where next == "(":
                    ends.append(i)
                default:
                    break
                }
                // `General error: 1 no such table`: a number before the message.
                if c.isNumber, i + 1 < chars.count, chars[i + 1] == " ", i == 0 || !chars[i - 1].isLetter { starts.append(i + 1) }
            }
            for s in Set(starts).sorted() {
                for e in Set(ends).sorted() where e > s {
                    var piece = String(chars[s..<e]).trimmingCharacters(in: .whitespaces)
                    while let last = piece.last, last == "." || last == ";" { piece.removeLast() }
                    piece = piece.trimmingCharacters(in: .whitespaces)
                    guard piece.count >= 4, seen.insert(piece).inserted else { continue }
                    found.append((piece, lineStart + s))
                    if found.count >= 4000 { return found }
                }
            }
        }
        return found
    }

    /// The result code `text` names: a name (`SQLITE_CONSTRAINT_UNIQUE`, the most specific one
    /// given), else a defined number after words that say it is SQLite's (`NSSQLiteErrorDomain=`,
    /// `SQLite error`, `code`, `extended_code:`, `error code`, `General error:`, `(`…`)` at a
    /// line's start as `sqlite3_log` writes it).
    static func code(in text: String) -> ResultCode? {
        let tokens = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        let names = tokens.compactMap { $0.uppercased().hasPrefix("SQLITE_") ? ResultCode(parsing: $0.uppercased()) : nil }.filter { $0.name != nil }
        if let extended = names.first(where: { !$0.isPrimary }) ?? names.first { return extended }
        let words = text.lowercased()
        func number(after marker: String) -> ResultCode? {
            var rest = Substring(words)
            while let range = rest.range(of: marker) {
                rest = rest[range.upperBound...]
                let digits = rest.drop(while: { $0 == " " || $0 == ":" || $0 == "=" || $0 == "(" || $0 == "#" }).prefix(while: \.isNumber)
                if let n = Int32(digits), ResultCode(rawValue: n).name != nil, !ResultCode(rawValue: n).isSuccess || n == 0 { return ResultCode(rawValue: n) }
            }
            return nil
        }
        for marker in ["nssqliteerrordomain", "extended_code", "extended code", "sqlite error", "sqlite_error", "sqliteerror", "error code", "general error", "sqlite code", "code"] {
            if let code = number(after: marker), code.rawValue != 0 { return code }
        }
        // `(1) no such table: t`: sqlite3_log's form.
        if let first = text.split(whereSeparator: \.isNewline).first, first.hasPrefix("("),
           let close = first.firstIndex(of: ")"), let n = Int32(first[first.index(after: first.startIndex)..<close]),
           ResultCode(rawValue: n).name != nil, n != 0 {
            return ResultCode(rawValue: n)
        }
        return nil
    }

    /// Whether `text` reads as SQL rather than a report: its first token is a keyword that
    /// starts a statement (SQLite's grammar, `cmd` in parse.y).
    public static func looksLikeSQL(_ text: String) -> Bool {
        guard let first = Tokenizer.significantTokens(text).first(where: { $0.text != ";" }) else { return false }
        let starters: Set<String> = ["SELECT", "INSERT", "UPDATE", "DELETE", "CREATE", "DROP", "ALTER", "WITH", "PRAGMA", "BEGIN",
                                     "COMMIT", "ROLLBACK", "END", "REPLACE", "VALUES", "EXPLAIN", "ANALYZE", "ATTACH", "DETACH",
                                     "VACUUM", "REINDEX", "SAVEPOINT", "RELEASE"]
        return first.keyword.map(starters.contains) ?? (first.text == "(")
    }
}
