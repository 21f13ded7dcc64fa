-- kind=wrong clause=WHERE class=date-year
SELECT t.surname, m.surname AS mentor FROM Teacher AS t JOIN Teacher AS m ON m.tcode = t.mentor WHERE strftime('%Y', t.hired) - strftime('%Y', m.hired) < 5 ORDER BY t.hired, t.tcode;
