import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// Everything the lab says to a learner that is not SQLite's own words or a result code's
/// explanation (those come from `Explainer`), in English and Chinese, in one place.
public enum LabMessage: Equatable, Sendable {
    // The line could not be read (a C compiler would reject it).
    case lineTooLong(Int, Int)
    case unclosedComment, unclosedString, unclosedBlob, badBlob
    case badEscape(String), badNumber(String), unexpected(String)
    case objectiveCString, singleQuotedString
    case empty, expectedCall, notACall(String), trailing, unclosedCall, expectedComma, missingArgument
    case nestedCall(String), addressOfWhat
    // The call is not one the lab can make as written.
    case unknownFunction(String, suggestion: String?)
    case argumentCount(function: String, expected: Int, given: Int, signature: String)
    case undeclared(String, suggestion: String?)
    case wrongArgument(function: String, position: Int, name: String, expected: String)
    case needsAddress(function: String, position: Int, variable: String)
    case notAPointerVariable(String)
    case callbackRefused, vfsRefused
    case tooManyVariables(Int)
    case redeclared(String)
    case unknownConstant(String, suggestion: String?)
    case unknownMeta(String)
    // Undefined behaviour the lab answers with SQLITE_MISUSE instead of making the call.
    case finalizedStatement(String)
    case closedConnection(String)
    case zombieConnection(String)
    case neverSet(String)
    case nullHandle(String)
    case readsPastEnd(given: Int, available: Int)
    case negativeBlobLength
    case freedTwice(String)
    // Real SQLITE_MISUSE from SQLite, explained.
    case bindWhileBusy(String)
    // Paths, flags and the handle table.
    case absolutePathRefused(String), parentPathRefused(String), uriRefused(String), symlinkRefused(String)
    case folderFull(Int), tooManyFiles(Int)
    case flagsRefused(String)
    case handleTableFull(Int)
    case memoryDatabase
    // What changed.
    case opened(variable: String, file: String, readOnly: Bool)
    case openFailedHandleSet(String)
    case handleNotSet(String)
    case prepared(variable: String, parameters: Int, columns: Int)
    case preparedNothing(String)
    case tail(String)
    case changes(Int, rowid: Int64)
    case closed(String)
    case zombie(String, Int)
    case finalized(String)
    case errmsgSet(String)
    case errmsgNull
    case freed(String)
    case openHandles([String])
    case noHandles
    case leftOpen([String])
    case limitLowered(Int32)
    case busyWaitCapped(Int32)
    case noRowColumn
    case columnRange(Int32, Int32)
    case extendedHidden(ResultCode)
    case zeroIsNull
    case assigned(String, String)
    case leaked(String)
    case scratchUnavailable
    case answerLine(Int, String)
    case missingCode(ResultCode)
    case unexpectedCode(ResultCode)
    case answerLeftOpen([String])
    case extraFile(String), missingFile(String)
    /// A file the answer leaves differs: the rows it lacks and the rows it has that it should not.
    case fileDiffers(String, missing: [String], extra: [String])
    case unfinalized([String])
    case lockHeldBy([String], file: String)
    case harmlessNoOp(String)
    case resultIgnored

    /// The text in `language`.
    public func text(_ language: Language) -> String {
        language == .zh ? chinese : english
    }

    private var english: String {
        switch self {
        case .lineTooLong(let n, let max): return "the line is \(n) bytes; the lab reads lines of up to \(max) bytes (for a big blob, use sqlite3_bind_zeroblob)"
        case .unclosedComment: return "this /* comment is never closed"
        case .unclosedString: return "this string has no closing \""
        case .unclosedBlob: return "this x'…' blob has no closing '"
        case .badBlob: return "a blob literal x'…' holds an even number of hexadecimal digits"
        case .badEscape(let e): return "\(e) is not an escape C knows (\\n, \\t, \\\\, \\\", \\xHH, \\0, \\uXXXX)"
        case .badNumber(let n): return "\(n) is not a number C can read"
        case .unexpected(let c): return "unexpected '\(c)': a lab line is one C call, such as sqlite3_step(stmt);"
        case .objectiveCString: return "@\"…\" is an Objective-C NSString; the C API takes a C string: write \"…\" (in Objective-C, [name UTF8String])"
        case .singleQuotedString: return "C strings use double quotes: \"class.sqlite\" (single quotes are for SQL strings inside the SQL text)"
        case .empty: return "nothing to run"
        case .expectedCall: return "expected a call such as sqlite3_open(\"class.sqlite\", &db); or a declaration such as sqlite3 *db;"
        case .notACall(let name): return "'\(name)' alone does nothing: call a function, sqlite3_…(…);"
        case .trailing: return "unexpected text after the call: end it with ';'"
        case .unclosedCall: return "the call has no closing ')'"
        case .expectedComma: return "expected ',' between arguments or ')' after the last"
        case .missingArgument: return "an argument is missing here"
        case .nestedCall(let name): return "one call per statement: call \(name)(…) on its own line and pass its result in a variable"
        case .addressOfWhat: return "& takes the address of a variable: &db, &stmt, &errmsg"
        case .unknownFunction(let name, let s): return "the lab does not know the function \(name)" + (s.map { " (did you mean \($0)?)" } ?? "") + "; '.help' lists the functions"
        case .argumentCount(let f, let expected, let given, let signature):
            return "\(f) takes \(expected) argument\(expected == 1 ? "" : "s"), not \(given): \(signature)"
        case .undeclared(let name, let s): return "use of undeclared identifier '\(name)'" + (s.map { " (did you mean \($0)?)" } ?? "")
        case .wrongArgument(let f, let position, let name, let expected): return "argument \(position) of \(f) (\(name)) must be \(expected)"
        case .needsAddress(let f, let position, let variable):
            return "argument \(position) of \(f) is where the function writes its result: pass the variable's address, &\(variable)"
        case .notAPointerVariable(let name): return "'\(name)' holds a number, not a handle"
        case .callbackRefused: return "the lab runs sqlite3_exec without a callback (pass NULL); to read rows, use sqlite3_prepare_v2 and sqlite3_step"
        case .vfsRefused: return "the last argument of sqlite3_open_v2 names a VFS; the lab only uses the default one: pass NULL"
        case .tooManyVariables(let n): return "the lab keeps at most \(n) variables"
        case .redeclared(let name): return "redefinition of '\(name)' with another type"
        case .unknownConstant(let name, let s): return "unknown constant '\(name)'" + (s.map { " (did you mean \($0)?)" } ?? "")
        case .unknownMeta(let name): return "unknown command '\(name)'; '.help' lists the lab's commands"
        case .finalizedStatement(let v):
            return "\(v) was finalized: in C it now points at freed memory, and this call could crash the app or corrupt memory. sqlab did not make the call and answers SQLITE_MISUSE, as SQLite's API armour does when it can detect the misuse. After sqlite3_finalize, set the variable to NULL."
        case .closedConnection(let v):
            return "\(v) was closed: in C it now points at freed memory, and this call could crash the app or corrupt memory. sqlab did not make the call and answers SQLITE_MISUSE, as SQLite's API armour does when it can detect the misuse. After sqlite3_close, set the variable to NULL."
        case .zombieConnection(let v):
            return "the connection of \(v) was closed with sqlite3_close_v2: its statements may only be finalized. sqlab did not make the call and answers SQLITE_MISUSE."
        case .neverSet(let v):
            return "\(v) was declared but never set: in C it holds whatever was in that memory, and this call could crash the app or corrupt memory. sqlab did not make the call and answers SQLITE_MISUSE. Declare handles as NULL (sqlite3_stmt *stmt = NULL;) and check the code of the call that should set them."
        case .nullHandle(let v):
            return "\(v) is NULL: the call that should have set it failed or found nothing to do. SQLite returns SQLITE_MISUSE for a NULL handle; the real error is the one that earlier call returned."
        case .readsPastEnd(let given, let available):
            return "the byte count \(given) is larger than the \(available) byte\(available == 1 ? "" : "s") of the value: in C the call would read past its end (undefined behaviour). sqlab did not make the call and answers SQLITE_MISUSE. Pass -1 for text (up to its NUL) or the exact size."
        case .negativeBlobLength:
            return "a negative byte count for a blob is undefined behaviour in C (only text may pass -1). sqlab did not make the call and answers SQLITE_MISUSE."
        case .freedTwice(let v): return "\(v) was already freed: freeing it again is a double free, undefined behaviour in C. sqlab did not make the call."
        case .bindWhileBusy(let v):
            return "\(v) has been stepped and not reset: SQLite refuses to change its parameters while it runs. Call sqlite3_reset(\(v)) first (the bindings are kept; sqlite3_clear_bindings sets them to NULL)."
        case .absolutePathRefused(let p): return "the lab opens files only inside its scratch folder, so an absolute path (\(p)) is refused with SQLITE_CANTOPEN; give a name such as \"class.sqlite\""
        case .parentPathRefused(let p): return "the lab opens files only inside its scratch folder, so a path with '..' (\(p)) is refused with SQLITE_CANTOPEN"
        case .uriRefused(let p): return "the lab does not open URI file names (\(p)); give a plain file name such as \"class.sqlite\""
        case .symlinkRefused(let p): return "\(p) leads through a symbolic link; the lab never follows one out of its scratch folder (SQLITE_OPEN_NOFOLLOW), so it answers SQLITE_CANTOPEN"
        case .folderFull(let cap): return "the scratch folder holds more than \(cap / (1 << 20)) MiB; the lab opens no new database file"
        case .tooManyFiles(let cap): return "the scratch folder holds \(cap) files already; the lab creates no more"
        case .flagsRefused(let f): return "the lab does not open databases with \(f) (it would leave the sandbox); sqlab answers SQLITE_MISUSE without opening"
        case .handleTableFull(let n):
            return "the lab keeps at most \(n) open handles; in an app, handles that are never closed or finalized leak memory until it runs out. sqlab answers SQLITE_NOMEM without making the call: close and finalize what you no longer need."
        case .memoryDatabase: return "an empty name opens a private temporary database; the lab keeps it in memory"
        case .opened(let v, let file, let readOnly): return "\(v) = a connection to \(file)" + (readOnly ? " (read-only)" : "")
        case .openFailedHandleSet(let v): return "\(v) is set even though the open failed: read sqlite3_errmsg(\(v)), then release it with sqlite3_close(\(v))"
        case .handleNotSet(let v): return "\(v) = NULL"
        case .prepared(let v, let p, let c): return "\(v) = a statement with \(p) parameter\(p == 1 ? "" : "s") and \(c) result column\(c == 1 ? "" : "s")"
        case .preparedNothing(let v): return "\(v) = NULL: there was no statement to prepare (or it failed)"
        case .tail(let t): return "tail = " + t
        case .changes(let n, let rowid): return "changes: \(n), last insert rowid: \(rowid)"
        case .closed(let v): return "\(v) is closed; the pointer now dangles: set it to NULL"
        case .zombie(let v, let n): return "\(v) is closed for you, but SQLite keeps it until its \(n) unfinalized statement\(n == 1 ? " is" : "s are") finalized"
        case .finalized(let v): return "\(v) is finalized; the pointer now dangles: set it to NULL"
        case .errmsgSet(let t): return "errmsg = \(t) (free it with sqlite3_free(errmsg))"
        case .errmsgNull: return "errmsg = NULL"
        case .freed(let v): return "\(v) is freed"
        case .openHandles(let list): return "open: " + list.joined(separator: ", ")
        case .noHandles: return "open: nothing"
        case .leftOpen(let list): return "left open at the end: " + list.joined(separator: ", ") + "; sqlab finalized and closed them (an app would leak them)"
        case .limitLowered(let ceiling): return "the lab's sandbox allows at most \(ceiling); a higher value is lowered to it"
        case .busyWaitCapped(let ms): return "the lab waits at most \(ms) ms for a lock"
        case .noRowColumn: return "the statement has no current row (step it until SQLITE_ROW): the value is NULL/0, and sqlite.org calls the result undefined"
        case .columnRange(let i, let count): return "column \(i) is out of range: columns count from 0 to \(count - 1); the value is NULL/0"
        case .extendedHidden(let code): return "the extended code is \(code): sqlite3_extended_errcode(db) says which rule; calls return primary codes until sqlite3_extended_result_codes(db, 1)"
        case .zeroIsNull: return "0 is read as NULL here, as C does"
        case .assigned(let v, let value): return "\(v) = \(value)"
        case .leaked(let v): return "the statement \(v) held before is still unfinalized, and no variable points to it now: it leaks, and sqlite3_close will answer SQLITE_BUSY"
        case .harmlessNoOp(let f): return "\(f) with a NULL pointer is a harmless no-op"
        case .scratchUnavailable: return "the lab could not make a scratch folder to check the answer in"
        case .answerLine(let n, let m): return "line \(n) of the answer cannot be run: \(m)"
        case .missingCode(let code): return "the exercise asks for \(code) to happen, and no call of the answer returned it"
        case .unexpectedCode(let code): return "a call of the answer returned \(code), which the exercise does not ask for: check the code of each call"
        case .answerLeftOpen(let list): return "the answer leaves open what it should release: " + list.joined(separator: ", ")
        case .extraFile(let f): return "the answer creates \(f), which the exercise does not"
        case .missingFile(let f): return "the answer does not create \(f)"
        case .fileDiffers(let f, let missing, let extra):
            var parts: [String] = []
            if let m = missing.first { parts.append("missing " + m + (missing.count > 1 ? " (+\(missing.count - 1))" : "")) }
            if let e = extra.first { parts.append("extra " + e + (extra.count > 1 ? " (+\(extra.count - 1))" : "")) }
            return "\(f) is not as the exercise asks: " + parts.joined(separator: "; ")
        case .lockHeldBy(let list, let file): return list.joined(separator: ", ") + " holds a transaction on \(file), and with it the lock: COMMIT or ROLLBACK there, then try again (sqlite3_busy_timeout makes the wait automatic)"
        case .unfinalized(let list): return "still unfinalized: " + list.joined(separator: ", ") + "; finalize them first (nothing was closed), or use sqlite3_close_v2"
        case .resultIgnored: return "the return value was not checked"
        }
    }

    private var chinese: String {
        switch self {
        case .lineTooLong(let n, let max): return "这一行有 \(n) 字节；实验室最多读 \(max) 字节（大的 blob 请用 sqlite3_bind_zeroblob）"
        case .unclosedComment: return "这个 /* 注释没有结束"
        case .unclosedString: return "这个字符串缺少结尾的 \""
        case .unclosedBlob: return "这个 x'…' blob 缺少结尾的 '"
        case .badBlob: return "blob 字面量 x'…' 里应是偶数个十六进制数字"
        case .badEscape(let e): return "\(e) 不是 C 认识的转义（\\n、\\t、\\\\、\\\"、\\xHH、\\0、\\uXXXX）"
        case .badNumber(let n): return "\(n) 不是 C 能读的数字"
        case .unexpected(let c): return "意外的 '\(c)'：实验室的一行是一个 C 调用，例如 sqlite3_step(stmt);"
        case .objectiveCString: return "@\"…\" 是 Objective-C 的 NSString；C API 要的是 C 字符串：写 \"…\"（在 Objective-C 里用 [name UTF8String]）"
        case .singleQuotedString: return "C 字符串用双引号：\"class.sqlite\"（单引号用于 SQL 文本里面的字符串）"
        case .empty: return "没有要运行的内容"
        case .expectedCall: return "这里应是一个调用，例如 sqlite3_open(\"class.sqlite\", &db);，或一个声明，例如 sqlite3 *db;"
        case .notACall(let name): return "单独的 '\(name)' 什么也不做：请调用一个函数 sqlite3_…(…);"
        case .trailing: return "调用之后有多余的文字：用 ';' 结束"
        case .unclosedCall: return "调用缺少结尾的 ')'"
        case .expectedComma: return "参数之间应是 ','，最后一个参数后应是 ')'"
        case .missingArgument: return "这里少了一个参数"
        case .nestedCall(let name): return "每条语句只能有一个调用：把 \(name)(…) 放在单独一行，用变量传递它的结果"
        case .addressOfWhat: return "& 取变量的地址：&db、&stmt、&errmsg"
        case .unknownFunction(let name, let s): return "实验室不认识函数 \(name)" + (s.map { "（你是不是想写 \($0)？）" } ?? "") + "；'.help' 列出所有函数"
        case .argumentCount(let f, let expected, let given, let signature): return "\(f) 需要 \(expected) 个参数，而不是 \(given) 个：\(signature)"
        case .undeclared(let name, let s): return "使用了未声明的标识符 '\(name)'" + (s.map { "（你是不是想写 \($0)？）" } ?? "")
        case .wrongArgument(let f, let position, let name, let expected): return "\(f) 的第 \(position) 个参数（\(name)）必须是\(expected)"
        case .needsAddress(let f, let position, let variable): return "\(f) 的第 \(position) 个参数是函数写入结果的地方：请传变量的地址 &\(variable)"
        case .notAPointerVariable(let name): return "'\(name)' 存的是数字，不是句柄"
        case .callbackRefused: return "实验室运行 sqlite3_exec 时不用回调（传 NULL）；要读取行，请用 sqlite3_prepare_v2 和 sqlite3_step"
        case .vfsRefused: return "sqlite3_open_v2 的最后一个参数是 VFS 的名字；实验室只用默认的：传 NULL"
        case .tooManyVariables(let n): return "实验室最多保存 \(n) 个变量"
        case .redeclared(let name): return "'\(name)' 被重新定义为另一种类型"
        case .unknownConstant(let name, let s): return "未知的常量 '\(name)'" + (s.map { "（你是不是想写 \($0)？）" } ?? "")
        case .unknownMeta(let name): return "未知的命令 '\(name)'；'.help' 列出实验室的命令"
        case .finalizedStatement(let v):
            return "\(v) 已经 finalize：在 C 里它现在指向已释放的内存，这个调用可能让应用崩溃或破坏内存。sqlab 没有真的调用，而是像 SQLite 的 API 防护（API armour）能发现误用时那样回答 SQLITE_MISUSE。sqlite3_finalize 之后，请把变量设为 NULL。"
        case .closedConnection(let v):
            return "\(v) 已经关闭：在 C 里它现在指向已释放的内存，这个调用可能让应用崩溃或破坏内存。sqlab 没有真的调用，而是像 SQLite 的 API 防护能发现误用时那样回答 SQLITE_MISUSE。sqlite3_close 之后，请把变量设为 NULL。"
        case .zombieConnection(let v): return "\(v) 的连接已用 sqlite3_close_v2 关闭：它的语句只能 finalize。sqlab 没有真的调用，回答 SQLITE_MISUSE。"
        case .neverSet(let v):
            return "\(v) 声明了却从未赋值：在 C 里它是那块内存里残留的任意值，这个调用可能让应用崩溃或破坏内存。sqlab 没有真的调用，回答 SQLITE_MISUSE。请把句柄声明为 NULL（sqlite3_stmt *stmt = NULL;），并检查本该给它赋值的那个调用的结果码。"
        case .nullHandle(let v): return "\(v) 是 NULL：本该给它赋值的调用失败了，或者没有可做的事。对 NULL 句柄 SQLite 返回 SQLITE_MISUSE；真正的错误是之前那个调用返回的。"
        case .readsPastEnd(let given, let available):
            return "字节数 \(given) 大于这个值的 \(available) 字节：在 C 里这个调用会读过它的末尾（未定义行为）。sqlab 没有真的调用，回答 SQLITE_MISUSE。文本请传 -1（读到 NUL 为止）或准确的长度。"
        case .negativeBlobLength: return "在 C 里，blob 的字节数为负是未定义行为（只有文本可以传 -1）。sqlab 没有真的调用，回答 SQLITE_MISUSE。"
        case .freedTwice(let v): return "\(v) 已经释放过：再释放一次就是重复释放（double free），在 C 里是未定义行为。sqlab 没有真的调用。"
        case .bindWhileBusy(let v): return "\(v) 已经 step 过而没有 reset：语句运行期间 SQLite 拒绝改变它的参数。请先调用 sqlite3_reset(\(v))（绑定的值会保留；sqlite3_clear_bindings 把它们设为 NULL）。"
        case .absolutePathRefused(let p): return "实验室只打开它的临时文件夹里的文件，所以绝对路径（\(p)）被拒绝，结果是 SQLITE_CANTOPEN；请给出 \"class.sqlite\" 这样的名字"
        case .parentPathRefused(let p): return "实验室只打开它的临时文件夹里的文件，所以含 '..' 的路径（\(p)）被拒绝，结果是 SQLITE_CANTOPEN"
        case .uriRefused(let p): return "实验室不打开 URI 形式的文件名（\(p)）；请给出 \"class.sqlite\" 这样的普通文件名"
        case .symlinkRefused(let p): return "\(p) 经过一个符号链接；实验室从不顺着链接走出它的临时文件夹（SQLITE_OPEN_NOFOLLOW），所以回答 SQLITE_CANTOPEN"
        case .folderFull(let cap): return "临时文件夹已超过 \(cap / (1 << 20)) MiB；实验室不再打开新的数据库文件"
        case .tooManyFiles(let cap): return "临时文件夹已有 \(cap) 个文件；实验室不再创建新文件"
        case .flagsRefused(let f): return "实验室不用 \(f) 打开数据库（那会离开沙盒）；sqlab 不打开，回答 SQLITE_MISUSE"
        case .handleTableFull(let n): return "实验室最多保留 \(n) 个打开的句柄；在应用里，从不关闭或 finalize 的句柄会泄漏内存直到耗尽。sqlab 没有真的调用，回答 SQLITE_NOMEM：请关闭和 finalize 不再需要的句柄。"
        case .memoryDatabase: return "空的文件名打开一个私有的临时数据库；实验室把它放在内存里"
        case .opened(let v, let file, let readOnly): return "\(v) = 连接到 \(file) 的连接" + (readOnly ? "（只读）" : "")
        case .openFailedHandleSet(let v): return "虽然打开失败，\(v) 仍被赋了值：先读 sqlite3_errmsg(\(v))，再用 sqlite3_close(\(v)) 释放它"
        case .handleNotSet(let v): return "\(v) = NULL"
        case .prepared(let v, let p, let c): return "\(v) = 一个有 \(p) 个参数、\(c) 个结果列的语句"
        case .preparedNothing(let v): return "\(v) = NULL：没有可准备的语句（或准备失败）"
        case .tail(let t): return "tail = " + t
        case .changes(let n, let rowid): return "改变的行数：\(n)，最后插入的 rowid：\(rowid)"
        case .closed(let v): return "\(v) 已关闭；这个指针现在悬空了：请把它设为 NULL"
        case .zombie(let v, let n): return "\(v) 对你来说已关闭，但 SQLite 会保留它，直到它的 \(n) 个未 finalize 的语句都被 finalize"
        case .finalized(let v): return "\(v) 已 finalize；这个指针现在悬空了：请把它设为 NULL"
        case .errmsgSet(let t): return "errmsg = \(t)（用 sqlite3_free(errmsg) 释放它）"
        case .errmsgNull: return "errmsg = NULL"
        case .freed(let v): return "\(v) 已释放"
        case .openHandles(let list): return "打开着的：" + list.joined(separator: "，")
        case .noHandles: return "打开着的：无"
        case .leftOpen(let list): return "结束时仍打开着：" + list.joined(separator: "，") + "；sqlab 替你 finalize 和关闭了（应用里它们会泄漏）"
        case .limitLowered(let ceiling): return "实验室的沙盒最多允许 \(ceiling)；更大的值会被降到这个上限"
        case .busyWaitCapped(let ms): return "实验室等待锁最多 \(ms) 毫秒"
        case .noRowColumn: return "语句当前没有行（先 step 到 SQLITE_ROW）：得到的值是 NULL/0，sqlite.org 说这种结果是未定义的"
        case .columnRange(let i, let count): return "第 \(i) 列超出范围：列从 0 数到 \(count - 1)；得到的值是 NULL/0"
        case .extendedHidden(let code): return "扩展结果码是 \(code)：sqlite3_extended_errcode(db) 说明违反了哪条规则；在调用 sqlite3_extended_result_codes(db, 1) 之前，各调用只返回主结果码"
        case .zeroIsNull: return "这里 0 被当作 NULL，和 C 一样"
        case .assigned(let v, let value): return "\(v) = \(value)"
        case .leaked(let v): return "\(v) 之前指向的语句还没有 finalize，现在也没有变量指向它：它泄漏了，sqlite3_close 会回答 SQLITE_BUSY"
        case .harmlessNoOp(let f): return "对 NULL 指针调用 \(f) 是无害的空操作"
        case .scratchUnavailable: return "实验室无法创建检查答案用的临时文件夹"
        case .answerLine(let n, let m): return "答案的第 \(n) 行无法运行：\(m)"
        case .missingCode(let code): return "练习要求出现 \(code)，但答案没有一个调用返回它"
        case .unexpectedCode(let code): return "答案的某个调用返回了 \(code)，而练习并不要求它：请检查每个调用的结果码"
        case .answerLeftOpen(let list): return "答案没有释放应当释放的句柄：" + list.joined(separator: "，")
        case .extraFile(let f): return "答案创建了 \(f)，而练习并不创建它"
        case .missingFile(let f): return "答案没有创建 \(f)"
        case .fileDiffers(let f, let missing, let extra):
            var parts: [String] = []
            if let m = missing.first { parts.append("缺少 " + m + (missing.count > 1 ? "（另有 \(missing.count - 1) 行）" : "")) }
            if let e = extra.first { parts.append("多了 " + e + (extra.count > 1 ? "（另有 \(extra.count - 1) 行）" : "")) }
            return "\(f) 与练习要求的不同：" + parts.joined(separator: "；")
        case .lockHeldBy(let list, let file): return list.joined(separator: "，") + " 在 \(file) 上有一个未结束的事务，锁就在它那里：在那边 COMMIT 或 ROLLBACK，然后再试（sqlite3_busy_timeout 会自动等待）"
        case .unfinalized(let list): return "还没有 finalize 的：" + list.joined(separator: "，") + "；先 finalize 它们（什么也没有关闭），或者用 sqlite3_close_v2"
        case .resultIgnored: return "没有检查返回值"
        }
    }
}
