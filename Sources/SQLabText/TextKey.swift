/// The key of one learner-facing text in the catalogue (`Catalogue`). The raw value names where
/// the text is shown: `home.…` the course home, `watch.…` watch mode, `repl.…` the REPL,
/// `dot.…` a dot-command's help line, `usage.…` a usage message.
public enum TextKey: String, CaseIterable, Sendable {
    // The run presenter's labels (`Strings`).
    case step = "run.step", setupStep = "run.setup-step", lineNumber = "run.line-number", expect = "run.expect"
    case bound = "run.bound", rows = "run.rows", moreRows = "run.more-rows", countCapped = "run.count-capped"
    case rowsChanged = "run.rows-changed", rowsChangedIn = "run.rows-changed-in", rowsChangedWithSideEffects = "run.rows-changed-side-effects"
    case inTable = "run.in-table", inTableCounted = "run.in-table-counted", changeLegend = "run.change-legend"
    case asExpected = "run.as-expected", shouldSucceed = "run.should-succeed", expectedCode = "run.expected-code"
    case succeededInstead = "run.succeeded-instead", failedOtherwise = "run.failed-otherwise", sqliteSays = "run.sqlite-says"
    case didYouMean = "run.did-you-mean", why = "run.why", meaning = "run.meaning", cause = "run.cause", fix = "run.fix"
    case extendedOf = "run.extended-of", exercise = "run.exercise", points = "run.points", expectedResult = "run.expected-result"
    case checkAnswer = "run.check-answer", hints = "run.hints", lesson = "run.lesson", skippedStep = "run.skipped"
    case pausePrompt = "run.pause-prompt", summary = "run.summary", summarySkipped = "run.summary-skipped", rowsThen = "run.rows-then"
    case column = "run.column"

    // The course: home, next, hint, progress, the exercise list.
    case homeTitle = "home.title", homeNext = "home.next", homeShowIt = "home.show-it", homeWatchIt = "home.watch-it"
    case homeTryIt = "home.try-it", homeReadIt = "home.read-it", allPassed = "course.all-passed"
    case noExercisesYet = "course.no-exercises-yet", courseHasNoExercises = "course.has-no-exercises"
    case everyExercisePassed = "course.every-exercise-passed"
    case passed = "course.passed", notTried = "course.not-tried", tried = "course.tried", hintsShown = "course.hints-shown"
    case progressBar = "course.progress-bar", unreadableLesson = "course.unreadable-lesson"
    case hintLabel = "hint.label", noHints = "hint.none", noMoreHints = "hint.no-more"
    case nextCheck = "next.check", nextHint = "next.hint", nextInWatch = "next.in-watch", uses = "exercise.uses", usesNothing = "exercise.uses-nothing"
    case noCourse = "course.none-here", currentNone = "course.no-current"
    case checkingCurrent = "check.current", checkSummary = "check.summary", answersNone = "check.answers-none"
    case noAnswerFile = "check.no-answer-file", notInLesson = "check.not-in-lesson", noSuchExercise = "course.no-such-exercise"
    case progressKept = "progress.kept", progressCounts = "progress.counts", progressAsk = "progress.ask"
    case progressNeedsYes = "progress.needs-yes", progressUnchanged = "progress.unchanged", progressReset = "progress.reset"
    case progressNotRecorded = "progress.not-recorded"

    // Watch mode.
    case watchRule = "watch.rule", watchAnswerIn = "watch.answer-in", watchWrote = "watch.wrote", watchWaiting = "watch.waiting"
    case watchPassedNext = "watch.passed-next", watchKeys = "watch.keys", watchListKeys = "watch.list-keys"
    case watchTemplateHeader = "watch.template-header", watchTemplateWrite = "watch.template-write", watchTemplateHeaderShort = "watch.template-header-short", watchNoLessons = "watch.no-lessons"
    case watchSkipped = "watch.skipped", watchOnlyThis = "watch.only-this", watchSolved = "watch.solved"
    case watchMoreLines = "watch.more-lines", watchPage = "watch.page", watchMoreKey = "watch.more-key", watchFolder = "watch.folder"

    // The REPL.
    case replBanner = "repl.banner", replStateBefore = "repl.state-before", replStateBeforeCount = "repl.state-before-count"
    case replStateAll = "repl.state-all", replStateAllPassed = "repl.state-all-passed", replTypeAnswer = "repl.type-answer"
    case replTypeAnswerHint = "repl.type-answer-hint", replHelpTail = "repl.help-tail", replNoCommand = "repl.no-command"
    case replUnknownCommand = "repl.unknown-command", replDidYouMeanCommand = "repl.did-you-mean-command"
    case replUsage = "repl.usage", replNoLesson = "repl.no-lesson", replNoLessonYet = "repl.no-lesson-yet"
    case replNoExercises = "repl.no-exercises", replWhichExercise = "repl.which-exercise", replNothingToCheck = "repl.nothing-to-check"
    case replNextExercise = "repl.next-exercise", replLessonDone = "repl.lesson-done", replNoCurrent = "repl.no-current"
    case replTryFirst = "repl.try-first", replSolution = "repl.solution", replResetExercise = "repl.reset-exercise"
    case replResetLesson = "repl.reset-lesson", replResetEmpty = "repl.reset-empty", replResetFailed = "repl.reset-failed"
    case replBackToStart = "repl.back-to-start"
    case replSaved = "repl.saved", replSaveFailed = "repl.save-failed", replNoTableMatches = "repl.no-table-matches"
    case replMode = "repl.mode", replModeChoices = "repl.mode-choices", replUnknownCode = "repl.unknown-code"
    case replInterrupted = "repl.interrupted", replStatementFailed = "repl.statement-failed", replTooLong = "repl.too-long"
    case replSkipping = "repl.skipping", replReadNested = "repl.read-nested", replCannotOpen = "repl.cannot-open"
    case replCannotRead = "repl.cannot-read", replReadTooBig = "repl.read-too-big", replError = "repl.error"
    case replNotChecked = "repl.not-checked", replSkippingInput = "repl.skipping-input", replNoSuchExercise = "repl.no-such-exercise"
    case didYouMeanName = "did-you-mean-name"

    // The dot-commands' help lines.
    case dotCheck = "dot.check", dotExercises = "dot.exercises", dotExplain = "dot.explain", dotHeaders = "dot.headers"
    case dotHelp = "dot.help", dotHint = "dot.hint", dotLesson = "dot.lesson", dotMode = "dot.mode", dotQuit = "dot.quit"
    case dotRead = "dot.read", dotReset = "dot.reset", dotSave = "dot.save", dotSchema = "dot.schema"
    case dotSolution = "dot.solution", dotTables = "dot.tables", dotTrace = "dot.trace", dotTimeout = "dot.timeout"
    case dotBail = "dot.bail", dotEcho = "dot.echo", dotExit = "dot.exit", dotNullvalue = "dot.nullvalue"
    case dotOnce = "dot.once", dotOutput = "dot.output", dotSeparator = "dot.separator", replAmbiguousCommand = "repl.ambiguous-command"
    case replReadNotRegular = "repl.read-not-regular", replReadUnreadable = "repl.read-unreadable"
    case replTimeoutIs = "repl.timeout-is", replTimeoutUsage = "repl.timeout-usage", replTimeoutCapped = "repl.timeout-capped"
    case replTimeoutSet = "repl.timeout-set", replSaveFromRead = "repl.save-from-read", replSaveLink = "repl.save-link"
    case replSaveNotFile = "repl.save-not-file", replSaveAsk = "repl.save-ask", replSavePiped = "repl.save-piped"
    case replSaveExists = "repl.save-exists"

    // Usage messages and the help text.
    case usage = "usage.line", usageUnknownCommand = "usage.unknown-command", usageUnknownCommandClose = "usage.unknown-command-close"
    case usageUnknownOption = "usage.unknown-option", usageUnknownOptionClose = "usage.unknown-option-close"
    case usageNeedsValue = "usage.needs-value", usageLang = "usage.lang", usageTimeout = "usage.timeout"
    case usageFormat = "usage.format", usageProgress = "usage.progress"
    case helpTitle = "help.title", helpUsage = "help.usage", helpFooter = "help.footer"
    case cmdHome = "help.home", cmdNext = "help.next", cmdWatch = "help.watch", cmdRepl = "help.repl", cmdHint = "help.hint"
    case cmdRun = "help.run", cmdCheck = "help.check", cmdGrade = "help.grade", cmdGradeMerge = "help.grade-merge"
    case cmdLint = "help.lint", cmdExplain = "help.explain", cmdTest = "help.test", cmdProgress = "help.progress", cmdHelp = "help.help"
    case cmdLab = "help.lab", cmdReplPlain = "help.repl-plain"
    case cmdAutograderGradescope = "help.autograder-gradescope", cmdAutograderClassroom = "help.autograder-classroom"
}
