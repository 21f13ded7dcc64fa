-- kind=wrong clause=WHERE class=constants
SELECT isbn, title, price FROM Book WHERE isbn IN ('B1', 'B4') ORDER BY price DESC, isbn;
