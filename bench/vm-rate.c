/* bench/vm-rate.c: how many SQLite virtual-machine instructions a CPU second runs on this
 * machine, counted as sqlab counts them (a progress handler every 1000 instructions, which is
 * how Sandbox.stepsPerSecond and the lesson budget measure a statement), for a file of SQL run
 * on a fresh :memory: database. It prints the instructions, the thread's CPU time for all of
 * it (prepare included) and for the stepping alone, and the rate of each.
 *
 *   cc -O2 -o /tmp/vm-rate bench/vm-rate.c -lsqlite3
 *   awk -v n=100000 -v md=/tmp/b.md -v sql=/tmp/b.sql -f bench/gen-lesson.awk && /tmp/vm-rate /tmp/b.sql
 *   printf 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000) SELECT count(*) FROM c;\n' > /tmp/cte.sql && /tmp/vm-rate /tmp/cte.sql
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static long long callbacks = 0;
static int tick(void *unused) { (void)unused; callbacks++; return 0; }
static double cpu(void) { struct timespec t; clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); return t.tv_sec + t.tv_nsec / 1e9; }

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: vm-rate FILE.sql\n"); return 2; }
    FILE *f = fopen(argv[1], "rb");
    if (!f) { perror(argv[1]); return 2; }
    fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
    char *sql = malloc(n + 1);
    if (!sql || fread(sql, 1, n, f) != (size_t)n) { fprintf(stderr, "cannot read %s\n", argv[1]); return 2; }
    sql[n] = 0; fclose(f);
    sqlite3 *db;
    if (sqlite3_open(":memory:", &db) != SQLITE_OK) { fprintf(stderr, "cannot open :memory:\n"); return 2; }
    sqlite3_progress_handler(db, 1000, tick, 0);
    const char *tail = sql; sqlite3_stmt *st; long statements = 0;
    double start = cpu(), stepping = 0;
    while (*tail) {
        if (sqlite3_prepare_v2(db, tail, -1, &st, &tail) != SQLITE_OK) { fprintf(stderr, "%s\n", sqlite3_errmsg(db)); return 1; }
        if (!st) continue;
        double s = cpu();
        while (sqlite3_step(st) == SQLITE_ROW) {}
        stepping += cpu() - s;
        sqlite3_finalize(st);
        statements++;
    }
    double all = cpu() - start;
    printf("%ld statements, %lld instructions (%lld callbacks); CPU %.3f s in all: %.1f M instructions/s; "
           "%.3f s stepping: %.1f M instructions/s\n", statements, callbacks * 1000, callbacks, all,
           callbacks * 1000 / all / 1e6, stepping, callbacks * 1000 / stepping / 1e6);
    sqlite3_close(db);
    return 0;
}
