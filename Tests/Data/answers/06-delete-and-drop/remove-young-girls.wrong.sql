-- answer: hard-coded name (dataset 1: 小丽)
DELETE FROM Class43 WHERE name = '萌神';
-- answer: hard-coded key (dataset 1: 小丽)
DELETE FROM Class43 WHERE Stu_ID = 2;
-- answer: exactly 17 instead of under 18 (dataset 1: 小丽 is 16)
DELETE FROM Class43 WHERE gender = '女' AND age = 17;
-- answer: "not a boy" instead of "a girl" (dataset 1: Tom has the default gender M)
DELETE FROM Class43 WHERE gender <> '男' AND age < 18;
-- answer: under 19 instead of under 18 (dataset 1: 小美 is 18)
DELETE FROM Class43 WHERE gender = '女' AND age < 19;
