import Foundation
import XCTest

/// Renders `sqlab grade`'s HTML report with headless Chromium and checks the picture is not
/// blank and the page loads nothing from outside. Chromium is large, so this runs only with
/// `SQLAB_BROWSER_TESTS=1` (`make test-browser`, which installs it; CI runs it after `make test`).
/// The screenshot is kept at `.build/browser-test/report.png` to look at.
final class GradeReportBrowserTests: XCTestCase {
    static let chromium = "/usr/bin/chromium"

    func testReportRendersAndIsSelfContained() throws {
        guard ProcessInfo.processInfo.environment["SQLAB_BROWSER_TESTS"] == "1" else {
            throw XCTSkip("set SQLAB_BROWSER_TESTS=1 (make test-browser) to render the report in Chromium")
        }
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: Self.chromium), "make test-browser installs chromium")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sqlab-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }

        // A small class of lesson 01: right, wrong and odd hand-ins.
        let class_ = dir.appendingPathComponent("class")
        try FileManager.default.createDirectory(at: class_, withIntermediateDirectories: true)
        let right = ["eighteen": "SELECT name FROM Class43 WHERE age = 18;",
                     "older": "SELECT name, age FROM Class43 WHERE age > 18;",
                     "girls": "SELECT * FROM Class43 WHERE gender = 'F';",
                     "birthday": "UPDATE Class43 SET age = age + 1 WHERE Stu_ID = 3;",
                     "second-page": "SELECT * FROM Class43 ORDER BY age, Stu_ID LIMIT 2 OFFSET 2;",
                     "remove-young": "DELETE FROM Class43 WHERE age < 20;"]
        let wrong = ["eighteen": "SELECT name FROM Class43 WHERE age >= 18;",
                     "older": "SELECT name FROM Class43 WHERE age > 18;",
                     "girls": "SELECT * FROM Class43 WHERE Stu_ID IN (3, 5, 6);",
                     "birthday": "UPDATE Class43 SET age = 18 WHERE Stu_ID = 3;",
                     "second-page": "SELECT * FROM Class43 ORDER BY age LIMIT 2 OFFSET 2;",
                     "remove-young": "DELETE FROM Class43;"]
        let ids = ["eighteen", "older", "girls", "birthday", "second-page", "remove-young"]
        for n in 0..<18 {
            let text = ids.enumerated().map { i, id in "-- exercise: \(id)\n" + ((n * 7 + i * 3) % 5 < 2 ? wrong[id]! : right[id]!) + "\n" }.joined()
            try text.write(to: class_.appendingPathComponent(String(format: "student-%02d.sql", n)), atomically: true, encoding: .utf8)
        }
        try "-- exercise: eighteen\nSELECT '<script>alert(1)</script>' AS name;\n"
            .write(to: class_.appendingPathComponent("o'brien & <co>.sql"), atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let result = try CLI.run(["grade", "lessons/01-first-steps.md", class_.path, "-o", out.path, "--format", "html"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let html = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)

        // Nothing from outside: no URL scheme, no script, no stylesheet or image to fetch.
        let lower = html.lowercased()
        for forbidden in ["http:", "https:", "=\"//", "<script", "<link", "<img", "<iframe", "<object", "src=", "url(", "@import"] {
            XCTAssertFalse(lower.contains(forbidden), "report.html holds \(forbidden)")
        }
        XCTAssertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "student text is escaped")

        let shots = CLI.packageRoot.appendingPathComponent(".build/browser-test")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let png = shots.appendingPathComponent("report.png"), blankPNG = shots.appendingPathComponent("blank.png")
        let blank = dir.appendingPathComponent("blank.html")
        try "<!DOCTYPE html><title>blank</title>".write(to: blank, atomically: true, encoding: .utf8)
        try screenshot(out.appendingPathComponent("report.html"), to: png, home: dir)
        try screenshot(blank, to: blankPNG, home: dir)

        let report = try Data(contentsOf: png), empty = try Data(contentsOf: blankPNG)
        XCTAssertEqual(report.prefix(8), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        func be32(_ d: Data, _ at: Int) -> Int { d[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(be32(report, 16), 1200)
        XCTAssertEqual(be32(report, 20), 900)
        XCTAssertGreaterThan(report.count, 20_000, "a page with charts and a table compresses to more than a blank one")
        XCTAssertGreaterThan(report.count, empty.count * 4)
        if let stats = pixelStatistics(png) {
            XCTAssertGreaterThan(stats.colors, 50, "distinct colours: \(stats)")
            XCTAssertGreaterThan(stats.nonWhite, 0.03, "share of pixels that are not white: \(stats)")
        }
        if let blankStats = pixelStatistics(blankPNG) {
            XCTAssertLessThan(blankStats.colors, 5, "the blank page is blank: \(blankStats)")
        }
    }

    func screenshot(_ page: URL, to png: URL, home: URL) throws {
        try? FileManager.default.removeItem(at: png)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.chromium)
        process.arguments = ["--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--screenshot=\(png.path)",
                             "--window-size=1200,900", page.absoluteString]
        process.environment = ["HOME": home.path, "PATH": "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertTrue(FileManager.default.fileExists(atPath: png.path), "chromium wrote no screenshot (exit \(process.terminationStatus))")
    }

    /// Distinct colours and the share of non-white pixels of a PNG, decoded by python3's zlib
    /// (8-bit RGB or RGBA, as Chromium writes); nil without python3.
    func pixelStatistics(_ png: URL) -> (colors: Int, nonWhite: Double)? {
        let script = """
            import struct, sys, zlib
            data = open(sys.argv[1], 'rb').read()
            pos, idat, w, h, ctype = 8, b'', 0, 0, 0
            while pos < len(data):
                n, kind = struct.unpack('>I4s', data[pos:pos + 8]); body = data[pos + 8:pos + 8 + n]; pos += 12 + n
                if kind == b'IHDR': w, h, depth, ctype = struct.unpack('>IIBB', body[:10])
                elif kind == b'IDAT': idat += body
            bpp = 4 if ctype == 6 else 3
            raw, stride, prev, out, i = zlib.decompress(idat), w * bpp, bytearray(w * bpp), [], 0
            for y in range(h):
                f = raw[i]; line = bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
                for x in range(stride):
                    a = line[x - bpp] if x >= bpp else 0; b = prev[x]; c = prev[x - bpp] if x >= bpp else 0
                    if f == 1: line[x] = (line[x] + a) & 255
                    elif f == 2: line[x] = (line[x] + b) & 255
                    elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
                    elif f == 4:
                        p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                        line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
                out.append(bytes(line)); prev = line
            colors, white = set(), 0
            for line in out:
                for x in range(0, stride, bpp):
                    px = line[x:x + 3]; colors.add(px)
                    if px == b'\\xff\\xff\\xff': white += 1
            print(len(colors), 1 - white / (w * h))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, png.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let parts = text.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard process.terminationStatus == 0, parts.count == 2, let colors = Int(parts[0]), let share = Double(parts[1]) else { return nil }
        return (colors, share)
    }
}
