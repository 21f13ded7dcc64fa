import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabShell

/// SQLite 3.40.1's message catalogue (`data/sqlite-messages/`, compiled into
/// `MessageCatalogue.entries`): every reachable template's trigger, run in the REPL's engine with
/// the sandbox, fails with a message of that template and shows that template's own explanation,
/// in English and in Chinese.
final class MessageCatalogueTests: XCTestCase {
    /// `{{repeat N TEXT}}`, `{{list N TEXT}}` and `{{seq N TEXT}}` of explanations.txt.
    static func expand(_ trigger: String) -> String {
        var sql = trigger
        while let open = sql.range(of: "{{"), let close = sql.range(of: "}}", range: open.upperBound..<sql.endIndex) {
            let body = sql[open.upperBound..<close.lowerBound]
            let parts = body.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            let n = Int(parts[1])!
            let text = parts.count > 2 ? String(parts[2]) : ""
            let expanded: String
            switch parts[0] {
            case "repeat": expanded = String(repeating: text, count: n)
            case "list": expanded = Array(repeating: text, count: n).joined(separator: ", ")
            default: expanded = (1...n).map { text + String($0) }.joined(separator: ", ")
            }
            sql.replaceSubrange(open.lowerBound..<close.upperBound, with: expanded)
        }
        return sql
    }

    /// Runs `sql` in a fresh session and returns the last statement's explanation and the text shown.
    static func run(_ sql: String, language: Language) throws -> (ErrorExplanation?, SQLiteError?, String) {
        var shown = ""
        var configuration = Session.Configuration()
        configuration.language = language
        let session = try Session(configuration: configuration, lesson: nil) { shown += $0 + "\n" }
        var last: (ErrorExplanation, SQLiteError)?
        let script = SQLText(sql)
        var offset = 0
        while offset < script.count {
            let piece = script.statementText(from: offset)
            offset += piece.utf8.count
            let statement = piece.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !statement.isEmpty else { continue }
            shown = ""
            last = nil
            let outcome = try session.runner.execute(typed: statement, at: SourceLocation(file: "trigger", line: 1))
            if case .failed(let error, let explanation) = outcome.result { last = (explanation, error) }
            shown = session.presenter.outcome(outcome)
        }
        return (last?.0, last?.1, shown)
    }

    func testEveryReachableTemplateIsExplainedByItsOwnTriggerInBothLanguages() throws {
        var failures: [String] = []
        var passed = 0
        for entry in MessageCatalogue.entries where entry.isReachable {
            let expected = entry.sameAs ?? entry.template
            for language in [Language.en, .zh] {
                // `out of memory` comes from the hard heap limit `run` and `repl` set for the process.
                let heap = entry.template == "out of memory" ? Sandbox.processHeapLimit : nil
                // On top of what earlier tests in this process left to SQLite, as a fresh `run` has it.
                if heap != nil { Sandbox.setProcessHeapLimit(bytes: Sandbox.memoryInUse + Sandbox.defaultHeapLimit) }
                defer { if let heap { Sandbox.setProcessHeapLimit(bytes: heap) } }
                let (explanation, error, shown) = try Self.run(Self.expand(entry.trigger!), language: language)
                guard let explanation, let error else {
                    failures.append("\(entry.template) [\(language)]: the trigger did not fail"); continue
                }
                guard explanation.template == expected else {
                    failures.append("\(entry.template) [\(language)]: got \"\(error.message)\" → \(explanation.template ?? "unknown")"); continue
                }
                let values = entry.match(error.message) ?? []
                let own = MessageCatalogue.entry(expected)!.text(language, values: values)!
                // Every placeholder filled, no empty value leaving doubled punctuation (F16).
                if shown.range(of: #"\{[0-9]\}"#, options: .regularExpression) != nil || shown.contains(";;") || shown.contains(" ,") && !shown.contains("\"") {
                    failures.append("\(entry.template) [\(language)]: a placeholder is not filled:\n\(shown)"); continue
                }
                guard shown.contains(String(own.what.prefix(30))) else {
                    failures.append("\(entry.template) [\(language)]: its explanation is not shown:\n\(shown)"); continue
                }
                passed += 1
            }
        }
        let reachable = MessageCatalogue.entries.filter(\.isReachable).count
        print("message catalogue: \(reachable) reachable templates, \(passed / 2) explained by their own trigger in en and zh, \(MessageCatalogue.entries.count - reachable) not reachable")
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }

    func testEveryUnreachableTemplateSaysWhy() {
        for entry in MessageCatalogue.entries where !entry.isReachable {
            XCTAssertGreaterThan(entry.unreachable!.count, 20, entry.template)
        }
    }

    func testTemplatesMatchTheirInstancesAndNothingElse() {
        let e = MessageCatalogue.match("no such table: pets")
        XCTAssertEqual(e?.entry.template, "no such table: %s")
        XCTAssertEqual(e?.values, ["pets"])
        XCTAssertEqual(MessageCatalogue.match("table t has 3 columns but 2 values were supplied")?.values, ["t", "3", "2"])
        XCTAssertEqual(MessageCatalogue.match("1st ORDER BY term out of range - should be between 1 and 1")?.entry.template,
                       "%r %s BY term out of range - should be between 1 and %d")
        XCTAssertNil(MessageCatalogue.match("a message from a newer SQLite"))
    }

    /// A trigger's RAISE(ABORT|FAIL|ROLLBACK, 'text') gives SQLITE_CONSTRAINT_TRIGGER with the
    /// trigger's own text: said to be that, with the extended code's cause and fix, never
    /// "sqlab does not know this message" nor the primary code's list of constraints.
    func testARaiseInATriggerIsSaidToBeTheTriggersOwnText() throws {
        for language in [Language.en, .zh] {
            for action in ["ABORT", "FAIL", "ROLLBACK"] {
                let (explanation, _, shown) = try Self.run(
                    "CREATE TABLE t(a); CREATE TRIGGER tr BEFORE INSERT ON t BEGIN SELECT RAISE(\(action), 'only on weekdays'); END; INSERT INTO t VALUES (1)",
                    language: language)
                XCTAssertNil(explanation?.template)
                XCTAssertEqual(explanation?.code, .SQLITE_CONSTRAINT_TRIGGER)
                XCTAssertFalse(shown.contains(language == .zh ? "sqlab 不认识" : "sqlab does not know this message"), shown)
                XCTAssertTrue(shown.contains(language == .zh ? "触发器作者写在 RAISE 里" : "the text its author wrote in the RAISE"), shown)
                XCTAssertTrue(shown.contains(".schema tablename"), shown)
            }
        }
    }

    /// A message outside the catalogue: sqlab says it does not know it and gives the extended
    /// code's explanation when it has one, else the primary code's.
    func testAMessageOutsideTheCatalogueSaysSqlabDoesNotKnowItAndGivesTheCodesMeaning() {
        for language in [Language.en, .zh] {
            let explainer = Explainer(language: language)
            let table = language == .zh ? ResultCodeExplanations.chinese : ResultCodeExplanations.english
            let unique = explainer.unknownMessage(.SQLITE_CONSTRAINT_UNIQUE)
            XCTAssertTrue(unique.meaning.contains(language == .zh ? "sqlab 不认识" : "sqlab does not know this message"), unique.meaning)
            XCTAssertTrue(unique.meaning.contains("SQLITE_CONSTRAINT_UNIQUE"), unique.meaning)
            XCTAssertEqual(unique.fix, table[ResultCode.SQLITE_CONSTRAINT_UNIQUE.rawValue]?.fix)
            let primary = explainer.unknownMessage(.SQLITE_CONSTRAINT)
            XCTAssertTrue(primary.meaning.contains("SQLITE_CONSTRAINT (19)"), primary.meaning)
            XCTAssertEqual(primary.cause, table[ResultCode.SQLITE_CONSTRAINT.rawValue]?.cause)
        }
    }

    /// The compiled table says what data/sqlite-messages/explanations.txt says: an edit of the
    /// data is followed by `scripts/gen-message-catalogue.py`, and no text is edited in the Swift
    /// table alone (a later regeneration would silently undo it).
    func testTheCompiledTableMatchesTheExplanationsFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("data/sqlite-messages/explanations.txt"), encoding: .utf8)
        var templates: [String] = [], fields: [String: String] = [:], compared = 0
        var mismatches: [String] = []
        func finish() {
            for template in templates {
                guard let entry = MessageCatalogue.entry(template), let en = entry.english, let zh = entry.chinese else { continue }
                // As the generator writes them: Markdown prose, a backslash outside a code span doubled.
                func prose(_ text: String?) -> String? {
                    guard let text else { return nil }
                    var out = "", inCode = false
                    for c in text {
                        if c == "`" { inCode.toggle() }
                        out += !inCode && c == "\\" ? "\\\\" : String(c)
                    }
                    return out
                }
                let expected = ["en.what", "en.cause", "en.fix", "zh.what", "zh.cause", "zh.fix"].map { prose(fields[$0]) }
                if expected != [en.what, en.cause, en.fix, zh.what, zh.cause, zh.fix] { mismatches.append(template) }
                compared += 1
            }
            templates = []; fields = [:]
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("== ") {
                if !fields.isEmpty { finish() }
                templates.append(String(line.dropFirst(3)))
            } else if let colon = line.firstIndex(of: ":"), !line.hasPrefix("#"), !templates.isEmpty {
                fields[String(line[..<colon])] = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            }
        }
        finish()
        XCTAssertGreaterThan(compared, 150)
        XCTAssertEqual(mismatches, [], "regenerate: python3 scripts/gen-message-catalogue.py Sources/SQLabEngine/Explaining/MessageCatalogue+Entries.swift")
    }

    /// The catch-all explanation of SQLITE_ERROR is never shown for a catalogued message.
    func testNoCataloguedMessageShowsTheCatchAll() throws {
        let catchAll = ResultCodeExplanations.english[ResultCode.SQLITE_ERROR.rawValue]!.cause
        for sql in ["SELECT 1 UNION SELECT 2 ORDER BY 1 UNION SELECT 3", "SELECT 1 AS n ORDER BY n UNION SELECT 2",
                    "PRAGMA foreign_keys = ON; CREATE TABLE p(id, name); CREATE TABLE c(p_name REFERENCES p(name)); INSERT INTO c VALUES ('x')",
                    "SELECT nosuch(1)", "SELECT 1\(String(repeating: " UNION SELECT 1", count: 25))"] {
            let (explanation, _, shown) = try Self.run(sql, language: .en)
            XCTAssertNotNil(explanation?.template, sql)
            XCTAssertFalse(shown.contains(String(catchAll.prefix(40))), shown)
        }
    }
}
