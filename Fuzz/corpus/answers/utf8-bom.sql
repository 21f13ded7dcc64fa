﻿-- exercise: a
SELECT 1; -- 注释
