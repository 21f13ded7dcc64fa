-- kind=wrong clause=ORDER_BY class=order-by-name
SELECT surname FROM Teacher AS t WHERE NOT EXISTS (SELECT 1 FROM Course AS c WHERE c.tcode = t.tcode) ORDER BY surname;
