import CSQLite

/// Questions about SQL text that SQLite answers without a database.
public enum SQLSyntax {
    /// True when `sql` ends with a complete statement: a `;` that is not inside a string,
    /// identifier, comment or trigger body (`sqlite3_complete`).
    /// SQLite: <https://sqlite.org/c3ref/complete.html>
    public static func isComplete(_ sql: String) -> Bool {
        sqlite3_complete(sql) != 0
    }

    /// Every keyword SQLite knows, upper-case (`sqlite3_keyword_name`), for completion and
    /// "did you mean". SQLite: <https://sqlite.org/c3ref/keyword_check.html>
    public static let keywords: [String] = {
        (0..<sqlite3_keyword_count()).compactMap { i in
            var pointer: UnsafePointer<CChar>?
            var length: Int32 = 0
            guard sqlite3_keyword_name(i, &pointer, &length) == SQLITE_OK, let pointer else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
        }
    }()

    /// True when `word` is an SQL keyword (`sqlite3_keyword_check`), in any case.
    public static func isKeyword(_ word: String) -> Bool {
        sqlite3_keyword_check(word, Int32(word.utf8.count)) != 0
    }

    /// True when the UTF-8 bytes `word` are an SQL keyword (`sqlite3_keyword_check`), in any
    /// case: `isKeyword(_:)` without making a String and a C copy of it (the tokenizer asks
    /// this of every word it reads).
    public static func isKeyword(bytes word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = word.baseAddress, !word.isEmpty else { return false }
        return base.withMemoryRebound(to: CChar.self, capacity: word.count) { sqlite3_keyword_check($0, Int32(word.count)) != 0 }
    }

    /// The version of the linked SQLite library, e.g. `3.40.1`.
    public static var libraryVersion: String { String(cString: sqlite3_libversion()) }
}
