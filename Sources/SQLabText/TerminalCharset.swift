import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The character set of a terminal whose locale is not UTF-8 (`LANG=zh_CN.GBK`, `zh_TW.Big5`,
/// `zh_CN.GB18030`): sqlab's text, always UTF-8 inside, is converted to it on the way to the
/// terminal (glibc's iconv), so that a Chinese learner on such a terminal reads Chinese rather
/// than the bytes of UTF-8 shown as other characters. Display widths stay as they are: these
/// terminals draw a CJK character two columns wide, as a UTF-8 one does.
public struct TerminalCharset: Sendable, Equatable {
    /// The character set's name as the locale gives it (`GBK`), which iconv knows.
    public let name: String

    /// The character set the environment's locale names (`LC_ALL`, else `LC_CTYPE`, else
    /// `LANG`: the first that is set, as setlocale(3) reads them): the part after `.` and before
    /// `@`. Nil when it is UTF-8, when the locale names none (`C`, `zh_CN`), or when iconv does
    /// not know it: then text is written as it is.
    public static func fromEnvironment(_ environment: [String: String]) -> TerminalCharset? {
        guard let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
              let dot = locale.firstIndex(of: ".") else { return nil }
        var name = locale[locale.index(after: dot)...]
        if let at = name.firstIndex(of: "@") { name = name[..<at] }
        let folded = name.uppercased().filter { $0 != "-" && $0 != "_" }
        guard !name.isEmpty, folded != "UTF8" else { return nil }
        let cd = iconv_open(String(name), "UTF-8")
        guard cd != iconv_t(bitPattern: -1) else { return nil }
        iconv_close(cd)
        return TerminalCharset(name: String(name))
    }

    public init(name: String) { self.name = name }

    /// `bytes` of this character set as text (what a learner typed on such a terminal); a byte
    /// that is not of the set becomes U+FFFD.
    public func decode(_ bytes: [UInt8]) -> String {
        switch AnswerText.convert(bytes, from: name) {
        case .success(let utf8): return String(decoding: utf8, as: UTF8.self)
        case .failure: return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `text` in this character set; a character it lacks becomes `?` (as iconv's `//TRANSLIT`
    /// would write when it has no closer letter).
    public func encode(_ text: String) -> [UInt8] {
        let cd = iconv_open(name, "UTF-8")
        guard cd != iconv_t(bitPattern: -1) else { return Array(text.utf8) }
        defer { iconv_close(cd) }
        var input = Array(text.utf8).map { CChar(bitPattern: $0) }
        var result: [UInt8] = []
        result.reserveCapacity(input.count)
        var output = [CChar](repeating: 0, count: 4096)
        input.withUnsafeMutableBufferPointer { inBuffer in
            var inPointer: UnsafeMutablePointer<CChar>? = inBuffer.baseAddress
            var inLeft = inBuffer.count
            while inLeft > 0 {
                let stop: Int32? = output.withUnsafeMutableBufferPointer { outBuffer in
                    var outPointer: UnsafeMutablePointer<CChar>? = outBuffer.baseAddress
                    var outLeft = outBuffer.count
                    let converted = iconv(cd, &inPointer, &inLeft, &outPointer, &outLeft)
                    result += outBuffer[..<(outBuffer.count - outLeft)].map { UInt8(bitPattern: $0) }
                    return converted == -1 ? errno : nil
                }
                guard let stop else { break }
                if stop == E2BIG { continue }
                // A character the set lacks (EILSEQ) or a sequence cut short (EINVAL): `?`, and
                // the input moves past that one character.
                result.append(UInt8(ascii: "?"))
                var skip = 1
                if let first = inPointer?.pointee {
                    let lead = UInt8(bitPattern: first)
                    skip = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
                }
                skip = min(skip, inLeft)
                inPointer = inPointer.map { $0 + skip }
                inLeft -= skip
            }
        }
        return result
    }
}
