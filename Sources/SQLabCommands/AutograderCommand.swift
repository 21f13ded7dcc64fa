import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabGrading

/// `sqlab autograder gradescope LESSON -o DIR [--feedback LEVEL] [--visibility V] [--encoding NAME]`
/// writes what a Gradescope programming assignment runs (gradescope-autograders.readthedocs.io,
/// "Autograder Specifications"): `setup.sh`, run once as root when Gradescope builds the image,
/// and `run_autograder`, run for every submission with the student's files in
/// `/autograder/submission`, which must leave `/autograder/results/results.json`. Both, the
/// lesson (under its own file name), this sqlab (`bin/sqlab`) and the Swift runtime libraries
/// it loads (`bin/lib*.so`, `RuntimeLibraries`) go at the root of the zip uploaded.
///
/// `sqlab autograder github-classroom LESSON -o DIR` writes `.github/workflows/sqlab.yml` and
/// `.sqlab/LESSON.md` for an assignment's template repository: every push runs `sqlab check` on
/// the student's `answers.sql`, and the job fails until every answer passes.
struct AutograderCommand {
    let context: CommandContext
    let arguments: Arguments
    let common: CommonOptions

    static let usage = """
        usage: sqlab autograder gradescope LESSON -o DIR [--feedback full|summary|verdict]
                                [--visibility visible|hidden|after_due_date|after_published] [--encoding NAME]
               sqlab autograder github-classroom LESSON -o DIR [--repository URL]
        """

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        (arguments, common) = try CommonOptions.parse(words, context: context, options: ["-o", "--output", "--feedback", "--visibility", "--encoding", "--repository"],
                                                      positional: 2...2, usage: AutograderCommand.usage)
        guard ["gradescope", "github-classroom"].contains(arguments.positional[0]) else {
            throw Arguments.UsageError(.usageAutograderKind, arguments.positional[0])
        }
        guard arguments.value("-o") ?? arguments.value("--output") != nil else { throw Arguments.UsageError(message: AutograderCommand.usage) }
        guard FeedbackLevel(rawValue: arguments.value("--feedback") ?? "full") != nil else {
            throw Arguments.UsageError(.usageFeedbackLevel)
        }
        guard GradescopeVisibility.all.contains(arguments.value("--visibility") ?? "visible") else {
            throw Arguments.UsageError(.usageVisibility, GradescopeVisibility.all.joined(separator: ", "))
        }
        _ = try CheckCommand.encodings(arguments)
    }

    func execute() throws -> ExitStatus {
        let lesson = try common.course.lesson(arguments.positional[1])
        let output = arguments.value("-o") ?? arguments.value("--output")!
        let fm = FileManager.default
        try fm.createDirectory(atPath: output, withIntermediateDirectories: true)
        func put(_ relative: String, _ text: String, executable: Bool = false) throws {
            let path = (output as NSString).appendingPathComponent(relative)
            try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            try fm.setAttributes([.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: path)
        }
        let lessonText = try String(contentsOfFile: lesson.path, encoding: .utf8)
        if arguments.positional[0] == "github-classroom" {
            let name = AutograderCommand.safeName(lesson.id)
            try put(".sqlab/\(name).md", lessonText)
            let repository = arguments.value("--repository")
            try put(".github/workflows/sqlab.yml", AutograderCommand.workflow(lesson: name, repository: repository, language: common.language))
            let say = common.language
            let source = repository.map { say.text(.autograderBuildsFrom, $0) } ?? say.text(.autograderSetRepository)
            context.out(say.text(.autograderWroteClassroom, output, name, source))
            return .success
        }
        // The lesson under its own file name, so that its id (and every report's) stays the lesson's.
        let lessonFile = AutograderCommand.safeName(lesson.id) + ".md"
        try put(lessonFile, lessonText)
        let encodings = try CheckCommand.encodings(arguments)
        // The students' feedback in the language the instructor wrote the autograder in.
        let options = [
            "--lang", common.language.rawValue,
            "--feedback", arguments.value("--feedback") ?? "full",
            "--visibility", arguments.value("--visibility") ?? "visible",
        ] + (encodings.isEmpty ? [] : ["--encoding", encodings.joined(separator: ",")])
        try put("setup.sh", AutograderCommand.setup, executable: true)
        try put("run_autograder", AutograderCommand.runAutograder(options: options, lessonFile: lessonFile, language: common.language), executable: true)
        let bin = (output as NSString).appendingPathComponent("bin")
        let binary = (bin as NSString).appendingPathComponent("sqlab")
        try fm.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try? fm.removeItem(atPath: binary)
        try fm.copyItem(atPath: context.executable.path, toPath: binary)
        // Gradescope's image has no Swift toolchain: the runtime libraries this sqlab loads go
        // beside it (its RUNPATH ends in $ORIGIN), unless it was built with them linked in.
        var bytes: UInt64 = 0
        let libraries = RuntimeLibraries.toolchainLibraries()
        for library in libraries {
            let target = (bin as NSString).appendingPathComponent((library as NSString).lastPathComponent)
            try? fm.removeItem(atPath: target)
            try fm.copyItem(atPath: library, toPath: target)
            bytes += (try? fm.attributesOfItem(atPath: target)[.size] as? UInt64) ?? 0
        }
        let runtime = libraries.isEmpty ? "" : common.language.text(.autograderRuntime, libraries.count, Int(bytes >> 20))
        context.out(common.language.text(.autograderWroteGradescope, lesson.id, output, runtime))
        return .success
    }

    /// A lesson id as a file name the generated scripts can use as it is: ASCII letters,
    /// digits, `.`, `_` and `-`, any other character `-` (a downloaded lesson's name must not
    /// become shell code in `run_autograder` or an expression `${{ … }}` in a workflow);
    /// `lesson` when nothing is left.
    static func safeName(_ id: String) -> String {
        var name = String(id.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar)) ? Character(scalar) : "-"
        })
        while name.hasPrefix(".") || name.hasPrefix("-") { name.removeFirst() }
        return name.isEmpty ? "lesson" : name
    }

    /// The Debian and Ubuntu packages sqlab runs on (the Makefile's list, less the test tools).
    static let packages = "libsqlite3-0 libreadline8 libcmark-gfm0.29.0.gfm.6 libcmark-gfm-extensions0.29.0.gfm.6 libmd0"

    static let setup = """
        #!/usr/bin/env bash
        # Gradescope runs this once, as root, when it builds the autograder's image.
        # It installs the C libraries sqlab uses; bin/sqlab (beside this file) is sqlab itself,
        # with the Swift runtime libraries it loads beside it in bin/ (its RUNPATH ends in $ORIGIN).
        set -euo pipefail
        cd "$(dirname "$0")"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq
        apt-get install -y -qq \(packages) \\
          || apt-get install -y -qq libsqlite3-0 libreadline8 libcmark-gfm0 libcmark-gfm-extensions0 libmd0
        chmod +x bin/sqlab run_autograder
        bin/sqlab --version

        """

    /// `run_autograder`: grades `$ROOT/submission` as a class of one, then copies its
    /// results.json where Gradescope reads it. `AUTOGRADER_ROOT` moves `/autograder` (for a
    /// test); `SQLAB` names another sqlab.
    static func runAutograder(options: [String], lessonFile: String, language: Language = .en) -> String {
        let quoted = options.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        // The student's sentence when sqlab could not grade: a printf format inside single
        // quotes, and a JSON string (the catalogue's text holds no quote, backslash or %).
        let failure = Catalogue.text(.autograderCouldNotGrade, language, ["%d"])
        return """
            #!/usr/bin/env bash
            # Gradescope runs this for every submission, in /autograder, with the student's files in
            # /autograder/submission; it leaves /autograder/results/results.json (Gradescope's format:
            # one test per exercise, with its score, visibility and sqlab's feedback).
            set -uo pipefail
            ROOT="${AUTOGRADER_ROOT:-/autograder}"
            HERE="$(cd "$(dirname "$0")" && pwd)"
            SOURCE="$ROOT/source"
            LESSON='\(lessonFile.replacingOccurrences(of: "'", with: "'\\''"))'
            [ -f "$SOURCE/$LESSON" ] || SOURCE="$HERE"
            SQLAB="${SQLAB:-$SOURCE/bin/sqlab}"
            work="$(mktemp -d)"
            trap 'rm -rf "$work"' EXIT
            mkdir -p "$work/class" "$ROOT/results"
            # The submission is one student's hand-in: a folder of .sql files (answers.sql with
            # '-- exercise: ID' lines, or ID.sql files), at any depth. Links are copied as links.
            cp -R "$ROOT/submission" "$work/class/submission"
            "$SQLAB" grade "$SOURCE/$LESSON" "$work/class" -o "$work/out" --format gradescope --jobs 1 \(quoted) \\
              >"$work/stdout" 2>"$work/stderr"
            status=$?
            cat "$work/stdout" "$work/stderr"
            if [ -f "$work/out/gradescope/submission/results.json" ]; then
              cp "$work/out/gradescope/submission/results.json" "$ROOT/results/results.json"
            else
              # sqlab could not grade (exit status 2): a result that says so, worth nothing.
              printf '{"score": 0, "output": "\(failure)", "tests": []}\\n' "$status" \\
                >"$ROOT/results/results.json"
            fi
            exit 0

            """
    }

    /// The GitHub Actions workflow of a GitHub Classroom assignment: sqlab built from its
    /// source on the runner, then `sqlab check` on the student's answers.sql.
    static func workflow(lesson: String, repository: String?, language: Language = .en) -> String {
        let fallback = (repository ?? "").replacingOccurrences(of: "'", with: "")
        return """
        # sqlab: checks answers.sql against the lesson on every push (GitHub Classroom shows the
        # result on the student's repository; the job fails until every answer passes).
        name: sqlab
        on: [push, workflow_dispatch]
        jobs:
          check:
            runs-on: ubuntu-latest
            timeout-minutes: 20
            steps:
              - uses: actions/checkout@v4
              - name: Install sqlab
                env:
                  # A repository variable (Settings → Secrets and variables → Actions → Variables)
                  # wins over the URL the workflow was written with.
                  SQLAB_REPOSITORY: ${{ vars.SQLAB_REPOSITORY }}
                run: |
                  repository="${SQLAB_REPOSITORY:-\(fallback)}"
                  if [ -z "$repository" ]; then
                    echo "::error::Set the repository variable SQLAB_REPOSITORY to the URL of a copy of sqlab's repository (or write this workflow again with sqlab autograder github-classroom --repository URL)."
                    exit 1
                  fi
                  sudo apt-get update -qq
                  sudo apt-get install -y -qq libsqlite3-dev libreadline-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libmd-dev
                  git clone --depth 1 "$repository" "$RUNNER_TEMP/sqlab"
                  swift build -c release --package-path "$RUNNER_TEMP/sqlab"
                  echo "$RUNNER_TEMP/sqlab/.build/release" >> "$GITHUB_PATH"
              - name: Check answers.sql
                run: sqlab check .sqlab/\(lesson).md --answer answers.sql\(language == .en ? "" : " --lang " + language.rawValue)

        """
    }
}
