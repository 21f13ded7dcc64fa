/// Columns of byte offsets in one line of UTF-8, counted in characters, asked in rising order
/// (each token's start as a lexer meets them): each answer counts only the characters since the
/// last one asked, so a line of a million tokens costs one pass, not one pass a token (a lab line
/// of 400,000 `)` took minutes). An offset before the last one asked is counted from the
/// line's start.
///
/// The characters are counted between offsets that are token boundaries, where a character
/// ends; the count is `String.count`'s (grapheme clusters) for such offsets.
public struct CharacterColumns {
    private let bytes: [UInt8]
    private let lineStart: Int
    private var countedTo: Int
    private var counted = 0

    /// The line of `bytes` that starts at offset `lineStart`.
    public init(_ bytes: [UInt8], lineStart: Int = 0) {
        self.bytes = bytes
        self.lineStart = lineStart
        countedTo = lineStart
    }

    /// The 1-based column of the character at byte `offset` (clamped to the bytes).
    public mutating func column(_ offset: Int) -> Int {
        let offset = max(lineStart, min(offset, bytes.count))
        if offset < countedTo { countedTo = lineStart; counted = 0 }
        counted += String(decoding: bytes[countedTo..<offset], as: UTF8.self).count
        countedTo = offset
        return counted + 1
    }
}
