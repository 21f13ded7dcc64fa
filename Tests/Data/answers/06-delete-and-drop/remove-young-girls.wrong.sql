-- answer: hard-coded name (dataset 1: Lily)
DELETE FROM Class43 WHERE name = 'Mia';
-- answer: hard-coded key (dataset 1: Lily)
DELETE FROM Class43 WHERE Stu_ID = 2;
-- answer: exactly 17 instead of under 18 (dataset 1: Lily is 16)
DELETE FROM Class43 WHERE gender = 'F' AND age = 17;
-- answer: under 19 instead of under 18 (dataset 1: May is 18)
DELETE FROM Class43 WHERE gender = 'F' AND age < 19;
-- answer: extra condition on the key (dataset 1: Lily is number 8)
DELETE FROM Class43 WHERE gender = 'F' AND age < 18 AND Stu_ID < 8;
