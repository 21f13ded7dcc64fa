import CReadline
import Foundation
#if canImport(Glibc)
import Glibc
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine
import SQLabPresent
import SQLabGrading
import SQLabLogictest
import SQLabShell
#endif

/// Line editing on a terminal with GNU readline: editing keys, history kept across sessions in a
/// file, and tab completion. The only file that imports CReadline.
///
/// It uses readline's callback interface (`rl_callback_handler_install`,
/// `rl_callback_read_char`) around `select`, so that Ctrl-C at the prompt (which interrupts
/// `select` with `EINTR`) clears the line instead of killing sqlab: readline's own signal
/// handling is off (`rl_catch_signals = 0`), and the SIGINT handler (`Interrupts`) only stops
/// a running statement.
///
/// Readline: <https://tiswww.case.edu/php/chet/readline/readline.html#Alternate-Interface>
final class LineEditor {
    enum Input: Equatable {
        case line(String)
        /// Ctrl-C at the prompt: the line was cleared.
        case interrupted
        /// Ctrl-D on an empty line, or the end of input.
        case end
    }

    /// Entries the history file keeps.
    static let historyLimit: Int32 = 1000
    let historyPath: String

    /// - Parameters:
    ///   - historyPath: the history file; its folder is created when missing.
    ///   - completer: words that complete the word being typed, given the text before it.
    init(historyPath: String, completer: @escaping (String, String) -> [String]) {
        self.historyPath = historyPath
        LineEditorState.completer = completer
        rl_readline_name = UnsafePointer(strdup("sqlab"))
        rl_instream = stdin
        rl_outstream = stdout
        rl_catch_signals = 0
        rl_catch_sigwinch = 0
        // Words end at blanks and SQL punctuation, not at `.` (dot-commands) or `_`.
        rl_completer_word_break_characters = UnsafePointer(strdup(" \t\n\"'`@$><=;|&{(),*+-/%"))
        rl_attempted_completion_function = { text, start, _ in
            rl_attempted_completion_over = 1
            guard let text, let buffer = rl_line_buffer else { return nil }
            let word = String(cString: text)
            let line = Array(String(cString: buffer).utf8)
            let before = String(decoding: line.prefix(max(0, min(Int(start), line.count))), as: UTF8.self)
            LineEditorState.candidates = LineEditorState.completer?(word, before) ?? []
            return rl_completion_matches(text) { _, state in
                if state == 0 { LineEditorState.next = 0 }
                guard LineEditorState.next < LineEditorState.candidates.count else { return nil }
                defer { LineEditorState.next += 1 }
                return strdup(LineEditorState.candidates[LineEditorState.next])
            }
        }
        let folder = (historyPath as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: historyPath) {
            _ = FileManager.default.createFile(atPath: historyPath, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        stifle_history(LineEditor.historyLimit)
        _ = read_history(historyPath)
        quietControlKeys()
    }

    /// Reads one line, showing `prompt`.
    public func read(prompt: String) -> Input {
        LineEditorState.received = nil
        LineEditorState.done = false
        // The terminal may have been resized since the last line (readline's own SIGWINCH
        // handling is off with its signal handling).
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            rl_set_screen_size(Int32(size.ws_row), Int32(size.ws_col))
        }
        // On a terminal of another character set (`LANG=zh_CN.GBK`), the prompt goes out in it
        // and what is typed comes back from it (`TerminalCharset`).
        let shownPrompt = CommandOutput.outCharset.map { $0.encode(prompt).map { CChar(bitPattern: $0) } + [0] } ?? Array(prompt.utf8CString)
        rl_callback_handler_install(shownPrompt) { line in
            LineEditorState.done = true
            if let line {
                if let charset = CommandOutput.outCharset {
                    LineEditorState.received = charset.decode(Array(UnsafeBufferPointer(start: line, count: strlen(line))).map { UInt8(bitPattern: $0) })
                } else {
                    LineEditorState.received = String(cString: line)
                }
                free(line)
            }
            rl_callback_handler_remove()
        }
        while !LineEditorState.done {
            var readable = fd_set()
            fdZero(&readable)
            fdSet(STDIN_FILENO, &readable)
            let ready = select(STDIN_FILENO + 1, &readable, nil, nil, nil)
            if ready < 0 {
                guard errno == EINTR else { rl_callback_handler_remove(); return .end }
                // Ctrl-C at the prompt: show it where the cursor is, forget the line, start a
                // new one.
                fputs("^C\n", stdout)
                fflush(stdout)
                rl_free_line_state()
                rl_callback_sigcleanup()
                rl_replace_line("", 1)
                rl_callback_handler_remove()
                return .interrupted
            }
            rl_callback_read_char()
        }
        guard let line = LineEditorState.received else {
            fputs("\n", stdout)
            return .end
        }
        return .line(line)
    }

    /// Adds an entry to the history and appends it to the history file at once, so that a
    /// session that ends badly keeps it.
    func remember(_ entry: String) {
        guard !entry.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        add_history(entry)
        _ = append_history(1, historyPath)
    }

    /// Trims the history file to `historyLimit` entries, and gives the terminal back as it was.
    func close() {
        _ = history_truncate_file(historyPath, LineEditor.historyLimit)
        if let saved = savedTerminal {
            var settings = saved
            tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        }
    }

    /// The terminal's settings at the start.
    private var savedTerminal: termios?

    /// While a statement runs the terminal is in its usual mode; without `ECHOCTL` a Ctrl-C
    /// does not print `^C` in the middle of what sqlab writes next. (Readline saves these
    /// settings when it takes the terminal for a line and restores them after.)
    private func quietControlKeys() {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
        savedTerminal = settings
        settings.c_lflag &= ~tcflag_t(ECHOCTL)
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }

    private func fdZero(_ set: inout fd_set) {
        _ = withUnsafeMutableBytes(of: &set) { $0.initializeMemory(as: UInt8.self, repeating: 0) }
    }

    private func fdSet(_ fd: Int32, _ set: inout fd_set) {
        withUnsafeMutableBytes(of: &set) { bytes in
            let words = bytes.bindMemory(to: Int.self)
            let bits = Int.bitWidth
            words[Int(fd) / bits] |= 1 << (Int(fd) % bits)
        }
    }
}

/// What readline's C callbacks share with `LineEditor`: they cannot capture Swift values.
/// Used only on the main thread, never from a signal handler.
enum LineEditorState {
    nonisolated(unsafe) static var completer: ((String, String) -> [String])?
    nonisolated(unsafe) static var candidates: [String] = []
    nonisolated(unsafe) static var next = 0
    nonisolated(unsafe) static var received: String?
    nonisolated(unsafe) static var done = false
}
