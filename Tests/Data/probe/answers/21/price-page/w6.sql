-- kind=wrong clause=WHERE class=subquery-rank
SELECT isbn, title, price FROM Book AS b WHERE (SELECT count(*) FROM Book AS c WHERE c.price > b.price) IN (2, 3) ORDER BY price DESC, isbn;
