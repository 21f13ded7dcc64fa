import SQLabSQLite
import SQLabText
import SQLabSQL

/// A syntax mistake named from the statement's tokens, read with SQLite's tokenizer rules
/// (`Tokenizer`) around the error offset SQLite gives (`sqlite3_error_offset`).
///
/// The kinds are the syntax-error classes of the SQL error taxonomy of Taipalus, Siponen and
/// Vartiainen (2018), as revised by Ponzini et al. (the `sql_error_taxonomy` package), that
/// SQLite 3.40.1 can produce; each names the mistake, the fix, and the place the fix goes
/// (`caret`, a byte range in the statement).
public struct SyntaxDiagnosis: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// A reserved word used as a name (taxonomy: "synonyms" / keywords as identifiers).
        case reservedWordAsName = "reserved-word-as-name"
        /// A clause before one it must follow (taxonomy: "confused order of keywords").
        case clauseOrder = "clause-order"
        /// One clause written twice (taxonomy: "duplicate clause", "using WHERE twice").
        case clauseTwice = "clause-twice"
        /// Two items with no comma between them (taxonomy: "omitted commas").
        case missingComma = "missing-comma"
        /// A comma with nothing after it: before FROM, before `)` (taxonomy: "omitted commas", extra).
        case extraComma = "extra-comma"
        /// A `(` never closed, or a `)` never opened (taxonomy: "unmatched brackets").
        case unbalancedParentheses = "unbalanced-parentheses"
        /// A string or quoted name never closed.
        case unbalancedQuotes = "unbalanced-quotes"
        /// ‘ ’ “ ” instead of ' and " (taxonomy: "curly or square brackets", quotes).
        case curlyQuotes = "curly-quotes"
        /// Syntax of another database (taxonomy: "nonstandard keywords", "nonstandard operators").
        case otherDialect = "other-dialect"
        /// OFFSET without LIMIT before it.
        case offsetWithoutLimit = "offset-without-limit"
        /// `LIMIT = 10`.
        case equalsAfterLimit = "equals-after-limit"
        /// A SELECT that names columns but has no FROM (taxonomy: "omitted FROM clause").
        case missingFrom = "missing-from"
        /// A DEFAULT of unquoted text with spaces, or a function call without parentheses.
        case unquotedDefault = "unquoted-default"
        /// Two statements with no `;` between them, or a trigger with no END (taxonomy: "omitted semicolon").
        case missingSemicolon = "missing-semicolon"
        /// A misspelt keyword (taxonomy: "misspellings").
        case misspeltKeyword = "misspelt-keyword"
        /// A clause or operator left unfinished: `LIMIT 1,`, `OFFSET;`, `BETWEEN 1;`, `NULLS;`
        /// (taxonomy: "confusing the syntax of keywords").
        case incompleteClause = "incomplete-clause"
        /// CREATE TABLE, INDEX or VIEW, or INSERT INTO, without the name (taxonomy: "omitting … name").
        case missingName = "missing-name"
        /// INSERT, UPDATE or DELETE (with RETURNING) written as a subquery or CTE, as PostgreSQL allows.
        case changeInSubquery = "change-in-subquery"
        /// A column in more than one table of FROM, or a self-join without aliases (taxonomy: "ambiguous column").
        case ambiguousColumn = "ambiguous-column"
        /// An aggregate inside another (taxonomy: "aggregate functions cannot be nested").
        case nestedAggregate = "nested-aggregate"
        /// An aggregate in WHERE, ON or SET (taxonomy: "aggregate function outside SELECT or HAVING").
        case aggregateOutsideSelect = "aggregate-outside-select"
        /// NEW in a DELETE trigger, OLD in an INSERT trigger, or a column the trigger's table lacks.
        case triggerRow = "trigger-row"
        /// A column missing where only a column can stand: CREATE INDEX, SET's target (taxonomy: "undefined column").
        case undefinedColumn = "undefined-column"
        /// A row of VALUES whose length differs from the INSERT's column list.
        case valueCount = "value-count"
        /// A call with a number of arguments the function does not take (SQLite's function list).
        case functionArguments = "function-arguments"
        /// A function SQLite does not have: REGEXP, or a misspelt name (taxonomy: "undefined function").
        case undefinedFunction = "undefined-function"
        /// An ORDER BY or GROUP BY position past the result's columns, or a compound's ORDER BY term.
        case termOutOfRange = "term-out-of-range"
        /// A primary key value another row has, explained by the key's declared type (INTEGER or not).
        case keyTaken = "key-taken"
        /// A keyword used with another's syntax: `IS LIKE`, `IN 1, 2`, `NOT =`, CASE without END,
        /// LIKE with a list, DISTINCT with two columns (taxonomy: "confusing the syntax of keywords").
        case keywordSyntax = "keyword-syntax"
        /// Full-width punctuation or digits from a CJK input method (`，` `＝` `；` `（` `１`), like curly quotes.
        case fullWidth = "full-width"
        /// A NOT NULL column left out of an INSERT's column list, or given NULL.
        case requiredColumn = "required-column"
        /// FOREIGN KEY constraint failed, by the side the statement changed (a child inserted, a parent deleted or updated).
        case foreignKey = "foreign-key"
        /// A statement that starts with a clause (`; WHERE …`): a `;` too many (taxonomy: "additional semicolon").
        case extraSemicolon = "extra-semicolon"
        /// `[1, 2]` or `{1, 2}` for a list (taxonomy: "curly or square brackets").
        case brackets = "brackets"
        /// Two conditions joined by AND or OR with the column written only once: `a > 1 AND < 5`
        /// (taxonomy: "failure to specify column name twice").
        case columnNotRepeated = "column-not-repeated"
    }

    public let kind: Kind
    /// What is wrong, in the learner's language.
    public let mistake: String
    /// What to write instead.
    public let fix: String
    /// Where the fix goes (bytes of the statement).
    public let caret: Range<Int>?

    /// The clauses of a SELECT in the order SQLite's grammar (`parse.y`, `oneselect`) requires.
    static let clauseOrder = ["FROM", "WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT"]
    static let clauseNames = ["FROM": "FROM", "WHERE": "WHERE", "GROUP": "GROUP BY", "HAVING": "HAVING",
                              "WINDOW": "WINDOW", "ORDER": "ORDER BY", "LIMIT": "LIMIT"]
    static let statementStarts: Set<String> = ["SELECT", "INSERT", "UPDATE", "DELETE", "CREATE", "DROP", "ALTER",
                                               "WITH", "BEGIN", "COMMIT", "ROLLBACK", "REPLACE", "PRAGMA", "VALUES"]
    /// Words of other databases or of English for a keyword SQLite spells otherwise.
    static let synonyms: [String: String] = ["DESCENDING": "DESC", "ASCENDING": "ASC", "EQUALS": "=", "CONTAINS": "LIKE '%…%'",
                                             "ISNULL": "IS NULL", "NOTNULL": "IS NOT NULL"]
    /// Functions of other databases, and SQLite's way to write them.
    static let foreignFunctions: [String: String] = [
        "NOW": "datetime('now')", "GETDATE": "datetime('now')", "SYSDATE": "datetime('now')",
        "CURDATE": "date('now')", "CURTIME": "time('now')", "CONCAT": "a || b", "LEN": "length(x)",
        "ISNULL": "ifnull(x, y)", "NVL": "ifnull(x, y)", "DATEDIFF": "julianday(a) - julianday(b)",
        "DATE_FORMAT": "strftime('%Y-%m-%d', d)", "TO_CHAR": "strftime('%Y-%m-%d', d)",
        "YEAR": "strftime('%Y', d)", "MONTH": "strftime('%m', d)", "DAY": "strftime('%d', d)",
        "CHARINDEX": "instr(text, part)", "LOCATE": "instr(text, part)", "POSITION": "instr(text, part)",
        "SUBSTRING": "substr(x, start, length)", "LCASE": "lower(x)", "UCASE": "upper(x)",
        "TRUNCATE": "round(x, n)", "CEILING": "ceil(x)", "RAND": "random()", "NEWID": "random()",
        "IF": "iif(condition, a, b)", "IIF": "iif(condition, a, b)", "TOP": "LIMIT n",
    ]

    /// Aggregates that take ORDER BY inside their parentheses in PostgreSQL and in SQLite 3.44 and later.
    static let orderedAggregates: Set<String> = ["GROUP_CONCAT", "STRING_AGG", "JSON_GROUP_ARRAY", "JSON_GROUP_OBJECT", "ARRAY_AGG"]

    /// The diagnosis of `error`, or nil when the statement shows no mistake sqlab recognises.
    public static func diagnose(_ error: SQLiteError, language: Language) -> SyntaxDiagnosis? {
        guard let sql = error.sql else { return nil }
        let w = Words(zh: language == .zh)
        let tokens = Tokenizer.significantTokens(sql)
        let message = error.message
        let syntax = message.hasPrefix("near \"") && message.hasSuffix("\": syntax error")
        let incomplete = message == "incomplete input"
        let unrecognized = message.hasPrefix("unrecognized token: ")

        // Curly quotes are identifier characters to SQLite: they show up as odd names or tokens.
        if let curly = tokens.first(where: { $0.kind != .string && $0.text.unicodeScalars.contains { "‘’“”".unicodeScalars.contains($0) } }) {
            return SyntaxDiagnosis(kind: .curlyQuotes, mistake: w.curlyQuotes(curly.text), fix: w.curlyQuotesFix, caret: curly.range)
        }
        // Full-width ASCII look-alikes from a CJK input method (U+FF01–FF5E, U+3000, 、。) outside
        // quotes: SQLite takes them for letters of a name.
        for t in tokens where t.kind == .identifier || t.kind == .illegal || t.kind == .keyword {
            var offset = t.range.lowerBound
            for scalar in t.text.unicodeScalars {
                if let ascii = fullWidthASCII(scalar) {
                    return SyntaxDiagnosis(kind: .fullWidth, mistake: w.fullWidth(String(scalar), ascii), fix: w.fullWidthFix(String(scalar), ascii),
                                           caret: offset..<offset + String(scalar).utf8.count)
                }
                offset += String(scalar).utf8.count
            }
        }
        // 'O'Reilly': a string ended by a quote that belongs inside it, a word right after it.
        if syntax || incomplete || unrecognized,
           let k = tokens.indices.first(where: { k in k > 0 && tokens[k - 1].kind == .string && tokens[k - 1].range.upperBound == tokens[k].range.lowerBound
                                                    && (tokens[k].kind == .identifier || tokens[k].kind == .keyword) }) {
            let quote = tokens[k - 1].range.upperBound - 1
            return SyntaxDiagnosis(kind: .unbalancedQuotes, mistake: w.quoteInsideText(tokens[k - 1].text + tokens[k].text),
                                   fix: w.quoteInsideTextFix, caret: quote..<quote + 1)
        }
        if let open = tokens.first(where: { $0.kind == .illegal && ($0.text.hasPrefix("'") || $0.text.hasPrefix("\"") || $0.text.hasPrefix("`") || $0.text.hasPrefix("[")) }),
           incomplete || unrecognized || syntax {
            let quote = String(open.text.prefix(1))
            return SyntaxDiagnosis(kind: .unbalancedQuotes, mistake: w.unclosedQuote(quote), fix: w.unclosedQuoteFix(quote == "[" ? "]" : quote),
                                   caret: open.range.lowerBound..<open.range.lowerBound + 1)
        }
        if unrecognized, let i = tokens.firstIndex(where: { $0.kind == .illegal && $0.text == ":" }),
           i + 1 < tokens.count, tokens[i + 1].kind == .variable, tokens[i + 1].text.hasPrefix(":") {
            let type = String(tokens[i + 1].text.dropFirst())
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.castColons(type), fix: w.castColonsFix(type),
                                   caret: tokens[i].range.lowerBound..<tokens[i + 1].range.upperBound)
        }
        if unrecognized, let odd = tokens.first(where: { $0.kind == .illegal && ["{", "}", "^", "&&"].contains($0.text) }) {
            if odd.text == "^" {
                return SyntaxDiagnosis(kind: .otherDialect, mistake: w.caret, fix: w.caretFix, caret: odd.range)
            }
            return SyntaxDiagnosis(kind: .brackets, mistake: w.braces, fix: w.bracketsFix, caret: odd.range)
        }
        // Parentheses: the first `)` with no `(`, or the last `(` never closed.
        if syntax || incomplete {
            var open: [Token] = []
            for token in tokens where token.kind == .symbol {
                if token.text == "(" { open.append(token) }
                if token.text == ")" {
                    if open.isEmpty {
                        return SyntaxDiagnosis(kind: .unbalancedParentheses, mistake: w.extraParenthesis, fix: w.extraParenthesisFix, caret: token.range)
                    }
                    open.removeLast()
                }
            }
            if let unclosed = open.last, incomplete || error.offset < 0 || error.offset >= sql.utf8.count - 1 {
                return SyntaxDiagnosis(kind: .unbalancedParentheses, mistake: w.unclosedParenthesis, fix: w.unclosedParenthesisFix,
                                       caret: unclosed.range)
            }
        }
        if incomplete, let first = tokens.first?.keyword, first == "CREATE",
           tokens.contains(where: { $0.keyword == "TRIGGER" }), !tokens.contains(where: { $0.keyword == "END" }) {
            return SyntaxDiagnosis(kind: .missingSemicolon, mistake: w.triggerWithoutEnd, fix: w.triggerWithoutEndFix,
                                   caret: tokens.last.map { $0.range.upperBound..<$0.range.upperBound + 1 })
        }
        if message.hasPrefix("no such function: ") {
            let name = String(message.dropFirst("no such function: ".count))
            if let sqlite = foreignFunctions[name.uppercased()] {
                let place = tokens.first { $0.name?.lowercased() == name.lowercased() || $0.text.lowercased() == name.lowercased() }
                return SyntaxDiagnosis(kind: .otherDialect, mistake: w.foreignFunction(name), fix: w.foreignFunctionFix(name, sqlite), caret: place?.range)
            }
        }
        if message.hasPrefix("no such column: ") || message == "no tables specified",
           let select = missingFrom(tokens) ?? (message == "no tables specified" ? tokens.last.map { $0.range.upperBound..<$0.range.upperBound + 1 } : nil) {
            return SyntaxDiagnosis(kind: .missingFrom, mistake: w.missingFrom, fix: w.missingFromFix, caret: select)
        }
        // A statement that ends where a clause or an operator still needs its part: `LIMIT 1,`.
        if incomplete, let last = tokens.last, let found = unfinished(tokens, at: tokens.count, w: w) ?? (last.text == "," ? SyntaxDiagnosis(kind: .extraComma, mistake: w.extraComma(w.theEnd), fix: w.extraCommaFix, caret: last.range) : nil) {
            return found
        }
        guard syntax, error.offset >= 0 else { return nil }
        guard let i = tokens.firstIndex(where: { $0.range.upperBound > error.offset }) else { return nil }
        let token = tokens[i]
        let word = token.keyword ?? token.text.uppercased()
        let previous = i > 0 ? tokens[i - 1] : nil
        let before = i > 1 ? tokens[i - 2] : nil
        let previousWord = previous.map { $0.keyword ?? $0.text.uppercased() }
        let statementStart = tokens.first?.keyword ?? tokens.first?.text.uppercased()
        let next = i + 1 < tokens.count ? tokens[i + 1] : nil
        let upToError = tokens[..<i]

        // `… WHERE id = NEW.id END;`: each statement of a trigger's body ends with `;`, and
        // without it the `;` after END was read as the body's, so the lines after it joined the trigger.
        if word == "END", let p = previous, p.text != ";", statementStart == "CREATE",
           upToError.contains(where: { $0.keyword == "TRIGGER" }), upToError.contains(where: { $0.keyword == "BEGIN" }) {
            return SyntaxDiagnosis(kind: .missingSemicolon, mistake: w.triggerStatementEnd, fix: w.triggerStatementEndFix,
                                   caret: p.range.upperBound..<p.range.upperBound + 1)
        }
        // `PRAGMA table_info emp`: a PRAGMA's argument goes in parentheses (or after =).
        if statementStart == "PRAGMA", i >= 2, token.kind == .identifier || token.kind == .quotedIdentifier || token.kind == .string,
           previous?.kind == .identifier || previous?.kind == .keyword, !upToError.contains(where: { $0.text == "(" || $0.text == "=" }) {
            return SyntaxDiagnosis(kind: .unbalancedParentheses, mistake: w.pragmaArgument(previous!.text), fix: w.pragmaArgumentFix(previous!.text, token.text),
                                   caret: token.range.lowerBound..<token.range.lowerBound + 1)
        }
        // `group_concat(name, ', ' ORDER BY name)`: ORDER BY inside an aggregate came with SQLite 3.44.
        if word == "ORDER", next?.keyword == "BY", TokenContext(of: i, in: tokens).calls.first.map({ Self.orderedAggregates.contains($0) }) == true {
            let call = TokenContext(of: i, in: tokens).calls.first!.lowercased()
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.orderInAggregate(call, SQLSyntax.libraryVersion), fix: w.orderInAggregateFix(call), caret: token.range)
        }
        // `ORDER BY name ASC DESC`: one direction a term.
        if ["ASC", "DESC"].contains(word), ["ASC", "DESC"].contains(previousWord ?? "") {
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.twoDirections(previousWord!, word), fix: w.twoDirectionsFix, caret: token.range)
        }
        // `RAISE(ABORT)`: every action but IGNORE needs its message.
        if token.text == ")", let p = previousWord, ["ABORT", "FAIL", "ROLLBACK"].contains(p), i >= 3, tokens[i - 2].text == "(", tokens[i - 3].keyword == "RAISE" {
            return SyntaxDiagnosis(kind: .incompleteClause, mistake: w.raiseMessage(p), fix: w.raiseMessageFix(p),
                                   caret: token.range.lowerBound..<token.range.lowerBound + 1)
        }
        // `name = 'a' ESCAPE 'x'`: ESCAPE belongs to LIKE.
        if word == "ESCAPE", !upToError.suffix(4).contains(where: { $0.keyword == "LIKE" }) {
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.escapeWithoutLike, fix: w.escapeWithoutLikeFix, caret: token.range)
        }
        // `BETWEEN 3000, 5000`: the bounds are joined by AND.
        if token.text == ",", let k = upToError.indices.last(where: { upToError[$0].keyword == "BETWEEN" }),
           !upToError[(k + 1)...].contains(where: { $0.keyword == "AND" || $0.text == "(" || $0.text == ")" }) {
            let low = k + 1 < i ? sqlText(sql, tokens[k + 1].range.lowerBound..<token.range.lowerBound).trimmingCharacters(in: .whitespaces) : "low"
            let high = next.map(\.text) ?? "high"
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.betweenComma, fix: w.betweenCommaFix(low, high), caret: token.range)
        }
        // `ISNULL(x)`: SQL Server's and MySQL's function; in SQLite ISNULL is an operator after a value.
        if (word == "ISNULL" || word == "NOTNULL"), next?.text == "(" {
            let argument = i + 2 < tokens.count ? tokens[i + 2].text : "x"
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.isNullCall(token.text.uppercased()), fix: w.isNullCallFix(word, argument), caret: token.range)
        }
        // `CHECK x > 0`: the condition goes in parentheses.
        if previousWord == "CHECK", token.text != "(" {
            let condition = sqlText(sql, token.range.lowerBound..<endOfCondition(tokens, from: i)).trimmingCharacters(in: .whitespaces)
            return SyntaxDiagnosis(kind: .unbalancedParentheses, mistake: w.checkParentheses, fix: w.checkParenthesesFix(condition),
                                   caret: token.range.lowerBound..<token.range.lowerBound + 1)
        }
        // `CREATE TABLE t AS SELECT … PRIMARY KEY (id)`: a table made from a query has no constraints.
        if statementStart == "CREATE", let asAt = upToError.firstIndex(where: { $0.keyword == "AS" }),
           asAt + 1 < i, tokens[asAt + 1].keyword == "SELECT", tokens[..<asAt].contains(where: { $0.keyword == "TABLE" }),
           ["PRIMARY", "UNIQUE", "CHECK", "FOREIGN", "CONSTRAINT", "DEFAULT", "REFERENCES"].contains(word) {
            let table = tokens[..<asAt].last?.text ?? "t"
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.createAsConstraint(token.text.uppercased() + (["PRIMARY", "FOREIGN"].contains(word) ? " KEY" : "")), fix: w.createAsConstraintFix(table), caret: token.range)
        }
        // `DELETE FROM emp e`, `UPDATE emp e SET`: SQLite takes an alias there only after AS.
        if token.kind == .identifier, let p = previous, p.kind == .identifier || p.kind == .quotedIdentifier,
           (statementStart == "DELETE" && i == 3 && tokens[1].keyword == "FROM") || (statementStart == "UPDATE" && i == 2 && next?.keyword == "SET") {
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.aliasWithoutAs(statementStart!, p.text, token.text),
                                   fix: w.aliasWithoutAsFix(p.text, token.text), caret: token.range.lowerBound..<token.range.lowerBound + 1)
        }
        // `SAVEPOINT;`, `RELEASE;`: the savepoint's name is missing.
        if i == 1 || (i == 2 && previousWord == "SAVEPOINT"), ["SAVEPOINT", "RELEASE"].contains(statementStart ?? ""), token.text == ";" || token.kind == .symbol {
            return SyntaxDiagnosis(kind: .missingName, mistake: w.savepointName(statementStart!), fix: w.savepointNameFix,
                                   caret: previous.map { $0.range.upperBound..<$0.range.upperBound + 1 })
        }
        // `ORDER BY Full Name`: a name with a space, written without its double quotes.
        if token.kind == .identifier || token.kind == .keyword, let p = previous, p.kind == .identifier || p.kind == .keyword,
           let quoted = tokens.first(where: { $0.kind == .quotedIdentifier && $0.name?.lowercased() == (p.text + " " + token.text).lowercased() }) {
            return SyntaxDiagnosis(kind: .unbalancedQuotes, mistake: w.nameWithSpace(p.text + " " + token.text), fix: w.nameWithSpaceFix(quoted.text),
                                   caret: p.range.lowerBound..<token.range.upperBound)
        }
        // A statement that starts with a clause: the `;` before it ended the statement too early.
        if i == 0, ["WHERE", "ORDER", "GROUP", "HAVING", "LIMIT", "OFFSET", "AND", "OR", "JOIN", "ON", "SET"].contains(word) {
            return SyntaxDiagnosis(kind: .extraSemicolon, mistake: w.startsWithClause(token.text.uppercased()), fix: w.startsWithClauseFix(token.text.uppercased()), caret: token.range)
        }
        if i == 0, word == "FROM" {
            return SyntaxDiagnosis(kind: .clauseOrder, mistake: w.fromFirst, fix: w.fromFirstFix, caret: token.range)
        }
        // CASE … with no END before the clause or list that follows.
        let cases = upToError.filter { $0.keyword == "CASE" }.count, ends = upToError.filter { $0.keyword == "END" }.count
        if cases > ends, token.keyword == "FROM" || token.text == "," || token.text == ")" || token.text == ";" || clauseOrder.contains(word) {
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.caseWithoutEnd, fix: w.caseWithoutEndFix, caret: token.range.lowerBound..<token.range.lowerBound + 1)
        }
        // `name IS LIKE 'A%'`: IS compares with a value; LIKE, IN and BETWEEN stand alone.
        if let k = upToError.indices.last(where: { upToError[$0].keyword == "IS" }), k + 1 < upToError.endIndex,
           let next = upToError[k + 1].keyword, ["LIKE", "IN", "BETWEEN", "GLOB"].contains(next) {
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.isWith(next), fix: w.isWithFix(next), caret: upToError[k].range)
        }
        if previousWord == "IN", token.text != "(", token.text != ";", token.text != ")", token.kind != .identifier || next?.text == "," {
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.inWithoutParentheses, fix: w.inWithoutParenthesesFix(token.text), caret: token.range.lowerBound..<token.range.lowerBound + 1)
        }
        if previousWord == "NOT", ["=", "==", "<", ">", "<=", ">="].contains(token.text) {
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.notEquals(token.text), fix: w.notEqualsFix, caret: previous!.range.lowerBound..<token.range.upperBound)
        }
        // `a > 1 AND < 5`: the column is needed again after AND.
        if let p = previousWord, ["AND", "OR"].contains(p), ["=", "==", "<", ">", "<=", ">=", "<>", "!="].contains(token.text) || ["LIKE", "BETWEEN", "IN"].contains(word) {
            let column = upToError.dropLast().last(where: { $0.kind == .identifier })?.text ?? "column"
            return SyntaxDiagnosis(kind: .columnNotRepeated, mistake: w.columnNotRepeated(p, column), fix: w.columnNotRepeatedFix(p, column, token.text),
                                   caret: token.range.lowerBound..<token.range.lowerBound + 1)
        }
        // `> ALL (SELECT …)`, `= ANY (…)`: quantifiers SQLite does not have.
        if ["ALL", "ANY", "SOME"].contains(word), let p = previous?.text, ["=", "==", "<", ">", "<=", ">=", "<>", "!="].contains(p) {
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.quantifier(word), fix: w.quantifierFix(word, p), caret: token.range)
        }
        if token.text == "&", previous?.text == "&" || next?.text == "&" {
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.doubleAmpersand, fix: w.doubleAmpersandFix, caret: (previous?.text == "&" ? previous! : token).range)
        }
        if word == "FETCH" || (word == "ROWS" && previousWord != "UNBOUNDED") || word == "ONLY" {
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.fetchFirst, fix: w.fetchFirstFix, caret: token.range)
        }
        if let keyword = synonyms[word], token.kind == .identifier {
            return SyntaxDiagnosis(kind: .misspeltKeyword, mistake: w.synonym(token.text, keyword), fix: w.misspeltFix(keyword), caret: token.range)
        }
        // Other dialects.
        if statementStart == "SHOW" {
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.show, fix: w.showFix, caret: tokens[0].range)
        }
        if statementStart == "DESCRIBE" || (statementStart == "DESC" && tokens.count == 2) {
            let table = tokens.count > 1 ? tokens[1].text : "TABLE"
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.describe, fix: w.describeFix(table), caret: tokens[0].range)
        }
        if statementStart == "TRUNCATE" {
            let table = tokens.dropFirst().first { $0.name != nil && $0.keyword == nil }?.text ?? "t"
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.truncate, fix: w.truncateFix(table), caret: tokens[0].range)
        }
        if word == "AUTO_INCREMENT" || word == "IDENTITY" {
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.autoIncrement(token.text), fix: w.autoIncrementFix, caret: token.range)
        }
        if previousWord == "TOP", before?.keyword == "SELECT" || before?.keyword == "DISTINCT" {
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.top, fix: w.topFix(token.text), caret: previous!.range)
        }
        if word == "ILIKE" {
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.ilike, fix: w.ilikeFix, caret: token.range)
        }
        if ["ENGINE", "CHARSET", "COLLATE", "DEFAULT", "AUTO_INCREMENT"].contains(word), previous?.text == ")",
           tokens.first?.keyword == "CREATE" {
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.tableOption(token.text), fix: w.tableOptionFix, caret: token.range)
        }
        if token.text == "=", let p = previous, ["ENGINE", "CHARSET", "COLLATE", "DEFAULT", "AUTO_INCREMENT"].contains(p.text.uppercased()),
           before?.text == ")", tokens.first?.keyword == "CREATE" {
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.tableOption(p.text), fix: w.tableOptionFix, caret: p.range)
        }
        if statementStart == "DELETE", token.text == ",", i >= 3, tokens[1].keyword == "FROM" {
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.deleteTwoTables, fix: w.deleteTwoTablesFix, caret: token.range)
        }
        if statementStart == "INSERT" || statementStart == "REPLACE", word == "SET" {
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.insertSet, fix: w.insertSetFix, caret: token.range)
        }
        // DELETE * FROM t (Access's and some tutorials'), DELETE name FROM t: DELETE takes no columns.
        if statementStart == "DELETE", i == 1, word != "FROM" {
            // With no FROM after it the word is the table: `DELETE t WHERE …` (SQL Server's).
            guard tokens[(i + 1)...].contains(where: { $0.keyword == "FROM" }) else {
                return SyntaxDiagnosis(kind: .missingFrom, mistake: w.deleteWithoutFrom(token.text), fix: w.deleteWithoutFromFix(token.text), caret: token.range)
            }
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.deleteColumns(token.text), fix: w.deleteColumnsFix, caret: token.range)
        }
        // FOREIGN KEY a REFERENCES …, and a table constraint PRIMARY KEY a: the columns go in parentheses.
        if previousWord == "KEY", token.text != "(", i >= 2,
           tokens[i - 2].keyword == "FOREIGN" || (tokens[i - 2].keyword == "PRIMARY" && i >= 3 && tokens[i - 3].text == ","),
           tokens.first?.keyword == "CREATE" || tokens.first?.keyword == "ALTER" {
            let kind = tokens[i - 2].keyword! + " KEY"
            return SyntaxDiagnosis(kind: .unbalancedParentheses, mistake: w.keyParentheses(kind), fix: w.keyParenthesesFix(kind, token.text, tokens[i - 2].keyword == "FOREIGN"),
                                   caret: token.range.lowerBound..<token.range.lowerBound + 1)
        }
        if previousWord == "USING", token.text != "(" {
            return SyntaxDiagnosis(kind: .unbalancedParentheses, mistake: w.usingParentheses, fix: w.usingParenthesesFix(token.text),
                                   caret: token.range.lowerBound..<token.range.lowerBound + 1)
        }
        // The statement stops where an operand must follow: `WHERE a = 1 AND;`, `LIMIT 1,;`.
        if token.text == ";" || token.text == ")" || i == tokens.count - 1 && token.kind == .symbol,
           let found = unfinished(tokens, at: i, w: w) {
            return found
        }
        // PostgreSQL's DISTINCT ON (…).
        if word == "ON", previousWord == "DISTINCT" {
            return SyntaxDiagnosis(kind: .otherDialect, mistake: w.distinctOn, fix: w.distinctOnFix, caret: token.range)
        }
        // INSERT, UPDATE or DELETE where a SELECT must be: a subquery or a CTE.
        if ["INSERT", "UPDATE", "DELETE", "REPLACE"].contains(word), previous?.text == "(" {
            return SyntaxDiagnosis(kind: .changeInSubquery, mistake: w.changeInSubquery(token.text.uppercased()), fix: w.changeInSubqueryFix(token.text.uppercased()), caret: token.range)
        }
        // CREATE TABLE (…) or INSERT INTO VALUES: the name is missing.
        if let p = previousWord, token.text == "(" || ["AS", "SELECT", "VALUES", "ON", "DEFAULT"].contains(word),
           (statementStart == "CREATE" && ["TABLE", "VIEW", "INDEX", "EXISTS", "TRIGGER"].contains(p)) || (p == "INTO" && ["INSERT", "REPLACE"].contains(statementStart ?? "")) {
            let what = statementStart == "CREATE" ? (tokens.dropFirst().first { ["TABLE", "VIEW", "INDEX", "TRIGGER"].contains($0.keyword ?? "") }?.keyword ?? "TABLE") : "TABLE"
            return SyntaxDiagnosis(kind: .missingName, mistake: w.missingName(what, previous!.text.uppercased()), fix: w.missingNameFix(what, tokens[..<i].map { $0.keyword ?? $0.text }.joined(separator: " ")),
                                   caret: token.range.lowerBound..<token.range.lowerBound + 1)
        }
        // LIMIT and OFFSET.
        if token.text == "=", previousWord == "LIMIT" || previousWord == "OFFSET" {
            return SyntaxDiagnosis(kind: .equalsAfterLimit, mistake: w.limitEquals(previousWord!), fix: w.limitEqualsFix(previousWord!), caret: token.range)
        }
        // `LIMIT 10, OFFSET 5`: LIMIT's two forms (`LIMIT n OFFSET m`, `LIMIT m, n`) mixed.
        if previous?.keyword == "OFFSET", let k = tokens[..<i].lastIndex(where: { $0.keyword == "OFFSET" }), k >= 2,
           tokens[k - 1].text == ",", upToError.contains(where: { $0.keyword == "LIMIT" }) {
            let skip = token.kind == .integer ? token.text : "m"
            return SyntaxDiagnosis(kind: .keywordSyntax, mistake: w.limitCommaOffset, fix: w.limitCommaOffsetFix(tokens[k - 2].text, skip),
                                   caret: tokens[k - 1].range)
        }
        if let offset = tokens[...i].last(where: { $0.keyword == "OFFSET" || $0.text.uppercased() == "OFFSET" }),
           previous?.text.uppercased() == "OFFSET" || word == "OFFSET" || token.kind == .integer,
           !upToError.contains(where: { $0.keyword == "LIMIT" }) {
            let place = word == "OFFSET" ? token : offset
            let k = tokens.firstIndex(of: offset)!
            let n = k + 1 < tokens.count && tokens[k + 1].kind == .integer ? tokens[k + 1].text : "n"
            // `OFFSET 3 LIMIT 3`: both are there, in the wrong order.
            if let limit = tokens[(k + 1)...].firstIndex(where: { $0.keyword == "LIMIT" }) {
                let count = limit + 1 < tokens.count ? tokens[limit + 1].text : "n"
                return SyntaxDiagnosis(kind: .clauseOrder, mistake: w.offsetBeforeLimit, fix: w.offsetBeforeLimitFix(count, n), caret: place.range)
            }
            return SyntaxDiagnosis(kind: .offsetWithoutLimit, mistake: w.offsetWithoutLimit, fix: w.offsetWithoutLimitFix(n),
                                   caret: place.range.lowerBound..<place.range.upperBound)
        }
        // DEFAULT 1900-01-01: a date without quotes.
        if before?.keyword == "DEFAULT", let value = previous, value.kind == .integer || value.kind == .real,
           ["-", "/", ":", "."].contains(token.text) || token.kind == .real || token.kind == .integer {
            return SyntaxDiagnosis(kind: .unquotedDefault, mistake: w.defaultDate(value.text + token.text),
                                   fix: w.defaultTextFix(sqlText(sql, value.range.lowerBound..<endOfValue(tokens, from: i))),
                                   caret: value.range.lowerBound..<value.range.lowerBound + 1)
        }
        // DEFAULT of unquoted text or a call.
        if before?.keyword == "DEFAULT", let value = previous, value.kind == .identifier || value.kind == .keyword {
            if token.text == "(" {
                return SyntaxDiagnosis(kind: .unquotedDefault, mistake: w.defaultCall(value.text), fix: w.defaultCallFix(value.text),
                                       caret: value.range.lowerBound..<value.range.lowerBound + 1)
            }
            return SyntaxDiagnosis(kind: .unquotedDefault, mistake: w.defaultText(value.text, token.text),
                                   fix: w.defaultTextFix(sqlText(sql, value.range.lowerBound..<endOfWords(tokens, from: i))),
                                   caret: value.range.lowerBound..<value.range.lowerBound + 1)
        }
        // Commas.
        let startsClause = ["ORDER", "GROUP"].contains(word) ? next?.keyword == "BY" : clauseOrder.contains(word) || word == "VALUES"
        if previous?.text == ",", token.text == ")" || (startsClause && !(tokens.first?.keyword == "CREATE" && word != "FROM")) {
            return SyntaxDiagnosis(kind: .extraComma, mistake: w.extraComma(token.text), fix: w.extraCommaFix, caret: previous!.range)
        }
        // Clauses in the wrong order, or twice, at the top level of the failing statement.
        if let position = clauseOrder.firstIndex(of: word), word != "FROM" || previousWord != "DELETE" {
            var depth = 0
            var seen: [(String, Token)] = []
            for t in upToError {
                if t.text == "(" { depth += 1 } else if t.text == ")" { depth -= 1 }
                if depth == 0, let k = t.keyword, clauseOrder.contains(k) { seen.append((k, t)) }
                if depth == 0, let k = t.keyword, ["UNION", "INTERSECT", "EXCEPT"].contains(k) { seen = [] }
            }
            if let same = seen.last(where: { $0.0 == word }) {
                return SyntaxDiagnosis(kind: .clauseTwice, mistake: w.clauseTwice(clauseNames[word]!), fix: w.clauseTwiceFix(clauseNames[word]!),
                                       caret: token.range).with(place: same.1.range, keep: token.range)
            }
            if let later = seen.first(where: { (clauseOrder.firstIndex(of: $0.0) ?? 0) > position }) {
                return SyntaxDiagnosis(kind: .clauseOrder, mistake: w.clauseOrder(clauseNames[word]!, clauseNames[later.0]!),
                                       fix: w.clauseOrderFix(clauseNames[word]!, clauseNames[later.0]!), caret: later.1.range)
            }
        }
        // A reserved word where a name belongs.
        if token.kind == .keyword, let p = previousWord,
           ["FROM", "JOIN", "INTO", "TABLE", "UPDATE", ".", "AS", "EXISTS", "VIEW", "INDEX", "ON"].contains(p)
            || ((p == "," || p == "(") && tokens.first?.keyword == "CREATE") || (p == "SELECT" && !statementStarts.contains(word) && word != "DISTINCT") {
            if !["SELECT", "VALUES", "WITH", "DEFAULT", "NOT", "NULL", "PRIMARY", "UNIQUE", "CHECK", "FOREIGN", "CONSTRAINT", "IF"].contains(word) || p == "." {
                return SyntaxDiagnosis(kind: .reservedWordAsName, mistake: w.reservedWord(token.text), fix: w.reservedWordFix(token.text), caret: token.range)
            }
        }
        // A new statement with no `;` before it.
        if let k = token.keyword, statementStarts.contains(k), i > 0,
           let p = previousWord, !["(", "UNION", "ALL", "INTERSECT", "EXCEPT", "AS", "BEGIN", "THEN", "ELSE", "INSTEAD", "OR", "EXPLAIN", ";", "PLAN", "TEMP", "TEMPORARY", "NOT", "EXISTS", "IN"].contains(p) {
            return SyntaxDiagnosis(kind: .missingSemicolon, mistake: w.missingSemicolon(token.text), fix: w.missingSemicolonFix,
                                   caret: token.range.lowerBound..<token.range.lowerBound + 1)
        }
        // `CREATE TABLE p(id INTEGER PRIMARY KEY name TEXT)`: a comma missing between two columns.
        if statementStart == "CREATE", tokens.dropFirst().prefix(3).contains(where: { $0.keyword == "TABLE" }), token.kind == .identifier || token.kind == .quotedIdentifier,
           let p = previous, ["KEY", "NULL", "UNIQUE", "AUTOINCREMENT", "ASC", "DESC"].contains(p.keyword ?? "") || p.text == ")"
            || ["TEXT", "INTEGER", "INT", "REAL", "BLOB", "NUMERIC"].contains(p.text.uppercased()),
           next.map { $0.text == "," || $0.text == ")" || ["TEXT", "INTEGER", "INT", "REAL", "BLOB", "NUMERIC", "VARCHAR", "DATE", "BOOLEAN"].contains($0.text.uppercased()) } ?? true,
           upToError.contains(where: { $0.text == "(" }) {
            return SyntaxDiagnosis(kind: .missingComma, mistake: w.columnsWithoutComma(token.text), fix: w.missingCommaFix,
                                   caret: token.range.lowerBound..<token.range.lowerBound + 1)
        }
        // Two values side by side (unless either is a misspelt keyword, which Explainer names:
        // `VALUES (…)` written `VALUE (…)` is no missing comma).
        if let previous, isValue(token), isValue(previous) || previous.text == ")",
           previous.kind != .identifier || misspeltKeyword(previous.text) == nil,
           token.kind != .identifier || misspeltKeyword(token.text) == nil {
            return SyntaxDiagnosis(kind: .missingComma, mistake: w.missingComma(previous.text, token.text), fix: w.missingCommaFix,
                                   caret: token.range.lowerBound..<token.range.lowerBound + 1)
        }
        return nil
    }

    private func with(place: Range<Int>, keep: Range<Int>) -> SyntaxDiagnosis { self }

    /// The byte where a column constraint's condition that starts at `tokens[start]` ends: the
    /// comma or `)` that closes the column definition at its depth, or the end.
    static func endOfCondition(_ tokens: [Token], from start: Int) -> Int {
        var depth = 0
        for t in tokens[start...] {
            if t.text == "(" { depth += 1 } else if t.text == ")" { if depth == 0 { return t.range.lowerBound }; depth -= 1 }
            if depth == 0, t.text == "," || t.text == ";" { return t.range.lowerBound }
        }
        return tokens.last?.range.upperBound ?? 0
    }

    /// The statement (or a parenthesised part) ends at `tokens[end]` (`;`, `)`, or the end when
    /// `end == tokens.count`) where the token before it still needs something after it.
    static func unfinished(_ tokens: [Token], at end: Int, w: Words) -> SyntaxDiagnosis? {
        guard end > 0 else { return nil }
        let p = tokens[end - 1]
        let k = p.keyword ?? p.text.uppercased()
        let after = p.range.upperBound..<p.range.upperBound + 1
        if p.text == "," {
            if end >= 3, tokens[end - 3].keyword == "LIMIT" {
                return SyntaxDiagnosis(kind: .incompleteClause, mistake: w.limitComma(tokens[end - 2].text), fix: w.limitCommaFix(tokens[end - 2].text), caret: p.range)
            }
            let next = end < tokens.count ? tokens[end].text : w.theEnd
            return SyntaxDiagnosis(kind: .extraComma, mistake: w.extraComma(next), fix: w.extraCommaFix, caret: p.range)
        }
        if k == "LIMIT" || k == "OFFSET" {
            return SyntaxDiagnosis(kind: .incompleteClause, mistake: w.limitNeedsNumber(k), fix: w.limitNeedsNumberFix(k), caret: after)
        }
        if k == "NULLS" {
            return SyntaxDiagnosis(kind: .incompleteClause, mistake: w.nulls, fix: w.nullsFix, caret: after)
        }
        // `a BETWEEN 1;`: a BETWEEN at this depth with no AND after it.
        var depth = 0
        for j in stride(from: end - 1, through: 0, by: -1) {
            let t = tokens[j]
            if t.text == ")" { depth += 1 } else if t.text == "(" { if depth == 0 { break }; depth -= 1 }
            if depth != 0 { continue }
            if t.keyword == "AND" || t.keyword == "WHERE" || t.keyword == "ON" || t.keyword == "HAVING" || t.text == "," { break }
            if t.keyword == "BETWEEN", j < end - 1 {
                return SyntaxDiagnosis(kind: .incompleteClause, mistake: w.betweenWithoutAnd, fix: w.betweenWithoutAndFix(tokens[j + 1].text), caret: after)
            }
        }
        if ["AND", "OR", "NOT", "=", "==", "<", ">", "<=", ">=", "<>", "!=", "+", "-", "*", "/", "%", "||", "WHERE", "SET", "BY", "ON", "LIKE", "GLOB",
            "IN", "BETWEEN", "SELECT", "HAVING", "FROM", "JOIN", "IS", "ESCAPE", "INTO", "VALUES", "DISTINCT", "WHEN", "THEN", "ELSE", "CASE", "AS",
            "DEFAULT", "REFERENCES", "CHECK", "COLLATE"].contains(k) {
            return SyntaxDiagnosis(kind: .incompleteClause, mistake: w.missingOperand(p.text), fix: w.missingOperandFix(p.text), caret: after)
        }
        return nil
    }

    /// The keyword `word` is most likely a misspelling of: the closest of SQLite's keywords
    /// (`sqlite3_keyword_name`) within one edit for words of up to four letters, two for longer;
    /// a swap of two neighbours is one edit (`DECS` is `DESC`, `FORM` is `FROM`).
    static func misspeltKeyword(_ word: String) -> String? {
        guard word.count >= 3, word.allSatisfy(\.isLetter), !SQLSyntax.isKeyword(word) else { return nil }
        let upper = word.uppercased()
        let allowed = upper.count <= 4 ? 1 : 2
        var best: (String, Int)?
        for keyword in Explainer.keywordsByUse {
            if abs(upper.count - keyword.count) > allowed { continue }
            let d = DidYouMean.distance(upper, keyword)
            if d <= allowed, best == nil || d < best!.1 { best = (keyword, d) }
        }
        return best?.0
    }

    /// The ASCII character a full-width form stands for (U+FF01–FF5E are U+0021–007E shifted by
    /// 0xFEE0; U+3000 is a space; 、 and 。 a comma and a full stop), nil for other characters.
    static func fullWidthASCII(_ s: Unicode.Scalar) -> String? {
        switch s.value {
        case 0xFF01...0xFF5E: return String(Unicode.Scalar(s.value - 0xFEE0)!)
        case 0x3000: return zhSpace
        case 0x3001: return ","
        case 0x3002: return "."
        default: return nil
        }
    }
    static let zhSpace = "' '"

    /// A value or a name: what a list holds between commas.
    static func isValue(_ t: Token) -> Bool {
        [.identifier, .quotedIdentifier, .string, .integer, .real, .blob].contains(t.kind)
    }

    /// The place FROM belongs in a top-level SELECT that has none but has a later clause
    /// (WHERE, GROUP BY, ORDER BY …): the start of that clause.
    static func missingFrom(_ tokens: [Token]) -> Range<Int>? {
        guard tokens.first?.keyword == "SELECT" else { return nil }
        var depth = 0
        for t in tokens.dropFirst() {
            if t.text == "(" { depth += 1 } else if t.text == ")" { depth -= 1 }
            if depth == 0, let k = t.keyword {
                if k == "FROM" { return nil }
                if ["WHERE", "GROUP", "ORDER", "LIMIT", "HAVING", "UNION", "EXCEPT", "INTERSECT"].contains(k) {
                    return t.range.lowerBound..<t.range.lowerBound + 1
                }
            }
        }
        return nil
    }

    /// The end of a date or time written without quotes (`1900-01-01`, `12:30`).
    static func endOfValue(_ tokens: [Token], from i: Int) -> Int {
        var j = i
        while j < tokens.count, ["-", "/", ":", "."].contains(tokens[j].text) || tokens[j].kind == .integer || tokens[j].kind == .real
                || tokens[j].kind == .illegal {
            j += 1
        }
        return tokens[j - 1].range.upperBound
    }

    /// The end of the run of bare words starting at `i - 1` (the unquoted text of a DEFAULT).
    static func endOfWords(_ tokens: [Token], from i: Int) -> Int {
        var j = i
        while j < tokens.count, tokens[j].kind == .identifier || tokens[j].kind == .keyword,
              !["NOT", "NULL", "PRIMARY", "UNIQUE", "CHECK", "REFERENCES", "COLLATE", "CONSTRAINT"].contains(tokens[j].keyword ?? "") {
            j += 1
        }
        return tokens[j - 1].range.upperBound
    }

    static func sqlText(_ sql: String, _ range: Range<Int>) -> String {
        let bytes = Array(sql.utf8)
        return String(decoding: bytes[max(0, range.lowerBound)..<min(bytes.count, range.upperBound)], as: UTF8.self)
    }

    /// The learner-facing sentences, in one place, in both languages.
    struct Words {
        let zh: Bool
        var triggerStatementEnd: String { zh ? "触发器 BEGIN … END 里的每条语句都要以 ; 结束，END 前面缺了 ;。没有它，END 后面的 ; 被当成了触发器内部语句的结尾，所以后面的行都被读进了这个触发器。" : "Each statement inside a trigger's BEGIN … END ends with ;, and the one before END has none. Without it the ; after END was taken for the inner statement's, so the lines after it were read into the trigger too." }
        var triggerStatementEndFix: String { zh ? "在 END 前面加上 ;：… WHERE id = NEW.id; END;" : "Add ; before END: … WHERE id = NEW.id; END;" }
        func pragmaArgument(_ p: String) -> String { zh ? "PRAGMA \(p) 的参数要放在括号里（或写在 = 后面）。" : "The argument of PRAGMA \(p) goes in parentheses (or after =)." }
        func pragmaArgumentFix(_ p: String, _ a: String) -> String { zh ? "写成 PRAGMA \(p)(\(a))。" : "Write PRAGMA \(p)(\(a))." }
        func orderInAggregate(_ f: String, _ v: String) -> String { zh ? "在 \(f)(…) 的括号里写 ORDER BY 是 PostgreSQL 的写法，SQLite 从 3.44 起才支持；这里的 SQLite 是 \(v)。" : "ORDER BY inside the parentheses of \(f)(…) is PostgreSQL's syntax, which SQLite accepts only from 3.44; this SQLite is \(v)." }
        func orderInAggregateFix(_ f: String) -> String { zh ? "先在子查询里排好行，再聚合：SELECT \(f)(name, ', ') FROM (SELECT name FROM t ORDER BY name)。" : "Order the rows in a subquery, then aggregate: SELECT \(f)(name, ', ') FROM (SELECT name FROM t ORDER BY name)." }
        func twoDirections(_ a: String, _ b: String) -> String { zh ? "ORDER BY 的每一项只能有一个方向，这里写了 \(a) 又写了 \(b)。" : "Each ORDER BY term takes one direction, and this one has \(a) and then \(b)." }
        var twoDirectionsFix: String { zh ? "只留一个：ASC（从小到大，默认）或 DESC（从大到小）；按几列排序时每列各写一个：ORDER BY a DESC, b ASC。" : "Keep one: ASC (smallest first, the default) or DESC (largest first); for several columns give each its own: ORDER BY a DESC, b ASC." }
        func raiseMessage(_ a: String) -> String { zh ? "RAISE(\(a)) 缺少错误信息：除了 RAISE(IGNORE)，RAISE 都要给出一条信息。" : "RAISE(\(a)) lacks its message: every RAISE but RAISE(IGNORE) gives one." }
        func raiseMessageFix(_ a: String) -> String { zh ? "写成 RAISE(\(a), '不允许修改')。" : "Write RAISE(\(a), 'changes are not allowed')." }
        var escapeWithoutLike: String { zh ? "ESCAPE 只能跟在 LIKE 的模式后面，用来说明哪个字符让 % 和 _ 失去通配的意思。" : "ESCAPE belongs after a LIKE pattern: it names the character that makes % and _ stand for themselves." }
        var escapeWithoutLikeFix: String { zh ? "用 LIKE 写：name LIKE '10!%' ESCAPE '!'；用 = 比较时不需要 ESCAPE，去掉它。" : "Write it with LIKE, name LIKE '10!%' ESCAPE '!'; with = no escape is needed, so leave it out." }
        var betweenComma: String { zh ? "BETWEEN 的两个界限要用 AND 连接，不能用逗号。" : "BETWEEN joins its two bounds with AND, not with a comma." }
        func betweenCommaFix(_ low: String, _ high: String) -> String { zh ? "写成 BETWEEN \(low) AND \(high)（两端都包括在内）。" : "Write BETWEEN \(low) AND \(high) (both ends included)." }
        func isNullCall(_ f: String) -> String { zh ? "\(f)(…) 是 SQL Server 和 MySQL 的函数；在 SQLite 里 \(f) 是写在值后面的运算符（x \(f)），不能当函数调用。" : "\(f)(…) is a function of SQL Server and MySQL; in SQLite \(f) is an operator written after a value (x \(f)), not a function." }
        func isNullCallFix(_ f: String, _ x: String) -> String {
            let test = f == "NOTNULL" ? "IS NOT NULL" : "IS NULL"
            return zh ? "判断是否为 NULL 写 \(x) \(test)；要用一个值代替 NULL，写 ifnull(\(x), '无') 或 coalesce(\(x), …)。" : "To test for NULL write \(x) \(test); to put a value in place of NULL write ifnull(\(x), 'none') or coalesce(\(x), …)."
        }
        var checkParentheses: String { zh ? "CHECK 的条件必须放在括号里。" : "The condition of CHECK must be in parentheses." }
        func checkParenthesesFix(_ c: String) -> String { zh ? "写成 CHECK (\(c))。" : "Write CHECK (\(c))." }
        func createAsConstraint(_ k: String) -> String { zh ? "CREATE TABLE … AS SELECT 的列来自查询，不能再声明 \(k) 这样的约束。" : "CREATE TABLE … AS SELECT takes its columns from the query and cannot declare constraints such as \(k)." }
        func createAsConstraintFix(_ t: String) -> String { zh ? "先用 CREATE TABLE \(t)(…) 写出列和主键，再用 INSERT INTO \(t) SELECT … 复制行。" : "Create the table with its columns and key first, CREATE TABLE \(t)(…), then copy the rows with INSERT INTO \(t) SELECT …." }
        func aliasWithoutAs(_ s: String, _ t: String, _ a: String) -> String { zh ? "在 \(s) 里，SQLite 只接受写了 AS 的别名：\(t) \(a) 中的 \(a) 没法读。" : "In \(s), SQLite takes an alias only after AS: it cannot read \(a) in \(t) \(a)." }
        func aliasWithoutAsFix(_ t: String, _ a: String) -> String { zh ? "写成 \(t) AS \(a)，或者去掉别名，直接用表名。" : "Write \(t) AS \(a), or leave the alias out and use the table's name." }
        func savepointName(_ s: String) -> String { zh ? "\(s) 后面要写保存点的名字。" : "\(s) needs the savepoint's name after it." }
        var savepointNameFix: String { zh ? "写 SAVEPOINT sp1; … 然后 RELEASE sp1（保留）或 ROLLBACK TO sp1（撤销到这里）。" : "Write SAVEPOINT sp1; … then RELEASE sp1 (keep) or ROLLBACK TO sp1 (undo to there)." }
        func nameWithSpace(_ n: String) -> String { zh ? "\(n) 是一个带空格的名字，没加双引号时 SQLite 把它读成了两个词。" : "\(n) is one name with a space in it; without its double quotes SQLite reads two words." }
        func nameWithSpaceFix(_ q: String) -> String { zh ? "每次用到它都加上双引号：\(q)（或者取一个不带空格的别名，如 full_name）。" : "Write it in double quotes everywhere it is used: \(q) (or choose an alias without a space, such as full_name)." }
        func curlyQuotes(_ t: String) -> String { zh ? "\(t) 里有弯引号（‘ ’ “ ”），多半是从文字处理软件或网页粘贴来的；SQL 只认直引号，所以 SQLite 把它当成了名字的一部分。" : "\(t) contains curly quotes (‘ ’ “ ”), usually pasted from a word processor or a web page; SQL knows only straight quotes, so SQLite read them as part of a name." }
        var curlyQuotesFix: String { zh ? "把 ‘ ’ 换成 '（文本），把 “ ” 换成 \"（名字）：WHERE name = 'Bob'。" : "Replace ‘ ’ by ' (text) and “ ” by \" (names): WHERE name = 'Bob'." }
        func unclosedQuote(_ q: String) -> String { zh ? "从这里开始的 \(q) 没有闭合，后面的整段语句都被当成了它的一部分。" : "The \(q) that starts here is never closed, so the rest of the statement was read as part of it." }
        func unclosedQuoteFix(_ q: String) -> String { zh ? "在文本或名字结束的地方补上 \(q)；文本里的单引号要写两遍：'it''s'。" : "Add the closing \(q) where the text or name ends; a quote inside text is written twice: 'it''s'." }
        func quoteInsideText(_ t: String) -> String { zh ? "\(t)… 里的单引号提前结束了文本：SQLite 把后面的部分读成了别的东西。" : "The quote in \(t)… ends the text too early: SQLite read what follows as something else." }
        var quoteInsideTextFix: String { zh ? "文本里的单引号要写两遍：'O''Reilly'（或者用 ? 参数绑定这个值）。" : "Write a quote inside text twice: 'O''Reilly' (or bind the value with a ? parameter)." }
        var deleteTwoTables: String { zh ? "DELETE 一次只能从一张表删除行（MySQL 的多表 DELETE，SQLite 没有）。" : "DELETE removes rows from one table at a time (MySQL's multi-table DELETE does not exist in SQLite)." }
        var deleteTwoTablesFix: String { zh ? "每张表写一条 DELETE；要按另一张表筛选，用子查询：DELETE FROM a WHERE id IN (SELECT a_id FROM b WHERE …)。" : "Write one DELETE per table; to choose rows by another table use a subquery: DELETE FROM a WHERE id IN (SELECT a_id FROM b WHERE …)." }
        var insertSet: String { zh ? "INSERT … SET 是 MySQL 的写法，SQLite 没有。" : "INSERT … SET is MySQL's syntax; SQLite has none." }
        var insertSetFix: String { zh ? "写成 INSERT INTO t(列1, 列2) VALUES (值1, 值2)。" : "Write INSERT INTO t(col1, col2) VALUES (value1, value2)." }
        func deleteColumns(_ what: String) -> String {
            zh ? "DELETE 删除的是整行，后面不写列（\(what)）：DELETE * FROM 是 Access 等其他数据库的写法。"
               : "DELETE removes whole rows and takes no columns (\(what)): DELETE * FROM is the syntax of Access and some other databases."
        }
        var deleteColumnsFix: String {
            zh ? "写成 DELETE FROM 表 WHERE 条件；只想清空某一列时用 UPDATE 表 SET 列 = NULL WHERE 条件。"
               : "Write DELETE FROM table WHERE condition; to empty one column instead, UPDATE table SET column = NULL WHERE condition."
        }
        func deleteWithoutFrom(_ t: String) -> String { zh ? "DELETE 后面要先写 FROM 再写表名：SQLite 不接受 DELETE \(t)。" : "DELETE needs FROM before the table: SQLite does not take DELETE \(t)." }
        func deleteWithoutFromFix(_ t: String) -> String { zh ? "写成 DELETE FROM \(t) WHERE 条件。" : "Write DELETE FROM \(t) WHERE condition." }
        func keyParentheses(_ kind: String) -> String { zh ? "\(kind) 后面的列名必须放在括号里。" : "The columns after \(kind) must be in parentheses." }
        func keyParenthesesFix(_ kind: String, _ c: String, _ foreign: Bool) -> String {
            let example = foreign ? "\(kind) (\(c)) REFERENCES parent(id)" : "\(kind) (\(c))"
            return zh ? "写成 \(example)。" : "Write \(example)."
        }
        var usingParentheses: String { zh ? "USING 后面的列名必须放在括号里。" : "The columns after USING must be in parentheses." }
        func usingParenthesesFix(_ c: String) -> String { zh ? "写成 USING (\(c))。" : "Write USING (\(c))." }
        func missingOperand(_ k: String) -> String { zh ? "\(k) 后面缺少内容：语句在需要一个值、列或条件的地方结束了。" : "Something is missing after \(k): the statement ends where a value, a column or a condition must follow." }
        func missingOperandFix(_ k: String) -> String { zh ? "在 \(k) 后面补上缺少的部分，或者删掉多余的 \(k)。" : "Complete what follows \(k), or remove the extra \(k)." }
        func castColons(_ t: String) -> String { zh ? "::\(t) 是 PostgreSQL 的类型转换写法，SQLite 不认识。" : "::\(t) is PostgreSQL's cast syntax, which SQLite does not have." }
        func castColonsFix(_ t: String) -> String { zh ? "写成 CAST(x AS \(t.uppercased()))。" : "Write CAST(x AS \(t.uppercased()))." }
        var extraParenthesis: String { zh ? "这个右括号 ) 前面没有对应的左括号 (。" : "This ) closes a parenthesis that was never opened." }
        var extraParenthesisFix: String { zh ? "删掉多余的 )，或者在它对应的表达式开头补上 (。" : "Remove the extra ), or add the ( where its group starts." }
        var unclosedParenthesis: String { zh ? "这个左括号 ( 一直没有闭合。" : "This ( is never closed." }
        var unclosedParenthesisFix: String { zh ? "在括号里的内容结束处补上 )；数一数左右括号是否一样多。" : "Add the ) where its contents end; count that the ( and ) match." }
        var triggerWithoutEnd: String { zh ? "CREATE TRIGGER 的主体要以 END 结束，这里缺少 END。" : "A CREATE TRIGGER's body must finish with END, and END is missing." }
        var triggerWithoutEndFix: String { zh ? "在最后一条语句的分号之后写 END;。" : "Write END; after the last statement's semicolon." }
        func foreignFunction(_ f: String) -> String { zh ? "\(f)() 是其他数据库（MySQL、SQL Server、PostgreSQL 或 Oracle）的函数，SQLite 没有。" : "\(f)() is a function of another database (MySQL, SQL Server, PostgreSQL or Oracle); SQLite has none of that name." }
        func foreignFunctionFix(_ f: String, _ s: String) -> String { zh ? "在 SQLite 里写：\(s)。" : "In SQLite write: \(s)." }
        var missingFrom: String { zh ? "这个 SELECT 用到了列，却没有 FROM 子句说明从哪张表取。" : "This SELECT names columns but has no FROM clause saying which table they come from." }
        var missingFromFix: String { zh ? "在选择列表之后、WHERE（或 ORDER BY）之前写 FROM 表名。" : "Write FROM TABLE after the column list, before WHERE (or ORDER BY)." }
        var show: String { zh ? "SHOW 是 MySQL 的命令，SQLite 没有。" : "SHOW is a MySQL command; SQLite has none." }
        var showFix: String { zh ? "列出表用 .tables 或 SELECT name FROM sqlite_schema WHERE type = 'table'。" : "List tables with .tables or SELECT name FROM sqlite_schema WHERE type = 'table'." }
        var describe: String { zh ? "DESCRIBE 是 MySQL/Oracle 的命令，SQLite 没有。" : "DESCRIBE is a MySQL/Oracle command; SQLite has none." }
        func describeFix(_ t: String) -> String { zh ? "查看表结构用 PRAGMA table_info(\(t)) 或 .schema \(t)。" : "See a table's columns with PRAGMA table_info(\(t)) or .schema \(t)." }
        var truncate: String { zh ? "TRUNCATE TABLE 是其他数据库的写法，SQLite 没有。" : "TRUNCATE TABLE is another database's statement; SQLite has none." }
        func truncateFix(_ t: String) -> String { zh ? "清空表用 DELETE FROM \(t);。" : "Empty a table with DELETE FROM \(t);." }
        func autoIncrement(_ t: String) -> String { zh ? "\(t) 是 MySQL/SQL Server 的写法，SQLite 没有。" : "\(t) is MySQL's or SQL Server's syntax; SQLite has none." }
        var autoIncrementFix: String { zh ? "写成 id INTEGER PRIMARY KEY：SQLite 会自动编号（需要永不复用编号时再加 AUTOINCREMENT）。" : "Write id INTEGER PRIMARY KEY: SQLite numbers the rows itself (add AUTOINCREMENT only if ids must never be reused)." }
        var top: String { zh ? "SELECT TOP n 是 SQL Server 的写法，SQLite 没有。" : "SELECT TOP n is SQL Server's syntax; SQLite has none." }
        func topFix(_ n: String) -> String { zh ? "删掉 TOP \(n)，在语句末尾写 LIMIT \(n)（放在 ORDER BY 之后）。" : "Remove TOP \(n) and end the statement with LIMIT \(n) (after ORDER BY)." }
        var ilike: String { zh ? "ILIKE 是 PostgreSQL 的运算符，SQLite 没有。" : "ILIKE is PostgreSQL's operator; SQLite has none." }
        var ilikeFix: String { zh ? "写 LIKE：在 SQLite 里它对 ASCII 字母本来就不区分大小写（非 ASCII 字母用 lower() 两边转换）。" : "Write LIKE: in SQLite it already ignores the case of ASCII letters (for other letters compare lower() of both sides)." }
        func tableOption(_ t: String) -> String { zh ? "\(t) … 是 MySQL 的表选项，SQLite 没有。" : "\(t) … is a MySQL table option; SQLite has none." }
        var tableOptionFix: String { zh ? "删掉右括号之后的选项；SQLite 只接受 WITHOUT ROWID 和 STRICT。" : "Remove the options after the closing parenthesis; SQLite accepts only WITHOUT ROWID and STRICT." }
        func limitEquals(_ k: String) -> String { zh ? "\(k) 后面直接跟数字，不要写 =。" : "\(k) takes a number directly, with no =." }
        func limitEqualsFix(_ k: String) -> String { zh ? "删掉 =：\(k) 10。" : "Remove the =: \(k) 10." }
        var limitCommaOffset: String { zh ? "LIMIT 有两种写法：LIMIT n OFFSET m，或者 LIMIT m, n；这里把两种混在了一起（先逗号，再 OFFSET）。" : "LIMIT has two forms, LIMIT n OFFSET m and LIMIT m, n; here they are mixed (a comma, then OFFSET)." }
        func limitCommaOffsetFix(_ n: String, _ m: String) -> String { zh ? "去掉逗号：LIMIT \(n) OFFSET \(m)（跳过 \(m) 行，再最多取 \(n) 行）。" : "Leave out the comma: LIMIT \(n) OFFSET \(m) (skip \(m) rows, then return at most \(n))." }
        var offsetWithoutLimit: String { zh ? "OFFSET 只能跟在 LIMIT 后面；没有 LIMIT 时，SQLite 把 OFFSET 读成了表的别名。" : "OFFSET can only follow LIMIT; with no LIMIT, SQLite read OFFSET as an alias of the table." }
        func offsetWithoutLimitFix(_ n: String) -> String { zh ? "在 OFFSET 前面写 LIMIT -1（-1 表示不限行数）：LIMIT -1 OFFSET \(n)。" : "Write LIMIT -1 before OFFSET (-1 means no limit): LIMIT -1 OFFSET \(n)." }
        var offsetBeforeLimit: String { zh ? "OFFSET 写在了 LIMIT 前面：SQLite 要求先写 LIMIT，再写 OFFSET。" : "OFFSET comes before LIMIT, and SQLite wants LIMIT first, then OFFSET." }
        func offsetBeforeLimitFix(_ count: String, _ n: String) -> String { zh ? "换个顺序：LIMIT \(count) OFFSET \(n)。" : "Swap them: LIMIT \(count) OFFSET \(n)." }
        func fullWidth(_ c: String, _ ascii: String) -> String { zh ? "\(c) 是全角字符（中文输入法打出来的），SQL 只认半角的 \(ascii)，所以 SQLite 把它当成了名字的一部分。" : "\(c) is a full-width character (from a Chinese or Japanese input method); SQL knows only the ASCII \(ascii), so SQLite read it as part of a name." }
        func fullWidthFix(_ c: String, _ ascii: String) -> String { zh ? "切换到英文标点，把 \(c) 换成 \(ascii)（引号里的文本不受影响）。" : "Switch the input method to ASCII punctuation and write \(ascii) for \(c) (text inside quotes may keep it)." }
        func defaultCall(_ f: String) -> String { zh ? "DEFAULT 后面的函数调用 \(f)(…) 必须放在括号里。" : "A function call as DEFAULT, \(f)(…), must be in parentheses." }
        func defaultCallFix(_ f: String) -> String {
            let call = ["NOW", "GETDATE", "CURRENT_TIMESTAMP"].contains(f.uppercased()) ? "datetime('now')" : "\(f)(…)"
            return zh ? "写成 DEFAULT (\(call))，或者 DEFAULT CURRENT_TIMESTAMP。" : "Write DEFAULT (\(call)), or DEFAULT CURRENT_TIMESTAMP."
        }
        func defaultText(_ v: String, _ next: String) -> String { zh ? "DEFAULT 的文本没有加引号：SQLite 把 \(v) 读成一个名字，接着的 \(next) 就无法解析了。" : "The DEFAULT text has no quotes: SQLite read \(v) as a name, and \(next) after it could not be parsed." }
        func defaultTextFix(_ text: String) -> String { zh ? "文本默认值要用单引号：DEFAULT '\(text)'。" : "Put a text default in single quotes: DEFAULT '\(text)'." }
        func defaultDate(_ v: String) -> String { zh ? "DEFAULT 后面的日期 \(v)… 没有加引号：SQLite 只接受一个数字，不接受算式。" : "The date after DEFAULT, \(v)…, has no quotes: SQLite accepts one number there, not arithmetic." }
        func extraComma(_ next: String) -> String { zh ? "\(next) 前面多了一个逗号：逗号后面没有列或值。" : "There is an extra comma before \(next): no column or value follows it." }
        var extraCommaFix: String { zh ? "删掉这个逗号（列表的最后一项后面不写逗号）。" : "Remove this comma (the last item of a list has none after it)." }
        func clauseTwice(_ c: String) -> String { zh ? "\(c) 子句写了两次；一条 SELECT 只能有一个 \(c)。" : "The \(c) clause is written twice; one SELECT has only one \(c)." }
        func clauseTwiceFix(_ c: String) -> String { zh ? c == "WHERE" ? "把两个条件合并到一个 WHERE 里，用 AND（或 OR）连接。" : "把两处合并成一个 \(c)，用逗号分隔各项。" : c == "WHERE" ? "Combine the conditions in one WHERE with AND (or OR)." : "Merge them into one \(c), its items separated by commas." }
        func clauseOrder(_ c: String, _ later: String) -> String { zh ? "\(c) 写在了 \(later) 之后，但它必须在 \(later) 之前。SELECT 的子句顺序是：FROM、WHERE、GROUP BY、HAVING、ORDER BY、LIMIT。" : "\(c) comes after \(later), but it must come before it. A SELECT's clauses go in this order: FROM, WHERE, GROUP BY, HAVING, ORDER BY, LIMIT." }
        func clauseOrderFix(_ c: String, _ later: String) -> String { zh ? "把 \(c) 子句移到 \(later) 前面（标记处）。" : "Move the \(c) clause before \(later) (marked)." }
        func reservedWord(_ t: String) -> String { zh ? "\(t) 是 SQL 的保留字，不能直接用作表名或列名。" : "\(t) is a reserved word of SQL and cannot be used as a table or column name as it is." }
        func reservedWordFix(_ t: String) -> String { zh ? "给它加上双引号：\"\(t)\"（每次用到都要加），或者换一个名字，例如 \(t.lowercased())_。" : "Put it in double quotes, \"\(t)\", everywhere it is used, or choose another name such as \(t.lowercased())_." }
        func missingSemicolon(_ t: String) -> String { zh ? "\(t) 开始了一条新语句，但前一条语句后面没有分号。" : "\(t) starts a new statement, but the one before it has no semicolon." }
        var missingSemicolonFix: String { zh ? "在前一条语句的末尾（标记处之前）加上 ;。" : "End the previous statement with ; (before the mark)." }
        func missingComma(_ a: String, _ b: String) -> String { zh ? "\(a) 和 \(b) 之间少了逗号。" : "A comma is missing between \(a) and \(b)." }
        var missingCommaFix: String { zh ? "在标记处前加一个逗号。" : "Add a comma just before the mark." }
        var caret: String { zh ? "SQLite 没有 ^ 运算符（在其他语言里它表示乘方或异或）。" : "SQLite has no ^ operator (a power, or exclusive or, in other languages)." }
        var caretFix: String { zh ? "乘方用 pow(x, 2)（或 x * x）；异或用 (a | b) - (a & b)。" : "For a power write pow(x, 2) (or x * x); for exclusive or, (a | b) - (a & b)." }
        var braces: String { zh ? "SQL 不用花括号 { }：一组值要放在圆括号里。" : "SQL has no braces { }: a list of values goes in parentheses." }
        var bracketsFix: String { zh ? "写成 IN (1, 2)。" : "Write IN (1, 2)." }
        func startsWithClause(_ k: String) -> String { zh ? "语句不能以 \(k) 开头：它前面的分号 ; 过早地结束了上一条语句，\(k) 子句被分了出来。" : "A statement cannot start with \(k): a ; before it ended the previous statement too early, and the \(k) clause was cut off." }
        func startsWithClauseFix(_ k: String) -> String { zh ? "删掉 \(k) 前面的分号，让它和前面的语句连在一起；分号只写在整条语句的末尾。" : "Remove the ; before \(k) so it belongs to the statement before; a ; goes only at the end of the whole statement." }
        var fromFirst: String { zh ? "语句以 FROM 开头，但查询要以 SELECT 开头：先写要哪些列，再写 FROM 哪张表。" : "The statement starts with FROM, but a query starts with SELECT: the columns first, then FROM and the table." }
        var fromFirstFix: String { zh ? "写成 SELECT 列 FROM 表，例如 SELECT name FROM emp。" : "Write SELECT columns FROM table, for example SELECT name FROM emp." }
        var caseWithoutEnd: String { zh ? "CASE 表达式没有以 END 结束。" : "The CASE expression has no END." }
        var caseWithoutEndFix: String { zh ? "在最后一个 THEN（或 ELSE）的值之后写 END：CASE WHEN … THEN … ELSE … END。" : "Write END after the last THEN (or ELSE) value: CASE WHEN … THEN … ELSE … END." }
        func isWith(_ k: String) -> String { zh ? "IS 后面要跟一个值（IS NULL、IS 5），\(k) 则单独使用，不和 IS 连写。" : "IS is followed by a value (IS NULL, IS 5); \(k) stands on its own, without IS." }
        func isWithFix(_ k: String) -> String { zh ? "删掉 IS：写 name \(k) …；否定写 NOT \(k)。" : "Remove IS: write name \(k) …; for the opposite, NOT \(k)." }
        var inWithoutParentheses: String { zh ? "IN 后面的值列表必须放在括号里。" : "The list after IN must be in parentheses." }
        func inWithoutParenthesesFix(_ first: String) -> String { zh ? "写成 IN (\(first), …)。" : "Write IN (\(first), …)." }
        func notEquals(_ op: String) -> String { zh ? "NOT \(op) 不是 SQL 的运算符：NOT 放在整个条件前面，不放在比较符前面。" : "NOT \(op) is not an operator of SQL: NOT goes before a whole condition, not before a comparison sign." }
        var notEqualsFix: String { zh ? "“不等于”写 <> 或 !=：salary <> 100；或者 NOT (salary = 100)。" : "Write 'not equal' as <> or !=: salary <> 100; or NOT (salary = 100)." }
        func columnNotRepeated(_ k: String, _ c: String) -> String { zh ? "\(k) 后面的比较缺少列：SQL 不会自动沿用前一个条件的 \(c)，每个比较都要写出两边。" : "The comparison after \(k) has no column: SQL does not carry \(c) over from the condition before, and each comparison needs both sides." }
        func columnNotRepeatedFix(_ k: String, _ c: String, _ op: String) -> String { zh ? "再写一次列名：\(k) \(c) \(op) …；范围也可以写成 \(c) BETWEEN 下限 AND 上限。" : "Write the column again: \(k) \(c) \(op) …; a range can also be written \(c) BETWEEN low AND high." }
        func quantifier(_ q: String) -> String { zh ? "SQLite 没有 \(q) (SELECT …) 这种量词写法。" : "SQLite has no \(q) (SELECT …) quantifier." }
        func quantifierFix(_ q: String, _ op: String) -> String {
            if op == "=" && q != "ALL" { return zh ? "= \(q) (SELECT x …) 写成 IN (SELECT x …)。" : "Write = \(q) (SELECT x …) as IN (SELECT x …)." }
            let big = op.hasPrefix(">") ? (q == "ALL" ? "max" : "min") : (q == "ALL" ? "min" : "max")
            return zh ? "和子查询的 \(big)() 比较：\(op) (SELECT \(big)(x) FROM …)。" : "Compare with the subquery's \(big)(): \(op) (SELECT \(big)(x) FROM …)."
        }
        var doubleAmpersand: String { zh ? "&& 不是 SQL 的写法：SQL 的“并且”是 AND。" : "&& is not SQL: SQL writes 'and' as AND." }
        var doubleAmpersandFix: String { zh ? "把 && 换成 AND（|| 在 SQL 里是文本拼接，“或者”写 OR）。" : "Replace && by AND (in SQL || joins text; 'or' is OR)." }
        var fetchFirst: String { zh ? "FETCH FIRST n ROWS ONLY 是标准 SQL 的写法，SQLite 没有。" : "FETCH FIRST n ROWS ONLY is standard SQL that SQLite does not have." }
        var fetchFirstFix: String { zh ? "在语句末尾写 LIMIT n（跳过行用 LIMIT n OFFSET m）。" : "End the statement with LIMIT n (and OFFSET m to skip rows)." }
        func synonym(_ t: String, _ k: String) -> String { zh ? "\(t) 不是 SQLite 的关键字；SQLite 写作 \(k)。" : "\(t) is not a keyword of SQLite; SQLite writes \(k)." }
        func columnsWithoutComma(_ t: String) -> String { zh ? "列定义 \(t) 前面少了逗号：前一列的定义还没有结束，SQLite 读不下去了。" : "A comma is missing before the column definition \(t): SQLite read it as part of the column before." }
        var theEnd: String { zh ? "语句末尾" : "the end" }
        func limitComma(_ n: String) -> String { zh ? "LIMIT \(n), 后面缺少行数：在 SQLite 里 LIMIT a, b 表示跳过 a 行、返回 b 行，逗号后面必须有数字。" : "LIMIT \(n), needs a row count after the comma: in SQLite LIMIT a, b means skip a rows and return b, so a number must follow the comma." }
        func limitCommaFix(_ n: String) -> String { zh ? "去掉逗号（LIMIT \(n)），或者写完整：LIMIT 10 OFFSET \(n)（比 LIMIT \(n), 10 更清楚）。" : "Remove the comma (LIMIT \(n)), or give the count: LIMIT 10 OFFSET \(n) (clearer than LIMIT \(n), 10)." }
        func limitNeedsNumber(_ k: String) -> String { zh ? "\(k) 后面缺少数字：\(k == "LIMIT" ? "LIMIT 表示最多返回几行" : "OFFSET 表示先跳过几行")。" : "\(k) needs a number after it: \(k == "LIMIT" ? "LIMIT says how many rows at most" : "OFFSET says how many rows to skip first")." }
        func limitNeedsNumberFix(_ k: String) -> String { zh ? "在 \(k) 后面写一个数字：\(k == "LIMIT" ? "LIMIT 10" : "LIMIT 10 OFFSET 20")；不需要就删掉 \(k)。" : "Write a number after \(k): \(k == "LIMIT" ? "LIMIT 10" : "LIMIT 10 OFFSET 20"); or remove \(k)." }
        var nulls: String { zh ? "NULLS 后面缺少 FIRST 或 LAST：它说明 NULL 排在最前还是最后。" : "NULLS must be followed by FIRST or LAST, which say where NULLs sort." }
        var nullsFix: String { zh ? "写 ORDER BY a NULLS LAST（或 NULLS FIRST），或者删掉 NULLS。" : "Write ORDER BY a NULLS LAST (or NULLS FIRST), or remove NULLS." }
        var betweenWithoutAnd: String { zh ? "BETWEEN 需要上下两个界限，用 AND 连接；这里只有一个。" : "BETWEEN needs two bounds joined by AND, and this one has only the first." }
        func betweenWithoutAndFix(_ low: String) -> String { zh ? "写成 BETWEEN \(low) AND 上限（两端都包含在内）。" : "Write BETWEEN \(low) AND the upper bound (both ends included)." }
        var distinctOn: String { zh ? "DISTINCT ON (…) 是 PostgreSQL 的写法，SQLite 没有：SQLite 的 DISTINCT 只作用于整行。" : "DISTINCT ON (…) is PostgreSQL's; SQLite has none: its DISTINCT applies to whole rows." }
        var distinctOnFix: String { zh ? "每组取一行：用 GROUP BY a 加聚合（min、max），或用窗口函数：SELECT * FROM (SELECT *, row_number() OVER (PARTITION BY a ORDER BY b) AS n FROM t) WHERE n = 1。" : "For one row per group use GROUP BY a with aggregates (min, max), or a window function: SELECT * FROM (SELECT *, row_number() OVER (PARTITION BY a ORDER BY b) AS n FROM t) WHERE n = 1." }
        func changeInSubquery(_ k: String) -> String { zh ? "\(k) 不能写在子查询或 WITH 里：在 SQLite 中它只能是一条独立的语句，RETURNING 也只能用在最外层（PostgreSQL 才允许这样嵌套）。" : "\(k) cannot be a subquery or a WITH part: in SQLite it can only be a statement of its own, and RETURNING works only there (PostgreSQL allows the nesting)." }
        func changeInSubqueryFix(_ k: String) -> String { zh ? "把 \(k) … RETURNING … 单独作为一条语句执行；需要的行先用 SELECT 查出来（或存进临时表），再做修改。" : "Run the \(k) … RETURNING … as a statement of its own; to use the rows elsewhere, SELECT them first (or into a temporary table), then make the change." }
        func missingName(_ what: String, _ after: String) -> String {
            let zhWhat = ["TABLE": "表", "VIEW": "视图", "INDEX": "索引", "TRIGGER": "触发器"][what] ?? "表"
            return zh ? "\(after) 后面缺少\(zhWhat)的名字：SQLite 把下一个符号当成了名字的位置。" : "The \(what.lowercased()) has no name: a name must follow \(after)."
        }
        func missingNameFix(_ what: String, _ head: String) -> String { zh ? "在 \(head) 后面写上名字，例如：\(head) items (…)。" : "Write the name after \(head), for example: \(head) items (…)." }
        func misspelt(_ t: String, _ k: String) -> String { zh ? "\(t) 不是 SQL 关键字，多半是 \(k) 拼错了。" : "\(t) is not an SQL keyword; it is probably \(k) misspelt." }
        func misspeltFix(_ k: String) -> String { zh ? "写成 \(k)。" : "Write \(k)." }
    }
}
