-- kind=ok
SELECT t.surname FROM Teacher AS t LEFT JOIN Course AS c ON c.tcode = t.tcode WHERE c.ccode IS NULL ORDER BY t.tcode;
