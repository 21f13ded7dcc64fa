import CLibc
import Foundation
import Glibc
import SQLabSQLite
import SQLabText
import SQLabSQL
import SQLabLessons

/// Faults a worker injects on purpose, for tests of what happens when a worker crashes, hangs
/// or floods its output: `SQLAB_WORKER_FAULT=crash:TEXT` (or `hang:` or `flood:`; several
/// separated by `;`) makes the worker do that when it is about to check an answer containing
/// TEXT. Never set in use.
struct WorkerFault {
    enum Kind: String { case crash, hang, flood }
    let faults: [(kind: Kind, marker: String)]

    init?(environment: [String: String]) {
        guard let value = environment["SQLAB_WORKER_FAULT"] else { return nil }
        faults = value.split(separator: ";").compactMap { part in
            guard let colon = part.firstIndex(of: ":"), let kind = Kind(rawValue: String(part[..<colon])) else { return nil }
            let marker = String(part[part.index(after: colon)...])
            return marker.isEmpty ? nil : (kind, marker)
        }
        if faults.isEmpty { return nil }
    }

    func strike(_ answer: String?) {
        guard let answer, let fault = faults.first(where: { answer.contains($0.marker) }) else { return }
        switch fault.kind {
        case .crash: raise(SIGSEGV)
        case .hang: while true { sleep(60) }
        case .flood:
            let block = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
            for _ in 0..<((IsolatedChecker.maximumVerdictBytes >> 20) + 2) { FileHandle.standardOutput.write(block) }
            exit(0)
        }
    }
}
