-- exercise: a
SELECT 'café';
