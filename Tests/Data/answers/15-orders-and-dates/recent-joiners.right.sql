-- answer: LIMIT 1, 2
SELECT code, name FROM Customer ORDER BY joined DESC, code LIMIT 1, 2;
-- answer: by position and alias
SELECT code AS who, name FROM Customer ORDER BY joined DESC, 1 LIMIT 2 OFFSET 1;
-- answer: ties by code through a qualified name
SELECT c.code, c.name FROM Customer AS c ORDER BY c.joined DESC, c.code ASC LIMIT 2 OFFSET 1;
-- answer: a window function
SELECT code, name FROM (SELECT code, name, row_number() OVER (ORDER BY joined DESC, code) AS n FROM Customer) WHERE n BETWEEN 2 AND 3 ORDER BY n;
