import Foundation
import SQLabText
import SQLabLessons

/// A submissions path that is an archive, as every platform's "Download submissions" gives
/// (Canvas, Moodle, Blackboard, Brightspace and Gradescope all send a zip): told by its first
/// bytes, not its name. `sqlab grade` reads a folder, so the diagnostic gives the command that
/// unpacks the archive into one (Info-ZIP's `unzip -d`, GNU tar's `-C`).
///
/// Magic numbers: zip `PK\3\4` (a local file header) or `PK\5\6` (the end of an empty
/// archive), PKWARE's APPNOTE.TXT 4.3.7 and 4.3.16; gzip `1f 8b`, RFC 1952 2.3.1; a tar
/// `ustar` at byte 257, POSIX.1-2017 pax "ustar Interchange Format"; 7z `7z\xBC\xAF\x27\x1C`;
/// RAR `Rar!\x1A\x07`.
public struct SubmissionArchive {
    /// The archive's kind, as the catalogue says it ("a zip"; "zip").
    public let kind: TextKey
    /// The archive's path, as given.
    public let path: String
    /// The shell command that unpacks it into `folder` (the path quoted for a POSIX shell).
    public let unpack: String
    /// The folder `unpack` makes: the path without its archive suffix (quoted).
    public let folder: String

    /// Nil when `path` is not a readable regular file that starts as an archive does (a named
    /// pipe or a device is never opened: reading one could wait for ever).
    public init?(path: String) {
        self.path = path
        guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType,
              type == .typeRegular, let handle = FileHandle(forReadingAtPath: path) else { return nil }
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

    /// The most an archive is unpacked to by sqlab itself: bytes in all, and files. A larger
    /// one (or a zip bomb, whose listing says what it would become) is left to the instructor.
    public static let maximumBytes: Int64 = 2 << 30
    public static let maximumFiles = 100_000

    /// The tool that unpacks this kind, when sqlab runs it itself: Info-ZIP's `unzip` for a zip,
    /// `tar` for a tar of any compression tar recognises on its own (GNU tar and bsdtar both do);
    /// nil for 7z and RAR, whose tools Debian keeps outside main.
    public var tool: String? {
        switch kind {
        case .archiveZip: return "unzip"
        case .archiveTar, .archiveTarGz: return "tar"
        default: return nil
        }
    }

    /// Unpacks the archive into `folder`, made anew (its old contents removed), after reading the
    /// archive's listing: no more than `maximumBytes` and `maximumFiles`. Names that would reach
    /// outside the folder are refused by the tools themselves (`unzip` skips `../` and absolute
    /// names; `tar` strips a leading `/` and refuses `..`); a symbolic link unpacked is never
    /// followed out of the folder (`HandIn` reads links only inside it).
    ///
    /// - Returns: the number of files the listing names.
    /// - Throws: `Diagnostic` at the archive's path: the tool missing (`gradeArchiveNoTool`), the
    ///   archive too large (`gradeArchiveTooLarge`), or the tool's failure with its first line
    ///   of errors (`gradeArchiveFailed`); each gives the command to unpack it by hand.
    public func unpack(into folder: String) throws -> Int {
        let at = SourceLocation(file: path, line: 1)
        guard let tool, let executable = Self.find(tool) else {
            throw Diagnostic(at: at, .gradeArchiveNoTool, LocalizedText(kind), tool ?? (kind == .archive7z ? "7z" : "unrar"), unpack, self.folder)
        }
        // The listing: how many files, how many bytes once unpacked.
        let listing = Self.run(executable, tool == "unzip" ? ["-Zt", path] : ["-tvf", path])
        var files = 0
        var bytes: Int64 = 0
        if tool == "unzip" {
            // "3 files, 1234 bytes uncompressed, 567 bytes compressed:  54.0%" ("Empty zipfile." for none).
            let words = listing.output.split(whereSeparator: { $0 == " " || $0 == "," })
            if let f = words.firstIndex(of: "files") ?? words.firstIndex(of: "file"), f > 0, let n = Int(words[f - 1]) { files = n }
            if let b = words.firstIndex(of: "bytes"), b > 0, let n = Int64(words[b - 1]) { bytes = n }
            if listing.status > 1 && !listing.output.contains("Empty zipfile") {
                throw Diagnostic(at: at, .gradeArchiveFailed, LocalizedText(kind), tool, Self.firstLine(listing.errors + listing.output), unpack, self.folder)
            }
        } else {
            guard listing.status == 0 else {
                throw Diagnostic(at: at, .gradeArchiveFailed, LocalizedText(kind), tool, Self.firstLine(listing.errors), unpack, self.folder)
            }
            // "-rw-r--r-- user/group  1234 2024-01-01 12:00 name": the third field is the size.
            for line in listing.output.split(separator: "\n") where !line.hasPrefix("d") {
                files += 1
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                if fields.count > 2, let n = Int64(fields[2]) { bytes += n }
            }
        }
        guard bytes <= Self.maximumBytes, files <= Self.maximumFiles else {
            throw Diagnostic(at: at, .gradeArchiveTooLarge, LocalizedText(kind), bytes, files, Self.maximumBytes, Self.maximumFiles, unpack, self.folder)
        }
        let fm = FileManager.default
        try? fm.removeItem(atPath: folder)
        try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let arguments = tool == "unzip" ? ["-qq", "-o", path, "-d", folder] : ["-xf", path, "-C", folder, "--no-same-owner", "--no-same-permissions"]
        let result = Self.run(executable, arguments)
        // unzip's 1 is a warning (an empty archive, a name skipped); tar's 0 is success.
        if result.status > (tool == "unzip" ? 1 : 0) {
            throw Diagnostic(at: at, .gradeArchiveFailed, LocalizedText(kind), tool, Self.firstLine(result.errors + result.output), unpack, self.folder)
        }
        return files
    }

    /// The executable called `name` in `PATH` (then `/usr/bin`, `/bin`), nil when none.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin"] where !folder.isEmpty {
            let candidate = (folder as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `executable` with `arguments`: its exit status (-1 when it could not start), its
    /// standard output and error as text (invalid UTF-8 replaced).
    static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "", "\(error)") }
        // Both pipes read to their end before the wait, so that neither fills and blocks the tool.
        final class Box: @unchecked Sendable { var data = Data() }
        let errors = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { errors.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors.data, as: UTF8.self))
    }

    /// The tool's first sentence of error: the first line that is not the archive's name
    /// (`[x.zip]`, `Archive:  x.zip`), up to its first full stop.
    static func firstLine(_ text: String) -> String {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let line = lines.first { !$0.isEmpty && !($0.hasPrefix("[") && $0.hasSuffix("]")) && !$0.hasPrefix("Archive:") } ?? ""
        return line.components(separatedBy: ". ").first.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 } ?? line
    }

    /// `text` as one word of a POSIX shell: as it is when it holds only safe characters, else
    /// in single quotes (a quote inside as `'\''`).
    static func quoted(_ text: String) -> String {
        let safe = text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_./+:@%".unicodeScalars.contains($0) }
        return safe && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
