-- kind=wrong clause=WHERE class=status-constant
DELETE FROM Visit WHERE status <> 'done' AND P_ID IN (SELECT P_ID FROM Patient WHERE insurer = 'Axa');
