-- answer: treats an empty text as missing (dataset 1: D401 has '')
SELECT room FROM DormImport WHERE phone IS NULL OR phone = '';
-- answer: coalesce to a marker that real data may hold (dataset 1: D403 has 'none')
SELECT room FROM DormImport WHERE coalesce(phone, 'none') = 'none';
-- answer: hard-coded room (dataset 1: D402)
SELECT room FROM DormImport WHERE room = 'B202';
-- answer: a different column that happens to pick the same row (dataset 1: D402 has 2 beds)
SELECT room FROM DormImport WHERE beds = 0;
-- answer: extra condition on the floor (dataset 1: D402 is on floor 1)
SELECT room FROM DormImport WHERE phone IS NULL AND floor = 2;
-- answer: zero length counted as missing (dataset 1: D401 has '')
SELECT room FROM DormImport WHERE ifnull(length(phone), 0) = 0;
-- answer: the rooms copied from a counterexample (caught by the derived variants)
SELECT room FROM DormImport WHERE room IN ('B202', 'D402');
