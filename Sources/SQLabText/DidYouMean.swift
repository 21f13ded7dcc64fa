/// "Did you mean" suggestions: the closest known name by edit distance.
public enum DidYouMean {
    /// The candidate closest to `word` (case-insensitive Levenshtein distance; on a tie, the
    /// earliest candidate), when it is close
    /// enough to be a plausible typo: at most a third of the word's length, and at least 1 edit
    /// for short words. Nil when nothing is close, or `word` itself is a candidate.
    ///
    /// - Complexity: O(candidates × word length × candidate length).
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let lower = Array(word.lowercased().unicodeScalars.map(\.value))
        let allowed = max(1, (lower.count + 2) / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars.map(\.value))
            // The distance is at least the difference in length: skip what cannot be close.
            if abs(other.count - lower.count) > allowed { continue }
            let d = distance(lower, other)
            if d == 0 { return candidate == word ? nil : candidate }
            if best == nil || d < best!.distance { best = (candidate, d) }
        }
        guard let best else { return nil }
        return best.distance <= allowed ? best.name : nil
    }

    /// Levenshtein distance, counting a swap of two neighbours as one edit.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.unicodeScalars.map(\.value)), Array(b.unicodeScalars.map(\.value)))
    }

    /// The same on Unicode scalar values, reusing three rows of integers.
    static func distance(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var rows = [Int](repeating: 0, count: 3 * width)   // previous2, previous, current
        for j in 0...b.count { rows[width + j] = j }
        var p2 = 0, p = width, c = 2 * width
        for i in 1...a.count {
            rows[c] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(rows[p + j] + 1, rows[c + j - 1] + 1, rows[p + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, rows[p2 + j - 2] + 1) }
                rows[c + j] = best
            }
            (p2, p, c) = (p, c, p2)
        }
        return rows[p + b.count]
    }
}
