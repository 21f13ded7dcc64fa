-- kind=wrong clause=FROM class=constants
SELECT column1 AS card, column2 AS name, column3 AS loans FROM (VALUES ('M01','Alice Brown',4),('M02','Bilal Khan',2),('M03','Chen Wei',2),('M04','Dora Silva',1),('M05','Emil Novak',2)) ORDER BY 1;
