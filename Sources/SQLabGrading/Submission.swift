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
    /// The hand-in's files that were not graded, and why (for the instructor's summary).
    public var unread: [Unread] = []
}

/// Why a hand-in file was not graded, in the instructor's terms (`sqlab grade`'s summary on
/// standard error says how many of each, with the fix that is the instructor's).
public enum Unread: Hashable, Sendable {
    /// Not UTF-8, without a byte-order mark; the encoding it looks like when that can be told.
    case notText(encodingHint: String?)
    case nul
    /// A document, archive or other file that is not plain text (`BoundedFile`'s and the
    /// listing's name for it: "a Word document").
    case wrongType(String)
    case tooLarge
    case empty
    case link
    case unreadable
}

/// What a platform's export says about a student besides the name: the gradebook imports
/// (Canvas, Moodle) match students by these.
public struct StudentIdentity: Sendable, Codable, Equatable {
    /// Canvas user id, Moodle participant id, Gradescope SID.
    public var id: String?
    public var email: String?
    /// Canvas's `SIS User ID`, `SIS Login ID` and `Section`, when a roster (a Canvas gradebook
    /// export) gives them; nil otherwise, and then left empty in `canvas-import.csv`.
    public var sisUserID: String?
    public var sisLoginID: String?
    public var section: String?
    /// The layout the hand-in came in (`SubmissionLayout.rawValue`); nil for a roster entry
    /// with no hand-in.
    public var layout: String?
    /// The fields of `other` that this identity lacks, filled in.
    public func filled(from other: StudentIdentity) -> StudentIdentity {
        var copy = self
        copy.id = id ?? other.id
        copy.email = email ?? other.email
        copy.sisUserID = sisUserID ?? other.sisUserID
        copy.sisLoginID = sisLoginID ?? other.sisLoginID
        copy.section = section ?? other.section
        return copy
    }

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
