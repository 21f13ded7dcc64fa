-- answer: [WHERE] a constant only in the answer: scores above 0 (drops a score of 0)
SELECT s.name, c.title, e.score FROM Enrolment AS e JOIN Student AS s ON s.S_ID = e.S_ID JOIN Class AS c ON c.C_ID = e.C_ID
WHERE e.score > 0 ORDER BY e.S_ID, e.C_ID;
-- answer: [WHERE] the lowest visible score as a bound
SELECT s.name, c.title, e.score FROM Enrolment AS e JOIN Student AS s ON s.S_ID = e.S_ID JOIN Class AS c ON c.C_ID = e.C_ID
WHERE e.score >= 40 ORDER BY e.S_ID, e.C_ID;
-- answer: [WHERE] the one NULL score left out by its key
SELECT s.name, c.title, e.score FROM Enrolment AS e JOIN Student AS s ON s.S_ID = e.S_ID JOIN Class AS c ON c.C_ID = e.C_ID
WHERE NOT (e.S_ID = 2 AND e.C_ID = 'MUS') ORDER BY e.S_ID, e.C_ID;
-- answer: [ORDER BY] sorted by the name, which two students may share
SELECT s.name, c.title, e.score FROM Enrolment AS e JOIN Student AS s ON s.S_ID = e.S_ID JOIN Class AS c ON c.C_ID = e.C_ID
WHERE e.score IS NOT NULL ORDER BY s.name, e.C_ID;
-- answer: [JOIN] an extra condition in the join: classes without a teacher dropped
SELECT s.name, c.title, e.score FROM Enrolment AS e JOIN Student AS s ON s.S_ID = e.S_ID JOIN Class AS c ON c.C_ID = e.C_ID AND c.T_ID IS NOT NULL
WHERE e.score IS NOT NULL ORDER BY e.S_ID, e.C_ID;
-- answer: [DISTINCT] DISTINCT merges two students of the same name with the same score
SELECT DISTINCT s.name, c.title, e.score FROM Enrolment AS e JOIN Student AS s ON s.S_ID = e.S_ID JOIN Class AS c ON c.C_ID = e.C_ID
WHERE e.score IS NOT NULL ORDER BY e.S_ID, e.C_ID;
-- answer: [ORDER BY] no C_ID tie-breaker: the WITHOUT ROWID key reads ties in C_ID order on the lesson's data (generated datasets: the key's later column descending)
SELECT s.name, c.title, e.score FROM Enrolment AS e JOIN Student AS s ON s.S_ID = e.S_ID JOIN Class AS c ON c.C_ID = e.C_ID WHERE e.score IS NOT NULL ORDER BY e.S_ID;
