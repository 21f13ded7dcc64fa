-- kind=wrong clause=WHERE class=not-in-null
DELETE FROM Visit WHERE status = 'missed' AND P_ID NOT IN (SELECT P_ID FROM Patient WHERE insurer = 'Bupa');
