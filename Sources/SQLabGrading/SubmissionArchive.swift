import Foundation
import SQLabText

/// A submissions path that is an archive, as every platform's "Download submissions" gives
/// (Canvas, Moodle, Blackboard, Brightspace and Gradescope all send a zip): told by its first
/// bytes, not its name. `sqlab grade` reads a folder, so the diagnostic gives the command that
/// unpacks the archive into one (Info-ZIP's `unzip -d`, GNU tar's `-C`).
///
/// Magic numbers: zip `PK\3\4` (a local file header) or `PK\5\6` (the end of an empty
/// archive), PKWARE's APPNOTE.TXT 4.3.7 and 4.3.16; gzip `1f 8b`, RFC 1952 2.3.1; a tar
/// `ustar` at byte 257, POSIX.1-2017 pax "ustar Interchange Format"; 7z `7z\xBC\xAF\x27\x1C`;
/// RAR `Rar!\x1A\x07`.
struct SubmissionArchive {
    /// The archive's kind, as the catalogue says it ("a zip"; "zip").
    let kind: TextKey
    /// The shell command that unpacks it into `folder` (the path quoted for a POSIX shell).
    let unpack: String
    /// The folder `unpack` makes: the path without its archive suffix (quoted).
    let folder: String

    /// Nil when `path` is not a readable file that starts as an archive does.
    init?(path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 262)) ?? Data())
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<(offset + bytes.count)]) == bytes
        }
        let name = (path as NSString).lastPathComponent
        var stem = path
        for suffix in [".tar.gz", ".tgz", ".zip", ".tar", ".7z", ".rar"] where name.lowercased().hasSuffix(suffix) && name.count > suffix.count {
            stem = String(path.dropLast(suffix.count))
            break
        }
        if stem == path { stem = path + "-unpacked" }
        let archive = Self.quoted(path), folder = Self.quoted(stem)
        self.folder = folder
        if starts([0x50, 0x4B, 0x03, 0x04]) || starts([0x50, 0x4B, 0x05, 0x06]) {
            kind = .archiveZip; unpack = "unzip -q \(archive) -d \(folder)"
        } else if starts([0x1F, 0x8B]) {
            kind = .archiveTarGz; unpack = "mkdir -p \(folder) && tar -xzf \(archive) -C \(folder)"
        } else if starts(Array("ustar".utf8), at: 257) {
            kind = .archiveTar; unpack = "mkdir -p \(folder) && tar -xf \(archive) -C \(folder)"
        } else if starts([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]) {
            kind = .archive7z; unpack = "7z x \(archive) -o\(folder)"
        } else if starts([0x52, 0x61, 0x72, 0x21, 0x1A, 0x07]) {
            kind = .archiveRAR; unpack = "unrar x \(archive) \(folder)/"
        } else {
            return nil
        }
    }

    /// `text` as one word of a POSIX shell: as it is when it holds only safe characters, else
    /// in single quotes (a quote inside as `'\''`).
    static func quoted(_ text: String) -> String {
        let safe = text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_./+:@%".unicodeScalars.contains($0) }
        return safe && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
