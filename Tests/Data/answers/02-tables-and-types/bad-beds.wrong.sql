-- answer: integer-only bounds miss a fractional count (dataset 1: D403 8.5 beds)
SELECT room, beds FROM DormImport WHERE beds >= 9 OR beds <= 0;
-- answer: hard-coded bad values seen today (dataset 1: 9, -1, 8.5, 12)
SELECT room, beds FROM DormImport WHERE beds = 10 OR beds = 0;
-- answer: hard-coded rooms (dataset 1: D401-E501 missing)
SELECT room, beds FROM DormImport WHERE room IN ('A102', 'B202');
-- answer: off by one, 9 allowed (dataset 1: D401 9 beds)
SELECT room, beds FROM DormImport WHERE NOT (beds BETWEEN 1 AND 9);
-- answer: only zero counted as too few (dataset 1: D402 -1 beds)
SELECT room, beds FROM DormImport WHERE beds > 8 OR beds = 0;
-- answer: extra condition on the floor (dataset 1: D401, E501 on floors 4 and 5)
SELECT room, beds FROM DormImport WHERE NOT (beds BETWEEN 1 AND 8) AND floor < 3;
