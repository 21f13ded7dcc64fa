-- kind=wrong clause=WHERE class=constants
SELECT name FROM Customer AS c WHERE NOT EXISTS (SELECT 1 FROM Customer AS x WHERE x.referred_by = c.cust AND x.country <> 'XX') AND c.country <> 'US' ORDER BY cust;
