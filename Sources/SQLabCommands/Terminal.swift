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

/// Facts about the terminal sqlab runs in, and single-key input.
enum Terminal {
    static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    /// Colour only on a terminal, and never when `NO_COLOR` is set (<https://no-color.org>).
    static func style(environment: [String: String]) -> Style {
        Style(enabled: stdoutIsTerminal && environment["NO_COLOR"].map { $0.isEmpty } ?? true && environment["TERM"] != "dumb")
    }

    /// The terminal's width in columns (80 when not a terminal, so output is deterministic).
    static var width: Int {
        guard stdoutIsTerminal else { return 80 }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 { return min(Int(size.ws_col), 120) }
        return 80
    }

    /// The terminal's height in lines; nil when standard output is not a terminal (nothing is
    /// cut to fit then).
    static var height: Int? {
        guard stdoutIsTerminal else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row >= 8 { return Int(size.ws_row) }
        return 24
    }

    /// Reads one key without waiting for Enter; nil at end of input.
    static func readKey() -> Character? {
        var saved = termios()
        let raw = tcgetattr(STDIN_FILENO, &saved) == 0
        if raw {
            var new = saved
            new.c_lflag &= ~tcflag_t(ICANON | ECHO)
            tcsetattr(STDIN_FILENO, TCSANOW, &new)
        }
        defer { if raw { tcsetattr(STDIN_FILENO, TCSANOW, &saved) } }
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
        return Character(UnicodeScalar(byte))
    }
}

/// Writes to standard output and standard error through C stdio, so output to a pipe is
/// buffered (one write per block, not per line) and output to a terminal per line.
///
/// Text (`out`) is wrapped to the terminal's width (`LineWrapper`: display width, the rules of
/// Chinese line breaking; tables are left alone); data (`data`: JSON, JUnit, diagnostics, the
/// code list) and error messages (`err`) never are.
enum Console {
    static func out(_ text: String) {
        fputs(LineWrapper.fit(text, width: Terminal.width), stdout)
        fputs("\n", stdout)
    }
    /// An error message, as it is: one line per diagnostic (`FILE:LINE:COLUMN: error: …`),
    /// which editors and scripts read.
    static func err(_ text: String) {
        fflush(stdout)
        fputs(text, stderr)
        fputs("\n", stderr)
    }
    /// Machine-readable output, as it is.
    static func data(_ text: String) {
        fputs(text, stdout)
        fputs("\n", stdout)
    }
    static func flush() { fflush(stdout) }
}

/// The running sqlab executable, to start worker processes of itself.
enum Executable {
    static var url: URL {
        if let url = Bundle.main.executableURL { return url }
        return URL(fileURLWithPath: CommandLine.arguments[0])
    }
}
