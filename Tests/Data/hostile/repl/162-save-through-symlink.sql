-- class: 6: .save through a symbolic link to an existing file, and to a dangling one
-- expect: repl=1 victim=unchanged
.save link-to-victim.db
.save dangling-link.db
