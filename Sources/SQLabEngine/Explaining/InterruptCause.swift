import SQLabSQL

/// What stopped a statement with `SQLITE_INTERRUPT`, in the learner's words: the person at the
/// keyboard (Ctrl-C), a recursion that cannot end, or a statement that has a way to end but
/// did more work than its time limit allows. Telling these apart matters: a query with a stop
/// condition that runs long must not be told it has none, and Ctrl-C is not a time limit.
public enum InterruptCause: Equatable, Sendable {
    /// Ctrl-C (`sqlite3_interrupt` from the REPL's SIGINT handler).
    case userInterrupt
    /// `WITH RECURSIVE` with no `WHERE` and no `LIMIT` anywhere in the statement: nothing can
    /// stop the recursion, so it ran into the limit of `seconds`.
    case endlessRecursion(seconds: Double)
    /// The limit of `seconds` ran out on a statement that can end.
    case timeLimit(seconds: Double)

    /// The cause for `sql`, stopped at its deadline of `timeout` seconds (nil: not the deadline).
    public static func of(_ sql: String, timeout: Double?) -> InterruptCause {
        guard let timeout else { return .userInterrupt }
        let keywords = Set(Tokenizer.significantTokens(sql).compactMap(\.keyword))
        if keywords.contains("RECURSIVE"), !keywords.contains("WHERE"), !keywords.contains("LIMIT") {
            return .endlessRecursion(seconds: timeout)
        }
        return .timeLimit(seconds: timeout)
    }

    /// The most the REPL's `.timeout` may raise the limit to, in seconds.
    public static let timeoutCap = 10.0

    /// What `interrupted` means when this is the cause (the catalogue's text speaks of the time limit).
    public func meaning(zh: Bool) -> String {
        switch self {
        case .userInterrupt:
            return zh ? "语句在完成之前被中断了（Ctrl-C，或程序调用了 sqlite3_interrupt），不是因为超时。"
                      : "The statement was interrupted before it finished (Ctrl-C, or sqlite3_interrupt called by the program), not stopped by a time limit."
        case .endlessRecursion, .timeLimit:
            return zh ? "语句运行超过了 sqlab 的时间限制，被停止了。" : "The statement ran past sqlab's time limit and was stopped."
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
            return zh ? "这个递归 CTE 既没有 WHERE 也没有 LIMIT，递归永远不会结束；sqlab 在 \(format(seconds)) 秒的时限处停止了它。给递归部分加上终止条件（WHERE n < 10），或在查询末尾加 LIMIT。"
                      : "This recursive CTE has no WHERE and no LIMIT, so the recursion can never end; sqlab stopped it at the \(format(seconds)) s limit. Give the recursive part a stop condition (WHERE n < 10) or end the query with a LIMIT."
        case .timeLimit(let seconds):
            return zh ? "语句有结束的条件，但在 \(format(seconds)) 秒的时限内没有做完，被 sqlab 停止。先在更少的行上试一试；在 REPL 里可以用 .timeout 把时限提高到最多 \(format(InterruptCause.timeoutCap)) 秒。"
                      : "The statement can end, but it did not finish within its \(format(seconds)) s limit, so sqlab stopped it. Try it on fewer rows first; in the REPL, .timeout raises the limit up to \(format(InterruptCause.timeoutCap)) s."
        }
    }
}
