-- kind=wrong clause=ORDER_BY class=tie-breaker-name
SELECT t.surname, m.surname AS mentor FROM Teacher AS t JOIN Teacher AS m ON m.tcode = t.mentor WHERE t.hired < date(m.hired, '+5 years') ORDER BY t.hired, t.surname;
