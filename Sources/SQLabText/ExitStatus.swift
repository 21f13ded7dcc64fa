/// The exit statuses of every sqlab command, decided in this one place (the command-line
/// contract, `docs/lesson-format.md`).
public enum ExitStatus: Int32, Sendable {
    /// The job was done and found nothing wrong.
    case success = 0
    /// The job was done and found something wrong: a step misbehaved, an answer failed, lint
    /// found a problem, a record failed.
    case foundProblems = 1
    /// The job could not be done: a usage error, a missing or unreadable file, a malformed
    /// lesson (for every command but lint), an unknown result code or exercise, a progress
    /// store that cannot be read.
    case couldNotRun = 2
}
