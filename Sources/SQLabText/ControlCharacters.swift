/// The one function that makes control characters visible, applied at the edge to every string
/// on its way to a terminal or a report (`CommandOutput` for standard output and standard
/// error, the grading reports): text sqlab did not write itself (SQL echoed with its caret line,
/// "SQLite says", column names, values, lesson titles, prose and hints, file and student names)
/// can then never clear the screen, move the cursor, retitle the window, write the clipboard
/// (OSC 52) or reorder what is shown.
///
/// What changes, and into what (every other character is kept):
///
/// | characters | shown as |
/// |---|---|
/// | C0 controls U+0000–U+001F except line feed and tab | the Control Pictures block, U+2400–U+241F (`␛` for ESC, `␇` BEL, `␍` CR) |
/// | DEL U+007F | `␡` (U+2421) |
/// | C1 controls U+0080–U+009F (CSI U+009B, OSC U+009D, …) | `<U+009B>` |
/// | bidirectional overrides and isolates U+202A–U+202E, U+2066–U+2069 | `<U+202E>` |
/// | line and paragraph separators U+2028, U+2029 | `<U+2028>` |
///
/// Source of the sets: ECMA-48 (C0 and C1 control functions), Unicode Standard Annex #9
/// (explicit directional formatting characters), and the Unicode Control Pictures block.
public enum ControlCharacters {
    /// `text` with every control character made visible. With `keepingStyle`, the colour and
    /// weight sequences sqlab's own `Style` writes (`ESC [` digits and `;` `m`, Select Graphic
    /// Rendition) are kept: they change only how text looks, never where it goes.
    public static func visible(_ text: String, keepingStyle: Bool = false) -> String {
        guard needsChange(text) else { return text }
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if keepingStyle, scalar.value == 0x1B, let end = graphicRenditionEnd(scalars, from: i) {
                result.append(contentsOf: scalars[i...end])
                i = end + 1
                continue
            }
            appendVisible(scalar, to: &result)
            i += 1
        }
        return String(result)
    }

    /// `visible`, with line feed and tab shown too (`␊`, `␉`): for a string that must stay on
    /// one line, such as a file name in a diagnostic (`FILE:LINE:COLUMN: error: …`).
    public static func visibleOnOneLine(_ text: String) -> String {
        let shown = visible(text)
        guard shown.contains(where: { $0 == "\n" || $0 == "\t" }) else { return shown }
        return shown.replacingOccurrences(of: "\n", with: "\u{240A}").replacingOccurrences(of: "\t", with: "\u{2409}")
    }

    /// True when `scalar` is one `visible` changes.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0x00...0x1F, 0x7F, 0x80...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        default: return false
        }
    }

    private static func appendVisible(_ scalar: Unicode.Scalar, to result: inout String.UnicodeScalarView) {
        switch scalar.value {
        case 0x0A, 0x09:
            result.append(scalar)
        case 0x00...0x1F:
            result.append(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F:
            result.append(Unicode.Scalar(0x2421)!)
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            result.append(contentsOf: ("<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">").unicodeScalars)
        default:
            result.append(scalar)
        }
    }

    /// The index of the `m` ending an SGR sequence that starts with the ESC at `start`, or nil.
    private static func graphicRenditionEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var i = start + 2
        while i < scalars.count, i - start < 32 {
            let value = scalars[i].value
            if value == 0x6D { return i }                                  // m
            guard (0x30...0x39).contains(value) || value == 0x3B else { return nil }   // digits, ;
            i += 1
        }
        return nil
    }

    /// A fast scan of the UTF-8 bytes: most text has nothing to change. Eight bytes are passed
    /// at once when none can start a control character: none is below 0x20 or 0x7F, none is
    /// 0xC2 (C1 controls are C2 80–C2 9F), and no 0xE2 is followed by 0x80 or 0x81 (U+2028–
    /// U+202E are E2 80 A8–AE, U+2066–U+2069 E2 81 A6–A9; a box-drawing character is E2 94 xx).
    /// The word tests are exact for the existence of such a byte (Bit Twiddling Hacks, "hasless"
    /// and "haszero"; a false alarm above a true one only sends the word to the byte loop). A
    /// word that may hold one, or a line break or tab, is read a byte at a time, a lead byte
    /// 0xC2 or 0xE2 looked at with the bytes after it and every character's continuation bytes
    /// skipped. The same answer as asking `isControl` of every scalar (`ByteScanTests`).
    static func needsChange(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let n = bytes.count
            guard let base = bytes.baseAddress else { return false }
            let raw = UnsafeRawPointer(base)
            // 0x01 and 0x80 in every byte of a word.
            let lowBits: UInt64 = 0x0101_0101_0101_0101, highBits: UInt64 = 0x8080_8080_8080_8080
            func zeros(_ y: UInt64) -> UInt64 { (y &- lowBits) & ~y & highBits }
            var i = 0
            // Bytes before this offset are read one at a time (the rest of a word that failed).
            var slowUntil = 0
            while i < n {
                if i >= slowUntil, i + 9 <= n {
                    let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    let after = raw.loadUnaligned(fromByteOffset: i + 1, as: UInt64.self)
                    let below = (x &- lowBits &* 0x20) & ~x & highBits
                    let suspicious = below | zeros(x ^ (lowBits &* 0x7F)) | zeros(x ^ (lowBits &* 0xC2))
                        | (zeros(x ^ (lowBits &* 0xE2)) & zeros((after & (lowBits &* 0xFE)) ^ highBits))
                    if suspicious == 0 { i += 8; continue }
                    slowUntil = i + 8
                }
                let byte = bytes[i]
                i += 1
                if byte >= 0x20 && byte < 0x7F { continue }
                if byte < 0x20 { if byte != 0x0A && byte != 0x09 { return true }; continue }
                if byte == 0x7F { return true }
                if byte == 0xC2 {
                    if i < n, bytes[i] >= 0x80 && bytes[i] <= 0x9F { return true }
                    i += 1
                } else if byte == 0xE2 {
                    if i + 1 < n {
                        let second = bytes[i], third = bytes[i + 1]
                        if second == 0x80 && third >= 0xA8 && third <= 0xAE { return true }
                        if second == 0x81 && third >= 0xA6 && third <= 0xA9 { return true }
                    }
                    i += 2
                } else if byte >= 0xF0 {
                    i += 3
                } else if byte >= 0xE0 {
                    i += 2
                } else if byte >= 0xC0 {
                    i += 1
                }
            }
            return false
        }
    }
}
