import Foundation
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

final class ProgressStoreTests: XCTestCase {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testPathsFollowTheXDGBaseDirectories() {
        XCTAssertEqual(ProgressStore.defaultPath(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]), "/d/sqlab/progress.sqlite")
        XCTAssertEqual(ProgressStore.defaultPath(environment: ["HOME": "/h"]), "/h/.local/share/sqlab/progress.sqlite")
        XCTAssertEqual(ProgressStore.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]), "/h/.local/share/sqlab/progress.sqlite")
        XCTAssertEqual(XDGDirectory.state.path(environment: ["HOME": "/h"], file: "history"), "/h/.local/state/sqlab/history")
        XCTAssertEqual(XDGDirectory.state.path(environment: ["XDG_STATE_HOME": "/s"], file: "history"), "/s/sqlab/history")
    }

    func testRecordsTriesPassesAndHints() throws {
        let path = try temporaryFolder().appendingPathComponent("new/folder/progress.sqlite").path
        let store = try ProgressStore(path: path)
        XCTAssertEqual(try store.progress(lesson: "01", exercise: "a"), .none(lesson: "01", exercise: "a"))
        try store.recordAttempt(lesson: "01", exercise: "a", passed: false)
        try store.recordAttempt(lesson: "01", exercise: "a", passed: true)
        let passedAt = try store.progress(lesson: "01", exercise: "a").passedAt
        try store.recordAttempt(lesson: "01", exercise: "a", passed: false)
        var a = try store.progress(lesson: "01", exercise: "a")
        XCTAssertEqual(a.tried, 3)
        XCTAssertTrue(a.passed, "a later failing answer keeps the pass")
        XCTAssertEqual(a.passedAt, passedAt)
        XCTAssertNotNil(a.passedAt.flatMap { ISO8601DateFormatter().date(from: $0) })

        XCTAssertEqual(try store.revealHint(lesson: "01", exercise: "a", available: 2), 0)
        XCTAssertEqual(try store.revealHint(lesson: "01", exercise: "a", available: 2), 1)
        XCTAssertNil(try store.revealHint(lesson: "01", exercise: "a", available: 2))
        XCTAssertEqual(try store.revealHint(lesson: "01", exercise: "b", available: 1), 0)
        a = try store.progress(lesson: "01", exercise: "a")
        XCTAssertEqual(a.hintsRevealed, 2)
        XCTAssertEqual(try store.all().map(\.exercise), ["a", "b"])
        XCTAssertEqual(try store.all()[1].tried, 0)

        // A second connection (another process) sees it all; the file is in WAL mode.
        let other = try Connection(path: path)
        XCTAssertEqual(try other.scalar("PRAGMA journal_mode"), .text("wal"))
        XCTAssertEqual(try other.scalar("PRAGMA user_version"), .integer(Int64(ProgressStore.schemaVersion)))

        let json = try JSONSerialization.jsonObject(with: try store.exportJSON()) as? [String: Any]
        XCTAssertEqual(json?["schemaVersion"] as? Int, 1)
        XCTAssertEqual((json?["exercises"] as? [[String: Any]])?.first?["tried"] as? Int, 3)

        try store.reset()
        XCTAssertEqual(try store.all(), [])
    }

    func testAnEmptyFileIsANewStoreAndAVersionZeroStoreIsMigrated() throws {
        let folder = try temporaryFolder()
        let empty = folder.appendingPathComponent("empty.sqlite").path
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        XCTAssertNoThrow(try ProgressStore(path: empty).recordAttempt(lesson: "l", exercise: "e", passed: true))
        // Opening again migrates nothing and loses nothing.
        XCTAssertTrue(try ProgressStore(path: empty).progress(lesson: "l", exercise: "e").passed)
    }

    /// The file's bytes before and after a refused open must be the same.
    func assertRefused(_ path: String, _ expected: (ProgressStoreError.Problem) -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        let before = FileManager.default.contents(atPath: path)
        XCTAssertThrowsError(try ProgressStore(path: path), file: file, line: line) { error in
            guard let error = error as? ProgressStoreError else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertTrue(expected(error.problem), "\(error)", file: file, line: line)
            XCTAssertTrue(error.description.hasPrefix(path + ": error: "), error.description, file: file, line: line)
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), before, "the file changed", file: file, line: line)
    }

    /// A progress path that is a link to nothing is not opened (SQLite would make the file it
    /// names, wherever that is); a learner's session goes on with progress not saved.
    func testALinkToNothingIsNotFollowed() throws {
        let folder = try temporaryFolder()
        let target = folder.appendingPathComponent("elsewhere/made.sqlite").path
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("progress.sqlite").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        assertRefused(link) { if case .unreadable(let detail) = $0 { return detail.contains("symbolic link") }; return false }
        let store = try ProgressStore.openForLearner(path: link)
        try store.recordAttempt(lesson: "l", exercise: "e", passed: true)
        XCTAssertNotNil(store.unsavedReason)
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
    }

    func testDamagedUnreadableAndNewerFilesAreRefusedAndLeftAsTheyAre() throws {
        let folder = try temporaryFolder()
        let garbage = folder.appendingPathComponent("garbage.sqlite").path
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: garbage))
        assertRefused(garbage) { if case .corrupt(let detail) = $0 { return detail.contains("SQLITE_NOTADB") }; return false }

        let newer = folder.appendingPathComponent("newer.sqlite").path
        do {
            let store = try ProgressStore(path: newer)
            try store.recordAttempt(lesson: "l", exercise: "e", passed: true)
        }
        try Connection(path: newer).execute("PRAGMA user_version = 99")
        assertRefused(newer) { $0 == .newerVersion(found: 99, known: ProgressStore.schemaVersion) }

        let foreign = folder.appendingPathComponent("foreign.sqlite").path
        try Connection(path: foreign).execute("PRAGMA journal_mode = DELETE; CREATE TABLE photos(x)")
        assertRefused(foreign) { $0 == .corrupt("it is a database of something else") }

        // A sound header with damaged pages: quick_check finds it.
        let damaged = folder.appendingPathComponent("damaged.sqlite").path
        do {
            let store = try ProgressStore(path: damaged)
            for i in 0..<300 { try store.recordAttempt(lesson: "lesson-\(i)", exercise: String(repeating: "x", count: 200), passed: true) }
        }
        try Connection(path: damaged).execute("PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE")
        var bytes = [UInt8](FileManager.default.contents(atPath: damaged)!)
        XCTAssertGreaterThan(bytes.count, 3 * 4096)
        for i in (2 * 4096)..<(2 * 4096 + 200) { bytes[i] = 0xFF }
        try Data(bytes).write(to: URL(fileURLWithPath: damaged))
        assertRefused(damaged) { if case .corrupt = $0 { return true }; return false }

        let directory = folder.appendingPathComponent("dir.sqlite")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        XCTAssertThrowsError(try ProgressStore(path: directory.path)) { error in
            XCTAssertEqual((error as? ProgressStoreError)?.problem, .unreadable("it is a folder"))
        }

        // Only an explicit reset removes a damaged file.
        try ProgressStore.removeDamaged(at: garbage)
        XCTAssertNoThrow(try ProgressStore(path: garbage))
    }

    func testTwoConnectionsWritingAtOnceLoseNoUpdate() throws {
        let path = try temporaryFolder().appendingPathComponent("p.sqlite").path
        _ = try ProgressStore(path: path)
        let group = DispatchGroup()
        let failures = LockedCounter()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: group) {
                do {
                    let store = try ProgressStore(path: path)
                    for _ in 0..<50 { try store.recordAttempt(lesson: "l", exercise: "e", passed: false) }
                } catch { failures.add() }
            }
        }
        group.wait()
        XCTAssertEqual(failures.value, 0)
        XCTAssertEqual(try ProgressStore(path: path).progress(lesson: "l", exercise: "e").tried, 100)
    }
}

final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
