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
                return ("Your join drops rows that have no partner in the other table; a LEFT JOIN keeps them.",
                        "你的连接丢掉了在另一张表里没有对应行的行；LEFT JOIN 会保留它们。")
            }
            if aLeft && !rLeft {
                return ("Your LEFT JOIN keeps rows that have no partner; the exercise leaves them out.",
                        "你的 LEFT JOIN 保留了没有对应行的行；这道题不要它们。")
            }
            if ClauseHintWriter.isCrossJoin(mine), a.clauses[.where] == nil {
                return ("Your FROM pairs every row of one table with every row of the other (a comma and no condition): join them with JOIN ... ON on the columns that match.",
                        "你的 FROM 把一张表的每一行和另一张表的每一行都配成了对（只有逗号，没有条件）：用 JOIN ... ON 按对应的列连接。")
            }
            return ("Look at your join conditions (ON): they pair rows differently from what the exercise needs.",
                    "看看连接条件（ON）：它配对行的方式和题目要的不一样。")
        case .from:
            let aT = Set(ClauseRepair.tables(a).map { $0.table.lowercased() }), rT = Set(ClauseRepair.tables(r).map { $0.table.lowercased() })
            if let missingTable = ClauseRepair.tables(r).first(where: { !aT.contains($0.table.lowercased()) })?.table {
                return ("Your FROM lacks a table: the rows you need involve `\(missingTable)` too.",
                        "你的 FROM 少了一张表：需要的行还涉及 `\(missingTable)`。")
            }
            if let extraTable = ClauseRepair.tables(a).first(where: { !rT.contains($0.table.lowercased()) })?.table {
                return ("`\(extraTable)` in your FROM is not needed, and changes which rows you get.",
                        "FROM 里的 `\(extraTable)` 不需要，它改变了得到的行。")
            }
            return ("Look at your FROM: it combines the tables differently from what the exercise needs.",
                    "看看 FROM：它组合表的方式和题目要的不一样。")
        case .groupBy:
            if mine == nil {
                return ("Your query needs a GROUP BY: one row per group.", "你的查询需要 GROUP BY：每组一行。")
            }
            return ("Your groups are not the exercise's: check the GROUP BY columns (group by a key: two rows may share a name or a title).",
                    "分组和题目的不一样：检查 GROUP BY 的列（按键分组：两行可能同名或同标题）。")
        case .having:
            if ClauseHintWriter.normalizedHas(mine, "COUNT ( * )") && !ClauseHintWriter.normalizedHas(theirs, "COUNT ( * )") {
                return ("Your HAVING counts with count(*), which counts rows whose value is NULL too.",
                        "你的 HAVING 用了 count(*)，它把值为 NULL 的行也算进去了。")
            }
            if mine == nil { return ("A condition on the groups belongs in HAVING.", "对分组的条件应写在 HAVING 里。") }
            return extra > 0 && missing == 0
                ? ("Your HAVING keeps groups it should drop: look at its condition.", "你的 HAVING 保留了应去掉的分组：看看它的条件。")
                : (missing > 0 && extra == 0
                   ? ("Your HAVING drops groups it should keep: look at its condition.", "你的 HAVING 去掉了应保留的分组：看看它的条件。")
                   : ("Look at your HAVING condition: it chooses other groups than the exercise.", "看看 HAVING 的条件：它选的分组和题目不同。"))
        case .select:
            return selectHint(mine, theirs)
        case .distinct:
            return mine != nil
                ? ("DISTINCT removes rows that are rightly there twice (two rows may have the same values).",
                   "DISTINCT 去掉了本该出现两次的行（两行的值可能相同）。")
                : ("Your result has rows twice that should be there once.", "你的结果里有本该只出现一次的重复行。")
        case .orderBy:
            let aKeys = ClauseHintWriter.keys(mine), rKeys = ClauseHintWriter.keys(theirs)
            if !aKeys.isEmpty, aKeys.count < rKeys.count, Array(rKeys.prefix(aKeys.count)) == aKeys {
                let last = ClauseHintWriter.lastColumn(of: mine) ?? "the last key"
                return ("Rows with the same \(last) come out in any order: add a further sort key.",
                        "\(last) 相同的行顺序不定：再加一个排序键。")
            }
            if aKeys.map({ $0.replacingOccurrences(of: " DESC", with: "").replacingOccurrences(of: " ASC", with: "") })
                == rKeys.map({ $0.replacingOccurrences(of: " DESC", with: "").replacingOccurrences(of: " ASC", with: "") }) {
                return ("Look at the direction of your sort keys (ASC or DESC).", "看看排序键的方向（ASC 还是 DESC）。")
            }
            if mine == nil { return ("The exercise asks for an order: add an ORDER BY.", "题目要求顺序：加上 ORDER BY。") }
            // The same first keys, then another: rows that tie on those come out in another order.
            let shared = zip(aKeys, rKeys).prefix { $0 == $1 }.count
            if shared > 0, shared < aKeys.count, let last = ClauseHintWriter.lastColumn(of: ClauseHintWriter.keysRaw(mine).prefix(shared).joined(separator: ",")) {
                let position = shared + 1
                return ("Rows with the same \(last) come out in another order than the exercise asks for: look at sort key \(position) of your ORDER BY.",
                        "\(last) 相同的行输出顺序和题目要求的不同：看看 ORDER BY 的第 \(position) 个排序键。")
            }
            return ("Your ORDER BY sorts by other keys than the exercise asks for; re-read the order it asks for.",
                    "ORDER BY 的排序键和题目要求的不同；再读一遍题目要求的顺序。")
        case .limit:
            return ("Your LIMIT keeps a different number of rows from what the exercise asks for.", "LIMIT 保留的行数和题目要求的不同。")
        case .offset:
            return ("Your OFFSET skips a different number of rows (check for an off-by-one).", "OFFSET 跳过的行数不对（看看是不是差了一）。")
        case .set:
            let column = ClauseHintWriter.differingAssignment(mine, theirs)
            return ("Your SET gives \(column.map { "`\($0)`" } ?? "a column") a different new value.",
                    "你的 SET 给 \(column.map { "`\($0)`" } ?? "某一列") 的新值不对。")
        case .values:
            return ("The values you insert are not the ones the exercise asks for.", "插入的值和题目要求的不同。")
        }
    }

    private func whereHint() -> (en: String, zh: String) {
        let a = repair.answer
        let mineText = a.clauses[.where], theirsText = repair.referenceClause(.where)
        let column = ClauseHintWriter.differingColumn(mineText, theirsText)
        let about = column.map { (" Look at the comparison with `\($0)`.", "看看和 `\($0)` 的比较。") } ?? ("", "")
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
            counts = (" You changed \(changed.answer) row\(changed.answer == 1 ? "" : "s"); the exercise changes \(changed.reference).",
                      "你改了 \(changed.answer) 行，题目改的是 \(changed.reference) 行。")
        }
        let missingWhere = mineText == nil
        // What "too loose" and "too strict" do depends on the statement: a SELECT keeps rows, an
        // UPDATE changes them, a DELETE removes them.
        let loose: (String, String), strict: (String, String), both: (String, String), needs: (String, String)
        switch a.kind {
        case .update:
            loose = ("Your WHERE changes rows it should leave alone.", "你的 WHERE 改了本应保持不变的行。")
            strict = ("Your WHERE leaves alone rows it should change.", "你的 WHERE 漏掉了本应修改的行。")
            both = ("Your WHERE changes some rows it should leave alone and misses some it should change.", "你的 WHERE 改了一些本应不变的行，又漏掉了一些本应修改的行。")
            needs = ("Your UPDATE needs a WHERE: it changes rows it should leave alone.", "你的 UPDATE 需要 WHERE：它改了本应保持不变的行。")
        case .delete:
            loose = ("Your WHERE deletes rows it should leave alone.", "你的 WHERE 删掉了本应保留的行。")
            strict = ("Your WHERE leaves rows it should delete.", "你的 WHERE 留下了本应删除的行。")
            both = ("Your WHERE deletes some rows it should leave alone and leaves some it should delete.", "你的 WHERE 删掉了一些本应保留的行，又留下了一些本应删除的行。")
            needs = ("Your DELETE needs a WHERE: it deletes rows it should leave alone.", "你的 DELETE 需要 WHERE：它删掉了本应保留的行。")
        case .select, .insert:
            loose = ("Your WHERE keeps rows it should drop.", "你的 WHERE 保留了应去掉的行。")
            strict = ("Your WHERE drops rows it should keep.", "你的 WHERE 去掉了应保留的行。")
            both = ("Your WHERE keeps some rows it should drop and drops some it should keep.", "你的 WHERE 保留了一些应去掉的行，又去掉了一些应保留的行。")
            needs = ("Your statement needs a WHERE: it keeps rows it should drop.", "你的语句需要 WHERE：它保留了应去掉的行。")
        }
        switch direction {
        case 1:
            return ((missingWhere ? needs.0 : loose.0) + counts.0 + about.0, (missingWhere ? needs.1 : loose.1) + counts.1 + about.1)
        case -1:
            return (strict.0 + counts.0 + about.0, strict.1 + counts.1 + about.1)
        case 2:
            return (both.0 + counts.0 + about.0, both.1 + counts.1 + about.1)
        default:
            return ("Look at your WHERE condition: it chooses other rows than the exercise." + counts.0 + about.0,
                    "看看 WHERE 条件：它选的行和题目不同。" + counts.1 + about.1)
        }
    }

    private func selectHint(_ mine: String?, _ theirs: String?) -> (en: String, zh: String) {
        let m = ClauseHintWriter.words(mine), t = ClauseHintWriter.words(theirs)
        if rounding {
            return ("Your numbers differ from the exercise's only by rounding: round as the exercise says (or not at all when it says nothing).",
                    "你的数值和题目的只差在四舍五入：按题目说的位数取整（题目没说就不要取整）。")
        }
        // An integer where the exercise has a fraction, the fraction dropped: integer division.
        if ClauseHintWriter.normalizedHas(mine, "/"), differingCells.contains(where: { cell in
            guard let e = Double(cell.expected), let a = Int64(cell.actual), e != e.rounded(.towardZero) else { return false }
            return Int64(e.rounded(.towardZero)) == a
        }) {
            return ("Dividing two integers drops the fraction: avg() (or multiplying by 1.0 first) keeps it.",
                    "两个整数相除会丢掉小数部分：avg()（或先乘以 1.0）会保留它。")
        }
        // The column whose values differ, as the answer writes it.
        let item: String? = differingCells.first.flatMap { cell in
            let items = ClauseHintWriter.keysRaw(mine).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            return cell.column < items.count ? items[cell.column] : nil
        }
        if let cell = differingCells.first, cell.expected == "0", cell.actual == "NULL", let item, ClauseHintWriter.words(item).contains("SUM") {
            return ("sum() of no rows is NULL, where the exercise shows 0: coalesce(\(ClauseHintWriter.aggregateCall(item) ?? "sum(...)"), 0) gives 0.",
                    "没有行时 sum() 是 NULL，而题目要的是 0：coalesce(\(ClauseHintWriter.aggregateCall(item) ?? "sum(...)"), 0) 会得到 0。")
        }
        if ClauseHintWriter.normalizedHas(mine, "COUNT ( * )") && !ClauseHintWriter.normalizedHas(theirs, "COUNT ( * )") {
            return ("count(*) counts every row, including rows whose value is NULL and the row of NULLs a LEFT JOIN adds: count a column instead.",
                    "count(*) 数的是所有行，包括值为 NULL 的行和 LEFT JOIN 补出的全 NULL 行：改为数某一列。")
        }
        if m.contains("ROUND") && !t.contains("ROUND") {
            return ("Your SELECT rounds a value the exercise does not round.", "你的 SELECT 对一个值做了四舍五入，题目没有要求。")
        }
        if !m.contains("ROUND") && t.contains("ROUND") {
            return ("The exercise rounds a value your SELECT does not: use round(x, digits).", "题目对一个值做了四舍五入，你的没有：用 round(x, 位数)。")
        }
        if ClauseHintWriter.normalizedHas(mine, "/") && m.contains("SUM") && !m.contains("AVG") {
            return ("Dividing two integers drops the fraction: avg() (or multiplying by 1.0 first) keeps it.",
                    "两个整数相除会丢掉小数部分：avg()（或先乘以 1.0）会保留它。")
        }
        if m.contains("DISTINCT") != t.contains("DISTINCT") {
            return ("Look at DISTINCT inside your aggregate: it changes what is counted.", "看看聚合函数里的 DISTINCT：它改变了计数的对象。")
        }
        let aggregates: Set<String> = ["AVG", "SUM", "COUNT", "MIN", "MAX", "TOTAL", "GROUP_CONCAT"]
        if m.intersection(aggregates) != t.intersection(aggregates) {
            return ("An aggregate in your SELECT is not the one the exercise needs (avg, sum, count, min, max).",
                    "SELECT 里的聚合函数不是题目需要的那个（avg、sum、count、min、max）。")
        }
        if let item, let cell = differingCells.first {
            return ("The values of your column \(cell.column + 1), `\(item)`, are computed differently from what the exercise asks for.",
                    "你的第 \(cell.column + 1) 列 `\(item)` 的值和题目要求的算法不同。")
        }
        if differingCells.isEmpty, let column = ClauseHintWriter.differingColumn(mine, theirs) {
            return ("A value in your SELECT list is computed differently: look at how you use `\(column)`.",
                    "SELECT 列表里有一个值算法不同：看看你对 `\(column)` 的用法。")
        }
        return ("A value in your SELECT list is computed differently from what the exercise asks for.",
                "SELECT 列表里有一个值的算法和题目要求的不同。")
    }

    /// The hint for a result of the wrong shape: too many or too few columns, or the right
    /// columns in another order (names as the expected result shows them, never the
    /// reference's expressions). Nil for other feedback.
    static func shapeHint(_ feedback: Feedback) -> (String, String)? {
        guard let e = feedback.expectedColumns, let a = feedback.actualColumns else { return nil }
        let names = Feedback.safeColumns(e, like: nil).joined(separator: ", ")
        switch feedback.kind {
        case .columnCount where a.count > e.count:
            return ("Your SELECT returns \(a.count) columns; the exercise asks for \(e.count): choose only \(names).",
                    "你的 SELECT 返回 \(a.count) 列，题目只要 \(e.count) 列：只选 \(names)。")
        case .columnCount:
            return ("Your SELECT returns \(a.count) column\(a.count == 1 ? "" : "s"); the exercise asks for \(e.count): \(names).",
                    "你的 SELECT 返回 \(a.count) 列，题目要 \(e.count) 列：\(names)。")
        case .columnNames:
            return ("Name the columns as the exercise asks (with AS): \(names).", "按题目要求给各列命名（用 AS）：\(names)。")
        case .rows where feedback.note?.hasPrefix("The columns are in another order") ?? false:
            return ("Put the columns in the order the exercise asks for: \(names).", "按题目要求的顺序排列各列：\(names)。")
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
            return ([], "DROP TABLE removed the table itself; DELETE FROM \(table) empties it and keeps the table.",
                    "DROP TABLE 把表本身删掉了；DELETE FROM \(table) 只删除行，表还在。")
        }
        var depth = 0
        var compound = false
        for token in tokens {
            if token.text == "(" { depth += 1 } else if token.text == ")" { depth -= 1 }
            if depth == 0, ["UNION", "EXCEPT", "INTERSECT"].contains(token.keyword ?? "") { compound = true }
        }
        guard compound, feedback.kind == .rows else { return nil }
        if feedback.duplicatesOnly == true {
            return ([.distinct], "Your result has rows twice, or once, where the exercise has them the other way: UNION removes duplicates, UNION ALL keeps them.",
                    "你的结果中有些行出现的次数和题目的不同：UNION 会去掉重复行，UNION ALL 会保留。")
        }
        let missing = feedback.missingRows?.count ?? 0, extra = feedback.extraRows?.count ?? 0
        if extra > 0 && missing == 0 {
            return ([.where], "Together, the parts of your compound SELECT keep rows the exercise drops: look at each part's WHERE.",
                    "你的复合 SELECT 的各部分合起来保留了题目要去掉的行：看看每一部分的 WHERE。")
        }
        if missing > 0 && extra == 0 {
            return ([.where], "Together, the parts of your compound SELECT miss rows the exercise keeps: look at each part's WHERE.",
                    "你的复合 SELECT 的各部分合起来漏掉了题目要保留的行：看看每一部分的 WHERE。")
        }
        return ([.where], "The parts of your compound SELECT choose other rows than the exercise: look at each part's WHERE.",
                "你的复合 SELECT 的各部分选的行和题目不同：看看每一部分的 WHERE。")
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
