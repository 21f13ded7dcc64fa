import Foundation

/// The languages sqlab speaks to learners: English and Simplified Chinese.
public enum Language: String, CaseIterable, Sendable {
    case en, zh

    /// The language a user asked for: `--lang` when given, else Chinese when `LANG`
    /// (or `LC_ALL`, `LC_MESSAGES`) starts with `zh`, else English.
    public static func resolve(flag: String?, environment: [String: String]) -> Language? {
        if let flag { return Language(rawValue: flag.lowercased()) }
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return value.lowercased().hasPrefix("zh") ? .zh : .en
            }
        }
        return .en
    }
}

/// One learner-facing explanation of a result code, in one language.
public struct CodeExplanation: Sendable, Equatable {
    /// What the code means, after sqlite.org's result-code page, as one short clause without a
    /// final full stop: "the statement ran to completion".
    public let meaning: String
    /// The common causes a beginner meets, one or two sentences.
    public let cause: String
    /// What to do about it, one or two sentences.
    public let fix: String

    public init(meaning: String, cause: String, fix: String) {
        self.meaning = meaning
        self.cause = cause
        self.fix = fix
    }
}
