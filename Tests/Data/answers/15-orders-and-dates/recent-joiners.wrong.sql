-- answer: [ORDER BY] no tie-breaker (generated datasets)
SELECT code, name FROM Customer ORDER BY joined DESC LIMIT 2 OFFSET 1;
-- answer: [ORDER BY] ties broken by name (generated datasets)
SELECT code, name FROM Customer ORDER BY joined DESC, name LIMIT 2 OFFSET 1;
-- answer: [ORDER BY] ties broken by code descending (generated datasets)
SELECT code, name FROM Customer ORDER BY joined DESC, code DESC LIMIT 2 OFFSET 1;
-- answer: [ORDER BY] ties broken by city (generated datasets)
SELECT code, name FROM Customer ORDER BY joined DESC, city LIMIT 2 OFFSET 1;
-- answer: [ORDER BY] ties broken by the column's position, the wrong one (generated datasets)
SELECT code, name FROM Customer ORDER BY joined DESC, 2 LIMIT 2 OFFSET 1;
-- answer: [WHERE] the latest customer left out by name, not skipped (generated datasets)
SELECT code, name FROM Customer WHERE code <> 'dan' ORDER BY joined DESC, code LIMIT 2;
