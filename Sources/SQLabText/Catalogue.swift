/// The text catalogue: every learner-facing sentence of sqlab's interface, by key, in English
/// and Chinese (`CatalogueEnglish.entries`, `CatalogueChinese.entries`).
///
/// A text may hold placeholders for its arguments, counted from 0:
/// - `{0}` is argument 0 as text;
/// - `{0|ONE|OTHER}` is ONE when argument 0 is the number 1 and OTHER otherwise (English
///   plurals; Chinese texts seldom need it). ONE and OTHER may hold placeholders themselves:
///   `{1|its one hint has|all {1} have}`.
///
/// `CatalogueTests` fails when a key has no text in either language, or when the two texts of
/// a key do not use the same placeholders.
public enum Catalogue {
    /// The text of `key` in `language` with `arguments` put in; the English text when the
    /// language has none (the catalogue test keeps that from happening).
    public static func text(_ key: TextKey, _ language: Language, _ arguments: [Any] = []) -> String {
        let template = entries(language)[key] ?? CatalogueEnglish.entries[key] ?? key.rawValue
        return format(template, arguments.map { String(describing: $0) })
    }

    /// Every key's template in `language`.
    public static func entries(_ language: Language) -> [TextKey: String] {
        switch language {
        case .en: return CatalogueEnglish.entries
        case .zh: return CatalogueChinese.entries
        }
    }

    /// `template` with its placeholders filled from `arguments` (see the type's description).
    /// A placeholder whose argument is missing is left as written.
    public static func format(_ template: String, _ arguments: [String]) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = matchingBrace(rest, from: open) else {
                out += rest[open...]
                return out
            }
            let inside = rest[rest.index(after: open)..<close]
            out += fill(inside, arguments) ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// The placeholders (`{0}`, and the numbers of choices) a template uses, for the tests.
    public static func placeholders(_ template: String) -> Set<Int> {
        var found = Set<Int>()
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            guard let close = matchingBrace(rest, from: open) else { break }
            let inside = rest[rest.index(after: open)..<close]
            let parts = splitChoices(inside)
            if let n = Int(parts[0]) { found.insert(n) }
            for branch in parts.dropFirst() { found.formUnion(placeholders(String(branch))) }
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    private static func fill(_ inside: Substring, _ arguments: [String]) -> String? {
        let parts = splitChoices(inside)
        guard let index = Int(parts[0]), index >= 0, index < arguments.count else { return nil }
        guard parts.count == 3 else { return parts.count == 1 ? arguments[index] : nil }
        return format(String(arguments[index] == "1" ? parts[1] : parts[2]), arguments)
    }

    /// `0|one|other` into its three parts, ignoring `|` inside nested braces.
    private static func splitChoices(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "{": depth += 1
            case "}": depth -= 1
            case "|" where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }

    private static func matchingBrace(_ text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }
}

extension Language {
    /// The catalogue's text of `key` in this language, with `arguments` put in.
    public func text(_ key: TextKey, _ arguments: Any...) -> String {
        Catalogue.text(key, self, arguments)
    }
}
