-- kind=wrong clause=WHERE class=like
DELETE FROM Visit WHERE status = 'missed' AND P_ID IN (SELECT P_ID FROM Patient WHERE insurer LIKE 'a%');
