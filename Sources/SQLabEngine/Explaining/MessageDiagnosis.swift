import SQLabSQLite
import SQLabText
import SQLabSQL

/// Mistakes named from SQLite's message and the place in the statement it concerns, for messages
/// whose cause and fix depend on that place: an ambiguous column (a self-join without aliases),
/// an aggregate inside another or in WHERE, ON or SET, NEW or OLD in the wrong trigger, a
/// column missing where only a column can stand, a row of VALUES of the wrong length, a call
/// with the wrong number of arguments (SQLite's function list), a function SQLite lacks, an
/// ORDER BY or GROUP BY position out of range. The classes are those of the taxonomy's syntax
/// category (Taipalus et al. 2018; Ponzini et al., `sql_error_taxonomy`): ambiguous column,
/// undefined column, undefined function, aggregate functions nested or outside SELECT/HAVING.
extension SyntaxDiagnosis {
    /// The longest statement (in tokens) whose places are read for a message's diagnosis.
    static let maxTokens = 4_000
    static let aggregateNames: Set<String> = ["COUNT", "SUM", "AVG", "MIN", "MAX", "TOTAL", "GROUP_CONCAT"]

    /// The diagnosis of a message that is not a syntax error, or nil when the statement shows no
    /// more than the catalogue's explanation says.
    static func diagnoseMessage(_ error: SQLiteError, language: Language) -> SyntaxDiagnosis? {
        guard let sql = error.sql else { return nil }
        let w = MessageWords(zh: language == .zh)
        let all = Tokenizer.significantTokens(sql)
        let tokens = TokenContext.statement(at: max(0, error.offset), in: all)
        // Reading where a name sits costs time in the statement's length per name: a statement
        // far longer than a learner writes keeps the catalogue's explanation.
        guard tokens.count <= maxTokens else { return nil }
        let message = error.message
        func after(_ prefix: String) -> String? { message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : nil }
        let first = tokens.first?.keyword

        // `IN [1, 2]`: square brackets quote a name in SQLite (as in SQL Server), so the list became one name.
        if let name = after("no such table: ") ?? after("no such column: "),
           let bracket = tokens.first(where: { $0.kind == .quotedIdentifier && $0.text.hasPrefix("[") && $0.name == name }) {
            return SyntaxDiagnosis(kind: .brackets, mistake: w.squareBrackets(bracket.text), fix: w.squareBracketsFix(name), caret: bracket.range)
        }
        // `SELECT emp.name FROM emp AS e`: once a table has an alias, its name no longer qualifies columns.
        if let name = after("no such column: "), name.contains("."), let qualifier = name.split(separator: ".").first.map(String.init),
           let aliased = fromTables(tokens).first(where: { $0.table.lowercased() == qualifier.lowercased() && $0.alias != nil && $0.alias!.lowercased() != qualifier.lowercased() }),
           let place = tokens.first(where: { $0.name?.lowercased() == qualifier.lowercased() && $0.range.lowerBound != aliased.range.lowerBound }) {
            let column = String(name.split(separator: ".").last ?? "")
            return SyntaxDiagnosis(kind: .undefinedColumn, mistake: w.tableNameAfterAlias(aliased.table, aliased.alias!), fix: w.tableNameAfterAliasFix(aliased.alias!, column), caret: place.range)
        }
        // `name IN 'Ann'`: IN followed by one value reads it as a table's name (IN table).
        if let name = after("no such table: "),
           let k = tokens.indices.first(where: { $0 > 0 && tokens[$0 - 1].keyword == "IN" && (tokens[$0].kind == .string || tokens[$0].kind == .identifier || tokens[$0].kind == .quotedIdentifier)
                                                  && (tokens[$0].name ?? String(tokens[$0].text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")) == name }) {
            let value = tokens[k].kind == .string ? tokens[k].text : "'" + name + "'"
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.inOneValue(tokens[k].text), fix: w.inOneValueFix(value), caret: tokens[k].range)
        }
        // A foreign key: which side this statement changed decides the cause.
        if message == "FOREIGN KEY constraint failed", let verb = first, ["INSERT", "REPLACE", "DELETE", "UPDATE"].contains(verb) {
            let table = tableAfter(verb == "UPDATE" ? "UPDATE" : verb == "DELETE" ? "FROM" : "INTO", tokens) ?? "t"
            switch verb {
            case "DELETE": return SyntaxDiagnosis(kind: .foreignKey, mistake: w.parentDeleted(table), fix: w.parentDeletedFix(table), caret: nil)
            case "UPDATE": return SyntaxDiagnosis(kind: .foreignKey, mistake: w.keyUpdated(table), fix: w.keyUpdatedFix(table), caret: nil)
            default: return SyntaxDiagnosis(kind: .foreignKey, mistake: w.missingParent(table), fix: w.missingParentFix, caret: nil)
            }
        }
        // `LIMIT 'ten'`: LIMIT and OFFSET take whole numbers.
        if message == "datatype mismatch", let k = tokens.indices.first(where: { ["LIMIT", "OFFSET"].contains(tokens[$0].keyword ?? "") && $0 + 1 < tokens.count && [.string, .real, .blob].contains(tokens[$0 + 1].kind) }) {
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.limitText(tokens[k].keyword!, tokens[k + 1].text), fix: w.limitTextFix(tokens[k].keyword!), caret: tokens[k + 1].range)
        }
        // `a = (SELECT a, b FROM t)`: a comparison with a subquery of several columns.
        if message == "row value misused", let k = tokens.indices.first(where: { k in
            ["=", "==", "<", ">", "<=", ">=", "<>", "!="].contains(tokens[k].text) && k + 2 < tokens.count && tokens[k + 1].text == "(" && tokens[k + 2].keyword == "SELECT" }) {
            let columns = TokenContext.items(ofClause: "SELECT", in: Array(tokens[(k + 2)...].prefix { $0.keyword != "FROM" })).count
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.subqueryColumns(tokens[k].text, columns), fix: w.subqueryColumnsFix(tokens[k].text), caret: tokens[k + 1].range)
        }
        if message == "row value misused", let k = tokens.indices.first(where: { ["LIKE", "GLOB"].contains(tokens[$0].keyword ?? "") && $0 + 1 < tokens.count && tokens[$0 + 1].text == "(" }) {
            let column = k > 0 ? tokens[k - 1].text : "name"
            let op = tokens[k].keyword!
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.likeList(op), fix: w.likeListFix(op, column), caret: tokens[k + 1].range)
        }
        if message == "DISTINCT aggregates must have exactly one argument" || message.hasPrefix("wrong number of arguments to function "),
           let k = tokens.indices.first(where: { $0 + 2 < tokens.count && tokens[$0 + 1].text == "(" && tokens[$0 + 2].keyword == "DISTINCT" && argumentCount(tokens, call: $0) > 1 }) {
            let list = tokens[(k + 3)...].prefix { $0.text != ")" }.map(\.text).joined(separator: " ").replacingOccurrences(of: " ,", with: ",")
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.distinctTwo(tokens[k].text), fix: w.distinctTwoFix(list, tableAfter("FROM", tokens) ?? "t"), caret: tokens[k + 2].range)
        }
        if let name = after("no such table: "), let dot = name.firstIndex(of: "."), !["main", "temp"].contains(name[..<dot].lowercased()) {
            let schema = String(name[..<dot]), table = String(name[name.index(after: dot)...])
            let place = tokens.first { $0.name == schema }?.range
            return SyntaxDiagnosis(kind: .undefinedColumn, mistake: w.schemaName(schema), fix: w.schemaNameFix(schema, table), caret: place)
        }
        // `readfile('x')`: a function the sqlite3 shell adds (shell.c and the extensions it
        // loads), not one of SQLite's; an app, and sqlab, have none of them.
        if let name = after("no such function: "), ["readfile", "writefile", "edit", "sha3", "sha3_query", "shell_add_schema",
                                                      "shell_module_schema", "shell_escape_crnl", "shell_idquote", "lsmode", "fsdir"].contains(name.lowercased()) {
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.shellFunction(name), fix: w.shellFunctionFix(name),
                                   caret: tokens.first { ($0.name ?? $0.keyword ?? "").lowercased() == name.lowercased() }?.range)
        }
        // `DROP TABLE t` when there is no t: dropped already, or never made (a script run twice).
        if first == "DROP", let name = after("no such table: ") ?? after("no such view: ") ?? after("no such index: ") ?? after("no such trigger: "),
           let kind = tokens.dropFirst().first?.keyword, ["TABLE", "VIEW", "INDEX", "TRIGGER"].contains(kind),
           !(tokens.count > 3 && tokens[2].keyword == "IF") {
            let bare = String(name.split(separator: ".").last ?? Substring(name))
            return SyntaxDiagnosis(kind: .undefinedColumn, mistake: w.dropMissing(kind, bare), fix: w.dropMissingFix(kind, bare),
                                   caret: tokens.first { $0.name?.lowercased() == bare.lowercased() }?.range)
        }
        // NOT NULL on an INSERT that names its columns: the column was left out (or given NULL).
        if let column = after("NOT NULL constraint failed: "), first == "INSERT" || first == "REPLACE",
           let into = tokens.firstIndex(where: { $0.keyword == "INTO" }), into + 2 < tokens.count, tokens[into + 2].text == "(" {
            let bare = String(column.split(separator: ".").last ?? Substring(column))
            var names: [String] = []
            for t in tokens[(into + 3)...] { if t.text == ")" { break }; if let n = t.name { names.append(n) } }
            if !names.contains(where: { $0.lowercased() == bare.lowercased() }) {
                return SyntaxDiagnosis(kind: .requiredColumn, mistake: w.requiredLeftOut(column, names), fix: w.requiredLeftOutFix(bare), caret: tokens[into + 2].range)
            }
            return SyntaxDiagnosis(kind: .requiredColumn, mistake: w.requiredGivenNull(column), fix: w.requiredGivenNullFix(bare), caret: nil)
        }
        if let name = after("ambiguous column name: ") {
            let parts = name.split(separator: ".").map(String.init)
            let column = parts.last ?? name
            let from = fromTables(tokens)
            if parts.count >= 2 {
                // `t.a` (or `main.t.a`) is ambiguous only when t is in FROM more than once.
                let table = parts[parts.count - 2]
                let copies = from.filter { $0.table.lowercased() == table.lowercased() }
                if copies.count >= 2 {
                    return SyntaxDiagnosis(kind: .ambiguousColumn, mistake: w.selfJoin(table, column), fix: w.selfJoinFix(table, column),
                                           caret: copies[1].range)
                }
            }
            let names = from.map { $0.alias ?? $0.table }
            var distinct: [String] = []
            for n in names where !distinct.contains(where: { $0.lowercased() == n.lowercased() }) { distinct.append(n) }
            if distinct.count >= 2 {
                return SyntaxDiagnosis(kind: .ambiguousColumn, mistake: w.ambiguous(column, distinct), fix: w.ambiguousFix(column, distinct), caret: nil)
            }
            if let table = from.first?.table, from.count >= 2 {
                return SyntaxDiagnosis(kind: .ambiguousColumn, mistake: w.selfJoin(table, column), fix: w.selfJoinFix(table, column), caret: from[1].range)
            }
            return nil
        }

        if message.hasPrefix("misuse of aggregate"), let open = message.lastIndex(of: "(") {
            let function = String(message[..<open].split(separator: " ").last ?? "")
            for (k, t) in tokens.enumerated() where k + 1 < tokens.count && tokens[k + 1].text == "("
                && (t.name ?? t.keyword)?.lowercased() == function.lowercased() {
                let context = TokenContext(of: k, in: tokens)
                if let outer = context.calls.first(where: { aggregateNames.contains($0) }) {
                    return SyntaxDiagnosis(kind: .nestedAggregate, mistake: w.nested(function, outer.lowercased()),
                                           fix: w.nestedFix(function, outer.lowercased()), caret: t.range)
                }
                if context.clause == "SELECT", k + 1 < tokens.count {
                    // `SELECT count(*) AS n … WHERE n > 1`: the alias carries the aggregate into WHERE.
                    var j = k + 1, d = 0
                    while j < tokens.count { if tokens[j].text == "(" { d += 1 } else if tokens[j].text == ")" { d -= 1; if d == 0 { break } }; j += 1 }
                    if j + 2 < tokens.count, tokens[j + 1].keyword == "AS", let alias = tokens[j + 2].name,
                       let use = tokens[(j + 3)...].firstIndex(where: { $0.name?.lowercased() == alias.lowercased() && ["WHERE", "ON"].contains(TokenContext(of: tokens.firstIndex(of: $0)!, in: tokens).clause ?? "") }) {
                        return SyntaxDiagnosis(kind: .aggregateOutsideSelect, mistake: w.aliasOfAggregate(alias, function), fix: w.aggregateWhereFix(function), caret: tokens[use].range)
                    }
                }
                switch context.clause {
                case "WHERE"?:
                    return SyntaxDiagnosis(kind: .aggregateOutsideSelect, mistake: w.aggregateIn(function, "WHERE"), fix: w.aggregateWhereFix(function), caret: t.range)
                case "ON"?:
                    return SyntaxDiagnosis(kind: .aggregateOutsideSelect, mistake: w.aggregateIn(function, "ON"), fix: w.aggregateOnFix(function), caret: t.range)
                case "SET"?:
                    return SyntaxDiagnosis(kind: .aggregateOutsideSelect, mistake: w.aggregateIn(function, "SET"), fix: w.aggregateSetFix(function, tableAfter("UPDATE", tokens) ?? "t", tableAfter("SET", tokens) ?? "x"), caret: t.range)
                default:
                    continue
                }
            }
            return nil
        }

        if let name = after("no such column: ") {
            let parts = name.split(separator: ".").map(String.init)
            if parts.count == 2, ["NEW", "OLD"].contains(parts[0].uppercased()) {
                let row = parts[0].uppercased()
                let event = first == "INSERT" || first == "REPLACE" ? "INSERT" : first == "DELETE" ? "DELETE" : first == "UPDATE" ? "UPDATE" : nil
                if let event, (event == "INSERT" && row == "OLD") || (event == "DELETE" && row == "NEW") {
                    return SyntaxDiagnosis(kind: .triggerRow, mistake: w.triggerRow(name, event, row), fix: w.triggerRowFix(name, event, row, parts[1]),
                                           caret: tokens.first?.range)
                }
                if let event, let table = tableAfter(event == "UPDATE" ? "UPDATE" : event == "INSERT" ? "INTO" : "FROM", tokens) {
                    return SyntaxDiagnosis(kind: .triggerRow, mistake: w.triggerColumn(name, event, table, parts[1]), fix: w.triggerColumnFix(table),
                                           caret: tokens.first?.range)
                }
            }
            let bare = parts.last ?? name
            let from = fromTables(tokens)
            if parts.count == 2, !from.contains(where: { ($0.alias ?? $0.table).lowercased() == parts[0].lowercased() || $0.table.lowercased() == parts[0].lowercased() }),
               let k = tokens.firstIndex(where: { $0.name?.lowercased() == parts[0].lowercased() }), !from.isEmpty {
                let names = from.map { $0.alias ?? $0.table }
                return SyntaxDiagnosis(kind: .undefinedColumn, mistake: w.unknownQualifier(parts[0], names), fix: w.unknownQualifierFix(parts[0], parts[1], from[0].table, names[0]), caret: tokens[k].range)
            }
            if parts.count == 1, let table = from.first(where: { $0.table.lowercased() == bare.lowercased() || $0.alias?.lowercased() == bare.lowercased() }),
               let k = tokens.firstIndex(where: { $0.name?.lowercased() == bare.lowercased() && TokenContext(of: tokens.firstIndex(of: $0)!, in: tokens).clause != "FROM" }) {
                return SyntaxDiagnosis(kind: .undefinedColumn, mistake: w.tableAsColumn(bare), fix: w.tableAsColumnFix(table.alias ?? table.table), caret: tokens[k].range)
            }
            if parts.count == 1, SQLiteFunctions.counts(of: bare) != nil, let k = tokens.firstIndex(where: { $0.name?.lowercased() == bare.lowercased() }) {
                return SyntaxDiagnosis(kind: .undefinedColumn, mistake: w.functionAsColumn(bare), fix: w.functionAsColumnFix(bare, SQLiteFunctions.usage[bare.lowercased()]), caret: tokens[k].range)
            }
            if first == "CREATE", let k = tokens.firstIndex(where: { $0.name?.lowercased() == bare.lowercased() }),
               tokens.contains(where: { $0.keyword == "INDEX" }) {
                let table = tableAfter("ON", tokens) ?? "t"
                return SyntaxDiagnosis(kind: .undefinedColumn, mistake: w.indexColumn(bare, table), fix: w.indexColumnFix(table), caret: tokens[k].range)
            }
            if first == "UPDATE", let k = tokens.firstIndex(where: { $0.name?.lowercased() == bare.lowercased() }),
               k + 1 < tokens.count, tokens[k + 1].text == "=", TokenContext(of: k, in: tokens).clause == "SET" || tokens[k - 1].text == "," {
                let table = tableAfter("UPDATE", tokens) ?? "t"
                return SyntaxDiagnosis(kind: .undefinedColumn, mistake: w.setColumn(bare, table), fix: w.indexColumnFix(table), caret: tokens[k].range)
            }
            return nil
        }

        if message.hasPrefix("table "), message.hasSuffix(" columns"), message.contains(" values for ") {
            // `table %s has %d values for %d columns`: a CTE (or a view) whose column list and SELECT differ.
            let numbers = message.split(separator: " ").compactMap { Int($0) }
            let name = String(message.dropFirst("table ".count).prefix { $0 != " " })
            guard numbers.count == 2 else { return nil }
            let place = tokens.first { $0.name?.lowercased() == name.lowercased() }?.range
            return SyntaxDiagnosis(kind: .valueCount, mistake: w.cteColumns(name, numbers[1], numbers[0]), fix: w.cteColumnsFix(name), caret: place)
        }
        if message.hasSuffix(" columns"), message.contains(" values for "), !message.hasPrefix("table ") {
            // `%d values for %d columns`: an INSERT that names its columns.
            let numbers = message.split(separator: " ").compactMap { Int($0) }
            guard numbers.count == 2, let into = tokens.firstIndex(where: { $0.keyword == "INTO" }) else { return nil }
            let table = into + 1 < tokens.count ? tokens[into + 1].text : "t"
            let columns = TokenContext.items(ofClause: "INTO", in: tokens).first.map { item -> [String] in
                var names: [String] = []
                var inList = false
                for t in item { if t.text == "(" { inList = true } else if t.text == ")" { inList = false } else if inList, let n = t.name { names.append(n) } }
                return names
            } ?? []
            // `INSERT INTO t(a) SELECT x, y FROM u`: the SELECT's columns are the values.
            if let select = tokens.firstIndex(where: { $0.keyword == "SELECT" }), select > into, !tokens.contains(where: { $0.keyword == "VALUES" }) {
                return SyntaxDiagnosis(kind: .valueCount, mistake: w.selectForColumns(numbers[0], numbers[1], table, columns),
                                       fix: w.selectForColumnsFix(numbers[1], columns), caret: tokens[select].range)
            }
            let row = valuesRow(tokens, notOf: numbers[1])
            return SyntaxDiagnosis(kind: .valueCount, mistake: w.valuesForColumns(numbers[0], numbers[1], table, columns),
                                   fix: w.valuesForColumnsFix(numbers[1], columns), caret: row)
        }

        if message.hasPrefix("wrong number of arguments to function "), let open = message.lastIndex(of: "(") {
            let function = String(message.dropFirst("wrong number of arguments to function ".count)[..<open])
            guard let counts = SQLiteFunctions.counts(of: function), !counts.contains(-1) else { return nil }
            let k = tokens.firstIndex { k in (k.name ?? k.keyword)?.lowercased() == function.lowercased() }
            let given = k.map { argumentCount(tokens, call: $0) }
            return SyntaxDiagnosis(kind: .functionArguments, mistake: w.arguments(function, counts, given),
                                   fix: w.argumentsFix(function, counts, SQLiteFunctions.usage[function.lowercased()]), caret: k.map { tokens[$0].range })
        }

        if let function = after("no such function: ") {
            let place = tokens.first { ($0.name ?? $0.keyword)?.lowercased() == function.lowercased() }?.range
            if function.uppercased() == "REGEXP" {
                return SyntaxDiagnosis(kind: .undefinedFunction, mistake: w.regexp, fix: w.regexpFix, caret: place)
            }
            if let close = SQLiteFunctions.closest(to: function) {
                return SyntaxDiagnosis(kind: .undefinedFunction, mistake: w.misspeltFunction(function, close), fix: w.misspeltFunctionFix(close), caret: place)
            }
            return nil
        }

        if message.contains(" BY term out of range - should be between 1 and ") || message.hasSuffix(" ORDER BY term does not match any column in the result set") {
            let n = Int(message.prefix(while: \.isNumber)) ?? 1
            let clause = message.contains(" GROUP BY ") ? "GROUP" : "ORDER"
            let items = TokenContext.items(ofClause: clause, in: tokens)
            let item = n - 1 < items.count ? items[n - 1] : nil
            let caret = item.flatMap { i in i.first.map { $0.range.lowerBound..<i.last!.range.upperBound } }
            let term = item.map { i in i.map(\.text).joined(separator: " ") } ?? String(n)
            if message.hasSuffix("does not match any column in the result set") {
                return SyntaxDiagnosis(kind: .termOutOfRange, mistake: w.compoundOrder(term), fix: w.compoundOrderFix, caret: caret)
            }
            let columns = Int(message.split(separator: " ").last ?? "") ?? 1
            return SyntaxDiagnosis(kind: .termOutOfRange, mistake: w.outOfRange(clause == "GROUP" ? "GROUP BY" : "ORDER BY", term, columns),
                                   fix: w.outOfRangeFix(clause == "GROUP" ? "GROUP BY" : "ORDER BY", columns), caret: caret)
        }
        return nil
    }

    /// The tables of the statement's FROM and JOIN clauses, at any depth, with their aliases and places.
    static func fromTables(_ tokens: [Token]) -> [(table: String, alias: String?, range: Range<Int>)] {
        var found: [(table: String, alias: String?, range: Range<Int>)] = []
        var k = 0
        var inFrom = false
        while k < tokens.count {
            let t = tokens[k]
            if let word = t.keyword {
                if word == "FROM" || word == "JOIN" { inFrom = true; k += 1; continue }
                if TokenContext.clauseWords.contains(word) && word != "JOIN" { inFrom = false }
            }
            if inFrom, let name = t.name, k == 0 || tokens[k - 1].text != "." {
                var table = name
                var end = k
                if k + 2 < tokens.count, tokens[k + 1].text == "." , let real = tokens[k + 2].name { table = real; end = k + 2 }
                var alias: String?
                var next = end + 1
                if next < tokens.count, tokens[next].keyword == "AS" { next += 1 }
                if next < tokens.count, let a = tokens[next].name { alias = a; k = next }
                found.append((table, alias, tokens[end].range))
                // Only the first name after FROM, JOIN or a comma is a table.
                k += 1
                while k < tokens.count, tokens[k].text != ",", tokens[k].keyword != "JOIN", !(tokens[k].keyword.map { TokenContext.clauseWords.contains($0) } ?? false), tokens[k].text != ")" { k += 1 }
                if k < tokens.count, tokens[k].text == "," { k += 1 }
                continue
            }
            if t.text == "(" && inFrom { inFrom = false }
            k += 1
        }
        return found
    }

    /// The name after the first `keyword` (`UPDATE t`, `INTO t`, `ON t`).
    static func tableAfter(_ keyword: String, _ tokens: [Token]) -> String? {
        guard let k = tokens.firstIndex(where: { $0.keyword == keyword }), k + 1 < tokens.count else { return nil }
        return tokens[k + 1].name
    }

    /// How many arguments the call whose name is `tokens[call]` has (`count(*)`: 1).
    static func argumentCount(_ tokens: [Token], call: Int) -> Int {
        guard call + 1 < tokens.count, tokens[call + 1].text == "(" else { return 0 }
        var depth = 0, count = 0, any = false
        for t in tokens[(call + 1)...] {
            if t.text == "(" { depth += 1; if depth == 1 { continue } }
            if t.text == ")" { depth -= 1; if depth == 0 { break } }
            if depth == 1, t.text == "," { count += 1; continue }
            any = true
        }
        return any ? count + 1 : 0
    }

    /// The place of the first row of VALUES whose number of values is not `n`.
    static func valuesRow(_ tokens: [Token], notOf n: Int) -> Range<Int>? {
        guard let values = tokens.firstIndex(where: { $0.keyword == "VALUES" }) else { return nil }
        var depth = 0, count = 0, start = 0
        for k in (values + 1)..<tokens.count {
            let t = tokens[k]
            if t.text == "(" { depth += 1; if depth == 1 { start = k; count = 1; continue } }
            if t.text == ")" {
                depth -= 1
                if depth == 0 {
                    if count != n { return tokens[start].range.lowerBound..<t.range.upperBound }
                    continue
                }
            }
            if depth == 1, t.text == "," { count += 1 }
        }
        return nil
    }

    /// The learner-facing sentences of the message diagnoses, in one place, in both languages.
    struct MessageWords {
        let zh: Bool
        func tableNameAfterAlias(_ t: String, _ a: String) -> String { zh ? "FROM 给 \(t) 起了别名 \(a)，之后这条语句只能用 \(a) 来指这张表，\(t).列 就找不到了。" : "FROM gives \(t) the alias \(a), and from then on the statement knows the table only as \(a): \(t).column is not found." }
        func tableNameAfterAliasFix(_ a: String, _ c: String) -> String { zh ? "写 \(a).\(c)（或者去掉别名）。" : "Write \(a).\(c) (or leave the alias out)." }
        func inOneValue(_ v: String) -> String { zh ? "IN 后面没有括号时，SQLite 把 \(v) 当成了一张表的名字（x IN 表名），而不是一个值。" : "After IN without parentheses SQLite reads \(v) as the name of a table (x IN table), not as a value." }
        func inOneValueFix(_ v: String) -> String { zh ? "把值放进括号：IN (\(v))，多个值用逗号分隔；只有一个值时也可以写 = \(v)。" : "Put the values in parentheses: IN (\(v)), several separated by commas; for one value = \(v) says the same." }
        func selfJoin(_ t: String, _ c: String) -> String { zh ? "表 \(t) 在 FROM 里出现了两次（自连接），两份都叫 \(t)，所以 \(t).\(c) 指哪一份是不确定的。" : "Table \(t) is in FROM twice (a self-join), and both copies are called \(t), so \(t).\(c) could be either one." }
        func selfJoinFix(_ t: String, _ c: String) -> String { zh ? "给 \(t) 的每一份起一个别名，并用别名写列：FROM \(t) AS \(t)1 JOIN \(t) AS \(t)2 ON …，然后写 \(t)1.\(c) 或 \(t)2.\(c)。" : "Give each copy of \(t) an alias and name columns through it: FROM \(t) AS \(t)1 JOIN \(t) AS \(t)2 ON …, then \(t)1.\(c) or \(t)2.\(c)." }
        func ambiguous(_ c: String, _ names: [String]) -> String { zh ? "FROM 里不止一张表有 \(c) 列（\(names.joined(separator: "、"))），而这里的 \(c) 没有写是哪一张的。" : "More than one table in FROM (\(names.joined(separator: ", "))) has a column \(c), and this \(c) does not say which." }
        func ambiguousFix(_ c: String, _ names: [String]) -> String { zh ? "在列名前写上表名或别名：\(names[0]).\(c) 或 \(names[1]).\(c)。" : "Write the table's name or alias before it: \(names[0]).\(c) or \(names[1]).\(c)." }
        func nested(_ f: String, _ outer: String) -> String { zh ? "\(f)() 写在了另一个聚合函数 \(outer)() 里面：聚合函数不能嵌套，每个聚合都把一组行变成一个值，SQLite 不会先算出每组的 \(f) 再对它们求 \(outer)。" : "\(f)() is inside another aggregate, \(outer)(): aggregates cannot be nested. Each one turns a group of rows into one value, and SQLite does not first compute \(f) per group and then \(outer) of those." }
        func nestedFix(_ f: String, _ outer: String) -> String { zh ? "在子查询里按组算出内层的聚合，外层再对它聚合：SELECT \(outer)(v) FROM (SELECT \(f)(x) AS v FROM t GROUP BY g)。只要一个值时，去掉一层。" : "Compute the inner aggregate per group in a subquery, and aggregate its column outside: SELECT \(outer)(v) FROM (SELECT \(f)(x) AS v FROM t GROUP BY g). For one value, drop one of the two." }
        func aggregateIn(_ f: String, _ clause: String) -> String {
            switch clause {
            case "WHERE": return zh ? "聚合函数 \(f)() 不能用在 WHERE 里：WHERE 在分组之前逐行判断，那时还没有 \(f) 的值。" : "The aggregate \(f)() cannot be used in WHERE: WHERE tests one row at a time, before rows are grouped, when there is no \(f) yet."
            case "ON": return zh ? "聚合函数 \(f)() 不能用在连接的 ON 条件里：ON 一次只比较一对行。" : "The aggregate \(f)() cannot be used in a join's ON condition, which compares one pair of rows at a time."
            default: return zh ? "聚合函数 \(f)() 不能直接用在 UPDATE 的 SET 里：SET 只根据当前这一行计算新值。" : "The aggregate \(f)() cannot be used directly in UPDATE's SET, which computes each row's new value from that row alone."
            }
        }
        func aggregateWhereFix(_ f: String) -> String { zh ? "按聚合结果筛选组用 GROUP BY … HAVING \(f)(…) > …；和整张表的聚合值比较用子查询：WHERE x > (SELECT \(f)(x) FROM t)。" : "Filter groups with GROUP BY … HAVING \(f)(…) > …; compare with the whole table's value through a subquery: WHERE x > (SELECT \(f)(x) FROM t)." }
        func aggregateOnFix(_ f: String) -> String { zh ? "先在子查询里算出聚合值，再连接它：JOIN (SELECT g, \(f)(x) AS v FROM t GROUP BY g) AS s ON s.g = …。" : "Compute the aggregate in a subquery first and join that: JOIN (SELECT g, \(f)(x) AS v FROM t GROUP BY g) AS s ON s.g = …." }
        func aggregateSetFix(_ f: String, _ t: String, _ c: String) -> String { zh ? "把聚合放进子查询：UPDATE \(t) SET \(c) = (SELECT \(f)(\(c)) FROM \(t))。" : "Put the aggregate in a subquery: UPDATE \(t) SET \(c) = (SELECT \(f)(\(c)) FROM \(t))." }
        func triggerRow(_ name: String, _ event: String, _ row: String) -> String {
            let other = row == "NEW" ? "OLD" : "NEW"
            return zh ? "\(name) 写在这条 \(event) 触发的触发器里，但 \(event) 触发器只有 \(other)（\(other == "OLD" ? "被删除的那一行" : "新插入的那一行")），没有 \(row)。"
                      : "\(name) is used in a trigger this \(event) fired, but a \(event) trigger has only \(other) (\(other == "OLD" ? "the row being deleted" : "the row being inserted")), no \(row)."
        }
        func triggerRowFix(_ name: String, _ event: String, _ row: String, _ c: String) -> String {
            let other = row == "NEW" ? "OLD" : "NEW"
            return zh ? "在触发器里写 \(other).\(c)：用 DROP TRIGGER 删掉它，再用改好的主体重新 CREATE TRIGGER。"
                      : "Write \(other).\(c) in the trigger: DROP TRIGGER it and CREATE TRIGGER it again with the corrected body."
        }
        func triggerColumn(_ name: String, _ event: String, _ t: String, _ c: String) -> String { zh ? "这条 \(event) 触发的触发器里用了 \(name)，但表 \(t) 没有 \(c) 列。" : "A trigger this \(event) fired uses \(name), but table \(t) has no column \(c)." }
        func triggerColumnFix(_ t: String) -> String { zh ? "用 PRAGMA table_info(\(t)) 查看真正的列名，删掉触发器（DROP TRIGGER）后用正确的列名重建。" : "See the real column names with PRAGMA table_info(\(t)), then DROP TRIGGER and create it again with the right name." }
        func indexColumn(_ c: String, _ t: String) -> String { zh ? "表 \(t) 没有 \(c) 列：索引只能建在这张表已有的列上。" : "Table \(t) has no column \(c): an index can only list columns the table has." }
        func indexColumnFix(_ t: String) -> String { zh ? "用 PRAGMA table_info(\(t)) 查看它的列名，写其中一个（检查拼写）。" : "See its columns with PRAGMA table_info(\(t)) and write one of them (check the spelling)." }
        func setColumn(_ c: String, _ t: String) -> String { zh ? "SET 要给表 \(t) 的 \(c) 列赋值，但 \(t) 没有这一列。" : "SET assigns to column \(c) of table \(t), but \(t) has no such column." }
        func valuesForColumns(_ v: Int, _ c: Int, _ t: String, _ cols: [String]) -> String {
            let list = cols.isEmpty ? "" : (zh ? "（\(cols.joined(separator: ", "))）" : " (\(cols.joined(separator: ", ")))")
            return zh ? "INSERT 列出了 \(t) 的 \(c) 列\(list)，但标记的这一行 VALUES 只有 \(v) 个值。" : "The INSERT lists \(c) columns of \(t)\(list), but the marked row of VALUES has \(v) values."
        }
        func selectForColumns(_ v: Int, _ c: Int, _ t: String, _ cols: [String]) -> String {
            let list = cols.isEmpty ? "" : (zh ? "（\(cols.joined(separator: ", "))）" : " (\(cols.joined(separator: ", ")))")
            return zh ? "INSERT 列出了 \(t) 的 \(c) 列\(list)，但它的 SELECT 返回 \(v) 列：每一列对应一个值。" : "The INSERT lists \(c) column\(c == 1 ? "" : "s") of \(t)\(list), but its SELECT returns \(v) columns: one for each column listed."
        }
        func selectForColumnsFix(_ c: Int, _ cols: [String]) -> String {
            zh ? "让 SELECT 正好返回 \(c) 列，顺序和列名列表一致；或者在列名列表里补上要填的列。" : "Make the SELECT return exactly \(c) column\(c == 1 ? "" : "s"), in the order of the column list, or add the columns to fill to the list."
        }
        func cteColumns(_ n: String, _ c: Int, _ v: Int) -> String { zh ? "\(n)(…) 列出了 \(c) 个列名，但它的 SELECT 返回 \(v) 列：两者必须一样多。" : "\(n)(…) lists \(c) column names, but its SELECT returns \(v) column\(v == 1 ? "" : "s"): the two must match." }
        func cteColumnsFix(_ n: String) -> String { zh ? "让 \(n)(…) 里的名字和 SELECT 的列一一对应：补上或删掉名字，或者改 SELECT 的列；也可以去掉列名列表，在 SELECT 里用 AS 命名。" : "Make the names in \(n)(…) match the SELECT's columns one for one: add or remove names, or change the SELECT; or drop the list and name the columns with AS in the SELECT." }
        func valuesForColumnsFix(_ c: Int, _ cols: [String]) -> String { zh ? "让每一行 VALUES 正好有 \(c) 个值，顺序和列名列表一致；或者改列名列表。" : "Give each row of VALUES exactly \(c) values, in the order of the column list, or change the list." }
        func arguments(_ f: String, _ counts: [Int], _ given: Int?) -> String {
            let takes = counts.map(String.init).joined(separator: zh ? " 或 " : " or ")
            let gives = given.map { zh ? "，这里给了 \($0) 个" : ", and this call gives it \($0)" } ?? ""
            return zh ? "\(f)() 接受 \(takes) 个参数（SQLite 的函数列表）\(gives)。" : "\(f)() takes \(takes) argument\(counts == [1] ? "" : "s") (SQLite's list of functions)\(gives)."
        }
        func argumentsFix(_ f: String, _ counts: [Int], _ usage: String?) -> String {
            let takes = counts.map(String.init).joined(separator: zh ? " 或 " : " or ")
            if let usage { return zh ? "写成 \(usage) 这样，给它 \(takes) 个参数。" : "Give it \(takes): \(usage)." }
            return zh ? "给 \(f)() \(takes) 个参数。" : "Give \(f)() \(takes) argument\(counts == [1] ? "" : "s")."
        }
        var regexp: String { zh ? "x REGEXP y 会调用 regexp() 函数，而 SQLite 本身不带这个函数：要由应用程序提供（sqlite3 命令行工具提供了，sqlab 没有）。" : "x REGEXP y calls a function regexp(), which SQLite itself does not include: an application must provide it (the sqlite3 shell does; sqlab does not)." }
        var regexpFix: String { zh ? "用 LIKE（% 任意多个字符，_ 一个字符：name LIKE '%son'），或 GLOB（* ? 和 [0-9]，区分大小写：code GLOB '[A-Z][0-9]*'）。" : "Use LIKE (% any text, _ one character: name LIKE '%son'), or GLOB (* ? and [0-9], case-sensitive: code GLOB '[A-Z][0-9]*')." }
        func misspeltFunction(_ f: String, _ close: String) -> String { zh ? "SQLite 没有名叫 \(f) 的函数；它的函数里最接近的是 \(close)()。" : "SQLite has no function called \(f); the closest of its functions is \(close)()." }
        func misspeltFunctionFix(_ close: String) -> String { zh ? "写成 \(close)(…)（函数名不区分大小写）。" : "Write \(close)(…) (function names ignore case)." }
        func outOfRange(_ clause: String, _ term: String, _ columns: Int) -> String { zh ? "\(clause) \(term) 里的数字表示结果的第几列，而结果只有 \(columns) 列。" : "A number in \(clause), \(term), means a column of the result by position, and the result has only \(columns) column\(columns == 1 ? "" : "s")." }
        func outOfRangeFix(_ clause: String, _ columns: Int) -> String { zh ? "写 1 到 \(columns) 之间的位置，或者直接写列名：\(clause) 列名。" : "Write a position from 1 to \(columns), or the column's name: \(clause) name." }
        func keyTaken(_ t: String, _ c: String, _ type: String) -> String {
            let declared = type.isEmpty ? (zh ? "没有声明类型" : "declared without a type") : (zh ? "声明为 \(type)" : "declared \(type)")
            return zh ? "\(t).\(c) 是主键（\(declared)），另一行已经用了这个值：主键的值每行都必须不同。消息写的是 UNIQUE，扩展码 1555（SQLITE_CONSTRAINT_PRIMARYKEY）说明是主键。"
                      : "\(t).\(c) is the primary key (\(declared)), and another row already has this value: a key must differ on every row. The message says UNIQUE; the extended code 1555 (SQLITE_CONSTRAINT_PRIMARYKEY) says it is the primary key."
        }
        func integerKeyFix(_ t: String, _ c: String) -> String { zh ? "让 SQLite 编号：INSERT 时不写 \(c)（或写 NULL），它会取最大编号加 1。要改已有的行用 UPDATE，或 INSERT … ON CONFLICT(\(c)) DO UPDATE SET …。" : "Let SQLite number it: leave \(c) out of the INSERT (or write NULL), and it takes the largest id plus 1. To change the existing row use UPDATE, or INSERT … ON CONFLICT(\(c)) DO UPDATE SET …." }
        func otherKeyFix(_ t: String, _ c: String) -> String { zh ? "\(c) 不是 INTEGER 主键，SQLite 不会替它编号：给一个还没有行用过的 \(c)；要改已有的那一行，用 UPDATE \(t) SET … WHERE \(c) = …，或 INSERT … ON CONFLICT(\(c)) DO UPDATE SET …。" : "\(c) is not an INTEGER key, so SQLite does not number it: give a \(c) no row has yet; to change the row that has it, use UPDATE \(t) SET … WHERE \(c) = …, or INSERT … ON CONFLICT(\(c)) DO UPDATE SET …." }
        func squareBrackets(_ t: String) -> String { zh ? "在 SQLite 里方括号 \(t) 是给名字加引号（SQL Server 的写法），所以 SQLite 把它当成了一个名字，而不是一组值。" : "In SQLite square brackets quote a name (as SQL Server does), so \(t) was read as one name, not as a list of values." }
        func squareBracketsFix(_ inner: String) -> String { zh ? "一组值放在圆括号里：IN (\(inner))。" : "Put a list of values in parentheses: IN (\(inner))." }
        func likeList(_ op: String) -> String { zh ? "\(op) 一次只接受一个模式，不接受括号里的一组模式。" : "\(op) takes one pattern, not a list of patterns in parentheses." }
        func likeListFix(_ op: String, _ c: String) -> String { zh ? "每个模式写一次 \(op)，用 OR 连接：\(c) \(op) 'A%' OR \(c) \(op) 'B%'。" : "Write \(op) once per pattern, joined by OR: \(c) \(op) 'A%' OR \(c) \(op) 'B%'." }
        func distinctTwo(_ f: String) -> String { zh ? "\(f)(DISTINCT …) 只能对一列去重，不能同时写两列。" : "\(f)(DISTINCT …) takes exactly one column; it cannot make pairs of columns distinct." }
        func distinctTwoFix(_ list: String, _ t: String) -> String { zh ? "先在子查询里去重，再计数：SELECT count(*) FROM (SELECT DISTINCT \(list) FROM \(t))。" : "Make the rows distinct in a subquery, then count them: SELECT count(*) FROM (SELECT DISTINCT \(list) FROM \(t))." }
        func shellFunction(_ f: String) -> String {
            zh ? "\(f)() 是 sqlite3 命令行程序自己加上的函数，不是 SQLite 库的：App 里和 sqlab 里都没有它。"
               : "\(f)() is a function the sqlite3 command-line shell adds of its own, not one of SQLite the library's: an app, and sqlab, do not have it."
        }
        func shellFunctionFix(_ f: String) -> String {
            zh ? "在 App 的代码里读写文件，再用 sqlite3_bind_blob / sqlite3_bind_text 把内容绑定给 ?；只在 sqlite3 命令行里才能用 \(f)()。"
               : "Read or write the file in your app's code and bind its bytes with sqlite3_bind_blob (or sqlite3_bind_text) to a ?; \(f)() works only inside the sqlite3 shell."
        }
        func dropMissing(_ kind: String, _ name: String) -> String {
            let zhKind = ["TABLE": "表", "VIEW": "视图", "INDEX": "索引", "TRIGGER": "触发器"][kind] ?? "表"
            return zh ? "没有名叫 \(name) 的\(zhKind)可以删除：它已经被删掉了（同一个脚本运行了两次？），或者从来没有创建过，也可能是名字拼错了。"
                      : "There is no \(kind.lowercased()) called \(name) to drop: it was dropped already (the same script run twice?), never created, or its name is misspelt."
        }
        func dropMissingFix(_ kind: String, _ name: String) -> String {
            zh ? "写 DROP \(kind) IF EXISTS \(name)：它在时删除，不在时什么也不做，脚本可以反复运行。用 .tables 或 SELECT name FROM sqlite_schema 查看现有的名字。"
               : "Write DROP \(kind) IF EXISTS \(name): it drops it when it is there and does nothing when it is not, so the script can run again. See the names that exist with .tables or SELECT name FROM sqlite_schema."
        }
        func schemaName(_ s: String) -> String { zh ? "SQLite 没有名叫 \(s) 的模式（\(s). 是 PostgreSQL 或 SQL Server 的写法）：SQLite 的数据库叫 main 和 temp。" : "SQLite has no schema called \(s) (\(s). is PostgreSQL's or SQL Server's): SQLite's databases are main and temp." }
        func schemaNameFix(_ s: String, _ t: String) -> String { zh ? "去掉 \(s).，直接写表名：\(t)（或 main.\(t)）。" : "Drop \(s). and write the table's name alone: \(t) (or main.\(t))." }
        func unknownQualifier(_ q: String, _ names: [String]) -> String { zh ? "\(q) 不是这条语句 FROM 里的表名或别名（这里有：\(names.joined(separator: "、"))）。" : "\(q) is not a table or alias in this statement's FROM (which has \(names.joined(separator: ", ")))." }
        func unknownQualifierFix(_ q: String, _ c: String, _ t: String, _ n: String) -> String { zh ? "写 \(n).\(c)，或者在 FROM 里给表起这个别名：FROM \(t) AS \(q)。" : "Write \(n).\(c), or give the table that alias in FROM: FROM \(t) AS \(q)." }
        func tableAsColumn(_ t: String) -> String { zh ? "\(t) 是表名，不是列名：SELECT 列表里要写列。" : "\(t) is a table, not a column: the SELECT list names columns." }
        func tableAsColumnFix(_ t: String) -> String { zh ? "要所有列写 SELECT * FROM \(t)；要某一列写 SELECT \(t).列名 FROM \(t)。" : "For every column write SELECT * FROM \(t); for one, SELECT \(t).column FROM \(t)." }
        func functionAsColumn(_ f: String) -> String { zh ? "\(f) 是 SQLite 的函数，不是列：没有括号时它被当成了列名。" : "\(f) is one of SQLite's functions, not a column: without parentheses it was read as a column name." }
        func functionAsColumnFix(_ f: String, _ usage: String?) -> String { zh ? "调用时加上括号和参数：\(usage ?? f + "(…)")。" : "Call it with parentheses and its argument: \(usage ?? f + "(…)")." }
        func misspeltColumn(_ c: String, _ close: String) -> String { zh ? "没有名叫 \(c) 的列；最接近的列名是 \(close)，多半是拼错了。" : "There is no column \(c); the closest column name is \(close), so it is probably misspelt." }
        func misspeltColumnFix(_ close: String) -> String { zh ? "写成 \(close)。" : "Write \(close)." }
        func requiredLeftOut(_ c: String, _ names: [String]) -> String { zh ? "\(c) 声明为 NOT NULL 且没有 DEFAULT，而这条 INSERT 的列名列表（\(names.joined(separator: ", "))）没有它，所以它得到了 NULL。" : "\(c) is declared NOT NULL with no DEFAULT, and this INSERT's column list (\(names.joined(separator: ", "))) leaves it out, so it got NULL." }
        func requiredLeftOutFix(_ c: String) -> String { zh ? "把 \(c) 加进列名列表，并在 VALUES 里给它一个值；或者建表时给它一个 DEFAULT。" : "Add \(c) to the column list with a value for it in VALUES, or give the column a DEFAULT in its table." }
        func requiredGivenNull(_ c: String) -> String { zh ? "\(c) 声明为 NOT NULL，而这条语句给它的值是 NULL（显式写 NULL 不会使用 DEFAULT）。" : "\(c) is declared NOT NULL, and this statement gives it NULL (writing NULL does not use the DEFAULT)." }
        func requiredGivenNullFix(_ c: String) -> String { zh ? "给 \(c) 一个真正的值；想用默认值就把它从列名列表里去掉。" : "Give \(c) a real value; to use its DEFAULT, leave it out of the column list." }
        func aliasOfAggregate(_ a: String, _ f: String) -> String { zh ? "\(a) 是 \(f)() 的别名，用在 WHERE 里就等于把聚合写进了 WHERE：WHERE 在分组之前逐行判断。" : "\(a) is the alias of \(f)(), so using it in WHERE puts the aggregate in WHERE, which tests one row at a time before rows are grouped." }
        func columnOfOtherTable(_ c: String, _ owner: String, _ read: [String]) -> String {
            let list = read.joined(separator: zh ? "、" : ", ")
            return zh ? "\(c) 是表 \(owner) 的列，而这条语句只读 \(list)：\(owner) 不在 FROM 里。"
                      : "\(c) is a column of \(owner), and this statement reads only \(list): \(owner) is not in its FROM."
        }
        func columnOfOtherTableFix(_ c: String, _ owner: String, _ first: String) -> String {
            zh ? "把 \(owner) 连接进来：FROM \(first) JOIN \(owner) ON （连接两张表的键相等），然后写 \(owner).\(c)；或者用子查询从 \(owner) 取值。"
               : "Join \(owner): FROM \(first) JOIN \(owner) ON (the keys that link the two tables equal), then write \(owner).\(c); or take the value from \(owner) in a subquery."
        }
        func qualifiedColumn(_ q: String, _ t: String, _ c: String, _ close: String?) -> String {
            let named = q.lowercased() == t.lowercased() ? (zh ? "表 \(t) " : "Table \(t)") : (zh ? "\(q)（表 \(t)）" : "\(q) (table \(t))")
            let closest = close.map { zh ? "；最接近的列名是 \($0)" : "; its closest column is \($0)" } ?? ""
            return zh ? "\(named)没有 \(c) 列\(closest)。" : "\(named) has no column \(c)\(closest)."
        }
        func qualifiedColumnFix(_ q: String, _ t: String, _ close: String?) -> String {
            if let close { return zh ? "写成 \(q).\(close)；用 PRAGMA table_info(\(t)) 查看它的全部列。" : "Write \(q).\(close); see all its columns with PRAGMA table_info(\(t))." }
            return zh ? "用 PRAGMA table_info(\(t)) 查看它的列，写其中一个；或者这一列在另一张表里，就换成那张表的名字或别名。" : "See its columns with PRAGMA table_info(\(t)) and write one of them; if the column is in another table, write that table's name or alias."
        }
        func parentDeleted(_ t: String) -> String { zh ? "另一张表里还有行通过 REFERENCES \(t) 指向要删除的这一行；外键打开时，父行不能先于子行删除。" : "Rows of another table still point to the row being deleted (REFERENCES \(t)); with foreign keys on, a parent cannot go before its children." }
        func parentDeletedFix(_ t: String) -> String { zh ? "先删除（或改指向）那些子行，再删除这一行；或者在子表的外键上声明 ON DELETE CASCADE（一起删除）或 ON DELETE SET NULL。" : "Delete (or re-point) the child rows first, then this row; or declare the child's key ON DELETE CASCADE (delete them too) or ON DELETE SET NULL." }
        func keyUpdated(_ t: String) -> String { zh ? "这次 UPDATE 要么让 \(t) 的一行指向不存在的父行，要么改了子行还在引用的键。" : "This UPDATE either points a row of \(t) at a parent that does not exist, or changes a key that child rows still refer to." }
        func keyUpdatedFix(_ t: String) -> String { zh ? "新值必须在父表里存在（先用 SELECT 查一下）；要改被引用的键，先改子行，或声明 ON UPDATE CASCADE。" : "The new value must exist in the parent table (check with a SELECT first); to change a referenced key, change the children first or declare ON UPDATE CASCADE." }
        func missingParent(_ t: String) -> String { zh ? "插入 \(t) 的这一行通过 REFERENCES 指向一个不存在的父行：它引用的值在父表里没有。" : "The row inserted into \(t) points through REFERENCES at a parent row that does not exist: the value it refers to is not in the parent table." }
        var missingParentFix: String { zh ? "先插入父行，或者用父表里已有的值（SELECT id FROM 父表 查看）；没有父行时可以写 NULL。" : "Insert the parent row first, or use a value the parent table has (SELECT id FROM parent to see them); write NULL when there is no parent." }
        func limitText(_ k: String, _ v: String) -> String { zh ? "\(k) 后面要写整数，而 \(v) 不是整数。" : "\(k) takes a whole number, and \(v) is not one." }
        func limitTextFix(_ k: String) -> String { zh ? "写不带引号的整数：\(k) 10。" : "Write a whole number without quotes: \(k) 10." }
        func subqueryColumns(_ op: String, _ n: Int) -> String { zh ? "用 \(op) 比较的子查询只能返回一列，而这个子查询的 SELECT 列出了 \(n) 列。" : "A subquery compared with \(op) must return one column, and this one's SELECT lists \(n)." }
        func subqueryColumnsFix(_ op: String) -> String { zh ? "子查询只选要比较的那一列：\(op) (SELECT a FROM …)；要同时比较两列，左边也写成 (a, b)。" : "Select only the column to compare: \(op) (SELECT a FROM …); to compare two columns at once, write (a, b) on the left too." }
        func compoundOrder(_ term: String) -> String { zh ? "在 UNION（或 INTERSECT、EXCEPT）之后，ORDER BY 只能按结果的列排序，而 \(term) 不是结果里的列。" : "After UNION (or INTERSECT, EXCEPT), ORDER BY can only sort by columns of the result, and \(term) is not one of them." }
        var compoundOrderFix: String { zh ? "写第一个 SELECT 里的列名或别名，或写列的位置（ORDER BY 1）；要按别的列排序，先把它加进每个 SELECT 的列表。" : "Write a column name or alias of the first SELECT, or a position (ORDER BY 1); to sort by another column, add it to every SELECT's list first." }
    }
}
