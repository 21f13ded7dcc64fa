import Foundation
import SQLabSQLite
import SQLabText
import SQLabCourse
import SQLabEngine
import SQLabLab

/// One command of sqlab, declared once: its name, how `sqlab help` shows it, and what runs it.
/// Dispatch, `sqlab help`, and "did you mean" for a mistyped command all read
/// `CommandTable.all`; nothing else lists the commands.
public struct CommandSpec {
    /// One form of the command in `sqlab help`: the words after `sqlab` (a second line of them
    /// given as it is shown, indented), and what it does: a sentence of the text catalogue,
    /// shown in the learner's language and wrapped to its column.
    public struct Form {
        public let usage: [String]
        public let summary: TextKey

        /// A usage line longer than the help's 80 columns, broken before an option (`[`), the
        /// rest indented under the command's words.
        static func fit(_ line: String) -> [String] {
            guard line.count + 8 > 80, let cut = line[..<line.index(line.startIndex, offsetBy: 72)].lastIndex(of: "[") else { return [line] }
            let head = String(line[..<cut].reversed().drop(while: { $0 == " " }).reversed())
            return [head, "            " + line[cut...]]
        }
    }

    /// The word after `sqlab`: `run`. The course home has the empty name.
    public let name: String
    /// Other words that run it (`--help` for `help`).
    public let aliases: [String]
    /// How `sqlab help` shows it; none for the commands sqlab runs itself (worker processes).
    public let forms: [Form]
    /// Who runs it: a learner, or a teacher or lesson author (grading, autograders, lint,
    /// sqllogictest). Either way its texts come in the language asked for
    /// (`InterfaceLanguageTests`: every learner screen, and every command's usage errors).
    public var audience: Audience = .learner
    let run: (_ words: [String], _ context: CommandContext) throws -> ExitStatus

    /// Who a command is for.
    public enum Audience: Sendable { case learner, teacher }

    /// True for commands not listed in `sqlab help` nor offered by "did you mean".
    public var isHidden: Bool { forms.isEmpty }
}

/// An option that goes before or after the command's name (`sqlab --lang zh next` is
/// `sqlab next --lang zh`): declared once here, moved after the name by `CommandLineTool`,
/// and read by each command as its own (`CommonOptions`).
public struct GlobalOption {
    /// `--lang`.
    public let name: String
    /// What its value is, as `sqlab help` shows it (`en|zh`).
    public let value: String
    /// What it does, from the text catalogue.
    public let summary: TextKey
}

public enum CommandTable {
    /// The options of every command that reads the course, in the order `sqlab help` lists
    /// them. `--lang` is read by every command (`Arguments`).
    public static let globalOptions: [GlobalOption] = [
        GlobalOption(name: "--lang", value: "en|zh", summary: .optionLang),
        GlobalOption(name: "--course", value: "DIR", summary: .optionCourse),
        GlobalOption(name: "--timeout", value: "SECONDS", summary: .optionTimeout),
    ]

    /// The command line as a command name and the words it reads: global options before the
    /// name go after it, in their order (`--lang zh next 05` is `next` with `--lang zh 05`).
    /// Only options before it, or nothing: the course home (`""`).
    static func split(_ words: [String]) -> (name: String, words: [String]) {
        var leading: [String] = []
        var i = 0
        while i < words.count, words[i].hasPrefix("-"), words[i] != "-", CommandTable.named(words[i]) == nil {
            let word = words[i]
            leading.append(word)
            i += 1
            if !word.contains("="), globalOptions.contains(where: { $0.name == word }), i < words.count {
                leading.append(words[i])
                i += 1
            }
        }
        guard i < words.count else { return ("", leading) }
        return (words[i], leading + words[(i + 1)...])
    }

    /// Every command, in the order `sqlab help` lists them.
    public static let all: [CommandSpec] = [
        CommandSpec(name: "", aliases: ["home"], forms: [
            .init(usage: [""], summary: .cmdHome),
            .init(usage: ["home --all"], summary: .cmdHomeAll),
        ]) { try HomeCommand($0, next: false, context: $1).execute() },
        CommandSpec(name: "next", aliases: [], forms: [
            .init(usage: ["next [LESSON]"], summary: .cmdNext),
        ]) { try HomeCommand($0, next: true, context: $1).execute() },
        CommandSpec(name: "watch", aliases: [], forms: [
            .init(usage: ["watch [LESSON]"], summary: .cmdWatch),
        ]) { try WatchCommand($0, context: $1).execute() },
        CommandSpec(name: "repl", aliases: [], forms: [
            .init(usage: ["repl [LESSON]"], summary: .cmdRepl),
            .init(usage: ["repl --plain [LESSON] [-bail] [-echo] [-cmd COMMAND] [-header] [-csv|-json|...]"], summary: .cmdReplPlain),
        ]) { try ReplCommand($0, context: $1).execute() },
        CommandSpec(name: "lab", aliases: [], forms: [
            .init(usage: ["lab"],
                  summary: .cmdLab),
        ]) { try LabCommand($0, context: $1).execute() },
        CommandSpec(name: "hint", aliases: [], forms: [
            .init(usage: ["hint [LESSON [EXERCISE]]"], summary: .cmdHint),
        ]) { try HintCommand($0, context: $1).execute() },
        CommandSpec(name: "run", aliases: [], forms: [
            .init(usage: ["run LESSON [--no-pause] [--trace]"],
                  summary: .cmdRun),
        ]) { try RunCommand($0, context: $1).execute() },
        CommandSpec(name: "check", aliases: [], forms: [
            .init(usage: ["check [LESSON [EXERCISE]] [--answer FILE|-] [--format text|json] [--encoding NAME]"].flatMap(CommandSpec.Form.fit),
                  summary: .cmdCheck),
        ]) { try CheckCommand($0, context: $1).execute() },
        CommandSpec(name: "grade", aliases: [], forms: [
            .init(usage: ["grade LESSON SUBMISSIONS [-o DIR] [--format csv|json|gradescope|junit|html|canvas|moodle|sheet]...",
                          "            [--jobs N] [--feedback full|summary|verdict] [--shard I/N] [--encoding NAME]",
                          "            [--only STUDENT] [--roster FILE [--roster-column NAME]] [--visibility V]"].flatMap(CommandSpec.Form.fit),
                  summary: .cmdGrade),
            .init(usage: ["grade --merge DB... -o DIR [--format ...]..."],
                  summary: .cmdGradeMerge),
        ], audience: .teacher) { try GradeCommand($0, context: $1).execute() },
        CommandSpec(name: "autograder", aliases: [], forms: [
            .init(usage: ["autograder gradescope LESSON -o DIR [--feedback LEVEL] [--visibility V] [--encoding NAME]"].flatMap(CommandSpec.Form.fit),
                  summary: .cmdAutograderGradescope),
            .init(usage: ["autograder github-classroom LESSON -o DIR"],
                  summary: .cmdAutograderClassroom),
        ], audience: .teacher) { try AutograderCommand($0, context: $1).execute() },
        CommandSpec(name: "lint", aliases: [], forms: [
            .init(usage: ["lint LESSON-OR-FOLDER..."], summary: .cmdLint),
        ], audience: .teacher) { try LintCommand($0, context: $1).execute() },
        CommandSpec(name: "explain", aliases: [], forms: [
            .init(usage: ["explain [CODE|SQL|FILE.sql|-] [--encoding NAME]"],
                  summary: .cmdExplain),
        ]) { try ExplainCommand($0, context: $1).execute() },
        CommandSpec(name: "test", aliases: [], forms: [
            .init(usage: ["test FILE.test... [--format text|json|junit] [--stop-at-first-failure]"],
                  summary: .cmdTest),
        ], audience: .teacher) { try TestCommand($0, context: $1).execute() },
        CommandSpec(name: "progress", aliases: [], forms: [
            .init(usage: ["progress [--export | --reset [--yes]]"],
                  summary: .cmdProgress),
        ]) { try ProgressCommand($0, context: $1).execute() },
        CommandSpec(name: "help", aliases: ["--help", "-h"], forms: [
            .init(usage: ["help"], summary: .cmdHelp),
        ]) { words, context in
            let arguments = try Arguments(words, flags: [], options: ["--lang"])
            guard arguments.positional.isEmpty else { throw Arguments.UsageError(.usageNoArgumentsSeeHelp, "help", arguments.positional[0]) }
            context.out(Help.text(Arguments.language(of: words, environment: context.environment)))
            return .success
        },
        CommandSpec(name: "version", aliases: ["--version"], forms: []) { words, context in
            let arguments = try Arguments(words, flags: [], options: [])
            guard arguments.positional.isEmpty else { throw Arguments.UsageError(.usageNoArguments, "version", arguments.positional[0]) }
            context.out("sqlab \(Help.version) (SQLite \(SQLSyntax.libraryVersion))")
            return .success
        },
        // A worker process of `check` and `grade`: with --stream, one JSON request per line in and
        // one verdict per line out; without, one JSON request in, verdicts out.
        CommandSpec(name: "__check-worker", aliases: [], forms: []) { words, context in
            // Lab exercises are checked as `check` checks them (AnswerChecking), so grade agrees.
            let lab: ExerciseChecker.LabCheck = { lesson, exercise, answer, timeout in
                let verdict = LabExerciseChecker(lesson: lesson, timeout: timeout).check(exercise, answer: answer)
                return ExerciseVerdict(exercise: exercise.id, points: exercise.points, feedback: verdict.feedback(answer: answer))
            }
            if words == ["--stream"] { IsolatedChecker.serveStream(lab: lab) }
            guard words.isEmpty else { throw Arguments.UsageError(message: "usage: sqlab __check-worker [--stream]") }
            FileHandle.standardOutput.write(IsolatedChecker.serve(context.input.readAll(), lab: lab))
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
