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

    struct UsageError: Error { let message: String }

    /// - Parameters:
    ///   - words: the words after the command name.
    ///   - flags: options without a value (`--no-pause`).
    ///   - options: options that take a value (`--lang`).
    /// - Throws: `UsageError` for an unknown option or a missing value.
    init(_ words: [String], flags known: Set<String>, options: Set<String>) throws {
        var i = 0
        var onlyPositional = false
        while i < words.count {
            let word = words[i]
            i += 1
            // A negative number (`explain -1`) is a word, not an option.
            if onlyPositional || !word.hasPrefix("-") || word == "-" || Int(word) != nil {
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
                guard i < words.count else { throw UsageError(message: "\(name) needs a value") }
                values[name, default: []].append(words[i])
                i += 1
            } else {
                let all = Array(known) + Array(options)
                let hint = DidYouMean.closest(to: name, in: all).map { " (did you mean \($0)?)" } ?? ""
                throw UsageError(message: "unknown option \(name)\(hint)")
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func has(_ name: String) -> Bool { flags.contains(name) }
}
