-- class: 6: a .read file that reads another that saves
-- expect: repl=1 victim=unchanged
.read 160-read-file-saves.sql
