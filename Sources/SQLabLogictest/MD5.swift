import CMD
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine

/// An incremental MD5 digest, through libmd (`MD5Init`, `MD5Update`, `MD5Final`): the only code
/// that calls libmd.
///
/// sqllogictest compares large results by the MD5 of their rendered values (FORMAT-NOTES §5);
/// feeding the values one by one avoids building the whole text first.
///
/// For example, the digest sqllogictest gives the values 1 to 9:
///
///     var md5 = MD5()
///     for n in 1...9 { md5.update(Array("\(n)\n".utf8)) }
///     md5.finish()   // "22e400a2ddbb013acf2a5852d6ab69fc"
///
/// libmd: <https://www.hadrons.org/software/libmd/> (`man 3 md5`).
public struct MD5 {
    private var context = MD5_CTX()

    public init() { MD5Init(&context) }

    /// Adds `bytes` to the digest.
    public mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        MD5Update(&context, base, bytes.count)
    }

    /// Adds `bytes` to the digest.
    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { update($0) }
    }

    /// Ends the digest and returns it as 32 lowercase hexadecimal digits. The digest cannot be
    /// updated afterwards; start a new `MD5` instead.
    public mutating func finish() -> String {
        var digest = [UInt8](repeating: 0, count: Int(MD5_DIGEST_LENGTH))
        MD5Final(&digest, &context)
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(32)
        for byte in digest {
            text.append(hex[Int(byte >> 4)])
            text.append(hex[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
