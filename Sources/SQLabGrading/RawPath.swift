import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
#if canImport(Glibc)
import Glibc
#endif

/// A file path as the kernel has it: bytes, in whatever encoding the file names came in (a
/// Latin-1 name from an old zip, GBK from a Chinese Windows machine). Swift strings cannot hold
/// such bytes, so submissions are listed and opened by their bytes, and shown by `display`.
public struct RawPath: Hashable, Sendable, Comparable {
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) { self.bytes = bytes }
    public init(_ path: String) { bytes = Array(path.utf8) }

    /// This path with one more component.
    public func appending(_ name: [UInt8]) -> RawPath {
        var result = bytes
        if result.last != UInt8(ascii: "/") { result.append(UInt8(ascii: "/")) }
        return RawPath(bytes: result + name)
    }

    /// The last component.
    public var name: [UInt8] {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes }
        return Array(bytes[(slash + 1)...])
    }

    /// A name as text: its UTF-8, normalised to NFC (macOS zips store names decomposed), or,
    /// when the bytes are not UTF-8, each byte as the Latin-1 character it is (so that nothing
    /// is lost and every name stays distinct). `isUTF8` says which.
    public static func text(_ bytes: [UInt8]) -> (text: String, isUTF8: Bool) {
        if let text = String(validating: bytes, as: UTF8.self) {
            return (text.precomposedStringWithCanonicalMapping, true)
        }
        return (String(bytes.map { Character(Unicode.Scalar($0)) }), false)
    }

    /// A name as text, as `text(_:)` reads it, but a name that is not UTF-8 is tried first in
    /// each of `encodings` (`--encoding GBK`: names a Chinese Windows zip wrote), then read as
    /// Latin-1. `readAs` is the encoding that read it (nil for UTF-8); `suggestion` names
    /// GBK when the name was read as Latin-1 but reads as Chinese in GBK (so that the note can
    /// say how to grade it again).
    public static func text(_ bytes: [UInt8], encodings: [String]) -> (text: String, readAs: String?, suggestion: String?) {
        let (text, utf8) = text(bytes)
        if utf8 { return (text, nil, nil) }
        for encoding in encodings {
            if let named = AnswerText.name(bytes, in: encoding) { return (named.precomposedStringWithCanonicalMapping, encoding, nil) }
        }
        let gbk = AnswerText.name(bytes, in: "GBK")
        let chinese = gbk.map { name in
            AnswerText.hasEastAsianCharacters(name) && name.unicodeScalars.allSatisfy { $0.isASCII || AnswerText.hasEastAsianCharacters(String($0)) }
        } ?? false
        return (text, "Latin-1", chinese ? "GBK" : nil)
    }

    public var display: String { RawPath.text(bytes).text }

    public static func < (a: RawPath, b: RawPath) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }

    /// What `lstat` says a directory entry is (a symbolic link is not followed).
    public enum Kind: Sendable, Equatable {
        case file, folder, symbolicLink
        /// A FIFO, device or socket.
        case special
        case missing
    }

    public var kind: Kind {
        var info = stat()
        let failed = withCString { lstat($0, &info) } != 0
        if failed { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .special
        }
    }

    public func withCString<T>(_ body: (UnsafePointer<CChar>) throws -> T) rethrows -> T {
        var c = bytes.map { CChar(bitPattern: $0) }
        c.append(0)
        return try c.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// The names in a folder (not `.` and `..`), as bytes, sorted by bytes; nil when the folder
    /// cannot be read.
    public func list() -> [[UInt8]]? {
        guard let dir = withCString({ opendir($0) }) else { return nil }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The path with every symbolic link resolved (realpath(3)), or nil when it leads nowhere.
    public func resolved() -> RawPath? {
        guard let real = withCString({ realpath($0, nil) }) else { return nil }
        defer { free(real) }
        return RawPath(bytes: Array(UnsafeRawBufferPointer(start: real, count: strlen(real))))
    }

    /// Whether this (resolved) path is `folder` or inside it (both resolved).
    public func isInside(_ folder: RawPath) -> Bool {
        let prefix = folder.bytes.last == UInt8(ascii: "/") ? folder.bytes : folder.bytes + [UInt8(ascii: "/")]
        return bytes == folder.bytes || bytes.starts(with: prefix)
    }
}
