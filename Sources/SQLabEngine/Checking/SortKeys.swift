import SQLabSQLite

/// The sort keys of a statement's `ORDER BY` clauses, and where an answer's sort keys part from
/// the reference's: the facts a dataset needs so that the two orders differ on it.
///
/// An answer that sorts by another tie-breaker than the reference (`ORDER BY year DESC, title`
/// where the exercise sorts by `year DESC, ISBN`) is right on every dataset whose rows that tie on
/// `year` happen to come in the same order by `title` as by `ISBN`, and random rows often do. A
/// dataset made for the divergence cannot miss it: its rows all tie on the keys the two share
/// (`year`), and the first keys where they differ go opposite ways (`ISBN` up while `title` goes
/// down), so the two statements return the rows in opposite orders, and a page (`LIMIT 2 OFFSET
/// 1`) of them holds other rows.
///
/// Sort keys are read from the tokens (SQLite's tokenizer): each `ORDER BY` clause, at any depth
/// (a subquery's `ORDER BY … LIMIT 1` decides its row), its terms split on commas outside
/// parentheses. A term is a column when it is a name (`year`, `b.year`, `"year"`), a result
/// column's alias or position (`ORDER BY 2`, `ORDER BY n` after `title AS n`) that stands for a
/// column; `ASC`/`DESC` are read, `COLLATE` and `NULLS FIRST|LAST` are not. Any other term is an
/// expression (`Term.reads`): two statements share it when its tokens are the same (`ORDER BY
/// total DESC` where `total` is `sum(i.qty * i.unit)` in both), so that later keys are compared;
/// a sort dataset ties rows on it by tying the columns it reads. A term with a subquery is
/// unknown, and nothing after it is compared.
enum SortKeys {
    /// One sort term that names a column.
    struct Term: Equatable, Hashable, CustomStringConvertible {
        /// The qualifier as written (`b` in `b.year`), lower-cased, or nil.
        let qualifier: String?
        /// The column's name, lower-cased.
        let column: String
        let descending: Bool
        /// The function that rounds the column before it sorts (`CAST(price AS INTEGER)`,
        /// `round(price)`, `floor`, `ceil`, `trunc`), upper-cased, or nil for the column itself:
        /// values it maps to one number tie under it and not under the column.
        var rounding: String? = nil
        /// For a term that is an expression (`sum(i.qty * i.unit)`, `price * qty`, or a result
        /// column's alias for one): the columns it reads, each as an ascending term; `column`
        /// then holds the expression's tokens as text (lower-cased names, in parentheses) and
        /// `qualifier` is nil. Nil for a column.
        var reads: [Term]? = nil
        /// Whether the expression calls an aggregate function (`count`, `sum`, …: `aggregates`):
        /// rows tie under it when their groups are alike.
        var aggregate = false

        init(qualifier: String?, column: String, descending: Bool, rounding: String? = nil) {
            self.qualifier = qualifier
            self.column = column
            self.descending = descending
            self.rounding = rounding
        }

        /// Whether the term is an expression rather than a column (`reads`).
        var isExpression: Bool { reads != nil }

        /// The same term, sorting the other way or the same way as `descending` says.
        func sorting(descending: Bool) -> Term {
            var term = Term(qualifier: qualifier, column: column, descending: descending, rounding: rounding)
            term.reads = reads
            term.aggregate = aggregate
            return term
        }

        var description: String { (rounding.map { $0 + "(" } ?? "") + (qualifier.map { $0 + "." } ?? "") + column + (rounding == nil ? "" : ")") + (descending ? " DESC" : "") }
        /// The same column (qualifiers count only when both statements give one), rounded alike;
        /// or the same expression, token for token.
        func sameColumn(as other: Term) -> Bool {
            column == other.column && isExpression == other.isExpression
                && (qualifier == nil || other.qualifier == nil || qualifier == other.qualifier) && rounding == other.rounding
        }
    }

    /// Where an answer's sort keys part from the reference's, in one `ORDER BY` clause.
    struct Divergence: Equatable, Hashable, CustomStringConvertible {
        /// The keys both sort by first, in order: rows must tie on these.
        let tied: [Term]
        /// The first key where they differ, from one statement.
        let first: Term
        /// The other statement's key there, or nil when it has none (it leaves ties in whatever
        /// order the rows are read in).
        let second: Term?

        var description: String { tied.map(\.description).joined(separator: ",") + "|" + first.description + "|" + (second?.description ?? "-") }
    }

    /// Each `ORDER BY` clause of `sql`, in the order written, as its terms (nil for a term that
    /// is not a column).
    static func clauses(in sql: String) -> [[Term?]] {
        let tokens = ConstantFinder.tokenize(sql)
        var result: [[Term?]] = []
        var depth = 0
        var depths: [Int] = []
        depths.reserveCapacity(tokens.count)
        for token in tokens {
            if token == .symbol(")") { depth -= 1 }
            depths.append(depth)
            if token == .symbol("(") { depth += 1 }
        }
        var i = 0
        while i + 1 < tokens.count {
            guard tokens[i] == .keyword("ORDER"), tokens[i + 1] == .keyword("BY") else { i += 1; continue }
            let level = depths[i]
            let items = selectItems(tokens, depths, before: i, level: level)
            var terms: [Term?] = []
            var term: [ConstantFinder.Token] = []
            var j = i + 2
            func close() {
                terms.append(resolve(term, items: items))
                term = []
            }
            // Parentheses opened inside the clause (`CAST(price AS INTEGER)`): their `)` is
            // part of a term, not the end of a subquery.
            var open = 0
            while j < tokens.count {
                let t = tokens[j]
                if depths[j] == level && t == .symbol("(") { open += 1 }
                if depths[j] == level && t == .symbol(")") && open > 0 { open -= 1; term.append(t); j += 1; continue }
                if depths[j] < level || (depths[j] == level && (t == .symbol(";") || t == .keyword("LIMIT") || t == .keyword("WINDOW") || t == .symbol(")"))) { break }
                if depths[j] == level && open == 0 && t == .symbol(",") { close() } else { term.append(t) }
                j += 1
            }
            if !term.isEmpty { close() }
            result.append(terms)
            i = j
        }
        return result
    }

    /// The first place where the two statements' sort keys differ, clause by clause (the n-th
    /// `ORDER BY` of one with the n-th of the other), at most `limit` of them. A clause only one
    /// of them has diverges at its first key.
    static func divergences(reference: String, answer: String, limit: Int = 2) -> [Divergence] {
        let ours = clauses(in: reference), theirs = clauses(in: answer)
        var found: [Divergence] = []
        for n in 0..<max(ours.count, theirs.count) where found.count < limit {
            let a = n < ours.count ? ours[n] : [], b = n < theirs.count ? theirs[n] : []
            var tied: [Term] = []
            var position = 0
            while position < max(a.count, b.count) {
                let x = position < a.count ? a[position] : nil, y = position < b.count ? b[position] : nil
                let xKnown = position < a.count, yKnown = position < b.count
                if xKnown && x == nil || yKnown && y == nil { break }  // an expression: not comparable
                if let x, let y, x.sameColumn(as: y), x.descending == y.descending { tied.append(x); position += 1; continue }
                // An expression is only ever shared (tied on): no dataset is planned to order by one.
                if x?.isExpression == true || y?.isExpression == true { break }
                if let x { found.append(Divergence(tied: tied, first: x, second: y)) } else if let y { found.append(Divergence(tied: tied, first: y, second: nil)) }
                break
            }
        }
        var unique: [Divergence] = []
        for d in found where !unique.contains(d) { unique.append(d) }
        return unique
    }

    /// A result column of the select list that stands for a table's column: by position
    /// (1-based) and by alias.
    private struct SelectItems {
        var byPosition: [Int: Term] = [:]
        var byAlias: [String: Term] = [:]
    }

    /// The select list of the `SELECT` at `level` that stands before token `index`.
    private static func selectItems(_ tokens: [ConstantFinder.Token], _ depths: [Int], before index: Int, level: Int) -> SelectItems {
        var items = SelectItems()
        var start = index - 1
        while start >= 0, !(depths[start] == level && tokens[start] == .keyword("SELECT")) {
            if depths[start] < level { return items }
            start -= 1
        }
        guard start >= 0 else { return items }
        var item: [ConstantFinder.Token] = []
        var position = 1
        func close() {
            defer { item = []; position += 1 }
            var body = item
            var alias: String?
            if body.count >= 2, case .identifier(let name) = body[body.count - 1] {
                if body[body.count - 2] == .keyword("AS") { alias = name; body.removeLast(2) } else if column(Array(body.dropLast())) != nil { alias = name; body.removeLast() }
            }
            guard let term = column(body) ?? rounded(body) ?? expression(body) else { return }
            items.byPosition[position] = term
            if let alias { items.byAlias[alias.lowercased()] = term }
        }
        var j = start + 1
        while j < index, !(depths[j] == level && tokens[j] == .keyword("FROM")) {
            if depths[j] == level && tokens[j] == .symbol(",") { close() } else if !(j == start + 1 && (tokens[j] == .keyword("DISTINCT") || tokens[j] == .keyword("ALL"))) { item.append(tokens[j]) }
            j += 1
        }
        if !item.isEmpty { close() }
        return items
    }

    /// A column named by `tokens` (`name`, `q.name`), ascending.
    private static func column(_ tokens: [ConstantFinder.Token]) -> Term? {
        switch tokens.count {
        case 1:
            if case .identifier(let name) = tokens[0] { return Term(qualifier: nil, column: name.lowercased(), descending: false) }
        case 3:
            if case .identifier(let q) = tokens[0], tokens[1] == .symbol("."), case .identifier(let name) = tokens[2] {
                return Term(qualifier: q.lowercased(), column: name.lowercased(), descending: false)
            }
        default: break
        }
        return nil
    }

    /// Functions that round a number (`rounding`).
    static let roundings: Set<String> = ["ROUND", "FLOOR", "CEIL", "CEILING", "TRUNC"]

    /// A column under a rounding function: `CAST(col AS INTEGER)`, `round(col)`, `floor(q.col)`.
    private static func rounded(_ tokens: [ConstantFinder.Token]) -> Term? {
        guard tokens.count >= 4, tokens[1] == .symbol("("), tokens.last == .symbol(")") else { return nil }
        let inner = Array(tokens[2..<(tokens.count - 1)])
        var function = ""
        if case .keyword(let k) = tokens[0], k == "CAST" {
            guard let at = inner.firstIndex(of: .keyword("AS")), inner[(at + 1)...].contains(where: { if case .identifier(let t) = $0 { return ["INTEGER", "INT"].contains(t.uppercased()) }; return $0 == .keyword("INTEGER") }) else { return nil }
            function = "CAST"
            guard let term = column(Array(inner[..<at])) else { return nil }
            return Term(qualifier: term.qualifier, column: term.column, descending: false, rounding: function)
        }
        // A date cut to its year or month (`substr(hired, 1, 4)`, `strftime('%Y-%m', day)`): it
        // rounds a date as `floor` rounds a number.
        if case .identifier(let name) = tokens[0], ["SUBSTR", "SUBSTRING"].contains(name.uppercased()),
           inner.count >= 5, inner[inner.count - 4] == .symbol(","), inner[inner.count - 3] == .number(.integer(1)), inner[inner.count - 2] == .symbol(","),
           case .number(.integer(let n)) = inner[inner.count - 1], n == 4 || n == 7,
           let term = column(Array(inner[..<(inner.count - 4)])) {
            return Term(qualifier: term.qualifier, column: term.column, descending: false, rounding: "SUBSTR")
        }
        if case .identifier(let name) = tokens[0], name.uppercased() == "STRFTIME", inner.count >= 3,
           case .string(let format) = inner[0], ["%Y", "%Y-%m"].contains(format), inner[1] == .symbol(","),
           let term = column(Array(inner[2...])) {
            return Term(qualifier: term.qualifier, column: term.column, descending: false, rounding: "STRFTIME")
        }
        if case .identifier(let name) = tokens[0], roundings.contains(name.uppercased()) { function = name.uppercased() } else { return nil }
        // round(col) or round(col, 0): only to a whole number.
        var body = inner
        if body.count >= 2, body[body.count - 2] == .symbol(","), body.last == .number(.integer(0)) { body.removeLast(2) }
        guard let term = column(body) else { return nil }
        return Term(qualifier: term.qualifier, column: term.column, descending: false, rounding: function)
    }

    /// One sort term as a column, or nil.
    private static func resolve(_ tokens: [ConstantFinder.Token], items: SelectItems) -> Term? {
        var body = tokens
        var descending = false
        // NULLS FIRST|LAST and COLLATE name change ties and NULLs, not which column sorts.
        if body.count >= 2, body[body.count - 2] == .keyword("NULLS") { body.removeLast(2) }
        if let last = body.last, last == .keyword("DESC") || last == .keyword("ASC") { descending = last == .keyword("DESC"); body.removeLast() }
        if body.count >= 2, body[body.count - 2] == .keyword("COLLATE") { body.removeLast(2) }
        if body.count == 1, case .number(.integer(let n)) = body[0] {
            return items.byPosition[Int(n)]?.sorting(descending: descending)
        }
        if body.count == 1, case .identifier(let name) = body[0], let item = items.byAlias[name.lowercased()] {
            return item.sorting(descending: descending)
        }
        return (column(body) ?? rounded(body) ?? expression(body))?.sorting(descending: descending)
    }

    /// Aggregate functions of SQLite (<https://sqlite.org/lang_aggfunc.html>), upper-cased.
    static let aggregates: Set<String> = ["AVG", "COUNT", "GROUP_CONCAT", "MAX", "MIN", "SUM", "TOTAL", "STRING_AGG"]

    /// An expression as a term (`reads`): its tokens as text, the columns it names, and whether
    /// it calls an aggregate. Nil for an expression that names no column and calls no
    /// aggregate (a constant sorts nothing), one with a subquery, or one of more than 64 tokens.
    private static func expression(_ tokens: [ConstantFinder.Token]) -> Term? {
        guard !tokens.isEmpty, tokens.count <= 64, !tokens.contains(.keyword("SELECT")) else { return nil }
        var reads: [Term] = []
        var text: [String] = []
        var aggregate = false
        for (i, token) in tokens.enumerated() {
            let call = i + 1 < tokens.count && tokens[i + 1] == .symbol("(")
            switch token {
            case .identifier(let name):
                let lower = name.lowercased()
                text.append(lower)
                if call {
                    if aggregates.contains(name.uppercased()) { aggregate = true }
                } else if i + 1 < tokens.count, tokens[i + 1] == .symbol(".") {
                    // A qualifier: the name after the dot is the column.
                } else if i >= 2, tokens[i - 1] == .symbol("."), case .identifier(let q) = tokens[i - 2] {
                    reads.append(Term(qualifier: q.lowercased(), column: lower, descending: false))
                } else {
                    reads.append(Term(qualifier: nil, column: lower, descending: false))
                }
            case .keyword(let k):
                text.append(k)
                if call, aggregates.contains(k) { aggregate = true }
            case .number(let v): text.append(v.sqlLiteral)
            case .string(let s): text.append(Value.text(s).sqlLiteral)
            case .symbol(let s): text.append(s)
            }
        }
        guard !reads.isEmpty || aggregate else { return nil }
        var term = Term(qualifier: nil, column: "(" + text.joined(separator: " ") + ")", descending: false)
        term.reads = reads
        term.aggregate = aggregate
        return term
    }
}
