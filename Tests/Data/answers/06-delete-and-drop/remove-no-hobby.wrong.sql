-- answer: hard-coded numbers (dataset 1: 老王)
DELETE FROM stu WHERE number IN (4, 6);
-- answer: hard-coded names (dataset 1: 老王)
DELETE FROM stu WHERE name IN ('小红', '阿杰');
-- answer: also deletes an empty hobby (dataset 1: 小丽)
DELETE FROM stu WHERE Hober IS NULL OR Hober = '';
-- answer: extra condition on the age (dataset 1: 老王 is 25)
DELETE FROM stu WHERE Hober IS NULL AND age < 20;
-- answer: coalesce to a marker that real data may hold (dataset 1: 小美's hobby is 'none')
DELETE FROM stu WHERE coalesce(Hober, 'none') = 'none';
-- answer: "not one of today's hobbies" (dataset 1: 大伟, 小丽, 小美 go too)
DELETE FROM stu WHERE number NOT IN (SELECT number FROM stu WHERE Hober IN ('篮球', '画画'));
