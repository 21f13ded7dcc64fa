-- answer: [VALUES] the rows written out (generated datasets)
INSERT INTO Line VALUES (6, 1, 1, NULL), (6, 5, 1, NULL);
-- answer: [WHERE] no check for products the order has (generated datasets)
INSERT INTO Line (O_ID, P_ID, qty, discount) SELECT 6, P_ID, 1, NULL FROM Product WHERE category = 'office';
-- answer: [WHERE] the products' keys written out (generated datasets)
INSERT INTO Line (O_ID, P_ID, qty, discount) SELECT 6, P_ID, 1, NULL FROM Product WHERE P_ID IN (1, 5);
-- answer: [WHERE] every category but furniture (generated datasets)
INSERT INTO Line (O_ID, P_ID, qty, discount) SELECT 6, P_ID, 1, NULL FROM Product WHERE category <> 'furniture' AND P_ID NOT IN (SELECT P_ID FROM Line WHERE O_ID = 6);
-- answer: [WHERE] products the order has, looked up in every order (generated datasets)
INSERT INTO Line (O_ID, P_ID, qty, discount) SELECT 6, P_ID, 1, NULL FROM Product WHERE category = 'office' AND P_ID NOT IN (SELECT P_ID FROM Line WHERE O_ID >= 6);
