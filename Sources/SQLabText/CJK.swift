/// Characters that need a Chinese, Japanese or Korean input method to type.
///
/// The ranges are the Unicode blocks of the CJK scripts and their punctuation (Unicode 15, the
/// "CJK", "Hiragana", "Katakana", "Bopomofo", "Hangul", "Kanbun", "Ideographic" and "Halfwidth
/// and Fullwidth Forms" blocks of <https://www.unicode.org/Public/15.0.0/ucd/Blocks.txt>).
/// Fullwidth Latin letters and digits count too: they come from the same input methods, and a
/// learner without one cannot type `Ａ` any more than `女`.
public enum CJK {
    /// The blocks, as closed ranges of code points, in order.
    public static let blocks: [ClosedRange<UInt32>] = [
        0x1100...0x11FF,   // Hangul Jamo
        0x2E80...0x2FDF,   // CJK Radicals Supplement, Kangxi Radicals
        0x2FF0...0x2FFF,   // Ideographic Description Characters
        0x3000...0x303F,   // CJK Symbols and Punctuation (、。「」〈〉…)
        0x3040...0x30FF,   // Hiragana, Katakana
        0x3100...0x312F,   // Bopomofo
        0x3130...0x318F,   // Hangul Compatibility Jamo
        0x3190...0x31FF,   // Kanbun, Bopomofo Extended, CJK Strokes, Katakana Phonetic Extensions
        0x3200...0x33FF,   // Enclosed CJK Letters and Months, CJK Compatibility
        0x3400...0x4DBF,   // CJK Unified Ideographs Extension A
        0x4E00...0x9FFF,   // CJK Unified Ideographs
        0xA960...0xA97F,   // Hangul Jamo Extended-A
        0xAC00...0xD7FF,   // Hangul Syllables, Hangul Jamo Extended-B
        0xF900...0xFAFF,   // CJK Compatibility Ideographs
        0xFE30...0xFE4F,   // CJK Compatibility Forms
        0xFF00...0xFFEF,   // Halfwidth and Fullwidth Forms (，！（）Ａ１)
        0x1B000...0x1B16F, // Kana Supplement, Kana Extended-A, Small Kana Extension
        0x20000...0x2FA1F, // CJK Unified Ideographs Extensions B-F, Compatibility Supplement
        0x30000...0x323AF, // CJK Unified Ideographs Extensions G-H
    ]

    /// True when `scalar` lies in one of `blocks`.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        guard v >= 0x1100 else { return false }
        return blocks.contains { $0.contains(v) }
    }

    /// The CJK characters of `text` with their 1-based column (counted in Unicode scalars), in
    /// order.
    public static func occurrences(in text: String) -> [(column: Int, scalar: Unicode.Scalar)] {
        var found: [(Int, Unicode.Scalar)] = []
        for (i, scalar) in text.unicodeScalars.enumerated() where contains(scalar) { found.append((i + 1, scalar)) }
        return found
    }
}
