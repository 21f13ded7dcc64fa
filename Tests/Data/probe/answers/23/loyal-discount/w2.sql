-- kind=wrong clause=WHERE class=constants
UPDATE Item SET discount = 0.2 WHERE O_ID = 3;
