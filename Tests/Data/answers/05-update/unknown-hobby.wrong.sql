-- answer: hard-coded numbers of today's students without a hobby (dataset 1: Newcomer)
UPDATE stu SET Hober = 'unknown' WHERE number IN (4, 6);
-- answer: hard-coded names (dataset 1: Newcomer)
UPDATE stu SET Hober = 'unknown' WHERE name IN ('小红', 'Jay');
-- answer: extra condition on the age (dataset 1: Newcomer is 22)
UPDATE stu SET Hober = 'unknown' WHERE Hober IS NULL AND age < 20;
-- answer: also overwrites an empty hobby (dataset 1: Lily has '')
UPDATE stu SET Hober = 'unknown' WHERE Hober IS NULL OR Hober = '';
-- answer: "none of today's hobbies" instead of "no hobby" (dataset 1: May's chess and Lily's '' are overwritten)
UPDATE stu SET Hober = 'unknown' WHERE Hober IS NOT 'basketball' AND Hober IS NOT 'painting' AND Hober IS NOT 'football' AND Hober IS NOT 'dancing';
