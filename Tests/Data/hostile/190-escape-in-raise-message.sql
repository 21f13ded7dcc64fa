-- class: 5 (new attack, issue 12)
-- expect: check=1 code=SQLITE_ERROR run=1 repl=1
CREATE TEMP TRIGGER tr AFTER INSERT ON orders BEGIN SELECT raise(ABORT, char(27) || '[2J'); END; INSERT INTO orders(id) VALUES (999);
