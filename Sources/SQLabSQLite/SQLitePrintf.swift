import CSQLite

/// Numbers formatted by SQLite's own `printf` engine (`sqlite3_vsnprintf`), the one that
/// converts a REAL to text for `sqlite3_column_text` (`%!.15g`) and that the sqlite3 shell's json
/// mode uses (`%!.20g`). Its `%g` differs from the C library's: the `!` flag keeps a `.0` on whole
/// numbers (`1575.0`, `1.0e+16`), and minus zero prints as `0.0`.
///
/// SQLite: <https://sqlite.org/printf.html>; `sqlite3VdbeMemStringify` in `src/vdbemem.c`;
/// `output_json_string`'s caller in `src/shell.c.in` (3.40).
public enum SQLitePrintf {
    /// `value` formatted with one `%…g`-style conversion, e.g. `format("%!.15g", 0.1 + 0.2)`
    /// is `0.3`. `format` must hold exactly one conversion that takes a double.
    public static func format(_ format: String, _ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        return withVaList([value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { out in
                _ = sqlite3_vsnprintf(Int32(out.count), out.baseAddress, format, arguments)
                return String(cString: out.baseAddress!)
            }
        }
    }

    /// A REAL as `sqlite3_column_text` gives it: `printf('%!.15g')`.
    public static func real(_ value: Double) -> String { format("%!.15g", value) }
}
