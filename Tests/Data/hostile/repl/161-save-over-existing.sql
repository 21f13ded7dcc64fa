-- class: 6: piped input that replaces an existing file (no one at the keyboard to confirm)
-- expect: repl=1 victim=unchanged
.save victim.db
.save --force victim.db
