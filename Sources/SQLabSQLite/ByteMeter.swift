import CSQLite
import Foundation

/// The byte meter: SQLite's default allocator wrapped (`SQLITE_CONFIG_GETMALLOC`, then
/// `SQLITE_CONFIG_MALLOC`) so that every byte SQLite allocates, or reallocates to, is added to
/// a counter of the allocating thread.
///
/// SQLite runs a statement on the thread that steps it (the sandbox allows no worker threads,
/// `SQLITE_LIMIT_WORKER_THREADS` 0), so the growth of that thread's counter while a statement
/// runs is the bytes the statement built into new values: the cost one virtual-machine
/// instruction can hide (`hex()` of a 240 KB blob, `upper()`, `||`, a 479 KB text read from
/// overflow pages), which the progress handler's instruction count does not see. The
/// statement deadline charges it (`Sandbox.bytesPerInstruction`). The counts depend only on
/// the SQL and the data, not on the machine's load.
///
/// SQLite: <https://sqlite.org/c3ref/mem_methods.html>, <https://sqlite.org/c3ref/config.html>
enum ByteMeter {
    /// SQLite's own allocator, called by the wrappers; set once, before SQLite initializes.
    nonisolated(unsafe) static var original = sqlite3_mem_methods()
    nonisolated(unsafe) static var installed = false
    /// The key of each thread's counter (a heap cell of one `UInt64`, freed with the thread).
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { cell in cell?.assumingMemoryBound(to: UInt64.self).deallocate() }
        return key
    }()

    /// The calling thread's counter, made on first use (with the system allocator, not SQLite's).
    @inline(__always)
    static func counter() -> UnsafeMutablePointer<UInt64> {
        if let cell = pthread_getspecific(key) { return cell.assumingMemoryBound(to: UInt64.self) }
        let cell = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
        cell.initialize(to: 0)
        pthread_setspecific(key, cell)
        return cell
    }

    /// Bytes SQLite has allocated on the calling thread since the meter was installed (0 without it).
    static var threadBytes: UInt64 { installed ? counter().pointee : 0 }

    /// Wraps SQLite's allocator; false when SQLite was already initialized (`SQLITE_MISUSE`),
    /// and nothing is metered.
    static func install() -> Bool {
        if installed { return true }
        _ = key
        var current = sqlite3_mem_methods()
        guard sqlab_config_getmalloc(&current) == SQLITE_OK, current.xMalloc != nil else { return false }
        original = current
        var metered = current
        metered.xMalloc = { size in
            if size > 0 { ByteMeter.counter().pointee &+= UInt64(size) }
            return ByteMeter.original.xMalloc(size)
        }
        metered.xRealloc = { pointer, size in
            if size > 0 { ByteMeter.counter().pointee &+= UInt64(size) }
            return ByteMeter.original.xRealloc(pointer, size)
        }
        guard sqlab_config_malloc(&metered) == SQLITE_OK else { return false }
        installed = true
        return true
    }
}
