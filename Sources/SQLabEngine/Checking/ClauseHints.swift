import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons

/// Which clause of a wrong answer to fix, and a sentence that says how, without showing the
/// reference (Qr-Hint, Hu et al., SIGMOD 2024: repair the learner's query stage by stage;
/// Taipalus et al. 2018–2020 for the logical errors novices make: wrong comparison operators,
/// missing or extraneous grouping columns, missing joins, missing ordering columns).
///
/// Both statements are split into clauses (`StatementClauses`); the reference's clause is put
/// into the answer one stage at a time (FROM, WHERE, GROUP BY, HAVING, SELECT, ORDER BY,
/// LIMIT/OFFSET, SET, VALUES), then two at a time, and the first substitution that makes the
/// answer right on the checking datasets names the clauses. Table aliases are matched by table
/// name, so `e.score` and `Enrolment.score` are the same column. The sentence comes from the
/// clause and from the counterexample: for WHERE, both conditions are evaluated on the
/// counterexample's rows to say whether the answer's keeps too many rows or too few, and which
/// column its condition differs on.
struct ClauseDiagnosis: Equatable {
    var clauses: [StatementClauses.Name]
    var hint: String
    var hintZh: String
}

struct ClauseRepair {
    let answer: StatementClauses
    let reference: StatementClauses
    /// Reference alias (lower-cased) → the answer's alias for the same table.
    let renames: [String: String]
    let inverse: [String: String]

    /// Pairs of substitutions tried at most.
    static let pairLimit = 12

    init?(answer: String, reference: String) {
        guard let a = StatementClauses.split(answer), let r = StatementClauses.split(reference), a.kind == r.kind else { return nil }
        self.answer = a
        self.reference = r
        let aTables = ClauseRepair.tables(a), rTables = ClauseRepair.tables(r)
        var renames: [String: String] = [:], inverse: [String: String] = [:]
        for (table, alias) in rTables {
            let mine = aTables.filter { $0.table.lowercased() == table.lowercased() }
            guard mine.count == 1, rTables.filter({ $0.table.lowercased() == table.lowercased() }).count == 1,
                  mine[0].alias.lowercased() != alias.lowercased() else { continue }
            renames[alias.lowercased()] = mine[0].alias
            inverse[mine[0].alias.lowercased()] = alias
        }
        self.renames = renames
        self.inverse = inverse
    }

    /// The tables a statement names in FROM (or UPDATE/DELETE/INSERT's own table), with aliases.
    static func tables(_ s: StatementClauses) -> [(table: String, alias: String)] {
        var list: [(String, String)] = []
        switch s.kind {
        case .update, .delete:
            let words = ClauseLexer.tokens(s.head).filter { $0.isWord && !["UPDATE", "DELETE", "FROM", "OR", "ROLLBACK", "ABORT", "REPLACE", "FAIL", "IGNORE"].contains($0.upper) }
            list += StatementClauses.tables(inFrom: words.map(\.text).joined(separator: " "))
        default: break
        }
        if let from = s.clauses[.from] { list += StatementClauses.tables(inFrom: from) }
        return list
    }

    /// The reference's clause, in the answer's aliases.
    func referenceClause(_ name: StatementClauses.Name) -> String? {
        reference.clauses[name].map { StatementClauses.renameQualifiers($0, renames) }
    }

    /// Clauses whose text differs (after the alias mapping), in stage order.
    var differing: [StatementClauses.Name] {
        StatementClauses.Name.stages.filter { name in
            StatementClauses.normalized(answer.clauses[name]) != StatementClauses.normalized(referenceClause(name))
        }
    }

    /// The answer with the reference's clauses `names` put in.
    func substituted(_ names: [StatementClauses.Name]) -> String {
        var s = answer
        if names.contains(.from) {
            // The reference's FROM declares its own aliases: the answer's other clauses follow it.
            for (name, body) in s.clauses where !names.contains(name) {
                s.clauses[name] = StatementClauses.renameQualifiers(body, inverse)
            }
            for name in names { s.clauses[name] = reference.clauses[name] }
        } else {
            for name in names { s.clauses[name] = referenceClause(name) }
        }
        return s.sql
    }

    /// The clauses to fix: the first single substitution, then pair, that `passes`; else the
    /// differing clauses when there are at most two; else none.
    func clausesToFix(passes: (String) -> Bool, keys: (String) -> [String]? = { _ in nil }) -> [StatementClauses.Name] {
        let candidates = differing
        guard !candidates.isEmpty else { return [] }
        // Values written out where the exercise computes them with a query (or the other way round).
        if (answer.clauses[.values] == nil) != (reference.clauses[.values] == nil) { return [.values] }
        for name in candidates where passes(substituted([name])) { return [name] }
        var tried = 0
        outer: for (i, first) in candidates.enumerated() {
            for second in candidates[(i + 1)...] {
                guard tried < ClauseRepair.pairLimit else { break outer }
                tried += 1
                if passes(substituted([first, second])) { return [first, second] }
            }
        }
        // Grouping by a column that is not a key (`GROUP BY c.name`, `SELECT DISTINCT m.name`)
        // merges rows of two people of one name; grouping by the key instead mends an answer
        // whose FROM and WHERE take another road than the reference's (a join for an IN).
        for (name, sql) in keyRepairs(keys: keys) where passes(sql) { return [name] }
        // No substitution alone repairs it (the clauses depend on each other): the earliest
        // stages that differ, a FROM that reads other tables first.
        let aT = Set(ClauseRepair.tables(answer).map { $0.table.lowercased() }), rT = Set(ClauseRepair.tables(reference).map { $0.table.lowercased() })
        if aT != rT, candidates.contains(.from) { return [.from] + candidates.filter { $0 != .from }.prefix(1) }
        return Array(candidates.prefix(2))
    }

    /// The answer grouped by keys: its GROUP BY with each column that is not its table's key
    /// replaced by the key (`c.name` → `c.cust`), and its DISTINCT replaced by a GROUP BY on the
    /// key of the first selected column's table; each with the clause it mends. `keys` gives a
    /// table's primary key columns (nil when unknown). Only where the reference's clause differs.
    func keyRepairs(keys: (String) -> [String]?) -> [(StatementClauses.Name, String)] {
        let tables = ClauseRepair.tables(answer)
        // The key of the table a column term (`q.col` or `col`) reads, qualified as the term is.
        func keyTerms(_ term: String) -> [String]? {
            let t = ClauseLexer.tokens(term)
            var qualifier: String?, column: String
            if t.count == 3, t[1].text == ".", t[0].isWord, t[2].isWord { qualifier = t[0].unquoted; column = t[2].unquoted }
            else if t.count == 1, t[0].isWord { column = t[0].unquoted } else { return nil }
            let candidates = tables.filter { qualifier == nil || $0.alias.lowercased() == qualifier!.lowercased() }
            guard candidates.count == 1, let key = keys(candidates[0].table), !key.isEmpty,
                  !key.contains(where: { $0.lowercased() == column.lowercased() }) else { return nil }
            let prefix = qualifier.map { $0 + "." } ?? (tables.count > 1 ? candidates[0].alias + "." : "")
            return key.map { prefix + VariantBuilder.quote($0) }
        }
        func terms(_ list: String) -> [String] {
            var result: [String] = [], depth = 0, current: [String] = []
            for token in ClauseLexer.tokens(list) {
                if token.text == "(" { depth += 1 } else if token.text == ")" { depth -= 1 }
                if depth == 0 && token.text == "," { result.append(current.joined(separator: " ")); current = [] } else { current.append(token.text) }
            }
            if !current.isEmpty { result.append(current.joined(separator: " ")) }
            return result
        }
        var result: [(StatementClauses.Name, String)] = []
        if let group = answer.clauses[.groupBy], StatementClauses.normalized(group) != StatementClauses.normalized(referenceClause(.groupBy)) {
            var changed = false
            let mended = terms(group).map { term -> String in
                guard let key = keyTerms(term) else { return term }
                changed = true
                return key.joined(separator: ", ")
            }
            if changed {
                var s = answer
                s.clauses[.groupBy] = mended.joined(separator: ", ")
                result.append((.groupBy, s.sql))
            }
        }
        if answer.clauses[.distinct] != nil, reference.clauses[.distinct] == nil, answer.clauses[.groupBy] == nil,
           let first = terms(answer.clauses[.select] ?? "").first, let key = keyTerms(first) {
            var s = answer
            s.clauses[.distinct] = nil
            s.clauses[.groupBy] = key.joined(separator: ", ")
            result.append((.distinct, s.sql))
        }
        return result
    }

    /// FROM or JOIN: JOIN when both name the same tables (the join's type or condition differs).
    func refine(_ names: [StatementClauses.Name]) -> [StatementClauses.Name] {
        names.map { name in
            guard name == .from else { return name }
            let a = ClauseRepair.tables(answer).map { $0.table.lowercased() }.sorted()
            let r = ClauseRepair.tables(reference).map { $0.table.lowercased() }.sorted()
            return a == r ? .join : .from
        }
    }
}

/// The sentence for the clause to fix.
struct ClauseHintWriter {
    /// A hint in both languages, from the catalogue (`clause-hint.*`): the checker stores both
    /// (`Feedback.hint`, `Feedback.hintZh`), since the learner's language is chosen where it
    /// is shown.
    static func pair(_ key: TextKey, _ arguments: Any...) -> (en: String, zh: String) {
        (Catalogue.text(key, .en, arguments), Catalogue.text(key, .zh, arguments))
    }

    let repair: ClauseRepair
    /// The counterexample's database, to evaluate WHERE conditions on (nil: not evaluated).
    let counterexample: Connection?
    /// Rows the answer's result lacks and has in excess on the counterexample (queries).
    let missing: Int
    let extra: Int
    /// Rows the answer and the reference changed (change exercises), when known.
    let changed: (answer: Int, reference: Int)?
    /// Cells that differ between a missing row and the extra row most like it: the column's
    /// position, the expected and the actual cell (queries).
    var differingCells: [(column: Int, expected: String, actual: String)] = []
    /// True when the numbers differ only by rounding.
    var rounding = false

    func hint(for names: [StatementClauses.Name]) -> (en: String, zh: String) {
        guard let first = names.first else { return ("", "") }
        let a = repair.answer, r = repair.reference
        let mine = a.clauses[first], theirs = repair.referenceClause(first)
        switch first {
        case .where:
            return whereHint()
        case .join:
            let aLeft = ClauseHintWriter.words(mine).contains("LEFT"), rLeft = ClauseHintWriter.words(repair.reference.clauses[.from]).contains("LEFT")
            if rLeft && !aLeft {
                return ClauseHintWriter.pair(.clauseHintYourJoinDropsRowsThat)
            }
            if aLeft && !rLeft {
                return ClauseHintWriter.pair(.clauseHintYourLeftJoinKeepsRows)
            }
            if ClauseHintWriter.isCrossJoin(mine), a.clauses[.where] == nil {
                return ClauseHintWriter.pair(.clauseHintYourFromPairsEveryRow)
            }
            return ClauseHintWriter.pair(.clauseHintLookAtYourJoinConditions)
        case .from:
            let aT = Set(ClauseRepair.tables(a).map { $0.table.lowercased() }), rT = Set(ClauseRepair.tables(r).map { $0.table.lowercased() })
            if let missingTable = ClauseRepair.tables(r).first(where: { !aT.contains($0.table.lowercased()) })?.table {
                return ClauseHintWriter.pair(.clauseHintYourFromLacksATable, missingTable)
            }
            if let extraTable = ClauseRepair.tables(a).first(where: { !rT.contains($0.table.lowercased()) })?.table {
                return ClauseHintWriter.pair(.clauseHintInYourFromIsNot, extraTable)
            }
            return ClauseHintWriter.pair(.clauseHintLookAtYourFromIt)
        case .groupBy:
            if mine == nil {
                return ClauseHintWriter.pair(.clauseHintYourQueryNeedsAGroup)
            }
            return ClauseHintWriter.pair(.clauseHintYourGroupsAreNotThe)
        case .having:
            if ClauseHintWriter.normalizedHas(mine, "COUNT ( * )") && !ClauseHintWriter.normalizedHas(theirs, "COUNT ( * )") {
                return ClauseHintWriter.pair(.clauseHintYourHavingCountsWithCount)
            }
            if mine == nil { return ClauseHintWriter.pair(.clauseHintAConditionOnTheGroups) }
            return extra > 0 && missing == 0
                ? ClauseHintWriter.pair(.clauseHintYourHavingKeepsGroupsIt)
                : (missing > 0 && extra == 0
                   ? ClauseHintWriter.pair(.clauseHintYourHavingDropsGroupsIt)
                   : ClauseHintWriter.pair(.clauseHintLookAtYourHavingCondition))
        case .select:
            return selectHint(mine, theirs)
        case .distinct:
            return mine != nil
                ? ClauseHintWriter.pair(.clauseHintDistinctRemovesRowsThatAre)
                : ClauseHintWriter.pair(.clauseHintYourResultHasRowsTwice)
        case .orderBy:
            let aKeys = ClauseHintWriter.keys(mine), rKeys = ClauseHintWriter.keys(theirs)
            if !aKeys.isEmpty, aKeys.count < rKeys.count, Array(rKeys.prefix(aKeys.count)) == aKeys {
                let last = ClauseHintWriter.lastColumn(of: mine) ?? "the last key"
                return ClauseHintWriter.pair(.clauseHintRowsWithTheSameCome, last)
            }
            if aKeys.map({ $0.replacingOccurrences(of: " DESC", with: "").replacingOccurrences(of: " ASC", with: "") })
                == rKeys.map({ $0.replacingOccurrences(of: " DESC", with: "").replacingOccurrences(of: " ASC", with: "") }) {
                return ClauseHintWriter.pair(.clauseHintLookAtTheDirectionOf)
            }
            if mine == nil { return ClauseHintWriter.pair(.clauseHintTheExerciseAsksForAn) }
            // The same first keys, then another: rows that tie on those come out in another order.
            let shared = zip(aKeys, rKeys).prefix { $0 == $1 }.count
            if shared > 0, shared < aKeys.count, let last = ClauseHintWriter.lastColumn(of: ClauseHintWriter.keysRaw(mine).prefix(shared).joined(separator: ",")) {
                let position = shared + 1
                return ClauseHintWriter.pair(.clauseHintRowsWithTheSameCome2, last, position)
            }
            return ClauseHintWriter.pair(.clauseHintYourOrderBySortsBy)
        case .limit:
            return ClauseHintWriter.pair(.clauseHintYourLimitKeepsADifferent)
        case .offset:
            return ClauseHintWriter.pair(.clauseHintYourOffsetSkipsADifferent)
        case .set:
            let column = ClauseHintWriter.differingAssignment(mine, theirs)
            return column.map { ClauseHintWriter.pair(.clauseHintSetGivesColumn, "`\($0)`") } ?? ClauseHintWriter.pair(.clauseHintSetGivesAColumn)
        case .values:
            return ClauseHintWriter.pair(.clauseHintTheValuesYouInsertAre)
        }
    }

    private func whereHint() -> (en: String, zh: String) {
        let a = repair.answer
        let mineText = a.clauses[.where], theirsText = repair.referenceClause(.where)
        let column = ClauseHintWriter.differingColumn(mineText, theirsText)
        var about = column.map { ClauseHintWriter.pair(.clauseHintLookAtTheComparisonWith, $0) } ?? ("", "")
        // A text the answer compares with that the exercise writes in other letter case
        // ('f' for 'F'): `=` on text is case-sensitive, which a beginner does not expect.
        if let (mine, theirs) = ClauseHintWriter.caseOnlyDifference(mineText, theirsText) {
            about = ClauseHintWriter.pair(.clauseHintTextIsCaseSensitive, mine, theirs)
        }
        var direction = 0  // 1 too loose, -1 too strict, 2 both
        if let db = counterexample, let from = ClauseHintWriter.source(a) {
            let mine = mineText ?? "1", theirs = theirsText ?? "1"
            let sql = "SELECT (SELECT count(*) FROM \(from) WHERE (\(mine)) AND NOT ifnull((\(theirs)), 0)), (SELECT count(*) FROM \(from) WHERE (\(theirs)) AND NOT ifnull((\(mine)), 0))"
            if let row = try? db.rows(sql).first, case .integer(let loose) = row[0], case .integer(let strict) = row[1] {
                direction = loose > 0 && strict > 0 ? 2 : loose > 0 ? 1 : strict > 0 ? -1 : 0
            }
        }
        if direction == 0 {
            if let changed, changed.answer != changed.reference { direction = changed.answer > changed.reference ? 1 : -1 }
            else if extra > 0 && missing == 0 { direction = 1 } else if missing > 0 && extra == 0 { direction = -1 }
        }
        var counts = ("", "")
        if let changed, changed.answer != changed.reference {
            counts = ClauseHintWriter.pair(.clauseHintYouChangedRows, changed.answer, changed.reference)
        }
        let missingWhere = mineText == nil
        // What "too loose" and "too strict" do depends on the statement: a SELECT keeps rows, an
        // UPDATE changes them, a DELETE removes them.
        let loose: (String, String), strict: (String, String), both: (String, String), needs: (String, String)
        switch a.kind {
        case .update:
            loose = ClauseHintWriter.pair(.clauseHintYourWhereChangesRowsIt)
            strict = ClauseHintWriter.pair(.clauseHintYourWhereLeavesAloneRows)
            both = ClauseHintWriter.pair(.clauseHintYourWhereChangesSomeRows)
            needs = ClauseHintWriter.pair(.clauseHintYourUpdateNeedsAWhere)
        case .delete:
            loose = ClauseHintWriter.pair(.clauseHintYourWhereDeletesRowsIt)
            strict = ClauseHintWriter.pair(.clauseHintYourWhereLeavesRowsIt)
            both = ClauseHintWriter.pair(.clauseHintYourWhereDeletesSomeRows)
            needs = ClauseHintWriter.pair(.clauseHintYourDeleteNeedsAWhere)
        case .select, .insert:
            loose = ClauseHintWriter.pair(.clauseHintYourWhereKeepsRowsIt)
            strict = ClauseHintWriter.pair(.clauseHintYourWhereDropsRowsIt)
            both = ClauseHintWriter.pair(.clauseHintYourWhereKeepsSomeRows)
            needs = ClauseHintWriter.pair(.clauseHintYourStatementNeedsAWhere)
        }
        switch direction {
        case 1:
            return ((missingWhere ? needs.0 : loose.0) + counts.0 + about.0, (missingWhere ? needs.1 : loose.1) + counts.1 + about.1)
        case -1:
            return (strict.0 + counts.0 + about.0, strict.1 + counts.1 + about.1)
        case 2:
            return (both.0 + counts.0 + about.0, both.1 + counts.1 + about.1)
        default:
            let look = ClauseHintWriter.pair(.clauseHintLookAtWhere)
            return (look.en + counts.0 + about.0, look.zh + counts.1 + about.1)
        }
    }

    private func selectHint(_ mine: String?, _ theirs: String?) -> (en: String, zh: String) {
        let m = ClauseHintWriter.words(mine), t = ClauseHintWriter.words(theirs)
        if rounding {
            return ClauseHintWriter.pair(.clauseHintYourNumbersDifferFromThe)
        }
        // An integer where the exercise has a fraction, the fraction dropped: integer division.
        if ClauseHintWriter.normalizedHas(mine, "/"), differingCells.contains(where: { cell in
            guard let e = Double(cell.expected), let a = Int64(cell.actual), e != e.rounded(.towardZero) else { return false }
            return Int64(e.rounded(.towardZero)) == a
        }) {
            return ClauseHintWriter.pair(.clauseHintDividingTwoIntegersDropsThe)
        }
        // The column whose values differ, as the answer writes it.
        let item: String? = differingCells.first.flatMap { cell in
            let items = ClauseHintWriter.keysRaw(mine).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            return cell.column < items.count ? items[cell.column] : nil
        }
        if let cell = differingCells.first, cell.expected == "0", cell.actual == "NULL", let item, ClauseHintWriter.words(item).contains("SUM") {
            return ClauseHintWriter.pair(.clauseHintSumOfNoRows, ClauseHintWriter.aggregateCall(item) ?? "sum(...)")
        }
        if ClauseHintWriter.normalizedHas(mine, "COUNT ( * )") && !ClauseHintWriter.normalizedHas(theirs, "COUNT ( * )") {
            return ClauseHintWriter.pair(.clauseHintCountCountsEveryRowIncluding)
        }
        if m.contains("ROUND") && !t.contains("ROUND") {
            return ClauseHintWriter.pair(.clauseHintYourSelectRoundsAValue)
        }
        if !m.contains("ROUND") && t.contains("ROUND") {
            return ClauseHintWriter.pair(.clauseHintTheExerciseRoundsAValue)
        }
        if ClauseHintWriter.normalizedHas(mine, "/") && m.contains("SUM") && !m.contains("AVG") {
            return ClauseHintWriter.pair(.clauseHintDividingTwoIntegersDropsThe2)
        }
        if m.contains("DISTINCT") != t.contains("DISTINCT") {
            return ClauseHintWriter.pair(.clauseHintLookAtDistinctInsideYour)
        }
        let aggregates: Set<String> = ["AVG", "SUM", "COUNT", "MIN", "MAX", "TOTAL", "GROUP_CONCAT"]
        if m.intersection(aggregates) != t.intersection(aggregates) {
            return ClauseHintWriter.pair(.clauseHintAnAggregateInYourSelect)
        }
        if let item, let cell = differingCells.first {
            return ClauseHintWriter.pair(.clauseHintTheValuesOfYourColumn, cell.column + 1, item)
        }
        if differingCells.isEmpty, let column = ClauseHintWriter.differingColumn(mine, theirs) {
            return ClauseHintWriter.pair(.clauseHintAValueInYourSelect, column)
        }
        return ClauseHintWriter.pair(.clauseHintAValueInYourSelect2)
    }

    /// The hint for a result of the wrong shape: too many or too few columns, or the right
    /// columns in another order (names as the expected result shows them, never the
    /// reference's expressions). Nil for other feedback.
    static func shapeHint(_ feedback: Feedback) -> (String, String)? {
        guard let e = feedback.expectedColumns, let a = feedback.actualColumns else { return nil }
        let names = Feedback.safeColumns(e, like: nil).joined(separator: ", ")
        switch feedback.kind {
        case .columnCount where a.count > e.count:
            return ClauseHintWriter.pair(.clauseHintYourSelectReturnsColumnsThe, a.count, e.count, names)
        case .columnCount:
            return ClauseHintWriter.pair(.clauseHintSelectReturnsColumnCount, a.count, e.count, names)
        case .columnNames:
            return ClauseHintWriter.pair(.clauseHintNameTheColumnsAsThe, names)
        case .rows where feedback.note.map({ Catalogue.match(.feedbackColumnsReordered, $0) != nil }) ?? false:
            return ClauseHintWriter.pair(.clauseHintPutTheColumnsInThe, names)
        default:
            return nil
        }
    }

    /// Clauses and a hint for statements that do not split into clauses: a compound SELECT
    /// (its parts choose the rows, as a WHERE would), and DROP TABLE where the exercise deletes
    /// rows. Nil otherwise.
    static func unsplitHint(answer: String, reference: String, feedback: Feedback) -> (clauses: [StatementClauses.Name], en: String, zh: String)? {
        let tokens = Tokenizer.significantTokens(answer)
        let first = tokens.first?.keyword, referenceFirst = Tokenizer.significantTokens(reference).first?.keyword
        if first == "DROP", referenceFirst == "DELETE" {
            let table = tokens.last { $0.name != nil }?.name ?? "the table"
            let hint = ClauseHintWriter.pair(.clauseHintDropRemovedTable, table)
            return ([], hint.en, hint.zh)
        }
        var depth = 0
        var compound = false
        for token in tokens {
            if token.text == "(" { depth += 1 } else if token.text == ")" { depth -= 1 }
            if depth == 0, ["UNION", "EXCEPT", "INTERSECT"].contains(token.keyword ?? "") { compound = true }
        }
        guard compound, feedback.kind == .rows else { return nil }
        if feedback.duplicatesOnly == true {
            let hint = ClauseHintWriter.pair(.clauseHintUnionDuplicates)
            return ([.distinct], hint.en, hint.zh)
        }
        let missing = feedback.missingRows?.count ?? 0, extra = feedback.extraRows?.count ?? 0
        if extra > 0 && missing == 0 {
            let hint = ClauseHintWriter.pair(.clauseHintCompoundKeeps)
            return ([.where], hint.en, hint.zh)
        }
        if missing > 0 && extra == 0 {
            let hint = ClauseHintWriter.pair(.clauseHintCompoundMisses)
            return ([.where], hint.en, hint.zh)
        }
        let hint = ClauseHintWriter.pair(.clauseHintCompoundOther)
            return ([.where], hint.en, hint.zh)
    }

    /// Cells that differ between each missing row and the extra row sharing most cells with it.
    static func differingCells(missing: [[String]], extra: [[String]]) -> [(column: Int, expected: String, actual: String)] {
        var result: [(Int, String, String)] = []
        for row in missing {
            guard let other = extra.filter({ $0.count == row.count }).max(by: { a, b in
                zip(row, a).filter { $0 == $1 }.count < zip(row, b).filter { $0 == $1 }.count
            }) else { continue }
            for (i, (e, a)) in zip(row, other).enumerated() where e != a && !result.contains(where: { $0.0 == i }) { result.append((i, e, a)) }
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// True when every missing row has an extra row equal to it but for rounded numbers.
    static func onlyRounding(missing: [[String]], extra: [[String]]) -> Bool {
        guard !missing.isEmpty, missing.count == extra.count else { return false }
        var pool = extra, rounded = false
        for row in missing {
            guard let i = pool.firstIndex(where: { other in other.count == row.count && zip(row, other).allSatisfy { $0 == $1 || Feedback.roundingPair($0, $1) } }) else { return false }
            if zip(row, pool[i]).contains(where: { $0 != $1 }) { rounded = true }
            pool.remove(at: i)
        }
        return rounded
    }

    /// The first `sum(...)`-like call in an expression, as written (`sum(o.amount)`).
    static func aggregateCall(_ text: String) -> String? {
        let t = ClauseLexer.tokens(text)
        guard let start = t.firstIndex(where: { $0.upper == "SUM" || $0.upper == "TOTAL" }), start + 1 < t.count, t[start + 1].text == "(" else { return nil }
        var depth = 0
        for j in (start + 1)..<t.count {
            if t[j].text == "(" { depth += 1 } else if t[j].text == ")" { depth -= 1; if depth == 0 { return String(text.utf8[t[start].range.lowerBound..<t[j].range.upperBound]) } }
        }
        return nil
    }

    /// True when a FROM joins tables with a comma and has no ON or USING.
    static func isCrossJoin(_ from: String?) -> Bool {
        guard let from else { return false }
        var depth = 0, comma = false, condition = false
        for token in ClauseLexer.tokens(from) {
            if token.text == "(" { depth += 1 } else if token.text == ")" { depth -= 1 }
            if depth == 0 && token.text == "," { comma = true }
            if token.isWord && (token.upper == "ON" || token.upper == "USING") { condition = true }
        }
        return comma && !condition
    }

    /// What to evaluate a WHERE over: the FROM clause, or the changed table.
    static func source(_ s: StatementClauses) -> String? {
        switch s.kind {
        case .select, .insert: return s.clauses[.from]
        case .update, .delete:
            let words = ClauseLexer.tokens(s.head).filter { !["UPDATE", "DELETE", "FROM", "OR", "ROLLBACK", "ABORT", "REPLACE", "FAIL", "IGNORE"].contains($0.upper) }
            return words.map(\.text).joined(separator: " ")
        }
    }

    static func words(_ text: String?) -> Set<String> {
        Set(ClauseLexer.tokens(text ?? "").filter(\.isWord).map(\.upper))
    }

    static func normalizedHas(_ text: String?, _ needle: String) -> Bool {
        (StatementClauses.normalized(text) ?? []).joined(separator: " ").contains(needle)
    }

    /// ORDER BY keys, normalised, one per top-level comma.
    static func keys(_ text: String?) -> [String] {
        guard let text else { return [] }
        var keys: [String] = []
        var current: [String] = []
        var depth = 0
        for token in ClauseLexer.tokens(text) {
            if token.text == "(" { depth += 1 } else if token.text == ")" { depth -= 1 }
            if token.text == "," && depth == 0 { keys.append(current.joined(separator: " ")); current = []; continue }
            current.append(token.isWord ? token.upper : token.text)
        }
        if !current.isEmpty { keys.append(current.joined(separator: " ")) }
        return keys.map { $0.replacingOccurrences(of: " ASC", with: "") }
    }

    static func lastColumn(of text: String?) -> String? {
        columns(in: ClauseHintWriter.keysRaw(text).last ?? "").last
    }

    static func keysRaw(_ text: String?) -> [String] {
        guard let text else { return [] }
        var keys: [String] = [], depth = 0
        var start = text.utf8.startIndex
        for token in ClauseLexer.tokens(text) {
            if token.text == "(" { depth += 1 } else if token.text == ")" { depth -= 1 }
            if token.text == "," && depth == 0 { keys.append(String(text.utf8[start..<token.range.lowerBound])!); start = token.range.upperBound }
        }
        keys.append(String(text.utf8[start...])!)
        return keys
    }

    /// Column names in an expression: words that are not keywords, not functions, not qualifiers.
    static func columns(in text: String) -> [String] {
        let t = ClauseLexer.tokens(text)
        var result: [String] = []
        for (i, token) in t.enumerated() where token.isWord {
            if i + 1 < t.count, t[i + 1].text == "(" || t[i + 1].text == "." { continue }
            if token.text.first != "\"" && token.text.first != "[" && token.text.first != "`" && SQLSyntax.isKeyword(token.text) { continue }
            result.append(token.unquoted)
        }
        return result
    }

    /// Splits on top-level AND (conjuncts), normalised.
    static func conjuncts(_ text: String?) -> [(normalized: String, raw: String)] {
        guard let text else { return [] }
        var parts: [(String, String)] = []
        var depth = 0, between = false
        var start = text.utf8.startIndex
        var current: [String] = []
        for token in ClauseLexer.tokens(text) {
            if token.text == "(" { depth += 1 } else if token.text == ")" { depth -= 1 }
            if token.upper == "BETWEEN" { between = true }
            if token.isWord && token.upper == "AND" && depth == 0 {
                if between { between = false } else {
                    parts.append((current.joined(separator: " "), String(text.utf8[start..<token.range.lowerBound])!))
                    current = []
                    start = token.range.upperBound
                    continue
                }
            }
            current.append(token.isWord ? token.upper : token.text)
        }
        parts.append((current.joined(separator: " "), String(text.utf8[start...])!))
        return parts
    }

    /// A text literal of the answer's conditions (`mine`) that none of the reference's
    /// (`theirs`) equals, but one equals in other letter case (`'f'` and `'F'`), with that one,
    /// both as written (quotes included); nil when there is none. (Only letter case: the
    /// reference's text is the prompt's, so nothing is given away.)
    static func caseOnlyDifference(_ mine: String?, _ theirs: String?) -> (String, String)? {
        func texts(_ sql: String?) -> [String] {
            Tokenizer.significantTokens(sql ?? "").filter { $0.kind == .string }.map(\.text)
        }
        let reference = texts(theirs)
        for literal in texts(mine) where !reference.contains(literal) {
            if let other = reference.first(where: { $0.lowercased() == literal.lowercased() }) { return (literal, other) }
        }
        return nil
    }

    /// The first column of the answer's conditions that the reference's do not have as they
    /// are (or of the reference's missing condition when the answer lacks one).
    ///
    /// In a condition that differs from one of the other's only after a common start (`S_ID IN
    /// (SELECT S_ID FROM Student WHERE born > …)` against `… born < …`), the column is the last
    /// one at or before the first token that differs (`born`), not the condition's first.
    static func differingColumn(_ mine: String?, _ theirs: String?) -> String? {
        let a = conjuncts(mine), r = conjuncts(theirs)
        let rSet = Set(r.map(\.normalized)), aSet = Set(a.map(\.normalized))
        let aOnly = a.filter { !rSet.contains($0.normalized) }.map(\.raw), rOnly = r.filter { !aSet.contains($0.normalized) }.map(\.raw)
        for part in aOnly {
            if let c = columnAtDifference(part, among: rOnly) ?? columns(in: part).first { return c }
        }
        for part in rOnly {
            if let c = columnAtDifference(part, among: aOnly) ?? columns(in: part).first { return c }
        }
        return nil
    }

    /// The column last named at or before the first token where `text` departs from the
    /// condition of `others` it shares the longest start with; nil when it shares none.
    static func columnAtDifference(_ text: String, among others: [String]) -> String? {
        let tokens = ClauseLexer.tokens(text)
        func normalized(_ t: [ClauseLexer.Token]) -> [String] { t.map { $0.isWord ? $0.upper : $0.text } }
        let mine = normalized(tokens)
        let shared = others.map { other in zip(mine, normalized(ClauseLexer.tokens(other))).prefix { $0 == $1 }.count }.max() ?? 0
        guard shared > 0, !tokens.isEmpty else { return nil }
        let at = min(shared, tokens.count - 1)
        return columnIndexes(tokens).last { $0 <= at }.map { tokens[$0].unquoted }
    }

    /// The positions of the tokens that name columns: words that are not keywords, functions,
    /// qualifiers, tables (after FROM, JOIN, UPDATE, INTO) or aliases (after AS).
    static func columnIndexes(_ t: [ClauseLexer.Token]) -> [Int] {
        var result: [Int] = []
        for (i, token) in t.enumerated() where token.isWord {
            if i + 1 < t.count, t[i + 1].text == "(" || t[i + 1].text == "." { continue }
            if token.text.first != "\"" && token.text.first != "[" && token.text.first != "`" && SQLSyntax.isKeyword(token.text) { continue }
            if i > 0, ["FROM", "JOIN", "UPDATE", "INTO", "AS"].contains(t[i - 1].upper) { continue }
            result.append(i)
        }
        return result
    }

    /// The column of the first SET assignment whose expression differs.
    static func differingAssignment(_ mine: String?, _ theirs: String?) -> String? {
        func assignments(_ text: String?) -> [String: String] {
            var result: [String: String] = [:]
            for part in keysRaw(text) {
                let tokens = ClauseLexer.tokens(part)
                guard let eq = tokens.firstIndex(where: { $0.text == "=" }), eq > 0 else { continue }
                result[tokens[eq - 1].unquoted.lowercased()] = tokens[(eq + 1)...].map { $0.isWord ? $0.upper : $0.text }.joined(separator: " ")
                spelling[tokens[eq - 1].unquoted.lowercased()] = spelling[tokens[eq - 1].unquoted.lowercased()] ?? tokens[eq - 1].unquoted
            }
            return result
        }
        // The column as the answer spells it (else as the reference does).
        var spelling: [String: String] = [:]
        let a = assignments(mine), r = assignments(theirs)
        let names = Set(a.keys).union(r.keys).sorted()
        return names.first { a[$0] != r[$0] }.map { spelling[$0] ?? $0 }
    }
}
