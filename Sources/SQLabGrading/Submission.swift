import CMD
import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons
import SQLabEngine
import SQLabPresent

/// SHA-256 of content, in hex, from libmd (`<sha2.h>`): Foundation on Linux has no CryptoKit.
/// Grading uses it to notice a changed submission or lesson, so that a resumed run re-grades
/// exactly what changed.
public enum ContentHash {
    /// The hash of `parts` fed in order, each preceded by its length (so that parts cannot
    /// run into each other: ("ab", "c") and ("a", "bc") differ).
    public static func sha256(_ parts: [Data]) -> String {
        var context = SHA2_CTX()
        SHA256Init(&context)
        for part in parts {
            var length = UInt64(part.count).littleEndian
            withUnsafeBytes(of: &length) { SHA256Update(&context, $0.bindMemory(to: UInt8.self).baseAddress, 8) }
            part.withUnsafeBytes { raw in
                if let base = raw.bindMemory(to: UInt8.self).baseAddress { SHA256Update(&context, base, raw.count) }
            }
        }
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        SHA256Final(&digest, &context)
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    public static func sha256(_ text: String) -> String { sha256([Data(text.utf8)]) }

    /// The plain SHA-256 of `data` (no length prefix), in hex: `sha256(bytes: "abc")` is
    /// `ba7816bf…f20015ad`, as FIPS 180-2 gives it.
    public static func sha256(bytes data: Data) -> String {
        var context = SHA2_CTX()
        SHA256Init(&context)
        data.withUnsafeBytes { raw in
            if let base = raw.bindMemory(to: UInt8.self).baseAddress { SHA256Update(&context, base, raw.count) }
        }
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        SHA256Final(&digest, &context)
        return digest.map { String(format: "%02x", $0) }.joined()
    }
}

/// A hand-in read and split into answers, ready to check.
public struct PreparedSubmission: Sendable {
    public let student: String
    /// SHA-256 of what was read: a changed hand-in has another hash, and is graded again.
    public let hash: String
    /// The answers to check, by exercise id.
    public var answers: [String: String] = [:]
    /// What the instructor and the student should know about the hand-in itself: a file that
    /// is empty, too big or not text, answers to exercises the lesson does not have, repeats.
    public var notes: [String] = []
    /// Verdicts decided without checking (an unreadable or oversized file), by exercise id.
    public var fixed: [String: Feedback] = [:]
    /// Who the platform says the student is (for the gradebook imports), and the layout.
    public var identity = StudentIdentity()
}

/// What a platform's export says about a student besides the name: the gradebook imports
/// (Canvas, Moodle) match students by these.
public struct StudentIdentity: Sendable, Codable, Equatable {
    /// Canvas user id, Moodle participant id, Gradescope SID.
    public var id: String?
    public var email: String?
    /// The layout the hand-in came in (`SubmissionLayout.rawValue`); nil for a roster entry
    /// with no hand-in.
    public var layout: String?
    public init(id: String? = nil, email: String? = nil, layout: String? = nil) {
        self.id = id
        self.email = email
        self.layout = layout
    }
}

/// The order of students in every report: by UTF-8 bytes, the same on every machine.
public enum StudentOrder {
    public static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
