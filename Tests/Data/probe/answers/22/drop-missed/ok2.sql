-- kind=ok
DELETE FROM Visit WHERE V_ID IN (SELECT v.V_ID FROM Visit AS v JOIN Patient AS p ON p.P_ID = v.P_ID WHERE p.insurer IS 'Axa' AND v.status IN ('missed'));
