-- answer: hard-coded numbers (dataset 1: Walt)
DELETE FROM stu WHERE number IN (4, 6);
-- answer: hard-coded names (dataset 1: Walt)
DELETE FROM stu WHERE name IN ('小红', 'Jay');
-- answer: also deletes an empty hobby (dataset 1: Lily)
DELETE FROM stu WHERE Hober IS NULL OR Hober = '';
-- answer: extra condition on the age (dataset 1: Walt is 25)
DELETE FROM stu WHERE Hober IS NULL AND age < 20;
-- answer: coalesce to a marker that real data may hold (dataset 1: May's hobby is 'none')
DELETE FROM stu WHERE coalesce(Hober, 'none') = 'none';
-- answer: "not one of today's hobbies" (dataset 1: David, Lily, May go too)
DELETE FROM stu WHERE number NOT IN (SELECT number FROM stu WHERE Hober IN ('basketball', 'painting'));
