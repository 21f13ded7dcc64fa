-- kind=wrong clause=WHERE class=date-boundary
SELECT t.surname, m.surname AS mentor FROM Teacher AS t JOIN Teacher AS m ON m.tcode = t.mentor WHERE julianday(t.hired) - julianday(m.hired) < 5 * 365 ORDER BY t.hired, t.tcode;
