import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The bytes of one file from outside (an answer file, a hand-in), read once with a bound.
///
/// The file is opened with `O_NOFOLLOW | O_NONBLOCK` (a symbolic link is not followed, a FIFO
/// does not block the open) and `fstat` must say it is a regular file before a byte is read; at
/// most `cap + 1` bytes are read, so that a file over the cap is known to be over it without
/// being read whole. Nothing here follows a path twice (no check-then-open race).
public enum BoundedFile {
    /// What reading a file gave.
    public enum Outcome: Sendable, Equatable {
        /// The file's bytes (at most the cap) and its size from `fstat`, in bytes.
        case bytes(Data, size: Int)
        /// A regular file over the cap: its size in bytes; no byte of it is returned.
        case tooLarge(size: Int)
        /// Not a regular file: `"a named pipe (FIFO)"`, `"a device"`, `"a socket"`, `"a folder"`.
        case notRegular(String)
        /// A symbolic link (`open` failed with `ELOOP` under `O_NOFOLLOW`).
        case symbolicLink
        /// No such file (`ENOENT`).
        case missing
        /// Any other failure, with `strerror`'s text (`"Permission denied"`).
        case unreadable(String)
    }

    /// Reads the file at `path` (a NUL-free byte string, any encoding) with the cap in bytes.
    public static func read(path: [UInt8], cap: Int) -> Outcome {
        var cPath = path.map { CChar(bitPattern: $0) }
        cPath.append(0)
        let fd = cPath.withUnsafeBufferPointer { open($0.baseAddress!, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
        if fd < 0 {
            let code = errno
            switch code {
            case ELOOP: return .symbolicLink
            case ENOENT, ENOTDIR: return .missing
            case ENXIO: return .notRegular("a socket")
            default: return .unreadable(String(cString: strerror(code)))
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .unreadable(String(cString: strerror(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFIFO: return .notRegular("a named pipe (FIFO)")
        case S_IFCHR, S_IFBLK: return .notRegular("a device")
        case S_IFSOCK: return .notRegular("a socket")
        case S_IFDIR: return .notRegular("a folder")
        default: return .notRegular("not a regular file")
        }
        let size = Int(info.st_size)
        if size > cap { return .tooLarge(size: size) }
        // A regular file never blocks; O_NONBLOCK stays harmless for the reads.
        var data = Data(count: cap + 1)
        var total = 0
        let failed: Int32? = data.withUnsafeMutableBytes { raw -> Int32? in
            let base = raw.baseAddress!
            while total < cap + 1 {
                let n = Glibc.read(fd, base + total, cap + 1 - total)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if n == 0 { break }
                total += n
            }
            return nil
        }
        if let failed { return .unreadable(String(cString: strerror(failed))) }
        // The file grew between fstat and read: still over the cap.
        if total > cap { return .tooLarge(size: max(total, size)) }
        data.count = total
        return .bytes(data, size: total)
    }

    /// The same for a path given as a Swift string (UTF-8 bytes).
    public static func read(_ path: String, cap: Int) -> Outcome { read(path: Array(path.utf8), cap: cap) }

    /// What `Outcome.notRegular` names (`"a folder"`), as a catalogue text for any language.
    public static func kindText(_ what: String) -> LocalizedText {
        switch what {
        case "a named pipe (FIFO)": return LocalizedText(.fileKindFIFO)
        case "a device": return LocalizedText(.fileKindDevice)
        case "a socket": return LocalizedText(.fileKindSocket)
        case "a folder": return LocalizedText(.fileKindFolder)
        default: return LocalizedText(.fileKindOther)
        }
    }

    /// `Outcome.unreadable`'s reason (`strerror`'s text) for any language: the catalogue's text
    /// for the reasons a learner meets (no permission), else the system's words as they are.
    public static func reasonText(_ reason: String) -> LocalizedText.Argument {
        if reason == String(cString: strerror(EACCES)) { return .text(LocalizedText(.fileReasonPermission)) }
        if reason == String(cString: strerror(EROFS)) { return .text(LocalizedText(.fileReasonReadOnly)) }
        return .plain(reason)
    }
}

/// Answer text decoded once at the edge, whatever its bytes: a UTF-8 byte-order mark is dropped,
/// UTF-16 (and UTF-32) with a byte-order mark is decoded, bytes without one are UTF-8 unless the
/// instructor names other encodings (`--encoding GBK`; bytes that are valid UTF-8 but read as
/// Chinese, Japanese or Korean in a named encoding and as nothing but U+0080-U+07FF letters in
/// UTF-8 are taken in the named one), and CRLF and CR line endings become LF.
/// Decoding is glibc's `iconv` (iconv(3); names as `iconv --list` gives them: `GBK`, `CP1252`,
/// `LATIN1`, `SHIFT_JIS`, …).
public enum AnswerText {
    /// A decoded text: LF line endings, no byte-order mark, and the encoding it was read in
    /// (`"UTF-8"`, `"UTF-8 with BOM"`, `"UTF-16LE with BOM"`, `"GBK"`, …).
    public struct Decoded: Sendable, Equatable {
        public let text: String
        public let encoding: String
    }

    /// Why the bytes are not text: where (1-based line and column of the decoded text before
    /// the problem) and what, as a sentence without the file name, in any language (`text`).
    public struct Problem: Error, Sendable, Equatable {
        public let line: Int
        public let column: Int
        /// What is wrong, as a catalogue text (`text.text(in: .zh)` for a Chinese learner).
        public let text: LocalizedText
        /// The encoding the bytes look like when it can be told (`"UTF-16LE"` for UTF-16 without
        /// a byte-order mark), for the advice to name (`--encoding UTF-16LE`); nil otherwise.
        public var encodingHint: String? = nil
        /// What is wrong, in English.
        public var message: String { text.text(in: .en) }
        /// A NUL byte, which no encoding makes text (as opposed to bytes of another encoding).
        public var isNUL: Bool { text.key == .textNUL }
    }

    /// Byte-order marks, longest first (UTF-32LE's begins with UTF-16LE's).
    static let marks: [(bytes: [UInt8], encoding: String)] = [
        ([0xEF, 0xBB, 0xBF], "UTF-8"),
        ([0xFF, 0xFE, 0x00, 0x00], "UTF-32LE"),
        ([0x00, 0x00, 0xFE, 0xFF], "UTF-32BE"),
        ([0xFF, 0xFE], "UTF-16LE"),
        ([0xFE, 0xFF], "UTF-16BE"),
    ]

    /// Whether glibc's iconv knows an encoding name (`iconv_open` succeeds).
    public static func isKnownEncoding(_ name: String) -> Bool {
        let cd = iconv_open("UTF-8", name)
        if cd == iconv_t(bitPattern: -1) { return false }
        iconv_close(cd)
        return true
    }

    /// Decodes `data`.
    ///
    /// - Parameter encodings: the encodings to try, in order, for bytes without a byte-order
    ///   mark that are not UTF-8; empty for UTF-8 only.
    /// - Returns: the text, or the problem of the last encoding tried (of UTF-8 when none is
    ///   named); a NUL character is a problem whatever the encoding (SQLite stops reading SQL
    ///   at NUL, so a statement could hide after it).
    public static func decode(_ data: Data, encodings: [String] = []) -> Result<Decoded, Problem> {
        let bytes = [UInt8](data)
        for mark in marks where bytes.starts(with: mark.bytes) {
            let body = Array(bytes[mark.bytes.count...])
            return convert(body, from: mark.encoding).flatMap { finish($0, encoding: mark.encoding + " with BOM") }
        }
        var result = convert(bytes, from: "UTF-8").flatMap { finish($0, encoding: "UTF-8") }
        if case .success(let utf8) = result, !encodings.isEmpty, onlyTwoByteCharacters(utf8.text) {
            // Short GBK (Big5, Shift_JIS, EUC-KR) text is often valid UTF-8 too: '女' in GBK,
            // C5 AE, is UTF-8's 'Ů'. Such text decodes in UTF-8 to letters of U+0080-U+07FF
            // only; when a named encoding reads it as Chinese, Japanese or Korean instead, the
            // instructor's encoding is the likelier one.
            for name in encodings {
                if case .success(let other) = convert(bytes, from: name).flatMap({ finish($0, encoding: name) }),
                   AnswerText.hasEastAsianCharacters(other.text) {
                    return .success(other)
                }
            }
        }
        if case .failure(let utf8Problem) = result {
            for name in encodings {
                result = convert(bytes, from: name).flatMap { finish($0, encoding: name) }
                if case .success = result { return result }
            }
            if encodings.isEmpty, let utf16 = utf16WithoutBOM(bytes) {
                return .failure(Problem(line: utf8Problem.line, column: utf8Problem.column,
                                        text: LocalizedText(.textLooksUTF16, utf8Problem.text), encodingHint: utf16))
            }
        }
        return result
    }

    /// Whether every non-ASCII character of `text` is a two-byte UTF-8 one (U+0080-U+07FF).
    static func onlyTwoByteCharacters(_ text: String) -> Bool {
        var any = false
        for scalar in text.unicodeScalars where scalar.value >= 0x80 {
            guard scalar.value < 0x800 else { return false }
            any = true
        }
        return any
    }

    /// A file name's bytes read as text in `encoding` (iconv's name: `GBK`, `CP1252`, …), or
    /// nil when they are not text in it (or hold a control character, a NUL or a slash).
    public static func name(_ bytes: [UInt8], in encoding: String) -> String? {
        guard case .success(let utf8) = convert(bytes, from: encoding),
              let text = String(validating: utf8, as: UTF8.self),
              !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "/" || $0.value == 0x7F }) else { return nil }
        return text
    }

    /// Whether `text` holds a CJK ideograph, kana or hangul syllable.
    public static func hasEastAsianCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x3400...0x9FFF).contains($0.value) || (0xAC00...0xD7AF).contains($0.value) }
    }

    /// The byte order of UTF-16 text of mostly ASCII without a BOM, from where its zero bytes
    /// are in the first 64 bytes: every other one, at odd offsets in `"UTF-16LE"` (`S\0E\0`),
    /// at even ones in `"UTF-16BE"` (`\0S\0E`); nil when the bytes do not look so.
    static func utf16WithoutBOM(_ bytes: [UInt8]) -> String? {
        let sample = bytes.prefix(64)
        guard sample.count >= 4 else { return nil }
        let zeros = sample.enumerated().filter { $0.element == 0 }
        guard zeros.count * 3 >= sample.count else { return nil }
        if zeros.allSatisfy({ $0.offset % 2 == 1 }) { return "UTF-16LE" }
        if zeros.allSatisfy({ $0.offset % 2 == 0 }) { return "UTF-16BE" }
        return nil
    }

    /// Line endings to LF, then the NUL check.
    static func finish(_ utf8: [UInt8], encoding: String) -> Result<Decoded, Problem> {
        var out = [UInt8]()
        out.reserveCapacity(utf8.count)
        var line = 1, lineStart = 0
        var i = 0
        while i < utf8.count {
            let byte = utf8[i]
            if byte == 0 {
                let column = String(decoding: out[lineStart...], as: UTF8.self).count + 1
                return .failure(Problem(line: line, column: column, text: LocalizedText(.textNUL)))
            }
            if byte == 0x0D {
                out.append(0x0A)
                if i + 1 < utf8.count, utf8[i + 1] == 0x0A { i += 1 }
                line += 1; lineStart = out.count
            } else {
                out.append(byte)
                if byte == 0x0A { line += 1; lineStart = out.count }
            }
            i += 1
        }
        return .success(Decoded(text: String(decoding: out, as: UTF8.self), encoding: encoding))
    }

    /// `bytes` in `encoding` to UTF-8 with iconv; the problem names the first byte that is not
    /// `encoding` (or the incomplete sequence at the end), at the line and column it starts.
    static func convert(_ bytes: [UInt8], from encoding: String) -> Result<[UInt8], Problem> {
        let cd = iconv_open("UTF-8", encoding)
        guard cd != iconv_t(bitPattern: -1) else {
            return .failure(Problem(line: 1, column: 1, text: LocalizedText(.textUnknownEncoding, encoding)))
        }
        defer { iconv_close(cd) }
        var input = bytes.map { CChar(bitPattern: $0) }
        var output = [CChar](repeating: 0, count: max(16, bytes.count * 4 + 16))
        var failure: (offset: Int, written: Int, incomplete: Bool)?
        var produced = 0
        input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                var inPointer: UnsafeMutablePointer<CChar>? = inBuffer.baseAddress
                var inLeft = inBuffer.count
                var outPointer: UnsafeMutablePointer<CChar>? = outBuffer.baseAddress
                var outLeft = outBuffer.count
                if inLeft > 0, iconv(cd, &inPointer, &inLeft, &outPointer, &outLeft) == -1 {
                    failure = (inBuffer.count - inLeft, outBuffer.count - outLeft, errno == EINVAL)
                    return
                }
                failure = nil
                produced = outBuffer.count - outLeft
            }
        }
        if failure == nil { output.removeSubrange(produced...) }
        if let failure {
            let before = output.prefix(failure.written).map { UInt8(bitPattern: $0) }
            // A NUL before the bad byte is the first problem, as a reader from the top meets it.
            if before.contains(0) {
                if case .failure(let nul) = finish(before, encoding: encoding) { return .failure(nul) }
            }
            var line = 1, lineStart = 0
            for (index, byte) in before.enumerated() where byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, index + 1 < before.count, before[index + 1] == 0x0A { continue }
                line += 1; lineStart = index + 1
            }
            let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
            let byte = failure.offset < bytes.count ? String(format: "%02X", bytes[failure.offset]) : ""
            let text = encoding == "UTF-8"
                ? (failure.incomplete ? LocalizedText(.textNotUTF8End) : LocalizedText(.textNotUTF8Byte, byte))
                : (failure.incomplete ? LocalizedText(.textNotEncodingEnd, encoding) : LocalizedText(.textNotEncodingByte, encoding, byte))
            return .failure(Problem(line: line, column: column, text: text))
        }
        return .success(output.map { UInt8(bitPattern: $0) })
    }
}
