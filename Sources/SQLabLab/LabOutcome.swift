import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// What one call returned, decoded.
public enum LabReturn: Equatable, Sendable {
    /// A result code (`sqlite3_step` → `SQLITE_ROW`).
    case code(ResultCode)
    /// A result code given as data (`sqlite3_errcode`), or a datatype code (`sqlite3_column_type`).
    case codeValue(ResultCode)
    case datatype(Int32)
    case integer(Int64)
    case double(Double)
    /// Text, or nil for a NULL pointer.
    case text([UInt8]?)
    /// Blob bytes, or nil for a NULL pointer.
    case blob([UInt8]?)
    case void
}

/// One call the lab made (or, for undefined behaviour, answered without making), decoded.
public struct LabOutcome: Sendable {
    /// The call written back as C: `sqlite3_bind_int(stmt, 1, 18)`.
    public let call: String
    /// The function's name.
    public let function: String
    public let returned: LabReturn
    /// True when sqlab answered as SQLite's API armour would, without calling SQLite (the call
    /// would be undefined behaviour in C), or refused it at the sandbox's edge.
    public let answeredBySqlab: Bool
    /// Notes about this call (undefined behaviour, a refused path, a hidden extended code).
    public let notes: [LabMessage]
    /// For a failing result code: `sqlite3_errmsg` and the explanation of the code.
    public let explanation: ErrorExplanation?
    /// What changed: handles set, rows changed, the tail, `errmsg`.
    public let effects: [LabMessage]
    /// The current row after `SQLITE_ROW`: column names and values.
    public let row: (columns: [String], values: [Value])?
    /// The handles open after the call, when the call opened or released one.
    public let openHandles: [String]?

    /// True for a failing result code, and for undefined behaviour sqlab refused.
    public var failed: Bool {
        if case .code(let code) = returned { return !code.isSuccess }
        return answeredBySqlab
    }

    /// The result code, for the calls that return one.
    public var code: ResultCode? {
        if case .code(let code) = returned { return code }
        return nil
    }
}

/// What one lab line did.
public enum LabLineResult: Sendable {
    /// A call (one per statement of the line).
    case call(LabOutcome)
    /// A declaration or an assignment; the message says what the variable holds.
    case declared(LabMessage)
    /// The line could not be run as written (a C compiler would reject it): nothing was called.
    case error(column: Int, LabMessage)
    /// A dot-command's output.
    case info([String])

    public var failed: Bool {
        switch self {
        case .call(let outcome): return outcome.failed
        case .error: return true
        default: return false
        }
    }
}
