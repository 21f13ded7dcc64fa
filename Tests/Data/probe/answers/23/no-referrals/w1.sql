-- kind=wrong clause=WHERE class=not-in-null
SELECT name FROM Customer WHERE cust NOT IN (SELECT referred_by FROM Customer) ORDER BY cust;
