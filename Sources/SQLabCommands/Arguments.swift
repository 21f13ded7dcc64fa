import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine
import SQLabPresent
import SQLabGrading
import SQLabLogictest
import SQLabShell

/// A command line split into positional words and options, checked against what the command
/// accepts. `--name value` and `--name=value` are both read; `-` is a positional word.
struct Arguments {
    var positional: [String] = []
    var flags: Set<String> = []
    var values: [String: [String]] = [:]

    /// A command line sqlab cannot read: its message in English, and, for messages from the
    /// text catalogue, its key and arguments so it can be shown in the learner's language.
    struct UsageError: Error {
        let message: String
        var key: TextKey?
        var arguments: [String] = []

        init(message: String) { self.message = message }

        /// A message from the text catalogue.
        init(_ key: TextKey, _ arguments: Any...) {
            self.key = key
            self.arguments = arguments.map { String(describing: $0) }
            message = Catalogue.text(key, .en, self.arguments)
        }

        /// `usage: SYNOPSIS` in the learner's language.
        static func usage(_ synopsis: String) -> UsageError {
            UsageError(.usage, synopsis.hasPrefix("usage: ") ? String(synopsis.dropFirst("usage: ".count)) : synopsis)
        }

        /// The message in `language` (a `usage: …` message too, whoever wrote it).
        func message(_ language: Language) -> String {
            if let key { return Catalogue.text(key, language, arguments) }
            if message.hasPrefix("usage: ") { return UsageError.usage(message).message(language) }
            return message
        }
    }

    /// The language a command line asks for: its `--lang` (when it names one), else the
    /// environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    static func language(of words: [String], environment: [String: String]) -> Language {
        var flag: String?
        for (i, word) in words.enumerated() {
            if word == "--lang", i + 1 < words.count { flag = words[i + 1] }
            if word.hasPrefix("--lang=") { flag = String(word.dropFirst("--lang=".count)) }
        }
        return Language.resolve(flag: flag, environment: environment) ?? Language.resolve(flag: nil, environment: environment) ?? .en
    }

    /// - Parameters:
    ///   - words: the words after the command name.
    ///   - flags: options without a value (`--no-pause`).
    ///   - options: options that take a value (`--lang`).
    /// The global options (`CommandTable.globalOptions`) are read by every command, whether
    /// listed or not (one that has no use for `--course` leaves it).
    ///
    /// - Throws: `UsageError` for an unknown option or a missing value.
    init(_ words: [String], flags known: Set<String>, options: Set<String>) throws {
        let options = options.union(CommandTable.globalOptions.map(\.name))
        var i = 0
        var onlyPositional = false
        while i < words.count {
            let word = words[i]
            i += 1
            // A negative number (`explain -1`) is a word, not an option; so is a word with a space
            // or a line break in it (no option has one): SQL that starts with a `--` comment.
            if onlyPositional || !word.hasPrefix("-") || word == "-" || Int(word) != nil || word.contains(where: \.isWhitespace) {
                positional.append(word)
                continue
            }
            if word == "--" { onlyPositional = true; continue }
            var name = word
            var inline: String?
            if let eq = word.firstIndex(of: "=") {
                name = String(word[..<eq])
                inline = String(word[word.index(after: eq)...])
            }
            if known.contains(name), inline == nil {
                flags.insert(name)
            } else if options.contains(name) {
                if let inline { values[name, default: []].append(inline); continue }
                guard i < words.count else { throw UsageError(.usageNeedsValue, name) }
                values[name, default: []].append(words[i])
                i += 1
            } else {
                let all = Array(known) + Array(options)
                if let close = DidYouMean.closest(to: name, in: all) { throw UsageError(.usageUnknownOptionClose, name, close) }
                throw UsageError(.usageUnknownOption, name)
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func has(_ name: String) -> Bool { flags.contains(name) }
}
