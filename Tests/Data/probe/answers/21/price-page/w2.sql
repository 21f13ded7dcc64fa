-- kind=wrong clause=WHERE class=constants
SELECT isbn, title, price FROM Book WHERE price < 11 ORDER BY price DESC, isbn LIMIT 2;
