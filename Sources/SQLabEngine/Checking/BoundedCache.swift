/// A cache of at most `capacity` entries that forgets the least recently used one when full, so
/// that a long-lived process (the REPL, `watch`, a grading worker) holds a bounded number of
/// checking datasets, each a few in-memory databases, however many answers it checks.
struct BoundedCache<Key: Hashable, Value> {
    let capacity: Int
    private var entries: [Key: (value: Value, used: Int)] = [:]
    private var clock = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var count: Int { entries.count }

    /// The value for `key`, marked as just used; nil when absent.
    mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.value, clock)
        return entry.value
    }

    /// Stores `value`, first forgetting the least recently used entry when the cache is full.
    mutating func insert(_ value: Value, for key: Key) {
        if entries[key] == nil, entries.count >= capacity, let oldest = entries.min(by: { $0.value.used < $1.value.used })?.key {
            entries[oldest] = nil
        }
        clock += 1
        entries[key] = (value, clock)
    }
}
