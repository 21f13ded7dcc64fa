-- kind=wrong clause=WHERE class=constants
SELECT m.name FROM Member AS m WHERE m.card IN (SELECT l.card FROM Loan AS l WHERE l.isbn IN ('B2', 'B5')) ORDER BY m.name, m.card;
