-- class: 6 (writes the user did not ask for): a downloaded script that .read runs
-- expect: repl=1 victim=unchanged
SELECT 1;
.save victim.db
.save new-from-read.db
