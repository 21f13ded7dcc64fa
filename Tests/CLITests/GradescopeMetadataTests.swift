import Foundation
import XCTest

/// A Gradescope export whose `submission_metadata.yml` is damaged, or names nobody for a
/// folder: the folder is graded under its own name, and the instructor is told (it was silent).
final class GradescopeMetadataTests: XCTestCase {
    func testADamagedMetadataFileIsSaid() throws {
        let root = try CLI.temporaryFolder(self)
        let submissions = root.appendingPathComponent("export")
        try FileManager.default.createDirectory(at: submissions.appendingPathComponent("submission_9"), withIntermediateDirectories: true)
        try "SELECT name FROM Class43 WHERE age = 18;\n".write(to: submissions.appendingPathComponent("submission_9/a.sql"), atomically: true, encoding: .utf8)
        try "submission_9:\n\t:submitters: [oops\n  - :name: \"unterminated\n".write(to: submissions.appendingPathComponent("submission_metadata.yml"), atomically: true, encoding: .utf8)
        for language in ["en", "zh"] {
            let out = root.appendingPathComponent("graded-\(language)")
            let result = try CLI.run(["grade", "01-first-steps", submissions.path, "-o", out.path, "--lang", language])
            XCTAssertTrue(result.stderr.contains("submission_metadata.yml:1:1:"), "\(result.status) \(result.stdout) \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("submission_9"), result.stderr)
            let csv = try String(contentsOf: out.appendingPathComponent("grades.csv"), encoding: .utf8)
            XCTAssertTrue(csv.contains("submission_metadata.yml"), csv)
        }
    }
}
