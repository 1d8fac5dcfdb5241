/** Fields of an error worth logging: what failed and where, never the data it failed on. */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
] as const;
/** How many causes deep an error is followed. */
const MAX_CAUSES = 5;

export interface ErrorLog {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

interface FailedQuery extends Error {
  query: string;
  params: unknown[];
}

/** Drizzle's DrizzleQueryError: the SQL and its parameters, in its message as well. */
function isFailedQuery(error: Error): error is FailedQuery {
  return typeof (error as Partial<FailedQuery>).query === 'string' && 'params' in error;
}

/**
 * The logger's `err` serializer. Only named fields are kept: a failed query keeps its SQL but not
 * its parameters (addresses, e-mails, client hashes), which its message also carries, and a
 * PostgreSQL error loses `detail`, `where` and `internalQuery`, which quote the values.
 */
export function errorForLog(error: unknown, depth = 0): ErrorLog {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const message = isFailedQuery(error) ? `Failed query: ${error.query}` : error.message;
  const logged: ErrorLog = {
    type: error.constructor.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  for (const field of KEPT_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}
