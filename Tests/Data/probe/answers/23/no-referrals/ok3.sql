-- kind=ok
SELECT name FROM Customer WHERE cust NOT IN (SELECT referred_by FROM Customer WHERE referred_by IS NOT NULL) ORDER BY cust;
