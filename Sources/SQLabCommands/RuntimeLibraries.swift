import Foundation

/// The shared libraries this process loaded from outside the system's library folders: the
/// Swift runtime and Foundation of the toolchain that built sqlab (`/opt/swift/usr/lib/swift/
/// linux` here), which a machine without Swift lacks. `sqlab autograder gradescope` copies them
/// beside `bin/sqlab`; the binary's RUNPATH ends in `$ORIGIN` (SwiftPM's default on Linux), so
/// the loader finds them there when the toolchain's folder does not exist. A binary built with
/// `--static-swift-stdlib` loads none of them, and nothing is copied.
///
/// Read from `/proc/self/maps` (proc(5)): every file mapped into the process, once each. The
/// system's own libraries (`/lib`, `/usr/lib`, `/lib64`, `/usr/lib64`: glibc, SQLite, readline,
/// cmark-gfm, libmd) come from the packages `setup.sh` installs, and are left out.
enum RuntimeLibraries {
    /// `/proc/self/maps`, read to its end (its size is given as 0, so a single read of the
    /// file's size would stop after the first page).
    static func readMaps() -> String? {
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
        defer { try? handle.close() }
        return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    }

    static let systemFolders = ["/lib/", "/usr/lib/", "/lib64/", "/usr/lib64/", "/usr/local/lib/"]

    /// Absolute paths of the loaded `.so` files outside `systemFolders`, in load order; empty
    /// when `/proc/self/maps` cannot be read (not Linux).
    static func toolchainLibraries(maps: String? = RuntimeLibraries.readMaps()) -> [String] {
        guard let maps else { return [] }
        var seen = Set<String>()
        var found: [String] = []
        for line in maps.split(separator: "\n") {
            // address perms offset dev inode pathname
            guard let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            let name = (path as NSString).lastPathComponent
            guard name.hasPrefix("lib"), name.contains(".so"), !systemFolders.contains(where: path.hasPrefix) else { continue }
            if seen.insert(path).inserted { found.append(path) }
        }
        return found
    }
}
