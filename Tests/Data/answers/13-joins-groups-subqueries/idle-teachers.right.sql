-- answer: NOT EXISTS
SELECT name FROM Teacher AS t WHERE NOT EXISTS (SELECT 1 FROM Class AS c WHERE c.T_ID = t.T_ID);
-- answer: NOT IN a subquery without NULLs
SELECT name FROM Teacher WHERE T_ID NOT IN (SELECT T_ID FROM Class WHERE T_ID IS NOT NULL);
-- answer: LEFT JOIN tested on the title, which is never NULL
SELECT t.name FROM Teacher t LEFT JOIN Class c ON t.T_ID = c.T_ID WHERE c.title IS NULL;
-- answer: EXCEPT on keys
SELECT name FROM Teacher WHERE T_ID IN (SELECT T_ID FROM Teacher EXCEPT SELECT T_ID FROM Class);
