import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabShell

/// The shared real-world cases (`Tests/Data/real-world`, copied from the course team's
/// collection): each reproduction, typed into the REPL in both languages, gets the cause and
/// the fix its report asks for, and no explanation that does not fit it.
final class RealWorldCaseTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/real-world/repro")

    func shown(_ file: String, _ language: Language) throws -> String {
        let sql = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        var text = ""
        var configuration = Session.Configuration()
        configuration.language = language
        let session = try Session(configuration: configuration, lesson: nil) { text += $0 + "\n" }
        session.feed(lines: sql)
        return text
    }

    func testEveryReproductionIsExplainedFromTheCatalogue() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".sql") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 15)
        let catchAll = ResultCodeExplanations.english[ResultCode.SQLITE_ERROR.rawValue]!.cause
        for file in files {
            for language in [Language.en, .zh] {
                let text = try shown(file, language)
                XCTAssertFalse(text.contains(String(catchAll.prefix(40))), "\(file) [\(language)]\n\(text)")
                XCTAssertFalse(text.contains("sqlab does not know this message") || text.contains("sqlab 不认识"), "\(file) [\(language)]\n\(text)")
            }
        }
    }

    /// 28: a ratio of two integer sums, each in a subquery, is noted as integer division; the
    /// real one (`* 1.0`) is not.
    func testIntegerDivisionOfSubqueriesIsNoted() throws {
        for language in [Language.en, .zh] {
            let advice = String(Pitfall.integerDivision.advice(language).prefix(20))
            XCTAssertTrue(try shown("28-integer-division-truncates.sql", language).contains(advice))
            let (explanation, _, text) = try MessageCatalogueTests.run("""
                CREATE TABLE votes (id INTEGER PRIMARY KEY, party TEXT, proportion INTEGER);
                INSERT INTO votes (party, proportion) VALUES ('A', 30), ('B', 45);
                SELECT (SELECT SUM(proportion) FROM votes WHERE party = 'A') * 1.0 / (SELECT SUM(proportion) FROM votes) AS share;
                """, language: language)
            XCTAssertNil(explanation)
            XCTAssertFalse(text.contains(advice), text)
        }
    }

    /// 09: the TEXT key is not told to let SQLite number it; the INTEGER key is.
    func testATakenKeyIsExplainedByItsDeclaredType() throws {
        for language in [Language.en, .zh] {
            let text = try shown("09-primary-key-constraint-failed.sql", language)
            let words = SyntaxDiagnosis.MessageWords(zh: language == .zh)
            XCTAssertTrue(text.contains(String(words.integerKeyFix("NewMessage", "type").prefix(20))), text)
            XCTAssertTrue(text.contains(String(words.otherKeyFix("Tag", "name").prefix(20))), text)
        }
    }

    /// 12: explicit ids after a DELETE are not a reused rowid; foreign keys off is noted.
    func testForeignKeysOffGetsItsNoteAndNoOffTopicOne() throws {
        for language in [Language.en, .zh] {
            let text = try shown("12-foreign-keys-off-by-default.sql", language)
            XCTAssertTrue(text.contains(String(Pitfall.foreignKeysOff.advice(language).prefix(20))), text)
            XCTAssertFalse(text.contains(String(Pitfall.rowidReuse.advice(language).prefix(20))), text)
            XCTAssertFalse(text.contains("AUTOINCREMENT"), text)
        }
    }

    /// 32: the INSERT that gets a deleted row's id is noted.
    func testAReusedRowidIsNotedAtTheInsert() throws {
        for language in [Language.en, .zh] {
            let text = try shown("32-autoincrement-rowid-reuse.sql", language)
            XCTAssertTrue(text.contains(String(Pitfall.rowidReuse.advice(language).prefix(20))), text)
        }
    }
}
