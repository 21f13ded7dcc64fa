-- kind=ok
UPDATE Doctor SET fee = round(fee + fee / 10, 2) WHERE (SELECT count(*) FROM Visit AS v WHERE v.D_ID = Doctor.D_ID AND v.status = 'done' AND v.day BETWEEN '2024-03-01' AND '2024-03-31') >= 2;
