import SQLab

/// `sqlab explain [CODE] [--lang en|zh]`: explains one result code, or lists them all.
struct ExplainCommand {
    let arguments: Arguments
    let common: CommonOptions

    init(_ words: [String]) throws {
        arguments = try Arguments(words, flags: [], options: CommonOptions.options)
        common = try CommonOptions(arguments)
        guard arguments.positional.count <= 1 else {
            throw Arguments.UsageError(message: "usage: sqlab explain [CODE] [--lang en|zh]")
        }
    }

    func execute() throws -> ExitStatus {
        let presenter = ExplainPresenter(explainer: Explainer(language: common.language),
                                         style: Terminal.style(environment: environment), width: Terminal.width)
        guard let text = arguments.positional.first else {
            Console.out(presenter.list())
            return .success
        }
        guard let code = ResultCode(parsing: text) else {
            var message = "sqlab: unknown result code '\(text)'"
            let name = text.uppercased().hasPrefix("SQLITE_") ? text.uppercased() : "SQLITE_" + text.uppercased()
            if Int(text) == nil, let close = DidYouMean.closest(to: name, in: ResultCode.allNames) {
                message += " (did you mean \(close)?)"
            }
            Console.err(message + "; 'sqlab explain' lists every code")
            return .couldNotRun
        }
        Console.out(presenter.explain(code))
        return .success
    }
}
