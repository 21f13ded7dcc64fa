-- case: 229-quote-of-big-blob-rows
-- class: round 3 (new hostile input)
-- expect: status<=2 max_ms=5000 files=none
SELECT quote(randomblob(200000)) AS q FROM nums LIMIT 200;
