import Foundation
import XCTest
@testable import SQLabText
@testable import SQLabLessons
@testable import SQLabCourse
@testable import SQLabShell

/// The REPL in both languages: its banner and every dot-command (the course's ones on a
/// lesson: .exercises, .hint, .solution before and after trying, .check wrong and right), in
/// Chinese without an English sentence, and in both languages within 80 columns.
final class ReplLanguageTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Everything the REPL shows for one scripted session, banner first, by what was typed.
    func screens(_ language: Language) throws -> [(String, String)] {
        let course = Course(courseFlag: Self.root.appendingPathComponent("lessons").path, environment: [:], executable: "", language: language)
        let lesson = try course.lesson("01")
        var text = ""
        var configuration = Session.Configuration(language: language, course: course)
        configuration.inputIsScript = false
        let session = try Session(configuration: configuration, lesson: lesson) { text += $0 + "\n" }
        var shown = [("banner", session.banner)]
        let typed = [".help", ".help all", ".help course", ".help 数据库", ".help results", ".help session", ".help mode", ".help nosuch", ".nosuch", ".mode", ".mode jsno", ".headers maybe", ".tables", ".schema nosuch",
                     ".exercises", ".solution", ".hint", ".hint", ".hint", "SELECT name FROM Class43;", ".check",
                     "SELECT name FROM Class43 WHERE age = 18;", ".check", ".solution", ".check nosuch", ".lesson", ".reset",
                     ".read /nonexistent.sql", ".explain 2067", ".explain nosuch", ".lesson 02", ".exercises"]
        for line in typed {
            text = ""
            session.feed(line)
            shown.append((line, text))
        }
        return shown
    }

    func testTheChineseREPLHoldsNoEnglishSentence() throws {
        for (typed, text) in try screens(.zh) {
            let english = text.split(separator: "\n").filter { !$0.contains("SQLite 说") }.flatMap { EnglishSentences.find(in: String($0)) }
            XCTAssertEqual(english, [], "\(typed):\n\(text)")
        }
        // The same session in English is full of sentences the check would catch.
        let english = try screens(.en).filter { !EnglishSentences.find(in: $0.1).isEmpty }
        XCTAssertGreaterThan(english.count, 15)
    }

    /// `.timeout` has one usage line, the command table's (`Usage: .timeout ?SECONDS?`),
    /// whether it gets too many words or a word that is not a number of seconds; the second
    /// also says what is wrong with the word.
    func testTimeoutHasOneUsageLineFromTheCommandTable() throws {
        for language in Language.allCases {
            let course = Course(courseFlag: Self.root.appendingPathComponent("lessons").path, environment: [:], executable: "", language: language)
            var text = ""
            var configuration = Session.Configuration(language: language, course: course)
            configuration.inputIsScript = false
            let session = try Session(configuration: configuration, lesson: try course.lesson("01")) { text += $0 + "\n" }
            let usage = try XCTUnwrap(DotCommands.named("timeout")).usage(language)
            var shown: [String: String] = [:]
            for typed in [".timeout 1 2", ".timeout abc", ".timeout -1", ".timeout nan"] {
                text = ""
                session.feed(typed)
                shown[typed] = text
                XCTAssertTrue(text.hasSuffix(usage + "\n"), "\(language) \(typed):\n\(text)")
                XCTAssertEqual(text.components(separatedBy: language == .zh ? "用法" : "Usage").count, 2, "\(language) \(typed): one usage line\n\(text)")
            }
            XCTAssertEqual(shown[".timeout 1 2"], usage + "\n")
            XCTAssertTrue(shown[".timeout abc"]?.hasPrefix(language == .zh ? "'abc' 不是大于 0 的秒数" : "'abc' is not a number of seconds above 0") == true,
                          shown[".timeout abc"] ?? "")
        }
    }

    func testEveryREPLScreenFitsEightyColumns() throws {
        for language in Language.allCases {
            for (typed, text) in try screens(language) {
                for line in text.split(separator: "\n") {
                    XCTAssertLessThanOrEqual(TextWidth.of(String(line)), 80, "\(language) \(typed): \(line)")
                    if let first = line.drop(while: { $0 == " " }).first, first.unicodeScalars.first!.value > 0x7F {
                        XCTAssertFalse(LineWrapper.closingPunctuation.contains(first), "\(language) \(typed): \(line)")
                    }
                }
            }
        }
    }
}
