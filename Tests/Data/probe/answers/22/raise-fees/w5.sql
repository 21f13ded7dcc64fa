-- kind=wrong clause=WHERE class=date-boundary
UPDATE Doctor SET fee = round(fee * 1.1, 2) WHERE (SELECT count(*) FROM Visit AS v WHERE v.D_ID = Doctor.D_ID AND v.day >= '2024-03-01' AND v.status = 'done') >= 2;
