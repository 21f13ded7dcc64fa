-- kind=ok
SELECT t.surname, m.surname AS mentor FROM Teacher AS t LEFT JOIN Teacher AS m ON m.tcode = t.mentor WHERE julianday(t.hired) < julianday(m.hired, '+5 years') ORDER BY t.hired, t.tcode;
