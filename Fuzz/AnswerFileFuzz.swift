// libFuzzer target: answer files in every encoding and with every line ending, through the real
// reader (`AnswerFile.read`: the bounded reader, the text checks, the splitter), then the
// checker's SQL tokenizer and constant finder and the literal parser. Nothing may crash, hang
// or trap, and every file is either split into answers or refused with a diagnostic.
// Built by `make fuzz` (swiftc -sanitize=fuzzer,address), not by SwiftPM: libFuzzer supplies main.
//
// The first byte of an input chooses how the rest is written to the file: its low three bits
// the encoding (as is, UTF-8 with a BOM, UTF-16LE or UTF-16BE with a BOM, Latin-1, each byte
// as a code point), the next two the line endings (as is, CRLF, CR alone).
import Foundation

let fuzzFile = NSTemporaryDirectory() + "sqlab-answer-fuzz-\(getpid()).sql"

func fuzzEncode(_ body: [UInt8], _ selector: UInt8) -> [UInt8] {
    var text = body
    switch (selector >> 3) & 3 {
    case 1: text = text.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
    case 2: text = text.map { $0 == 0x0A ? 0x0D : $0 }
    default: break
    }
    let scalars = String(decoding: text, as: UTF8.self).unicodeScalars
    switch selector & 7 {
    case 1: return [0xEF, 0xBB, 0xBF] + text
    case 2: return [0xFF, 0xFE] + scalars.flatMap { s in String(s).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
    case 3: return [0xFE, 0xFF] + scalars.flatMap { s in String(s).utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
    case 4: return text.map { $0 }   // Latin-1: the bytes as they are, read as UTF-8 they may be invalid
    default: return text
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnswerFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let encoded = fuzzEncode(Array(bytes.dropFirst()), bytes[0])
    guard FileManager.default.createFile(atPath: fuzzFile, contents: Data(encoded)) else { return 0 }
    do {
        let file = try AnswerFile.read(fuzzFile, defaultExercise: "a")
        for answer in file.answers {
            _ = ConstantFinder.constants(in: answer.sql)
            _ = ExerciseChecker.isBlank(answer.sql)
            _ = ControlCharacters.visible(answer.sql)
        }
        _ = try? LiteralParser.parseList(file.answers.first?.sql ?? "")
    } catch let problem as Diagnostic {
        // A refusal must name the file and a line.
        precondition(problem.location.file == fuzzFile && problem.location.line >= 1, "diagnostic without a place: \(problem)")
    } catch {
        preconditionFailure("AnswerFile.read threw something other than a Diagnostic: \(error)")
    }
    return 0
}
