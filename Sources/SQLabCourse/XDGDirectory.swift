import Foundation
import SQLabSQLite
import SQLabText
import SQLabLessons

/// The XDG Base Directory folders sqlab keeps its files in: progress in the data folder, the
/// REPL's history in the state folder.
///
/// Specification: <https://specifications.freedesktop.org/basedir-spec/latest/>
public enum XDGDirectory: Sendable {
    /// `$XDG_DATA_HOME`, else `~/.local/share`: files the user would miss (progress).
    case data
    /// `$XDG_STATE_HOME`, else `~/.local/state`: files worth keeping across sessions but not
    /// precious (history).
    case state

    /// `FOLDER/sqlab/FILE` for this environment. A relative `XDG_*` value is ignored, as the
    /// specification says.
    public func path(environment: [String: String], file: String) -> String {
        let (variable, fallback) = self == .data ? ("XDG_DATA_HOME", ".local/share") : ("XDG_STATE_HOME", ".local/state")
        var base: String
        if let value = environment[variable], value.hasPrefix("/") {
            base = value
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = (home as NSString).appendingPathComponent(fallback)
        }
        base = (base as NSString).appendingPathComponent("sqlab")
        return (base as NSString).appendingPathComponent(file)
    }
}
