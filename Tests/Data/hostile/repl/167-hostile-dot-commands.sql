-- case: 167-hostile-dot-commands
-- class: round 3 (devices, loops, folders, full disks, escapes and shell-only commands as dot-command arguments)
-- expect: status<=2 (no .exit) max_ms=5000 files=none
.read /dev/zero
.read /proc/self/mem
.read loop1
.read adir
.save /dev/full
.output /dev/full
SELECT 1;
.output
.once /etc/passwd
.timeout 1e309
.timeout -1
.timeout nan
.mode [2J
.separator [2J ]52;c;AA
.nullvalue [31m
SELECT NULL, 2;
.import x y
.shell touch /tmp/sqlab-escape-167
.system touch /tmp/sqlab-escape-167
.load /tmp/x.so
.open /tmp/sqlab-escape-167.db
.headers [2J
.tables [2J
.schema [2J
.explain [2J
.lesson [2J
.check [2J
.read /dev/stdin
