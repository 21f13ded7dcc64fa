-- kind=wrong clause=WHERE|GROUP_BY class=bare-max
SELECT d.name, v.day, max(v.charge) AS charge FROM Visit AS v JOIN Doctor AS d ON d.D_ID = v.D_ID GROUP BY d.D_ID ORDER BY d.D_ID;
