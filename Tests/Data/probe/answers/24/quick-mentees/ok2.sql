-- kind=ok
SELECT surname, (SELECT m.surname FROM Teacher AS m WHERE m.tcode = t.mentor) AS mentor FROM Teacher AS t WHERE hired < (SELECT date(m.hired, '+5 years') FROM Teacher AS m WHERE m.tcode = t.mentor) ORDER BY hired, tcode;
