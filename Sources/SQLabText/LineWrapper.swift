/// Wraps text to a number of terminal columns (display width, `TextWidth`), by the rules of
/// Chinese typesetting as well as English: lines break at spaces and between Chinese
/// characters; no line starts with closing punctuation (`，。、；：？！）」』` and the like) and
/// none ends with opening punctuation (`（「『`); a quoted value (`'女'`, `"name"`, `“girls”`)
/// is never split; a word longer than a line (a long identifier, a URL) is cut only when it
/// cannot fit on a line of its own.
///
/// Escape sequences (`ESC [ … m`, `Style`) take no columns and stay with the text they are in.
/// Continuation lines get the indentation of the line they come from and two columns more
/// (which puts them under the text after a bullet: `• `, `- `, `✗ `, `✓ `).
///
/// The rules of line breaking follow JIS X 4051 / W3C "Requirements for Chinese Text Layout"
/// (clreq, <https://www.w3.org/TR/clreq/#prohibition_rules_for_line_start_end>).
public enum LineWrapper {
    /// Chinese closing punctuation: closing brackets and quotes, pauses and stops (clreq 3.1.7).
    public static let closingPunctuation: Set<Character> = [
        "，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "》", "〉", "】", "〕", "〗", "〙", "〛", "”", "’",
        "﹐", "﹒", "﹔", "﹕", "％", "］", "｝", "｠",
    ]
    /// Punctuation that must not start a line: the closing punctuation, the ellipsis and other
    /// marks that belong to what precedes them, and their ASCII counterparts.
    public static let noLineStart: Set<Character> = closingPunctuation.union([
        "…", "‥", "・", "～", "〜", "ー", ",", ".", ";", ":", "?", "!", ")", "]", "}", "%",
    ])
    /// Punctuation that must not end a line (opening brackets and quotes).
    public static let noLineEnd: Set<Character> = [
        "（", "「", "『", "《", "〈", "【", "〔", "〖", "〘", "〚", "“", "‘", "［", "｛", "｟", "(", "[", "{",
    ]

    /// One unbreakable piece of a line: a word, one Chinese character, a quoted value.
    public struct Atom {
        /// The text as shown (with any escape sequences).
        public var text: String
        /// Its display width in columns.
        public var width: Int
        /// A space is shown before it, unless it starts a line.
        public var spaceBefore: Bool
        /// A line may break before it (false for punctuation glued to what precedes it).
        public var breakBefore: Bool
        /// It is a line break the text asks for (a Markdown hard break).
        public var forcedBreak: Bool
        /// Its first and last visible characters, for the rules of line start and end.
        var first: Character?
        var last: Character?

        /// - Parameters:
        ///   - text: the text as shown, with any escape sequences.
        ///   - plain: the same text without escape sequences (`text` when nil).
        public init(text: String, plain: String? = nil, width: Int? = nil, spaceBefore: Bool, breakBefore: Bool, forcedBreak: Bool = false) {
            let visible = plain ?? LineWrapper.stripEscapes(text)
            self.text = text
            self.width = width ?? TextWidth.of(visible)
            self.spaceBefore = spaceBefore
            self.breakBefore = breakBefore
            self.forcedBreak = forcedBreak
            first = visible.first
            last = visible.last
        }
    }

    /// `text` with every line wider than `width` columns wrapped; lines that fit are kept as
    /// they are, and so are lines of box-drawing tables (`┌│├└╭╰`), which a break would garble,
    /// and diagnostics (`FILE:LINE: error: …`), one line each.
    public static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return text }
        var text = text
        // One pass over the bytes finds the lines that may be too wide; nearly every line of
        // `run`'s tens of megabytes fits, and is then neither copied nor measured.
        let candidates = text.withUTF8 { linesPossiblyLongerThan(width, in: $0) }
        guard !candidates.isEmpty else { return text }
        var replacements: [(Range<Int>, String)] = []
        text.withUTF8 { bytes in
            for range in candidates {
                let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                guard !isTableLine(line) else { continue }
                let visible = TextWidth.of(stripEscapes(line))
                guard visible > width, !isDiagnostic(line) else { continue }
                replacements.append((range, wrap(line, width: width).joined(separator: "\n")))
            }
        }
        guard !replacements.isEmpty else { return text }
        var out: [UInt8] = []
        text.withUTF8 { bytes in
            out.reserveCapacity(bytes.count + replacements.count * 16)
            var position = 0
            for (range, wrapped) in replacements {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<range.lowerBound]))
                out.append(contentsOf: wrapped.utf8)
                position = range.upperBound
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<bytes.count]))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// True when a line of `text` may be wider than `width` columns (see
    /// `linesPossiblyLongerThan`).
    static func hasLine(longerThan width: Int, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { !linesPossiblyLongerThan(width, in: $0, firstOnly: true).isEmpty }
    }

    /// The byte ranges (line breaks excluded) of the lines of `bytes` that may be wider than
    /// `width` columns, by an upper bound of each line's width read from its UTF-8 bytes in one
    /// pass: a printable ASCII character or a two-byte one is at most 1 column; a box-drawing or
    /// general-punctuation character (U+2500–U+257F, U+2000–U+206F), the arrows U+2190–U+2193
    /// and the marks ✓ ✗ (U+2713, U+2717) 1 (`wcwidth`); any other character at most 2; an
    /// escape sequence (`ESC [ … letter`) none.
    static func linesPossiblyLongerThan(_ width: Int, in bytes: UnsafeBufferPointer<UInt8>, firstOnly: Bool = false) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var columns = 0
        var lineStart = 0
        var flagged = false
        var i = 0
        let n = bytes.count
        // Eight bytes at once where none is a line break or an escape (after the line is
        // flagged: where none is a line break). The word's columns are counted as the byte loop
        // counts them, with masks exact for every byte (`equal`): 1 for each byte that is not
        // a continuation byte (10xxxxxx), 1 more for each lead byte of three or four bytes
        // (E0–F7), 1 less for each E2 followed by 80, 81, 94 or 95 (general punctuation, box
        // drawing); a word with an E2 followed by 86 or 9C (arrows, check marks: narrow or not
        // by their third byte) is left to the byte loop. A character may end in the next word,
        // whose continuation bytes count nothing, here and in the byte loop. Columns only grow
        // within a line, so adding a word's and then comparing flags the same lines as comparing
        // after each character. ("haszero", Bit Twiddling Hacks, for whether a byte is there.)
        let lowBits: UInt64 = 0x0101_0101_0101_0101, highBits: UInt64 = 0x8080_8080_8080_8080
        let sevens: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        func hasByte(_ x: UInt64, _ b: UInt64) -> Bool {
            let y = x ^ (lowBits &* b)
            return (y &- lowBits) & ~y & highBits != 0
        }
        /// 0x80 in each byte of `x` that is `b`, 0 in the others.
        func equal(_ x: UInt64, _ b: UInt64) -> UInt64 {
            let y = x ^ (lowBits &* b)
            return ~(((y & sevens) &+ sevens) | y | sevens)
        }
        let raw = bytes.baseAddress.map(UnsafeRawPointer.init)
        // Bytes before this offset are read one at a time (the rest of a word that failed).
        var slowUntil = 0
        while i < n {
            if i >= slowUntil, i + 9 <= n, let raw {
                let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if !hasByte(x, 0x0A) {
                    if flagged { i += 8; continue }
                    if !hasByte(x, 0x1B) {
                        if x & highBits == 0 {
                            columns += 8
                            if columns > width { flagged = true }
                            i += 8
                            continue
                        }
                        // Continuation bytes (10xxxxxx) and leads of three or four bytes (111xxxxx),
                        // from each byte's top bits shifted into its bit 7.
                        let continuation = x & ~(x << 1) & highBits
                        let long = x & (x << 1) & (x << 2) & highBits
                        let e2 = equal(x, 0xE2)
                        var narrow: UInt64 = 0, unsure: UInt64 = 0
                        if e2 != 0 {
                            let after = raw.loadUnaligned(fromByteOffset: i + 1, as: UInt64.self)
                            let even = after & (lowBits &* 0xFE)
                            narrow = e2 & (equal(even, 0x80) | equal(even, 0x94))
                            unsure = e2 & (equal(after, 0x86) | equal(after, 0x9C))
                        }
                        if unsure == 0 {
                            // Each byte's columns (0, 1 or 2; `narrow` only where `long`), summed
                            // by one multiplication into the top byte (at most 16).
                            let each = ((~continuation & highBits) >> 7) &+ (long >> 7) &- (narrow >> 7)
                            columns += Int((each &* lowBits) >> 56)
                            if columns > width { flagged = true }
                            i += 8
                            continue
                        }
                    }
                }
                slowUntil = i + 8
            }
            let byte = bytes[i]
            if byte == 0x0A {
                if flagged { found.append(lineStart..<i); if firstOnly { return found } }
                columns = 0; flagged = false; i += 1; lineStart = i
                continue
            }
            if flagged {
                // Only the line's end is of interest now.
                i += 1
                continue
            }
            // The rest of a character a word began (its columns counted there).
            if byte & 0xC0 == 0x80 { i += 1; continue }
            if byte == 0x1B {
                // CSI: ESC [ parameters, then a final byte 0x40–0x7E.
                i += 1
                if i < n, bytes[i] == 0x5B {
                    i += 1
                    while i < n, bytes[i] != 0x0A, !(0x40...0x7E).contains(bytes[i]) { i += 1 }
                    if i < n, bytes[i] != 0x0A { i += 1 }
                }
                continue
            }
            if byte < 0x80 { columns += 1; i += 1 }
            else if byte < 0xE0 { columns += 1; i += 2 }
            else if byte < 0xF0 {
                var narrow = false
                if byte == 0xE2, i + 2 < n {
                    let second = bytes[i + 1], third = bytes[i + 2]
                    narrow = second == 0x94 || second == 0x95 || second == 0x80 || second == 0x81
                        || (second == 0x86 && third >= 0x90 && third <= 0x93)
                        || (second == 0x9C && (third == 0x93 || third == 0x97))
                }
                columns += narrow ? 1 : 2
                i += 3
            } else { columns += 2; i += 4 }
            if columns > width { flagged = true }
        }
        if flagged { found.append(lineStart..<n) }
        return found
    }

    /// One line of text, wrapped to `width` columns: its continuation lines get its indentation.
    public static func wrap(_ line: String, width: Int) -> [String] {
        let plain = stripEscapes(line)
        let indentCount = plain.prefix(while: { $0 == " " }).count
        // Continuation lines go two columns further in: under the text after a bullet, and
        // visibly continued otherwise (a long trace line, a message).
        var hangingCount = indentCount + 2
        if hangingCount * 2 > width { hangingCount = 0 }
        let hanging = String(repeating: " ", count: hangingCount)
        // The indentation stays as written on the first line.
        var leading = ""
        var rest = Substring(line)
        while let c = rest.first, c == " " || c == "\u{1B}" {
            if c == "\u{1B}", let end = escapeEnd(rest) { leading += rest[..<end]; rest = rest[end...] } else if c == " " { leading.append(c); rest = rest.dropFirst() } else { break }
        }
        return fill(atoms(String(rest)), width: width, indent: leading, hanging: hanging)
    }

    /// Splits one line (no line breaks) into atoms.
    public static func atoms(_ text: String) -> [Atom] {
        // Printable ASCII (most SQL, most English) is read byte by byte: a long statement is
        // millions of characters, and grapheme clusters are not needed to find its spaces.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return asciiAtoms(Array(text.utf8)) }
        var result: [Atom] = []
        var word = ""
        var wordPlain = ""
        var wordSpace = false
        var atSpace = false
        let characters = Array(text)
        func flush() {
            guard !wordPlain.isEmpty || !word.isEmpty else { return }
            if wordPlain.isEmpty, !result.isEmpty {
                // Escape sequences alone stay with what came before.
                result[result.count - 1].text += word
            } else {
                result.append(Atom(text: word, plain: wordPlain, spaceBefore: wordSpace, breakBefore: wordSpace || startsAfterWide(result)))
            }
            word = ""
            wordPlain = ""
        }
        func startsAfterWide(_ atoms: [Atom]) -> Bool { atoms.last.map { $0.width > 0 && $0.last.map(isWide) ?? false } ?? false }
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c == "\u{1B}" {
                // An escape sequence: ESC [ parameters final-byte.
                var j = i + 1
                if j < characters.count, characters[j] == "[" {
                    j += 1
                    while j < characters.count, !(characters[j].asciiValue.map { $0 >= 0x40 && $0 <= 0x7E } ?? false) { j += 1 }
                }
                let end = min(j + 1, characters.count)
                word += String(characters[i..<end])
                i = end
                continue
            }
            if c == " " {
                flush()
                atSpace = true
                i += 1
                continue
            }
            if wordPlain.isEmpty { wordSpace = atSpace }
            // A quoted value is one atom: from an opening quote at the start of a word (or after
            // punctuation) to its closing quote.
            if let close = quoteEnd(characters, at: i, previous: wordPlain.last ?? (atSpace ? " " : result.last?.last)) {
                if !wordPlain.isEmpty && isWide(wordPlain.last!) { flush(); wordSpace = false }
                let quoted = String(characters[i...close])
                word += quoted
                wordPlain += stripEscapes(quoted)
                atSpace = false
                i = close + 1
                continue
            }
            if isWide(c) {
                flush()
                let previous = result.last
                let breakBefore = !noLineStart.contains(c) && !(previous?.last.map { noLineEnd.contains($0) } ?? false)
                result.append(Atom(text: String(c), plain: String(c), spaceBefore: atSpace, breakBefore: breakBefore))
                atSpace = false
                i += 1
                continue
            }
            if wordPlain.isEmpty, let last = result.last?.last, isWide(last), !atSpace {
                // Latin text right after a Chinese character: a break is allowed between them,
                // except after opening punctuation or before closing punctuation.
                wordSpace = false
            }
            word.append(c)
            wordPlain.append(c)
            atSpace = false
            i += 1
        }
        flush()
        return applyRules(result)
    }

    /// `atoms` for a line of printable ASCII: words between spaces, a quoted value (`'…'`,
    /// `"…"`, at most 40 bytes, `''` inside it) one word however many spaces it holds.
    static func asciiAtoms(_ bytes: [UInt8]) -> [Atom] {
        var result: [Atom] = []
        var i = 0
        var atSpace = false
        func isAlphanumeric(_ b: UInt8) -> Bool { (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) }
        while i < bytes.count {
            if bytes[i] == 0x20 {
                atSpace = true
                i += 1
                continue
            }
            let start = i
            while i < bytes.count && bytes[i] != 0x20 {
                let b = bytes[i]
                if b == 0x27 || b == 0x22 || b == 0x60, i == start || !isAlphanumeric(bytes[i - 1]) {
                    // A quoted value: to its closing quote, when that comes within 40 bytes.
                    var j = i + 1
                    var close: Int?
                    while j < min(bytes.count, i + 40) {
                        if bytes[j] == b {
                            if b == 0x27, j + 1 < bytes.count, bytes[j + 1] == b { j += 2; continue }
                            close = j
                            break
                        }
                        j += 1
                    }
                    if let close { i = close + 1; continue }
                }
                i += 1
            }
            let word = String(decoding: bytes[start..<i], as: UTF8.self)
            result.append(Atom(text: word, plain: word, width: i - start, spaceBefore: atSpace && !result.isEmpty,
                               breakBefore: atSpace))
            atSpace = false
        }
        return result
    }

    /// The rules of line start and end on atoms made elsewhere (`ProseRenderer`): no break
    /// before closing punctuation or after opening punctuation, none between two Latin atoms
    /// with no space between them.
    public static func applyRules(_ atoms: [Atom]) -> [Atom] {
        var result = atoms
        for k in result.indices where !result[k].forcedBreak {
            if let first = result[k].first, noLineStart.contains(first), !result[k].spaceBefore { result[k].breakBefore = false }
            if k > 0, let last = result[k - 1].last, noLineEnd.contains(last), !result[k].spaceBefore { result[k].breakBefore = false }
            if k > 0, !result[k].spaceBefore, let last = result[k - 1].last, !isWide(last), let first = result[k].first, !isWide(first) {
                result[k].breakBefore = false
            }
        }
        return result
    }

    /// Lays atoms out in lines of at most `width` columns: the first line starts with
    /// `indent`, the others with `hanging`. A line that would end in a way the rules forbid
    /// gives its last atoms to the next line; an atom wider than a whole line is cut.
    public static func fill(_ atoms: [Atom], width: Int, indent: String, hanging: String) -> [String] {
        var lines: [String] = []
        var current: [Atom] = []
        // The width of `current` as `used` counts it, kept as atoms are added: summing the line
        // again for every atom made a paragraph of short words cost its atoms times a line's.
        var currentWidth = 0
        var prefix = indent
        var prefixWidth = TextWidth.of(stripEscapes(indent))
        let hangingWidth = TextWidth.of(stripEscapes(hanging))

        func used(_ atoms: ArraySlice<Atom>) -> Int {
            var total = 0
            for (k, atom) in zip(atoms.indices, atoms) { total += atom.width + (k > atoms.startIndex && atom.spaceBefore ? 1 : 0) }
            return total
        }
        func emit(_ atoms: ArraySlice<Atom>) {
            var line = prefix
            for (k, atom) in zip(atoms.indices, atoms) { line += (k > atoms.startIndex && atom.spaceBefore ? " " : "") + atom.text }
            lines.append(line)
            prefix = hanging
            prefixWidth = hangingWidth
        }
        // The atoms still to place: the input in order, and in front of it (a stack, last
        // first) what a break carried over or a cut left. Both stay linear in the text's size.
        var index = 0
        var pending: [Atom] = []
        func nextAtom() -> Atom? {
            if let carried = pending.popLast() { return carried }
            guard index < atoms.count else { return nil }
            index += 1
            return atoms[index - 1]
        }
        func putBack(_ front: [Atom]) { pending.append(contentsOf: front.reversed()) }
        while let atom = nextAtom() {
            if atom.forcedBreak {
                emit(current[...])
                current = []
                currentWidth = 0
                continue
            }
            let available = max(1, width - prefixWidth)
            if current.isEmpty && atom.width > max(1, width - hangingWidth) && atom.width > available {
                // Too wide for any line: cut it, all at once, into pieces that fill lines.
                let pieces = chunks(atom, first: available, rest: max(1, width - hangingWidth))
                putBack(Array(pieces.dropFirst()))
                emit([pieces[0]][...])
                continue
            }
            current.append(atom)
            currentWidth += atom.width + (current.count > 1 && atom.spaceBefore ? 1 : 0)
            guard currentWidth > available, current.count > 1 else { continue }
            // Break before the last atom that allows it, so that the line fits.
            var split = current.count - 1
            while split > 0 && (!current[split].breakBefore || used(current[..<split]) > available) { split -= 1 }
            var carried: [Atom]
            if split == 0 {
                // No break the rules allow: the line must still fit.
                let last = current.count - 1
                let newAtom = current[last]
                let room = available - used(current[..<last]) - (newAtom.spaceBefore ? 1 : 0)
                let isQuoted = newAtom.first.map { "'\"`“‘「『".contains($0) } ?? false
                let onlyOpening = current[..<last].allSatisfy { atom in atom.last.map { noLineEnd.contains($0) } ?? true }
                if room >= 2, newAtom.width > max(1, width - hangingWidth) || (newAtom.width > 2 && (!isQuoted || onlyOpening)) {
                    // Cut the new atom to fill this line: it is too wide for any line, or the
                    // rules leave no other break (an opening bracket before a long word).
                    let (head, tail) = cut(newAtom, to: room)
                    current[last] = head
                    emit(current[...])
                    current = []
                    currentWidth = 0
                    if var tail {
                        tail.breakBefore = true
                        putBack([tail])
                    }
                    continue
                }
                // Take the last character of an atom before along (kinsoku oidashi).
                var k = last - 1
                while k >= 0, splitLastCharacter(current[k]) == nil { k -= 1 }
                if k >= 0, let (head, tail) = splitLastCharacter(current[k]) {
                    current[k] = head
                    emit(current[...k])
                    carried = [tail] + current[(k + 1)...]
                } else {
                    emit(current[..<last])
                    carried = [newAtom]
                }
            } else {
                emit(current[..<split])
                carried = Array(current[split...])
            }
            carried[0].spaceBefore = false
            current = []
            currentWidth = 0
            putBack(carried)
        }
        if !current.isEmpty || lines.isEmpty { emit(current[...]) }
        return lines.map { $0.hasSuffix(" ") ? String($0.reversed().drop(while: { $0 == " " }).reversed()) : $0 }
    }

    /// An atom split before its last character (before its last quoted value, when it ends
    /// in one), so that what is carried to the next line may start a line; nil when it cannot
    /// be split so (a single character, a quoted value, styled text).
    private static func splitLastCharacter(_ atom: Atom) -> (Atom, Atom)? {
        guard !atom.text.contains("\u{1B}") else { return nil }
        let characters = Array(atom.text)
        guard characters.count >= 2 else { return nil }
        var p = characters.count - 1
        let pairs: [Character: Character] = ["”": "“", "’": "‘", "」": "「", "』": "『", "'": "'", "\"": "\""]
        if let opening = pairs[characters[p]], let q = characters[..<p].lastIndex(of: opening) { p = q }
        while p > 0 && (noLineStart.contains(characters[p]) || noLineEnd.contains(characters[p - 1])) { p -= 1 }
        guard p > 0 else { return nil }
        let head = Atom(text: String(characters[..<p]), spaceBefore: atom.spaceBefore, breakBefore: atom.breakBefore)
        let tail = Atom(text: String(characters[p...]), spaceBefore: false, breakBefore: false)
        return (head, tail)
    }

    /// An atom too wide for any line cut into pieces: the first `first` columns wide, the others
    /// `rest` columns wide (the last what is left), each piece kept by the rules of line start
    /// and end where it can be; one pass over the atom's text.
    private static func chunks(_ atom: Atom, first: Int, rest: Int) -> [Atom] {
        let bytes = Array(atom.text.utf8)
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            // Printable ASCII: one column a byte, cut by counting.
            var pieces: [Atom] = []
            var start = 0
            var size = max(1, first)
            while start < bytes.count {
                let end = min(bytes.count, start + size)
                let piece = String(decoding: bytes[start..<end], as: UTF8.self)
                pieces.append(Atom(text: piece, plain: piece, width: end - start, spaceBefore: pieces.isEmpty ? atom.spaceBefore : false,
                                   breakBefore: pieces.isEmpty ? atom.breakBefore : true))
                start = end
                size = max(1, rest)
            }
            return pieces
        }
        var pieces: [Atom] = []
        var piece = ""
        var pieceWidth = 0
        var limit = max(1, first)
        var lastCharacter: Character?
        var text = Substring(atom.text)
        func close() {
            pieces.append(Atom(text: piece, spaceBefore: pieces.isEmpty ? atom.spaceBefore : false,
                               breakBefore: pieces.isEmpty ? atom.breakBefore : true))
            piece = ""
            pieceWidth = 0
            limit = max(1, rest)
        }
        while let c = text.first {
            if c == "\u{1B}", let end = escapeEnd(text) {
                piece += text[..<end]
                text = text[end...]
                continue
            }
            let w = columns(c)
            // Not before closing punctuation, not after opening punctuation, when the piece can
            // give a character up.
            if pieceWidth + w > limit && pieceWidth > 0 {
                if (noLineStart.contains(c) || lastCharacter.map { noLineEnd.contains($0) } ?? false), piece.count > 1,
                   !piece.contains("\u{1B}"), let first = piece.popLast() {
                    // Carry the last character along, and any opening punctuation before it.
                    var moved = [first]
                    while piece.count > 1, let last = piece.last, noLineEnd.contains(last) || noLineStart.contains(moved[0]) {
                        moved.insert(piece.removeLast(), at: 0)
                    }
                    close()
                    piece = String(moved)
                    pieceWidth = moved.reduce(0) { $0 + columns($1) }
                } else {
                    close()
                }
            }
            piece.append(c)
            pieceWidth += w
            lastCharacter = c
            text = text.dropFirst()
        }
        if !piece.isEmpty || pieces.isEmpty { close() }
        return pieces
    }

    /// An atom cut after `columns` columns, and the rest.
    private static func cut(_ atom: Atom, to columns: Int) -> (Atom, Atom?) {
        var head = "", used = 0
        var rest = Substring(atom.text)
        while let c = rest.first {
            if c == "\u{1B}", let end = escapeEnd(rest) { head += rest[..<end]; rest = rest[end...]; continue }
            let w = TextWidth.of(String(c))
            if used + w > columns && used > 0 { break }
            head.append(c)
            used += w
            rest = rest.dropFirst()
        }
        // The cut keeps the rules too: not after an opening bracket, not before a closing one.
        while !head.contains("\u{1B}"), head.count > 1, let last = head.last,
              noLineEnd.contains(last) || (rest.first.map { noLineStart.contains($0) } ?? false) {
            head.removeLast()
            rest = Substring(String(last) + rest)
        }
        let first = Atom(text: head, spaceBefore: atom.spaceBefore, breakBefore: atom.breakBefore)
        return (first, rest.isEmpty ? nil : Atom(text: String(rest), spaceBefore: false, breakBefore: true))
    }

    /// The index of the quote closing one that opens at `i`, when `characters[i]` opens a
    /// quoted value: `'` or `"` at the start of a word or after punctuation (not the `'` of
    /// `lesson's`), `“`, `‘`, `「` anywhere. SQL's doubled quote (`'it''s'`) does not close.
    public static func quoteEnd(_ characters: [Character], at i: Int, previous: Character?) -> Int? {
        let c = characters[i]
        let closing: Character
        switch c {
        case "'", "\"", "`":
            // After a Latin letter or digit it is an apostrophe (`don't`); after a Chinese
            // character it opens a value (`写成'女'`).
            if let previous, (previous.isLetter || previous.isNumber) && !isWide(previous) { return nil }
            closing = c
        case "“": closing = "”"
        case "‘": closing = "’"
        case "「": closing = "」"
        case "『": closing = "』"
        default: return nil
        }
        var j = i + 1
        // A quoted value longer than this is prose, not a value: it may break. Chinese quotation
        // marks quote words (“女生”), not sentences: no spaces in them.
        let cjk = closing != c
        let limit = min(characters.count, i + (cjk ? 16 : 40))
        while j < limit {
            if cjk && characters[j] == " " { return nil }
            if characters[j] == closing {
                if closing == c, j + 1 < characters.count, characters[j + 1] == c, c == "'" { j += 2; continue }
                return j
            }
            j += 1
        }
        return nil
    }

    /// Characters two columns wide: Chinese characters and full-width punctuation.
    static func isWide(_ c: Character) -> Bool { !c.isASCII && TextWidth.of(String(c)) == 2 }

    /// The columns one character takes (ASCII without asking `wcwidth`).
    static func columns(_ c: Character) -> Int { c.isASCII ? 1 : TextWidth.of(String(c)) }

    /// A diagnostic, `FILE:LINE[:COLUMN]: error|warning|note: …` or, in Chinese,
    /// `FILE:LINE[:COLUMN]: 错误|警告|注：…`, which stays one line as editors and scripts read it.
    public static func isDiagnostic<S: StringProtocol>(_ line: S) -> Bool {
        String(line).range(of: #"^[^\s:]+:\d+(:\d+)?: ((error|warning|note): |(错误|警告|注)：)"#, options: .regularExpression) != nil
    }

    /// A line of a box-drawing table, which is never wrapped.
    static func isTableLine<S: StringProtocol>(_ line: S) -> Bool {
        let trimmed = stripEscapes(String(line)).drop(while: { $0 == " " })
        guard let first = trimmed.first else { return false }
        return "┌│├└╭╰╞═─┬┼".contains(first)
    }

    /// `text` without its ANSI escape sequences.
    public static func stripEscapes(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var out = ""
        var rest = Substring(text)
        while let c = rest.first {
            if c == "\u{1B}", let end = escapeEnd(rest) { rest = rest[end...]; continue }
            out.append(c)
            rest = rest.dropFirst()
        }
        return out
    }

    private static func escapeEnd(_ text: Substring) -> Substring.Index? {
        var index = text.index(after: text.startIndex)
        guard index < text.endIndex, text[index] == "[" else { return index }
        index = text.index(after: index)
        while index < text.endIndex {
            if let a = text[index].asciiValue, a >= 0x40, a <= 0x7E { return text.index(after: index) }
            index = text.index(after: index)
        }
        return text.endIndex
    }
}
