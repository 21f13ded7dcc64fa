-- kind=wrong clause=HAVING class=having-column
INSERT INTO Award (ccode, pupils, best) SELECT c.ccode, count(e.pid), max(e.mark) FROM Course AS c LEFT JOIN Enrolment AS e ON e.ccode = c.ccode GROUP BY c.ccode HAVING count(e.pid) > 0;
