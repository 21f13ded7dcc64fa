/// Terminal styling: ANSI colours and weights when on, plain text when off (not a terminal,
/// `NO_COLOR` set, or tests). Output is otherwise identical, so golden files hold plain text.
public struct Style: Sendable {
    public let enabled: Bool
    public init(enabled: Bool) { self.enabled = enabled }
    public static let plain = Style(enabled: false)

    func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
    public func bold(_ s: String) -> String { wrap(s, "1") }
    public func dim(_ s: String) -> String { wrap(s, "2") }
    public func italic(_ s: String) -> String { wrap(s, "3") }
    public func underline(_ s: String) -> String { wrap(s, "4") }
    public func red(_ s: String) -> String { wrap(s, "31") }
    public func green(_ s: String) -> String { wrap(s, "32") }
    public func yellow(_ s: String) -> String { wrap(s, "33") }
    public func blue(_ s: String) -> String { wrap(s, "34") }
    public func cyan(_ s: String) -> String { wrap(s, "36") }
    /// A code span in prose: coloured on a terminal, in backticks as plain text.
    public func code(_ s: String) -> String { enabled ? wrap(s, "36") : "`" + s + "`" }
}
