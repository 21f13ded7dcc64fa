// libFuzzer target: the lesson parser (cmark-gfm, statement splitting, params literals,
// exercises, tables, hints) must never crash, hang or trap on any bytes.
// Built by `make fuzz` (swiftc -sanitize=fuzzer,address), not by SwiftPM: libFuzzer supplies main.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLessonParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    do {
        let lesson = try LessonParser.parse(data: bytes, path: "fuzz.md")
        // Walk everything the runner and checker would read.
        for exercise in lesson.exercises {
            _ = exercise.expected?.rows.count
            _ = exercise.hints.map(Inline.plain)
            _ = ExerciseChecker.hasTopLevelOrderBy(exercise.reference.last?.sql ?? "")
        }
        for block in lesson.blocks {
            if case .prose(let prose, _) = block { _ = ProseRenderer(style: .plain, width: 40).render(prose) }
        }
    } catch {
        _ = "\(error)"
    }
    return 0
}
