import SQLabText

/// The text of `sqlab help`, from the text catalogue (`TextKey.helpText`).
enum Help {
    static let version = "0.1.0"

    /// The help text in `language`.
    static func text(_ language: Language) -> String { Catalogue.text(.helpText, language) }
}
