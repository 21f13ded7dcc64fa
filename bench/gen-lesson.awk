# Writes a deterministic lesson of N statements (default 100000) for bench/slt, and the same
# statements as plain SQL for the sqlite3 shell:
#   awk -v n=100000 -v md=OUT.md -v sql=OUT.sql -f bench/gen-lesson.awk
# A table of students; inserts, updates, selects with LIMIT/OFFSET and deletes, mixed by a
# fixed generator (Park and Miller's minimal standard, exact in a double; no rand(): awks
# differ), so every run and every awk writes the same files.
BEGIN {
    if (n == "") n = 100000
    seed = 12345
    names[0] = "Ada"; names[1] = "Bo"; names[2] = "Chen"; names[3] = "Dana"; names[4] = "Eli"
    names[5] = "Fei"; names[6] = "Gus"; names[7] = "Hui"; names[8] = "Ivo"; names[9] = "Jun"
    print "# Bench: " n " statements" > md
    print "" > md
    print "A generated lesson for timing `sqlab run`; see bench/slt." > md
    create = "CREATE TABLE students (Stu_ID INTEGER PRIMARY KEY NOT NULL, name TEXT NOT NULL, gender TEXT NOT NULL DEFAULT 'M', age INTEGER NOT NULL);"
    block = 1000
    nextId = 1
    for (i = 0; i < n; i++) {
        if (i % block == 0) {
            if (i > 0) print "```" > md
            print "" > md
            print "Block " (i / block + 1) "." > md
            print "" > md
            print "```sql" > md
        }
        if (i == 0) {
            stmt = create
        } else {
            r = next_random() % 100
            if (r < 40 || nextId < 50) {
                stmt = sprintf("INSERT INTO students VALUES (%d, '%s%d', '%s', %d);", nextId, names[nextId % 10], nextId, (nextId % 2 ? "M" : "F"), 16 + nextId % 8)
                nextId++
            } else if (r < 60) {
                stmt = sprintf("UPDATE students SET age = age + 1 WHERE Stu_ID = %d;", 1 + next_random() % nextId)
            } else if (r < 85) {
                stmt = sprintf("SELECT Stu_ID, name, age FROM students ORDER BY Stu_ID LIMIT 5 OFFSET %d;", next_random() % nextId)
            } else {
                stmt = sprintf("DELETE FROM students WHERE Stu_ID = %d;", 1 + next_random() % nextId)
            }
        }
        print stmt > md
        print stmt > sql
    }
    print "```" > md
}
function next_random() {
    seed = (seed * 16807) % 2147483647
    return int(seed / 1024)
}
