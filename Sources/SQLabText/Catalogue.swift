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
    /// A `LocalizedText` (or `LocalizedText.Argument`) argument is put in the same language.
    public static func text(_ key: TextKey, _ language: Language, _ arguments: [Any] = []) -> String {
        let template = parsed(language)[key] ?? parsedEnglish[key] ?? ParsedTemplate(key.rawValue)
        return template.filled(arguments.map { argumentText($0, language) })
    }

    /// An argument as text: `String(describing:)`, without its dynamic cast for the two kinds
    /// of argument nearly every text has; a text of the catalogue in `language`.
    private static func argumentText(_ argument: Any, _ language: Language) -> String {
        // The exact type: an optional in an `Any` is shown as `Optional(…)`, as before.
        if type(of: argument) == String.self, let text = argument as? String { return text }
        if type(of: argument) == Int.self, let number = argument as? Int { return String(number) }
        if let text = argument as? LocalizedText { return text.text(in: language) }
        if let argument = argument as? LocalizedText.Argument { return argument.text(in: language) }
        return String(describing: argument)
    }

    /// Every template of both languages, parsed once (`run` fills a few for each of its
    /// hundreds of thousands of steps).
    private static let parsedEnglish: [TextKey: ParsedTemplate] = CatalogueEnglish.entries.mapValues(ParsedTemplate.init)
    private static let parsedChinese: [TextKey: ParsedTemplate] = CatalogueChinese.entries.mapValues(ParsedTemplate.init)
    private static func parsed(_ language: Language) -> [TextKey: ParsedTemplate] {
        switch language {
        case .en: return parsedEnglish
        case .zh: return parsedChinese
        }
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
    static func splitChoices(_ text: Substring) -> [Substring] {
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

    static func matchingBrace(_ text: Substring, from open: Substring.Index) -> Substring.Index? {
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

/// A template of the catalogue read once into its pieces, so that filling it in is appending:
/// `filled(arguments)` is exactly `Catalogue.format(template, arguments)`.
struct ParsedTemplate: Sendable {
    private enum Piece: Sendable {
        case literal(String)
        /// `{…}`: the argument number (nil when not a number), the choices after it when there
        /// are exactly two, how many parts there were, and the text as written (shown when the
        /// placeholder cannot be filled).
        case placeholder(index: Int?, choices: [ParsedTemplate], parts: Int, written: String)
    }
    private var pieces: [Piece] = []

    init(_ template: String) {
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            if open > rest.startIndex { pieces.append(.literal(String(rest[..<open]))) }
            guard let close = Catalogue.matchingBrace(rest, from: open) else {
                pieces.append(.literal(String(rest[open...])))
                return
            }
            let inside = rest[rest.index(after: open)..<close]
            let parts = Catalogue.splitChoices(inside)
            pieces.append(.placeholder(index: Int(parts[0]), choices: parts.count == 3 ? parts.dropFirst().map { ParsedTemplate(String($0)) } : [],
                                       parts: parts.count, written: String(rest[open...close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.literal(String(rest))) }
    }

    /// The template with its placeholders filled from `arguments` (`Catalogue.format`).
    func filled(_ arguments: [String]) -> String {
        if pieces.count == 1, case .literal(let text) = pieces[0] { return text }
        var out = ""
        for piece in pieces {
            switch piece {
            case .literal(let text): out += text
            case .placeholder(let index, let choices, let parts, let written):
                guard let index, index >= 0, index < arguments.count, parts == 1 || parts == 3 else { out += written; continue }
                out += parts == 1 ? arguments[index] : choices[arguments[index] == "1" ? 0 : 1].filled(arguments)
            }
        }
        return out
    }
}

extension Language {
    /// The catalogue's text of `key` in this language, with `arguments` put in.
    public func text(_ key: TextKey, _ arguments: Any...) -> String {
        Catalogue.text(key, self, arguments)
    }
}
