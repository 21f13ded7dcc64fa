-- answer: [SELECT] integer division instead of avg()
SELECT c.C_ID, sum(e.score) / count(e.score) AS average FROM Class AS c LEFT JOIN Enrolment AS e ON e.C_ID = c.C_ID GROUP BY c.C_ID;
-- answer: [SELECT] rounded averages
SELECT c.C_ID, round(avg(e.score)) AS average FROM Class AS c LEFT JOIN Enrolment AS e ON e.C_ID = c.C_ID GROUP BY c.C_ID;
-- answer: [JOIN] an inner join drops a class with no enrolment
SELECT c.C_ID, avg(e.score) AS average FROM Class AS c JOIN Enrolment AS e ON e.C_ID = c.C_ID GROUP BY c.C_ID;
-- answer: [GROUP BY] grouped by the title, which two classes may share
SELECT c.C_ID, avg(e.score) AS average FROM Class AS c LEFT JOIN Enrolment AS e ON e.C_ID = c.C_ID GROUP BY c.title;
-- answer: [SELECT] a NULL score counted as the visible average
SELECT c.C_ID, avg(coalesce(e.score, 72)) AS average FROM Class AS c LEFT JOIN Enrolment AS e ON e.C_ID = c.C_ID GROUP BY c.C_ID;
-- answer: [FROM] from Enrolment alone: a class with no enrolment is missing
SELECT C_ID, avg(score) AS average FROM Enrolment GROUP BY C_ID;
