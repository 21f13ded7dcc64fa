import SQLabSQLite
import SQLabText

/// SQLite's own functions, as the installed library lists them (`PRAGMA function_list`, asked
/// once of a private in-memory database): each name with the numbers of arguments it accepts
/// (-1: any number). Explanations use it for "takes 2 arguments" and for the function a
/// misspelt name is closest to, so the facts are SQLite's, not a list kept by hand.
enum SQLiteFunctions {
    /// Lower-case name → the argument counts it accepts, and whether it is a window or aggregate
    /// function (`type` `w` or `a` in the list).
    static let all: [String: (counts: Set<Int>, aggregate: Bool)] = {
        var found: [String: (counts: Set<Int>, aggregate: Bool)] = [:]
        guard let connection = try? Connection.trustedScratch(),
              let rows = try? connection.rows("SELECT name, narg, type FROM pragma_function_list") else { return found }
        for row in rows {
            guard case .text(let name) = row[0], case .integer(let n) = row[1] else { continue }
            var type = ""
            if case .text(let t) = row[2] { type = t }
            let key = name.lowercased()
            var entry = found[key] ?? ([], false)
            entry.counts.insert(Int(n))
            entry.aggregate = entry.aggregate || type == "w" || type == "a"
            found[key] = entry
        }
        return found
    }()

    /// The argument counts `name` accepts, sorted; nil for a function SQLite does not have.
    static func counts(of name: String) -> [Int]? {
        all[name.lowercased()].map { $0.counts.sorted() }
    }

    /// SQLite's function closest in spelling to `name`, if one is close.
    static func closest(to name: String) -> String? {
        // Names of SQLite's internal helpers (sqlite_*, fts3_*, …) are no help to a learner.
        let names = all.keys.filter { !$0.contains("_") || ["group_concat", "last_insert_rowid", "total_changes", "percent_rank", "cume_dist", "row_number", "first_value", "last_value", "nth_value", "dense_rank", "json_extract", "json_object", "json_array"].contains($0) }
        return DidYouMean.closest(to: name.lowercased(), in: names.sorted())
    }

    /// Usage of the functions a beginner calls most, to show with "takes N arguments".
    static let usage: [String: String] = [
        "ifnull": "ifnull(x, 0)", "nullif": "nullif(a, b)", "iif": "iif(x > 0, 'yes', 'no')",
        "substr": "substr(name, 1, 3)", "substring": "substring(name, 1, 3)",
        "replace": "replace(name, 'a', 'b')", "instr": "instr(name, 'a')", "round": "round(x, 2)",
        "ntile": "ntile(4) OVER (ORDER BY x)", "lag": "lag(x) OVER (ORDER BY d)", "lead": "lead(x) OVER (ORDER BY d)",
        "nth_value": "nth_value(x, 2) OVER (ORDER BY d)", "row_number": "row_number() OVER (ORDER BY x)",
        "rank": "rank() OVER (ORDER BY x)", "dense_rank": "dense_rank() OVER (ORDER BY x)", "count": "count(*) or count(x)",
        "sum": "sum(x)", "avg": "avg(x)", "total": "total(x)", "length": "length(name)", "upper": "upper(name)",
        "lower": "lower(name)", "abs": "abs(x)", "trim": "trim(name)", "typeof": "typeof(x)", "coalesce": "coalesce(a, b, …)",
        "group_concat": "group_concat(x, ', ')", "date": "date('now')", "julianday": "julianday(d)",
        "random": "random()", "changes": "changes()", "like": "like('A%', name)", "glob": "glob('A*', name)",
    ]
}
