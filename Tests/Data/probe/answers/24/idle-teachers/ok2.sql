-- kind=ok
SELECT surname FROM Teacher WHERE tcode IN (SELECT tcode FROM Teacher EXCEPT SELECT tcode FROM Course) ORDER BY tcode;
