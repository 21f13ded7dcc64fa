import Foundation
import XCTest
@testable import SQLabLessons

/// Numbers read from input are bounded where they are read, so that nothing downstream
/// (a course's total points, a class's scores) can overflow and trap.
final class InputNumberTests: XCTestCase {
    func lesson(points: String) -> String {
        """
        # Points

        ```sql exercise id=one points=\(points)
        SELECT 1;
        ```

        One.
        """
    }

    func testPointsAreBounded() throws {
        for bad in ["9223372036854775807", "\(LessonParser.maximumPoints + 1)", "-1", "1e9", "99999999999999999999"] {
            XCTAssertThrowsError(try LessonParser.parse(text: lesson(points: bad), path: "p.md"), bad) { error in
                XCTAssertTrue("\(error)".contains("points=\(bad) is not a whole number of points"), "\(error)")
            }
        }
        for good in ["0", "1", "\(LessonParser.maximumPoints)"] {
            XCTAssertEqual(try LessonParser.parse(text: lesson(points: good), path: "p.md").exercises.first?.points, Int(good))
        }
    }
}
