import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons
import SQLabCourse
import SQLabEngine
import SQLabPresent

/// One of the REPL's dot-commands, declared once: its name, its arguments as `.help` shows
/// them, what it does, how many arguments it takes, how it is carried out, and what completes
/// its argument. Dispatch (`Session.runDotCommand`), `.help`, "did you mean" and Tab completion
/// (`Session.completions`) all read `DotCommands.all`; nothing else lists the commands.
public struct DotCommand: Sendable {
    /// The name without its dot: `mode`.
    public let name: String
    /// The arguments, as the sqlite3 shell writes them: `MODE`, `?TABLE?` (optional).
    public let arguments: String
    /// The catalogue's key of its one sentence for `.help`.
    public let helpKey: TextKey
    /// How many words may follow the name.
    public let argumentCount: ClosedRange<Int>
    /// Carries out the command on a session, given the words after its name (their count is
    /// already checked against `argumentCount`).
    let run: @Sendable (Session, [String]) -> Void
    /// The words that may complete its first argument, in this session; nil when nothing does.
    let complete: (@Sendable (Session) -> [String])?

    init(name: String, arguments: String, helpKey: TextKey, argumentCount: ClosedRange<Int>,
         complete: (@Sendable (Session) -> [String])? = nil, run: @escaping @Sendable (Session, [String]) -> Void) {
        self.name = name
        self.arguments = arguments
        self.helpKey = helpKey
        self.argumentCount = argumentCount
        self.complete = complete
        self.run = run
    }

    /// Its sentence for `.help`, in `language`.
    public func help(_ language: Language) -> String { Catalogue.text(helpKey, language) }

    /// `.mode MODE`, as the sqlite3 shell writes it.
    public var synopsis: String { "." + name + (arguments.isEmpty ? "" : " " + arguments) }

    /// `Usage: .mode MODE`, the sqlite3 shell's wording, in `language`.
    public func usage(_ language: Language) -> String { Catalogue.text(.replUsage, language, [synopsis]) }
}

/// The REPL's dot-commands, as in the sqlite3 shell where it has the same command, plus the
/// course's (`.lesson`, `.exercises`, `.check`, `.hint`, `.solution`). There is no `.shell`,
/// `.open` or `.load`; the files the sandbox writes are the ones `.save`, `.once` and `.output`
/// name, and never one that exists already. A command may be typed as the start of its name
/// when only one command starts so (`.tab`), and `.h` is `.headers`, as in the sqlite3 shell.
public enum DotCommands {
    /// Every dot-command, by name (the order `.help` lists them in).
    public static let all: [DotCommand] = [
        DotCommand(name: "bail", arguments: "on|off", helpKey: .dotBail,
                   argumentCount: 1...1, complete: { _ in DotCommands.switchWords }) { session, words in
            session.bail = session.switchValue(words[0], "bail") ?? session.bail
        },
        DotCommand(name: "check", arguments: "?EXERCISE?", helpKey: .dotCheck,
                   argumentCount: 0...1, complete: { $0.lesson?.exercises.map(\.id) ?? [] }) { $0.checkAnswer($1.first) },
        DotCommand(name: "echo", arguments: "on|off", helpKey: .dotEcho,
                   argumentCount: 1...1, complete: { _ in DotCommands.switchWords }) { session, words in
            session.echo = session.switchValue(words[0], "echo") ?? session.echo
        },
        DotCommand(name: "exercises", arguments: "", helpKey: .dotExercises,
                   argumentCount: 0...0) { session, _ in session.listExercises() },
        DotCommand(name: "explain", arguments: "CODE|MESSAGE", helpKey: .dotExplain,
                   argumentCount: 1...1000, complete: { _ in ResultCode.allNames }) { session, words in
            session.explain(words.count == 1 ? words[0] : session.dotLineArguments)
        },
        DotCommand(name: "exit", arguments: "?CODE?", helpKey: .dotExit,
                   argumentCount: 0...1) { $0.exit($1.first) },
        DotCommand(name: "headers", arguments: "on|off", helpKey: .dotHeaders,
                   argumentCount: 1...1, complete: { _ in DotCommands.switchWords }) { session, words in
            session.settings.headers = session.switchValue(words[0], "headers") ?? session.settings.headers
        },
        DotCommand(name: "help", arguments: "?TOPIC|COMMAND?", helpKey: .dotHelp,
                   argumentCount: 0...1, complete: { _ in DotCommands.topics.map(\.name) + ["all"] + DotCommands.all.map(\.name) }) { $0.help($1.first) },
        DotCommand(name: "hint", arguments: "", helpKey: .dotHint,
                   argumentCount: 0...0) { session, _ in session.hint() },
        DotCommand(name: "lesson", arguments: "?ID?", helpKey: .dotLesson,
                   argumentCount: 0...1, complete: { $0.configuration.course?.lessonIDs() ?? [] }) { $0.switchLesson($1.first) },
        DotCommand(name: "mode", arguments: "MODE", helpKey: .dotMode,
                   argumentCount: 0...1, complete: { _ in OutputMode.names }) { $0.mode($1.first) },
        DotCommand(name: "nullvalue", arguments: "STRING", helpKey: .dotNullvalue,
                   argumentCount: 1...1) { session, words in session.settings.nullValue = words[0] },
        DotCommand(name: "once", arguments: "FILE", helpKey: .dotOnce,
                   argumentCount: 1...1) { $0.redirect(to: $1[0], once: true) },
        DotCommand(name: "output", arguments: "?FILE?", helpKey: .dotOutput,
                   argumentCount: 0...1) { $0.redirect(to: $1.first, once: false) },
        DotCommand(name: "print", arguments: "STRING...", helpKey: .dotPrint,
                   argumentCount: 0...50) { session, words in
            // The shell's `.print`: its arguments as the shell splits them, joined by one space,
            // then a line break, to where output goes (`.once`, `.output`).
            let arguments = DotCommands.shellArguments(session.dotLine).dropFirst()
            session.writeBytes(Array(arguments.joined(separator: [0x20])) + [0x0A])
        },
        DotCommand(name: "quit", arguments: "", helpKey: .dotQuit,
                   argumentCount: 0...0) { session, _ in session.isFinished = true },
        DotCommand(name: "read", arguments: "FILE", helpKey: .dotRead,
                   argumentCount: 1...1) { $0.read($1[0]) },
        DotCommand(name: "reset", arguments: "", helpKey: .dotReset,
                   argumentCount: 0...0) { session, _ in session.reset() },
        DotCommand(name: "save", arguments: "?--force? FILE", helpKey: .dotSave,
                   argumentCount: 1...2) { session, arguments in
            if arguments.count == 2 {
                guard arguments[0] == "--force" else { session.error(session.text(.replUsage, ".save ?--force? FILE")); return }
                session.save(arguments[1], force: true)
            } else {
                session.save(arguments[0], force: false)
            }
        },
        DotCommand(name: "schema", arguments: "?TABLE?", helpKey: .dotSchema,
                   argumentCount: 0...1, complete: { $0.schemaNames().tableNames }) { $0.schema($1.first) },
        DotCommand(name: "separator", arguments: "COL ?ROW?", helpKey: .dotSeparator,
                   argumentCount: 1...2) { session, words in
            session.settings.columnSeparator = DotCommands.resolveBackslashes(words[0])
            if words.count > 1 { session.settings.rowSeparator = DotCommands.resolveBackslashes(words[1]) }
        },
        DotCommand(name: "solution", arguments: "", helpKey: .dotSolution,
                   argumentCount: 0...0) { session, _ in session.solution() },
        DotCommand(name: "tables", arguments: "?PATTERN?", helpKey: .dotTables,
                   argumentCount: 0...1, complete: { $0.schemaNames().tableNames }) { $0.tables($1.first) },
        DotCommand(name: "timeout", arguments: "?SECONDS?", helpKey: .dotTimeout,
                   argumentCount: 0...1) { $0.setTimeout($1.first) },
        DotCommand(name: "trace", arguments: "on|off", helpKey: .dotTrace,
                   argumentCount: 1...1, complete: { _ in DotCommands.switchWords }) { session, words in
            if let on = session.switchValue(words[0], "trace") { session.runner.isTracing = on }
        },
    ]

    /// The topics `.help` groups the commands under, as the sqlite3 shell's `.help TOPIC`
    /// narrows its list: `.help` alone shows the topics and their commands in a few lines (it
    /// fits a 24-line terminal), `.help TOPIC` each command of one topic with its sentence,
    /// `.help all` every command. Each command is under exactly one topic (`DotCommandTableTests`).
    public struct HelpTopic: Sendable {
        /// What is typed after `.help`: `course`.
        public let name: String
        /// The catalogue's key of its name as shown, in the learner's language.
        public let titleKey: TextKey
        /// Its commands' names, in the order shown.
        public let commands: [String]
    }

    /// Every topic, in the order `.help` lists them.
    public static let topics: [HelpTopic] = [
        HelpTopic(name: "course", titleKey: .helpTopicCourse, commands: ["lesson", "exercises", "hint", "check", "solution", "reset"]),
        HelpTopic(name: "results", titleKey: .helpTopicResults, commands: ["mode", "headers", "nullvalue", "separator", "once", "output", "print"]),
        HelpTopic(name: "database", titleKey: .helpTopicDatabase, commands: ["tables", "schema", "read", "save", "explain", "trace", "timeout"]),
        HelpTopic(name: "session", titleKey: .helpTopicSession, commands: ["bail", "echo", "help", "quit", "exit"]),
    ]

    /// The topic typed after `.help`: by its name or its title in either language (`课程`).
    public static func topic(_ typed: String) -> HelpTopic? {
        let word = typed.lowercased()
        return topics.first { topic in
            topic.name == word || Language.allCases.contains { Catalogue.text(topic.titleKey, $0, []).lowercased() == word }
        }
    }

    /// The words that complete an on/off argument.
    static let switchWords = ["on", "off"]

    /// The dot-command with this name (without its dot), if there is one.
    public static func named(_ name: String) -> DotCommand? { all.first { $0.name == name } }

    /// Prefixes that the sqlite3 shell reads as one command although several start so: it tests
    /// `.headers` before `.help`.
    static let preferredPrefixes = ["h": "headers", "he": "headers"]

    /// The command a typed name means: itself, else the only command whose name starts with it
    /// (or the shell's choice among several); `.failure` with the candidates when several do.
    static func resolve(_ typed: String) -> Result<DotCommand, AmbiguousName> {
        if let exact = named(typed) { return .success(exact) }
        let candidates = typed.isEmpty ? [] : all.filter { $0.name.hasPrefix(typed) }
        if candidates.count == 1 { return .success(candidates[0]) }
        if let preferred = preferredPrefixes[typed], let command = named(preferred) { return .success(command) }
        return .failure(AmbiguousName(candidates: candidates.map(\.name)))
    }

    /// The shell's `printSchemaLine`: a statement with a comment in it gets what closes the
    /// comment (`*/` or a line break) before its `;`, and a table whose name is quoted is shown
    /// as `CREATE TABLE IF NOT EXISTS`, so that the output can be run again.
    static func schemaLine(_ sql: String) -> String {
        var text = sql
        if text.contains("/*") || text.contains("--") {
            for terminator in ["", "*/", "\n"] where SQLSyntax.isComplete(sql + terminator + ";") {
                text = sql + terminator
                break
            }
        }
        if text.hasPrefix("CREATE TABLE "), let next = text.dropFirst(13).first, next == "'" || next == "\"" {
            return "CREATE TABLE IF NOT EXISTS " + text.dropFirst(13) + ";"
        }
        return text + ";"
    }

    /// Several commands, or none, start with a typed name.
    struct AmbiguousName: Error { let candidates: [String] }

    /// The shell's `resolve_backslashes`: `\t`, `\n`, `\r`, `\\`, `\"`, `\'` and octal
    /// `\NNN` in a separator.
    static func resolveBackslashes(_ text: String) -> String {
        var out: [UInt8] = []
        let b = Array(text.utf8)
        var i = 0
        while i < b.count {
            if b[i] == 0x5C, i + 1 < b.count {
                let c = b[i + 1]
                switch c {
                case UInt8(ascii: "t"): out.append(0x09); i += 2
                case UInt8(ascii: "n"): out.append(0x0A); i += 2
                case UInt8(ascii: "r"): out.append(0x0D); i += 2
                case UInt8(ascii: "a"): out.append(0x07); i += 2
                case UInt8(ascii: "b"): out.append(0x08); i += 2
                case UInt8(ascii: "f"): out.append(0x0C); i += 2
                case UInt8(ascii: "v"): out.append(0x0B); i += 2
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = 0, j = i + 1
                    while j < b.count, j < i + 4, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(b[j]) {
                        value = value * 8 + Int(b[j] - UInt8(ascii: "0")); j += 1
                    }
                    out.append(UInt8(truncatingIfNeeded: value)); i = j
                default: out.append(c); i += 2
                }
            } else {
                out.append(b[i]); i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The arguments of a dot-command line (without its dot) exactly as the sqlite3 shell
    /// splits them (`do_meta_command` in `src/shell.c.in`), as bytes: words on blanks; a word
    /// that starts with `'` or `"` runs to the same quote (a backslash inside `"…"` keeps the
    /// next byte in it); `resolve_backslashes` applies to bare and `"…"` words, not to `'…'`.
    static func shellArguments(_ line: String) -> [[UInt8]] {
        let z = Array(line.utf8)
        var h = 0
        var arguments: [[UInt8]] = []
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (0x09...0x0D).contains(b) }
        func resolved(_ bytes: ArraySlice<UInt8>) -> [UInt8] { Array(resolveBackslashes(String(decoding: bytes, as: UTF8.self)).utf8) }
        while h < z.count {
            while h < z.count, isSpace(z[h]) { h += 1 }
            guard h < z.count else { break }
            if z[h] == UInt8(ascii: "'") || z[h] == UInt8(ascii: "\"") {
                let delimiter = z[h]
                h += 1
                let start = h
                while h < z.count, z[h] != delimiter {
                    if z[h] == UInt8(ascii: "\\"), delimiter == UInt8(ascii: "\""), h + 1 < z.count { h += 1 }
                    h += 1
                }
                let word = z[start..<min(h, z.count)]
                if h < z.count { h += 1 }
                arguments.append(delimiter == UInt8(ascii: "\"") ? resolved(word) : Array(word))
            } else {
                let start = h
                while h < z.count, !isSpace(z[h]) { h += 1 }
                arguments.append(resolved(z[start..<h]))
                if h < z.count { h += 1 }
            }
        }
        return arguments
    }

    /// Splits a dot-command line into words as the sqlite3 shell does: on blanks, with `'…'`
    /// and `"…"` quoting a word that holds blanks.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let q = quote {
                if character == q { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current); current = ""; inWord = false }
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}

extension Session {
    /// Carries out one dot-command line (`.mode csv`).
    func runDotCommand(_ line: String) {
        dotLine = String(line.dropFirst())
        let words = DotCommands.words(dotLine)
        let typed = words.first ?? ""
        let command: DotCommand
        switch DotCommands.resolve(typed) {
        case .success(let found): command = found
        case .failure(let ambiguous):
            if configuration.plain != nil {
                // The sqlite3 shell's wording (two spaces, as it prints them).
                error("Error: unknown command or invalid arguments:  \"\(typed)\". Enter \".help\" for help")
            } else if ambiguous.candidates.count > 1 {
                error(text(.replAmbiguousCommand, typed, ambiguous.candidates.map { "." + $0 }.joined(separator: ", ")))
            } else {
                let close = DidYouMean.closest(to: typed, in: DotCommands.all.map(\.name)).map { text(.replDidYouMeanCommand, $0) } ?? ""
                error(text(.replUnknownCommand, typed, close))
            }
            return
        }
        let arguments = Array(words.dropFirst())
        guard command.argumentCount.contains(arguments.count) else {
            error(command.usage(configuration.language))
            return
        }
        command.run(self, arguments)
    }

    /// `on`/`off` (also `yes`/`no`, `1`/`0`, `true`/`false`); nil, with the usage, otherwise.
    fileprivate func switchValue(_ word: String, _ name: String) -> Bool? {
        switch word.lowercased() {
        case "on", "yes", "1", "true": return true
        case "off", "no", "0", "false": return false
        default:
            if configuration.plain != nil {
                // The shell's booleanValue: a warning, and "no".
                error("ERROR: Not a boolean value: \"\(word)\". Assuming \"no\".")
                return false
            }
            error(DotCommands.named(name)?.usage(configuration.language) ?? text(.replUsage, ".\(name) on|off"))
            return nil
        }
    }

    /// `.help`: the topics, each with its commands on one line; `.help TOPIC` the topic's
    /// commands, one sentence each; `.help all` every command; `.help COMMAND` one.
    fileprivate func help(_ name: String?) {
        guard let name else {
            let titles = DotCommands.topics.map { text($0.titleKey) }
            let column = max(10, (titles.map(TextWidth.of).max() ?? 0) + 2)
            var lines = [text(.replHelpTopics)]
            for (topic, title) in zip(DotCommands.topics, titles) {
                let commands = topic.commands.map { "." + $0 }.joined(separator: " ")
                lines += LineWrapper.fill(LineWrapper.atoms(commands), width: configuration.width,
                                          indent: "  " + TextWidth.pad(title, to: column), hanging: String(repeating: " ", count: column + 2))
            }
            lines.append(text(.replHelpTail))
            write(lines.joined(separator: "\n"))
            return
        }
        let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
        if bare.lowercased() == "all" || bare == "全部" {
            write(DotCommands.all.map(helpLine).joined(separator: "\n"))
            write(text(.replHelpTail))
            return
        }
        if let topic = DotCommands.topic(bare) {
            write(([text(topic.titleKey) + (configuration.language == .zh ? "：" : ":")]
                   + topic.commands.compactMap(DotCommands.named).map(helpLine)).joined(separator: "\n"))
            return
        }
        guard let command = DotCommands.named(bare) else {
            let names = DotCommands.all.map(\.name) + DotCommands.topics.map(\.name) + ["all"]
            let hint = DidYouMean.closest(to: bare, in: names).map { text(.replDidYouMeanCommand, $0) } ?? ""
            error(text(.replNoCommand, bare, hint))
            return
        }
        write(helpLine(command))
    }

    fileprivate func helpLine(_ command: DotCommand) -> String {
        // The sentence wraps under itself, past the command's column.
        let lines = LineWrapper.fill(LineWrapper.atoms(command.help(configuration.language)), width: configuration.width,
                                     indent: TextWidth.pad(command.synopsis, to: 20) + " ", hanging: String(repeating: " ", count: 21))
        return lines.joined(separator: "\n")
    }

    /// The output settings `.mode`, `.headers`, `.nullvalue` and `.separator` change: the plain
    /// REPL's, or the teaching REPL's (its presenter's; a mode set here is its `.mode` too).
    public var settings: ShellSettings {
        get { configuration.plain != nil ? shell : presenter.shell }
        set {
            if configuration.plain != nil {
                shell = newValue
            } else {
                if newValue.mode != presenter.shell.mode, let mode = OutputMode(rawValue: newValue.mode.rawValue) { presenter.mode = mode }
                presenter.shell = newValue
            }
        }
    }

    /// `.tables ?PATTERN?`: names of tables and views (temp ones as `temp.NAME`), sorted, in
    /// columns down then across, as the sqlite3 shell lays them out; only those matching the
    /// LIKE pattern when one is given.
    fileprivate func tables(_ pattern: String?) {
        do {
            let rows = try hostRows("""
                SELECT name FROM main.sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name LIKE ?1
                UNION ALL
                SELECT 'temp.' || name FROM temp.sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name LIKE ?1
                ORDER BY 1
                """, [.text(pattern ?? "%")])
            let names = rows.map { $0[0].cellText }
            guard !names.isEmpty else { return }
            if configuration.plain != nil {
                // The shell: 80 columns, names padded by bytes (%-*s), two spaces between.
                let width = names.map { $0.utf8.count }.max() ?? 0
                let columns = max(1, 80 / (width + 2))
                let lines = (names.count + columns - 1) / columns
                var text = ""
                for row in 0..<lines {
                    var index = row
                    while index < names.count {
                        let name = names[index]
                        text += (index < lines ? "" : "  ") + name + String(repeating: " ", count: max(0, width - name.utf8.count))
                        index += lines
                    }
                    text += "\n"
                }
                writeBytes(Array(ControlCharacters.visible(text).utf8))
                return
            }
            // Column by column, as the sqlite3 shell lays them out, by display width.
            let width = (names.map(TextWidth.of).max() ?? 0) + 2
            let columns = max(1, configuration.width / width)
            let lines = (names.count + columns - 1) / columns
            var text: [String] = []
            for row in 0..<lines {
                var cells: [String] = []
                var index = row
                while index < names.count {
                    cells.append(TextWidth.pad(names[index], to: width))
                    index += lines
                }
                text.append(cells.joined().replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
            }
            write(text.joined(separator: "\n"))
        } catch {
            self.error(text(.replError, error))
        }
    }

    /// `.schema ?TABLE?`: the CREATE statements in the order they were made (main first, then
    /// temp), so that a trigger or an index comes after its table and the output can be run
    /// again; only those of tables matching the LIKE pattern when one is given. The plain REPL
    /// shows SQLite's own tables (`sqlite_sequence`) too, as the shell does.
    fileprivate func schema(_ pattern: String?) {
        do {
            let system = configuration.plain != nil ? "" : " AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
            var sql = """
                SELECT sql FROM (SELECT sql, name, tbl_name, rowid AS x, 1 AS s FROM main.sqlite_schema
                                 UNION ALL SELECT sql, name, tbl_name, rowid, 2 FROM temp.sqlite_schema)
                WHERE sql IS NOT NULL\(system)
                """
            var parameters: [Value] = []
            if let pattern {
                sql += " AND tbl_name LIKE ?"
                parameters.append(.text(pattern))
            }
            sql += " ORDER BY s, x"
            let rows = try hostRows(sql, parameters)
            if rows.isEmpty, let pattern, configuration.plain == nil {
                let names = schemaNames().tableNames
                let hint = DidYouMean.closest(to: pattern, in: names).map { text(.didYouMeanName, $0) } ?? ""
                write(text(.replNoTableMatches, pattern, hint))
                return
            }
            guard !rows.isEmpty else { return }
            let plain = configuration.plain != nil
            write(rows.map { plain ? DotCommands.schemaLine($0[0].cellText) : $0[0].cellText + ";" }.joined(separator: "\n"))
        } catch {
            self.error(text(.replError, error))
        }
    }

    /// `.mode ?MODE?`: with no name, says the current one (`current output mode: list`).
    fileprivate func mode(_ name: String?) {
        let plain = configuration.plain != nil
        guard let name else {
            write(plain ? "current output mode: \(shell.mode.rawValue)" : text(.replMode, presenter.mode.rawValue))
            return
        }
        guard let mode = OutputMode(rawValue: name.lowercased()) else {
            if plain {
                let shellModes = "ascii box column csv html insert json line list markdown qbox quote table tabs tcl"
                if shellModes.split(separator: " ").contains(Substring(name.lowercased())) {
                    error("Error: sqlab repl --plain does not write the shell's \(name.lowercased()) mode; it writes: \(OutputMode.names.joined(separator: " "))")
                } else {
                    error("Error: mode should be one of: \(shellModes)")
                }
                return
            }
            let hint = DidYouMean.closest(to: name, in: OutputMode.names).map { text(.didYouMeanName, $0) } ?? ""
            error(text(.replModeChoices, OutputMode.names.joined(separator: configuration.language == .zh ? "、" : " "), hint))
            return
        }
        if plain {
            shell.setMode(mode.shellMode)
        } else {
            presenter.mode = mode
            presenter.shell.setMode(mode.shellMode)
        }
    }

    /// `.exit ?CODE?`: the session ends; with a CODE other than 0, with that exit status,
    /// else with the usual one (1 when something failed), as in the shell.
    fileprivate func exit(_ code: String?) {
        guard let code else {
            isFinished = true
            return
        }
        // The shell's integerValue: leading digits, else 0.
        let digits = code.trimmingCharacters(in: .whitespaces)
        let sign: Int64 = digits.hasPrefix("-") ? -1 : 1
        let number = Int64(String(digits.drop(while: { $0 == "-" || $0 == "+" }).prefix(while: \.isNumber).prefix(18))) ?? 0
        let value = Int32(truncatingIfNeeded: sign * number)
        if value != 0 { exitCode = value }
        isFinished = true
    }

    /// `.once FILE` and `.output ?FILE?`: sends what the session writes to FILE; `.output`
    /// with no file goes back to the screen. The rule of `.save`: a new file is made only if it
    /// does not exist yet (`O_EXCL`) and never through a symbolic link; an existing regular file
    /// is replaced only when the person at the keyboard confirms, never from a piped script; a
    /// `.read` file opens no file at all.
    fileprivate func redirect(to path: String?, once: Bool) {
        if let current = redirect {
            try? current.handle.close()
            redirect = nil
        }
        guard let path else { return }
        let name = once ? ".once" : ".output"
        // As `.save`: a `.read` file (a downloaded script) never opens a file to write.
        if let file = reading.last {
            error(text(.replOutputFromRead, name, file))
            return
        }
        var flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        var status = stat()
        if lstat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFLNK {
                error("Error: \(path) is a symbolic link; \(name) does not write through links.")
                return
            }
            guard status.st_mode & S_IFMT == S_IFREG else {
                error("Error: \(path) exists and is not a file; \(name) writes only to a file.")
                return
            }
            let asked = !configuration.inputIsScript && reading.isEmpty
            guard asked, configuration.confirm?("\(path) exists. Replace it with the output? [y/N] ") ?? false else {
                error(asked ? "Error: \(path) exists; nothing was written to it."
                            : "Error: \(path) exists already; \(name) in a script writes only a new file (remove it, or choose another name)")
                return
            }
            flags = O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC
        }
        let descriptor = open(path, flags, 0o644)
        guard descriptor >= 0 else {
            error(atLine(text(.replCannotOpen, path)))
            return
        }
        redirect = (FileHandle(fileDescriptor: descriptor, closeOnDealloc: true), path, once)
        onceArmed = once
    }

    /// The dot-command line after its name, as typed (spaces and quotes kept).
    fileprivate var dotLineArguments: String {
        let trimmed = dotLine.drop(while: { $0 == " " || $0 == "\t" })
        return String(trimmed.drop(while: { $0 != " " && $0 != "\t" })).trimmingCharacters(in: .whitespaces)
    }

    /// `.explain CODE` explains a result code; `.explain MESSAGE` an SQLite message or an error
    /// report pasted whole (`SQLiteErrorReport`), as `sqlab explain` does.
    fileprivate func explain(_ text: String) {
        if ResultCode(parsing: text) == nil, let report = SQLiteErrorReport.read(text),
           let shown = ExplainPresenter(explainer: explainer, style: presenter.style, width: configuration.width).explain(report: report) {
            write(shown)
            return
        }
        guard let code = ResultCode(parsing: text) else {
            let name = text.uppercased().hasPrefix("SQLITE_") ? text.uppercased() : "SQLITE_" + text.uppercased()
            let hint = Int(text) == nil ? DidYouMean.closest(to: name, in: ResultCode.allNames).map { self.text(.didYouMeanName, $0) } ?? "" : ""
            error(self.text(.replUnknownCode, text, hint))
            return
        }
        write(ExplainPresenter(explainer: explainer, style: presenter.style, width: configuration.width).explain(code))
    }

    fileprivate func reset() {
        do {
            try rebuild(lesson: lesson, before: exercise?.id)
            if let lesson, let exercise {
                write(text(.replResetExercise, exercise.id, lesson.id))
            } else if let lesson {
                write(text(.replResetLesson, lesson.id))
            } else {
                write(text(.replResetEmpty))
            }
        } catch {
            self.error(text(.replResetFailed, error))
        }
    }

    fileprivate func read(_ path: String) {
        guard reading.count < Session.readDepthLimit else {
            error(atLine(text(.replReadNested, path, Session.readDepthLimit)))
            return
        }
        let data: Data
        // At most the cap plus one byte, never blocked by a FIFO; a link is followed once.
        var outcome = BoundedFile.read(path, cap: Session.readFileLimit)
        if outcome == .symbolicLink { outcome = BoundedFile.read(URL(fileURLWithPath: path).resolvingSymlinksInPath().path, cap: Session.readFileLimit) }
        switch outcome {
        case .bytes(let bytes, _): data = bytes
        case .missing, .symbolicLink:
            error(atLine(text(.replCannotOpen, path)))
            return
        case .tooLarge(let size):
            error(atLine(text(.replReadTooBig, path, size, Session.readFileLimit)))
            return
        case .notRegular(let what):
            error(atLine(text(.replReadNotRegular, path, BoundedFile.kindText(what))))
            return
        case .unreadable(let reason):
            error(atLine(text(.replReadUnreadable, path, BoundedFile.reasonText(reason))))
            return
        }
        // Decoded as an answer file is (`AnswerText`: a byte-order mark, UTF-16 and UTF-32,
        // CRLF and CR line ends), so that a file saved on Windows reads the same.
        let text: String
        switch AnswerText.decode(data) {
        case .success(let decoded): text = decoded.text
        case .failure(let problem):
            error(Diagnostic(at: SourceLocation(file: path, line: problem.line, column: problem.column), problem.text).description(in: configuration.language))
            return
        }
        if let problem = TextHygiene.check(Data(text.utf8), file: path) {
            error(problem.description(in: configuration.language))
            return
        }
        // The file's statements are numbered by its own lines; the line count of the outer
        // input goes on afterwards.
        reading.append(path)
        let savedLine = lineNumber
        lineNumber = 0
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        for line in lines {
            if isFinished { break }
            feed(line.hasSuffix("\r") ? String(line.dropLast()) : String(line))
        }
        finish()
        lineNumber = savedLine
        reading.removeLast()
        // What follows the `.read` line is read on, whatever became of the file.
        skippingInput = false
        consecutiveFailures = 0
    }

    /// `.timeout`: shows the statement time limit, or sets it, up to `InterruptCause.timeoutCap`
    /// seconds (the limit counts SQLite instructions, `Sandbox.stepsPerSecond` to the second).
    fileprivate func setTimeout(_ text: String?) {
        guard let text else {
            write(self.text(.replTimeoutIs, Session.seconds(runner.sandboxed.timeout), Session.seconds(InterruptCause.timeoutCap)))
            return
        }
        guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
            // What is wrong with the number, then the one usage line, the command table's.
            let usage = DotCommands.named("timeout")?.usage(configuration.language) ?? self.text(.replUsage, ".timeout ?SECONDS?")
            error(self.text(.replTimeoutNotSeconds, Session.seconds(InterruptCause.timeoutCap), text) + "\n" + usage)
            return
        }
        let limit = min(seconds, InterruptCause.timeoutCap)
        timeoutOverride = limit
        runner.sandboxed.timeout = limit
        write(seconds > limit ? self.text(.replTimeoutCapped, Session.seconds(limit)) : self.text(.replTimeoutSet, Session.seconds(limit)))
    }

    /// `.save`: writes the database to a new file; replaces an existing one only when the
    /// person at the keyboard says so (the `confirm` of the configuration, or `--force` typed,
    /// not piped). A `.read` file never saves, and nothing is written through a symbolic link.
    fileprivate func save(_ path: String, force: Bool) {
        if let file = reading.last {
            error(text(.replSaveFromRead, file))
            return
        }
        var status = stat()
        if lstat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFLNK {
                error(text(.replSaveLink, path))
                return
            }
            guard status.st_mode & S_IFMT == S_IFREG else {
                error(text(.replSaveNotFile, path))
                return
            }
            let confirmed: Bool
            if configuration.inputIsScript {
                confirmed = false   // piped input: no one at the keyboard to ask
            } else {
                confirmed = force || (configuration.confirm?(text(.replSaveAsk, path)) ?? false)
            }
            guard confirmed else {
                error(configuration.inputIsScript ? text(.replSavePiped, path) : text(.replSaveExists, path))
                return
            }
        } else {
            // A new file, made here and only if it still does not exist (O_EXCL), never through a link.
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                error(text(.replSaveFailed, path, BoundedFile.reasonText(String(cString: strerror(errno)))))
                return
            }
            close(descriptor)
        }
        do {
            try runner.connection.save(to: path)
            write(text(.replSaved, path))
        } catch {
            self.error(text(.replSaveFailed, path, error))
        }
    }

    // MARK: - The course

    fileprivate func switchLesson(_ name: String?) {
        guard let name else {
            if let lesson {
                write(presenter.title(lesson) + " (\(lesson.path))")
            } else {
                write(text(.replNoLesson))
            }
            return
        }
        do {
            let course = configuration.course ?? Course(courseFlag: nil, environment: [:], executable: "", language: configuration.language)
            let path = try course.locate(name)
            let lesson = try LessonParser.parse(contentsOf: path)
            // Any text parses as Markdown: a file with no SQL, lab or exercise block is no lesson.
            guard lesson.blocks.contains(where: { if case .prose = $0 { return false } else { return true } }) else {
                error(Diagnostic(at: SourceLocation(file: path, line: 1), text(.replNotALesson)).description(in: configuration.language))
                return
            }
            self.course.include(lesson)
            exercise = firstUnfinished(in: lesson)
            try rebuild(lesson: lesson, before: exercise?.id)
            write(lessonIntroduction(lesson).joined(separator: "\n"))
        } catch let problem as Diagnostic {
            error(problem.description(in: configuration.language))
        } catch let problem as LessonError {
            error(problem.description(in: configuration.language))
        } catch {
            self.error(text(.replError, error))
        }
    }

    /// The lesson, or an error saying how to start one.
    fileprivate func requireLesson() -> Lesson? {
        guard let lesson else {
            error(text(.replNoLessonYet))
            return nil
        }
        return lesson
    }

    /// The current exercise, or an error saying how to pick one.
    fileprivate func requireExercise() -> ExerciseRef? {
        guard let lesson = requireLesson() else { return nil }
        guard let exercise else {
            error(text(.replNoCurrent))
            return nil
        }
        return ExerciseRef(lesson: lesson, exercise: exercise)
    }

    fileprivate func listExercises() {
        guard let lesson = requireLesson() else { return }
        guard !lesson.exercises.isEmpty else {
            write(text(.replNoExercises, lesson.id))
            return
        }
        var lines = [presenter.title(lesson)]
        for exercise in lesson.exercises {
            let ref = ExerciseRef(lesson: lesson, exercise: exercise)
            lines.append(coursePresenter.exerciseLine(exercise, progress(of: ref), current: exercise.id == self.exercise?.id,
                                                      uses: ExerciseTables.shown(exercise, in: lesson)))
        }
        write(lines.joined(separator: "\n"))
    }

    fileprivate func checkAnswer(_ id: String?) {
        guard let lesson = requireLesson() else { return }
        let target: Exercise
        if let id {
            guard let named = lesson.exercise(id) else {
                let hint = DidYouMean.closest(to: id, in: lesson.exercises.map(\.id)).map { text(.didYouMeanName, $0) } ?? ""
                error(text(.replNoSuchExercise, lesson.id, id, hint))
                return
            }
            target = named
        } else if let current = exercise {
            target = current
        } else if !lesson.exercises.isEmpty {
            // Every exercise has passed: say so, and where the course goes on.
            write(text(.replLessonDone, lesson.id) + " " + nextLessonAdvice(after: lesson))
            return
        } else {
            error(text(.replWhichExercise))
            return
        }
        // A lab exercise's answer is C API calls, which the REPL does not run: what was typed
        // here is SQL, so it is not checked (nor counted as an attempt), and where to answer
        // it is said.
        guard !target.isLab else {
            error(text(.replLabExercise, target.id, lesson.id))
            return
        }
        let before = exercise?.id
        exercise = target
        let worked = typedSinceCheck.filter(\.succeeded).map(\.sql)
        guard let answer = worked.isEmpty ? lastTyped : worked.joined(separator: "\n") else {
            error(text(.replNothingToCheck, target.id))
            return
        }
        var verdict = configuration.check(lesson, target, answer)
        // The statements typed since the last .check are the answer, queries tried on the way
        // included: that only the last query counts is the REPL's rule, not a slip to point out.
        verdict.feedback?.queries = nil
        verdict.feedback?.lastQueryLine = nil
        typedSinceCheck = []
        let ref = ExerciseRef(lesson: lesson, exercise: target)
        // What `check` shows for the same answer, notes on its text included.
        write(FeedbackPresenter(style: presenter.style, explainer: explainer, width: configuration.width).render(verdict, answer: answer))
        do { try course.record(ref, passed: verdict.passed) } catch {
            write(text(.progressNotRecorded, error))
        }
        guard verdict.passed else {
            failures += 1
            // The next answer is checked from the exercise's starting state, so the learner
            // types it there too (what `check` runs it on), not on this answer's leftovers.
            if target.id != before || stateChangedSinceRebuild { backToStart(of: target, announce: .replBackToStart) }
            return
        }
        if let next = (try? course.next(after: ref, inLesson: true)) ?? nil {
            backToStart(of: next.exercise, announce: .replNextExercise)
            write(exerciseText(next.exercise))
        } else {
            write(text(.replLessonDone, lesson.id))
        }
    }

    /// Makes `exercise` current with the database rebuilt in its starting state (the steps
    /// before it, as `check` builds it), and says so with `announce` (`{0}` the exercise's id).
    fileprivate func backToStart(of exercise: Exercise, announce: TextKey) {
        self.exercise = exercise
        do {
            try rebuild(lesson: lesson, before: exercise.id)
            write(text(announce, exercise.id))
        } catch {
            self.error(text(.replResetFailed, error))
        }
    }

    /// How to go on after `lesson`: `.lesson ID` of the course's next lesson, else `.check
    /// EXERCISE` to check one again.
    fileprivate func nextLessonAdvice(after lesson: Lesson) -> String {
        let ids = configuration.course?.lessonIDs() ?? []
        if let index = ids.firstIndex(where: { $0 == lesson.id || lesson.id.hasPrefix($0) || $0.hasPrefix(lesson.id) }), index + 1 < ids.count {
            return text(.replGoOnWith, ids[index + 1])
        }
        return text(.replCheckAgain)
    }

    fileprivate func hint() {
        guard let ref = requireExercise() else { return }
        do {
            let reveal = try course.revealHint(ref)
            if case .noMore(let count) = reveal {
                // Every hint was revealed already (perhaps in another session): all of them again.
                for index in 0..<count { write(coursePresenter.hint(.hint(index: index, count: count), of: ref.exercise)) }
            }
            write(coursePresenter.hint(reveal, of: ref.exercise))
        } catch {
            self.error("sqlab: \(error)")
        }
    }

    fileprivate func solution() {
        guard let ref = requireExercise() else { return }
        switch (try? course.solution(ref)) ?? .locked {
        case .locked:
            error(text(.replTryFirst, ref.exercise.id))
        case .open(let statements):
            write(text(.replSolution, ref.exercise.id))
            write(statements.joined(separator: "\n"))
        }
    }
}
