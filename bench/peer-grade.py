#!/usr/bin/env python3
"""A straightforward peer grader, the way simple SQL autograders work: for each student and each
exercise, a fresh in-memory database gets the lesson's steps before the exercise, then the
reference and the answer run on it (each on its own copy) and their result sets are compared
(as lists when the reference orders its rows, as multisets otherwise; for a statement that
returns no rows, every table's rows after it). No datasets, no variants, no isolation beyond
the process: bench/grade times it beside sqlab and counts the answers sqlab rejects that this
passes.

    bench/peer-grade.py LESSON.md CLASS_DIR > scores.tsv   # student<TAB>exercise<TAB>1|0
"""
import os
import re
import sqlite3
import sys

FENCE = re.compile(r"^```sql(?: (.*))?$")
MARKER = re.compile(r"^\s*--\s*exercise\s*[:：]\s*(\S+)", re.IGNORECASE)


def lesson_blocks(path):
    """(kind, id, sql) for every sql block in order: kind is step, dataset or exercise."""
    blocks, current, info = [], None, ""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if current is None:
                m = FENCE.match(line)
                if m:
                    current, info = [], m.group(1) or ""
            elif line.startswith("```"):
                words = info.split()
                if "dataset" in words:
                    kind, ident = "dataset", None
                elif "exercise" in words:
                    ident = next((w[3:] for w in words if w.startswith("id=")), None)
                    kind = "exercise"
                else:
                    kind, ident = "step", None
                blocks.append((kind, ident, "\n".join(current)))
                current = None
            else:
                current.append(line)
    return blocks


def database(steps):
    db = sqlite3.connect(":memory:")
    for sql in steps:
        try:
            db.executescript(sql)
        except sqlite3.Error:
            pass  # a step the lesson expects to fail
    return db


def outcome(steps, sql):
    """The result of running sql after the steps: its rows, or every table's rows."""
    db = database(steps)
    try:
        rows = None
        for statement in split(sql):
            cursor = db.execute(statement)
            if cursor.description is not None:
                rows = cursor.fetchall()
        if rows is not None:
            return ("rows", rows)
        tables = [r[0] for r in db.execute("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")]
        return ("tables", [(t, sorted(db.execute(f'SELECT * FROM "{t}"').fetchall(), key=repr)) for t in tables])
    except sqlite3.Error as e:
        return ("error", str(e))
    finally:
        db.close()


def split(sql):
    statements, current = [], ""
    for line in sql.splitlines(keepends=True):
        current += line
        if sqlite3.complete_statement(current):
            statements.append(current)
            current = ""
    if current.strip():
        statements.append(current)
    return [s for s in statements if s.strip()]


def answers(text):
    result, current = {}, None
    for line in text.splitlines():
        m = MARKER.match(line)
        if m:
            current = m.group(1).lower()
            result[current] = ""
        elif current is not None:
            result[current] += line + "\n"
    return result


def main():
    lesson, folder = sys.argv[1], sys.argv[2]
    blocks = lesson_blocks(lesson)
    exercises, steps = [], []
    for kind, ident, sql in blocks:
        if kind == "exercise":
            exercises.append((ident, sql, list(steps)))
        elif kind == "step":
            steps.append(sql)
    expected = {ident: outcome(before, sql) for ident, sql, before in exercises}
    ordered = {ident: re.search(r"\border\s+by\b", sql, re.IGNORECASE) is not None for ident, sql, _ in exercises}
    out = sys.stdout
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".sql"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as f:
            given = answers(f.read())
        student = name[:-4]
        for ident, _, before in exercises:
            sql = given.get(ident)
            if sql is None or not sql.strip():
                out.write(f"{student}\t{ident}\t0\n")
                continue
            got, want = outcome(before, sql), expected[ident]
            if got[0] == "rows" and want[0] == "rows" and not ordered[ident]:
                same = sorted(got[1], key=repr) == sorted(want[1], key=repr)
            else:
                same = got == want
            out.write(f"{student}\t{ident}\t{1 if same else 0}\n")


if __name__ == "__main__":
    main()
