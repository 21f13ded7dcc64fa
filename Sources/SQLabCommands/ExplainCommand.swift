import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabCourse
import SQLabEngine
import SQLabPresent
import SQLabGrading
import SQLabLogictest
import SQLabShell

/// `sqlab explain [CODE] [--lang en|zh]`: explains one result code, or lists them all.
struct ExplainCommand {
    let context: CommandContext
    let arguments: Arguments
    let common: CommonOptions

    init(_ words: [String], context: CommandContext) throws {
        self.context = context
        (arguments, common) = try CommonOptions.parse(words, context: context, positional: 0...1,
                                                      usage: "usage: sqlab explain [CODE] [--lang en|zh]")
    }

    func execute() throws -> ExitStatus {
        let presenter = ExplainPresenter(explainer: Explainer(language: common.language),
                                         style: context.style, width: context.width)
        guard let text = arguments.positional.first else {
            context.unwrapped(presenter.list())
            return .success
        }
        guard let code = ResultCode(parsing: text) else {
            var message = "sqlab: unknown result code '\(text)'"
            // Compared without the SQLITE_ prefix, which every name shares.
            let bare = text.uppercased().hasPrefix("SQLITE_") ? String(text.uppercased().dropFirst(7)) : text.uppercased()
            if Int(text) == nil, !bare.isEmpty,
               let close = DidYouMean.closest(to: bare, in: ResultCode.allNames.map { String($0.dropFirst(7)) }).map({ "SQLITE_" + $0 }) {
                message += " (did you mean \(close)?)"
            }
            context.err(message + "; 'sqlab explain' lists every code")
            return .couldNotRun
        }
        context.out(presenter.explain(code))
        // Where the course makes it happen (steps marked expect=CODE); success codes happen everywhere.
        let zh = common.language == .zh
        if code.isSuccess {
            context.out(zh ? "课程的每一课都会出现它：每个成功的调用或步骤。" : "Every lesson shows it: every call or step that succeeds.")
        } else {
            let places = CodeShowcase.places(of: code, in: common.course)
            if places.isEmpty {
                context.out(zh ? "没有一课让它真的发生（第 10 课的表格说明了原因）。" : "No lesson makes it happen (lesson 10's table of codes says why).")
            } else {
                // Lesson ids only: `sqlab run ID` shows the step; lines move as lessons change.
                let list = places.map(\.lesson)
                context.out((zh ? "演示它的课程：" : "Shown in: ") + list.joined(separator: zh ? "，" : ", "))
            }
        }
        return .success
    }
}
