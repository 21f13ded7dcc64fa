-- class: 6  expect: repl=1, no file created (.output and .once are refused in a .read file)
-- A downloaded script plants a file with .output / .once (an authorized_keys, a .bash_login).
.output new-from-output.txt
SELECT 'ssh-ed25519 AAAA attacker@evil';
.output
.once new-from-once.txt
SELECT 'once payload';
.output dirlink/through-link.txt
SELECT 'through a directory link';
