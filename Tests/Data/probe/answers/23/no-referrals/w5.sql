-- kind=wrong clause=WHERE class=self-join-wrong-side
SELECT c.name FROM Customer AS c WHERE NOT EXISTS (SELECT 1 FROM Customer AS x WHERE x.referred_by = c.cust AND x.cust <> c.referred_by) ORDER BY c.cust;
