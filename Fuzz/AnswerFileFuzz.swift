// libFuzzer target: the answer-file splitter and the checker's SQL tokenizer must never crash
// on any bytes. Built by `make fuzz`.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnswerFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard TextHygiene.check(bytes, file: "fuzz.sql") == nil else { return 0 }
    let text = String(decoding: bytes, as: UTF8.self)
    let file = AnswerFile(text: text, file: "fuzz.sql", defaultExercise: "a")
    for answer in file.answers {
        _ = ConstantFinder.constants(in: answer.sql)
        _ = ExerciseChecker.isBlank(answer.sql)
    }
    _ = try? LiteralParser.parseList(text)
    return 0
}
