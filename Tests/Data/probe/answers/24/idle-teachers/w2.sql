-- kind=wrong clause=WHERE class=null-vs-key
SELECT t.surname FROM Teacher AS t LEFT JOIN Course AS c ON c.tcode = t.tcode WHERE c.room IS NULL ORDER BY t.tcode;
