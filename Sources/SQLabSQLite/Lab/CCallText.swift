/// How C API calls are written back as text, the one form `--trace` and `sqlab lab` print calls
/// in: `sqlite3_bind_text(stmt, 1, "Dan", -1, SQLITE_TRANSIENT)`, `sqlite3_bind_blob(stmt, 5,
/// x'89504E47', 4, SQLITE_TRANSIENT)`.
public enum CCallText {
    /// A C string literal for these bytes: quotes, `\\`, `\"`, `\n`, `\t`, `\r` and other control
    /// bytes escaped (`\x1B`); UTF-8 text kept as it is.
    public static func cString<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var out = "\""
        var text: [UInt8] = []
        // Valid UTF-8 as its characters; a byte that is not part of a valid sequence as `\xHH`,
        // the byte C holds (not U+FFFD, which would hide what the bytes are).
        func flush() {
            var i = 0
            while i < text.count {
                let lead = text[i]
                let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0
                if length > 0, i + length <= text.count, let character = String(bytes: text[i..<(i + length)], encoding: .utf8) {
                    out += character
                    i += length
                } else {
                    out += "\\x" + String(format: "%02X", lead)
                    i += 1
                }
            }
            text = []
        }
        for byte in bytes {
            switch byte {
            case 0x22: text += Array("\\\"".utf8)
            case 0x5C: text += Array("\\\\".utf8)
            case 0x0A: text += Array("\\n".utf8)
            case 0x09: text += Array("\\t".utf8)
            case 0x0D: text += Array("\\r".utf8)
            case 0x00..<0x20, 0x7F:
                flush()
                let hex = String(byte, radix: 16, uppercase: true)
                out += "\\x" + (hex.count == 1 ? "0" + hex : hex)
            default: text.append(byte)
            }
        }
        flush()
        return out + "\""
    }

    /// Blob bytes as SQL writes them, `x'89504E47'`; more than 32 bytes are shown as the first
    /// 32 and a count: `x'89504E47…' (2000 bytes)`.
    public static func blob(_ bytes: [UInt8]) -> String {
        let shown = bytes.prefix(32).map { byte -> String in
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
        return bytes.count > 32 ? "x'\(shown)…' (\(bytes.count) bytes)" : "x'\(shown)'"
    }
}
