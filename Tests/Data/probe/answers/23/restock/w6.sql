-- kind=wrong clause=WHERE class=constants
UPDATE Product SET stock = 10 WHERE stock < 5 AND category = 'home';
