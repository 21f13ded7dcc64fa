import Foundation
import XCTest
@testable import SQLabText
@testable import SQLabLessons
@testable import SQLabCourse
@testable import SQLabPresent
@testable import SQLabCommands

/// What watch writes and draws, without a terminal: the answer-file template of every exercise
/// of every lesson in both languages, the screen's layout at any height, and hints wrapped by
/// the columns they take on the screen.
final class WatchScreenTests: XCTestCase {
    func session(_ language: String) throws -> (WatchSession, Course) {
        let folder = CLI.packageRoot.appendingPathComponent("lessons").path
        let (context, _) = CommandContext.testing(environment: ["NO_COLOR": "1"], executable: CLI.binary)
        let arguments = try Arguments(["--lang", language, "--course", folder], flags: [], options: CommonOptions.options)
        let common = try CommonOptions(arguments, context: context)
        let lessons = try common.course.lessonIDs().map { try common.course.lesson($0) }
        return (WatchSession(model: CourseModel(lessons: lessons, store: nil), common: common, start: nil, context: context), common.course)
    }

    /// Every template: a one-line header, each line at most 79 columns (`-- ` and 76), no
    /// Markdown backticks in the prose, and numbers right-aligned in the expected table as
    /// the screen aligns them.
    func testEveryTemplateIsPlainTextAlignedAsTheScreen() throws {
        var tables = 0
        for language in ["en", "zh"] {
            let (watch, _) = try session(language)
            for lesson in watch.model.lessons {
                for exercise in lesson.exercises {
                    let template = watch.template(ExerciseRef(lesson: lesson, exercise: exercise))
                    let lines = template.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    let name = "\(language) \(lesson.id) \(exercise.id)"
                    XCTAssertEqual(lines.count > 1 ? lines[1] : "", "--", "\(name): the header is one line\n\(template)")
                    for line in lines { XCTAssertLessThanOrEqual(TextWidth.of(line), 79, "\(name): \(line)") }
                    // Prose lines (not an indented code block, not the table) have no code marks.
                    for line in lines where !line.hasPrefix("--     ") && !line.contains("│") {
                        XCTAssertFalse(line.contains("`"), "\(name): \(line)")
                    }
                    guard let expected = exercise.expected else { continue }
                    tables += 1
                    for line in lines where line.hasPrefix("-- │") && !line.contains(expected.columns.first ?? "\u{0}") {
                        let cells = line.dropFirst(4).split(separator: "│", omittingEmptySubsequences: false).dropLast()
                        for cell in cells where Double(cell.trimmingCharacters(in: .whitespaces)) != nil && cell.count > 3 {
                            XCTAssertTrue(cell.hasSuffix(" ") && !cell.hasSuffix("  "),
                                          "\(name): a number is not right-aligned: '\(cell)'\n\(template)")
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(tables, 40)
    }

    /// The layout at every height from 8 to 60 rows and every mix of exercise and feedback
    /// lengths: never taller than the window, the exercise whole when a third of the room is left
    /// for feedback, every line of the feedback on some page, and the page line saying which.
    func testTheLayoutFitsEveryHeightAndEveryLineIsOnAPage() {
        for height in 8...60 {
            for topCount in [1, 5, 11, 20, 40] {
                for middleCount in [0, 1, 3, 7, 17, 45, 100] {
                    let top = (0..<topCount).map { "top \($0)" }
                    let middle = (0..<middleCount).map { "middle \($0)" }
                    var seen = Set<String>()
                    var page = 0
                    var pages = 0
                    repeat {
                        let screen = WatchSession.layout(top: top, middle: middle, bottomLines: 2, height: height, page: &page,
                                                         more: { "more \($0)" }, pageLine: { "page \($0)-\($1) of \($2)" })
                        let label = "height \(height), top \(topCount), middle \(middleCount), page \(page)"
                        XCTAssertLessThanOrEqual(screen.lines.count + 2, max(height - 1, 10), label)
                        if topCount + middleCount + 4 <= height - 1 { XCTAssertFalse(screen.paged, label) }
                        if screen.lines.contains(where: { $0.hasPrefix("more ") }) {
                            XCTAssertGreaterThan(topCount + min(middleCount, max(6, (height - 5) / 3)), height - 5, label)
                        }
                        seen.formUnion(screen.lines.filter { $0.hasPrefix("middle ") })
                        if !screen.paged { break }
                        XCTAssertTrue(screen.lines.contains { $0.hasPrefix("page ") && $0.hasSuffix("of \(middleCount)") }, label)
                        page += 1
                        pages += 1
                    } while page != 0 && pages < 200
                    XCTAssertEqual(seen.count, middleCount, "height \(height), top \(topCount), middle \(middleCount)")
                }
            }
        }
        // Int.max turns to the last page: the newest hint.
        var page = Int.max
        let screen = WatchSession.layout(top: ["t"], middle: (0..<50).map { "m\($0)" }, bottomLines: 2, height: 24, page: &page,
                                         more: { "\($0)" }, pageLine: { "\($0)-\($1)/\($2)" })
        XCTAssertTrue(screen.lines.contains("m49"))
    }

    /// The last page is as full as the others and ends at the last line, so that a hint just
    /// revealed at the end of the feedback is shown whole: at 80x24, after a wrong save of
    /// 01:older, `h` showed a page holding only the hint's last words ("does not count.").
    func testTheLastPageIsFullAndShowsTheNewestLinesWhole() {
        for height in 10...40 {
            for middleCount in [7, 13, 19, 20, 31, 45] {
                let top = (0..<12).map { "top \($0)" }
                let middle = (0..<middleCount).map { "middle \($0)" }
                func shown(_ start: Int) -> [String] {
                    var page = start
                    return WatchSession.layout(top: top, middle: middle, bottomLines: 2, height: height, page: &page,
                                               more: { "more \($0)" }, pageLine: { "page \($0)-\($1) of \($2)" })
                        .lines.filter { $0.hasPrefix("middle ") }
                }
                let first = shown(0), last = shown(Int.max)
                guard first.count < middleCount else { continue }
                let label = "height \(height), middle \(middleCount)"
                XCTAssertEqual(last.count, first.count, label)
                XCTAssertEqual(last.last, "middle \(middleCount - 1)", label)
                XCTAssertEqual(last, Array(middle.suffix(first.count)), label)
            }
        }
    }

    /// A hint with code spans and a coloured label is wrapped by the columns it takes on the
    /// screen (not by its escape codes or backticks): no line could have held the next word.
    func testHintsWrapByTheColumnsTheyTakeOnScreen() throws {
        for language in [Language.en, .zh] {
            let course = Course(courseFlag: CLI.packageRoot.appendingPathComponent("lessons").path, environment: [:], executable: "", language: language)
            for id in course.lessonIDs() {
                let lesson = try course.lesson(id)
                for exercise in lesson.exercises {
                    for index in exercise.hints.indices {
                        func render(_ style: Style) -> [String] {
                            let text = CoursePresenter(style: style, width: 80, language: language)
                                .hint(.hint(index: index, count: exercise.hints.count), of: exercise)
                            return LineWrapper.stripEscapes(text).split(separator: "\n").map(String.init)
                        }
                        let plain = render(.plain), coloured = render(Style(enabled: true))
                        let name = "\(language) \(id) \(exercise.id) hint \(index + 1)"
                        for line in plain + coloured { XCTAssertLessThanOrEqual(TextWidth.of(line), 80, "\(name): \(line)") }
                        // Colour takes no columns and drops the backticks: never more lines.
                        XCTAssertLessThanOrEqual(coloured.count, plain.count, "\(name):\n\(coloured.joined(separator: "\n"))\n\(plain.joined(separator: "\n"))")
                        guard language == .en else { continue }
                        for (line, next) in zip(plain, plain.dropFirst()) {
                            // The next line's first piece: a code span whole, else a word.
                            var piece = String(next.prefix { $0 != " " })
                            if next.hasPrefix("`"), let close = next.dropFirst().firstIndex(of: "`") {
                                piece = String(next[...close]) + String(next[next.index(after: close)...].prefix { $0 != " " })
                            }
                            XCTAssertGreaterThan(TextWidth.of(line) + 1 + TextWidth.of(piece), 80, "\(name): wrapped early:\n\(plain.joined(separator: "\n"))")
                        }
                    }
                }
            }
        }
    }
}

extension WatchScreenTests {
    /// A line wider than the window (a wide table the wrapper leaves whole) is cut to it, so
    /// that the layout counts the rows the terminal shows.
    func testEveryRowFitsTheWidthSoTheLayoutCountsTerminalRows() {
        let wide = "│ " + String(repeating: "名字 ", count: 40) + "│"
        let text = "\u{1B}[1mshort\u{1B}[0m\n" + wide + "\n" + String(repeating: "x", count: 80)
        let rows = WatchSession.rows(text, width: 80)
        XCTAssertEqual(rows.count, 3)
        XCTAssertEqual(rows[0], "\u{1B}[1mshort\u{1B}[0m")
        XCTAssertLessThanOrEqual(TextWidth.of(rows[1]), 80)
        XCTAssertTrue(rows[1].hasSuffix("…"), rows[1])
        XCTAssertEqual(rows[2].count, 80)
    }
}

extension WatchScreenTests {
    /// An answer file in GBK: watch says where (line and column, as check does) and what to do
    /// in the learner's language; with `--encoding GBK`, as check takes it, the answer is checked.
    func testAnAnswerFileInGBKIsSaidSoAndReadWithEncoding() throws {
        let folder = try CLI.temporaryFolder(self)
        let course = CLI.packageRoot.appendingPathComponent("lessons").path
        let answers = folder.appendingPathComponent("answers/01-first-steps")
        try FileManager.default.createDirectory(at: answers, withIntermediateDirectories: true)
        // "-- 我的答案" in GBK, then the answer.
        let gbk: [UInt8] = Array("-- ".utf8) + [0xCE, 0xD2, 0xB5, 0xC4, 0xB4, 0xF0, 0xB0, 0xB8] + Array("\nSELECT name FROM Class43 WHERE age = 18;\n".utf8)
        try Data(gbk).write(to: answers.appendingPathComponent("eighteen.sql"))
        let env = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path]
        for language in ["en", "zh"] {
            let result = try CLI.run(["watch", "01", "--course", course, "--lang", language], input: "q\n", environment: env, directory: folder)
            XCTAssertEqual(result.status, 0, result.stderr)
            let said = language == "zh" ? "不是 UTF-8 文本（第 1 行第 4 列）" : "is not UTF-8 text (line 1, column 4)"
            XCTAssertTrue(result.stdout.replacingOccurrences(of: "\n", with: " ").contains(said), result.stdout)
            XCTAssertTrue(result.stdout.contains("--encoding GBK"), result.stdout)
            if language == "zh" { XCTAssertEqual(EnglishSentences.find(in: result.stdout), [], result.stdout) }
            for line in result.stdout.split(separator: "\n") { XCTAssertLessThanOrEqual(TextWidth.of(String(line)), 80, String(line)) }
        }
        let read = try CLI.run(["watch", "01", "--course", course, "--encoding", "GBK"], input: "q\n", environment: env, directory: folder)
        XCTAssertTrue(read.stdout.contains("✓ Exercise eighteen: passed (1/1)"), read.stdout)
        let bogus = try CLI.run(["watch", "01", "--course", course, "--encoding", "NOSUCH"], input: "q\n", environment: env, directory: folder)
        XCTAssertEqual(bogus.status, 2, bogus.stderr)
    }
}

extension WatchScreenTests {
    /// An answer file that is a FIFO (or a folder) is said to be no answer file, as check says
    /// it, in both languages, and watch does not wait on it.
    func testAnAnswerFileThatIsNotARegularFileIsSaidSo() throws {
        let folder = try CLI.temporaryFolder(self)
        let course = CLI.packageRoot.appendingPathComponent("lessons").path
        let answers = folder.appendingPathComponent("answers/01-first-steps")
        try FileManager.default.createDirectory(at: answers, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(answers.appendingPathComponent("eighteen.sql").path, 0o600), 0)
        let env = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path]
        for language in ["en", "zh"] {
            let result = try CLI.run(["watch", "01", "--course", course, "--lang", language], input: "q\n", environment: env, directory: folder)
            XCTAssertEqual(result.status, 0, result.stderr)
            let said = result.stdout.replacingOccurrences(of: "\n", with: language == "zh" ? "" : " ")
            XCTAssertTrue(said.contains(language == "zh" ? "是命名管道（FIFO），不是答案文件" : "is a named pipe (FIFO), not an answer file"), result.stdout)
            if language == "zh" { XCTAssertEqual(EnglishSentences.find(in: result.stdout), [], result.stdout) }
        }
    }
}
