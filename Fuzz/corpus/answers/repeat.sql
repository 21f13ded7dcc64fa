SELECT x FROM t WHERE y BETWEEN -1 AND 2.5e3;
-- exercise: a

-- exercise: a
