-- kind=wrong clause=ORDER_BY class=order-by-column
SELECT t.surname, m.surname AS mentor FROM Teacher AS t JOIN Teacher AS m ON m.tcode = t.mentor WHERE t.hired < date(m.hired, '+5 years') ORDER BY substr(t.hired, 1, 4), t.tcode;
