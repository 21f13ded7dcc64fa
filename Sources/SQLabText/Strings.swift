/// Interface words sqlab shows learners around its explanations (step headers, row counts,
/// labels), looked up in the text catalogue (`Catalogue`) in one language. Explanations of
/// result codes live in `ResultCodeExplanations`.
public struct Strings: Sendable {
    public let language: Language
    public init(_ language: Language) { self.language = language }

    private func text(_ key: TextKey, _ arguments: Any...) -> String {
        Catalogue.text(key, language, arguments)
    }

    public var step: String { text(.step) }
    public var setupStep: String { text(.setupStep) }
    public func lineNumber(_ n: Int) -> String { text(.lineNumber, n) }
    public var expect: String { text(.expect) }
    public var bound: String { text(.bound) }
    public func rows(_ n: Int) -> String { text(.rows, n) }
    public func moreRows(_ n: Int) -> String { text(.moreRows, n) }
    public func countCapped(_ n: Int) -> String { text(.countCapped, n) }
    public func rowsChanged(_ n: Int) -> String { text(.rowsChanged, n) }
    public func rowsChanged(_ n: Int, in table: String) -> String { text(.rowsChangedIn, n, table) }
    /// sqlite3_changes counts only the statement's own rows, not those foreign-key actions and
    /// triggers changed.
    public func rowsChangedWithSideEffects(_ direct: Int, _ all: Int) -> String { text(.rowsChangedWithSideEffects, direct, all) }
    public func inTable(_ t: String, _ n: Int?) -> String {
        guard let n else { return text(.inTable, t) }
        return text(.inTableCounted, t, n)
    }
    public var changeLegend: String { text(.changeLegend) }
    public var asExpected: String { text(.asExpected) }
    public var shouldSucceed: String { text(.shouldSucceed) }
    public func expectedCode(_ c: String) -> String { text(.expectedCode, c) }
    public var succeededInstead: String { text(.succeededInstead) }
    public var failedOtherwise: String { text(.failedOtherwise) }
    public var sqliteSays: String { text(.sqliteSays) }
    /// The label of a message sqlab wrote itself (`sqlab lab` answering without calling SQLite).
    public var sqlabSays: String { text(.sqlabSays) }
    public var didYouMean: String { text(.didYouMean) }
    public var why: String { text(.why) }
    public var meaning: String { text(.meaning) }
    public var cause: String { text(.cause) }
    public var fix: String { text(.fix) }
    public func extendedOf(_ p: String) -> String { text(.extendedOf, p) }
    public var exercise: String { text(.exercise) }
    public func points(_ n: Int) -> String { text(.points, n) }
    public var expectedResult: String { text(.expectedResult) }
    public var checkAnswer: String { text(.checkAnswer) }
    public func hints(_ n: Int) -> String { text(.hints, n) }
    public var lesson: String { text(.lesson) }
    public var skippedStep: String { text(.skippedStep) }
    public var pausePrompt: String { text(.pausePrompt) }
    public func summary(ran: Int, asMarked: Int, misbehaved: Int, skipped: Int) -> String {
        skipped > 0 ? text(.summarySkipped, ran, asMarked, misbehaved, skipped) : text(.summary, ran, asMarked, misbehaved)
    }
    public var rowsThen: String { text(.rowsThen) }
    /// `word` as a label before what it names: `Cause: `, in Chinese with a full-width colon
    /// and no space (`常见原因：`).
    public func label(_ word: String) -> String { word + (language == .zh ? "：" : ": ") }
    public func column(_ n: Int) -> String { text(.column, n) }
}
