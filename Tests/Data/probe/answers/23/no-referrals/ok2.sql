-- kind=ok
SELECT name FROM (SELECT cust, name FROM Customer EXCEPT SELECT c.cust, c.name FROM Customer AS c JOIN Customer AS x ON x.referred_by = c.cust) ORDER BY cust;
