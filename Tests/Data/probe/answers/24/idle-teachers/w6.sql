-- kind=wrong clause=WHERE class=constants-only
SELECT surname FROM Teacher WHERE hired > '2020-01-01' ORDER BY tcode;
