-- case: 222-escape-sequences-in-results
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
SELECT char(27) || '[2J' || char(27) || '[H' AS "clear", char(27) || ']52;c;ZWNobyBwd25lZA==' || char(7) AS osc52, char(27) || ']0;title' || char(7) AS "title", char(155) || '31m' AS c1;
