import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Readers that stop at a cap: no input, however large or endless (`yes | sqlab …`,
/// `/dev/zero`, a FIFO nobody writes), makes sqlab read more than its cap plus one byte, and
/// none blocks on opening a file that is not a regular file.
///
/// Files are opened with `O_RDONLY | O_NONBLOCK | O_CLOEXEC` (and `O_NOFOLLOW` when asked), then
/// `fstat` on the open descriptor decides (so the check and the read are of the same file), and
/// at most `limit + 1` bytes are read. POSIX: open(2), fstat(2), read(2).
public enum BoundedRead {
    /// Why a file could not be read.
    public enum Failure: Error, Equatable {
        case missing
        /// A symbolic link where links are refused (`follow: false`).
        case symbolicLink
        /// A folder, device, FIFO or socket: the kind in words.
        case notARegularFile(String)
        /// More than `limit` bytes.
        case tooLarge(limit: Int)
        /// open(2) or read(2) failed with this `errno`.
        case unreadable(Int32)

        /// The problem in a few words, for a diagnostic ("is a FIFO, not a file").
        public var description: String {
            switch self {
            case .missing: return "no such file"
            case .symbolicLink: return "is a symbolic link; sqlab does not follow it"
            case .notARegularFile(let kind): return "is \(kind), not a regular file"
            case .tooLarge(let limit): return "is larger than \(limit) bytes, the limit"
            case .unreadable(let code): return "cannot be read (\(String(cString: strerror(code))))"
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `limit`.
    ///
    /// - Throws: `Failure`.
    public static func file(_ path: String, limit: Int, follow: Bool = true) throws -> Data {
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        if !follow { flags |= O_NOFOLLOW }
        let descriptor = open(path, flags)
        if descriptor < 0 {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: throw Failure.missing
            case ELOOP where !follow: throw Failure.symbolicLink
            case EMFILE, ENFILE: throw Failure.unreadable(code)
            default: throw Failure.unreadable(code)
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure.unreadable(errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure.notARegularFile("a folder")
        case S_IFIFO: throw Failure.notARegularFile("a FIFO")
        case S_IFCHR, S_IFBLK: throw Failure.notARegularFile("a device")
        case S_IFSOCK: throw Failure.notARegularFile("a socket")
        default: throw Failure.notARegularFile("not a file")
        }
        if Int(status.st_size) > limit { throw Failure.tooLarge(limit: limit) }
        // Regular files do not block; the flag only mattered for opening.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let (data, over) = try read(descriptor: descriptor, limit: limit)
        if over { throw Failure.tooLarge(limit: limit) }
        return data
    }

    /// At most `limit` bytes from `descriptor` (standard input, say), reading at most one byte
    /// more to learn whether there was more.
    ///
    /// - Returns: the bytes, and true when the input holds more than `limit`.
    /// - Throws: `Failure.unreadable` when read(2) fails.
    public static func read(descriptor: Int32, limit: Int) throws -> (Data, Bool) {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= limit {
            let want = min(chunk.count, limit + 1 - data.count)
            let n = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, want) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    var descriptorSet = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&descriptorSet, 1, -1)
                    continue
                }
                throw Failure.unreadable(errno)
            }
            if n == 0 { break }
            data.append(contentsOf: chunk[0..<n])
        }
        if data.count > limit { return (data.prefix(limit), true) }
        return (data, false)
    }
}

/// Lines from a descriptor (piped standard input), each cut at a cap: a line longer than
/// `lineLimit` bytes is not kept, and its bytes are skipped up to the next line break, so memory
/// stays bounded whatever comes in. Lines are decoded as UTF-8 (invalid bytes become U+FFFD)
/// without their `\n` (and a `\r` before it).
public final class BoundedLineReader {
    public enum Line: Equatable {
        case text(String)
        /// A line over the cap: how many bytes it had up to where it was dropped (at least
        /// `lineLimit + 1`).
        case tooLong(Int)
    }

    private let descriptor: Int32
    public let lineLimit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    public init(descriptor: Int32 = 0, lineLimit: Int) {
        self.descriptor = descriptor
        self.lineLimit = lineLimit
    }

    /// The next line, or nil at the end of the input.
    public func next() -> Line? {
        var dropping = 0
        var scanned = start
        while true {
            if let newline = newlineIndex(from: scanned) {
                let line = buffer[start..<newline]
                start = newline + 1
                compact()
                if dropping > 0 { return .tooLong(dropping + line.count) }
                return .text(decode(line))
            }
            scanned = buffer.count
            if buffer.count - start > lineLimit {
                // Keep nothing of an over-long line: count it and read on to its end.
                dropping += buffer.count - start
                buffer.removeAll(keepingCapacity: true)
                start = 0
                scanned = 0
            }
            if ended {
                guard start < buffer.count || dropping > 0 else { return nil }
                let line = buffer[start...]
                start = buffer.count
                if dropping > 0 { return .tooLong(dropping + line.count) }
                return .text(decode(line))
            }
            fill()
        }
    }

    /// The index of the first line break at or after `from` (memchr(3): each byte is looked at
    /// once, however the line arrives).
    private func newlineIndex(from: Int) -> Int? {
        guard from < buffer.count else { return nil }
        return buffer.withUnsafeBufferPointer { pointer -> Int? in
            guard let base = pointer.baseAddress, let found = memchr(base + from, 0x0A, pointer.count - from) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    private func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var bytes = bytes
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func compact() {
        if start > 1 << 16 || start == buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }

    private func fill() {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { ended = true; return }
            buffer.append(contentsOf: chunk[0..<n])
            return
        }
    }
}
