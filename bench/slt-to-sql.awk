# Extracts the SQL of every record of sqllogictest scripts, for the sqlite3 shell, following
# the format's rules (FORMAT-NOTES §1-2): comment lines (first character #) are removed first,
# records are runs of non-blank lines, skipif/onlyif name the engine "sqlite", statement records
# give all their lines, query records their lines up to "----", halt stops the file.
# Each record's SQL ends with a line ";". Each file after the first starts with ".open :memory:",
# so that it gets a fresh database, as under sqlab test.
#   awk -f bench/slt-to-sql.awk select1.test select2.test ... > all.sql
FNR == 1 {
    finish()
    if (NR > 1) print ".open :memory:"
    halted = 0
}
{ sub(/\r$/, "") }
/^#/ { next }
/^[ \t\v\f]*$/ { finish(); next }
{ lines[n++] = $0 }
END { finish() }

function finish(   i, first, words, k, skip, engine) {
    if (n == 0 || halted) { n = 0; return }
    skip = 0
    for (i = 0; i < n; i++) {
        k = split(lines[i], words, /[ \t\v\f]+/)
        first = words[1] == "" ? words[2] : words[1]
        engine = tolower(words[1] == "" ? words[3] : words[2])
        if (first == "skipif") { if (engine == "sqlite") skip = 1; continue }
        if (first == "onlyif") { if (engine != "sqlite") skip = 1; continue }
        break
    }
    if (!skip && i < n) {
        if (first == "halt") halted = 1
        else if (first == "statement" || first == "query") {
            for (i = i + 1; i < n; i++) {
                if (first == "query" && lines[i] == "----") break
                print lines[i]
            }
            print ";"
        }
    }
    n = 0
}
