import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabShell

/// Each class of mistake tested on members generated from an authoritative list, not on the one
/// example that was reported: every function of SQLite's own list called with a wrong number of
/// arguments, every full-width ASCII form, every keyword or operator a statement can stop after,
/// self-joins and joins of generated tables, aggregates nested in every aggregate. Both languages.
final class GeneratedExplanationTests: XCTestCase {
    static let setup = "CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT, a INTEGER, b INTEGER); "

    func run(_ sql: String, _ language: Language) throws -> (ErrorExplanation?, String) {
        let (e, _, shown) = try MessageCatalogueTests.run(Self.setup + sql, language: language)
        return (e, shown)
    }

    /// The column (display width, 1-based) of the caret line in `shown`.
    func caretColumn(_ shown: String) -> Int? {
        shown.split(separator: "\n").first { $0.contains("^") && $0.allSatisfy { $0 == " " || $0 == "^" } }
            .map { $0.prefix(while: { $0 == " " }).count + 1 }
    }

    /// Every function of `PRAGMA function_list` with fixed argument counts, called with one
    /// argument too many, is told how many it takes.
    func testEveryFunctionOfSQLitesListCalledWithTheWrongArgumentCount() throws {
        var checked = 0
        var failures: [String] = []
        for (name, entry) in SQLiteFunctions.all.sorted(by: { $0.key < $1.key }) where !entry.counts.contains(-1) {
            guard let most = entry.counts.max(), most < 8, name.allSatisfy({ $0.isLetter || $0 == "_" }) else { continue }
            let arguments = Array(repeating: "1", count: most + 1).joined(separator: ", ")
            let over = entry.aggregate && !["count", "sum", "avg", "min", "max", "total", "group_concat"].contains(name) ? " OVER ()" : ""
            let sql = "SELECT \(name)(\(arguments))\(over) FROM t"
            for language in [Language.en, .zh] {
                let (e, shown) = try run(sql, language)
                guard let e, e.message.hasPrefix("wrong number of arguments") else { continue }
                let counts = entry.counts.sorted().map(String.init)
                if e.diagnosis?.kind != .functionArguments || !counts.allSatisfy({ e.diagnosis!.mistake.contains($0) }) || caretColumn(shown) != 8 {
                    failures.append("\(sql) [\(language)]\n\(shown)")
                }
                if language == .en { checked += 1 }
            }
        }
        print("function argument counts: \(checked) functions of SQLite's list checked")
        XCTAssertGreaterThan(checked, 60)
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }

    /// Every full-width ASCII form (U+FF01–FF5E) typed where its ASCII character belongs is named,
    /// with the caret on it.
    func testEveryFullWidthFormIsNamedWithTheCaretOnIt() throws {
        var failures: [String] = []
        for value in UInt32(0xFF01)...0xFF5E {
            let c = String(Unicode.Scalar(value)!)
            let sql = "SELECT a\(c)b FROM t"
            for language in [Language.en, .zh] {
                let (e, shown) = try run(sql, language)
                let ascii = String(Unicode.Scalar(value - 0xFEE0)!)
                if e?.diagnosis?.kind != .fullWidth || !(e?.diagnosis?.mistake.contains(ascii) ?? false) || caretColumn(shown) != 9 {
                    failures.append("\(sql) [\(language)]\n\(shown)")
                }
            }
        }
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }

    /// A statement that stops right after an operator or a keyword that needs something after
    /// it: the caret where that something goes, the keyword named.
    func testEveryUnfinishedClauseIsNamed() throws {
        let endings = ["AND", "OR", "NOT", "=", "<", ">", "<=", ">=", "<>", "!=", "+", "-", "*", "/", "||", "LIKE", "IN", "IS", "BETWEEN"]
        var failures: [String] = []
        for word in endings {
            for end in [";", ""] {
                let sql = "SELECT * FROM t WHERE a = 1 AND b \(word)\(end)"
                for language in [Language.en, .zh] {
                    let (e, shown) = try run(sql, language)
                    let kind = e?.diagnosis?.kind
                    let column = "SELECT * FROM t WHERE a = 1 AND b \(word)".count + 1
                    if kind != .incompleteClause || caretColumn(shown) != column || !(e?.diagnosis?.mistake.contains(word) ?? false) {
                        failures.append("\(sql) [\(language)] \(kind?.rawValue ?? "none")\n\(shown)")
                    }
                }
            }
        }
        for clause in ["LIMIT", "OFFSET"] {
            let sql = clause == "LIMIT" ? "SELECT * FROM t LIMIT;" : "SELECT * FROM t LIMIT 1 OFFSET;"
            for language in [Language.en, .zh] {
                let (e, _) = try run(sql, language)
                if e?.diagnosis?.kind != .incompleteClause { failures.append(sql) }
            }
        }
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }

    /// Self-joins without aliases and joins of tables that share a column, for generated names:
    /// the fix names this statement's own tables or aliases.
    func testAmbiguousColumnsNameTheStatementsOwnTablesAndAliases() throws {
        var failures: [String] = []
        for (table, column) in [("pets", "name"), ("orders", "total"), ("学生", "姓名")] {
            let create = "CREATE TABLE \(table)(id INTEGER PRIMARY KEY, \(column) TEXT); CREATE TABLE other(id INTEGER PRIMARY KEY, \(column) TEXT); "
            for language in [Language.en, .zh] {
                let (e1, s1) = try run(create + "SELECT \(table).\(column) FROM \(table), \(table)", language)
                if e1?.diagnosis?.kind != .ambiguousColumn || !(e1?.diagnosis?.fix.contains("\(table)1.\(column)") ?? false) { failures.append(s1) }
                let (e2, s2) = try run(create + "SELECT \(column) FROM \(table) AS x JOIN other AS y ON x.id = y.id", language)
                if e2?.diagnosis?.kind != .ambiguousColumn || !(e2?.diagnosis?.fix.contains("x.\(column)") ?? false) || !(e2?.diagnosis?.fix.contains("y.\(column)") ?? false) { failures.append(s2) }
                let (e3, s3) = try run(create + "SELECT \(column) FROM \(table) t1, \(table) t2", language)
                if e3?.diagnosis?.kind != .ambiguousColumn || !(e3?.diagnosis?.fix.contains("t1.\(column)") ?? false) { failures.append(s3) }
            }
        }
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }

    /// Every aggregate nested in every aggregate is named as nesting, and an aggregate in WHERE,
    /// ON or SET by its clause, never with another clause's advice.
    func testAggregatesByThePlaceTheyAreIn() throws {
        let aggregates = ["count", "sum", "avg", "min", "max", "total", "group_concat"]
        var failures: [String] = []
        for outer in aggregates {
            for inner in aggregates {
                let sql = "SELECT \(outer)(\(inner)(a)) FROM t GROUP BY b"
                for language in [Language.en, .zh] {
                    let (e, shown) = try run(sql, language)
                    // min and max of one argument are aggregates; SQLite names the inner one.
                    if e?.diagnosis?.kind != .nestedAggregate { failures.append("\(sql) [\(language)]\n\(shown)") }
                }
            }
            for (clause, sql) in [("WHERE", "SELECT * FROM t WHERE \(outer)(a) > 1"), ("SET", "UPDATE t SET a = \(outer)(a)"),
                                  ("ON", "SELECT * FROM t JOIN t AS u ON u.a = \(outer)(t.a)")] {
                for language in [Language.en, .zh] {
                    let (e, shown) = try run(sql, language)
                    if e?.diagnosis?.kind != .aggregateOutsideSelect || !(e?.diagnosis?.mistake.contains(clause) ?? false) {
                        failures.append("\(sql) [\(language)]\n\(shown)")
                    }
                }
            }
        }
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }
}
