import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine
import SQLabPresent
import SQLabGrading
import SQLabLogictest
import SQLabShell
/// The text of `sqlab help`.
enum Help {
    static let version = "0.1.0"
    static let text = """
        sqlab — learn SQL step by step on SQLite

        Usage:
          sqlab                       the course home: lessons, exercises, your progress, what next
          sqlab next [LESSON]         show the first exercise you have not passed yet
          sqlab watch [LESSON]        answer exercises in answers/LESSON/ID.sql, checked on every
                                      save; keys: h hint, n next, l list, q quit
          sqlab repl [LESSON]         a sqlite3-like shell on a private in-memory database (in the
                                      lesson's state); .help lists its dot-commands
          sqlab lab                   type SQLite C API calls (sqlite3_open, _prepare_v2, _bind_*,
                                      _step, …) over private scratch files; each call is made and
                                      its result code decoded; .help lists the functions
          sqlab hint LESSON EXERCISE  the next hint of an exercise
          sqlab run LESSON [--no-pause] [--trace] [--lang en|zh] [--timeout SECONDS]
                                      run a lesson's SQL step by step, decoding every result code
          sqlab check LESSON [EXERCISE] --answer FILE|- [--format text|json]
                                      check answers: on the lesson's data, its datasets, and
                                      variants that catch answers right only by luck
          sqlab grade LESSON SUBMISSIONS [-o DIR] [--format csv|json|gradescope|junit|html]...
                      [--jobs N] [--feedback full|summary|verdict] [--shard I/N]
                                      grade a class: SUBMISSIONS holds STUDENT.sql or STUDENT/ID.sql;
                                      resumable; reports and feedback/STUDENT.txt in DIR
          sqlab grade --merge DB... -o DIR [--format ...]...
                                      join the grading databases of --shard runs into one report
          sqlab lint LESSON-OR-FOLDER...
                                      validate lessons: every step, reference, expected table
          sqlab explain [CODE] [--lang en|zh]
                                      explain a result code: 19, 2067, SQLITE_CONSTRAINT_UNIQUE,
                                      constraint_unique; with no CODE, list them all
          sqlab test FILE.test... [--format text|json|junit] [--stop-at-first-failure]
                                      run sqllogictest scripts, each on a fresh in-memory
                                      database; prints N passed, N failed
          sqlab progress [--export | --reset [--yes]]
                                      where your progress is kept; print it as JSON; forget it
          sqlab help                  this text

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
