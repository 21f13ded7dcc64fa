import CSQLite
import Foundation

/// Bounded replacements for the SQLite built-in functions whose cost can explode inside one
/// call, where neither the progress handler nor `sqlite3_interrupt` reaches (both act only
/// between virtual-machine instructions).
///
/// Every sandboxed connection registers these under the built-ins' own names
/// (`sqlite3_create_function_v2`: "Built-in functions may be overloaded by new
/// application-defined functions"), so the bound holds wherever the call comes from: typed SQL,
/// a column `DEFAULT`, a generated column, a `CHECK`, a trigger, a view, an expression index.
/// Each replacement first estimates the work the call would do from its arguments' sizes;
/// within the bound it hands the call, unchanged, to SQLite's own function on a private helper
/// connection (so results are exactly SQLite's); past it, the call fails with `SQLITE_TOOBIG`
/// ("string or blob too big").
///
/// The functions, from SQLite 3.40.1's `src/func.c` and `src/json.c`, and why each is here:
///
/// | function | work in SQLite | bound |
/// |---|---|---|
/// | `printf`, `format` | the sum of every conversion's width and precision (`%.*c` repeats a character `precision` times even after the result is too big: 9 s for 2^31) | that sum ≤ `SQLITE_LIMIT_LENGTH` |
/// | `instr` | haystack bytes × needle bytes (naive search) | product ≤ `pairwiseWorkLimit` |
/// | `replace` | string bytes × pattern bytes | product ≤ `pairwiseWorkLimit` |
/// | `trim`, `ltrim`, `rtrim` | string bytes × character-set bytes (one `ltrim`: 66 s) | product ≤ `pairwiseWorkLimit` |
/// | `json_patch` | target members × patch members (RFC 7396 merge, a linear search per key: 4.7 s for two 20,000-key objects) | product of the bytes ≤ `pairwiseWorkLimit` |
///
/// The other built-ins are linear in their arguments, which `SQLITE_LIMIT_LENGTH` bounds, or
/// limited by another `sqlite3_limit` (`like`/`glob` by `SQLITE_LIMIT_LIKE_PATTERN_LENGTH`,
/// `char` and the variadic JSON functions by `SQLITE_LIMIT_FUNCTION_ARG`).
///
/// SQLite: <https://sqlite.org/c3ref/create_function.html>, <https://sqlite.org/lang_corefunc.html>
enum BoundedFunctions {
    /// Byte comparisons one call of a pairwise function may need at most: about 0.1 s.
    static let pairwiseWorkLimit: Int64 = 100_000_000

    /// The functions replaced: name, argument counts (-1: any), and how their work is estimated.
    static let replaced: [(name: String, arguments: [Int32], cost: Cost)] = [
        ("printf", [-1], .format),
        ("format", [-1], .format),
        ("instr", [2], .pairwise),
        ("replace", [3], .pairwise),
        ("trim", [1, 2], .pairwise),
        ("ltrim", [1, 2], .pairwise),
        ("rtrim", [1, 2], .pairwise),
        ("json_patch", [2], .pairwise),
    ]

    enum Cost {
        /// `printf`'s format string: the widths and precisions it asks for.
        case format
        /// The product of the first two arguments' sizes in bytes.
        case pairwise
    }

    /// Registers every replacement on `connection`, sharing one helper connection.
    ///
    /// - Throws: `SQLiteError` when SQLite refuses a registration.
    static func register(on connection: Connection) throws {
        let helper = BuiltinHelper()
        for function in replaced {
            for count in function.arguments {
                let box = FunctionBox(name: function.name, arguments: count, cost: function.cost, helper: helper)
                let context = Unmanaged.passRetained(box).toOpaque()
                let rc = sqlite3_create_function_v2(
                    connection.handle, function.name, count, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, context,
                    { context, count, arguments in BoundedFunctions.call(context, count, arguments) }, nil, nil,
                    { pointer in pointer.map { Unmanaged<FunctionBox>.fromOpaque($0).release() } })
                if rc != SQLITE_OK { throw connection.lastError(sql: nil, call: "sqlite3_create_function_v2", rc: rc) }
            }
        }
    }

    /// One call of a replaced function: estimate, then refuse or hand over to SQLite's own.
    static func call(_ context: OpaquePointer?, _ count: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?) {
        guard let context, let raw = sqlite3_user_data(context) else { return }
        let box = Unmanaged<FunctionBox>.fromOpaque(raw).takeUnretainedValue()
        let values = (0..<Int(count)).map { arguments![$0] }
        let db = sqlite3_context_db_handle(context)
        let lengthLimit = Int64(sqlite3_limit(db, SQLITE_LIMIT_LENGTH, -1))
        switch box.cost {
        case .format:
            if formatWork(values) > lengthLimit { sqlite3_result_error_toobig(context); return }
        case .pairwise:
            if values.count >= 2 {
                let work = Int64(sqlite3_value_bytes(values[0])) * Int64(max(1, sqlite3_value_bytes(values[1])))
                if work > pairwiseWorkLimit { sqlite3_result_error_toobig(context); return }
            }
        }
        box.helper.call(box.name, values, into: context, lengthLimit: Int32(clamping: lengthLimit))
    }

    /// The characters `printf(format, …)` must produce at least, by SQLite's rules
    /// (`sqlite3_str_vappendf` in `src/printf.c`): for every conversion, its width plus its
    /// precision, whether written as digits or taken from an argument with `*`. Digits are
    /// counted saturating (SQLite wraps them modulo 2^31, so this never counts less).
    static func formatWork(_ values: [OpaquePointer?]) -> Int64 {
        guard let first = values.first, sqlite3_value_type(first) != SQLITE_NULL,
              let text = sqlite3_value_text(first) else { return 0 }
        let format = UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(first)))
        return formatWork(format) { index in
            guard index < values.count, let value = values[index] else { return nil }
            return sqlite3_value_int64(value)
        }
    }

    /// The same estimate for a format's bytes, `argument(i)` giving the integer value of
    /// argument `i` (1-based after the format; nil when there is none).
    static func formatWork<Bytes: RandomAccessCollection>(_ format: Bytes, argument: (Int) -> Int64?) -> Int64
        where Bytes.Element == UInt8, Bytes.Index == Int {
        var next = 1   // the next argument a conversion or a `*` takes
        func integerArgument() -> Int64 {
            defer { next += 1 }
            guard let n = argument(next) else { return 0 }
            return n == Int64.min ? Int64(Int32.max) : min(abs(n), Int64(Int32.max))
        }
        var work: Int64 = 0
        var i = format.startIndex
        while i < format.endIndex {
            guard format[i] == UInt8(ascii: "%") else { i += 1; continue }
            i += 1
            var number: Int64 = 0
            scanning: while i < format.endIndex {
                let c = format[i]
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    number = min(number * 10 + Int64(c - UInt8(ascii: "0")), Int64(Int32.max))
                case UInt8(ascii: "*"):
                    work += integerArgument()
                case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "!"),
                     UInt8(ascii: ","), UInt8(ascii: "l"), UInt8(ascii: "."):
                    work += number
                    number = 0
                default:
                    break scanning
                }
                i += 1
            }
            work += number
            guard i < format.endIndex else { break }
            switch format[i] {
            case UInt8(ascii: "%"), UInt8(ascii: "n"):
                break                        // no argument
            case UInt8(ascii: "T"), UInt8(ascii: "S"):
                return work                  // internal conversions: SQL's printf stops here
            default:
                next += 1                    // the conversion's own argument
            }
            i += 1
            if work > Int64(Int32.max) { return work }
        }
        return work
    }
}

/// What one registration needs in its callback.
final class FunctionBox {
    let name: String
    let arguments: Int32
    let cost: BoundedFunctions.Cost
    let helper: BuiltinHelper
    init(name: String, arguments: Int32, cost: BoundedFunctions.Cost, helper: BuiltinHelper) {
        self.name = name
        self.arguments = arguments
        self.cost = cost
        self.helper = helper
    }
}

/// A private connection on which SQLite's own built-ins are still reachable (nothing is
/// registered on it), opened the first time a replaced function is called. It runs only
/// `SELECT name(?1, …)` statements of sqlab's own, with the arguments bound: no learner text is
/// ever compiled on it.
final class BuiltinHelper {
    private var db: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        if let db { sqlite3_close_v2(db) }
    }

    /// Calls SQLite's own `name` with `values`, and makes its result (or error) the result of
    /// `context`. JSON results keep their JSON subtype, as `json_patch`'s own do.
    func call(_ name: String, _ values: [OpaquePointer?], into context: OpaquePointer, lengthLimit: Int32) {
        if db == nil {
            var handle: OpaquePointer?
            guard sqlite3_open_v2(":memory:", &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK,
                  let handle else {
                if let handle { sqlite3_close_v2(handle) }
                sqlite3_result_error_nomem(context)
                return
            }
            sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, lengthLimit)
            db = handle
        }
        guard let db else { return }
        let key = "\(name)/\(values.count)"
        var statement = statements[key]
        if statement == nil {
            let placeholders = (0..<values.count).map { "?\($0 + 1)" }.joined(separator: ",")
            var prepared: OpaquePointer?
            guard sqlite3_prepare_v2(db, "SELECT \(name)(\(placeholders))", -1, &prepared, nil) == SQLITE_OK, let prepared else {
                sqlite3_result_error(context, sqlite3_errmsg(db), -1)
                return
            }
            statements[key] = prepared
            statement = prepared
        }
        guard let statement else { return }
        defer { sqlite3_reset(statement); sqlite3_clear_bindings(statement) }
        for (index, value) in values.enumerated() { sqlite3_bind_value(statement, Int32(index + 1), value) }
        let rc = sqlite3_step(statement)
        if rc == SQLITE_ROW {
            sqlite3_result_value(context, sqlite3_column_value(statement, 0))
            if name.hasPrefix("json"), sqlite3_column_type(statement, 0) == SQLITE_TEXT {
                sqlite3_result_subtype(context, 74)   // 'J', JSON_SUBTYPE in src/json.c
            }
        } else {
            let code = sqlite3_extended_errcode(db)
            if code & 0xFF == SQLITE_TOOBIG { sqlite3_result_error_toobig(context); return }
            if code & 0xFF == SQLITE_NOMEM { sqlite3_result_error_nomem(context); return }
            sqlite3_result_error(context, sqlite3_errmsg(db), -1)
            sqlite3_result_error_code(context, code)
        }
    }
}
