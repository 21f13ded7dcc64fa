-- kind=wrong clause=WHERE class=extra-condition
SELECT t.surname, m.surname AS mentor FROM Teacher AS t JOIN Teacher AS m ON m.tcode = t.mentor WHERE t.hired > m.hired AND t.hired < date(m.hired, '+5 years') ORDER BY t.hired, t.tcode;
