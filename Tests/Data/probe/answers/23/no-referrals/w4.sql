-- kind=wrong clause=WHERE class=inner-semantics
SELECT name FROM Customer WHERE cust NOT IN (SELECT referred_by FROM Customer WHERE referred_by IS NOT NULL) AND cust IN (SELECT cust FROM Orders) ORDER BY cust;
