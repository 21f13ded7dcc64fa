import CLibc
import Foundation

/// Terminal column widths of text, from the C library's `wcwidth`: 2 for Chinese characters,
/// 0 for combining marks, 1 for the rest.
///
/// `wcwidth` answers by the `LC_CTYPE` locale, and in the C locale it gives -1 for Chinese, so
/// the locale is set to `C.UTF-8` (the UTF-8 locale every Debian machine has) once, whatever
/// `LANG` says.
public enum TextWidth {
    private static let localeReady: Bool = {
        if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "en_US.UTF-8") }
        return true
    }()

    /// The number of terminal columns `text` takes.
    public static func of(_ text: String) -> Int {
        // Printable ASCII is one column a byte: no need to ask wcwidth.
        if isPrintableASCII(text) { return text.utf8.count }
        _ = localeReady
        var total = 0
        for scalar in text.unicodeScalars {
            let w = sqlab_wcwidth(scalar.value)
            total += w < 0 ? 1 : Int(w)
        }
        return total
    }

    /// Blanks as wide as `text` on a terminal, to put a caret under the character after it:
    /// a space for each column, and each tab of `text` kept as a tab, so that the caret line's
    /// tab stops are the ones of the line above (`a\t名` → `\t` and two spaces... then the caret).
    public static func blanks(under text: String) -> String {
        // (The tab's byte, not `contains("\t")`: Foundation's substring search cost 40,000
        // instructions a caret. A tab is always a character of its own, so the answer is the same.)
        guard text.utf8.contains(0x09) else { return spaces(of(text)) }
        var out = ""
        for character in text {
            if character == "\t" { out.append("\t") } else { out += String(repeating: " ", count: of(String(character))) }
        }
        return out
    }

    /// True when every byte of `text` is printable ASCII (0x20–0x7E), read from its UTF-8
    /// storage: `text.utf8.allSatisfy` steps the view's iterator, some 30 instructions a byte,
    /// and a table asks it of every cell.
    public static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
            ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// `count` spaces (none for a count below 1), written as bytes: `String(repeating: " ",
    /// count:)` appends the one-space string `count` times (26,000 instructions for a caret
    /// under a 60-column line).
    static func spaces(_ count: Int) -> String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(repeating: 0x20)
            return count
        }
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        var out = ""
        var used = 0
        for character in text {
            let w = of(String(character))
            if used + w > width - 1 { break }
            out.append(character)
            used += w
        }
        return out + "…"
    }

    /// `text` padded with spaces to `width` columns, on the right (`alignRight` false) or left.
    public static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
        let fill = spaces(width - of(text))
        return alignRight ? fill + text : text + fill
    }
}
