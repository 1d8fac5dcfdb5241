/**
 * Ends the name of every server test whose writes are sent at once to prove the locks and
 * constraints under them (`it(\`... ${RACES_ON_POSTGRES}\`, ...)`). Only PostgreSQL (project
 * `server-postgres`, which CI always runs) interleaves their transactions, so only there do they
 * race. PGlite runs one transaction at a time: in project `server` the same tests check the answers
 * with the writes queued one after another, which is how the default store serves concurrent
 * requests. A file naming this constant also runs on PostgreSQL (the root vitest.config.ts looks
 * for it), and `test-database.test.ts` proves each store behaves as said here.
 */
export const RACES_ON_POSTGRES = '(races on PostgreSQL)';
