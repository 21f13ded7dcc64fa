-- answer: [WHERE] the orders' keys written out (generated datasets)
DELETE FROM Line WHERE O_ID IN (2, 5);
-- answer: [WHERE] only orders placed from 20 January (generated datasets)
DELETE FROM Line WHERE O_ID IN (SELECT O_ID FROM Orders WHERE shipped IS NULL AND placed >= '2024-01-20');
-- answer: [WHERE] also orders shipped after March (generated datasets)
DELETE FROM Line WHERE O_ID IN (SELECT O_ID FROM Orders WHERE shipped IS NULL OR shipped > '2024-03-31');
-- answer: [WHERE] only lines without a discount or with one (generated datasets)
DELETE FROM Line WHERE O_ID IN (SELECT O_ID FROM Orders WHERE shipped IS NULL) AND (discount IS NULL OR discount > 10);
-- answer: [WHERE] the customers written out (generated datasets)
DELETE FROM Line WHERE O_ID IN (SELECT O_ID FROM Orders WHERE code IN ('bob', 'eve') AND shipped IS NULL);
