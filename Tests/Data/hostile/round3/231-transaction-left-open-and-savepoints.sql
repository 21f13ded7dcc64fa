-- case: 231-transaction-left-open-and-savepoints
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
BEGIN;
SAVEPOINT a;
DELETE FROM orders;
SAVEPOINT b;
ROLLBACK TO a;
