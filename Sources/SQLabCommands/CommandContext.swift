import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SQLabText
import SQLabCourse

/// Where a command writes: the process's standard output and standard error, or two buffers
/// a test reads (`CapturedOutput`).
///
/// The process's sink writes through C stdio, so output to a pipe is buffered (one write per
/// block, not per line) and output to a terminal goes out per line; standard output is flushed
/// before anything goes to standard error, so the two stay in order on a terminal.
///
/// This is the output edge: `out`, `write` and `err` pass every text through
/// `ControlCharacters.visible`, so no control character that came from a lesson, an answer,
/// SQLite or a file name reaches the terminal raw; on a terminal the colour sequences of
/// sqlab's own `Style` are kept. Only `data` writes bytes unchanged: csv and json written to a
/// file or a pipe, which must keep their exact bytes.
public final class CommandOutput: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    private let flushOut: () -> Void
    /// Writes a line without first copying it to append the line break (`run` writes tens of
    /// megabytes); nil: `writeOut` of the text and then of the break.
    private let writeLine: ((String) -> Void)?
    /// Whether `Style`'s colour sequences are kept on standard output and standard error (true
    /// only where they go to a terminal).
    private let styleOut: Bool
    private let styleErr: Bool

    /// Raw bytes to standard output, for `repl --plain`; nil: decoded and written as text.
    private let writeBytes: (([UInt8]) -> Void)?

    /// A sink of one's own: `out` and `err` receive the text as written (with control
    /// characters made visible), line breaks included.
    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, flush: @escaping () -> Void = {},
                keepsStyle: (out: Bool, err: Bool) = (false, false), bytes: (([UInt8]) -> Void)? = nil) {
        writeOut = out
        writeErr = err
        flushOut = flush
        writeLine = nil
        styleOut = keepsStyle.out
        styleErr = keepsStyle.err
        writeBytes = bytes
    }

    private init(out: @escaping (String) -> Void, line: @escaping (String) -> Void, err: @escaping (String) -> Void,
                 flush: @escaping () -> Void, keepsStyle: (out: Bool, err: Bool), bytes: (([UInt8]) -> Void)?) {
        writeOut = out
        writeErr = err
        flushOut = flush
        writeLine = line
        styleOut = keepsStyle.out
        styleErr = keepsStyle.err
        writeBytes = bytes
    }

    /// Writes bytes to standard output as they are, not necessarily UTF-8 (`repl --plain` writes
    /// a blob's bytes, as the sqlite3 shell does), like `data`: exactly, to a file or a pipe. On a
    /// terminal the text goes through `ControlCharacters.visible`, as every other output does.
    /// Where the sink holds text, invalid UTF-8 becomes U+FFFD.
    public func write(bytes: [UInt8]) {
        if styleOut {
            writeOut(ControlCharacters.visible(String(decoding: bytes, as: UTF8.self), keepingStyle: false))
        } else if let writeBytes {
            writeBytes(bytes)
        } else {
            writeOut(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Writes text to standard error without adding a line break: exactly to a file or a pipe
    /// (the sqlite3 shell's error lines), through `ControlCharacters.visible` on a terminal.
    public func write(error text: String) {
        writeErr(styleErr ? ControlCharacters.visible(text, keepingStyle: false) : text)
    }

    /// The process's standard output and standard error.
    ///
    /// SIGPIPE is ignored (`CommandLineTool.run`), so a reader that stops reading (`sqlab run
    /// 08 | head -1`) makes a write fail with EPIPE instead of ending sqlab with a signal
    /// (status 141): sqlab then stops, with status 0 and nothing said, since the reader chose it.
    ///
    /// On a terminal whose locale names another character set than UTF-8 (`LANG=zh_CN.GBK`),
    /// text is converted to it (`TerminalCharset`); files and pipes get UTF-8.
    public static let standard = CommandOutput(
        out: { text in stopIfClosed(put(text, stdout, charset: outCharset) < 0) },
        line: { text in stopIfClosed(put(text, stdout, charset: outCharset) < 0 || putc(0x0A, stdout) < 0) },
        err: { text in stopIfClosed(fflush(stdout) != 0); _ = put(text, stderr, charset: errCharset) },
        flush: { stopIfClosed(fflush(stdout) != 0) },
        keepsStyle: (isatty(STDOUT_FILENO) != 0, isatty(STDERR_FILENO) != 0),
        bytes: { bytes in stopIfClosed(bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, stdout) } < bytes.count) })

    /// The character set text for standard output and standard error is converted to: the
    /// locale's, when that stream is a terminal and the locale's is not UTF-8.
    static let outCharset = isatty(STDOUT_FILENO) != 0 ? TerminalCharset.fromEnvironment(ProcessInfo.processInfo.environment) : nil
    static let errCharset = isatty(STDERR_FILENO) != 0 ? TerminalCharset.fromEnvironment(ProcessInfo.processInfo.environment) : nil

    /// `fputs` of `text`, converted to `charset` first when there is one; negative on failure.
    private static func put(_ text: String, _ stream: UnsafeMutablePointer<FILE>, charset: TerminalCharset?) -> Int32 {
        guard let charset else { return fputs(text, stream) }
        let bytes = charset.encode(text)
        return bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, stream) } < bytes.count ? -1 : 1
    }

    /// Ends the process with status 0 when a write to standard output failed because its reader
    /// closed the pipe (EPIPE); any other failure is left for `CommandLineTool.run` to report.
    private static func stopIfClosed(_ failed: Bool) {
        guard failed, errno == EPIPE else { return }
        exit(0)
    }

    /// Writes `text` and a line break to standard output.
    public func out(_ text: String) {
        let shown = ControlCharacters.visible(text, keepingStyle: styleOut)
        if let writeLine { writeLine(shown) } else { writeOut(shown); writeOut("\n") }
    }
    /// Writes `text` to standard output without a line break (a prompt).
    public func write(_ text: String) { writeOut(ControlCharacters.visible(text, keepingStyle: styleOut)) }
    /// Writes `text` and a line break to standard error.
    public func err(_ text: String) { writeErr(ControlCharacters.visible(text, keepingStyle: styleErr) + "\n") }
    /// Writes one of sqlab's own terminal control sequences (a constant: clear the screen,
    /// clear the line), unchanged and without a line break. Never text from outside.
    public func terminalControl(_ sequence: StaticString) { writeOut("\(sequence)") }
    /// Writes `text` and a line break to standard output exactly as it is: only for data in a
    /// data format (csv, json) going to a file or a pipe, never to a terminal.
    public func data(_ text: String) { writeOut(text + "\n") }
    /// Hands buffered standard output on (before a pause, a prompt or an exit).
    public func flush() { flushOut() }
}

/// What a command writes, kept for a test to read.
public final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    public init() {}

    /// Everything written to standard output so far.
    public var stdout: String { lock.lock(); defer { lock.unlock() }; return outText }
    /// Everything written to standard error so far.
    public var stderr: String { lock.lock(); defer { lock.unlock() }; return errText }

    /// The sink to give a `CommandContext`.
    public var sink: CommandOutput {
        CommandOutput(out: { [self] text in lock.lock(); outText += text; lock.unlock() },
                      err: { [self] text in lock.lock(); errText += text; lock.unlock() })
    }
}

/// Where a command reads its input: the process's standard input, or a text given by a test.
public final class CommandInput: @unchecked Sendable {
    private let descriptor: Int32?
    private var text: [UInt8]
    private var position = 0

    private init(descriptor: Int32?, text: [UInt8]) {
        self.descriptor = descriptor
        self.text = text
    }

    /// The process's standard input.
    public static let standard = CommandInput(descriptor: STDIN_FILENO, text: [])

    /// `text` as the whole input, then its end.
    public static func text(_ text: String) -> CommandInput { CommandInput(descriptor: nil, text: Array(text.utf8)) }

    /// True when this is the process's standard input (and so may be a terminal).
    var isStandard: Bool { descriptor != nil }

    /// The next line without its line break; nil at the end of the input.
    public func readLine() -> String? {
        if descriptor != nil { return Swift.readLine(strippingNewline: true) }
        guard position < text.count else { return nil }
        let end = text[position...].firstIndex(of: 0x0A) ?? text.count
        let line = String(decoding: text[position..<end], as: UTF8.self)
        position = min(text.count, end + 1)
        return line
    }

    private var lineReader: BoundedLineReader?

    /// The next line, cut at `limit` bytes: a longer line is `.tooLong` and none of its bytes
    /// are kept (`BoundedLineReader`), so an endless line cannot exhaust memory; nil at the end.
    public func readLine(limit: Int) -> BoundedLineReader.Line? {
        if let descriptor {
            if lineReader == nil { lineReader = BoundedLineReader(descriptor: descriptor, lineLimit: limit) }
            return lineReader?.next()
        }
        guard let line = readLine() else { return nil }
        return line.utf8.count > limit ? .tooLong(line.utf8.count) : .text(line)
    }

    /// All of the input that is left.
    public func readAll() -> Data {
        if descriptor != nil { return FileHandle.standardInput.readDataToEndOfFile() }
        defer { position = text.count }
        return Data(text[position...])
    }

    /// At most `limit` bytes of what is left: a reader that stops at its cap plus one byte
    /// never holds more than that of an endless input.
    public func read(upTo limit: Int) -> Data {
        if descriptor != nil { return FileHandle.standardInput.readData(ofLength: limit) }
        let end = min(text.count, position + limit)
        defer { position = end }
        return Data(text[position..<end])
    }

    /// What arrives within `timeoutMilliseconds`: nil when nothing came in time, empty at the
    /// end of the input.
    func read(timeoutMilliseconds: Int32) -> [UInt8]? {
        guard let descriptor else {
            defer { position = text.count }
            return Array(text[position...])
        }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, timeoutMilliseconds) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = Glibc.read(descriptor, &buffer, buffer.count)
        return count > 0 ? Array(buffer[0..<count]) : []
    }
}

/// Everything a command gets from outside: its environment, where it writes and reads, what
/// the terminal is, the executable that starts worker processes, the working directory.
/// `CommandContext.process` is the real process; a test builds one with `testing`.
public struct CommandContext {
    /// The environment variables (`SQLAB_COURSE`, `XDG_DATA_HOME`, `NO_COLOR`, `LANG`, …).
    public var environment: [String: String]
    public var output: CommandOutput
    public var input: CommandInput
    /// True when standard input and standard output are terminals (`isatty`).
    public var stdinIsTerminal: Bool
    public var stdoutIsTerminal: Bool
    /// True when standard error is a terminal: error messages are wrapped to its width there,
    /// and kept on one line for scripts and editors elsewhere.
    public var stderrIsTerminal = false
    /// The sqlab executable, to start worker processes of itself (`check`, `grade`).
    public var executable: URL
    /// The folder relative paths (`answers/`, `lessons/`) are read in.
    public var workingDirectory: String

    public init(environment: [String: String], output: CommandOutput, input: CommandInput, stdinIsTerminal: Bool,
                stdoutIsTerminal: Bool, executable: URL, workingDirectory: String) {
        self.environment = environment
        self.output = output
        self.input = input
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.executable = executable
        self.workingDirectory = workingDirectory
    }

    /// The running process: its environment, standard streams, terminal and executable.
    public static var process: CommandContext {
        var context = CommandContext(environment: ProcessInfo.processInfo.environment, output: .standard, input: .standard,
                                     stdinIsTerminal: isatty(STDIN_FILENO) != 0, stdoutIsTerminal: isatty(STDOUT_FILENO) != 0,
                                     executable: runningBinary, workingDirectory: FileManager.default.currentDirectoryPath)
        context.stderrIsTerminal = isatty(STDERR_FILENO) != 0
        return context
    }

    /// The running binary, for the workers it starts and the installed course beside it. On
    /// Linux `/proc/self/exe` read with readlink(2): Foundation's `Bundle.main` traps (SIGILL)
    /// when the binary's folder cannot be read, as when a clone under a 0700 folder is run as
    /// another user. Else `Bundle.main`; last, argv[0] (which an exec may leave out).
    static var runningBinary: URL {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 {
            buffer[count] = 0
            return URL(fileURLWithPath: String(cString: buffer))
        }
        #else
        if let url = Bundle.main.executableURL { return url }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "sqlab")
    }

    /// A context for a test: no terminal, `input` as standard input, output captured.
    ///
    /// - Parameter executable: the built `sqlab`, for commands that start workers.
    public static func testing(environment: [String: String], input: String = "", executable: URL,
                               workingDirectory: String = FileManager.default.currentDirectoryPath)
        -> (CommandContext, CapturedOutput) {
        let captured = CapturedOutput()
        let context = CommandContext(environment: environment, output: captured.sink, input: .text(input),
                                     stdinIsTerminal: false, stdoutIsTerminal: false, executable: executable,
                                     workingDirectory: workingDirectory)
        return (context, captured)
    }

    // MARK: - Shorthands the commands use

    /// Text for the learner, wrapped to the terminal's width (`LineWrapper`: display width,
    /// the rules of Chinese line breaking; tables are left as they are).
    func out(_ text: String) { output.out(LineWrapper.fit(text, width: width)) }
    /// Machine-readable output (JSON, JUnit, diagnostics, the code list): never wrapped, its
    /// control characters made visible as `out` makes them.
    func unwrapped(_ text: String) { output.out(text) }
    /// An error message, as it is: one line per diagnostic (`FILE:LINE:COLUMN: error: …`),
    /// which editors and scripts read.
    func err(_ text: String) { output.err(text) }
    /// A message for the learner on standard error (what is being done, a usage error): wrapped
    /// to the width on a terminal, one line for scripts otherwise; diagnostics
    /// (`FILE:LINE: error: …`) are never wrapped.
    func note(_ text: String) { output.err(stderrIsTerminal ? LineWrapper.fit(text, width: errorWidth) : text) }
    func write(_ text: String) { output.write(text) }
    func flush() { output.flush() }

    /// Colour only on a terminal, and never when `NO_COLOR` is set (<https://no-color.org>) or
    /// `TERM` is `dumb`.
    var style: Style {
        Style(enabled: stdoutIsTerminal && environment["NO_COLOR"].map { $0.isEmpty } ?? true && environment["TERM"] != "dumb")
    }

    /// The terminal's width in columns, at most 120 (80 when not a terminal, so that output is
    /// deterministic).
    var width: Int {
        guard stdoutIsTerminal else { return 80 }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 { return min(Int(size.ws_col), 120) }
        return 80
    }

    /// The width of standard error's terminal in columns, at most 120 (80 when unknown).
    var errorWidth: Int {
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 { return min(Int(size.ws_col), 120) }
        return 80
    }

    /// The terminal's height in lines; nil when standard output is not a terminal (nothing is
    /// cut to fit then).
    var height: Int? {
        guard stdoutIsTerminal else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row >= 8 { return Int(size.ws_row) }
        return 24
    }

    /// `path` against the working directory, when it is relative.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : (workingDirectory as NSString).appendingPathComponent(path)
    }

    /// The learner's `answers` folder, relative to the working directory: the nearest one
    /// going up, no higher than `$HOME` (`CourseModel.answersFolder(from:home:)`).
    var answersFolder: String {
        CourseModel.answersFolder(from: workingDirectory, home: environment["HOME"])
    }
}
