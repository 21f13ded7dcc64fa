-- kind=wrong clause=WHERE class=constants
DELETE FROM Visit WHERE charge = 0 AND P_ID IN (SELECT P_ID FROM Patient WHERE insurer = 'Axa');
