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

/// Ctrl-C in the REPL: a SIGINT handler that stops the running statement and nothing else.
///
/// A signal handler may only do async-signal-safe work, so it touches no Swift object: it reads
/// one stored `InterruptHandle` (a C pointer, allocated before the handler is installed) and
/// calls `sqlite3_interrupt` through it. The REPL replaces the handle when `.reset` or
/// `.lesson` opens a new connection, before the old one is released.
///
/// POSIX: <https://pubs.opengroup.org/onlinepubs/9699919799/functions/V2_chap02.html#tag_15_04_03>
enum Interrupts {
    /// The handle the handler uses; written only on the main thread, between statements.
    private static let slot: UnsafeMutablePointer<InterruptHandle?> = {
        let pointer = UnsafeMutablePointer<InterruptHandle?>.allocate(capacity: 1)
        pointer.initialize(to: nil)
        return pointer
    }()

    /// Points Ctrl-C at `handle` (nil: at nothing, as between the lab's calls).
    static func target(_ handle: InterruptHandle?) {
        slot.pointee = handle
    }

    /// Installs the SIGINT handler (with `sigaction`, without `SA_RESTART`, so that a `select`
    /// waiting at the prompt returns `EINTR` and the line editor can clear the line).
    static func install(_ handle: InterruptHandle?) {
        target(handle)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            Interrupts.slot.pointee?.interrupt()
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }
}
