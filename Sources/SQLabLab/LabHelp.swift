import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// The lab's `.help` text and banner, in English and Chinese.
public enum LabHelp {
    /// The banner shown when an interactive lab starts.
    public static func banner(_ language: Language, scratch: String) -> String {
        language == .zh
            ? "sqlab lab：逐行输入 SQLite C API 调用，例如 sqlite3_open(\"class.sqlite\", &db);\n临时文件夹（结束时删除）：\(scratch)，里面有 class.sqlite 和 notes.txt。'.help' 查看帮助，'.quit' 退出。"
            : "sqlab lab: type SQLite C API calls, one per line, e.g. sqlite3_open(\"class.sqlite\", &db);\nScratch folder (removed at the end): \(scratch), with class.sqlite and notes.txt. '.help' for help, '.quit' to leave."
    }

    public static func lines(_ language: Language) -> [String] {
        let intro = language == .zh
            ? ["每行是一个 C 调用（或声明 sqlite3 *db;），调用真的会执行，返回值会被解码。",
               "字面量：\"C 字符串\"（支持转义）、整数、小数、NULL、-1、SQLITE_TRANSIENT/SQLITE_STATIC、x'89504E47'（blob 字节）、用 | 连接的 SQLITE_OPEN_* 常量。",
               "文件只在临时文件夹里：class.sqlite（表 Class43）、notes.txt（不是数据库）。",
               "命令：.handles（变量和打开的句柄）、.files（临时文件夹）、.help、.quit",
               "函数："]
            : ["Each line is a C call (or a declaration, sqlite3 *db;); the call is made for real and its return value decoded.",
               "Literals: \"C strings\" with escapes, integers, doubles, NULL, -1, SQLITE_TRANSIENT/SQLITE_STATIC, x'89504E47' (blob bytes), SQLITE_OPEN_* constants joined with |.",
               "Files live only in the scratch folder: class.sqlite (table Class43), notes.txt (not a database).",
               "Commands: .handles (variables and open handles), .files (the scratch folder), .help, .quit",
               "Functions:"]
        let signatures = LabFunction.names.compactMap { LabFunction.all[$0] }.map { "  " + $0.name + "(" + $0.parameterNames.joined(separator: ", ") + ")" }
        return intro + signatures
    }
}
