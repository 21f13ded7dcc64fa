import Foundation
#if canImport(Glibc)
import Glibc
#endif

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
