import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// One lab session: the learner's variables, the handle table, and the scratch folder. Each line
/// is read (`LabLine`) and each call made for real through `LabConnection` and `LabStatement`,
/// except undefined behaviour, which never reaches SQLite: the session answers it as SQLite's
/// API armour would (`SQLITE_MISUSE`), and says that in C it could crash or corrupt memory.
///
/// Used by `sqlab lab` (typed or piped lines) and by lessons' `c lab` blocks.
public final class LabSession {
    /// Limits of the handle table, and the session's settings.
    public struct Configuration: Sendable {
        public var language: Language
        /// Seconds each `sqlite3_step` or `sqlite3_exec` may run.
        public var timeout: Double
        /// Where the scratch folder is made (default: the system's temporary folder).
        public var scratchParent: String?
        /// Connections open at once, at most.
        public var maxConnections = 32
        /// Unfinalized statements at once, at most.
        public var maxStatements = 256
        /// Variables, at most.
        public var maxVariables = 1000

        public init(language: Language, timeout: Double = 1.0, scratchParent: String? = nil) {
            self.language = language
            self.timeout = timeout
            self.scratchParent = scratchParent
        }
    }

    /// A C variable of the session.
    enum Variable {
        case connection(Slot<LabConnection>)
        case statement(Slot<LabStatement>)
        /// `char *` / `const char *`: text, NULL, or freed.
        case text(Slot<[UInt8]>, freed: Bool)
        case integer(Int64?)
        case double(Double?)

        var typeName: String {
            switch self {
            case .connection: return "sqlite3 *"
            case .statement: return "sqlite3_stmt *"
            case .text: return "char *"
            case .integer: return "int"
            case .double: return "double"
            }
        }
    }

    /// What a pointer variable holds.
    enum Slot<T> {
        /// Declared and never set: in C, garbage.
        case unset
        case null
        case value(T)
    }

    public let configuration: Configuration
    public let scratch: LabScratch
    let explainer: Explainer
    private(set) var variables: [String: Variable] = [:]
    /// Open connections and unfinalized statements, with their numbers (the handle table).
    private var liveConnections: [ObjectIdentifier: (number: Int, connection: LabConnection, name: String)] = [:]
    private var liveStatements: [ObjectIdentifier: (number: Int, statement: LabStatement)] = [:]
    private var nextNumber = 1
    private var finished = false

    /// - Throws: `LabScratchError` when the scratch folder cannot be made.
    public init(configuration: Configuration) throws {
        self.configuration = configuration
        self.scratch = try LabScratch(parent: configuration.scratchParent, language: configuration.language)
        self.explainer = Explainer(language: configuration.language)
    }

    deinit { _ = finish() }

    /// Ends the session: finalizes every statement and closes every connection still open (an
    /// app would leak them), then removes the scratch folder.
    ///
    /// - Returns: what was left open, for a note (empty when the learner released everything).
    @discardableResult
    public func finish() -> [String] {
        guard !finished else { return [] }
        finished = true
        let left = releaseAll()
        variables = [:]
        scratch.remove()
        return left
    }

    /// Finalizes every statement and closes every connection still open (an open transaction
    /// is rolled back), keeping the scratch folder; returns what was open.
    @discardableResult
    public func releaseAll() -> [String] {
        let left = openHandleNames()
        for entry in liveStatements.values.sorted(by: { $0.number < $1.number }) { _ = entry.statement.finalize() }
        liveStatements = [:]
        for entry in liveConnections.values.sorted(by: { $0.number < $1.number }) where entry.connection.isOpen { _ = entry.connection.closeV2() }
        liveConnections = [:]
        return left
    }

    // MARK: - Lines

    /// Runs one line: each of its statements in order, stopping at the first that cannot be run.
    public func run(line: String) -> [LabLineResult] {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix(".") { return [meta(trimmed)] }
        let instructions: [LabInstruction]
        do {
            instructions = try LabLine.parse(line)
        } catch let error as LabLineError {
            return [.error(column: error.column, error.message)]
        } catch {
            return [.error(column: 1, .expectedCall)]
        }
        var results: [LabLineResult] = []
        for instruction in instructions {
            let result = run(instruction)
            results.append(result)
            if case .error = result { break }
        }
        return results
    }

    func run(_ instruction: LabInstruction) -> LabLineResult {
        switch instruction {
        case .declaration(let type, let name, let initial):
            return declare(type: type, name: name, initial: initial)
        case .assignment(let name, let value):
            return assign(name, value)
        case .call(let call, let target, let type):
            if let target, let type {
                if case .error(let column, let message) = declare(type: type, name: target, initial: nil) {
                    return .error(column: column, message)
                }
            }
            do {
                let outcome = try perform(call)
                if let target { store(outcome.returned, in: target) }
                return .call(outcome)
            } catch let problem as CallProblem {
                return .error(column: call.column, problem.message)
            } catch {
                return .error(column: call.column, .expectedCall)
            }
        }
    }

    /// A problem that stops a call before it is made.
    struct CallProblem: Error { let message: LabMessage }

    // MARK: - Variables

    private func declare(type: String, name: String, initial: LabArgument?) -> LabLineResult {
        let words = type.replacingOccurrences(of: "*", with: " * ").split(separator: " ").map(String.init)
        let pointer = words.contains("*")
        let base = words.filter { $0 != "*" && $0 != "const" && $0 != "unsigned" }
        var variable: Variable
        switch (base.first ?? "", pointer) {
        case ("sqlite3", true): variable = .connection(.unset)
        case ("sqlite3_stmt", true): variable = .statement(.unset)
        case ("char", true), ("void", true): variable = .text(.unset, freed: false)
        case ("int", false), ("long", false), ("sqlite3_int64", false), ("sqlite_int64", false): variable = .integer(nil)
        case ("double", false): variable = .double(nil)
        default:
            let suggestion = DidYouMean.closest(to: base.first ?? "", in: ["sqlite3", "sqlite3_stmt", "char", "int", "double"])
            return .error(column: 1, .unknownConstant(type, suggestion: suggestion.map { $0 + ($0.hasPrefix("sqlite3") || $0 == "char" ? " *" : "") }))
        }
        if variables[name] == nil && variables.count >= configuration.maxVariables {
            return .error(column: 1, .tooManyVariables(configuration.maxVariables))
        }
        if let initial {
            switch (variable, initial) {
            case (.connection, .null), (.connection, .integer(0)): variable = .connection(.null)
            case (.statement, .null), (.statement, .integer(0)): variable = .statement(.null)
            case (.text, .null): variable = .text(.null, freed: false)
            case (.text, .string(let bytes)): variable = .text(.value(bytes), freed: false)
            case (.integer, _), (.double, _):
                guard let number = try? number(initial) else { return .error(column: 1, .wrongArgument(function: "=", position: 1, name: name, expected: words.joined(separator: " "))) }
                if case .integer = variable { variable = .integer(Int64(number)) } else { variable = .double(number) }
            default:
                return .error(column: 1, .wrongArgument(function: "=", position: 1, name: name, expected: "NULL"))
            }
        }
        if let old = variables[name], old.typeName != variable.typeName {
            return .error(column: 1, .redeclared(name))
        }
        variables[name] = variable
        return .declared(.assigned(name, describe(variable)))
    }

    private func assign(_ name: String, _ value: LabArgument) -> LabLineResult {
        guard let variable = variables[name] else {
            return .error(column: 1, .undeclared(name, suggestion: DidYouMean.closest(to: name, in: Array(variables.keys))))
        }
        switch (variable, value) {
        case (.connection, .null), (.connection, .integer(0)): variables[name] = .connection(.null)
        case (.statement, .null), (.statement, .integer(0)): variables[name] = .statement(.null)
        case (.text, .null): variables[name] = .text(.null, freed: false)
        case (.text, .string(let bytes)): variables[name] = .text(.value(bytes), freed: false)
        case (.connection, .name(let other)), (.statement, .name(let other)):
            guard let source = variables[other], source.typeName == variable.typeName else {
                return .error(column: 1, .wrongArgument(function: "=", position: 1, name: name, expected: variable.typeName))
            }
            variables[name] = source
        case (.integer, _), (.double, _):
            guard let number = try? number(value) else { return .error(column: 1, .wrongArgument(function: "=", position: 1, name: name, expected: variable.typeName)) }
            if case .integer = variable { variables[name] = .integer(Int64(number)) } else { variables[name] = .double(number) }
        default:
            return .error(column: 1, .wrongArgument(function: "=", position: 1, name: name, expected: variable.typeName))
        }
        return .declared(.assigned(name, describe(variables[name]!)))
    }

    private func store(_ returned: LabReturn, in name: String) {
        switch returned {
        case .code(let code), .codeValue(let code): variables[name] = .integer(Int64(code.rawValue))
        case .datatype(let n): variables[name] = .integer(Int64(n))
        case .integer(let n):
            if case .double? = variables[name] { variables[name] = .double(Double(n)) } else { variables[name] = .integer(n) }
        case .double(let d): variables[name] = .double(d)
        case .text(let bytes), .blob(let bytes):
            variables[name] = .text(bytes.map { .value($0) } ?? .null, freed: false)
        case .void: break
        }
    }

    private func describe(_ variable: Variable) -> String {
        switch variable {
        case .connection(.value(let c)): return c.isOpen ? handleLabel(c) : "(closed)"
        case .statement(.value(let s)): return s.isLive ? handleLabel(s) : "(finalized)"
        case .connection(.null), .statement(.null), .text(.null, _): return "NULL"
        case .connection(.unset), .statement(.unset), .text(.unset, _): return "(not set)"
        case .text(.value(let bytes), let freed): return freed ? "(freed)" : LabLine.cString(bytes)
        case .integer(let n): return n.map(String.init) ?? "(not set)"
        case .double(let d): return d.map { Value.formatReal($0) } ?? "(not set)"
        }
    }

    private func handleLabel(_ connection: LabConnection) -> String {
        guard let entry = liveConnections[ObjectIdentifier(connection)] else { return "(closed)" }
        return "connection #\(entry.number) (\(entry.name))"
    }

    private func handleLabel(_ statement: LabStatement) -> String {
        guard let entry = liveStatements[ObjectIdentifier(statement)] else { return "(finalized)" }
        return "statement #\(entry.number)"
    }

    /// For `SQLITE_BUSY` on `connection`: the session's other connections to the same file that
    /// are inside a transaction (`sqlite3_get_autocommit` 0), which is where the lock is.
    fileprivate func lockHolders(besides connection: LabConnection) -> [LabMessage] {
        let file = connection.filename
        guard !file.isEmpty else { return [] }
        let holders = liveConnections.values.sorted { $0.number < $1.number }.filter {
            $0.connection !== connection && $0.connection.isOpen && $0.connection.filename == file && $0.connection.autocommit == 0
        }.map { entry -> String in
            let names = variables.filter { if case .connection(.value(let c)) = $0.value { return c === entry.connection }; return false }.keys.sorted()
            return names.isEmpty ? "connection #\(entry.number)" : names.joined(separator: "/")
        }
        return holders.isEmpty ? [] : [.lockHeldBy(holders, file: (file as NSString).lastPathComponent)]
    }

    /// The unfinalized statements of a connection, by the variables that point to them.
    func statementNames(of connection: LabConnection) -> [String] {
        liveStatements.values.filter { $0.statement.connection === connection }.sorted { $0.number < $1.number }.map { entry in
            let holders = variables.filter { if case .statement(.value(let s)) = $0.value { return s === entry.statement }; return false }.keys.sorted()
            return holders.isEmpty ? "statement #\(entry.number)" : holders.joined(separator: "/")
        }
    }

    /// The number the next handle gets: handles numbered from it on were made after now.
    public var handleMark: Int { nextNumber }

    /// The open handles, by the variables that point to them: `db (class.sqlite)`, `stmt`;
    /// only those made since `mark`, when given.
    public func openHandleNames(since mark: Int = 0) -> [String] {
        var names: [String] = []
        for entry in liveConnections.values.sorted(by: { $0.number < $1.number }) where (entry.connection.isOpen || entry.connection.isZombie) && entry.number >= mark {
            let holders = variables.filter { if case .connection(.value(let c)) = $0.value { return c === entry.connection }; return false }.keys.sorted()
            names.append((holders.isEmpty ? "connection #\(entry.number)" : holders.joined(separator: "/")) + " (\(entry.name))")
        }
        for entry in liveStatements.values.sorted(by: { $0.number < $1.number }) where entry.number >= mark {
            let holders = variables.filter { if case .statement(.value(let s)) = $0.value { return s === entry.statement }; return false }.keys.sorted()
            names.append(holders.isEmpty ? "statement #\(entry.number)" : holders.joined(separator: "/"))
        }
        return names
    }

    // MARK: - Calls

    /// Makes one call.
    ///
    /// - Throws: `CallProblem` when the call cannot be made as written (unknown function, wrong
    ///   number or kind of arguments): a C compiler would reject it, so nothing runs.
    func perform(_ call: LabCall) throws -> LabOutcome {
        guard let function = LabFunction.all[call.function] else {
            let suggestion = DidYouMean.closest(to: call.function, in: LabFunction.names)
                ?? LabFunction.names.first { $0.hasPrefix(call.function) && call.function.count > 8 }
            throw CallProblem(message: .unknownFunction(call.function, suggestion: suggestion))
        }
        guard call.arguments.count == function.parameters.count else {
            throw CallProblem(message: .argumentCount(function: function.name, expected: function.parameters.count,
                                                      given: call.arguments.count, signature: signature(function)))
        }
        var context = CallContext(session: self, call: call, function: function)
        return try context.perform()
    }

    func signature(_ function: LabFunction) -> String {
        function.name + "(" + function.parameterNames.joined(separator: ", ") + ")"
    }

    fileprivate func variable(_ name: String) -> Variable? { variables[name] }
    fileprivate func setVariable(_ name: String, _ value: Variable) { variables[name] = value }
    fileprivate var variableNames: [String] { Array(variables.keys) }

    fileprivate func register(_ connection: LabConnection, name: String) {
        liveConnections[ObjectIdentifier(connection)] = (nextNumber, connection, name)
        nextNumber += 1
    }

    fileprivate func register(_ statement: LabStatement) {
        liveStatements[ObjectIdentifier(statement)] = (nextNumber, statement)
        nextNumber += 1
    }

    fileprivate func released(_ statement: LabStatement) {
        liveStatements[ObjectIdentifier(statement)] = nil
        // A zombie connection is freed by SQLite with its last statement.
        let connection = statement.connection
        if !connection.isOpen && !connection.isZombie { liveConnections[ObjectIdentifier(connection)] = nil }
    }

    fileprivate func released(_ connection: LabConnection) {
        if !connection.isZombie { liveConnections[ObjectIdentifier(connection)] = nil }
    }

    fileprivate var openConnectionCount: Int { liveConnections.values.filter { $0.connection.isOpen }.count }
    fileprivate var liveStatementCount: Int { liveStatements.count }

    fileprivate func explanation(_ code: ResultCode, message: String, sql: String?, function: String) -> ErrorExplanation {
        explainer.explain(SQLiteError(code: code, message: message, sql: sql, offset: -1, call: function))
    }

    fileprivate func number(_ argument: LabArgument) throws -> Double {
        switch argument {
        case .integer(let n): return Double(n)
        case .double(let d): return d
        case .name(let name):
            if let value = LabConstants.values[name] { return Double(value) }
            if case .integer(let n?)? = variables[name] { return Double(n) }
            if case .double(let d?)? = variables[name] { return d }
            throw CallProblem(message: .notAPointerVariable(name))
        default: throw CallProblem(message: .missingArgument)
        }
    }

    // MARK: - Dot-commands

    private func meta(_ line: String) -> LabLineResult {
        let words = line.split(separator: " ").map(String.init)
        let language = configuration.language
        switch words[0] {
        case ".help":
            return .info(LabHelp.lines(language))
        case ".handles":
            let open = openHandleNames()
            var lines = [(open.isEmpty ? LabMessage.noHandles : .openHandles(open)).text(language)]
            for name in variables.keys.sorted() { lines.append("  \(name) = \(describe(variables[name]!))") }
            return .info(lines)
        case ".files":
            return .info(scratch.files.map { "  \($0.name)  \($0.size) bytes" })
        default:
            let suggestion = DidYouMean.closest(to: words[0], in: [".help", ".handles", ".files", ".quit"])
            return .error(column: 1, .unknownMeta(words[0] + (suggestion.map { " (did you mean \($0)?)" } ?? "")))
        }
    }

    /// True for the lines that end a session: `.quit`, `.exit`.
    public static func isQuit(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed == ".quit" || trimmed == ".exit" || trimmed == ".q"
    }

    /// Completions of the word being typed: function names, variables, constants, dot-commands.
    public func completions(for word: String) -> [String] {
        let candidates = word.hasPrefix(".") ? [".help", ".handles", ".files", ".quit"]
            : word.hasPrefix("&") ? variables.keys.sorted().map { "&" + $0 }
            : LabFunction.names + variables.keys.sorted() + LabConstants.values.keys.sorted() + ["NULL", "SQLITE_TRANSIENT", "SQLITE_STATIC"]
        return candidates.filter { $0.hasPrefix(word) }
    }
}

/// One call being made: its arguments resolved against the session's variables.
private struct CallContext {
    let session: LabSession
    let call: LabCall
    let function: LabFunction
    var notes: [LabMessage] = []
    var effects: [LabMessage] = []

    init(session: LabSession, call: LabCall, function: LabFunction) {
        self.session = session
        self.call = call
        self.function = function
    }

    typealias Problem = LabSession.CallProblem

    var language: Language { session.configuration.language }

    // MARK: Arguments

    func argument(_ i: Int) -> LabArgument { call.arguments[i] }

    func wrong(_ i: Int, _ expected: String) -> Problem {
        Problem(message: .wrongArgument(function: function.name, position: i + 1, name: function.parameterNames[i], expected: expected))
    }

    func undeclared(_ name: String) -> Problem {
        Problem(message: .undeclared(name, suggestion: DidYouMean.closest(to: name, in: session.variableNames)))
    }

    /// What a handle argument holds.
    enum Handle<T> {
        case null
        case unset(String)
        case dead(String)
        case live(T, String)
    }

    func connection(_ i: Int) throws -> Handle<LabConnection> {
        let expected = language == .zh ? "一个连接（sqlite3 *）" : "a connection (sqlite3 *)"
        switch argument(i) {
        case .null, .integer(0): return .null
        case .name(let name):
            guard let variable = session.variable(name) else { throw undeclared(name) }
            guard case .connection(let slot) = variable else { throw wrong(i, expected) }
            switch slot {
            case .unset: return .unset(name)
            case .null: return .null
            case .value(let c): return c.isOpen ? .live(c, name) : .dead(name)
            }
        default: throw wrong(i, expected)
        }
    }

    func statement(_ i: Int) throws -> Handle<LabStatement> {
        let expected = language == .zh ? "一个语句（sqlite3_stmt *）" : "a statement (sqlite3_stmt *)"
        switch argument(i) {
        case .null, .integer(0): return .null
        case .name(let name):
            guard let variable = session.variable(name) else { throw undeclared(name) }
            guard case .statement(let slot) = variable else { throw wrong(i, expected) }
            switch slot {
            case .unset: return .unset(name)
            case .null: return .null
            case .value(let s): return s.isLive ? .live(s, name) : .dead(name)
            }
        default: throw wrong(i, expected)
        }
    }

    /// The variable an out-parameter names (`&db`), declared on first use with `type`.
    func outVariable(_ i: Int, _ type: String, _ fresh: LabSession.Variable) throws -> String {
        switch argument(i) {
        case .address(let name):
            if let variable = session.variable(name) {
                guard variable.typeName == fresh.typeName || (type == "char *" && variable.typeName == "char *") else {
                    throw wrong(i, "&" + (language == .zh ? "一个 \(type) 变量" : "a \(type) variable"))
                }
            } else {
                guard session.variableNames.count < session.configuration.maxVariables else {
                    throw Problem(message: .tooManyVariables(session.configuration.maxVariables))
                }
                session.setVariable(name, fresh)
            }
            return name
        case .name(let name) where session.variable(name) != nil || ["db", "stmt", "errmsg", "tail"].contains(name):
            throw Problem(message: .needsAddress(function: function.name, position: i + 1, variable: name))
        default:
            throw wrong(i, "&" + (language == .zh ? "一个 \(type) 变量" : "a \(type) variable"))
        }
    }

    /// Text given as a C string: a literal, or a `char *` variable. Nil for NULL.
    enum Text { case bytes([UInt8]), null, unset(String), freed(String) }

    func text(_ i: Int) throws -> Text {
        switch argument(i) {
        case .string(let bytes): return .bytes(bytes)
        case .null, .integer(0): return .null
        case .name(let name):
            guard let variable = session.variable(name) else { throw undeclared(name) }
            guard case .text(let slot, let freed) = variable else { throw wrong(i, language == .zh ? "一个 C 字符串" : "a C string") }
            if freed { return .freed(name) }
            switch slot {
            case .unset: return .unset(name)
            case .null: return .null
            case .value(let bytes): return .bytes(bytes)
            }
        default: throw wrong(i, language == .zh ? "一个 C 字符串（\"…\"）" : "a C string (\"…\")")
        }
    }

    func integer(_ i: Int) throws -> Int64 {
        switch argument(i) {
        case .integer(let n): return n
        case .double(let d): return d.isFinite ? Int64(max(-9.2e18, min(9.2e18, d.rounded(.towardZero)))) : 0
        case .name(let name):
            if let value = LabConstants.values[name] { return value }
            if name == "SQLITE_TRANSIENT" { return -1 }
            if name == "SQLITE_STATIC" { return 0 }
            if let variable = session.variable(name) {
                if case .integer(let n) = variable {
                    guard let n else { throw Problem(message: .neverSet(name)) }
                    return n
                }
                if case .double(let d?) = variable { return Int64(d) }
                throw wrong(i, language == .zh ? "一个整数" : "an integer")
            }
            if name.hasPrefix("SQLITE_") {
                throw Problem(message: .unknownConstant(name, suggestion: DidYouMean.closest(to: name, in: Array(LabConstants.values.keys).sorted())))
            }
            throw undeclared(name)
        case .flags(let parts):
            var value: Int64 = 0
            for part in parts {
                guard case .name(let name) = part, let flag = LabConstants.values[name] else {
                    if case .integer(let n) = part { value |= n; continue }
                    throw wrong(i, language == .zh ? "用 | 连接的常量" : "constants joined with |")
                }
                value |= flag
            }
            return value
        default: throw wrong(i, language == .zh ? "一个整数" : "an integer")
        }
    }

    func double(_ i: Int) throws -> Double {
        if case .double(let d) = argument(i) { return d }
        if case .name(let name) = argument(i), case .double(let d)? = session.variable(name) {
            guard let d else { throw Problem(message: .neverSet(name)) }
            return d
        }
        return Double(try integer(i))
    }

    func mustBeNull(_ i: Int, _ problem: LabMessage) throws {
        switch argument(i) {
        case .null, .integer(0): return
        default: throw Problem(message: problem)
        }
    }

    func destructor(_ i: Int) throws {
        switch argument(i) {
        case .null, .integer(0), .integer(-1), .name("SQLITE_TRANSIENT"), .name("SQLITE_STATIC"): return
        default: throw wrong(i, "SQLITE_TRANSIENT / SQLITE_STATIC")
        }
    }

    // MARK: Outcomes

    /// An outcome for a result code, with SQLite's message and the explanation when it failed.
    func outcome(_ rc: Int32, message: @autoclosure () -> String, sql: String? = nil, bySqlab: Bool = false,
                 row: (columns: [String], values: [Value])? = nil, handles: Bool = false, extended: Int32? = nil) -> LabOutcome {
        let code = ResultCode(rawValue: rc)
        var notes = self.notes
        var explanation: ErrorExplanation?
        if !code.isSuccess {
            var explained = code
            if let extended, ResultCode(rawValue: extended).primary == code, extended != rc {
                notes.append(.extendedHidden(ResultCode(rawValue: extended)))
                explained = ResultCode(rawValue: extended)
            }
            explanation = session.explanation(explained, message: message(), sql: sql, function: function.name)
            // sqlab answered without calling SQLite: the message is sqlab's.
            explanation?.writtenBySqlab = bySqlab
        }
        return LabOutcome(call: call.source, function: function.name, returned: .code(code), answeredBySqlab: bySqlab,
                          notes: notes, explanation: explanation, effects: effects, row: row,
                          openHandles: handles ? session.openHandleNames() : nil)
    }

    func value(_ returned: LabReturn, bySqlab: Bool = false) -> LabOutcome {
        LabOutcome(call: call.source, function: function.name, returned: returned, answeredBySqlab: bySqlab,
                   notes: notes, explanation: nil, effects: effects, row: nil, openHandles: nil)
    }

    /// The answer for undefined behaviour: sqlab does not make the call.
    mutating func misuse(_ note: LabMessage) -> LabOutcome {
        notes.append(note)
        let misuse = "bad parameter or other API misuse"
        switch function.returns {
        case .code: return outcome(21, message: misuse, bySqlab: true)
        case .codeValue: return value(.codeValue(.SQLITE_MISUSE), bySqlab: true)
        case .text:
            return value(.text(function.name == "sqlite3_errmsg" ? Array(misuse.utf8) : nil), bySqlab: true)
        case .blob: return value(.blob(nil), bySqlab: true)
        case .double: return value(.double(0), bySqlab: true)
        case .datatype: return value(.datatype(5), bySqlab: true)
        case .void: return value(.void, bySqlab: true)
        case .int, .int64: return value(.integer(0), bySqlab: true)
        }
    }

    // MARK: The calls

    mutating func perform() throws -> LabOutcome {
        let p = function.parameters
        switch function.name {
        case "sqlite3_open", "sqlite3_open_v2":
            return try open(v2: p.count == 4)
        case "sqlite3_libversion":
            return value(.text(Array(SQLSyntax.libraryVersion.utf8)))
        case "sqlite3_errstr":
            return value(.text(Array(LabConnection.errstr(Int32(truncatingIfNeeded: try integer(0))).utf8)))
        case "sqlite3_free":
            return try free()
        default: break
        }
        if p.first == .db { return try connectionCall() }
        return try statementCall()
    }

    mutating func open(v2: Bool) throws -> LabOutcome {
        let name = try text(0)
        let variable = try outVariable(1, "sqlite3 *", .connection(.unset))
        var flags = LabConnection.openReadWrite | LabConnection.openCreate
        if v2 {
            flags = Int32(truncatingIfNeeded: try integer(2))
            try mustBeNull(3, .vfsRefused)
        }
        let bytes: [UInt8]
        switch name {
        case .bytes(let b): bytes = b
        case .null: bytes = []
        case .unset(let v): return misuse(.neverSet(v))
        case .freed(let v): return misuse(.freedTwice(v))
        }
        let refused = flags & ~LabConnection.allowedOpenFlags
        if refused != 0 {
            let names = LabConstants.values.filter { $0.key.hasPrefix("SQLITE_OPEN_") && $0.value & Int64(refused) != 0 }.keys.sorted()
            session.setVariable(variable, .connection(.null))
            effects.append(.handleNotSet(variable))
            return misuse(.flagsRefused(names.isEmpty ? String(format: "0x%X", refused) : names.joined(separator: " | ")))
        }
        if session.openConnectionCount >= session.configuration.maxConnections {
            session.setVariable(variable, .connection(.null))
            effects.append(.handleNotSet(variable))
            notes.append(.handleTableFull(session.configuration.maxConnections))
            return outcome(7, message: "out of memory", bySqlab: true)
        }
        let shown = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        var path: String
        switch session.scratch.resolve(bytes) {
        case .memory:
            path = ":memory:"
            if shown.isEmpty { notes.append(.memoryDatabase) }
        case .file(let full):
            path = full
            if !FileManager.default.fileExists(atPath: full) {
                if session.scratch.files.count >= LabScratch.fileCap {
                    notes.append(.tooManyFiles(LabScratch.fileCap))
                    path = session.scratch.unopenablePath
                } else if session.scratch.size > LabScratch.sizeCap {
                    notes.append(.folderFull(LabScratch.sizeCap))
                    path = session.scratch.unopenablePath
                }
            }
        case .refused(let note):
            notes.append(note)
            // A real open of a path that cannot exist: the learner gets a real handle with SQLite's
            // own error, which must be closed, as after any failed open.
            path = session.scratch.unopenablePath
        }
        let (rc, connection) = LabConnection.open(path: path, flags: flags)
        guard let connection else {
            session.setVariable(variable, .connection(.null))
            effects.append(.handleNotSet(variable))
            return outcome(rc, message: rc == 21 ? "bad parameter or other API misuse" : "out of memory", handles: true)
        }
        connection.timeout = session.configuration.timeout
        session.register(connection, name: shown.isEmpty ? ":memory:" : shown)
        session.setVariable(variable, .connection(.value(connection)))
        if rc == 0 {
            effects.append(.opened(variable: variable, file: shown.isEmpty ? ":memory:" : shown, readOnly: flags & LabConnection.openReadOnly != 0 && flags & LabConnection.openReadWrite == 0))
        } else {
            effects.append(.openFailedHandleSet(variable))
        }
        return outcome(rc, message: connection.errmsg, handles: true, extended: connection.extendedErrcode)
    }

    mutating func free() throws -> LabOutcome {
        switch argument(0) {
        case .null, .integer(0):
            notes.append(.harmlessNoOp("sqlite3_free"))
            return value(.void)
        case .name(let name):
            guard let variable = session.variable(name) else { throw undeclared(name) }
            guard case .text(let slot, let freed) = variable else { throw wrong(0, "char *") }
            if freed { return misuse(.freedTwice(name)) }
            if case .unset = slot { return misuse(.neverSet(name)) }
            if case .null = slot { notes.append(.harmlessNoOp("sqlite3_free")); return value(.void) }
            session.setVariable(name, .text(slot, freed: true))
            effects.append(.freed(name))
            return value(.void)
        default: throw wrong(0, "char *")
        }
    }

    mutating func connectionCall() throws -> LabOutcome {
        let handle = try connection(0)
        let connection: LabConnection
        let name: String
        switch handle {
        case .unset(let v): return misuse(.neverSet(v))
        case .dead(let v): return misuse(.closedConnection(v))
        case .null:
            switch function.name {
            case "sqlite3_close", "sqlite3_close_v2":
                notes.append(.harmlessNoOp(function.name))
                return outcome(0, message: "")
            case "sqlite3_errmsg": notes.append(.nullHandle("db")); return value(.text(Array("out of memory".utf8)))
            case "sqlite3_errcode", "sqlite3_extended_errcode": notes.append(.nullHandle("db")); return value(.codeValue(.SQLITE_NOMEM))
            default: return misuse(.nullHandle(call.arguments[0].source))
            }
        case .live(let c, let v): connection = c; name = v
        }
        switch function.name {
        case "sqlite3_close":
            let rc = connection.close()
            if rc == 5 { notes.append(.unfinalized(session.statementNames(of: connection))) }
            if rc == 0 {
                session.released(connection)
                effects.append(.closed(name))
            }
            return outcome(rc, message: connection.isOpen ? connection.errmsg : "", handles: true)
        case "sqlite3_close_v2":
            let pending = connection.unfinalizedStatements
            let rc = connection.closeV2()
            session.released(connection)
            effects.append(pending > 0 ? .zombie(name, pending) : .closed(name))
            return outcome(rc, message: "", handles: true)
        case "sqlite3_exec":
            let sql = try text(1)
            try mustBeNull(2, .callbackRefused)
            try mustBeNull(3, .callbackRefused)
            var errmsgVariable: String?
            if case .address = argument(4) { errmsgVariable = try outVariable(4, "char *", .text(.unset, freed: false)) } else { try mustBeNull(4, .wrongArgument(function: function.name, position: 5, name: "errmsg", expected: "&errmsg / NULL")) }
            let bytes: [UInt8]
            switch sql {
            case .bytes(let b): bytes = Array(b.prefix { $0 != 0 })
            case .null: bytes = []
            case .unset(let v): return misuse(.neverSet(v))
            case .freed(let v): return misuse(.freedTwice(v))
            }
            let before = connection.totalChanges
            let (rc, message) = connection.exec(bytes)
            if let errmsgVariable {
                session.setVariable(errmsgVariable, .text(message.map { .value(Array($0.utf8)) } ?? .null, freed: false))
                effects.append(message.map { .errmsgSet(LabLine.cString(Array($0.utf8))) } ?? .errmsgNull)
            }
            if connection.totalChanges != before { effects.append(.changes(Int(connection.changes), rowid: connection.lastInsertRowid)) }
            if rc & 0xFF == 5 { notes += session.lockHolders(besides: connection) }
            return outcome(rc, message: message ?? connection.errmsg, sql: String(decoding: bytes, as: UTF8.self),
                           extended: connection.extendedErrcode)
        case "sqlite3_prepare_v2":
            let sql = try text(1)
            let nByte = try integer(2)
            let variable = try outVariable(3, "sqlite3_stmt *", .statement(.unset))
            var tailVariable: String?
            if case .address = argument(4) { tailVariable = try outVariable(4, "const char *", .text(.unset, freed: false)) } else { try mustBeNull(4, .wrongArgument(function: function.name, position: 5, name: "pzTail", expected: "&tail / NULL")) }
            let bytes: [UInt8]
            switch sql {
            case .bytes(let b): bytes = b
            case .null: return misuse(.nullHandle(call.arguments[1].source))
            case .unset(let v): return misuse(.neverSet(v))
            case .freed(let v): return misuse(.freedTwice(v))
            }
            if nByte > Int64(bytes.count) + 1 { return misuse(.readsPastEnd(given: Int(nByte), available: bytes.count + 1)) }
            // The statement the variable held, if it is still unfinalized, leaks when it is overwritten.
            let previous: LabStatement? = { if case .statement(.value(let s))? = session.variable(variable), s.isLive { return s }; return nil }()
            if session.liveStatementCount >= session.configuration.maxStatements {
                session.setVariable(variable, .statement(.null))
                notes.append(.handleTableFull(session.configuration.maxStatements))
                effects.append(.preparedNothing(variable))
                return outcome(7, message: "out of memory", bySqlab: true)
            }
            let visible = nByte < 0 ? Array(bytes.prefix { $0 != 0 }) : Array(bytes.prefix(Int(nByte)))
            let (rc, statement, tail) = connection.prepare(visible, nByte: nByte < 0 ? -1 : Int32(visible.count))
            if let statement {
                session.register(statement)
                session.setVariable(variable, .statement(.value(statement)))
                effects.append(.prepared(variable: variable, parameters: Int(statement.parameterCount), columns: Int(statement.columnCount)))
            } else {
                session.setVariable(variable, .statement(.null))
                effects.append(.preparedNothing(variable))
            }
            if let previous, previous.isLive { effects.append(.leaked(variable)) }
            if let tailVariable {
                // `*pzTail` points into the caller's buffer, past what was compiled: with an
                // nByte shorter than the text, the rest of the text is still there to read (as a
                // C string, up to its NUL).
                let rest = Array(bytes[min(tail, bytes.count)...].prefix { $0 != 0 })
                session.setVariable(tailVariable, .text(.value(rest), freed: false))
                effects.append(.tail(LabLine.cString(rest)))
            }
            return outcome(rc, message: connection.errmsg, sql: String(decoding: visible, as: UTF8.self), handles: statement != nil,
                           extended: connection.extendedErrcode)
        case "sqlite3_errmsg": return value(.text(Array(connection.errmsg.utf8)))
        case "sqlite3_errcode": return value(.codeValue(ResultCode(rawValue: connection.errcode)))
        case "sqlite3_extended_errcode": return value(.codeValue(ResultCode(rawValue: connection.extendedErrcode)))
        case "sqlite3_extended_result_codes":
            return outcome(connection.extendedResultCodes(Int32(truncatingIfNeeded: try integer(1))), message: connection.errmsg)
        case "sqlite3_changes": return value(.integer(Int64(connection.changes)))
        case "sqlite3_total_changes": return value(.integer(Int64(connection.totalChanges)))
        case "sqlite3_last_insert_rowid": return value(.integer(connection.lastInsertRowid))
        case "sqlite3_get_autocommit": return value(.integer(Int64(connection.autocommit)))
        case "sqlite3_busy_timeout":
            let ms = Int32(truncatingIfNeeded: try integer(1))
            let cap = Int32(session.configuration.timeout * 1000)
            if ms > cap { notes.append(.busyWaitCapped(cap)) }
            return outcome(connection.busyTimeout(ms), message: connection.errmsg)
        case "sqlite3_limit":
            let id = Int32(truncatingIfNeeded: try integer(1)), value = Int32(truncatingIfNeeded: try integer(2))
            if let ceiling = Sandbox.learnerLimits.first(where: { $0.id == id })?.value, value > ceiling { notes.append(.limitLowered(ceiling)) }
            return self.value(.integer(Int64(connection.limit(id, value))))
        default:
            throw Problem(message: .unknownFunction(function.name, suggestion: nil))
        }
    }

    mutating func statementCall() throws -> LabOutcome {
        let handle = try statement(0)
        let statement: LabStatement
        let name: String
        switch handle {
        case .unset(let v): return misuse(.neverSet(v))
        case .dead(let v): return misuse(.finalizedStatement(v))
        case .null:
            let nameShown = call.arguments[0].source
            switch function.name {
            case "sqlite3_finalize", "sqlite3_reset":
                notes.append(.harmlessNoOp(function.name))
                return outcome(0, message: "")
            case "sqlite3_step", "sqlite3_clear_bindings":
                return misuse(.nullHandle(nameShown))
            default:
                if function.name.hasPrefix("sqlite3_bind_") && function.returns == .code { return misuse(.nullHandle(nameShown)) }
                notes.append(.nullHandle(nameShown))
                switch function.returns {
                case .text: return value(.text(nil))
                case .blob: return value(.blob(nil))
                case .double: return value(.double(0))
                case .datatype: return value(.datatype(5))
                default: return value(.integer(0))
                }
            }
        case .live(let s, let v): statement = s; name = v
        }
        if !statement.connection.isOpen && function.name != "sqlite3_finalize" {
            return misuse(.zombieConnection(name))
        }
        let connection = statement.connection
        func bound(_ rc: Int32) -> LabOutcome {
            var context = self
            // Every other misuse is caught before the call: SQLite's own SQLITE_MISUSE from a bind
            // means the statement has been stepped and not reset (vdbeUnbind in vdbeapi.c).
            if rc == 21 { context.notes.append(.bindWhileBusy(name)) }
            return context.outcome(rc, message: connection.isOpen ? connection.errmsg : "", sql: statement.sql)
        }
        switch function.name {
        case "sqlite3_step":
            let before = connection.totalChanges
            let rc = statement.step()
            var row: (columns: [String], values: [Value])?
            if rc == 100 {
                let count = statement.dataCount
                row = ((0..<count).map { statement.columnName($0) ?? "" }, (0..<count).map { statement.value($0) })
            } else if rc == 101, connection.totalChanges != before || !statement.isReadOnly {
                effects.append(.changes(Int(connection.changes), rowid: connection.lastInsertRowid))
            }
            if rc & 0xFF == 5 { notes += session.lockHolders(besides: connection) }
            return outcome(rc, message: connection.errmsg, sql: statement.sql, row: row, extended: connection.extendedErrcode)
        case "sqlite3_reset":
            return outcome(statement.reset(), message: connection.errmsg, sql: statement.sql, extended: connection.extendedErrcode)
        case "sqlite3_clear_bindings":
            return outcome(statement.clearBindings(), message: connection.errmsg)
        case "sqlite3_finalize":
            let rc = statement.finalize()
            session.released(statement)
            effects.append(.finalized(name))
            return outcome(rc, message: connection.isOpen ? connection.errmsg : "", sql: nil, handles: true,
                           extended: connection.isOpen ? connection.extendedErrcode : nil)
        case "sqlite3_bind_int":
            let index = Int32(truncatingIfNeeded: try integer(1))
            return bound(statement.bind(index, int: Int64(Int32(truncatingIfNeeded: try integer(2)))))
        case "sqlite3_bind_int64":
            return bound(statement.bind(Int32(truncatingIfNeeded: try integer(1)), int: try integer(2)))
        case "sqlite3_bind_double":
            return bound(statement.bind(Int32(truncatingIfNeeded: try integer(1)), double: try double(2)))
        case "sqlite3_bind_null":
            return bound(statement.bindNull(Int32(truncatingIfNeeded: try integer(1))))
        case "sqlite3_bind_zeroblob":
            return bound(statement.bindZeroblob(Int32(truncatingIfNeeded: try integer(1)), Int32(truncatingIfNeeded: try integer(2))))
        case "sqlite3_bind_text", "sqlite3_bind_blob":
            let index = Int32(truncatingIfNeeded: try integer(1))
            let n = try integer(3)
            try destructor(4)
            let isBlob = function.name == "sqlite3_bind_blob"
            var bytes: [UInt8]
            if isBlob, case .blob(let b) = argument(2) {
                bytes = b
            } else {
                switch try text(2) {
                case .bytes(let b): bytes = b
                case .null: return bound(statement.bindNull(index))
                case .unset(let v): return misuse(.neverSet(v))
                case .freed(let v): return misuse(.freedTwice(v))
                }
            }
            // A C string literal carries its final NUL, which a byte count may include.
            let isCString: Bool = { if case .blob = argument(2) { return false }; return true }()
            let available = bytes.count + (isCString ? 1 : 0)
            if isBlob && n < 0 { return misuse(.negativeBlobLength) }
            if n > Int64(available) { return misuse(.readsPastEnd(given: Int(n), available: available)) }
            if n < 0 {
                bytes = Array(bytes.prefix { $0 != 0 })
            } else {
                if n == Int64(available) && isCString { bytes.append(0) }
                bytes = Array(bytes.prefix(Int(n)))
            }
            return bound(isBlob ? statement.bind(index, blob: bytes) : statement.bind(index, text: bytes))
        case "sqlite3_bind_parameter_count": return value(.integer(Int64(statement.parameterCount)))
        case "sqlite3_bind_parameter_index":
            switch try text(1) {
            case .bytes(let b): return value(.integer(Int64(statement.parameterIndex(String(decoding: b.prefix { $0 != 0 }, as: UTF8.self)))))
            case .null: return value(.integer(0))
            case .unset(let v): return misuse(.neverSet(v))
            case .freed(let v): return misuse(.freedTwice(v))
            }
        case "sqlite3_bind_parameter_name":
            return value(.text(statement.parameterName(Int32(truncatingIfNeeded: try integer(1))).map { Array($0.utf8) }))
        case "sqlite3_column_count": return value(.integer(Int64(statement.columnCount)))
        case "sqlite3_data_count": return value(.integer(Int64(statement.dataCount)))
        case "sqlite3_column_name":
            let i = Int32(truncatingIfNeeded: try integer(1))
            if i < 0 || i >= statement.columnCount { notes.append(.columnRange(i, statement.columnCount)) }
            return value(.text(statement.columnName(i).map { Array($0.utf8) }))
        case "sqlite3_sql": return value(.text(Array(statement.sql.utf8)))
        case "sqlite3_stmt_readonly": return value(.integer(statement.isReadOnly ? 1 : 0))
        case "sqlite3_stmt_busy": return value(.integer(statement.isBusy ? 1 : 0))
        default:
            break
        }
        // sqlite3_column_*(stmt, i)
        let i = Int32(truncatingIfNeeded: try integer(1))
        if statement.dataCount == 0 {
            notes.append(.noRowColumn)
        } else if i < 0 || i >= statement.columnCount {
            notes.append(.columnRange(i, statement.columnCount))
        }
        switch function.name {
        case "sqlite3_column_type": return value(.datatype(statement.columnType(i)))
        case "sqlite3_column_int": return value(.integer(Int64(statement.columnInt(i))))
        case "sqlite3_column_int64": return value(.integer(statement.columnInt64(i)))
        case "sqlite3_column_double": return value(.double(statement.columnDouble(i)))
        case "sqlite3_column_text": return value(.text(statement.columnText(i)))
        case "sqlite3_column_blob": return value(.blob(statement.columnBlob(i)))
        case "sqlite3_column_bytes": return value(.integer(Int64(statement.columnBytes(i))))
        default: throw Problem(message: .unknownFunction(function.name, suggestion: nil))
        }
    }
}
