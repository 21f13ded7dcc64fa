-- kind=wrong clause=WHERE class=constants
UPDATE Doctor SET fee = round(fee * 1.1, 2) WHERE D_ID = 3;
