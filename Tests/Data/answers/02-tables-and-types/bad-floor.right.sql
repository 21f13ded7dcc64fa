-- answer: two comparisons
SELECT room, floor FROM DormImport WHERE floor < 1 OR floor > 6;
-- answer: NOT BETWEEN
SELECT room, floor FROM DormImport WHERE floor NOT BETWEEN 1 AND 6;
-- answer: De Morgan written out
SELECT room, floor FROM DormImport WHERE NOT (floor >= 1 AND floor <= 6);
