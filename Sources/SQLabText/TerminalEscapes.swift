extension ControlCharacters {
    /// `text` without terminal escape sequences: CSI (`ESC [` … a final byte `@`–`~`) and OSC
    /// (`ESC ]` … BEL or `ESC \`), as ECMA-48 delimits them, and any other lone ESC.
    public static func withoutTerminalEscapes(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{1B}") else { return text }
        var out = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let first = scalars.first {
            scalars = scalars.dropFirst()
            guard first == "\u{1B}" else { out.append(first); continue }
            if scalars.first == "[" {
                scalars = scalars.dropFirst()
                while let s = scalars.first, !(0x40...0x7E).contains(s.value) { scalars = scalars.dropFirst() }
                scalars = scalars.dropFirst()
            } else if scalars.first == "]" {
                while let s = scalars.first, s != "\u{07}", s != "\u{1B}" { scalars = scalars.dropFirst() }
                if scalars.first == "\u{07}" { scalars = scalars.dropFirst() } else if scalars.first == "\u{1B}" { scalars = scalars.dropFirst(2) }
            }
        }
        return String(out)
    }
}
