-- answer: an always-true WHERE
UPDATE stu SET Hober = 'coding' WHERE 1;
-- answer: only rows that are not already coding (fewer rows changed, same table)
UPDATE stu SET Hober = 'coding' WHERE Hober IS NOT 'coding';
-- answer: the text built with ||
UPDATE stu SET Hober = 'cod' || 'ing';
