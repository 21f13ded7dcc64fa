-- answer: NOT EXISTS
INSERT INTO Line (O_ID, P_ID, qty, discount) SELECT 6, p.P_ID, 1, NULL FROM Product AS p WHERE p.category = 'office' AND NOT EXISTS (SELECT 1 FROM Line AS l WHERE l.O_ID = 6 AND l.P_ID = p.P_ID);
-- answer: no column list
INSERT INTO Line SELECT 6, P_ID, 1, NULL FROM Product WHERE category = 'office' AND P_ID NOT IN (SELECT P_ID FROM Line WHERE O_ID = 6);
-- answer: EXCEPT
INSERT INTO Line (O_ID, P_ID, qty) SELECT 6, P_ID, 1 FROM (SELECT P_ID FROM Product WHERE category = 'office' EXCEPT SELECT P_ID FROM Line WHERE O_ID = 6);
