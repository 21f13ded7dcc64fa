import SQLabSQL

/// What stopped a statement with `SQLITE_INTERRUPT`, in the learner's words: the person at the
/// keyboard (Ctrl-C), a recursion that cannot end, or a statement that has a way to end but
/// did more work than its time limit allows. Telling these apart matters: a query with a stop
/// condition that runs long must not be told it has none, and Ctrl-C is not a time limit.
public enum InterruptCause: Equatable, Sendable {
    /// Ctrl-C (`sqlite3_interrupt` from the REPL's SIGINT handler).
    case userInterrupt
    /// A recursive CTE whose recursive part (what follows its `UNION`) has no `WHERE` and no
    /// `LIMIT`, in a statement with no `LIMIT` of its own outside the CTEs: nothing can stop the
    /// recursion, so it ran into the limit of `seconds`. (A `WHERE` of the outer query filters
    /// rows the endless recursion makes: it does not stop it.)
    case endlessRecursion(seconds: Double)
    /// The limit of `seconds` ran out on a statement that can end.
    case timeLimit(seconds: Double)

    /// The cause for `sql`, stopped at its deadline of `timeout` seconds (nil: not the deadline).
    public static func of(_ sql: String, timeout: Double?) -> InterruptCause {
        guard let timeout else { return .userInterrupt }
        return hasEndlessRecursion(Tokenizer.significantTokens(sql)) ? .endlessRecursion(seconds: timeout) : .timeLimit(seconds: timeout)
    }

    /// True when a `WITH RECURSIVE` CTE of `tokens` has a recursive part (after a `UNION` at the
    /// CTE's own level, naming the CTE) with no `WHERE` and no `LIMIT` at any depth, and the
    /// statement has no `LIMIT` outside its CTEs that could end the reading early
    /// (<https://sqlite.org/lang_with.html>: a recursive CTE stops when its queue is empty or
    /// its LIMIT is reached).
    static func hasEndlessRecursion(_ tokens: [Token]) -> Bool {
        guard let with = tokens.firstIndex(where: { $0.keyword == "WITH" }),
              with + 1 < tokens.count, tokens[with + 1].keyword == "RECURSIVE" else { return false }
        var endless = false
        var index = with + 2
        // name [(columns)] AS [NOT] [MATERIALIZED] ( body ) [, …]
        while index < tokens.count {
            let name = tokens[index].name?.lowercased()
            index += 1
            if index < tokens.count, tokens[index].text == "(" { index = closing(tokens, from: index) + 1 }
            while index < tokens.count, tokens[index].text != "(" {
                guard ["AS", "NOT", "MATERIALIZED"].contains(tokens[index].keyword ?? "") else { return endless }
                index += 1
            }
            guard index < tokens.count else { return endless }
            let end = closing(tokens, from: index)
            let body = Array(tokens[(index + 1)..<min(end, tokens.count)])
            if let name, let recursive = recursivePart(body, naming: name),
               !recursive.contains(where: { $0.keyword == "WHERE" || $0.keyword == "LIMIT" }) {
                endless = true
            }
            index = end + 1
            if index < tokens.count, tokens[index].text == "," { index += 1; continue }
            break
        }
        // A LIMIT on the query that reads the CTE stops the recursion once it has its rows: the
        // query after the CTEs, up to the `)` that closes a subquery the WITH is in
        // (`FROM (WITH RECURSIVE c … SELECT x FROM c LIMIT 5)`).
        var readingQuery: [Token] = []
        var depth = 0
        for token in tokens[min(index, tokens.count)...] {
            if token.text == "(" { depth += 1 }
            if token.text == ")" { depth -= 1; if depth < 0 { break } }
            readingQuery.append(token)
        }
        // Or a LIMIT of the statement outside the subquery (`SELECT … FROM (WITH …) LIMIT 5`).
        let statement = Array(tokens[..<with]) + (index < tokens.count ? Array(tokens[index...]) : [])
        let outerLimit = depthZero(readingQuery).contains { $0.keyword == "LIMIT" } || depthZero(statement).contains { $0.keyword == "LIMIT" }
        return endless && !outerLimit
    }

    /// The index of the `)` closing the `(` at `open` (the end of `tokens` when unclosed).
    private static func closing(_ tokens: [Token], from open: Int) -> Int {
        var depth = 0
        for i in open..<tokens.count {
            if tokens[i].text == "(" { depth += 1 }
            if tokens[i].text == ")" { depth -= 1; if depth == 0 { return i } }
        }
        return tokens.count
    }

    /// The tokens of `tokens` outside any parentheses.
    private static func depthZero(_ tokens: [Token]) -> [Token] {
        var depth = 0
        return tokens.filter { token in
            if token.text == "(" { depth += 1; return false }
            if token.text == ")" { depth -= 1; return false }
            return depth == 0
        }
    }

    /// What follows the first `UNION` at the body's own level, when it names the CTE `name`.
    private static func recursivePart(_ body: [Token], naming name: String) -> [Token]? {
        var depth = 0
        for (i, token) in body.enumerated() {
            if token.text == "(" { depth += 1 }
            if token.text == ")" { depth -= 1 }
            if depth == 0, token.keyword == "UNION" {
                let rest = Array(body[(i + 1)...])
                return rest.contains { $0.name?.lowercased() == name } ? rest : nil
            }
        }
        return nil
    }

    /// The most the REPL's `.timeout` may raise the limit to, in seconds.
    public static let timeoutCap = 10.0

    /// What `SQLITE_INTERRUPT` meant this time, in `zh` or English: stopped by the person at the
    /// keyboard, or by sqlab's time limit (the message catalogue's own sentence for `interrupted`
    /// says the same; the explainer shows that one).
    public func meaning(zh: Bool) -> String {
        switch self {
        case .userInterrupt:
            return zh ? "语句在完成之前被中断了（Ctrl-C 让 sqlab 调用了 sqlite3_interrupt）。" : "The statement was interrupted before it finished (Ctrl-C made sqlab call sqlite3_interrupt)."
        case .endlessRecursion, .timeLimit:
            return zh ? "语句超过了 sqlab 的时间限制，被停止了。" : "The statement ran past sqlab's time limit and was stopped."
        }
    }

    /// What to do about it, in `zh` or English; empty after Ctrl-C (nothing is wrong).
    public func fix(zh: Bool) -> String {
        func format(_ seconds: Double) -> String { seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds) }
        switch self {
        case .userInterrupt:
            return ""
        case .endlessRecursion:
            return zh ? "在递归部分（UNION 之后的 SELECT）加上 WHERE 终止条件，例如 WHERE n < 10，或在 CTE 或查询末尾加 LIMIT。"
                      : "Add a stop condition to the recursive part (the SELECT after UNION), such as WHERE n < 10, or a LIMIT to the CTE or the query."
        case .timeLimit:
            return zh ? "让语句做更少的事：加上筛选行的条件，用 ON 条件按键连接表；确实需要更久时，在 REPL 里用 .timeout 秒数 提高时限（最多 \(format(InterruptCause.timeoutCap)) 秒）。"
                      : "Make the statement do less: conditions that narrow the rows, joins ON their keys; when it needs longer, raise the limit in the REPL with .timeout SECONDS (at most \(format(InterruptCause.timeoutCap)) s)."
        }
    }

    /// One or two sentences saying what happened, in `zh` or English.
    public func sentence(zh: Bool) -> String {
        func format(_ seconds: Double) -> String { seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds) }
        switch self {
        case .userInterrupt:
            return zh ? "你按了 Ctrl-C，语句在完成之前被停止了；它没有改变数据库。"
                      : "You pressed Ctrl-C, so the statement was stopped before it finished; it changed nothing."
        case .endlessRecursion(let seconds):
            return zh ? "这个 CTE 的递归部分（UNION 之后的 SELECT）既没有 WHERE 也没有 LIMIT，递归永远不会结束；sqlab 在 \(format(seconds)) 秒的时限处停止了它。读取这个 CTE 的查询里的 WHERE 不能让递归停下。"
                      : "The recursive part of this CTE (the SELECT after UNION) has no WHERE and no LIMIT, so the recursion never ends; sqlab stopped it at the \(format(seconds)) s limit. A WHERE on the query that reads the CTE does not stop it."
        case .timeLimit(let seconds):
            return zh ? "语句有结束的条件，只是在 \(format(seconds)) 秒的时限内没有做完，被 sqlab 停止了。"
                      : "The statement can end, but it did not finish within its \(format(seconds)) s limit, so sqlab stopped it."
        }
    }
}
