-- kind=wrong clause=WHERE class=constants
SELECT t.surname, m.surname AS mentor FROM Teacher AS t JOIN Teacher AS m ON m.tcode = t.mentor WHERE t.hired < '2022-01-01' ORDER BY t.hired, t.tcode;
