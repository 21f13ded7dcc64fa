import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine
/// Renders lesson prose for a terminal: headings, emphasis, code spans, lists, quotes,
/// tables and code blocks, wrapped to `width` columns.
public struct ProseRenderer {
    public let style: Style
    public let width: Int

    public init(style: Style, width: Int = 80) {
        self.style = style
        self.width = max(20, width)
    }

    public func render(_ block: ProseBlock) -> String {
        render(block, indent: "").joined(separator: "\n")
    }

    /// A short Markdown text (`code` spans, *emphasis*) as one wrapped paragraph: the first
    /// line starts with `indent` + `label`, later lines with `hanging`.
    public func paragraph(_ markdown: String, label: String = "", indent: String = "", hanging: String = "") -> String {
        var inlines: [Inline] = [.text(label)]
        if case .paragraph(let parsed)? = (try? MarkdownReader.read(markdown))?.first?.prose {
            inlines += parsed
        } else {
            inlines.append(.text(markdown))
        }
        return wrap(inlines, indent: indent, hanging: hanging).joined(separator: "\n")
    }

    private func render(_ block: ProseBlock, indent: String) -> [String] {
        switch block {
        case .heading(let level, let inlines):
            let text = Inline.plain(inlines)
            if level == 1 {
                return [indent + style.bold(text), indent + String(repeating: "═", count: min(width, TextWidth.of(text)))]
            }
            if level == 2 {
                return [indent + style.bold(text), indent + String(repeating: "─", count: min(width, TextWidth.of(text)))]
            }
            return [indent + style.bold(text)]
        case .paragraph(let inlines):
            return wrap(inlines, indent: indent, hanging: indent)
        case .list(let ordered, let start, let items):
            var lines: [String] = []
            for (i, item) in items.enumerated() {
                let bullet = ordered ? "\(start + i). " : "• "
                let hanging = indent + String(repeating: " ", count: bullet.count)
                for (j, child) in item.enumerated() {
                    var childLines = render(child, indent: hanging)
                    if j == 0, !childLines.isEmpty {
                        childLines[0] = indent + bullet + childLines[0].dropFirst(hanging.count)
                    }
                    lines += childLines
                }
            }
            return lines
        case .quote(let blocks):
            return blocks.flatMap { render($0, indent: indent + "│ ") }
        case .code(_, let text):
            return text.split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast(text.hasSuffix("\n") ? 1 : 0)
                .flatMap { line in
                    ProseRenderer.codeLines(String(line), width: width - TextWidth.of(indent) - 4).enumerated().map {
                        indent + "    " + ($0.offset > 0 ? "    " : "") + style.cyan($0.element)
                    }
                }
        case .table(let header, let rows):
            let table = TableRenderer(maximumWidth: width - TextWidth.of(indent)).render(columns: header.map(Inline.plain), rows: rows.map { $0.map(Inline.plain) })
            return table.split(separator: "\n").map { indent + $0 }
        case .rule:
            return [indent + String(repeating: "─", count: min(width, 40))]
        }
    }

    /// A line of code cut to `width` columns only at a space outside a string literal (`"…"`,
    /// `'…'`), so that no literal is broken (a copied snippet keeps its strings whole); the
    /// pieces after the first are shown indented further. A line with no such space stays
    /// whole, wider than the width.
    static func codeLines(_ line: String, width: Int) -> [String] {
        guard TextWidth.of(line) > width, width > 10 else { return [line] }
        var pieces: [String] = []
        var rest = Substring(line)
        var limit = width
        while TextWidth.of(String(rest)) > limit {
            // The last space outside quotes within the limit.
            var quote: Character?
            var columns = 0
            var cut: Substring.Index?
            for index in rest.indices {
                let c = rest[index]
                columns += TextWidth.of(String(c))
                if columns > limit { break }
                if let q = quote {
                    if c == q { quote = nil }
                } else if c == "\"" || c == "'" {
                    quote = c
                } else if c == " ", index > rest.startIndex {
                    cut = index
                }
            }
            guard let cut else { break }
            pieces.append(String(rest[..<cut]))
            rest = rest[rest.index(after: cut)...]
            limit = width - 4
        }
        return pieces + [String(rest)]
    }

    /// Closing punctuation that must not start a line.
    static var noBreakBefore: Set<Character> { LineWrapper.noLineStart }

    /// One unit of wrapping: a word (or one CJK character) with its styled text and width.
    private struct Piece {
        var text: String
        /// The text without styling, for the rules of line start and end.
        var plain = ""
        var width: Int
        /// A space goes before it, unless it starts a line.
        var spaceBefore: Bool
        /// A line may break before it (false for punctuation glued to a code span).
        var breakBefore: Bool
        var forcedBreak = false
    }

    /// Word-wraps inline text to `width`; Chinese text breaks between characters. Styles apply
    /// per piece, so wrapping never splits an escape code.
    func wrap(_ inlines: [Inline], indent: String, hanging: String) -> [String] {
        var pieces: [Piece] = []
        var atSpace = true   // whether the text so far ends in a space

        func appendText(_ text: String, _ decorate: (String) -> String, keepTogether: Bool) {
            var word = ""
            var wordSpace = false
            var wordBreaks = false
            func flush() {
                guard !word.isEmpty else { return }
                let shown = decorate(word)
                // What the terminal shows takes the columns: the decoration's backticks (plain
                // style) count, escape codes (in the text, as a coloured label, or added) do not.
                let visible = LineWrapper.stripEscapes(shown)
                pieces.append(Piece(text: shown, plain: LineWrapper.stripEscapes(word), width: TextWidth.of(visible),
                                    spaceBefore: wordSpace, breakBefore: wordBreaks))
                word = ""
            }
            let characters = Array(text)
            var i = 0
            while i < characters.count {
                let character = characters[i]
                i += 1
                // A quoted value ('女', "name", “girls”) is one piece: never split, and closing
                // punctuation after it stays with it.
                if !keepTogether, let close = LineWrapper.quoteEnd(characters, at: i - 1,
                                                                    previous: word.last ?? (atSpace ? " " : pieces.last?.plain.last)) {
                    if word.isEmpty {
                        wordSpace = atSpace
                        wordBreaks = atSpace || pieces.last?.width == 2
                    } else if let last = word.last, TextWidth.of(String(last)) == 2 {
                        flush()
                        wordSpace = false
                        wordBreaks = true
                    }
                    word += String(characters[(i - 1)...close])
                    atSpace = false
                    i = close + 1
                    continue
                }
                if character == " " && !keepTogether {
                    flush()
                    atSpace = true
                } else if !keepTogether && TextWidth.of(String(character)) == 2 {
                    // A wide (CJK) character is a piece of its own: lines may break around it,
                    // but never before closing punctuation (，。、) — the rule of 禁则.
                    flush()
                    let closing = ProseRenderer.noBreakBefore.contains(character)
                    pieces.append(Piece(text: decorate(String(character)), plain: String(character), width: 2, spaceBefore: atSpace, breakBefore: !closing))
                    atSpace = false
                } else {
                    if word.isEmpty {
                        wordSpace = atSpace
                        // A line may break before a word that follows a space or a wide character.
                        wordBreaks = atSpace || pieces.last?.width == 2
                    }
                    word.append(character)
                    atSpace = false
                }
            }
            flush()
        }

        /// Does the inline at `i + 1` start with a wide character?
        func nextStartsWide(_ list: [Inline], _ i: Int) -> Bool {
            guard i + 1 < list.count, case .text(let next) = list[i + 1], let first = next.first else { return false }
            return TextWidth.of(String(first)) == 2
        }

        func add(_ inlines: [Inline], _ decorate: @escaping (String) -> String) {
            for (index, inline) in inlines.enumerated() {
                switch inline {
                case .text(let s): appendText(s, decorate, keepTogether: false)
                case .code(let s): appendText(s, { [style] in style.code(decorate($0)) }, keepTogether: true)
                case .emphasis(let c): add(c, { [style] in style.italic(decorate($0)) })
                case .strong(let c): add(c, { [style] in style.bold(decorate($0)) })
                case .link(let text, let url):
                    add(text, { [style] in style.underline(decorate($0)) })
                    if Inline.plain(text) != url { atSpace = true; appendText("<\(url)>", decorate, keepTogether: true) }
                case .softBreak:
                    // Between two Chinese characters a line break in the source is no space.
                    atSpace = !(pieces.last?.width == 2 && nextStartsWide(inlines, index))
                case .lineBreak:
                    pieces.append(Piece(text: "", width: 0, spaceBefore: false, breakBefore: true, forcedBreak: true))
                    atSpace = true
                }
            }
        }
        add(inlines, { $0 })

        // Lines are filled by `LineWrapper`, which keeps the rules of Chinese line breaking
        // (no line starts with closing punctuation, none ends with opening punctuation).
        let atoms = LineWrapper.applyRules(pieces.map {
            LineWrapper.Atom(text: $0.text, plain: $0.plain, width: $0.width, spaceBefore: $0.spaceBefore,
                             breakBefore: $0.breakBefore, forcedBreak: $0.forcedBreak)
        })
        let lines = LineWrapper.fill(atoms, width: width, indent: indent, hanging: hanging)
        return lines
    }
}
