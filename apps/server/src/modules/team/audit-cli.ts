/**
 * `npm run team:audit`: recomputes every member's team figures from the members, the paid orders
 * and the avatars of the configured database (DATABASE_URL, or the embedded one in DATA_DIR, which
 * must not be open in a running server at the same time) and prints any difference from what the
 * team pages answer. Exits 1 when there is one.
 */
import path from 'node:path';
import { openDatabase } from '../../db/database.ts';
import { loadEnv } from '../../env.ts';
import { auditTeam, formatTeamAudit } from './audit.ts';

const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: 2 }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
);
try {
  await database.migrate();
  const report = await auditTeam(database.db, {
    time: env.SETTLEMENT_TIME,
    timeZone: env.SETTLEMENT_TIME_ZONE,
  });
  console.log(formatTeamAudit(report));
  process.exitCode = report.clean ? 0 : 1;
} finally {
  await database.close();
}
