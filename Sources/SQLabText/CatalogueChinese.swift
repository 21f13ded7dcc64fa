/// The Chinese (Simplified) texts of the catalogue (`Catalogue`), by key. Full-width
/// punctuation, a space between Chinese and Latin words or numbers.
enum CatalogueChinese {
    static let entries: [TextKey: String] = [
        .step: "步骤",
        .setupStep: "准备步骤",
        .lineNumber: "第 {0} 行",
        .expect: "预期失败",
        .bound: "绑定",
        .rows: "{0} 行",
        .moreRows: "……另有 {0} 行未显示",
        .countCapped: "超过 {0} 行，停止计数",
        .rowsChanged: "改变了 {0} 行",
        .rowsChangedIn: "改变了表 {1} 中的 {0} 行：",
        .rowsChangedWithSideEffects: "改变了 {0} 行（sqlite3_changes 只计语句自己的表；算上外键动作和触发器，共改变了 {1} 行）：",
        .inTable: "表 {0}：",
        .inTableCounted: "表 {0}（{1} 行）：",
        .changeLegend: "~ 更新的行：旧值 → 新值",
        .asExpected: "按预期失败",
        .shouldSucceed: "这一步本应成功，却失败了",
        .expectedCode: "这一步本应以 {0} 失败",
        .succeededInstead: "却成功了",
        .failedOtherwise: "却是另一个结果码",
        .sqliteSays: "SQLite 说",
        .didYouMean: "你是不是想写",
        .why: "为什么",
        .meaning: "含义",
        .cause: "常见原因",
        .fix: "怎么改",
        .extendedOf: "{0} 的扩展码",
        .exercise: "练习",
        .points: "{0} 分",
        .expectedResult: "预期结果：",
        .checkAnswer: "检查你的答案：",
        .hints: "提示（共 {0} 条）：",
        .lesson: "课程",
        .skippedStep: "（跳过）",
        .pausePrompt: "[回车] 运行　[s] 跳过　[q] 退出 ",
        .summary: "运行了 {0} 步：{1} 步符合标注，{2} 步不符合。",
        .summarySkipped: "运行了 {0} 步：{1} 步符合标注，{2} 步不符合，跳过 {3} 步。",
        .rowsThen: "，然后",
        .column: "第 {0} 列",

        .homeTitle: "sqlab：课程",
        .homeNext: "下一题：{1} 的练习 {0}。",
        .homeShowIt: "显示这道题",
        .homeWatchIt: "在文件里作答，每次保存都会检查",
        .homeTryIt: "在这一课的数据库里动手试试",
        .homeReadIt: "一步一步地读这一课",
        .allPassed: "所有练习都通过了，做得好！",
        .noExercisesYet: "课程里还没有练习。",
        .courseHasNoExercises: "课程里没有练习。",
        .everyExercisePassed: "所有练习都通过了。",
        .passed: "已通过",
        .notTried: "未尝试",
        .tried: "尝试 {0} 次",
        .hintsShown: "提示 {0}/{1}",
        .progressBar: "已通过 {0}/{1} 道练习",
        .unreadableLesson: "无法读取这一课：{0}",
        .hintLabel: "提示 {0}/{1}：",
        .noHints: "练习 {0} 没有提示。",
        .noMoreHints: "练习 {0} 没有更多提示了：{1} 条提示都已显示。",
        .nextCheck: "检查你的答案：sqlab check（读取 sqlab watch 写的文件）",
        .nextHint: "提示（共 {0} 条）：sqlab hint",
        .nextInWatch: "也可以在文件里作答，每次保存都会检查：sqlab watch {0}",
        .uses: "用到：{0}",
        .usesNothing: "不用任何表。",
        .noCourse: "这里没有课程：进入课程文件夹，或设置 SQLAB_COURSE，或运行 make install",
        .currentNone: "所有练习都通过了：请指明一道（sqlab {0} LESSON EXERCISE）。",
        .checkingCurrent: "检查 {1} 的练习 {0}（sqlab next 显示的那道），答案来自 {2}。",
        .checkSummary: "通过 {0}/{1} 道，得分 {2}/{3}",
        .answersNone: "这个文件没有回答这一课的任何练习（每个答案以一行“-- exercise: ID”开头）",
        .noAnswerFile: "{0} 还没有答案：请写在这个文件里（sqlab watch 会创建它），或用 --answer FILE 指定",
        .notInLesson: "这一课没有练习“{0}”{1}；这个答案不检查",
        .noSuchExercise: "这一课没有练习“{0}”{1}",
        .progressKept: "学习进度保存在 {0}",
        .progressCounts: "记录了 {0} 道练习，已通过 {1} 道。运行 sqlab 查看课程；--export 以 JSON 输出；--reset 清除进度。",
        .progressAsk: "清除 {0} 里的所有进度吗？[y/N] ",
        .progressNeedsYes: "sqlab：progress --reset 会清除 {0} 里的所有进度；加上 --yes 即不再询问",
        .progressUnchanged: "什么都没有改变。",
        .progressReset: "进度已清除：{0} 里不再有记录。",
        .progressNotRecorded: "sqlab：警告：没能记录进度：{0}",

        .watchRule: "{0} {1} · {2}",
        .watchAnswerIn: "在 {0} 里作答；每次保存都会检查。",
        .watchWrote: "已创建 {0}：把答案写在里面并保存。",
        .watchWaiting: "等待你在 {0} 里写下答案。",
        .watchPassedNext: "通过了。按 n 进入下一题。",
        .watchKeys: "[h] 提示　[n] 下一题（可跳过未通过的）　[l] 列表　[q] 退出",
        .watchListKeys: "按 [ ] 里的键跳到那道练习；按其他键返回。",
        .watchTemplateHeader: "{2}（{1}）的练习 {0}",
        .watchTemplateWrite: "在下面写你的答案；每次保存，sqlab watch 都会检查。",
        .watchNoLessons: "没有可以练习的课：请指明一课（sqlab watch LESSON），或用 --course DIR 指定课程文件夹",
        .watchSkipped: "跳过了 {0}：它还没有通过；sqlab next 会再回到它。",
        .watchOnlyThis: "只剩这一道练习还没有通过。",
        .watchMoreLines: "……另有 {0} 行（把窗口拉高就能看到）",
        .watchSolved: "所有练习都通过了，做得好！",

        .replBanner: "{0} —— SQLite {1}，使用私有的内存数据库。输入 .help 查看命令，.quit 或 Ctrl-D 退出。",
        .replStateBefore: "数据库里是这一课在练习 {0} 之前的步骤建好的内容。",
        .replStateBeforeCount: "数据库里是这一课在练习 {0} 之前的步骤建好的内容（.exercises 列出全部 {1} 道练习）。",
        .replStateAll: "数据库里是这一课的步骤建好的内容。",
        .replStateAllPassed: "所有练习都通过了；数据库里是这一课所有步骤建好的内容。",
        .replTypeAnswer: "输入你的答案，然后输入 .check。",
        .replTypeAnswerHint: "输入你的答案，然后输入 .check（.hint 查看提示）。",
        .replHelpTail: "其余输入都是 SQL：语句以 ; 结尾即运行。Ctrl-C 可以停止正在运行的语句。",
        .replNoCommand: "错误：没有命令 .{0}{1}",
        .replUnknownCommand: "错误：未知命令或参数不对：“{0}”。输入 .help 查看帮助{1}",
        .replDidYouMeanCommand: "（你是不是想写 .{0}？）",
        .replUsage: "用法：{0}",
        .replNoLesson: "没有课程：数据库一开始是空的。用 .lesson ID 开始一课。",
        .replNoLessonYet: "错误：还没有开始任何一课：用 .lesson ID 开始（或运行 sqlab repl LESSON）",
        .replNoExercises: "{0} 没有练习。",
        .replWhichExercise: "错误：检查哪道练习？用 .check EXERCISE（.exercises 列出全部练习）",
        .replNothingToCheck: "错误：还没有可检查的内容：先输入 {0} 的答案，再输入 .check",
        .replNextExercise: "下一题：练习 {0}。.reset 回到它的初始状态。",
        .replLessonDone: "{0} 的所有练习都通过了。",
        .replNoCurrent: "错误：没有当前练习：用 .check EXERCISE 选择一道",
        .replTryFirst: "错误：请先尝试练习 {0}（输入答案，再输入 .check）",
        .replSolution: "{0} 的参考答案：",
        .replResetExercise: "已回到 {1} 练习 {0} 的初始状态。",
        .replResetLesson: "已回到 {0} 的步骤建好的状态。",
        .replResetEmpty: "已回到空数据库。",
        .replResetFailed: "错误：无法重置数据库：{0}",
        .replSaved: "数据库已保存到 {0}。",
        .replSaveFailed: "错误：无法保存到 {0}：{1}",
        .replNoTableMatches: "没有表匹配“{0}”{1}。",
        .replMode: "当前输出模式：{0}",
        .replModeChoices: "错误：模式只能是以下之一：{0}{1}",
        .replUnknownCode: "错误：未知的结果码“{0}”{1}",
        .replInterrupted: "已中断：语句被停止了（Ctrl-C）。",
        .replStatementFailed: "{0}:{1}：错误：这条语句失败了",
        .replTooLong: "错误：从第 {0} 行开始的语句超过 {1} 字节，已丢弃。",
        .replSkipping: "错误：连续 {0} 条语句失败；{1} 的其余部分跳过。",
        .replReadNested: "错误：.read {0}：文件嵌套超过 {1} 层（是不是文件读取了自己？）",
        .replCannotOpen: "错误：无法打开“{0}”",
        .replCannotRead: "错误：无法读取“{0}”",
        .replReadTooBig: "错误：{0} 有 {1} 字节；.read 最多读取 {2} 字节",
        .replError: "错误：{0}",
        .replSkippingInput: "错误：连续 {0} 条语句失败；其余的输入跳过。",
        .replNoSuchExercise: "错误：{0} 没有练习“{1}”{2}",
        .didYouMeanName: "（你是不是想写 {0}？）",
        .replNotChecked: "无法检查这个答案：{0}",

        .dotCheck: "把上次 .check 之后输入的内容（成功的语句，没有则取最后一条）作为练习 EXERCISE 的答案来检查（省略时为当前练习）",
        .dotExercises: "列出这一课的练习、你的进度，以及每道练习用到的表",
        .dotExplain: "解释一个结果码：19、2067、SQLITE_CONSTRAINT_UNIQUE、constraint_unique",
        .dotHeaders: "在 csv 模式下显示或隐藏列名（其他模式总是显示）",
        .dotHelp: "显示这段说明，或某一个命令的说明",
        .dotHint: "显示当前练习的下一条提示",
        .dotLesson: "以初始状态开始第 ID 课（可以只写 ID 的开头）；不带 ID 时，显示当前是哪一课",
        .dotMode: "查询结果的显示方式：box（默认）、table、csv、json、line 或 markdown",
        .dotQuit: "退出 REPL（Ctrl-D 也可以）",
        .dotRead: "运行文件 FILE 里的语句和点命令",
        .dotReset: "回到初始状态：空数据库，或这一课的步骤建好的内容",
        .dotSave: "用备份 API 把数据库写入文件 FILE（这是 sqlab 沙箱唯一会写的文件）",
        .dotSchema: "显示所有表的 CREATE 语句，或名字匹配 TABLE（LIKE 模式）的表的",
        .dotSolution: "尝试过当前练习之后，显示它的参考答案",
        .dotTables: "列出所有表和视图",
        .dotTrace: "显示每条语句背后的 C API 调用及其结果码",

        .usage: "用法：{0}",
        .usageUnknownCommand: "未知命令“{0}”；请看 sqlab help",
        .usageUnknownCommandClose: "未知命令“{0}”（你是不是想写“{1}”？）；请看 sqlab help",
        .usageUnknownOption: "未知选项 {0}",
        .usageUnknownOptionClose: "未知选项 {0}（你是不是想写 {1}？）",
        .usageNeedsValue: "{0} 需要一个值",
        .usageLang: "--lang 只能是 en 或 zh",
        .usageTimeout: "--timeout 的值是秒数：大于 0，最多 3600",
        .usageFormat: "--format 只能是 {0}",
        .usageProgress: "用法：sqlab progress [--export | --reset [--yes]]",
        .helpText: """
            sqlab —— 在 SQLite 上一步一步学 SQL

            用法：
              sqlab                       课程主页：各课、练习、你的进度、下一步做什么
              sqlab next [LESSON]         显示你还没有通过的第一道练习
              sqlab watch [LESSON]        在 answers/LESSON/ID.sql 里作答，每次保存都检查；
                                          按键：h 提示，n 下一题，l 列表（再按键跳转），q 退出
              sqlab repl [LESSON]         类似 sqlite3 的命令行，使用私有的内存数据库（处于这一课的
                                          状态）；.help 列出点命令
              sqlab hint [LESSON EXERCISE]
                                          练习的下一条提示（省略时为 sqlab next 显示的那道）
              sqlab run LESSON [--no-pause] [--trace] [--lang en|zh] [--timeout SECONDS]
                                          一步一步运行一课的 SQL，解释每个结果码
              sqlab check [LESSON [EXERCISE]] [--answer FILE|-] [--format text|json]
                                          检查答案：用这一课的数据、数据集，以及能识破碰巧正确的
                                          变体；不带参数时，检查 watch 为 sqlab next 那道题写的答案
              sqlab grade LESSON SUBMISSIONS [-o DIR] [--format csv|json|gradescope|junit|html]...
                          [--jobs N] [--feedback full|summary|verdict] [--shard I/N]
                                          给全班评分：SUBMISSIONS 里是 STUDENT.sql 或 STUDENT/ID.sql；
                                          可以中断后继续；报告和 feedback/STUDENT.txt 写在 DIR 里
              sqlab grade --merge DB... -o DIR [--format ...]...
                                          把几次 --shard 运行的评分数据库合并成一份报告
              sqlab lint LESSON-OR-FOLDER...
                                          检查课程文件：每一步、参考答案、预期结果表
              sqlab explain [CODE] [--lang en|zh]
                                          解释一个结果码：19、2067、SQLITE_CONSTRAINT_UNIQUE、
                                          constraint_unique；不带 CODE 时列出全部
              sqlab test FILE.test... [--format text|json|junit] [--stop-at-first-failure]
                                          运行 sqllogictest 脚本，每个脚本用新的内存数据库；
                                          输出通过和失败的数目
              sqlab progress [--export | --reset [--yes]]
                                          进度保存在哪里；以 JSON 输出；清除进度
              sqlab help                  这段说明

            LESSON 是一个课程文件，或课程文件夹里一课的 ID（也可以只写开头，比如 01）。课程文件夹
            依次是：--course DIR，./lessons，$SQLAB_COURSE，安装的课程（make install 放在
            PREFIX/share/sqlab/lessons）。
            进度保存在 $XDG_DATA_HOME/sqlab/progress.sqlite（~/.local/share/sqlab/），REPL 的历史
            记录在 $XDG_STATE_HOME/sqlab/history（~/.local/state/sqlab/）。
            --lang en|zh 选择语言；不指定时看 LC_ALL、LC_MESSAGES 或 LANG（如 zh_CN.UTF-8）。

            退出状态：0 没有问题；1 发现了问题（某一步不符合标注、答案未通过、lint 发现问题、
            记录失败、REPL 里有语句失败）；2 无法完成（用法不对、文件不存在、课程文件格式错误、
            未知的结果码、无法读取的进度文件）。
            答案文件里是 SQL；一行“-- exercise: ID”开始练习 ID 的答案。
            """,
    ]
}
