-- kind=wrong clause=WHERE class=missing-filter
DELETE FROM Visit WHERE status = 'missed';
