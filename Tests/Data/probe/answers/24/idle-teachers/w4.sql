-- kind=wrong clause=WHERE class=null
SELECT surname FROM Teacher AS t WHERE NOT EXISTS (SELECT 1 FROM Course AS c WHERE c.tcode = t.tcode AND c.room IS NOT NULL) ORDER BY tcode;
