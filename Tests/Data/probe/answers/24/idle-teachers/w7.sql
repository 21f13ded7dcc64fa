-- kind=wrong clause=WHERE class=wrong-column
SELECT surname FROM Teacher AS t WHERE NOT EXISTS (SELECT 1 FROM Course AS c WHERE c.tcode = t.tcode) AND mentor IS NOT NULL ORDER BY tcode;
