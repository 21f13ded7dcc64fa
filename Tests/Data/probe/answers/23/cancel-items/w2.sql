-- kind=wrong clause=WHERE class=constants
DELETE FROM Item WHERE O_ID = 5;
