-- answer: EXISTS
DELETE FROM Enrolment AS e WHERE e.score IS NULL AND EXISTS (SELECT 1 FROM Class AS c WHERE c.C_ID = e.C_ID AND c.T_ID = 3);
-- answer: the conditions the other way round
DELETE FROM Enrolment WHERE C_ID IN (SELECT C_ID FROM Class WHERE T_ID = 3) AND NOT score IS NOT NULL;
-- answer: by key, from a join
DELETE FROM Enrolment WHERE (S_ID, C_ID) IN (SELECT e.S_ID, e.C_ID FROM Enrolment e JOIN Class c ON c.C_ID = e.C_ID WHERE c.T_ID = 3 AND e.score IS NULL);
