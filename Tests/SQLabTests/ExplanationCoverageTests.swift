import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabCourse
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabGrading
@testable import SQLabLogictest
@testable import SQLabShell
@testable import SQLabCommands

/// Every result code the installed `sqlite3.h` defines has a complete explanation in English
/// and in Chinese, and extended codes have their own text rather than their primary's.
final class ExplanationCoverageTests: XCTestCase {
    private let tables: [(language: String, table: [Int32: CodeExplanation])] = [
        ("english", ResultCodeExplanations.english),
        ("chinese", ResultCodeExplanations.chinese),
    ]

    func testEveryDefinedCodeHasACompleteEntryInBothLanguages() {
        XCTAssertEqual(ResultCode.allDefined.count, 106)
        for (language, table) in tables {
            for (name, code) in ResultCode.allDefined {
                guard let entry = table[code.rawValue] else {
                    XCTFail("\(language): no explanation for \(name)")
                    continue
                }
                XCTAssertFalse(entry.meaning.isEmpty, "\(language) \(name): empty meaning")
                XCTAssertFalse(entry.cause.isEmpty, "\(language) \(name): empty cause")
                XCTAssertFalse(entry.fix.isEmpty, "\(language) \(name): empty fix")
            }
        }
    }

    func testKeysAreExactlyTheDefinedCodes() {
        let defined = Set(ResultCode.allDefined.map(\.code.rawValue))
        for (language, table) in tables {
            let keys = Set(table.keys)
            XCTAssertEqual(keys, defined, "\(language): missing \(defined.subtracting(keys).sorted()), "
                           + "extra \(keys.subtracting(defined).sorted())")
        }
    }

    func testMeaningsHaveNoFinalFullStop() {
        for (language, table) in tables {
            for (name, code) in ResultCode.allDefined {
                guard let meaning = table[code.rawValue]?.meaning else { continue }
                XCTAssertFalse(meaning.hasSuffix("."), "\(language) \(name): meaning ends with a full stop")
                XCTAssertFalse(meaning.hasSuffix("。"), "\(language) \(name): meaning ends with a full stop")
            }
        }
    }

    func testChineseTextContainsChineseCharacters() {
        for (name, code) in ResultCode.allDefined {
            guard let entry = ResultCodeExplanations.chinese[code.rawValue] else { continue }
            for (field, text) in [("meaning", entry.meaning), ("cause", entry.cause), ("fix", entry.fix)] {
                XCTAssertTrue(Self.containsCJK(text), "chinese \(name): \(field) has no CJK character")
            }
        }
    }

    func testExtendedCodesHaveTheirOwnExplanation() {
        for (language, table) in tables {
            for (name, code) in ResultCode.allDefined where !code.isPrimary {
                guard let extended = table[code.rawValue], let primary = table[code.primary.rawValue] else {
                    XCTFail("\(language) \(name): missing its own or its primary's explanation")
                    continue
                }
                XCTAssertNotEqual(extended, primary, "\(language) \(name): same explanation as its primary")
                XCTAssertNotEqual(extended.meaning, primary.meaning, "\(language) \(name): same meaning as its primary")
            }
        }
    }

    /// SQL, code names and API names are written in backticks, identically in both languages.
    func testBacktickedCodeIsTheSameInBothLanguages() {
        for (name, code) in ResultCode.allDefined {
            guard let english = ResultCodeExplanations.english[code.rawValue],
                  let chinese = ResultCodeExplanations.chinese[code.rawValue] else { continue }
            let pairs = [("meaning", english.meaning, chinese.meaning), ("cause", english.cause, chinese.cause),
                         ("fix", english.fix, chinese.fix)]
            for (field, en, zh) in pairs {
                XCTAssertEqual(Self.backticked(en), Self.backticked(zh), "\(name): backticked code in \(field) differs")
            }
        }
    }

    /// True when `text` holds a CJK ideograph (the unified block or extension A).
    private static func containsCJK(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) }
    }

    /// The set of `code spans` in `text`.
    private static func backticked(_ text: String) -> Set<String> {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        return Set(parts.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
    }
}
