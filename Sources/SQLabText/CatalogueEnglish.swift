/// The English texts of the catalogue (`Catalogue`), by key.
enum CatalogueEnglish {
    static let entries: [TextKey: String] = [
        .step: "Step",
        .setupStep: "Setup step",
        .lineNumber: "line {0}",
        .expect: "expect",
        .bound: "bound",
        .rows: "{0|1 row|{0} rows}",
        .moreRows: "… {0} more {0|row|rows} not shown",
        .countCapped: "more than {0} rows; stopped counting",
        .rowsChanged: "{0|1 row|{0} rows} changed",
        .rowsChangedIn: "{0|1 row|{0} rows} changed in {1}:",
        .rowsChangedWithSideEffects: "{0} {0|row|rows} changed (what sqlite3_changes counts: the statement's own table); {1} in all, with foreign-key actions and triggers:",
        .inTable: "in {0}:",
        .inTableCounted: "in {0} ({1|1 row|{1} rows}):",
        .changeLegend: "~ updated row: old value → new value",
        .asExpected: "failed as expected",
        .shouldSucceed: "this step should have succeeded, but it failed",
        .expectedCode: "this step should have failed with {0}",
        .succeededInstead: "but it succeeded",
        .failedOtherwise: "but it failed with another code",
        .sqliteSays: "SQLite says",
        .didYouMean: "Did you mean",
        .why: "Why",
        .meaning: "Meaning",
        .cause: "Cause",
        .fix: "Fix",
        .extendedOf: "an extended code of {0}",
        .exercise: "Exercise",
        .points: "{0|1 point|{0} points}",
        .expectedResult: "Expected result:",
        .checkAnswer: "Check your answer:",
        .hints: "Hints ({0}):",
        .lesson: "Lesson",
        .skippedStep: "(skipped)",
        .pausePrompt: "[Enter] run  [s] skip  [q] quit ",
        .summary: "Ran {0} {0|step|steps}: {1} behaved as marked, {2} did not.",
        .summarySkipped: "Ran {0} {0|step|steps}: {1} behaved as marked, {2} did not, {3} skipped.",
        .rowsThen: ", then",
        .column: "column {0}",

        .homeTitle: "sqlab: the course",
        .homeNext: "Next: exercise {0} of {1}.",
        .homeShowIt: "show it",
        .homeWatchIt: "answer it in a file, checked on every save",
        .homeTryIt: "try things out in the lesson's database",
        .homeReadIt: "read the lesson step by step",
        .allPassed: "Every exercise has passed. Well done!",
        .noExercisesYet: "The course has no exercises yet.",
        .courseHasNoExercises: "The course has no exercises.",
        .everyExercisePassed: "Every exercise has passed.",
        .passed: "passed",
        .notTried: "not tried",
        .tried: "{0|tried once|tried {0} times}",
        .hintsShown: "hints {0}/{1}",
        .progressBar: "{0}/{1} {1|exercise|exercises} passed",
        .unreadableLesson: "cannot read this lesson: {0}",
        .hintLabel: "Hint {0} of {1}:",
        .noHints: "Exercise {0} has no hints.",
        .noMoreHints: "No more hints for exercise {0}: {1|its one hint has|all {1} have} been shown.",
        .nextCheck: "Check your answer: sqlab check (it reads the file sqlab watch writes)",
        .nextHint: "Hints ({0}): sqlab hint",
        .nextInWatch: "Or answer it in a file that is checked on every save: sqlab watch {0}",
        .uses: "It uses: {0}",
        .usesNothing: "It uses no table.",
        .noCourse: "no course here: cd to one, set SQLAB_COURSE=DIR, or run make install",
        .currentNone: "Every exercise has passed: name one (sqlab {0} LESSON EXERCISE).",
        .checkingCurrent: "Checking {0} of {1} (the exercise sqlab next shows), from {2}.",
        .checkSummary: "{0}/{1} passed, {2}/{3} points",
        .answersNone: "the file answers none of the lesson's exercises (start each answer with '-- exercise: ID')",
        .noAnswerFile: "no answer to {0} yet: write it here (sqlab watch makes the file), or give --answer FILE",
        .notInLesson: "the lesson has no exercise '{0}'{1}; this answer is not checked",
        .noSuchExercise: "the lesson has no exercise '{0}'{1}",
        .progressKept: "Progress is kept in {0}",
        .progressCounts: "{0} {0|exercise|exercises} recorded, {1} passed. 'sqlab' shows the course; --export prints it as JSON; --reset forgets it.",
        .progressAsk: "Forget all progress in {0}? [y/N] ",
        .progressNeedsYes: "sqlab: progress --reset forgets all progress in {0}; add --yes to do it without a question",
        .progressUnchanged: "Nothing was changed.",
        .progressReset: "Progress reset: {0} now holds none.",
        .progressNotRecorded: "sqlab: warning: progress not recorded: {0}",

        .watchRule: "{0} {1} · {2}",
        .watchAnswerIn: "Answer in {0}; it is checked every time you save.",
        .watchWrote: "Wrote {0}: write your answer in it and save.",
        .watchWaiting: "Waiting for your answer in {0}.",
        .watchPassedNext: "Passed. Press n for the next exercise.",
        .watchKeys: "[h] hint  [n] next (skips one not passed)  [l] list  [q] quit",
        .watchListKeys: "Press a key in [ ] to go to that exercise; any other key goes back.",
        .watchTemplateHeader: "Exercise {0} of {1} ({2})",
        .watchTemplateWrite: "Write your answer below; sqlab watch checks it every time you save.",
        .watchNoLessons: "no lessons to watch: name one (sqlab watch LESSON), or give --course DIR",
        .watchSkipped: "Skipped {0}: it has not passed yet; sqlab next comes back to it.",
        .watchOnlyThis: "It is the only exercise not passed yet.",
        .watchMoreLines: "… {0} more {0|line|lines} (a taller window shows them)",
        .watchSolved: "Every exercise has passed. Well done!",

        .replBanner: "{0} — SQLite {1} in a private in-memory database. Enter .help for commands, .quit or Ctrl-D to leave.",
        .replStateBefore: "The database holds what the lesson's steps build before exercise {0}.",
        .replStateBeforeCount: "The database holds what the lesson's steps build before exercise {0} (.exercises lists all {1}).",
        .replStateAll: "The database holds what the lesson's steps build.",
        .replStateAllPassed: "Every exercise has passed; the database holds what all the lesson's steps build.",
        .replTypeAnswer: "Type your answer, then .check.",
        .replTypeAnswerHint: "Type your answer, then .check (.hint for a hint).",
        .replHelpTail: "Anything else is SQL: end a statement with ; to run it. Ctrl-C stops a running statement.",
        .replNoCommand: "Error: no command .{0}{1}",
        .replUnknownCommand: "Error: unknown command or invalid arguments: \"{0}\". Enter \".help\" for help{1}",
        .replDidYouMeanCommand: " (did you mean .{0}?)",
        .replUsage: "Usage: {0}",
        .replNoLesson: "No lesson: the database started empty. .lesson ID starts one.",
        .replNoLessonYet: "Error: no lesson yet: start one with .lesson ID (or sqlab repl LESSON)",
        .replNoExercises: "{0} has no exercises.",
        .replWhichExercise: "Error: which exercise? .check EXERCISE (.exercises lists them)",
        .replNothingToCheck: "Error: nothing to check yet: type your answer to {0}, then .check",
        .replNextExercise: "Next: exercise {0}. .reset gives its starting state.",
        .replLessonDone: "Every exercise of {0} has passed.",
        .replNoCurrent: "Error: no current exercise: .check EXERCISE picks one",
        .replTryFirst: "Error: try exercise {0} first (type an answer, then .check)",
        .replSolution: "Reference solution of {0}:",
        .replResetExercise: "Back to the starting state of exercise {0} of {1}.",
        .replResetLesson: "Back to the state the steps of {0} build.",
        .replResetEmpty: "Back to an empty database.",
        .replResetFailed: "Error: cannot reset the database: {0}",
        .replSaved: "Saved the database to {0}.",
        .replSaveFailed: "Error: cannot save to {0}: {1}",
        .replNoTableMatches: "No table matches '{0}'{1}.",
        .replMode: "current output mode: {0}",
        .replModeChoices: "Error: mode should be one of: {0}{1}",
        .replUnknownCode: "Error: unknown result code '{0}'{1}",
        .replInterrupted: "Interrupted: the statement was stopped (Ctrl-C).",
        .replStatementFailed: "{0}:{1}: error: this statement failed",
        .replTooLong: "Error: the statement starting on line {0} is longer than {1} bytes; it was dropped.",
        .replSkipping: "Error: {0} statements in a row have failed; the rest of {1} is skipped.",
        .replReadNested: "Error: .read {0}: files nest more than {1} deep (does a file read itself?)",
        .replCannotOpen: "Error: cannot open \"{0}\"",
        .replCannotRead: "Error: cannot read \"{0}\"",
        .replReadTooBig: "Error: {0} is {1} bytes; .read reads at most {2}",
        .replError: "Error: {0}",
        .replSkippingInput: "Error: {0} statements in a row have failed; the rest of this input is skipped.",
        .replNoSuchExercise: "Error: {0} has no exercise '{1}'{2}",
        .didYouMeanName: " (did you mean {0}?)",
        .replNotChecked: "The answer could not be checked: {0}",

        .dotCheck: "Check what you typed since the last .check (the statements that worked, else the last one) as the answer to EXERCISE (the current one when left out)",
        .dotExercises: "List the lesson's exercises, your progress, and the tables each uses",
        .dotExplain: "Explain a result code: 19, 2067, SQLITE_CONSTRAINT_UNIQUE, constraint_unique",
        .dotHeaders: "Turn the column names on or off in csv mode (the other modes always show them)",
        .dotHelp: "Show this text, or one command's",
        .dotHint: "Show the next hint of the current exercise",
        .dotLesson: "Start lesson ID (or the start of an id) in its starting state; without ID, say which lesson this is",
        .dotMode: "Draw query results as box (the default), table, csv, json, line or markdown",
        .dotQuit: "Leave the REPL (Ctrl-D does too)",
        .dotRead: "Run the statements and dot-commands in FILE",
        .dotReset: "Go back to the starting state: an empty database, or what the lesson's steps build",
        .dotSave: "Write the database to FILE with the backup API (the only file sqlab's sandbox writes)",
        .dotSchema: "Show the CREATE statements of every table, or of the tables matching TABLE (a LIKE pattern)",
        .dotSolution: "Show the current exercise's reference solution, once you have tried it",
        .dotTables: "List the tables and views",
        .dotTrace: "Show the C API calls behind each statement, and their result codes",

        .usage: "usage: {0}",
        .usageUnknownCommand: "unknown command '{0}'; see 'sqlab help'",
        .usageUnknownCommandClose: "unknown command '{0}' (did you mean '{1}'?); see 'sqlab help'",
        .usageUnknownOption: "unknown option {0}",
        .usageUnknownOptionClose: "unknown option {0} (did you mean {1}?)",
        .usageNeedsValue: "{0} needs a value",
        .usageLang: "--lang must be en or zh",
        .usageTimeout: "--timeout takes a number of seconds, more than 0 and at most 3600",
        .usageFormat: "--format must be {0}",
        .usageProgress: "usage: sqlab progress [--export | --reset [--yes]]",
        .helpText: """
            sqlab — learn SQL step by step on SQLite

            Usage:
              sqlab                       the course home: lessons, exercises, your progress, what next
              sqlab next [LESSON]         show the first exercise you have not passed yet
              sqlab watch [LESSON]        answer exercises in answers/LESSON/ID.sql, checked on every
                                          save; keys: h hint, n next, l list (then a key to jump), q quit
              sqlab repl [LESSON]         a sqlite3-like shell on a private in-memory database (in the
                                          lesson's state); .help lists its dot-commands
              sqlab hint [LESSON EXERCISE]
                                          the next hint of an exercise (the one sqlab next shows)
              sqlab run LESSON [--no-pause] [--trace] [--lang en|zh] [--timeout SECONDS]
                                          run a lesson's SQL step by step, decoding every result code
              sqlab check [LESSON [EXERCISE]] [--answer FILE|-] [--format text|json]
                                          check answers: on the lesson's data, its datasets, and
                                          variants that catch answers right only by luck; alone, the
                                          answer watch wrote to the exercise sqlab next shows
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
            folder: --course DIR, else ./lessons, else $SQLAB_COURSE, else the installed course
            (PREFIX/share/sqlab/lessons, put there by make install).
            Progress is kept in $XDG_DATA_HOME/sqlab/progress.sqlite (~/.local/share/sqlab/), the
            REPL's history in $XDG_STATE_HOME/sqlab/history (~/.local/state/sqlab/).
            --lang en|zh chooses the language; without it, LC_ALL, LC_MESSAGES or LANG (zh_CN.UTF-8).

            Exit status: 0 nothing wrong; 1 something found wrong (a step misbehaved, an answer
            failed, lint found a problem, a record failed, a statement in the REPL failed);
            2 the job could not be done (usage, missing file, malformed lesson, unknown code,
            a progress file that cannot be read).
            An answer file holds SQL; a line '-- exercise: ID' starts the answer to exercise ID.
            """,
    ]
}
