import Foundation
import SQLabText

/// What `sqlab grade` tells the instructor on the terminal (its summary line and warnings) and
/// the headers of a student's feedback file, in English and Chinese (`--lang zh`). Instructor
/// advice (`--encoding`, `--roster-column`) lives here, never in what students read
/// (`HandInNotes`).
public struct GradeSummaryText: Sendable {
    public let language: Language
    public init(_ language: Language) { self.language = language }
    private var zh: Bool { language == .zh }

    private func students(_ n: Int) -> String { zh ? "\(n) 位学生" : n == 1 ? "1 student" : "\(n) students" }
    /// At most ten names, each cut to 40 characters, and how many more (the reports list them all).
    private func list(_ names: [String]) -> String {
        let shown = names.prefix(10).map { $0.count > 40 ? $0.prefix(39) + "…" : $0 }
        let more = names.count - shown.count
        let tail = more == 0 ? "" : zh ? "……另有 \(more) 位（见 grades.csv）" : " and \(more) more (grades.csv lists them)"
        return shown.joined(separator: zh ? "、" : ", ") + tail
    }

    public func missing(_ names: [String]) -> String {
        zh ? "sqlab：名单上有 \(students(names.count))没有提交，得 0 分：\(list(names))"
           : "sqlab: \(students(names.count)) on the roster handed in nothing and score 0: \(list(names))"
    }
    public func notOnRoster(_ names: [String]) -> String {
        zh ? "sqlab：\(names.count) 份提交来自不在名单上的学生（已评分，并附说明）：\(list(names))"
           : "sqlab: \(names.count == 1 ? "1 hand-in is" : "\(names.count) hand-ins are") from students not on the roster (graded, with a note): \(list(names))"
    }
    /// Students with several hand-ins, none of them graded (each scores 0; the notes say which).
    public func conflicts(_ names: [String]) -> String {
        zh ? "sqlab：\(students(names.count))有多份提交，无法确定以哪份为准，都没有评分，得 0 分（grades.csv 的说明列出这些提交）：\(list(names))"
           : "sqlab: several hand-ins were found for \(students(names.count)), so it is not clear which counts; none was graded and they score 0 (the notes in grades.csv name the hand-ins): \(list(names))"
    }
    /// Students left out of canvas-import.csv: another student has their Canvas ID.
    public func canvasLeftOut(_ names: [String]) -> String {
        zh ? "sqlab：canvas-import.csv 每个 Canvas ID 只写一行：\(students(names.count))与别人的 ID 相同、分数不更高，没有写入（请核对名单）：\(list(names))"
           : "sqlab: canvas-import.csv has one row per Canvas ID, so it leaves out \(students(names.count)) whose ID another student with a higher or equal score has (check the roster): \(list(names))"
    }
    public func regraded(_ output: String, _ lesson: String, archived: String) -> String {
        zh ? "sqlab：\(output) 是用 \(lesson) 的另一个版本（或其他检查设置）评分的：所有学生重新评分；之前的成绩保存在 \(archived)"
           : "sqlab: \(output) was graded with another version of \(lesson) (or other checking settings): every student is graded again; the earlier grades are kept in \(archived)"
    }
    public func workersReplaced(_ n: Int) -> String {
        zh ? "sqlab：\(n) 个检查进程被终止（超时或崩溃）并已替换；它们正在检查的答案已单独重新检查，再次让进程停止的答案得 0 分，原因写在反馈里"
           : "sqlab: \(n) worker processes were stopped (killed or crashed) and replaced; what they were checking was checked again alone, and only an answer that stopped its worker again scores 0, with the reason in its feedback"
    }
    /// A Gradescope folder that `submission_metadata.yml` names nobody for.
    public func unnamedByMetadata(_ folder: String) -> String {
        zh ? "submission_metadata.yml 没有写出 \(folder) 是谁的提交（这个文件或其中这一项已损坏）：按文件夹名 \(folder) 评分"
           : "submission_metadata.yml names nobody for \(folder) (the file, or its entry, is damaged): graded under the folder's name"
    }

    /// The warning for a Gradescope folder that `submission_metadata.yml` names nobody for.
    public func unnamedByMetadataWarning(_ metadata: String, _ folder: String) -> String {
        zh ? "\(metadata):1:1: 警告：" + unnamedByMetadata(folder) : "\(metadata):1:1: warning: " + unnamedByMetadata(folder)
    }

    public func ignored(_ path: String) -> String {
        zh ? "\(path):1:1: 警告：不是任何学生的提交（不是 STUDENT.sql、STUDENT/ 或平台导出的格式）；已忽略"
           : "\(path):1:1: warning: nobody's hand-in (not STUDENT.sql, STUDENT/ or a platform's export); ignored"
    }

    public func alsoRewritten(_ files: [String]) -> String {
        zh ? "sqlab：输出文件夹里已有 \(list(files))，也一并重写，使所有报告的成绩一致"
           : "sqlab: also rewrote \(list(files)), already in the output folder, so that every report there gives the same grades"
    }
    public func teacherFeedback(_ path: String) -> String {
        zh ? "\(path)：Moodle 的反馈文件夹（教师的，不是学生提交）：已跳过" : "\(path): a Moodle feedback folder (the teacher's, not a hand-in): skipped"
    }

    /// The files of the class that were not graded, grouped by why, each group with the
    /// students and what the instructor can do; empty when every file was read.
    public func unread(_ unread: [Unread: [String]]) -> [String] {
        guard !unread.isEmpty else { return [] }
        let total = Set(unread.values.joined()).count
        var lines = [zh ? "sqlab：\(students(total))的提交有文件无法读取，这些文件没有评分（学生的反馈里写了原因）："
                        : "sqlab: files of \(students(total)) could not be read and were not graded (their feedback says why):"]
        func order(_ u: Unread) -> String { String(describing: u) }
        for (why, names) in unread.sorted(by: { order($0.key) < order($1.key) }) {
            let who = list(names.sorted())
            switch why {
            case .notText(let hint):
                let flag = hint.map { "--encoding \($0)" } ?? "--encoding GBK,CP1252"
                lines.append(zh ? "  不是 UTF-8（\(names.count)）：\(who)。可以用 \(flag) 重新评分（Windows 编辑器常用 GBK 保存中文、CP1252 保存西文）。"
                                : "  not UTF-8 (\(names.count)): \(who). Grade again with \(flag) (Windows editors save Chinese as GBK, Western text as CP1252).")
            case .nul:
                lines.append(zh ? "  含有 NUL 字节，不是纯文本（\(names.count)）：\(who)" : "  not plain text, with NUL bytes (\(names.count)): \(who)")
            case .wrongType(let what):
                let kind = zh ? (HandInNotes.typeZH[what] ?? what) : what
                lines.append(zh ? "  \(kind)（\(names.count)）：\(who)" : "  \(what) (\(names.count)): \(who)")
            case .tooLarge:
                lines.append(zh ? "  文件太大（\(names.count)）：\(who)" : "  too large (\(names.count)): \(who)")
            case .empty:
                lines.append(zh ? "  空文件（\(names.count)）：\(who)" : "  empty (\(names.count)): \(who)")
            case .link:
                lines.append(zh ? "  符号链接，没有跟随（\(names.count)）：\(who)" : "  a symbolic link, not followed (\(names.count)): \(who)")
            case .unreadable:
                lines.append(zh ? "  无法读取（\(names.count)）：\(who)" : "  unreadable (\(names.count)): \(who)")
            }
        }
        return lines
    }

    public func busy(_ path: String) -> String {
        zh ? "另一个 sqlab grade 正在写这个评分数据库；等它完成，或评分到另一个文件夹（-o DIR）"
           : "another sqlab grade is writing this grading database; wait for it to finish, or grade into another folder (-o DIR)"
    }

    /// A roster row with more fields than the header (an unquoted comma in a name).
    public func rosterOverlong(_ path: String, line: Int, fields: Int, header: Int) -> String {
        zh ? "\(path):\(line): 警告：这一行有 \(fields) 个字段，而表头只有 \(header) 个（名字里的逗号要用双引号括起来，如 \"Lovelace, Ada\"）；这一行的名字和编号可能读错了"
           : "\(path):\(line): warning: \(fields) fields, the header has \(header) (a comma in a name needs quotes: \"Lovelace, Ada\"); this row's name and ids are likely read wrong"
    }

    /// How a roster file was read when that is not what its look suggests.
    public func rosterReadAsLines(_ path: String) -> String {
        zh ? "\(path):1: 警告：第一行没有 sqlab 认识的列名（student、name、login……），所以按每行一位学生读取；若这是 CSV 文件，请用 --roster-column NAME 指定列"
           : "\(path):1: warning: its first line names no column sqlab knows (student, name, login, …), so it was read as one student per line; if it is a CSV file, name the column with --roster-column NAME"
    }

    public func graded(_ n: Int, lesson: String) -> String { zh ? "已为 \(lesson) 评分 \(students(n))" : "Graded \(students(n)) on \(lesson)" }
    public func resumed(_ now: Int, _ unchanged: Int) -> String {
        zh ? "本次 \(now) 位，\(unchanged) 位自上次以来没有变化" : "\(now) now, \(unchanged) unchanged since the last run"
    }
    public func kept(_ n: Int) -> String { zh ? "\(n) 位保留自之前的评分" : "\(n) kept from earlier runs" }
    public func passedAll(_ n: Int, output: String) -> String {
        zh ? "：\(n) 位通过了全部练习。报告在 \(output)。" : ": \(n) passed every exercise. Reports in \(output)."
    }
    public func found(_ layouts: [(SubmissionLayout, Int)]) -> String {
        let names: [SubmissionLayout: String] = [.studentFile: "STUDENT.sql 文件", .studentFolder: "STUDENT/ 文件夹", .canvas: "Canvas 下载",
                                                 .moodle: "Moodle 下载", .gradescope: "Gradescope 导出", .githubClassroom: "GitHub Classroom 仓库",
                                                 .blackboard: "Blackboard 下载", .brightspace: "Brightspace 下载"]
        let parts = layouts.map { zh ? "\(names[$0.0] ?? $0.0.rawValue)（\($0.1)）" : "\($0.0.rawValue) (\($0.1))" }
        return zh ? "找到的提交：" + parts.joined(separator: "、") + "。" : "Hand-ins found: " + parts.joined(separator: ", ") + "."
    }
    public func shard(_ index: Int, _ count: Int, _ students: Int, _ now: Int, _ unchanged: Int, _ path: String) -> String {
        zh ? "已评分分片 \(index)/\(count)：\(self.students(students))（本次 \(now) 位，\(unchanged) 位没有变化），写入 \(path)；用 'sqlab grade --merge' 合并分片。"
           : "Graded shard \(index)/\(count): \(self.students(students)) (\(now) now, \(unchanged) unchanged since the last run) into \(path); join the shards with 'sqlab grade --merge'."
    }
    public func merged(_ shards: Int, _ students: Int, _ passed: Int, _ output: String) -> String {
        zh ? "已合并 \(shards) 个分片：\(self.students(students))，\(passed) 位通过了全部练习。报告在 \(output)。"
           : "Merged \(shards) shards: \(self.students(students)), \(passed) passed every exercise. Reports in \(output)."
    }

    /// The feedback comment of a gradebook import (Moodle's `Feedback comments`): the score
    /// out of the maximum on the lesson, then the notes on the hand-in (each already in this
    /// language), from the catalogue (`grade.moodle-feedback`, `grade.moodle-feedback-notes`).
    public func gradebookComment(score: Int, maximum: Int, lesson: String, notes: [String]) -> String {
        notes.isEmpty ? language.text(.gradeMoodleFeedback, score, maximum, lesson)
            : language.text(.gradeMoodleFeedbackNotes, score, maximum, lesson, notes.joined(separator: zh ? "" : " "))
    }

    // A student's feedback file.
    public var lessonLabel: String { zh ? "课程：" : "Lesson: " }
    public var studentLabel: String { zh ? "学生：" : "Student: " }
    public var scoreLabel: String { zh ? "得分：" : "Score: " }
    public var aboutHandIn: String { zh ? "关于这份提交：" : "About the hand-in:" }
    /// Under an exercise whose file could not be read, when the file's note is shown above.
    public var seeAbove: String { zh ? "没有评分：原因见上面的“关于这份提交”。" : "Not graded: see “About the hand-in” above." }
}
