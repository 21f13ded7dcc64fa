import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons

/// Says in the learner's words what a (shrunk) counterexample has that matters, for the line
/// "on a dataset with …": a row without a partner ("a Teacher row with no Class row"), two rows
/// with the same value in a name-like column, a group whose values are all NULL, a NULL, a value
/// equal to one of the statements' constants, or else one between two of them that nothing
/// else lies between ("whose age is 19.5, between 19 and 20": where `age <= 19` and `age < 20`
/// part). Two features at most, the most telling first.
struct DatasetDescriber {
    let database: Connection
    let tablesUsed: Set<String>?
    let literals: Literals
    /// Names the statements use (lower-cased): only features about these are told.
    var mentioned: Set<String>? = nil

    func mentions(_ name: String) -> Bool { mentioned?.contains(name.lowercased()) ?? true }

    /// The description ("a dataset with a Class row with no Enrolment row, and two Student rows
    /// with the same name"), or nil when nothing stands out.
    func describe() -> String? {
        guard let schema = try? SchemaModel.read(database) else { return nil }
        let tables = schema.tables.filter { tablesUsed?.contains($0.name.lowercased()) ?? true }
        var features: [String] = []
        func count(_ sql: String) -> Int { if case .integer(let n) = (try? database.scalar(sql)) ?? .null { return Int(n) }; return 0 }
        // Parents without children.
        for child in tables {
            for fk in child.foreignKeys where fk.from.count == 1 && fk.to.count == 1 {
                // (Not a table's reference to itself: "a Teacher row with no Teacher row" says nothing.)
                guard let parent = schema.table(fk.parent), parent.name != child.name, tables.contains(where: { $0.name == parent.name }) else { continue }
                let p = VariantBuilder.quote(fk.to[0]), c = VariantBuilder.quote(fk.from[0])
                if count("SELECT count(*) FROM main.\(parent.quoted) WHERE \(p) NOT IN (SELECT \(c) FROM main.\(child.quoted) WHERE \(c) IS NOT NULL)") > 0 {
                    features.append(Language.en.text(.featureNoChild, parent.name, child.name))
                }
                // A group whose values are all NULL.
                for column in child.columns where mentions(column.name) && !column.notNull && column.primaryKey == 0 && !fk.from.contains(column.name) {
                    let v = VariantBuilder.quote(column.name)
                    if count("SELECT count(*) FROM (SELECT \(c) FROM main.\(child.quoted) WHERE \(c) IS NOT NULL GROUP BY \(c) HAVING count(\(v)) = 0 AND count(*) > 0)") > 0 {
                        features.append(Language.en.text(.featureChildrenAllNull, parent.name, child.name, column.name))
                    }
                }
                if fk.from.allSatisfy({ name in !(child.columns.first { $0.name == name }?.notNull ?? true) }),
                   count("SELECT count(*) FROM main.\(child.quoted) WHERE \(c) IS NULL") > 0 {
                    features.append(Language.en.text(.featureNullKey, child.name, fk.from[0]))
                }
            }
        }
        // Equal values in a column the statements use (ties, two people of the same name).
        for table in tables {
            for column in table.columns where mentions(column.name) && column.primaryKey == 0 && !table.foreignKeys.contains(where: { $0.from.contains(column.name) }) {
                let v = VariantBuilder.quote(column.name)
                if count("SELECT count(*) FROM (SELECT \(v) FROM main.\(table.quoted) WHERE \(v) IS NOT NULL GROUP BY \(v) HAVING count(*) > 1)") > 0 {
                    features.append(Language.en.text(.featureSameValue, table.name, column.name))
                    break
                }
            }
        }
        // Values equal to a constant of the statements, and NULLs.
        for table in tables {
            for column in table.columns where mentions(column.name) && column.primaryKey == 0 && !table.foreignKeys.contains(where: { $0.from.contains(column.name) }) {
                let v = VariantBuilder.quote(column.name)
                let candidates: [Value] = column.affinity == "TEXT" ? literals.texts.map { .text($0) } : literals.numbers
                if let hit = candidates.first(where: { value in count("SELECT count(*) FROM main.\(table.quoted) WHERE \(v) = \(value.sqlLiteral)") > 0 }) {
                    features.append(Language.en.text(.featureExactly, table.name, column.name, hit.cellText))
                } else if column.affinity != "TEXT", let between = valueBetween(table, v) {
                    features.append(Language.en.text(.featureBetween, table.name, column.name, between.value.cellText,
                                                     between.low.cellText, between.high.cellText))
                }
                if !column.notNull, count("SELECT count(*) FROM main.\(table.quoted) WHERE \(v) IS NULL") > 0 {
                    features.append(Language.en.text(.featureNullKey, table.name, column.name))
                }
            }
        }
        // (A value between two constants is told only when no value equals one of them.)
        var unique: [String] = []
        for f in features where !unique.contains(f) { unique.append(f) }
        guard !unique.isEmpty else { return nil }
        return Language.en.text(.datasetWithFeatures, unique.prefix(2).joined(separator: Language.en.text(.datasetFeatureSeparator)))
    }
    /// A number in column `v` (quoted) of `table` strictly between two consecutive numeric
    /// constants of the statements, with those two; nil when none is.
    func valueBetween(_ table: SchemaModel.Table, _ v: String) -> (value: Value, low: Value, high: Value)? {
        func number(_ value: Value) -> Double? {
            switch value {
            case .integer(let n): return Double(n)
            case .real(let d): return d
            default: return nil
            }
        }
        var constants: [(Double, Value)] = []
        for value in literals.numbers { if let d = number(value), !constants.contains(where: { $0.0 == d }) { constants.append((d, value)) } }
        constants.sort { $0.0 < $1.0 }
        guard constants.count > 1 else { return nil }
        for (low, high) in zip(constants, constants.dropFirst()) {
            let sql = "SELECT \(v) FROM main.\(table.quoted) WHERE typeof(\(v)) IN ('integer', 'real') AND \(v) > \(low.1.sqlLiteral) AND \(v) < \(high.1.sqlLiteral) LIMIT 1"
            if let value = try? database.scalar(sql), number(value) != nil { return (value, low.1, high.1) }
        }
        return nil
    }
}
