-- kind=wrong clause=WHERE class=constants
DELETE FROM Visit WHERE V_ID = 6;
