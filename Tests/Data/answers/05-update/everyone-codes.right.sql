-- answer: an always-true WHERE
UPDATE stu SET Hober = '编程' WHERE 1;
-- answer: only rows that are not already 编程 (fewer rows changed, same table)
UPDATE stu SET Hober = '编程' WHERE Hober IS NOT '编程';
-- answer: the text built with ||
UPDATE stu SET Hober = '编' || '程';
