-- kind=wrong clause=WHERE class=constants
SELECT name FROM Patient WHERE P_ID NOT IN (SELECT P_ID FROM Visit WHERE D_ID = 1) ORDER BY P_ID;
