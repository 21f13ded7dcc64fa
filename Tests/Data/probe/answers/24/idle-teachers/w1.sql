-- kind=wrong clause=WHERE class=not-in-null
SELECT surname FROM Teacher WHERE tcode NOT IN (SELECT tcode FROM Course) ORDER BY tcode;
