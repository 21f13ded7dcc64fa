-- case: 103-format-in-trigger
-- class: 2 (a built-in whose cost explodes inside one call)
-- tries: format() (printf's other name) in a trigger body fired by an ordinary UPDATE.
-- expect: check=1 code=SQLITE_ERROR max_ms=2000 (the authorizer sees this printf; the bounded printf is the second defence)
CREATE TABLE log(msg TEXT);
CREATE TRIGGER slow AFTER UPDATE ON nums BEGIN INSERT INTO log VALUES (format('%2147483647d', new.n)); END;
UPDATE nums SET n = n WHERE n = 1;
SELECT count(*) FROM log;
