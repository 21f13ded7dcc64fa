import CMarkGFM
import Foundation
import SQLabSQLite
import SQLabText
import SQLabSQL

/// One top-level block of a Markdown document, as cmark-gfm parsed it, with its lines.
/// The only file that touches cmark-gfm: no C pointer leaves it.
public struct MarkdownBlock {
    public enum Kind {
        /// A fenced code block: its info string, its content, and whether the closing fence exists.
        case fence(info: String, content: String, closed: Bool)
        /// A GitHub table; `prose` is its rendering tree.
        case table
        /// A block quote; each paragraph's inlines, for hints.
        case quote(paragraphs: [[Inline]])
        case heading(level: Int)
        case other
    }
    public let kind: Kind
    /// The block as prose (how `run` shows it).
    public let prose: ProseBlock
    /// First and last line, 1-based.
    public let startLine: Int
    public let endLine: Int
}

/// Parses CommonMark with GitHub tables, through cmark-gfm and its table extension.
///
/// cmark-gfm: <https://github.com/github/cmark-gfm> (`cmark_gfm_core_extensions_ensure_registered`,
/// then `cmark_parser_attach_syntax_extension` with the "table" extension).
public enum MarkdownReader {
    /// Markdown nested deeper than this (block quotes in block quotes, lists in lists, emphasis
    /// in emphasis) is refused: the reader walks the tree recursively, and 100 KB of nested `>`
    /// would otherwise overflow the stack. Lessons nest three or four levels.
    public static let maximumNesting = 40
    /// Table rows with more cells than this are refused before cmark-gfm sees them: its table
    /// extension (0.29.0.gfm.6) takes time quadratic in the cells of a row (40,000 columns: 14 s).
    /// SQLite returns at most 100 columns in the sandbox (`SQLITE_LIMIT_COLUMN`).
    public static let maximumTableColumns = 128
    /// A lesson's parsed tree may hold at most this many nodes (blocks and inlines): every later
    /// pass (the lesson builder, the prose renderer, wrapping) is linear in them, and 2 MB of
    /// `*_*_…` is 1.4 million nodes (575 MB, 6 s to lint). The longest lessons of the course
    /// (20 KB) have about 700.
    public static let maximumNodes = 50_000
    /// One paragraph (a run of lines without a blank line, outside fenced code) may hold at most
    /// this many image openers `![`: cmark-gfm 0.29.0.gfm.6 walks every open image bracket each
    /// time a link closes (`handle_close_bracket`), so `![` × n followed by `[]()` × n is
    /// quadratic (200 KB: 19 s). Fixed upstream in 0.29.0.gfm.7; Debian 12 ships gfm.6.
    public static let maximumImageOpenersPerParagraph = 100
    /// Bytes of a lesson outside fenced code (its prose, tables, quotes, headings) at most: the
    /// text cmark-gfm parses inline and `run` wraps, about 2 s of CPU for 512 KiB of the worst
    /// kinds in a debug build. Fenced SQL is one node per block and is bounded by its
    /// statements, so a lesson may be larger (`LessonParser.maximumFileSize`).
    public static let maximumProseBytes = 512 << 10

    /// A limit of the reader that the text goes past: where, and which.
    public struct LimitExceeded: Error, Equatable {
        public let line: Int
        public let message: String
    }

    /// Parses `text`, first checking the limits.
    ///
    /// - Throws: `LimitExceeded` with the 1-based line of the first row or node past a limit.
    public static func read(_ text: String) throws -> [MarkdownBlock] {
        try prescan(text)
        cmark_gfm_core_extensions_ensure_registered()
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return [] }
        defer { cmark_parser_free(parser) }
        if let table = cmark_find_syntax_extension("table") {
            cmark_parser_attach_syntax_extension(parser, table)
        }
        text.withCString { cmark_parser_feed(parser, $0, strlen($0)) }
        guard let document = cmark_parser_finish(parser) else { return [] }
        defer { cmark_node_free(document) }
        try checkDepth(document)

        let lines = SourceLines(text)
        var blocks: [MarkdownBlock] = []
        var node = cmark_node_first_child(document)
        while let current = node {
            blocks.append(block(current, lines: lines))
            node = cmark_node_next(current)
        }
        return blocks
    }

    /// Refuses, in one pass over the bytes and before cmark-gfm reads them, a line outside fenced
    /// code with more than `maximumTableColumns + 1` unescaped `|` (more cells than a table may
    /// have), and a paragraph with more than `maximumImageOpenersPerParagraph` `![`.
    static func prescan(_ text: String) throws {
        var line = 1
        var pipes = 0
        var images = 0, paragraphLine = 1
        var prose = 0
        var blank = true       // the line so far holds only spaces and tabs
        var fence: (character: UInt8, length: Int)?
        var previous: UInt8 = 0
        // The line's first bytes (at most 64) are read where they are, to recognise a fence:
        // copying them into an array, a byte at a time, was most of this scan's cost.
        var copy = text
        try copy.withUTF8 { bytes in
            var lineStart = 0
            func endLine(at end: Int) {
                let limit = min(end, lineStart + 64)
                var index = lineStart
                while index < limit, index - lineStart < 4, bytes[index] == 0x20 { index += 1 }
                guard index < limit, bytes[index] == 0x60 || bytes[index] == 0x7E else { return }
                let character = bytes[index]
                var length = 0
                while index + length < limit, bytes[index + length] == character { length += 1 }
                guard length >= 3 else { return }
                if let open = fence {
                    if open.character == character && length >= open.length { fence = nil }
                } else {
                    fence = (character, length)
                }
            }
            for (offset, byte) in bytes.enumerated() {
                if byte == 0x0A {
                    endLine(at: offset)
                    if blank { images = 0 }
                    line += 1
                    if blank { paragraphLine = line }
                    blank = true
                    pipes = 0
                    lineStart = offset + 1
                    previous = byte
                    continue
                }
                if fence == nil {
                    prose += 1
                    if prose > maximumProseBytes {
                        throw LimitExceeded(line: line, message: "the lesson has more than \(maximumProseBytes) bytes of text outside fenced code by here")
                    }
                }
                if byte != 0x20 && byte != 0x09 && byte != 0x0D { blank = false }
                if byte == 0x5B, previous == 0x21, fence == nil {
                    images += 1
                    if images > maximumImageOpenersPerParagraph {
                        throw LimitExceeded(line: paragraphLine, message: "this paragraph has more than \(maximumImageOpenersPerParagraph) image openers '![' (line \(line))")
                    }
                }
                if byte == 0x7C, previous != 0x5C, fence == nil {
                    pipes += 1
                    if pipes > maximumTableColumns + 1 {
                        throw LimitExceeded(line: line, message: "this line has more than \(maximumTableColumns + 1) '|': a table may have at most \(maximumTableColumns) columns")
                    }
                }
                previous = byte
            }
        }
    }

    /// Refuses a tree deeper than `maximumNesting` or larger than `maximumNodes`, walking it
    /// without recursion (first child, next sibling, parent), so that the check itself cannot
    /// overflow the stack.
    static func checkDepth(_ document: OpaquePointer) throws {
        var node = cmark_node_first_child(document)
        var depth = 1
        var count = 0
        outer: while let current = node {
            count += 1
            if count > maximumNodes {
                var located: OpaquePointer? = current
                while let n = located, cmark_node_get_start_line(n) == 0 { located = cmark_node_parent(n) }
                let line = located.map { Int(cmark_node_get_start_line($0)) } ?? 1
                throw LimitExceeded(line: max(1, line), message: "the lesson has more than \(maximumNodes) Markdown elements (paragraphs, emphasis, links, code spans and text runs) by here")
            }
            if depth > maximumNesting {
                var located: OpaquePointer? = current
                while let n = located, cmark_node_get_start_line(n) == 0 { located = cmark_node_parent(n) }
                let line = located.map { Int(cmark_node_get_start_line($0)) } ?? 1
                throw LimitExceeded(line: max(1, line), message: "the Markdown here nests more than \(maximumNesting) levels deep (block quotes, lists or emphasis inside one another)")
            }
            if let child = cmark_node_first_child(current) {
                node = child
                depth += 1
                continue
            }
            var up = current
            while true {
                if let next = cmark_node_next(up) { node = next; break }
                guard let parent = cmark_node_parent(up), parent != document else { break outer }
                up = parent
                depth -= 1
            }
        }
    }

    private static func block(_ node: OpaquePointer, lines: SourceLines) -> MarkdownBlock {
        let start = Int(cmark_node_get_start_line(node))
        let end = Int(cmark_node_get_end_line(node))
        let prose = proseBlock(node)
        let kind: MarkdownBlock.Kind
        switch cmark_node_get_type(node) {
        case CMARK_NODE_CODE_BLOCK:
            var length: Int32 = 0, offset: Int32 = 0
            var character: CChar = 0
            let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
            let info = string(cmark_node_get_fence_info(node))
            let content = string(cmark_node_get_literal(node))
            if fenced {
                // cmark runs an unclosed fence to the end of the document: the closing fence is
                // missing when the last line of the block is not a run of at least `length`
                // fence characters.
                let last = lines[end].trimmingCharacters(in: .whitespaces)
                let fenceChar = Character(UnicodeScalar(UInt8(bitPattern: character)))
                let closed = end > start && last.count >= Int(length) && last.allSatisfy { $0 == fenceChar }
                kind = .fence(info: info, content: content, closed: closed)
            } else {
                kind = .other
            }
        case CMARK_NODE_BLOCK_QUOTE:
            var paragraphs: [[Inline]] = []
            var child = cmark_node_first_child(node)
            while let c = child {
                if cmark_node_get_type(c) == CMARK_NODE_PARAGRAPH { paragraphs.append(inlines(c)) }
                child = cmark_node_next(c)
            }
            kind = .quote(paragraphs: paragraphs)
        case CMARK_NODE_HEADING:
            kind = .heading(level: Int(cmark_node_get_heading_level(node)))
        default:
            kind = typeString(node) == "table" ? .table : .other
        }
        return MarkdownBlock(kind: kind, prose: prose, startLine: start, endLine: end)
    }

    private static func proseBlock(_ node: OpaquePointer) -> ProseBlock {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING:
            return .heading(level: Int(cmark_node_get_heading_level(node)), inlines(node))
        case CMARK_NODE_PARAGRAPH:
            return .paragraph(inlines(node))
        case CMARK_NODE_LIST:
            var items: [[ProseBlock]] = []
            var item = cmark_node_first_child(node)
            while let i = item {
                items.append(children(i).map(proseBlock))
                item = cmark_node_next(i)
            }
            return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)), items: items)
        case CMARK_NODE_BLOCK_QUOTE:
            return .quote(children(node).map(proseBlock))
        case CMARK_NODE_CODE_BLOCK:
            let info = string(cmark_node_get_fence_info(node))
            return .code(language: info.split(separator: " ").first.map(String.init) ?? "",
                         text: string(cmark_node_get_literal(node)))
        case CMARK_NODE_THEMATIC_BREAK:
            return .rule
        case CMARK_NODE_HTML_BLOCK:
            return .paragraph([.text(string(cmark_node_get_literal(node)).trimmingCharacters(in: .newlines))])
        default:
            if typeString(node) == "table" {
                var header: [[Inline]] = []
                var rows: [[[Inline]]] = []
                for row in children(node) {
                    let cells = children(row).map(inlines)
                    if cmark_gfm_extensions_get_table_row_is_header(row) != 0 { header = cells } else { rows.append(cells) }
                }
                return .table(header: header, rows: rows)
            }
            return .paragraph(inlines(node))
        }
    }

    private static func inlines(_ node: OpaquePointer) -> [Inline] {
        children(node).compactMap { child -> Inline? in
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(child)))
            case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(child)))
            case CMARK_NODE_EMPH: return .emphasis(inlines(child))
            case CMARK_NODE_STRONG: return .strong(inlines(child))
            case CMARK_NODE_LINK: return .link(text: inlines(child), url: string(cmark_node_get_url(child)))
            case CMARK_NODE_IMAGE: return .link(text: inlines(child), url: string(cmark_node_get_url(child)))
            case CMARK_NODE_LINEBREAK: return .lineBreak
            case CMARK_NODE_SOFTBREAK: return .softBreak
            case CMARK_NODE_HTML_INLINE: return .text(string(cmark_node_get_literal(child)))
            default:
                let nested = inlines(child)
                return nested.isEmpty ? nil : .emphasis(nested)
            }
        }
    }

    private static func children(_ node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let c = child {
            result.append(c)
            child = cmark_node_next(c)
        }
        return result
    }

    private static func typeString(_ node: OpaquePointer) -> String {
        string(cmark_node_get_type_string(node))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
