-- answer: two comparisons instead of BETWEEN
SELECT room, beds FROM DormImport WHERE beds < 1 OR beds > 8;
-- answer: NOT BETWEEN
SELECT room, beds FROM DormImport WHERE beds NOT BETWEEN 1 AND 8;
-- answer: De Morgan written out, with an alias
SELECT d.room, d.beds FROM DormImport AS d WHERE NOT (d.beds >= 1 AND d.beds <= 8);
