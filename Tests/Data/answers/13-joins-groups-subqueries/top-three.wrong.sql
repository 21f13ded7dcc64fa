-- answer: [ORDER BY] no tie-breaker
SELECT s.name, e.score FROM Enrolment AS e JOIN Student AS s ON s.S_ID = e.S_ID WHERE e.C_ID = 'DB1' AND e.score IS NOT NULL ORDER BY e.score DESC LIMIT 3;
-- answer: [ORDER BY] the tie broken by S_ID only
SELECT s.name, e.score FROM Enrolment AS e JOIN Student AS s ON s.S_ID = e.S_ID WHERE e.C_ID = 'DB1' AND e.score IS NOT NULL ORDER BY e.score DESC, s.S_ID LIMIT 3;
-- answer: [ORDER BY] ties by name in reverse
SELECT s.name, e.score FROM Enrolment AS e JOIN Student AS s ON s.S_ID = e.S_ID WHERE e.C_ID = 'DB1' AND e.score IS NOT NULL ORDER BY e.score DESC, s.name DESC, s.S_ID LIMIT 3;
-- answer: [WHERE] a visible bound instead of LIMIT
SELECT s.name, e.score FROM Enrolment AS e JOIN Student AS s ON s.S_ID = e.S_ID WHERE e.C_ID = 'DB1' AND e.score > 70 ORDER BY e.score DESC, s.name, s.S_ID;
-- answer: [LIMIT] four rows when three are asked, filtered to three by an OFFSET
SELECT s.name, e.score FROM Enrolment AS e JOIN Student AS s ON s.S_ID = e.S_ID WHERE e.C_ID = 'DB1' AND e.score >= 72 ORDER BY e.score DESC, s.name, s.S_ID LIMIT 4;
