-- answer: [WHERE] every NULL score, in any class
DELETE FROM Enrolment WHERE score IS NULL;
-- answer: [WHERE] the visible class by key
DELETE FROM Enrolment WHERE score IS NULL AND C_ID = 'MUS';
-- answer: [WHERE] the class's teacher tested by "not teacher 1 or 2"
DELETE FROM Enrolment WHERE score IS NULL AND C_ID NOT IN (SELECT C_ID FROM Class WHERE T_ID IN (1, 2));
-- answer: [WHERE] the visible students by key
DELETE FROM Enrolment WHERE C_ID = 'MUS' AND S_ID IN (1, 2, 3);
-- answer: [WHERE] low scores taken for missing ones
DELETE FROM Enrolment WHERE (score IS NULL OR score < 50) AND C_ID IN (SELECT C_ID FROM Class WHERE T_ID = 3);
