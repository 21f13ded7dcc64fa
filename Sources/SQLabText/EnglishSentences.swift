/// Finds English sentences in text that should be Chinese: the check behind "the zh
/// interface holds no English outside SQL, identifiers and code names".
///
/// A sentence here is a run of at least three words of lower-case letters (the first may be
/// capitalised) separated by single spaces. SQL keywords are written in capitals in sqlab's
/// texts and lessons, identifiers hold `_`, `-`, digits or dots, code names sit in backticks or
/// quotes, options start with `--`, and a run that starts with `sqlab` is a command line
/// (`sqlab autograder gradescope`), so none of them make such a run.
public enum EnglishSentences {
    /// The English sentences in `text`, as found (without their final punctuation).
    public static func find(in text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n") {
            let cleaned = removeQuoted(String(line))
            var run: [Substring] = []
            func close() {
                // `sqlab autograder gradescope` is a command line, not a sentence.
                if run.count >= 3 && run.first != "sqlab" { found.append(run.joined(separator: " ")) }
                run = []
            }
            var rest = Substring(cleaned)
            while !rest.isEmpty {
                let word = rest.prefix(while: { $0.isASCII && $0.isLetter })
                if !word.isEmpty, isWord(word) {
                    run.append(word)
                    rest = rest.dropFirst(word.count)
                    let next = rest.first
                    if next == " ", let after = rest.dropFirst().first, after.isASCII, after.isLetter {
                        rest = rest.dropFirst()
                        continue
                    }
                    // A word that runs on into a digit, `_` or `-` is an identifier.
                    if let next, next.isNumber || next == "_" || next == "-" || next == "(" { run.removeLast() }
                    close()
                    continue
                }
                close()
                var identifier = !word.isEmpty
                if word.isEmpty {
                    let c = rest.removeFirst()
                    identifier = c.isASCII && (c.isNumber || c == "_")
                } else {
                    rest = rest.dropFirst(word.count)
                }
                // Skip the rest of an identifier (`sqlite3_changes`, `01-first`).
                while identifier, let c = rest.first, c.isASCII,
                      c.isLetter || c.isNumber || c == "_" || c == "-" || c == "." && rest.dropFirst().first?.isLetter == true {
                    rest = rest.dropFirst()
                }
            }
            close()
        }
        return found
    }

    /// Lower-case letters, the first perhaps a capital; at least two letters.
    private static func isWord(_ word: Substring) -> Bool {
        guard word.count >= 2 else { return word == "a" || word == "I" }
        return word.dropFirst().allSatisfy { $0.isLowercase }
    }

    /// `text` with backtick spans, quoted values and options (`--name`) blanked out.
    private static func removeQuoted(_ text: String) -> String {
        var out = ""
        var quote: Character?
        var previous: Character = " "
        for c in text {
            if let q = quote {
                if c == q { quote = nil }
                out.append(" ")
            } else if c == "`" || c == "“" || ((c == "'" || c == "\"") && !(previous.isLetter || previous.isNumber)) {
                quote = c == "“" ? "”" : c
                out.append(" ")
            } else {
                out.append(c)
            }
            previous = c
        }
        return out.replacingOccurrences(of: "--", with: "\u{0}-")
    }
}
