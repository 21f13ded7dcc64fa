-- answer: >= 20 assumes whole-number ages (dataset 1: David is 19.5)
DELETE FROM stu WHERE age >= 20;
-- answer: hard-coded number of today's only match (dataset 1)
DELETE FROM stu WHERE number = 3;
-- answer: hard-coded name (dataset 1)
DELETE FROM stu WHERE name = 'Jack';
-- answer: extra condition on the hobby (dataset 1: David swims, Walt has none)
DELETE FROM stu WHERE age > 19 AND Hober = 'basketball';
-- answer: exactly 20 instead of more than 19 (dataset 1)
DELETE FROM stu WHERE age = 20;
-- answer: extra condition, skips students without a hobby (dataset 1: Walt)
DELETE FROM stu WHERE age > 19 AND Hober IS NOT NULL;
