-- kind=ok
SELECT surname FROM Teacher WHERE tcode NOT IN (SELECT tcode FROM Course WHERE tcode IS NOT NULL) ORDER BY 1 * 0, tcode;
