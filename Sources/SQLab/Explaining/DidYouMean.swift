/// "Did you mean" suggestions: the closest known name by edit distance.
public enum DidYouMean {
    /// The candidate closest to `word` (case-insensitive Levenshtein distance), when it is close
    /// enough to be a plausible typo: at most a third of the word's length, and at least 1 edit
    /// for short words. Nil when nothing is close, or `word` itself is a candidate.
    ///
    /// - Complexity: O(candidates × word length × candidate length).
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let lower = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(lower, candidate.lowercased())
            if d == 0 { return candidate == word ? nil : candidate }
            if best == nil || d < best!.distance { best = (candidate, d) }
        }
        guard let best else { return nil }
        let allowed = max(1, (lower.count + 2) / 3)
        return best.distance <= allowed ? best.name : nil
    }

    /// Levenshtein distance, counting a swap of two neighbours as one edit.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
