import Foundation
import SQLabText

/// What students and instructors read about a hand-in itself (in the feedback files, the
/// reports and Gradescope's output), in English and Chinese (`sqlab grade --lang zh`): every note
/// says what happened and what to do.
public struct HandInNotes: Sendable {
    public let language: Language
    public init(_ language: Language) { self.language = language }
    private var zh: Bool { language == .zh }

    // Listing the folder.
    /// A file name that is not UTF-8, read as `readAs` (a `--encoding`, or Latin-1); with a
    /// `suggestion`, the encoding it reads as Chinese in, for grading again.
    func notUTF8Name(_ name: String, readAs: String, suggestion: String? = nil) -> String {
        let again = suggestion.map { zh ? "如果是中文名，用 --encoding \($0) 重新评分。" : " If it is a Chinese name, grade again with --encoding \($0)." } ?? ""
        return zh ? "文件名 \(name) 不是 UTF-8，已按 \(readAs) 读取。" + again : "The name \(name) is not UTF-8; it was read as \(readAs)." + again
    }
    /// A Gradescope folder that `submission_metadata.yml` names nobody for.
    func unnamedByMetadata(_ folder: String) -> String {
        zh ? "submission_metadata.yml 没有写出 \(folder) 是谁的提交（这个文件或其中这一项已损坏），所以按文件夹名评分。"
           : "submission_metadata.yml names nobody for \(folder) (the file, or its entry, is damaged), so it is graded under the folder's name."
    }
    func group(_ names: [String]) -> String {
        zh ? "小组提交（\(names.joined(separator: "、"))）：每位成员得到同一成绩。"
           : "A group submission (\(names.joined(separator: ", "))): every member gets its grade."
    }
    func tooDeep(_ folder: String) -> String { zh ? "\(folder)/ 嵌套太深，没有读取。" : "\(folder)/ is nested too deep; it was not read." }
    func unreadableFolder(_ folder: String) -> String { zh ? "\(folder)/ 无法读取。" : "\(folder)/ cannot be read." }
    func folderLink(_ path: String) -> String { zh ? "\(path) 是指向文件夹的链接，没有跟随。" : "\(path) is a link to a folder; it was not followed." }
    func tooManyFiles(_ folder: String, _ n: Int) -> String {
        zh ? "\(folder)/ 中的文件超过 \(n) 个，其余的没有读取。" : "\(folder)/ holds more than \(n) files; the rest were not read."
    }
    func superseded(_ older: String, by newer: String) -> String {
        zh ? "\(older) 早于 \(newer) 提交；只计最新的一份。" : "\(older) is an earlier submission than \(newer); only the latest counts."
    }
    var late: String { zh ? "Canvas 标记此提交为迟交。" : "Canvas marks this hand-in late." }
    func conflict(_ shown: [String]) -> String {
        zh ? "这位学生有多份提交（\(shown.joined(separator: "、"))），无法确定以哪份为准，因此都没有评分。请只提交其中一份。"
           : "Several hand-ins were found for this student (\(shown.joined(separator: ", "))), so it is not clear which counts; none was graded. Hand in one of them."
    }

    // Reading a file.
    func wrongType(_ file: String, _ what: String) -> String {
        zh ? "\(file) 是\(HandInNotes.typeZH[what] ?? what)，sqlab 无法读取，因此没有评分。请把答案保存为纯文本 .sql 文件再提交。"
           : "\(file) is \(what), which sqlab does not read, so it was not graded. Hand in your answers as a plain-text .sql file."
    }
    func linkOutside(_ file: String) -> String {
        zh ? "\(file) 是指向提交文件夹之外的符号链接，因此没有读取。请提交文件本身。"
           : "\(file) is a symbolic link to a file outside the submissions folder, so it was not read. Hand in the file itself."
    }
    /// A hand-in file that is not text (or not UTF-8), as the student reads it: what to do is
    /// theirs (save as UTF-8); the `--encoding` advice is the instructor's (`unreadSummary`).
    func notText(_ location: String, _ problem: String, nul: Bool) -> String {
        if zh {
            let advice = nul ? "请保存为纯文本后重新提交。" : "请保存为 UTF-8 文本后重新提交。"
            return "\(location)：\(problem)，因此没有评分。\(advice)"
        }
        let advice = nul ? "Save it as plain text and hand it in again." : "Save it as UTF-8 text and hand it in again."
        return "\(location): \(problem), so it was not graded. \(advice)"
    }
    func tooLarge(_ file: String, _ size: Int, _ cap: Int) -> String {
        zh ? "\(file) 有 \(size) 字节；sqlab 只读取不超过 \(cap) 字节的答案文件，因此没有评分。"
           : "\(file) is \(size) bytes; sqlab reads answer files of at most \(cap) bytes, so it was not graded."
    }
    func notRegular(_ file: String, _ what: String) -> String {
        zh ? "\(file) 是\(HandInNotes.typeZH[what] ?? what)，不是文件，因此没有读取。请提交纯文本 .sql 文件。"
           : "\(file) is \(what), not a file, so it was not read. Hand in a plain-text .sql file."
    }
    func link(_ file: String) -> String {
        zh ? "\(file) 是符号链接，因此没有读取。请提交文件本身。" : "\(file) is a symbolic link, so it was not read. Hand in the file itself."
    }
    func vanished(_ file: String) -> String { zh ? "\(file) 在评分过程中消失了。" : "\(file) disappeared while the class was graded." }
    func unreadable(_ file: String, _ reason: String) -> String {
        zh ? "\(file) 无法读取（\(reason)），因此没有评分。" : "\(file) cannot be read (\(reason)), so it was not graded."
    }
    func empty(_ file: String) -> String { zh ? "\(file) 是空的：没有回答任何练习。" : "\(file) is empty: no exercise was answered." }
    func noSuchExerciseFile(_ file: String, _ stem: String, hint: String?) -> String {
        let h = hint.map { zh ? "（你是不是想写 \($0).sql？）" : " (did you mean \($0).sql?)" } ?? ""
        return zh ? "\(file)：本课没有练习 '\(stem)'\(h)；这份答案没有评分（文件 ID.sql 回答练习 ID；其他文件中，每个答案以一行 '-- exercise: ID' 开头）。"
                  : "\(file): the lesson has no exercise '\(stem)'\(h); this answer is not graded (a file ID.sql answers exercise ID; in any other file, start each answer with a line '-- exercise: ID')."
    }
    func answersNone(_ file: String) -> String {
        zh ? "\(file) 没有回答本课的任何练习（每个答案以一行 '-- exercise: ID' 开头）。"
           : "\(file) answers none of the lesson's exercises (start each answer with a line '-- exercise: ID')."
    }
    func noSuchExercise(_ id: String, hint: String) -> String {
        zh ? "本课没有练习 '\(id)'\(hint)；这份答案没有评分" : "the lesson has no exercise '\(id)'\(hint); this answer is not graded"
    }
    func answeredTwice(_ id: String, _ first: String, _ last: String) -> String {
        zh ? "练习 '\(id)' 在 \(first) 和 \(last) 中都有回答；以最后的 \(last) 为准。"
           : "Exercise '\(id)' is answered in both \(first) and \(last); the last one, \(last), counts."
    }
    var noFiles: String { zh ? "这份提交中没有答案文件（.sql）：没有回答任何练习。" : "The hand-in holds no answer files (.sql): no exercise was answered." }
    var nothingAnswered: String { zh ? "没有回答任何练习。" : "No exercise was answered." }
    var handInAnswersNone: String {
        zh ? "这份提交没有回答本课的任何练习（每个答案以一行 '-- exercise: ID' 开头）。"
           : "The hand-in answers none of the lesson's exercises (start each answer with a line '-- exercise: ID')."
    }

    // The class.
    var noHandIn: String { zh ? "没有找到这位学生的提交（在名单上），每个练习都得 0 分。" : "No hand-in was found for this student (on the roster), so every exercise scores 0." }
    var notOnRoster: String { zh ? "这位学生不在名单上。" : "This student is not on the roster." }

    /// The kinds of file `BoundedFile` and the listing name, in Chinese.
    static let typeZH: [String: String] = [
        "a named pipe (FIFO)": "命名管道（FIFO）", "a device": "设备文件", "a socket": "套接字", "a folder": "文件夹",
        "not a regular file": "非普通文件", "a Word document": "Word 文档", "an OpenDocument text": "OpenDocument 文档",
        "a rich-text document": "RTF 文档", "a Pages document": "Pages 文档", "a PDF": "PDF 文件", "a zip archive": "zip 压缩包",
        "a RAR archive": "RAR 压缩包", "a 7-Zip archive": "7-Zip 压缩包", "a tar archive": "tar 归档", "a compressed file": "压缩文件",
        "a compressed archive": "压缩归档", "a spreadsheet": "电子表格", "a web page": "网页", "an image": "图片",
        "a Jupyter notebook": "Jupyter 笔记本", "a database file": "数据库文件", "not a .sql file": "非 .sql 文件",
    ]
}
