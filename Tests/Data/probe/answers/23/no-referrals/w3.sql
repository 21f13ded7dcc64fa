-- kind=wrong clause=GROUP_BY class=group-by-name
SELECT c.name FROM Customer AS c LEFT JOIN Customer AS x ON x.referred_by = c.cust GROUP BY c.name HAVING count(x.cust) = 0 ORDER BY c.cust;
