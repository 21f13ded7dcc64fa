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

/// Single-key input on the terminal (`run`'s pause); the other facts about the terminal are in
/// `CommandContext`.
enum Terminal {
    /// Ctrl-C as a key: what `readKey` and `watch`'s keys give for it, which their callers
    /// take as `q`.
    static let interruptKey: Character = "\u{03}"

    /// Reads one key without waiting for Enter; nil at end of input. Ctrl-C is a key too
    /// (`interruptKey`, the terminal's signal characters are off while it waits): a SIGINT
    /// here killed sqlab with the terminal left without echo and line editing, for the shell
    /// the learner goes back to.
    static func readKey() -> Character? {
        var saved = termios()
        let raw = tcgetattr(STDIN_FILENO, &saved) == 0
        if raw {
            var new = saved
            new.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
            tcsetattr(STDIN_FILENO, TCSANOW, &new)
        }
        defer { if raw { tcsetattr(STDIN_FILENO, TCSANOW, &saved) } }
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
        return Character(UnicodeScalar(byte))
    }
}
