-- answer: only too-high floors (dataset 1: D401 floor 0)
SELECT room, floor FROM DormImport WHERE floor > 6;
-- answer: counts a NULL floor as refused, but CHECK lets NULL in (dataset 1: D402)
SELECT room, floor FROM DormImport WHERE NOT (floor BETWEEN 1 AND 6) OR floor IS NULL;
-- answer: hard-coded value seen today (dataset 1: 0 and 6.5)
SELECT room, floor FROM DormImport WHERE floor = 9;
-- answer: integer-only bounds miss a fractional floor (dataset 1: D403 6.5)
SELECT room, floor FROM DormImport WHERE floor >= 7 OR floor <= 0;
-- answer: a list of whole floors refuses 1.5, which BETWEEN accepts (dataset 1: D404)
SELECT room, floor FROM DormImport WHERE floor NOT IN (1, 2, 3, 4, 5, 6);
-- answer: hard-coded room (dataset 1: D401, D403)
SELECT room, floor FROM DormImport WHERE room = 'C301';
-- answer: a condition the reference does not have, true of every visible row (caught by boundary rows)
SELECT room, floor FROM DormImport WHERE floor NOT BETWEEN 1 AND 6 AND beds = 4;
