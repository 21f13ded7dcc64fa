import Foundation
import XCTest
@testable import SQLabLessons
@testable import SQLabSQL
@testable import SQLabSQLite

final class TokenizerTests: XCTestCase {
    private func kinds(_ sql: String) -> [String] {
        Tokenizer.significantTokens(sql).map { "\($0.kind):\($0.text)" }
    }

    /// A keyword token's `keyword` is its text in upper case, for any case and for text that is
    /// not ASCII (which SQLite never calls a keyword, but a Token may be made of).
    func testAKeywordIsItsTextInUpperCase() {
        for (text, upper) in [("select", "SELECT"), ("SeLeCt", "SELECT"), ("SELECT", "SELECT"), ("or", "OR"),
                              ("current_timestamp", "CURRENT_TIMESTAMP"), ("sélect", "SÉLECT"), ("aé", "AÉ"), ("", "")] {
            XCTAssertEqual(Token(kind: .keyword, text: text, range: 0..<text.utf8.count).keyword, upper, text)
        }
        XCTAssertNil(Token(kind: .identifier, text: "select", range: 0..<6).keyword)
        XCTAssertEqual(Tokenizer.significantTokens("select x from t").compactMap(\.keyword), ["SELECT", "FROM"])
    }

    func testEveryTokenClass() {
        XCTAssertEqual(kinds("SELECT name, \"the age\" FROM [Class 43] WHERE `x` >= 1.5e3 AND y <> 'it''s' -- done"), [
            "keyword:SELECT", "identifier:name", "symbol:,", "quotedIdentifier:\"the age\"", "keyword:FROM",
            "quotedIdentifier:[Class 43]", "keyword:WHERE", "quotedIdentifier:`x`", "symbol:>=", "real:1.5e3",
            "keyword:AND", "identifier:y", "symbol:<>", "string:'it''s'",
        ])
        XCTAssertEqual(kinds("x'89AB' 0x1F .5 12 ?3 :name @v $w a||b j->>'$.k' a!=b a==b"), [
            "blob:x'89AB'", "integer:0x1F", "real:.5", "integer:12", "variable:?3", "variable::name",
            "variable:@v", "variable:$w", "identifier:a", "symbol:||", "identifier:b", "identifier:j",
            "symbol:->>", "string:'$.k'", "identifier:a", "symbol:!=", "identifier:b", "identifier:a",
            "symbol:==", "identifier:b",
        ])
    }

    func testWhatSQLiteCannotRead() {
        XCTAssertEqual(kinds("SELECT 'open"), ["keyword:SELECT", "illegal:'open"])
        XCTAssertEqual(kinds("a ! b"), ["identifier:a", "illegal:!", "identifier:b"])
        XCTAssertEqual(kinds("12abc x'ABC'"), ["illegal:12abc", "illegal:x'ABC'"])
        XCTAssertEqual(kinds("[open"), ["illegal:[open"])
    }

    func testNamesLoseTheirQuotes() {
        let names = Tokenizer.significantTokens("\"a \"\"b\"\"\" `c` [d e] f").compactMap(\.name)
        XCTAssertEqual(names, ["a \"b\"", "c", "d e", "f"])
    }

    func testRangesAreUTF8BytesAndFindTheErrorOffset() throws {
        // SQLite's error offset is in bytes: the CJK name before the error is 6 bytes, 2 characters.
        let sql = "SELECT 名字 FROM t LIMIT = 5"
        let connection = try Connection()
        var offset = -1
        do { _ = try connection.prepare(sql) } catch let error as SQLiteError { offset = error.offset }
        XCTAssertGreaterThan(offset, 0)
        let token = Tokenizer.token(at: offset, in: Tokenizer.tokens(sql))
        XCTAssertEqual(token?.text, "=")
    }

    /// Every lesson file of both editions, prose and SQL: the tokens cover the text without gaps,
    /// and every word SQLite calls a keyword is a keyword token.
    func testTokensCoverEveryLessonFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lessons")
        var folders = [root]
        if FileManager.default.fileExists(atPath: root.appendingPathComponent("zh").path) { folders.append(root.appendingPathComponent("zh")) }
        var files = 0
        for folder in folders {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".md") {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                let tokens = Tokenizer.tokens(text)
                XCTAssertEqual(tokens.map(\.text).joined(), text, name)
                var next = 0
                for token in tokens {
                    XCTAssertEqual(token.range.lowerBound, next, name)
                    next = token.range.upperBound
                    if token.kind == .identifier { XCTAssertFalse(SQLSyntax.isKeyword(token.text), token.text) }
                    if token.kind == .keyword { XCTAssertTrue(SQLSyntax.isKeyword(token.text), token.text) }
                }
                XCTAssertEqual(next, text.utf8.count, name)
                files += 1
            }
        }
        XCTAssertGreaterThan(files, 10)
    }
}
