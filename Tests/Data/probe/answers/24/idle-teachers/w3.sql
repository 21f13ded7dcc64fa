-- kind=wrong clause=WHERE class=constants
SELECT surname FROM Teacher AS t WHERE NOT EXISTS (SELECT 1 FROM Course AS c WHERE c.tcode = t.tcode AND c.cap >= 20) ORDER BY tcode;
