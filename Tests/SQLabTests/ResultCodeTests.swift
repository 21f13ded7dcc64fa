import XCTest
@testable import SQLabSQLite
@testable import SQLabText
@testable import SQLabSQL
@testable import SQLabLessons
@testable import SQLabCourse
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabGrading
@testable import SQLabLogictest
@testable import SQLabShell
@testable import SQLabCommands

final class ResultCodeTests: XCTestCase {
    func testEveryDefinedCodeRoundTripsItsNameAndNumber() {
        XCTAssertEqual(ResultCode.allDefined.count, 106)
        XCTAssertEqual(ResultCode.allDefined.filter { $0.code.isPrimary }.count, 31)
        for (name, code) in ResultCode.allDefined {
            XCTAssertEqual(ResultCode(parsing: name), code, name)
            XCTAssertEqual(ResultCode(parsing: String(code.rawValue)), code, name)
            XCTAssertEqual(code.name, name)
            XCTAssertEqual(ResultCode(parsing: String(name.dropFirst(7)).lowercased()), code, name)
        }
    }

    func testPrimaryPatternMatchesItsExtendedCodesOnly() {
        XCTAssertTrue(ResultCode.SQLITE_CONSTRAINT ~= .SQLITE_CONSTRAINT_PRIMARYKEY)
        XCTAssertFalse(ResultCode.SQLITE_CONSTRAINT_PRIMARYKEY ~= .SQLITE_CONSTRAINT)
        XCTAssertFalse(ResultCode.SQLITE_CONSTRAINT_UNIQUE ~= .SQLITE_CONSTRAINT_PRIMARYKEY)
        XCTAssertFalse(ResultCode.SQLITE_ERROR ~= .SQLITE_CONSTRAINT_PRIMARYKEY)
        XCTAssertEqual(ResultCode.SQLITE_CONSTRAINT_PRIMARYKEY.rawValue, 1555)
        XCTAssertEqual(ResultCode.SQLITE_CONSTRAINT_PRIMARYKEY.primary, .SQLITE_CONSTRAINT)
    }

    func testUnknownCodesAreNotParsed() {
        XCTAssertNil(ResultCode(parsing: "4242"))
        XCTAssertNil(ResultCode(parsing: "SQLITE_CONSTRAIN"))
        XCTAssertNil(ResultCode(parsing: ""))
        XCTAssertEqual(ResultCode(rawValue: 4242).description, "result code 4242")
    }
}
