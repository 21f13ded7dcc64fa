import Foundation
import SQLabSQL

/// Partial credit, when an exercise asks for it (`partial=true`) or a grade run does
/// (`--partial`). The rule (lesson format, "Partial credit"): a wrong answer that runs and
/// returns a result (feedback `rows`, `order` or `tables`), whose clauses to fix are known,
/// earns the share of the reference's stages it already has right:
///
///     credit = (S − k) / S,   score = ⌊points × credit⌋
///
/// where S is the number of stages the reference has (its clauses: FROM, WHERE, GROUP BY,
/// HAVING, SELECT, DISTINCT, ORDER BY, LIMIT, OFFSET, SET, VALUES; a JOIN counts as FROM) and k
/// the number of clauses to fix (at most two). Answers that fail, run out of time, or whose
/// clauses are not known earn 0, as without partial credit.
enum PartialCredit {
    static func apply(_ verdict: inout ExerciseVerdict, reference: String) {
        guard !verdict.passed, let feedback = verdict.feedback, [.rows, .order, .tables].contains(feedback.kind),
              let clauses = feedback.clauses, !clauses.isEmpty,
              let split = StatementClauses.split(reference) else { verdict.credit = verdict.passed ? 1 : 0; return }
        let stages = Set(split.clauses.keys.map { $0 == .join ? .from : $0 })
        let wrong = Set(clauses.compactMap(StatementClauses.Name.init(rawValue:)).map { $0 == .join ? .from : $0 })
        let total = max(stages.union(wrong).count, 1)
        let credit = Double(total - wrong.count) / Double(total)
        verdict.credit = max(0, credit)
        verdict.score = Int((Double(verdict.points) * verdict.credit!).rounded(.down))
    }
}
