import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine
import SQLabPresent
import SQLabGrading
import SQLabLogictest
import SQLabShell

/// The text of `sqlab help`, derived from the command table.
enum Help {
    static let version = "0.1.0"
    /// The text of `sqlab help`: a line for each form of each command in `CommandTable.all`
    /// (the usage, and what it does from column 30, or on the lines below when the usage is
    /// longer), then the paragraphs on lessons, files and exit statuses.
    static var text: String {
        var lines = ["sqlab — learn SQL step by step on SQLite", "", "Usage:"]
        for command in CommandTable.all {
            for form in command.forms {
                let first = form.usage[0].isEmpty ? "  sqlab" : "  sqlab " + form.usage[0]
                var summary = form.summary[...]
                if form.usage.count == 1, first.count <= summaryColumn - 2, let line = summary.first {
                    lines.append(first.padding(toLength: summaryColumn, withPad: " ", startingAt: 0) + line)
                    summary = summary.dropFirst()
                } else {
                    lines.append(first)
                    lines += form.usage.dropFirst().map { "  " + $0 }
                }
                lines += summary.map { String(repeating: " ", count: summaryColumn) + $0 }
            }
        }
        return (lines + [""]).joined(separator: "\n") + "\n" + footer
    }

    /// The column the help of each command starts in.
    static let summaryColumn = 30

    static let footer = """
        LESSON is a lesson file, or a lesson id (or the start of one, like 01) in the course
        folder: --course DIR, else $SQLAB_COURSE, else ./lessons.
        Progress is kept in $XDG_DATA_HOME/sqlab/progress.sqlite (~/.local/share/sqlab/), the
        REPL's history in $XDG_STATE_HOME/sqlab/history (~/.local/state/sqlab/).

        Exit status: 0 nothing wrong; 1 something found wrong (a step misbehaved, an answer
        failed, lint found a problem, a record failed, a statement in the REPL failed);
        2 the job could not be done (usage, missing file, malformed lesson, unknown code,
        a progress file that cannot be read).
        An answer file holds SQL; a line '-- exercise: ID' starts the answer to exercise ID.
        """
}
