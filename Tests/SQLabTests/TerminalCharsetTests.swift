import XCTest
@testable import SQLabText

/// A terminal whose locale is not UTF-8 (`LANG=zh_CN.GBK`): the character set is read from the
/// locale as setlocale(3) would choose it, and text goes to it and comes back from it whole.
final class TerminalCharsetTests: XCTestCase {
    func testTheLocaleNamesTheCharacterSet() {
        XCTAssertEqual(TerminalCharset.fromEnvironment(["LANG": "zh_CN.GBK"])?.name, "GBK")
        XCTAssertEqual(TerminalCharset.fromEnvironment(["LANG": "zh_TW.Big5"])?.name, "Big5")
        XCTAssertEqual(TerminalCharset.fromEnvironment(["LANG": "zh_CN.GB18030@stroke"])?.name, "GB18030")
        // LC_ALL before LC_CTYPE before LANG; an empty one does not count.
        XCTAssertEqual(TerminalCharset.fromEnvironment(["LC_ALL": "", "LC_CTYPE": "zh_CN.GBK", "LANG": "en_US.UTF-8"])?.name, "GBK")
        XCTAssertNil(TerminalCharset.fromEnvironment(["LC_ALL": "zh_CN.UTF-8", "LANG": "zh_CN.GBK"]))
        for utf8 in ["en_US.UTF-8", "zh_CN.utf8", "C.UTF-8", "zh_CN", "C", "POSIX", ""] {
            XCTAssertNil(TerminalCharset.fromEnvironment(["LANG": utf8]), utf8)
        }
        XCTAssertNil(TerminalCharset.fromEnvironment(["LANG": "xx_XX.NO-SUCH-SET"]), "a set iconv does not know")
        XCTAssertNil(TerminalCharset.fromEnvironment([:]))
    }

    func testTextGoesOutAndComesBackWhole() throws {
        let gbk = TerminalCharset(name: "GBK")
        let text = "含义：违反了约束 ┌─┬─┐ │ 张伟 │ SQLITE_CONSTRAINT (19)"
        let bytes = gbk.encode(text)
        XCTAssertNotEqual(bytes, Array(text.utf8))
        XCTAssertEqual(Array(gbk.encode("含")), [0xBA, 0xAC], "GBK's bytes for 含")
        XCTAssertEqual(gbk.decode(bytes), text)
        // A character the set lacks is `?`, and the rest is kept; long text crosses the buffer.
        XCTAssertEqual(gbk.decode(gbk.encode("a😀b")), "a?b")
        let long = String(repeating: "学生", count: 5000)
        XCTAssertEqual(gbk.decode(gbk.encode(long)), long)
    }
}
