-- case: 123-escape-in-cells-and-changes
-- class: 5 (control characters reaching a terminal)
-- tries: values with C0 and C1 controls (ESC, BEL, backspace, CSI U+009B, DEL) written into a lesson table, shown as changed rows by run and as feedback rows by check.
-- expect: check=1 visible=yes
UPDATE customers SET name = char(27) || '[2J' || char(8,8,8) || char(155) || '31m' || char(127) || char(7) WHERE id = 1;
SELECT name, city FROM customers WHERE id = 1;
