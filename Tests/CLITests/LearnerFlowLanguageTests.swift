import Foundation
import XCTest
@testable import SQLabText

/// What a new learner meets first, in Chinese: details found trying the course as one (#17).
final class LearnerFlowLanguageTests: XCTestCase {
    func testWatchsExerciseListIsTitledWithAChineseColon() throws {
        let folder = try CLI.temporaryFolder(self)
        let env = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                   "SQLAB_COURSE": CLI.packageRoot.appendingPathComponent("lessons").path, "LANG": "zh_CN.UTF-8"]
        let zh = try CLI.run(["watch"], input: "lq", environment: env, directory: folder)
        XCTAssertTrue(zh.stdout.contains("01-first-steps：第一步"), zh.stdout)
        XCTAssertEqual(EnglishSentences.find(in: zh.stdout.components(separatedBy: "01-first-steps：").dropFirst().joined()), [], zh.stdout)
        let en = try CLI.run(["watch", "--lang", "en"], input: "lq", environment: env, directory: folder)
        XCTAssertTrue(en.stdout.contains("01-first-steps: First steps"), en.stdout)
    }
}
