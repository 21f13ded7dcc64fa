import Foundation

/// Escaping for the report formats (HTML, XML for JUnit, CSV), shared by grading and
/// sqllogictest reports.
public enum Escape {
    /// Text in HTML content or a quoted attribute.
    public static func html(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text in XML content or a quoted attribute; characters XML 1.0 does not allow become U+FFFD.
    public static func xml(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: result += "&amp;"
            case 0x3C: result += "&lt;"
            case 0x3E: result += "&gt;"
            case 0x22: result += "&quot;"
            case 0x27: result += "&apos;"
            case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: result.unicodeScalars.append(scalar)
            default: result += "\u{FFFD}"
            }
        }
        return result
    }

    /// One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a field a
    /// spreadsheet would read as a formula (`=`, `+`, `-`, `@`) gets a leading `'`.
    public static func csv(_ text: String) -> String {
        var field = text
        if let first = field.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) { field = "'" + field }
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A file name as one segment of a relative URL: every byte outside `A-Za-z0-9-_.~` as `%XX`.
    public static func urlSegment(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
                result.append(Character(UnicodeScalar(byte)))
            default:
                result.append(String(format: "%%%02X", byte))
            }
        }
        return result
    }
}
