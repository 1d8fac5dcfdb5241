import {
  Mutex,
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';

/** Statements kept prepared at once by default; the least recently used is closed beyond this. */
const STATEMENT_CACHE_SIZE = 500;

/** SQLSTATEs a prepared statement answers once the schema under it changed. */
const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

interface PreparedStatement {
  name: string;
  /** The type of each parameter, as the server inferred it: picks the serializer of each value. */
  paramTypes: number[];
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * The query surface Drizzle's PGlite driver uses (`query` and `transaction`),
 * answered with fewer trips into the WebAssembly backend than PGlite's own:
 * each distinct statement text is parsed and described once under a name, and
 * every later call is one exchange (bind, describe, execute, sync) that skips
 * parsing and, after a few runs, planning. `PGlite.query` makes six exchanges
 * and parses each time. Everything reaching the database goes through one
 * instance, which orders statements and transactions the way PGlite would.
 */
export class PgliteClient {
  readonly #pg: PGlite;
  /** Held by a transaction from BEGIN to its end, and by every statement outside one. */
  readonly #transactions = new Mutex();
  readonly #statements = new Map<string, PreparedStatement>();
  readonly #cacheSize: number;
  #nextStatement = 0;

  constructor(pg: PGlite, options: { cacheSize?: number } = {}) {
    this.#pg = pg;
    this.#cacheSize = options.cacheSize ?? STATEMENT_CACHE_SIZE;
  }

  /** How many statements are prepared now. */
  get preparedStatements(): number {
    return this.#statements.size;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#transactions.runExclusive(() => this.#query<T>(text, params, options, false));
  }

  transaction<T>(body: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#transactions.runExclusive(async () => {
      await this.#simple('BEGIN', false);
      let closed = false;
      const ensureOpen = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: Transaction = {
        query: <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          ensureOpen();
          return this.#query<R>(text, params ?? [], options, true);
        },
        sql: () => Promise.reject(new Error('tagged-template queries are not supported here')),
        exec: async (text: string) => {
          ensureOpen();
          await this.#simple(text, true);
          return [];
        },
        rollback: async () => {
          ensureOpen();
          closed = true;
          await this.#simple('ROLLBACK', true);
        },
        listen: () => Promise.reject(new Error('LISTEN is not supported here')),
        get closed() {
          return closed;
        },
      };
      try {
        const result = await body(tx);
        if (!closed) {
          closed = true;
          const tag = await this.#simple('COMMIT', false);
          // COMMIT of a transaction an error had aborted is answered ROLLBACK.
          if (tag === 'ROLLBACK') throw new Error('the transaction was rolled back by an earlier error');
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#simple('ROLLBACK', false);
        }
        throw error;
      }
    });
  }

  close(): Promise<void> {
    return this.#pg.close();
  }

  /** Runs a statement without parameters through the simple protocol; answers its command tag. */
  #simple(text: string, inTransaction: boolean): Promise<string | undefined> {
    return this.#pg.runExclusive(async () => {
      const { messages } = await this.#pg.execProtocol(serialize.query(text), {
        syncToFs: !inTransaction,
      });
      const complete = messages.findLast((message) => message.name === 'commandComplete') as
        | (BackendMessage & { text: string })
        | undefined;
      return complete?.text;
    });
  }

  async #query<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    try {
      return await this.#run<T>(text, params, options, inTransaction);
    } catch (error) {
      if (!this.#isStale(error)) throw error;
      this.#statements.delete(text);
      // Inside a transaction the error has aborted it; outside, the statement is prepared afresh.
      if (inTransaction) throw error;
      return this.#run<T>(text, params, options, inTransaction);
    }
  }

  #run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    return this.#pg.runExclusive(async () => {
      const statement = await this.#prepared(text, options);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = statement.paramTypes[index] ?? 0;
        const serializer = options?.serializers?.[type] ?? this.#pg.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await this.#pg.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: !inTransaction },
      );
      return this.#results<T>(messages, options);
    });
  }

  /** The named statement for `text`, parsed and described on first use. Runs inside the query lock. */
  async #prepared(text: string, options: QueryOptions | undefined): Promise<PreparedStatement> {
    const cached = this.#statements.get(text);
    if (cached) {
      // Map order is recency order: move it to the back.
      this.#statements.delete(text);
      this.#statements.set(text, cached);
      return cached;
    }
    const name = `colony_${this.#nextStatement++}`;
    const parts = [
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ];
    const evicted = this.#statements.size >= this.#cacheSize ? this.#statements.keys().next() : undefined;
    if (evicted && !evicted.done) {
      const old = this.#statements.get(evicted.value);
      this.#statements.delete(evicted.value);
      if (old) parts.unshift(serialize.close({ type: 'S', name: old.name }));
    }
    const { messages } = await this.#pg.execProtocol(concat(parts), { syncToFs: false });
    const description = messages.find((message) => message.name === 'parameterDescription') as
      | (BackendMessage & { dataTypeIDs: number[] })
      | undefined;
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    this.#statements.set(text, statement);
    return statement;
  }

  /**
   * The statement's answer as `PGlite.query` shapes it. Its own parser merges
   * the parser overrides Drizzle passes into a copy of every known parser on
   * each call; here each column's parser is looked up once.
   */
  #results<T>(messages: BackendMessage[], options: QueryOptions | undefined): Results<T> {
    let fields: { name: string; dataTypeID: number }[] = [];
    let parsers: ((value: string) => unknown)[] = [];
    const rows: unknown[] = [];
    let affectedRows = 0;
    const arrayMode = options?.rowMode === 'array';
    for (const message of messages) {
      if (message.name === 'rowDescription') {
        fields = (message as BackendMessage & { fields: { name: string; dataTypeID: number }[] }).fields.map(
          ({ name, dataTypeID }) => ({ name, dataTypeID }),
        );
        parsers = fields.map(({ dataTypeID }) => {
          const parser =
            options?.parsers?.[dataTypeID] ?? this.#pg.parsers[dataTypeID] ?? types.parsers[dataTypeID];
          return parser ? (value: string) => parser(value, dataTypeID) : (value: string) => value;
        });
      } else if (message.name === 'dataRow') {
        const values = (message as BackendMessage & { fields: (string | null)[] }).fields;
        if (arrayMode) {
          rows.push(values.map((value, index) => (value === null ? null : parsers[index]?.(value))));
        } else {
          const row: Record<string, unknown> = {};
          values.forEach((value, index) => {
            row[fields[index]?.name ?? String(index)] = value === null ? null : parsers[index]?.(value);
          });
          rows.push(row);
        }
      } else if (message.name === 'commandComplete') {
        const words = (message as BackendMessage & { text: string }).text.split(' ');
        const count = Number.parseInt(words[words.length - 1] ?? '', 10);
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0] ?? '')) affectedRows += count;
      }
    }
    return { rows: rows as T[], fields, affectedRows };
  }

  #isStale(error: unknown): boolean {
    const code = (error as { code?: unknown } | null)?.code;
    return typeof code === 'string' && STALE_STATEMENT_CODES.has(code);
  }
}
