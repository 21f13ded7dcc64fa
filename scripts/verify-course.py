#!/usr/bin/env python3
"""Checks the course's lessons and answer test data with Python's sqlite3 (SQLite 3.40.1 here).

A stop-gap until `sqlab lint` and `sqlab check` exist: it follows LESSON-FORMAT's rules closely
enough to catch an author's mistakes, and is not the checker itself.

For each lesson given (a path under lessons/):
  - builds the state before every exercise from the `sql` and `sql setup` steps above it
    (steps marked expect=CODE must fail with that code; other steps must succeed);
  - runs the reference there and compares its result with the expected-result table, cell by
    cell as the contract writes cells (NULL, (empty), integers, %!.15g reals, x'..' blobs);
  - for an order=exact reference, checks that the order is determined
    (PRAGMA reverse_unordered_selects), on the lesson's data and on every dataset;
  - runs every `sql dataset` for the exercise on a copy of that state;
  - reads Tests/Data/answers/LESSON/ID.wrong.sql and ID.right.sql (answers separated by lines
    `-- answer: ...`): every answer must equal the reference on the lesson's data; a wrong one
    must differ on at least one dataset (the first is printed), a right one on none;
  - with --zh, compares lessons/zh/LESSON.md with the English edition: the same SQL blocks (by
    their info strings: the editions' data differ, English names and F/M against Chinese ones),
    the same exercise attributes, expected tables of the same size, and the same hint counts.

Usage: scripts/verify-course.py [--zh] [-v] lessons/NN-slug.md...
Exit status: 0 when nothing is wrong, 1 otherwise.
"""
import os
import re
import sqlite3
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
problems = []
verbose = False


def problem(where, message):
    problems.append(f"{where}: {message}")
    print(f"  PROBLEM {where}: {message}")


# ---------------------------------------------------------------- parsing

def parse_lesson(path):
    """Returns a list of items: dicts with kind sql/table/quote/heading/prose-fence."""
    lines = open(path, encoding="utf-8").read().split("\n")
    items = []
    i = 0
    while i < len(lines):
        line = lines[i]
        m = re.match(r"^(`{3,}|~{3,})(.*)$", line)
        if m:
            fence, info = m.group(1), m.group(2).strip()
            j = i + 1
            close = re.compile("^" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}\s*$")
            while j < len(lines) and not close.match(lines[j]):
                j += 1
            content = "\n".join(lines[i + 1:j])
            words = info.split()
            if words and words[0].lower() == "sql":
                kind = "steps"
                rest = words[1:]
                if rest and "=" not in rest[0]:
                    kind = rest[0]
                    rest = rest[1:]
                attrs = dict(w.split("=", 1) for w in rest)
                items.append(dict(kind="sql", block=kind, attrs=attrs, info=info, content=content, line=i + 1))
            else:
                items.append(dict(kind="fence", line=i + 1))
            i = j + 1
            continue
        if line.lstrip().startswith("|"):
            j = i
            rows = []
            while j < len(lines) and lines[j].lstrip().startswith("|"):
                rows.append(lines[j])
                j += 1
            items.append(dict(kind="table", rows=rows, line=i + 1))
            i = j
            continue
        if line.startswith(">"):
            j = i
            quote = []
            while j < len(lines) and lines[j].startswith(">"):
                quote.append(lines[j][1:].strip())
                j += 1
            paragraphs, cur = [], []
            for q in quote:
                if q == "":
                    if cur:
                        paragraphs.append(" ".join(cur))
                    cur = []
                else:
                    cur.append(q)
            if cur:
                paragraphs.append(" ".join(cur))
            items.append(dict(kind="quote", paragraphs=paragraphs, line=i + 1))
            i = j
            continue
        if line.startswith("#"):
            items.append(dict(kind="heading", text=line, line=i + 1))
        i += 1
    return items


def table_cells(row):
    row = row.strip()
    if row.startswith("|"):
        row = row[1:]
    cells, cur, esc = [], "", False
    for c in row:
        if esc:
            cur += c if c == "|" else "\\" + c
            esc = False
        elif c == "\\":
            esc = True
        elif c == "|":
            cells.append(cur.strip())
            cur = ""
        else:
            cur += c
    if cur.strip() or not row.rstrip().endswith("|"):
        cells.append(cur.strip())
    return cells


def strip_comments(sql):
    return re.sub(r"--[^\n]*", "", sql).strip()


def split_statements(content):
    """[(sql, [params-line-text, ...]), ...] as sqlab's splitter would see them."""
    out = []
    buf = ""
    for line in content.split("\n"):
        s = line.strip()
        if s.startswith("-- params:") and not strip_comments(buf):
            if not out:
                raise ValueError("params line before any statement")
            out[-1][1].append(s[len("-- params:"):].strip())
            buf = ""
            continue
        buf += line + "\n"
        while True:
            cut = None
            for k, ch in enumerate(buf):
                if ch == ";" and sqlite3.complete_statement(buf[:k + 1]):
                    cut = k + 1
                    break
            if cut is None:
                break
            out.append((buf[:cut].strip(), []))
            buf = buf[cut:]
    if strip_comments(buf):
        out.append((buf.strip(), []))
    return out


def split_literals(text):
    vals, cur, q = [], "", False
    for c in text:
        if c == "'":
            q = not q
        if c == "," and not q:
            vals.append(cur.strip())
            cur = ""
        else:
            cur += c
    if cur.strip():
        vals.append(cur.strip())
    return vals


_lit = sqlite3.connect(":memory:")


def literal(text):
    return _lit.execute("SELECT " + text).fetchone()[0]


# ---------------------------------------------------------------- running

def connect():
    c = sqlite3.connect(":memory:", isolation_level=None)
    return c


def copy_db(src):
    dst = connect()
    src.backup(dst)
    return dst


CODES = {"SQLITE_ERROR": 1, "SQLITE_CONSTRAINT": 19, "SQLITE_MISMATCH": 20, "SQLITE_RANGE": 25,
         "SQLITE_CONSTRAINT_CHECK": 275, "SQLITE_CONSTRAINT_FOREIGNKEY": 787,
         "SQLITE_CONSTRAINT_NOTNULL": 1299, "SQLITE_CONSTRAINT_PRIMARYKEY": 1555,
         "SQLITE_CONSTRAINT_UNIQUE": 2067, "SQLITE_CONSTRAINT_DATATYPE": 3091}


def code_matches(expect, err):
    name = getattr(err, "sqlite_errorname", None) or ""
    code = getattr(err, "sqlite_errorcode", None)
    if expect in CODES:
        expect = str(CODES[expect])
    if expect.isdigit():
        e = int(expect)
        return code == e or (e < 256 and code is not None and code & 0xFF == e)
    return name == expect or name.startswith(expect + "_")


def run_steps(conn, block, where):
    expect = block["attrs"].get("expect")
    for sql, params in split_statements(block["content"]):
        sets = [split_literals(p) for p in params] or [None]
        for ps in sets:
            try:
                if ps is None:
                    conn.execute(sql).fetchall()
                else:
                    conn.execute(sql, [literal(v) for v in ps]).fetchall()
                # sqlab turns double-quoted strings and printf() off; Python's sqlite3 does not
                if expect and '"' not in sql and "printf(" not in sql.lower():
                    problem(where, f"step should fail with {expect} but succeeded: {sql[:60]}")
            except sqlite3.ProgrammingError as e:
                if expect not in ("SQLITE_RANGE", "25"):
                    problem(where, f"step failed: {e}: {sql[:60]}")
            except sqlite3.Error as e:
                if not expect:
                    problem(where, f"step failed: {e} ({getattr(e, 'sqlite_errorname', '?')}): {sql[:60]}")
                elif not code_matches(expect, e):
                    problem(where, f"step failed with {e.sqlite_errorname}, expected {expect}: {sql[:60]}")


READ_ONLY = re.compile(r"^\s*(SELECT|VALUES|WITH(?![\s\S]*\b(INSERT|UPDATE|DELETE|REPLACE)\b)|PRAGMA\s+table_info)", re.I)


def is_read_only(sql):
    return bool(READ_ONLY.match(strip_comments(sql)))


def has_top_level_order_by(sql):
    depth, s = 0, strip_comments(sql)
    s = re.sub(r"'(?:[^']|'')*'", "''", s)
    flat = ""
    for c in s:
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif depth == 0:
            flat += c
    return re.search(r"\bORDER\s+BY\b", flat, re.I) is not None


def run_answer(conn, text, reverse=False):
    """Runs every statement; returns ('rows', cols, rows) for the last one, or raises."""
    if reverse:
        conn.execute("PRAGMA reverse_unordered_selects = ON")
    result = None
    for sql, _ in split_statements(text):
        cur = conn.execute(sql)
        rows = cur.fetchall()
        cols = [d[0] for d in cur.description] if cur.description else []
        result = (cols, rows)
    if reverse:
        conn.execute("PRAGMA reverse_unordered_selects = OFF")
    return result


def affinity(t):
    t = (t or "").upper()
    if "INT" in t:
        return "INTEGER"
    if any(k in t for k in ("CHAR", "CLOB", "TEXT")):
        return "TEXT"
    if "BLOB" in t or t == "":
        return "BLOB"
    if any(k in t for k in ("REAL", "FLOA", "DOUB")):
        return "REAL"
    return "NUMERIC"


def value_key(v):
    if v is None:
        return (0, 0)
    if isinstance(v, (int, float)):
        return (1, round(float(v), 9))
    if isinstance(v, str):
        return (2, v)
    return (3, bytes(v))


def db_state(conn):
    state = {}
    for (name,) in conn.execute("SELECT name FROM sqlite_schema WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY lower(name)"):
        cols = []
        for cid, cname, ctype, notnull, dflt, pk in conn.execute(f'PRAGMA table_info("{name}")'):
            d = None
            if dflt is not None:
                try:
                    d = value_key(literal(dflt))
                except sqlite3.Error:
                    d = value_key(dflt)
            cols.append((cname.lower(), affinity(ctype), notnull, d, pk))
        rows = sorted(tuple(value_key(v) for v in r) for r in conn.execute(f'SELECT * FROM "{name}"'))
        state[name.lower()] = (cols, rows)
    return state


def outcome(state_conn, ref, answer, reverse=False):
    """What an answer gives on a copy of state_conn: ('rows', cols, rows) / ('db', state) / ('error', msg)."""
    c = copy_db(state_conn)
    try:
        res = run_answer(c, answer, reverse)
    except sqlite3.Error as e:
        return ("error", str(e))
    except sqlite3.Warning as e:
        return ("error", str(e))
    if all(is_read_only(s) for s, _ in split_statements(ref)):
        return ("rows",) + res
    return ("db", db_state(c))


def same(a, b, ordered):
    if a[0] != b[0]:
        return False
    if a[0] == "error":
        return False
    if a[0] == "db":
        return a[1] == b[1]
    if len(a[1]) != len(b[1]):
        return False
    ra = [tuple(value_key(v) for v in r) for r in a[2]]
    rb = [tuple(value_key(v) for v in r) for r in b[2]]
    if any(len(r) != len(a[1]) for r in ra):
        return False
    return ra == rb if ordered else sorted(ra) == sorted(rb)


def cell(v):
    if v is None:
        return "NULL"
    if isinstance(v, bytes):
        return "x'" + v.hex().upper() + "'"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return _lit.execute("SELECT printf('%!.15g', ?)", (v,)).fetchone()[0]
    if v == "":
        return "(empty)"
    return v


def parse_answers(path):
    text = open(path, encoding="utf-8").read()
    answers, desc, buf = [], None, []
    for line in text.split("\n"):
        if line.startswith("-- answer:"):
            if desc is not None:
                answers.append((desc, "\n".join(buf).strip()))
            desc, buf = line[len("-- answer:"):].strip(), []
        else:
            buf.append(line)
    if desc is not None:
        answers.append((desc, "\n".join(buf).strip()))
    return answers


# ---------------------------------------------------------------- lessons

def exercises(items):
    """Yields (exercise item, index, expected table item or None, hint paragraphs, datasets)."""
    datasets = []
    for idx, it in enumerate(items):
        if it["kind"] == "sql" and it["block"] == "dataset":
            datasets.append(it)
        elif it["kind"] == "sql" and it["block"] == "exercise":
            table, hints = None, []
            n = idx + 1
            if n < len(items) and items[n]["kind"] == "table":
                table = items[n]
                n += 1
            if n < len(items) and items[n]["kind"] == "quote":
                hints = [p for p in items[n]["paragraphs"] if p.startswith("Hint:")]
            yield it, idx, table, hints, datasets
            datasets = []


def check_lesson(path):
    lesson_id = os.path.splitext(os.path.basename(path))[0]
    print(f"== {path}")
    items = parse_lesson(path)
    conn = connect()
    ids = set()
    ex_count = 0
    answers_dir = os.path.join(ROOT, "Tests", "Data", "answers", lesson_id)
    for idx, it in enumerate(items):
        where = f"{path}:{it['line']}"
        if it["kind"] == "sql" and it["block"] in ("steps", "setup"):
            run_steps(conn, it, where)
    # second pass, exercise by exercise, with the state rebuilt up to each
    state = connect()
    pos = 0
    for ex, idx, table, hints, datasets in exercises(items):
        ex_count += 1
        while pos < idx:
            it = items[pos]
            if it["kind"] == "sql" and it["block"] in ("steps", "setup"):
                saved = len(problems)
                run_steps(state, it, f"{path}:{it['line']}")
                del problems[saved:]  # reported in the first pass
            pos += 1
        eid = ex["attrs"].get("id")
        where = f"{path}:{ex['line']} ({eid})"
        if eid in ids:
            problem(where, "id used twice")
        ids.add(eid)
        ref = ex["content"]
        stmts = split_statements(ref)
        ordered = ex["attrs"].get("order", "exact" if has_top_level_order_by(stmts[-1][0]) else "any") == "exact"
        read_only = all(is_read_only(s) for s, _ in stmts)
        if not (2 <= len(hints) <= 3):
            problem(where, f"{len(hints)} hints")
        base = outcome(state, ref, ref)
        if base[0] == "error":
            problem(where, f"reference fails: {base[1]}")
            continue
        if read_only:
            if table is None:
                problem(where, "query exercise without an expected table")
            else:
                cells = [table_cells(r) for r in table["rows"]]
                header, body = cells[0], cells[2:]
                got = [[cell(v) for v in r] for r in base[2]]
                if header != base[1]:
                    problem(where, f"table header {header} != columns {base[1]}")
                if (body != got) if ordered else (sorted(body) != sorted(got)):
                    problem(where, f"table rows differ:\n    table {body}\n    ref   {got}")
                elif body != got:
                    problem(where, "table rows are not in the order the reference returns them (harmless for order=any, but confusing)")
            if ordered and not same(base, outcome(state, ref, ref, reverse=True), True):
                problem(where, "order not determined on the lesson's data")
        elif table is not None:
            problem(where, "change exercise with a table")
        ds_states = []
        for n, ds in enumerate(datasets, 1):
            c = copy_db(state)
            try:
                c.executescript(ds["content"])
            except sqlite3.Error as e:
                problem(where, f"dataset {n} fails: {e}")
                continue
            r = outcome(c, ref, ref)
            if r[0] == "error":
                problem(where, f"reference fails on dataset {n}: {r[1]}")
            det = not ordered or same(r, outcome(c, ref, ref, reverse=True), True)
            if ordered and not det:
                problem(where, f"order not determined on dataset {n}")
            if same(r, base, ordered) and verbose:
                print(f"  note {where}: dataset {n} gives the same result as the lesson's data")
            ds_states.append((n, c, r, ordered and det))
        for kind, minimum in (("wrong", 5), ("right", 3)):
            f = os.path.join(answers_dir, f"{eid}.{kind}.sql")
            if not os.path.exists(f):
                problem(where, f"missing {os.path.relpath(f, ROOT)}")
                continue
            answers = parse_answers(f)
            if len(answers) < minimum:
                problem(where, f"{kind}: only {len(answers)} answers")
            for desc, text in answers:
                aw = f"{os.path.relpath(f, ROOT)} [{desc}]"
                a = outcome(state, ref, text)
                if not same(a, base, ordered):
                    problem(aw, f"differs from the reference on the lesson's data: {a if a[0] != 'db' else 'db state'}")
                    continue
                reversed_hit = not same(outcome(state, ref, text, reverse=True), base, ordered) if (ordered or not read_only) else False
                hits = [n for n, c, r, o in ds_states if not same(outcome(c, ref, text), r, o)]
                hit = "reversed order (lesson data)" if reversed_hit else (f"dataset {hits[0]}" if hits else None)
                if kind == "wrong":
                    named = [int(x) for x in re.findall(r"dataset (\d+)", desc)]
                    if hit is None:
                        problem(aw, "no dataset tells it from the reference")
                    elif not named and "reversed" not in desc:
                        problem(aw, f"caught by {hit}, but the description names no dataset")
                    elif named and not set(named) <= set(hits):
                        problem(aw, f"description names dataset {named}, but only {hits} catch it")
                    elif "reversed" in desc and not reversed_hit:
                        problem(aw, "description says reversed order, but reversing does not catch it")
                    if verbose:
                        print(f"  ok wrong {eid}: {desc} -> datasets {hits}{' + reversed' if reversed_hit else ''}")
                elif hit is not None:
                    problem(aw, f"a right answer differs from the reference on {hit}")
    print(f"  {ex_count} exercises")
    return ex_count


def compare_editions(en_path):
    zh_path = os.path.join(os.path.dirname(en_path), "zh", os.path.basename(en_path))
    where = zh_path
    if not os.path.exists(zh_path):
        problem(where, "missing")
        return
    en, zh = parse_lesson(en_path), parse_lesson(zh_path)
    sql_en = [i["info"] for i in en if i["kind"] == "sql"]
    sql_zh = [i["info"] for i in zh if i["kind"] == "sql"]
    if sql_en != sql_zh:
        for k, (a, b) in enumerate(zip(sql_en, sql_zh)):
            if a != b:
                problem(where, f"SQL block {k + 1} differs from the English edition:\n{a}\n{b}")
                break
        else:
            problem(where, f"{len(sql_zh)} SQL blocks, English has {len(sql_en)}")
    ex_en = [(e["attrs"], t["rows"] if t else None, len(h)) for e, _, t, h, _ in exercises(en)]
    ex_zh = [(e["attrs"], t["rows"] if t else None, len(h)) for e, _, t, h, _ in exercises(zh)]
    for a, b in zip(ex_en, ex_zh):
        if a[0] != b[0] or [len(table_cells(r)) for r in (a[1] or [])] != [len(table_cells(r)) for r in (b[1] or [])] or a[2] != b[2]:
            problem(where, f"exercise {a[0].get('id')} differs (attrs, table size or hint count)")


def main(argv):
    global verbose
    zh = "--zh" in argv
    verbose = "-v" in argv
    paths = [a for a in argv if not a.startswith("-")]
    total = 0
    for p in paths:
        total += check_lesson(p)
        if zh:
            compare_editions(p)
    print(f"{total} exercises; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
