-- kind=wrong clause=WHERE class=constants
SELECT name FROM Customer WHERE cust = 'C4' ORDER BY cust;
