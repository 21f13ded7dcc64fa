/// Interface words sqlab shows learners, in English and Chinese. Explanations of result codes
/// live in `ResultCodeExplanations`; these are the labels around them.
public struct Strings: Sendable {
    public let language: Language
    public init(_ language: Language) { self.language = language }
    private var zh: Bool { language == .zh }

    public var step: String { zh ? "步骤" : "Step" }
    public var setupStep: String { zh ? "准备步骤" : "Setup step" }
    public var line: String { zh ? "第" : "line" }
    public func lineNumber(_ n: Int) -> String { zh ? "第 \(n) 行" : "line \(n)" }
    public var expect: String { zh ? "预期失败" : "expect" }
    public var bound: String { zh ? "绑定" : "bound" }
    public func rows(_ n: Int) -> String { zh ? "\(n) 行" : (n == 1 ? "1 row" : "\(n) rows") }
    public func moreRows(_ n: Int) -> String { zh ? "……另有 \(n) 行未显示" : "… \(n) more row\(n == 1 ? "" : "s") not shown" }
    public func countCapped(_ n: Int) -> String { zh ? "超过 \(n) 行，停止计数" : "more than \(n) rows; stopped counting" }
    public func rowsChanged(_ n: Int) -> String { zh ? "改变了 \(n) 行" : (n == 1 ? "1 row changed" : "\(n) rows changed") }
    public func rowsChanged(_ n: Int, in table: String) -> String {
        zh ? "改变了表 \(table) 中的 \(n) 行：" : (n == 1 ? "1 row changed in \(table):" : "\(n) rows changed in \(table):")
    }
    /// sqlite3_changes counts only the statement's own rows, not those foreign-key actions and
    /// triggers changed.
    public func rowsChangedWithSideEffects(_ direct: Int, _ all: Int) -> String {
        zh ? "改变了 \(direct) 行（sqlite3_changes 只计语句自己的表；算上外键动作和触发器，共改变了 \(all) 行）："
           : "\(direct) row\(direct == 1 ? "" : "s") changed (what sqlite3_changes counts: the statement's own table); \(all) in all, with foreign-key actions and triggers:"
    }
    public func inTable(_ t: String, _ n: Int?) -> String {
        guard let n else { return zh ? "表 \(t)：" : "in \(t):" }
        return zh ? "表 \(t)（\(n) 行）：" : "in \(t) (\(n) row\(n == 1 ? "" : "s")):"
    }
    public var changeLegend: String { zh ? "~ 更新的行：旧值 → 新值" : "~ updated row: old value → new value" }
    public var asExpected: String { zh ? "按预期失败" : "failed as expected" }
    public var shouldSucceed: String { zh ? "这一步本应成功，却失败了" : "this step should have succeeded, but it failed" }
    public func expectedCode(_ c: String) -> String { zh ? "这一步本应以 \(c) 失败" : "this step should have failed with \(c)" }
    public var succeededInstead: String { zh ? "却成功了" : "but it succeeded" }
    public var failedOtherwise: String { zh ? "却是另一个结果码" : "but it failed with another code" }
    public var sqliteSays: String { zh ? "SQLite 说" : "SQLite says" }
    public var didYouMean: String { zh ? "你是不是想写" : "Did you mean" }
    public var why: String { zh ? "为什么" : "Why" }
    public var meaning: String { zh ? "含义" : "Meaning" }
    public var cause: String { zh ? "常见原因" : "Cause" }
    public var fix: String { zh ? "怎么改" : "Fix" }
    public func extendedOf(_ p: String) -> String { zh ? "\(p) 的扩展码" : "an extended code of \(p)" }
    public var exercise: String { zh ? "练习" : "Exercise" }
    public func points(_ n: Int) -> String { zh ? "\(n) 分" : (n == 1 ? "1 point" : "\(n) points") }
    public var expectedResult: String { zh ? "预期结果：" : "Expected result:" }
    public var checkAnswer: String { zh ? "检查你的答案：" : "Check your answer:" }
    public func hints(_ n: Int) -> String { zh ? "提示（共 \(n) 条）：" : "Hints (\(n)):" }
    public var lesson: String { zh ? "课程" : "Lesson" }
    public var skippedStep: String { zh ? "（跳过）" : "(skipped)" }
    public var pausePrompt: String { zh ? "[回车] 运行　[s] 跳过　[q] 退出 " : "[Enter] run  [s] skip  [q] quit " }
    public func summary(ran: Int, asMarked: Int, misbehaved: Int, skipped: Int) -> String {
        if zh {
            return "运行了 \(ran) 步：\(asMarked) 步符合标注，\(misbehaved) 步不符合" + (skipped > 0 ? "，跳过 \(skipped) 步" : "") + "。"
        }
        return "Ran \(ran) step\(ran == 1 ? "" : "s"): \(asMarked) behaved as marked, \(misbehaved) did not" + (skipped > 0 ? ", \(skipped) skipped" : "") + "."
    }
    public var rowsThen: String { zh ? "，然后" : ", then" }
    public var traceOpen: String { "sqlite3_open_v2(\":memory:\", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) → 0 SQLITE_OK" }
}
