import Foundation

extension Catalogue {
    /// The arguments that make the text of `key` in `language` read `text`, by placeholder
    /// number (`{0}` first); nil when no arguments do. Reads back a description sqlab wrote in
    /// English from the catalogue (a check's dataset, `"NULL in Class43.age"`) to write it in
    /// another language. Each placeholder matches one character or more, greedily (the first takes
    /// all it can); a template with plural choices (`{0|…|…}`) matches nothing.
    public static func match(_ key: TextKey, _ text: String, in language: Language = .en) -> [String]? {
        guard let template = entries(language)[key] else { return nil }
        var pattern = "^"
        var order: [Int] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            pattern += NSRegularExpression.escapedPattern(for: String(rest[..<open]))
            guard let close = matchingBrace(rest, from: open), let n = Int(rest[rest.index(after: open)..<close]) else { return nil }
            pattern += "(.+)"
            order.append(n)
            rest = rest[rest.index(after: close)...]
        }
        pattern += NSRegularExpression.escapedPattern(for: String(rest)) + "$"
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]),
              let found = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        var arguments = Array(repeating: "", count: (order.max() ?? -1) + 1)
        for (group, n) in order.enumerated() {
            guard let range = Range(found.range(at: group + 1), in: text) else { return nil }
            arguments[n] = String(text[range])
        }
        return arguments
    }
}
