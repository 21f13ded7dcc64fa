import SQLabSQLite
import SQLabText
import SQLabSQL
/// A text's lines (ended by LF, CRLF or CR), found in one pass over its UTF-8 bytes and read one at a time on demand
/// (splitting a 5 MB lesson into `Substring`s up front cost more than parsing it).
struct SourceLines {
    private let bytes: [UInt8]
    /// The byte offset where each line starts; line N (1-based) starts at `starts[N - 1]`.
    private let starts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        // Lines end at LF, CRLF or a CR alone, as cmark-gfm ends them (so that line numbers
        // agree with its nodes', and a CR-only file is not one line).
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == 0x0A || (byte == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) {
            starts.append(i + 1)
        }
        self.starts = starts
    }

    var count: Int { starts.count }

    /// Line `number` (1-based) without its line break, or "" past the end.
    subscript(number: Int) -> String {
        guard number >= 1, number <= starts.count else { return "" }
        let start = starts[number - 1]
        var end = number < starts.count ? starts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
