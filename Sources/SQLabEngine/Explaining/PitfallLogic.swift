import SQLabSQL

/// The notes on a query's logic that SQLite cannot report because the query is valid: the
/// semantic errors of Brass and Goldberg's list ("Semantic errors in SQL queries: a quite
/// complete list", Journal of Systems and Software 79(5), 2006) that novices make most often
/// (Taipalus, Siponen and Vartiainen, "Errors and complications in SQL query formulation", ACM
/// TOCE 18(3), 2018): a missing join condition (tables listed after FROM with nothing linking
/// them), an outer join undone by a WHERE condition on the outer table, LIKE without a
/// wildcard, AND and OR mixed without parentheses, and a subquery that names a column of the
/// outer query by mistake (an unintended correlation).
///
/// Each check reads one SELECT at a time (a subquery, a side of a compound, a CTE's body):
/// its FROM items, its JOINs and its WHERE, at the SELECT's own depth of parentheses.
extension Pitfall {
    /// One SELECT's parts: token indices into the statement.
    struct SelectBlock {
        /// The SELECT keyword's index, and the depth of parentheses it is at.
        let start: Int, depth: Int
        /// One past the block's last token: where the depth drops below `depth`, or the next
        /// UNION/INTERSECT/EXCEPT at that depth.
        let end: Int
        /// Indices of this SELECT's own clause keywords (at `depth`): FROM, WHERE, GROUP, HAVING,
        /// WINDOW, ORDER, LIMIT.
        let clauses: [String: Int]
        /// The clause from `keyword` to the next clause keyword of this SELECT (or the end).
        func range(_ keyword: String) -> Range<Int>? {
            guard let from = clauses[keyword] else { return nil }
            let next = clauses.values.filter { $0 > from }.min() ?? end
            return (from + 1)..<next
        }
    }

    /// Every SELECT of the statement, outermost first.
    static func selectBlocks(_ s: [Token], depth: [Int]) -> [SelectBlock] {
        var blocks: [SelectBlock] = []
        for (i, t) in s.enumerated() where t.keyword == "SELECT" {
            let d = depth[i]
            var end = s.count
            var clauses: [String: Int] = [:]
            var k = i + 1
            while k < s.count {
                // (The `)` that closes a subquery is at the depth outside it, below `d`.)
                if depth[k] < d { end = k; break }
                if depth[k] == d, let word = s[k].keyword {
                    if ["UNION", "INTERSECT", "EXCEPT"].contains(word) || word == "SELECT" { end = k; break }
                    if ["FROM", "WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT"].contains(word), clauses[word] == nil { clauses[word] = k }
                }
                k += 1
            }
            blocks.append(SelectBlock(start: i, depth: d, end: end, clauses: clauses))
        }
        return blocks
    }

    /// One item of a FROM clause: the table's name (nil for a subquery or a table-valued
    /// function), the name the query calls it by (its alias, else its name), and the index of
    /// the comma or JOIN keyword before it (nil for the first).
    struct FromItem {
        let table: String?
        let called: String
        let joiner: Int?
        /// True after JOIN with ON or USING (or NATURAL): linked to the items before it.
        let linked: Bool
        /// True after LEFT [OUTER] JOIN.
        let outer: Bool
    }

    /// The items of a SELECT's FROM clause, in order.
    static func fromItems(_ s: [Token], depth: [Int], _ block: SelectBlock) -> [FromItem] {
        guard let range = block.range("FROM") else { return [] }
        var items: [FromItem] = []
        var k = range.lowerBound
        var joiner: Int?
        var natural = false, outer = false
        while k < range.upperBound {
            let t = s[k]
            if depth[k] == block.depth, t.text == "," { joiner = k; natural = false; outer = false; k += 1; continue }
            if depth[k] == block.depth, let word = t.keyword, ["NATURAL", "LEFT", "RIGHT", "FULL", "INNER", "CROSS", "OUTER", "JOIN"].contains(word) {
                if word == "NATURAL" { natural = true }
                if word == "LEFT" { outer = true }
                if word == "JOIN" { joiner = k }
                k += 1
                continue
            }
            // The item: a name (maybe schema-qualified), or a parenthesis (a subquery), then an alias.
            var table: String?
            var called = ""
            if t.text == "(" {
                k = closing(s, from: k) + 1
            } else if let name = t.name {
                table = name
                called = name
                k += 1
                if k + 1 < range.upperBound, s[k].text == ".", let inner = s[k + 1].name { table = inner; called = inner; k += 2 }
                if k < range.upperBound, s[k].text == "(" { table = nil; k = closing(s, from: k) + 1 }
            } else {
                k += 1
                continue
            }
            if k < range.upperBound, s[k].keyword == "AS" { k += 1 }
            if k < range.upperBound, let alias = s[k].name { called = alias; k += 1 }
            // ON … or USING (…) up to the next joiner at this depth.
            var linked = natural
            while k < range.upperBound {
                if depth[k] == block.depth, s[k].text == "," || ["NATURAL", "LEFT", "RIGHT", "FULL", "INNER", "CROSS", "JOIN"].contains(s[k].keyword ?? "") { break }
                if depth[k] == block.depth, s[k].keyword == "ON" || s[k].keyword == "USING" { linked = true }
                k += 1
            }
            items.append(FromItem(table: table, called: called, joiner: joiner, linked: linked, outer: outer))
            natural = false; outer = false
        }
        return items
    }

    /// The logic notes of one statement (see the type's description).
    static func checkLogic(_ s: [Token], depth: [Int], context: PitfallContext?, add: (Pitfall, Place) -> Void) {
        for block in selectBlocks(s, depth: depth) {
            let items = fromItems(s, depth: depth, block)
            let condition = block.range("WHERE")
            checkCrossProduct(s, depth: depth, block, items, condition, context: context, add: add)
            if let condition { checkOuterJoinUndone(s, depth: depth, items, condition, add: add) }
            for keyword in ["WHERE", "HAVING"] {
                if let range = block.range(keyword) { checkAndOr(s, depth: depth, range, add: add) }
            }
            if let context { checkCorrelation(s, depth: depth, block, items, context: context, add: add) }
        }
        // `name LIKE 'Ann'`: no wildcard, so only the whole text matches.
        for (i, t) in s.enumerated() where t.keyword == "LIKE" && i + 1 < s.count && s[i + 1].kind == .string {
            let pattern = s[i + 1].text
            let escaped = i + 2 < s.count && s[i + 2].keyword == "ESCAPE"
            if !escaped, !pattern.contains("%"), !pattern.contains("_"), !pattern.contains("*"), !pattern.contains("?"), pattern.count > 2 {
                add(.likeWithoutWildcard, Place(t, s[i + 1], details: [String(pattern.dropFirst().dropLast())]))
            }
        }
    }

    /// `FROM a, b` with nothing in WHERE that compares a column of one with a column of the
    /// other: every row of a paired with every row of b. Without a database only a FROM list
    /// with no WHERE at all is noted; with one, the WHERE's comparisons are resolved to the
    /// items whose columns they name, and tables of one row or none are left alone (pairing
    /// with them changes nothing).
    static func checkCrossProduct(_ s: [Token], depth: [Int], _ block: SelectBlock, _ items: [FromItem], _ condition: Range<Int>?,
                                  context: PitfallContext?, add: (Pitfall, Place) -> Void) {
        // A common table expression paired on purpose (a series of numbers, a row of
        // parameters) is not a forgotten condition: only tables and views are read.
        let ctes = commonTableNames(s, depth: depth)
        guard items.count >= 2, items.allSatisfy({ $0.table.map { !ctes.contains($0.lowercased()) } ?? false }) else { return }
        let unlinked = items.dropFirst().filter { item in item.joiner.map { s[$0].text == "," } ?? false }
        guard let first = unlinked.first, let comma = first.joiner else { return }
        if let condition {
            guard let context else { return }
            // Any subquery in the WHERE, or a name no item has: too much to read; say nothing.
            if s[condition].contains(where: { $0.keyword == "SELECT" }) { return }
            func owners(_ k: Int) -> Set<String>? {
                guard let name = s[k].name else { return nil }
                if k + 2 < condition.upperBound, s[k + 1].text == ".", s[k + 2].name != nil {
                    return Set(items.filter { $0.called.lowercased() == name.lowercased() }.map { $0.called.lowercased() })
                }
                if k >= 2, s[k - 1].text == "." { return nil }
                let found = items.filter { item in item.table.map { context.declaredType(table: $0, column: name) != nil } ?? false }
                return Set(found.map { $0.called.lowercased() })
            }
            var groups: [Set<String>] = []
            for k in condition where s[k].kind == .symbol && isComparison(s[k].text) {
                // The names just before and after the operator (`a.x = b.y`, `x = y`).
                let left = k >= 3 && s[k - 2].text == "." ? k - 3 : k - 1
                let right = k + 1
                guard left >= condition.lowerBound, right < condition.upperBound,
                      let a = owners(left), let b = owners(right), !a.isEmpty, !b.isEmpty else { continue }
                groups.append(a.union(b))
            }
            // The items linked to the first by the comparisons, transitively.
            var reached: Set<String> = [items[0].called.lowercased()]
            for item in items where item.joiner.map({ s[$0].keyword == "JOIN" }) ?? false { reached.insert(item.called.lowercased()) }
            var grew = true
            while grew {
                grew = false
                for group in groups where !group.isDisjoint(with: reached) && !group.isSubset(of: reached) { reached.formUnion(group); grew = true }
            }
            guard let alone = unlinked.first(where: { !reached.contains($0.called.lowercased()) }), let table = alone.table else { return }
            let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            guard let count = context.value("SELECT count(*) FROM \(quoted)")?.intValue, count > 1 else { return }
            add(.crossJoinWithoutCondition, Place(s[alone.joiner ?? comma], details: [items[0].called, alone.called]))
            return
        }
        if let context {
            for item in unlinked {
                guard let table = item.table else { continue }
                let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                if let count = context.value("SELECT count(*) FROM \(quoted)")?.intValue, count <= 1 { return }
            }
        }
        add(.crossJoinWithoutCondition, Place(s[comma], details: [items[0].called, first.called]))
    }

    /// The names a statement's WITH defines (lower case): `WITH [RECURSIVE] name [(cols)] AS (`.
    static func commonTableNames(_ s: [Token], depth: [Int]) -> Set<String> {
        guard s.first?.keyword == "WITH" else { return [] }
        var names: Set<String> = []
        for (i, t) in s.enumerated() where depth[i] == 0 && i + 2 < s.count {
            guard let name = t.name, i > 0, s[i - 1].keyword == "WITH" || s[i - 1].keyword == "RECURSIVE" || s[i - 1].text == "," else { continue }
            var k = i + 1
            if s[k].text == "(" { k = closing(s, from: k) + 1 }
            if k < s.count, s[k].keyword == "AS" { names.insert(name.lowercased()) }
        }
        return names
    }

    /// `a LEFT JOIN b ON … WHERE b.col = 'x'`: the rows kept without a partner have NULL in b's
    /// columns, so the condition drops them and the join is an inner one. A condition that
    /// tests b for NULL (`b.col IS NULL`, anywhere in the WHERE) is the anti-join idiom: left alone.
    static func checkOuterJoinUndone(_ s: [Token], depth: [Int], _ items: [FromItem], _ condition: Range<Int>, add: (Pitfall, Place) -> Void) {
        for item in items where item.outer {
            let name = item.called.lowercased()
            var hit: Int?
            var testsNull = false
            for k in condition where k + 2 < condition.upperBound && s[k].name?.lowercased() == name && s[k + 1].text == "." {
                let after = k + 3 < s.count ? s[k + 3] : nil
                if after?.keyword == "IS" || after?.keyword == "ISNULL" || after?.keyword == "NOTNULL" { testsNull = true; continue }
                if k > condition.lowerBound, s[k - 1].text == "(" , k >= 2, s[k - 2].name != nil || s[k - 2].keyword != nil, s[k - 2].keyword != "AND", s[k - 2].keyword != "OR",
                   s[k - 2].keyword != "WHERE", s[k - 2].keyword != "NOT" { continue }   // inside a call: coalesce(b.x, …)
                if let after, (after.kind == .symbol && isComparison(after.text)) || ["LIKE", "IN", "BETWEEN", "GLOB", "NOT"].contains(after.keyword ?? "") {
                    if hit == nil { hit = k }
                }
            }
            if let hit, !testsNull {
                add(.outerJoinUndone, Place(s[hit], s[min(hit + 4, condition.upperBound - 1)], details: [item.called]))
                return
            }
        }
    }

    /// AND and OR at the same depth of one condition, without parentheses: AND is done first
    /// (`a OR b AND c` is `a OR (b AND c)`). The AND of BETWEEN … AND … is not counted, nor
    /// those inside CASE … END.
    static func checkAndOr(_ s: [Token], depth: [Int], _ range: Range<Int>, add: (Pitfall, Place) -> Void) {
        var byDepth: [Int: (and: Int?, or: Int?)] = [:]
        var between = 0, caseDepth = 0
        for k in range {
            switch s[k].keyword {
            case "CASE": caseDepth += 1
            case "END": caseDepth = max(0, caseDepth - 1)
            case "BETWEEN": between += 1
            case "AND" where caseDepth == 0:
                if between > 0 { between -= 1; continue }
                byDepth[depth[k], default: (nil, nil)].and = byDepth[depth[k]]?.and ?? k
            case "OR" where caseDepth == 0:
                byDepth[depth[k], default: (nil, nil)].or = byDepth[depth[k]]?.or ?? k
            default: break
            }
        }
        for (_, pair) in byDepth.sorted(by: { $0.key < $1.key }) {
            if let and = pair.and, let or = pair.or {
                add(.andOrWithoutParentheses, Place(s[min(and, or)], s[max(and, or)]))
                return
            }
        }
    }

    /// `x IN (SELECT y FROM t)` where t has no column y and an outer table does: the subquery
    /// reads the outer row's y, and the condition holds for every row (y IN (y, y, …)).
    static func checkCorrelation(_ s: [Token], depth: [Int], _ block: SelectBlock, _ items: [FromItem], context: PitfallContext,
                                 add: (Pitfall, Place) -> Void) {
        // Only a subquery after IN, with one bare column selected.
        guard block.start >= 2, s[block.start - 1].text == "(", s[block.start - 2].keyword == "IN",
              block.start + 2 < s.count, let column = s[block.start + 1].name, s[block.start + 2].keyword == "FROM",
              items.count == 1, let table = items[0].table else { return }
        guard context.declaredType(table: table, column: column) == nil else { return }
        // The SELECT around this one: its tables.
        let outer = selectBlocks(s, depth: depth).last { $0.start < block.start && $0.depth < block.depth && $0.end > block.start }
        guard let outer else { return }
        let outerTables = fromItems(s, depth: depth, outer).compactMap(\.table)
        guard let owner = outerTables.first(where: { context.declaredType(table: $0, column: column) != nil }) else { return }
        add(.unintendedCorrelation, Place(s[block.start + 1], details: [column, table, owner]))
    }

    /// The advice of the logic notes, in `zh` or English; nil for another pitfall.
    static func logicAdvice(_ pitfall: Pitfall, zh: Bool, detail: (Int, String) -> String) -> String? {
        switch pitfall {
        case .crossJoinWithoutCondition:
            let a = detail(0, "a"), b = detail(1, "b")
            return zh ? "注意：FROM 里列了 \(a) 和 \(b)，但没有条件把它们连起来：SQLite 把 \(a) 的每一行和 \(b) 的每一行都配成一对，行数是两表行数的乘积。在 WHERE 里写出连接条件（如 \(a).id = \(b).\(a)_id），或者写 JOIN \(b) ON …。"
                      : "Note: FROM lists \(a) and \(b) with no condition linking them: SQLite pairs every row of \(a) with every row of \(b), as many rows as the two counts multiplied. Write the join condition in WHERE (such as \(a).id = \(b).\(a)_id), or JOIN \(b) ON …."
        case .outerJoinUndone:
            let b = detail(0, "b")
            return zh ? "注意：LEFT JOIN 为没有配对的行保留下来时，\(b) 的列都是 NULL，而 WHERE 里对 \(b) 的这个条件对 NULL 不成立，于是这些行又被去掉了：这个 LEFT JOIN 实际上成了普通的内连接。想保留它们，把条件移到 ON 里（LEFT JOIN \(b) ON … AND 条件）；本来就不要它们，就写 JOIN。"
                      : "Note: the rows LEFT JOIN keeps without a partner have NULL in every column of \(b), and this WHERE condition on \(b) is not true for NULL, so those rows are dropped again: the LEFT JOIN works as an inner join. To keep them, move the condition into ON (LEFT JOIN \(b) ON … AND the condition); if they should go, write JOIN."
        case .likeWithoutWildcard:
            let text = detail(0, "Ann")
            return zh ? "注意：LIKE '\(text)' 里没有通配符 % 或 _，所以只匹配正好是 \(text) 的文本（和 = 一样，只是不区分 ASCII 字母的大小写）。要找包含它的文本写 LIKE '%\(text)%'，以它开头的写 LIKE '\(text)%'；要找正好相等的就写 =。"
                      : "Note: LIKE '\(text)' has no wildcard (% or _), so it matches only the text \(text) itself (as = does, but ignoring the case of ASCII letters). For text that contains it write LIKE '%\(text)%', for text that starts with it LIKE '\(text)%'; for the exact text write =."
        case .andOrWithoutParentheses:
            return zh ? "注意：AND 比 OR 先算：a OR b AND c 的意思是 a OR (b AND c)，a AND b OR c 的意思是 (a AND b) OR c。加上括号写明你要的意思，例如 (a OR b) AND c。"
                      : "Note: AND is done before OR: a OR b AND c means a OR (b AND c), and a AND b OR c means (a AND b) OR c. Add parentheses to say which you mean, such as (a OR b) AND c."
        case .unintendedCorrelation:
            let column = detail(0, "x"), table = detail(1, "t"), owner = detail(2, "s")
            return zh ? "注意：\(table) 没有 \(column) 这一列，所以子查询里的 \(column) 是外层查询 \(owner) 的 \(column)：子查询对每一行返回这一行自己的值，IN 对每个 \(column) 不为 NULL 的行都成立（只要 \(table) 有行）。在子查询里选 \(table) 自己的列：IN (SELECT \(table) 的列 FROM \(table))。"
                      : "Note: \(table) has no column \(column), so \(column) in the subquery is the outer query's \(owner).\(column): the subquery gives each row its own value back, and IN holds for every row whose \(column) is not NULL (when \(table) has rows). Select a column of \(table) itself: IN (SELECT a column of \(table) FROM \(table))."
        default:
            return nil
        }
    }
}
