-- answer: hard-coded numbers of today's students without a hobby (dataset 1: 新同学)
UPDATE stu SET Hober = '未知' WHERE number IN (4, 6);
-- answer: hard-coded names (dataset 1: 新同学)
UPDATE stu SET Hober = '未知' WHERE name IN ('小红', '阿杰');
-- answer: extra condition on the age (dataset 1: 新同学 is 22)
UPDATE stu SET Hober = '未知' WHERE Hober IS NULL AND age < 20;
-- answer: also overwrites an empty hobby (dataset 1: 小丽 has '')
UPDATE stu SET Hober = '未知' WHERE Hober IS NULL OR Hober = '';
-- answer: "none of today's hobbies" instead of "no hobby" (dataset 1: 小美's 围棋 and 小丽's '' are overwritten)
UPDATE stu SET Hober = '未知' WHERE Hober IS NOT '篮球' AND Hober IS NOT '画画' AND Hober IS NOT '足球' AND Hober IS NOT '舞蹈';
