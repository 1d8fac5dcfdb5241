/**
 * `npm run ledger:audit`: recomputes every balance from the journal of the
 * configured database (DATABASE_URL, or the embedded one in DATA_DIR, which
 * must not be open in a running server at the same time) and prints any
 * difference. Exits 1 when the ledger is not clean.
 */
import path from 'node:path';
import { openDatabase } from '../db/database.ts';
import { loadEnv } from '../env.ts';
import { auditLedger, formatAudit } from './audit.ts';

const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: 2 }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
);
try {
  await database.migrate();
  const report = await auditLedger(database.db);
  console.log(formatAudit(report));
  process.exitCode = report.clean ? 0 : 1;
} finally {
  await database.close();
}
