import SQLabText
import Foundation

/// Checks text from outside (lesson files, answers, SQL typed or piped) before SQLite sees it.
///
/// A NUL byte is refused because SQLite silently ignores everything after it (so a hidden
/// statement could follow), and invalid UTF-8 because SQLite's text functions assume valid
/// UTF-8. Either gets a message naming the line and column.
public enum TextHygiene {
    /// The first problem in `data`, or nil when it is valid UTF-8 without NUL bytes.
    public static func check(_ data: Data, file: String) -> Diagnostic? {
        var line = 1
        var lineStart = 0
        var index = 0
        let bytes = [UInt8](data)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0 {
                return Diagnostic(at: SourceLocation(file: file, line: line, column: column(bytes, lineStart, index)),
                                  .textNUL)
            }
            if byte == 0x0A { line += 1; lineStart = index + 1; index += 1; continue }
            let length = sequenceLength(bytes, index)
            if length == 0 {
                return Diagnostic(at: SourceLocation(file: file, line: line, column: column(bytes, lineStart, index)),
                                  .textNotUTF8Byte, String(format: "%02X", byte))
            }
            index += length
        }
        return nil
    }

    /// The same check for a string that came from a terminal or pipe (Swift strings are valid
    /// UTF-8 already, so only NUL remains).
    public static func check(_ text: String, file: String, firstLine: Int = 1) -> Diagnostic? {
        // (Read from the UTF-8 storage: the view's iterator cost some 30 instructions a byte,
        // and `run` asks this of every statement.)
        guard text.utf8.withContiguousStorageIfAvailable({ $0.contains(0) }) ?? text.utf8.contains(0) else { return nil }
        let before = text.utf8.prefix(while: { $0 != 0 })
        let line = firstLine + before.filter { $0 == 0x0A }.count
        return Diagnostic(at: SourceLocation(file: file, line: line),
                          .textSQLNUL)
    }

    private static func column(_ bytes: [UInt8], _ lineStart: Int, _ index: Int) -> Int {
        String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
    }

    /// The length of the valid UTF-8 sequence at `i`, or 0 when it is not valid.
    private static func sequenceLength(_ b: [UInt8], _ i: Int) -> Int {
        let first = b[i]
        let (length, minimum): (Int, UInt32)
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (length, minimum) = (2, 0x80)
        case 0xE0...0xEF: (length, minimum) = (3, 0x800)
        case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
        default: return 0
        }
        guard i + length <= b.count else { return 0 }
        var scalar = UInt32(first) & (0xFF >> (length + 1))
        for k in 1..<length {
            guard b[i + k] & 0xC0 == 0x80 else { return 0 }
            scalar = scalar << 6 | UInt32(b[i + k] & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return 0 }
        return length
    }
}
