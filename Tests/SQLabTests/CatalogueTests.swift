import XCTest
@testable import SQLabText

/// The text catalogue: every key has a text in English and in Chinese, the two use the same
/// placeholders, and the Chinese texts hold no English sentence.
final class CatalogueTests: XCTestCase {
    func testEveryKeyHasATextInEveryLanguage() {
        for language in Language.allCases {
            let entries = Catalogue.entries(language)
            let missing = TextKey.allCases.filter { (entries[$0] ?? "").isEmpty }
            XCTAssertEqual(missing.map(\.rawValue), [], "keys with no \(language) text")
        }
    }

    func testBothLanguagesUseTheSamePlaceholders() {
        for key in TextKey.allCases {
            let en = Catalogue.placeholders(CatalogueEnglish.entries[key] ?? "")
            let zh = Catalogue.placeholders(CatalogueChinese.entries[key] ?? "")
            XCTAssertEqual(en, zh, "\(key.rawValue): en uses \(en.sorted()), zh \(zh.sorted())")
        }
    }

    func testChineseTextsHoldNoEnglishSentence() {
        for key in TextKey.allCases {
            let text = CatalogueChinese.entries[key] ?? ""
            XCTAssertEqual(EnglishSentences.find(in: text), [], "\(key.rawValue): \(text)")
        }
    }

    func testTheFinderSeesTheEnglishTexts() {
        // Were a Chinese text left in English, the finder would see it: it sees most English texts.
        let english = TextKey.allCases.filter { !EnglishSentences.find(in: CatalogueEnglish.entries[$0] ?? "").isEmpty }
        XCTAssertGreaterThan(english.count, TextKey.allCases.count / 2)
    }

    /// The learner-facing sentences of these files (check's feedback and its names of datasets
    /// and variants, the checker's clause hints, grade's notes on a hand-in, the kinds of file
    /// and its summary, the lint and usage messages of the commands) come from the catalogue: no
    /// string literal in them holds Chinese.
    func testPresentersHoldNoChineseLiteral() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files = ["Sources/SQLabPresent/FeedbackPresenter.swift", "Sources/SQLabEngine/Checking/ClauseHints.swift",
                     "Sources/SQLabGrading/HandInNotes.swift", "Sources/SQLabGrading/GradeSummaryText.swift",
                     "Sources/SQLabEngine/Checking/Variants.swift", "Sources/SQLabEngine/Checking/DatasetDescriber.swift",
                     "Sources/SQLabEngine/Checking/Linter.swift"]
        for folder in ["Sources/SQLabCommands", "Sources/SQLabGrading", "Sources/SQLabGrading/Reports"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            files += names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
        }
        XCTAssertGreaterThan(files.count, 30)
        for path in files {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let literals = text.split(separator: "\n").enumerated().filter { _, line in
                let code = line.components(separatedBy: "//").first ?? ""
                return code.contains("\"") && code.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) || (0xFF00...0xFFEF).contains($0.value) }
            }
            XCTAssertEqual(literals.map { "\(path):\($0.offset + 1): \($0.element)" }, [], "Chinese literals outside the catalogue")
        }
    }

    func testPlaceholdersAndPluralChoices() {
        XCTAssertEqual(Catalogue.format("{0|1 row|{0} rows}", ["1"]), "1 row")
        XCTAssertEqual(Catalogue.format("{0|1 row|{0} rows}", ["3"]), "3 rows")
        XCTAssertEqual(Catalogue.format("Hint {0} of {1}:", ["1", "2"]), "Hint 1 of 2:")
        XCTAssertEqual(Catalogue.format("{1|its one hint has|all {1} have} been shown", ["x", "2"]), "all 2 have been shown")
        // A placeholder without its argument, and a brace that does not close, stay as written.
        XCTAssertEqual(Catalogue.format("{2} and {", ["a"]), "{2} and {")
        XCTAssertEqual(Language.zh.text(.hintLabel, 1, 2), "提示 1/2：")
        XCTAssertEqual(Language.en.text(.hintLabel, 1, 2), "Hint 1 of 2:")
    }

    func testTheEnglishSentenceFinderFindsSentencesAndLeavesCodeAlone() {
        XCTAssertEqual(EnglishSentences.find(in: "Every exercise has passed."), ["Every exercise has passed"])
        XCTAssertEqual(EnglishSentences.find(in: "下一题：01-first-steps 的练习 girls。"), [])
        XCTAssertEqual(EnglishSentences.find(in: "用法：sqlab check [LESSON [EXERCISE]] [--answer FILE|-]"), [])
        XCTAssertEqual(EnglishSentences.find(in: "SELECT name FROM students WHERE gender = 'F' ORDER BY age;"), [])
        XCTAssertEqual(EnglishSentences.find(in: "提示 1/2：用 `count(*) from students` 数一数"), [])
        XCTAssertEqual(EnglishSentences.find(in: "[h] hint  [n] next"), [])
        XCTAssertEqual(EnglishSentences.find(in: "  sqlab autograder github classroom LESSON"), [])
        XCTAssertEqual(EnglishSentences.find(in: "按 n for the next exercise"), ["for the next exercise"])
    }

    /// The parsed templates `Catalogue.text` fills are `Catalogue.format` exactly: every template
    /// of both languages, with arguments 0, 1, 2 and text (plural choices both ways), too few
    /// arguments and none; and templates with odd braces.
    func testParsedTemplatesFillAsFormatDoes() {
        let argumentSets: [[String]] = [[], ["1"], ["0", "1"], ["1", "2", "x", "1", "5"], ["2", "1", "1", "0", "7"], ["a", "b", "c", "d", "e"]]
        let odd = ["", "{", "}", "{}", "{x}", "{0|a}", "{0|a|b|c}", "{0|{1|x|y}|z}", "a {0} {", "{-1}", "{+0}", "{ 0}", "{0}{0}{1|one|{1} more}", "}{0}"]
        let templates = Array(CatalogueEnglish.entries.values) + Array(CatalogueChinese.entries.values) + odd
        for template in templates {
            for arguments in argumentSets {
                XCTAssertEqual(ParsedTemplate(template).filled(arguments), Catalogue.format(template, arguments), "\(template) with \(arguments)")
            }
        }
        XCTAssertEqual(Language.en.text(.rowsChangedIn, 1, "students"), "1 row changed in students:")
        XCTAssertEqual(Language.en.text(.rowsChangedIn, 3, "t"), "3 rows changed in t:")
        let maybe: Int? = 2
        XCTAssertEqual(Catalogue.text(.lineNumber, .en, [maybe as Any]), "line Optional(2)")
    }
}
