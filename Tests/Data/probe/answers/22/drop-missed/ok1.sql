-- kind=ok
DELETE FROM Visit WHERE status = 'missed' AND EXISTS (SELECT 1 FROM Patient AS p WHERE p.P_ID = Visit.P_ID AND p.insurer = 'Axa');
