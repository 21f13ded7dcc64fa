#!/usr/bin/env python3
"""Extracts SQLite's error-message templates from its C source.

Usage: scripts/extract-sqlite-messages.py SQLITE_SOURCE_DIR > data/sqlite-messages/templates.tsv

SQLITE_SOURCE_DIR is an unpacked SQLite source tree (Debian bookworm: `apt-get source sqlite3`,
3.40.1), holding src/ and ext/. Every string literal passed as the message of

  sqlite3ErrorMsg(pParse, FMT, ...)          parse-time errors (prepare)
  sqlite3ErrorWithMsg(db, rc, FMT, ...)      connection-level errors
  sqlite3VdbeError(p, FMT, ...)              errors while a statement runs (step)
  sqlite3_result_error(ctx, MSG, n)          errors raised by SQL functions
  sqlite3HaltConstraint(pParse, rc, .., MSG) constraint failures compiled into a statement
  sqlite3ErrorIfNotEmpty(pParse, db, t, MSG) ALTER TABLE ADD COLUMN on a table with rows
  sqlite3MPrintf(db, FMT, ...), sqlite3_mprintf(FMT, ...) assigned to an error-message variable
                                             (zErr, zErrMsg, pzErr, zMsg) or returned as one:
                                             messages built before being reported

and every entry of sqlite3ErrStr()'s table (src/main.c), is written as one line:

  TEMPLATE <tab> SOURCE <tab> FILE:LINE[,FILE:LINE...] <tab> CONDITIONS

where TEMPLATE keeps SQLite's printf conversions (%s, %d, %T, %Q, ...), SOURCE names the
function (or `errstr`), and CONDITIONS lists the preprocessor conditions (#if/#ifdef/#ifndef)
around the call, joined with ` && ` ("-" when there are none). Adjacent literals are
concatenated; a call whose message is not a literal (a variable, "%s" of another message) is
written with the template `%s` only when the literal is exactly that. Lines are sorted and
unique by template.
"""
import os
import re
import sys

CALLS = {
    "sqlite3ErrorMsg": 1,
    "sqlite3ErrorWithMsg": 2,
    "sqlite3VdbeError": 1,
    "sqlite3_result_error": 1,
    "sqlite3HaltConstraint": 3,
    "sqlite3MPrintf": 1,
    "sqlite3_mprintf": 0,
    "sqlite3ErrorIfNotEmpty": 3,
}
# The directories compiled into Debian's libsqlite3 (its compile_options: ENABLE_FTS3, ENABLE_FTS4,
# ENABLE_FTS5, ENABLE_RTREE, ENABLE_SESSION); ext/misc and the others are not in the library.
SOURCE_DIRS = ("src", "ext/fts3", "ext/fts5", "ext/rtree", "ext/session")
# OP_Halt's "%s constraint failed" takes its kind from this table (src/vdbe.c, azType) and adds
# ": " and the columns (P4) when it has them.
HALT_KINDS = ("NOT NULL", "UNIQUE", "CHECK", "FOREIGN KEY")
ERROR_TARGETS = re.compile(r"(zErr\w*|pzErr\w*|zMsg|pzMsg|zErrMsg|\*pzErrMsg|\*pzErr|p->zErrMsg|pParse->zErrMsg)\s*=\s*$")


def strip_comments(text):
    """Blanks out comments, keeping string literals and line numbers."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def conditions_by_line(text):
    """The preprocessor conditions in force on each line (1-based index)."""
    stack, result = [], [[]]
    for line in text.split("\n"):
        s = line.strip()
        m = re.match(r"#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)", s)
        if m:
            kind, rest = m.group(1), m.group(2).strip()
            if kind == "ifdef":
                stack.append("defined(%s)" % rest)
            elif kind == "ifndef":
                stack.append("!defined(%s)" % rest)
            elif kind == "if":
                stack.append(rest)
            elif kind in ("elif", "else") and stack:
                prev = stack.pop()
                stack.append("!(%s)" % prev if kind == "else" else rest)
            elif kind == "endif" and stack:
                stack.pop()
        result.append([c for c in stack if c not in ("0 /* NOT USED */",)])
    return result


def arguments(text, start):
    """The top-level arguments of the call whose '(' is at `start`, and the end index."""
    depth, i, args, cur = 0, start, [], []
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            cur.append(text[i:j + 1])
            i = j + 1
            continue
        if c == "(":
            depth += 1
            if depth == 1:
                i += 1
                continue
        elif c == ")":
            depth -= 1
            if depth == 0:
                args.append("".join(cur))
                return args, i
        elif c == "," and depth == 1:
            args.append("".join(cur))
            cur = []
            i += 1
            continue
        cur.append(c)
        i += 1
    return args, i


LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')


def literals(arg):
    """The message templates an argument can be: adjacent literals joined, each branch of ?: apart."""
    arg = arg.strip()
    while arg.startswith("(") and arg.endswith(")") and balanced(arg[1:-1]):
        arg = arg[1:-1].strip()
    if not LITERAL.search(arg):
        return []
    # Split on a top-level ternary: cond ? "a" : "b".
    branches = []
    depth, q = 0, -1
    for i, c in enumerate(arg):
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "?" and depth == 0 and not inside_string(arg, i):
            q = i
            break
    if q >= 0:
        rest = arg[q + 1:]
        colon = top_level_colon(rest)
        if colon >= 0:
            return literals(rest[:colon]) + literals(rest[colon + 1:])
    # A plain sequence of literals (possibly with macros between them, which we cannot expand).
    remainder = LITERAL.sub("", arg).strip()
    if remainder and not re.fullmatch(r"[()\s]*", remainder):
        return []
    return ["".join(unescape(m) for m in LITERAL.findall(arg))]


def balanced(s):
    depth = 0
    for i, c in enumerate(s):
        if c == "(" and not inside_string(s, i):
            depth += 1
        elif c == ")" and not inside_string(s, i):
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def inside_string(s, index):
    return s[:index].count('"') % 2 == 1


def top_level_colon(s):
    depth = 0
    for i, c in enumerate(s):
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == ":" and depth == 0 and not inside_string(s, i):
            return i
    return -1


def unescape(s):
    return s.replace('\\"', '"').replace("\\n", "\n").replace("\\\\", "\\")


def errstr_table(main_c):
    text = open(main_c, encoding="latin-1").read()
    start = text.index("static const char* const aMsg[] = {")
    end = text.index("};", start)
    found = []
    for m in re.finditer(r'/\*\s*(SQLITE_\w+)\s*\*/\s*"([^"]*)"', text[start:end]):
        line = text[:start + m.start()].count("\n") + 1
        found.append((m.group(2), "errstr", "src/main.c:%d" % line, m.group(1)))
    switch = text[end:text.index("return zErr;", end)]
    for m in re.finditer(r'case (SQLITE_\w+):\s*\{\s*zErr = "([^"]*)"', switch):
        line = text[:end + m.start()].count("\n") + 1
        found.append((m.group(2), "errstr", "src/main.c:%d" % line, m.group(1)))
    m = re.search(r'const char \*zErr = "([^"]*)"', text[start:])
    found.append((m.group(1), "errstr", "src/main.c:%d" % (text[:start + m.start()].count("\n") + 1), "default"))
    return found


def main():
    root = sys.argv[1]
    entries = {}
    files = []
    for sub in SOURCE_DIRS:
        for dirpath, _, names in os.walk(os.path.join(root, sub)):
            for name in sorted(names):
                if name.endswith((".c", ".y")) and "test" not in name and not name.startswith("shell"):
                    files.append(os.path.join(dirpath, name))
    for path in sorted(files):
        rel = os.path.relpath(path, root)
        raw = open(path, encoding="latin-1").read()
        text = strip_comments(raw)
        conds = conditions_by_line(raw)
        for m in re.finditer(r"\b(%s)\s*\(" % "|".join(CALLS), text):
            name = m.group(1)
            line_start = text.rfind("\n", 0, m.start()) + 1
            before = text[max(0, m.start() - 80):m.start()]
            if name in ("sqlite3MPrintf", "sqlite3_mprintf") and not (
                    ERROR_TARGETS.search(before.rstrip()) or re.search(r"char \*zMsg\s*=\s*$", before)
                    or (name == "sqlite3_mprintf" and re.search(r"\breturn\s*$", before) and "error" in raw[max(0, m.start() - 600):m.start()])):
                continue
            # Skip the definitions themselves.
            prefix = text[line_start:m.start()]
            if re.match(r"^\s*(void|int|static|SQLITE_API|char|const)\b", prefix) and "printf" not in name.lower():
                continue
            args, _ = arguments(text, m.end() - 1)
            index = CALLS[name]
            if len(args) <= index:
                continue
            line = text[:m.start()].count("\n") + 1
            cond = " && ".join(conds[line]) if line < len(conds) and conds[line] else "-"
            found = literals(args[index])
            ident = args[index].strip()
            if not found and re.fullmatch(r"[A-Za-z_]\w*", ident):
                # A format kept in a local variable: `const char *zFmt = "...";` shortly before.
                local = re.findall(r"\b%s\s*=\s*((?:\"(?:[^\"\\]|\\.)*\"\s*)+);" % ident, text[max(0, m.start() - 600):m.start()])
                if local:
                    found = literals(local[-1])
            if found == ["%s constraint failed"]:
                found = ["%s constraint failed: %%s" % k for k in HALT_KINDS] + ["FOREIGN KEY constraint failed"]
            for template in found:
                if not template:
                    continue
                key = template
                e = entries.setdefault(key, {"sources": [], "where": [], "conds": []})
                if name not in e["sources"]:
                    e["sources"].append(name)
                e["where"].append("%s:%d" % (rel, line))
                if cond not in e["conds"]:
                    e["conds"].append(cond)
    for template, _, where, code in errstr_table(os.path.join(root, "src", "main.c")):
        e = entries.setdefault(template, {"sources": [], "where": [], "conds": []})
        e["sources"].append("errstr:" + code)
        e["where"].append(where)
        e["conds"].append("-")
    out = sys.stdout
    out.write("# SQLite %s error-message templates, extracted by scripts/extract-sqlite-messages.py\n"
              % open(os.path.join(root, "VERSION")).read().strip())
    out.write("# template\tsource\twhere\tconditions\n")
    for template in sorted(entries):
        e = entries[template]
        conds = e["conds"]
        cond = "-" if "-" in conds else " || ".join(sorted(set(conds)))
        out.write("%s\t%s\t%s\t%s\n" % (template.replace("\t", "\\t").replace("\n", "\\n"),
                                        ",".join(e["sources"]), ",".join(e["where"]), cond))


if __name__ == "__main__":
    main()
