/// A catalogue text not yet put in a language: a key and its arguments, kept so that a message
/// made deep down (a lesson's diagnostic, an answer file's problem) is written out in the
/// learner's language where it is shown.
///
/// An argument is plain text (a file name, a number, an identifier: the same in every language)
/// or another `LocalizedText` (a part of the sentence that is itself translated, such as
/// "a folder"). For example:
///
/// ```swift
/// let kind = LocalizedText(.fileKindFolder)
/// let text = LocalizedText(.answerNotRegular, kind)
/// text.text(in: .zh)   // "是文件夹，不是答案文件"
/// ```
public struct LocalizedText: Hashable, Sendable, CustomStringConvertible {
    /// One argument: text shown as it is, or a text of the catalogue put in the same language.
    public indirect enum Argument: Hashable, Sendable {
        case plain(String)
        case text(LocalizedText)
        /// Text already written in each language, by `Language.rawValue`, by a part that keeps
        /// its own table of texts (the lab's `LabMessage`); the English when a language lacks it.
        case inEachLanguage([String: String])

        /// The argument in `language`.
        public func text(in language: Language) -> String {
            switch self {
            case .plain(let text): return text
            case .text(let text): return text.text(in: language)
            case .inEachLanguage(let texts): return texts[language.rawValue] ?? texts[Language.en.rawValue] ?? ""
            }
        }
    }

    public let key: TextKey
    public let arguments: [Argument]

    /// The text of `key` with `arguments`: a `LocalizedText` or a `TextKey` argument is
    /// translated with the rest, anything else is shown as `String(describing:)` gives it.
    public init(_ key: TextKey, _ arguments: Any...) {
        self.init(key, arguments: arguments)
    }

    /// The same with the arguments as an array.
    public init(_ key: TextKey, arguments: [Any]) {
        self.key = key
        self.arguments = arguments.map { argument in
            switch argument {
            case let text as LocalizedText: return .text(text)
            case let key as TextKey: return .text(LocalizedText(key))
            case let argument as Argument: return argument
            case let text as String: return .plain(text)
            default: return .plain(String(describing: argument))
            }
        }
    }

    /// The text in `language` (the catalogue's English when the language lacks the key).
    public func text(in language: Language) -> String {
        let filled: [Any] = arguments.map { $0.text(in: language) }
        return Catalogue.text(key, language, filled)
    }

    /// The English text.
    public var description: String { text(in: .en) }
}
