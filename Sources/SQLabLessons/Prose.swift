import SQLabSQLite
import SQLabText
import SQLabSQL
/// Prose from a lesson as a small tree, free of any C pointer: what the terminal renderer
/// (`ProseRenderer`) draws.
public indirect enum ProseBlock: Sendable, Equatable {
    case heading(level: Int, [Inline])
    case paragraph([Inline])
    /// A list; each item is a list of blocks. `start` is the first number of an ordered list.
    case list(ordered: Bool, start: Int, items: [[ProseBlock]])
    case quote([ProseBlock])
    /// A fenced or indented code block in another language (`c`, `swift`): shown, never run.
    case code(language: String, text: String)
    /// A GitHub table: header cells then body rows, each cell as inline text.
    case table(header: [[Inline]], rows: [[[Inline]]])
    case rule
}

/// Inline text inside a prose block.
public indirect enum Inline: Sendable, Equatable {
    case text(String)
    case code(String)
    case emphasis([Inline])
    case strong([Inline])
    case link(text: [Inline], url: String)
    case lineBreak
    case softBreak

    /// The plain text, without any styling.
    public static func plain(_ inlines: [Inline]) -> String {
        inlines.map { inline -> String in
            switch inline {
            case .text(let s), .code(let s): return s
            case .emphasis(let c), .strong(let c): return plain(c)
            case .link(let text, _): return plain(text)
            case .lineBreak: return "\n"
            case .softBreak: return " "
            }
        }.joined()
    }
}
