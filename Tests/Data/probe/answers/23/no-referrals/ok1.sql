-- kind=ok
SELECT c.name FROM Customer AS c LEFT JOIN Customer AS x ON x.referred_by = c.cust WHERE x.cust IS NULL ORDER BY c.cust;
