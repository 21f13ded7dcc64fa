-- sqlab repl Tests/Data/course/01-pets.md, piped (ReplCommandTests).
.lesson
.exercises
SELECT * FROM pets;
.solution
.hint
SELECT name FROM pets WHERE kind = 'cat';
.check
.solution
.hint
.hint
SELECT name FROM pets WHERE kind = 'dog';
.check
.exercises
UPDATE pets SET age = age + 1;
.check
.reset
UPDATE pets SET age = age + 1 WHERE name = 'Tom';
.check
.exercises
.lesson Tests/Data/course/02-counting.md
.tables
.quit
