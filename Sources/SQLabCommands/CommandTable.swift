import Foundation
import SQLabSQLite
import SQLabText
import SQLabCourse
import SQLabEngine

/// One command of sqlab, declared once: its name, how `sqlab help` shows it, and what runs it.
/// Dispatch, `sqlab help`, and "did you mean" for a mistyped command all read
/// `CommandTable.all`; nothing else lists the commands.
public struct CommandSpec {
    /// One form of the command in `sqlab help`: the words after `sqlab` (a second line of them
    /// given as it is shown, indented), and what it does, one line of help per element.
    public struct Form {
        public let usage: [String]
        public let summary: [String]
    }

    /// The word after `sqlab`: `run`. The course home has the empty name.
    public let name: String
    /// Other words that run it (`--help` for `help`).
    public let aliases: [String]
    /// How `sqlab help` shows it; none for the commands sqlab runs itself (worker processes).
    public let forms: [Form]
    let run: (_ words: [String], _ context: CommandContext) throws -> ExitStatus

    /// True for commands not listed in `sqlab help` nor offered by "did you mean".
    public var isHidden: Bool { forms.isEmpty }
}

public enum CommandTable {
    /// Every command, in the order `sqlab help` lists them.
    public static let all: [CommandSpec] = [
        CommandSpec(name: "", aliases: [], forms: [
            .init(usage: [""], summary: ["the course home: lessons, exercises, your progress, what next"]),
        ]) { try HomeCommand($0, next: false, context: $1).execute() },
        CommandSpec(name: "next", aliases: [], forms: [
            .init(usage: ["next [LESSON]"], summary: ["show the first exercise you have not passed yet"]),
        ]) { try HomeCommand($0, next: true, context: $1).execute() },
        CommandSpec(name: "watch", aliases: [], forms: [
            .init(usage: ["watch [LESSON]"], summary: ["answer exercises in answers/LESSON/ID.sql, checked on every",
                                                        "save; keys: h hint, n next, l list, q quit"]),
        ]) { try WatchCommand($0, context: $1).execute() },
        CommandSpec(name: "repl", aliases: [], forms: [
            .init(usage: ["repl [LESSON]"], summary: ["a sqlite3-like shell on a private in-memory database (in the",
                                                       "lesson's state); .help lists its dot-commands"]),
        ]) { try ReplCommand($0, context: $1).execute() },
        CommandSpec(name: "lab", aliases: [], forms: [
            .init(usage: ["lab [--lang en|zh] [--timeout SECONDS]"],
                  summary: ["type SQLite C API calls (sqlite3_open, _prepare_v2, _bind_*,", "_step, …) over private scratch files; each call is made and",
                            "its result code decoded; .help lists the functions"]),
        ]) { try LabCommand($0, context: $1).execute() },
        CommandSpec(name: "hint", aliases: [], forms: [
            .init(usage: ["hint LESSON EXERCISE"], summary: ["the next hint of an exercise"]),
        ]) { try HintCommand($0, context: $1).execute() },
        CommandSpec(name: "run", aliases: [], forms: [
            .init(usage: ["run LESSON [--no-pause] [--trace] [--lang en|zh] [--timeout SECONDS]"],
                  summary: ["run a lesson's SQL step by step, decoding every result code"]),
        ]) { try RunCommand($0, context: $1).execute() },
        CommandSpec(name: "check", aliases: [], forms: [
            .init(usage: ["check LESSON [EXERCISE] --answer FILE|- [--format text|json] [--encoding NAME]"],
                  summary: ["check answers: on the lesson's data, its datasets, and", "variants that catch answers right only by luck"]),
        ]) { try CheckCommand($0, context: $1).execute() },
        CommandSpec(name: "grade", aliases: [], forms: [
            .init(usage: ["grade LESSON SUBMISSIONS [-o DIR] [--format csv|json|gradescope|junit|html|canvas|moodle|sheet]...",
                          "            [--jobs N] [--feedback full|summary|verdict] [--shard I/N] [--encoding NAME]",
                          "            [--only STUDENT] [--roster FILE [--roster-column NAME]] [--visibility V]"],
                  summary: ["grade a class: STUDENT.sql, STUDENT/ folders, or a Canvas, Moodle,",
                            "Gradescope or GitHub Classroom export; resumable; reports and",
                            "feedback/STUDENT.txt in DIR"]),
            .init(usage: ["grade --merge DB... -o DIR [--format ...]..."],
                  summary: ["join the grading databases of --shard runs into one report"]),
        ]) { try GradeCommand($0, context: $1).execute() },
        CommandSpec(name: "autograder", aliases: [], forms: [
            .init(usage: ["autograder gradescope LESSON -o DIR [--feedback LEVEL] [--visibility V] [--encoding NAME]"],
                  summary: ["write a Gradescope autograder (setup.sh, run_autograder) for a lesson"]),
            .init(usage: ["autograder github-classroom LESSON -o DIR"],
                  summary: ["write a GitHub Classroom workflow that checks answers.sql on every push"]),
        ]) { try AutograderCommand($0, context: $1).execute() },
        CommandSpec(name: "lint", aliases: [], forms: [
            .init(usage: ["lint LESSON-OR-FOLDER..."], summary: ["validate lessons: every step, reference, expected table"]),
        ]) { try LintCommand($0, context: $1).execute() },
        CommandSpec(name: "explain", aliases: [], forms: [
            .init(usage: ["explain [CODE] [--lang en|zh]"],
                  summary: ["explain a result code: 19, 2067, SQLITE_CONSTRAINT_UNIQUE,", "constraint_unique; with no CODE, list them all"]),
        ]) { try ExplainCommand($0, context: $1).execute() },
        CommandSpec(name: "test", aliases: [], forms: [
            .init(usage: ["test FILE.test... [--format text|json|junit] [--stop-at-first-failure]"],
                  summary: ["run sqllogictest scripts, each on a fresh in-memory", "database; prints N passed, N failed"]),
        ]) { try TestCommand($0, context: $1).execute() },
        CommandSpec(name: "progress", aliases: [], forms: [
            .init(usage: ["progress [--export | --reset [--yes]]"],
                  summary: ["where your progress is kept; print it as JSON; forget it"]),
        ]) { try ProgressCommand($0, context: $1).execute() },
        CommandSpec(name: "help", aliases: ["--help", "-h"], forms: [
            .init(usage: ["help"], summary: ["this text"]),
        ]) { words, context in
            _ = try Arguments(words, flags: [], options: [])
            guard words.isEmpty else { throw Arguments.UsageError(message: "help takes no arguments (not '\(words[0])'); see 'sqlab help'") }
            context.out(Help.text)
            return .success
        },
        CommandSpec(name: "version", aliases: ["--version"], forms: []) { words, context in
            _ = try Arguments(words, flags: [], options: [])
            guard words.isEmpty else { throw Arguments.UsageError(message: "version takes no arguments (not '\(words[0])')") }
            context.out("sqlab \(Help.version) (SQLite \(SQLSyntax.libraryVersion))")
            return .success
        },
        // A worker process of `check` and `grade`: with --stream, one JSON request per line in and
        // one verdict per line out; without, one JSON request in, verdicts out.
        CommandSpec(name: "__check-worker", aliases: [], forms: []) { words, context in
            if words == ["--stream"] { IsolatedChecker.serveStream() }
            guard words.isEmpty else { throw Arguments.UsageError(message: "usage: sqlab __check-worker [--stream]") }
            FileHandle.standardOutput.write(IsolatedChecker.serve(context.input.readAll()))
            return .success
        },
        // For the progress store's tests: COUNT failed attempts at LESSON EXERCISE, one
        // transaction each, as `check` records them (two at once must lose none).
        CommandSpec(name: "__record-attempts", aliases: [], forms: []) { words, context in
            guard words.count == 3, let count = Int(words[2]), (0...1_000_000).contains(count) else {
                throw Arguments.UsageError(message: "usage: sqlab __record-attempts LESSON EXERCISE COUNT")
            }
            let store = try ProgressStore(path: ProgressStore.defaultPath(environment: context.environment))
            for _ in 0..<count { try store.recordAttempt(lesson: words[0], exercise: words[1], passed: false) }
            return .success
        },
    ]

    /// The command `word` names, by name or alias.
    public static func named(_ word: String) -> CommandSpec? {
        all.first { $0.name == word || $0.aliases.contains(word) }
    }

    /// The names "did you mean" chooses from: the listed commands.
    static var suggestable: [String] { all.filter { !$0.isHidden && !$0.name.isEmpty }.map(\.name) }
}
