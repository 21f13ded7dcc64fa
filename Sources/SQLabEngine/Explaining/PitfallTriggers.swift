import SQLabSQL

/// What one statement's tokens hold that some note of `Pitfall` needs before it can apply: a
/// keyword, a kind of symbol, a kind of literal, a call of a date function. Found in one pass
/// over the tokens, comparing integers (a keyword's first eight bytes as one word, a symbol's
/// bytes), so that `Pitfall.check` and its helpers skip the checks whose trigger is absent
/// instead of asking each of them at every token.
///
/// Each check and the triggers it needs (all of them necessary: without them the check can
/// neither give its note nor ask the database anything):
///
/// | note | triggers |
/// |---|---|
/// | andInSet, conditionWithoutColumn | `andOr` |
/// | comparisonWithNull | `comparison` and `null` |
/// | notEqualDropsNull | `notEqual` |
/// | integerDivision | `slash` |
/// | divisionByZero | `slash` or `percent` |
/// | plusJoinsText | `plus` and `string` |
/// | numberComparedWithText | `comparison` and `string` |
/// | textComparedWithNumber | `ordering` and `number` |
/// | likeNonASCII, likeWithGlobWildcards | `like` and `string` |
/// | dateNotISO, dateComparedWithNumber | `dateCall` |
/// | unquotedDefault | `defaultKeyword` |
/// | unquotedDate | `minus` |
/// | foreignKeysOff | `referencesOrForeign` |
/// | orderByText | `orderOrGroup` and `string` |
/// | columnNameInQuotes, unpaddedDate | `string` |
/// | notInWithNull | `not` |
/// | substrFromZero | `substrCall` |
/// | textCaseDiffers | `comparison` and `string` |
/// | betweenReversed | `between` |
/// | castToNumeric | `cast` |
/// | subqueryRows | `comparison` and `paren` |
/// | joinWithoutOn | `join` |
/// | naturalJoinNothingShared | `natural` |
/// | replaceDropsColumns | `replace` |
/// | unboundParameter | `variable` |
/// | limitWithoutOrderBy, limitWithComma | `limitOrOffset` |
/// | aliasWithoutComma | `adjacentNames` |
/// | bareColumnWithAggregate | `paren` |
/// | columnNotGrouped | `group` |
/// | numbersStoredAsText | `orderOrGroup` or `paren` (and a database) |
///
/// The notes decided by the statement's first word alone (changeWithoutWhere,
/// autoIncrementInTypeName and the other CREATE notes, orphanRowAccepted, rowidReuse,
/// offsetPastTheEnd) and the logic notes of `Pitfall.checkLogic` (one pass over the SELECTs
/// each) are not gated. `PitfallTriggerTests` holds the gated checks to the
/// ungated ones (`PitfallTriggers.all`) on every lesson's steps and the tests' SQL.
struct PitfallTriggers: OptionSet {
    let rawValue: UInt64

    static let andOr = PitfallTriggers(rawValue: 1 << 0)
    static let null = PitfallTriggers(rawValue: 1 << 1)
    /// `=`, `==`, `!=`, `<>`, `<`, `>`, `<=`, `>=`.
    static let comparison = PitfallTriggers(rawValue: 1 << 2)
    /// `!=`, `<>`.
    static let notEqual = PitfallTriggers(rawValue: 1 << 3)
    /// `<`, `>`, `<=`, `>=`.
    static let ordering = PitfallTriggers(rawValue: 1 << 4)
    /// An integer or real literal.
    static let number = PitfallTriggers(rawValue: 1 << 5)
    static let slash = PitfallTriggers(rawValue: 1 << 6)
    static let percent = PitfallTriggers(rawValue: 1 << 7)
    static let plus = PitfallTriggers(rawValue: 1 << 8)
    static let minus = PitfallTriggers(rawValue: 1 << 9)
    /// A string literal.
    static let string = PitfallTriggers(rawValue: 1 << 10)
    static let like = PitfallTriggers(rawValue: 1 << 11)
    /// A name in `Pitfall.dateFunctions` followed by `(`.
    static let dateCall = PitfallTriggers(rawValue: 1 << 12)
    /// SUBSTR or SUBSTRING followed by `(`.
    static let substrCall = PitfallTriggers(rawValue: 1 << 13)
    static let defaultKeyword = PitfallTriggers(rawValue: 1 << 14)
    static let referencesOrForeign = PitfallTriggers(rawValue: 1 << 15)
    static let orderOrGroup = PitfallTriggers(rawValue: 1 << 16)
    static let group = PitfallTriggers(rawValue: 1 << 17)
    static let not = PitfallTriggers(rawValue: 1 << 18)
    static let between = PitfallTriggers(rawValue: 1 << 19)
    static let cast = PitfallTriggers(rawValue: 1 << 20)
    static let join = PitfallTriggers(rawValue: 1 << 21)
    static let natural = PitfallTriggers(rawValue: 1 << 22)
    static let replace = PitfallTriggers(rawValue: 1 << 23)
    /// A parameter (`?`, `:name`).
    static let variable = PitfallTriggers(rawValue: 1 << 24)
    static let limitOrOffset = PitfallTriggers(rawValue: 1 << 25)
    /// A bare identifier right after another (`SELECT name age`).
    static let adjacentNames = PitfallTriggers(rawValue: 1 << 26)
    static let paren = PitfallTriggers(rawValue: 1 << 27)

    /// Every trigger: every check runs (the full path).
    static let all = PitfallTriggers(rawValue: ~0)

    init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The triggers in the tokens of one statement.
    init(_ s: [Token]) {
        var found: PitfallTriggers = []
        var previousWasIdentifier = false
        for i in s.indices {
            let t = s[i]
            let isIdentifier = t.kind == .identifier
            defer { previousWasIdentifier = isIdentifier }
            switch t.kind {
            case .keyword:
                switch PitfallTriggers.word(t.keyword ?? "") {
                case PitfallTriggers.AND, PitfallTriggers.OR: found.insert(.andOr)
                case PitfallTriggers.NULL: found.insert(.null)
                case PitfallTriggers.LIKE: found.insert(.like)
                case PitfallTriggers.DEFAULT: found.insert(.defaultKeyword)
                case PitfallTriggers.REFERENCES, PitfallTriggers.FOREIGN: found.insert(.referencesOrForeign)
                case PitfallTriggers.ORDER: found.insert(.orderOrGroup)
                case PitfallTriggers.GROUP: found.insert([.orderOrGroup, .group])
                case PitfallTriggers.NOT: found.insert(.not)
                case PitfallTriggers.BETWEEN: found.insert(.between)
                case PitfallTriggers.CAST: found.insert(.cast)
                case PitfallTriggers.JOIN: found.insert(.join)
                case PitfallTriggers.NATURAL: found.insert(.natural)
                case PitfallTriggers.REPLACE: found.insert(.replace)
                case PitfallTriggers.LIMIT, PitfallTriggers.OFFSET: found.insert(.limitOrOffset)
                default: break
                }
                if i + 1 < s.count, PitfallTriggers.isOpenParenthesis(s[i + 1]) { found.formUnion(PitfallTriggers.call(t.keyword ?? "")) }
            case .identifier, .quotedIdentifier:
                if isIdentifier && previousWasIdentifier { found.insert(.adjacentNames) }
                if i + 1 < s.count, PitfallTriggers.isOpenParenthesis(s[i + 1]), let name = t.name { found.formUnion(PitfallTriggers.call(name)) }
            case .string: found.insert(.string)
            case .integer, .real: found.insert(.number)
            case .variable: found.insert(.variable)
            case .symbol:
                var utf8 = t.text.utf8.makeIterator()
                let first = utf8.next() ?? 0, second = utf8.next() ?? 0
                switch first {
                case UInt8(ascii: "="): found.insert(.comparison)
                case UInt8(ascii: "!"): found.insert([.comparison, .notEqual])
                case UInt8(ascii: "<"):
                    if second == UInt8(ascii: ">") { found.insert([.comparison, .notEqual]) }
                    else if second == 0 || second == UInt8(ascii: "=") { found.insert([.comparison, .ordering]) }
                case UInt8(ascii: ">"):
                    if second == 0 || second == UInt8(ascii: "=") { found.insert([.comparison, .ordering]) }
                case UInt8(ascii: "/"): found.insert(.slash)
                case UInt8(ascii: "%"): found.insert(.percent)
                case UInt8(ascii: "+"): found.insert(.plus)
                case UInt8(ascii: "-"): found.insert(.minus)
                case UInt8(ascii: "("): found.insert(.paren)
                default: break
                }
            default: break
            }
        }
        self = found
    }

    /// True for the token `(`.
    static func isOpenParenthesis(_ t: Token) -> Bool { t.kind == .symbol && t.text.utf8.first == UInt8(ascii: "(") }

    /// The triggers of a call of `name` (any case).
    static func call(_ name: String) -> PitfallTriggers {
        let upper = Pitfall.upper(name)
        if Pitfall.dateFunctions.contains(upper) { return .dateCall }
        if upper == "SUBSTR" || upper == "SUBSTRING" { return .substrCall }
        return []
    }

    /// The first eight bytes of an upper-case keyword as one word (little end first); words
    /// that share them (none of the keywords below does with another keyword) only open a gate.
    static func word(_ keyword: String) -> UInt64 {
        var w: UInt64 = 0
        var shift: UInt64 = 0
        for b in keyword.utf8 {
            if shift == 64 { break }
            w |= UInt64(b) << shift
            shift += 8
        }
        return w
    }

    /// `word` of each keyword the triggers read, as literals (a switch on them is integer
    /// comparisons; `PitfallTriggerTests` checks each against `word`).
    static var AND: UInt64 { 0x444e41 }
    static var OR: UInt64 { 0x524f }
    static var NULL: UInt64 { 0x4c4c554e }
    static var LIKE: UInt64 { 0x454b494c }
    static var DEFAULT: UInt64 { 0x544c5541464544 }
    static var REFERENCES: UInt64 { 0x434e455245464552 }
    static var FOREIGN: UInt64 { 0x4e474945524f46 }
    static var ORDER: UInt64 { 0x524544524f }
    static var GROUP: UInt64 { 0x50554f5247 }
    static var NOT: UInt64 { 0x544f4e }
    static var BETWEEN: UInt64 { 0x4e454557544542 }
    static var CAST: UInt64 { 0x54534143 }
    static var JOIN: UInt64 { 0x4e494f4a }
    static var NATURAL: UInt64 { 0x4c41525554414e }
    static var REPLACE: UInt64 { 0x4543414c504552 }
    static var LIMIT: UInt64 { 0x54494d494c }
    static var OFFSET: UInt64 { 0x54455346464f }
}
