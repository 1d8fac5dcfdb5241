import {
  Mutex,
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';
import { BackendAnswer, type Field } from './backend-answer.ts';

/** Statements kept prepared at once by default; the least recently used is closed beyond this. */
const STATEMENT_CACHE_SIZE = 500;

/** The buffer an answer is gathered in starts this large, and is let go of when a long answer left it larger. */
const ANSWER_BUFFER_SIZE = 64 * 1024;
const ANSWER_BUFFER_KEPT = 4 * 1024 * 1024;

/** SQLSTATEs a prepared statement answers once the schema under it changed. */
const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

interface PreparedStatement {
  name: string;
  /** The type of each parameter, as the server inferred it: picks the serializer of each value. */
  paramTypes: number[];
  /** The columns of its rows, as the server described them once (none for a statement without rows). */
  fields: Field[];
}

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
 * every later call is one exchange (bind, execute, sync) that skips parsing
 * and, after a few runs, planning, with the rows read against the columns
 * described then. `PGlite.query` makes six exchanges and parses each time.
 * The backend's answer is read in place (`BackendAnswer`) rather than through
 * PGlite's message objects, which copy every field of every row twice.
 * Everything reaching the database goes through one instance, which orders
 * statements and transactions the way PGlite would.
 */
export class PgliteClient {
  readonly #pg: PGlite;
  /** Held by a transaction from BEGIN to its end, and by every statement outside one. */
  readonly #transactions = new Mutex();
  readonly #statements = new Map<string, PreparedStatement>();
  readonly #cacheSize: number;
  #nextStatement = 0;
  /** The backend's answer to the exchange under way, gathered as it writes it. */
  #answer = new Uint8Array(ANSWER_BUFFER_SIZE);
  #answerLength = 0;
  readonly #gather = (bytes: Uint8Array): void => {
    const length = this.#answerLength + bytes.length;
    if (length > this.#answer.length) {
      const larger = new Uint8Array(Math.max(length, this.#answer.length * 2));
      larger.set(this.#answer.subarray(0, this.#answerLength));
      this.#answer = larger;
    }
    this.#answer.set(bytes, this.#answerLength);
    this.#answerLength = length;
  };

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
      const answer = await this.#exchange(serialize.query(text), !inTransaction);
      let tag: string | undefined;
      answer.read({ onComplete: (text) => (tag = text) });
      return tag;
    });
  }

  /**
   * Hands `message` to the backend and reads its whole answer, throwing the first error in it (as
   * `PGlite.execProtocol` does). The answer is valid until the next exchange: read it at once.
   */
  async #exchange(message: Uint8Array, syncToFs: boolean): Promise<BackendAnswer> {
    this.#answerLength = 0;
    if (this.#answer.length > ANSWER_BUFFER_KEPT) this.#answer = new Uint8Array(ANSWER_BUFFER_SIZE);
    await this.#pg.execProtocolRawStream(message, { syncToFs, onRawData: this.#gather });
    const answer = new BackendAnswer(this.#answer.subarray(0, this.#answerLength));
    answer.throwError();
    return answer;
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
      const answer = await this.#exchange(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        !inTransaction,
      );
      return this.#results<T>(answer, statement.fields, options);
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
    let paramTypes: number[] = [];
    let fields: Field[] = [];
    (await this.#exchange(concat(parts), false)).read({
      onParameters: (types) => (paramTypes = types),
      onColumns: (columns) => (fields = columns),
    });
    const statement = { name, paramTypes, fields };
    this.#statements.set(text, statement);
    return statement;
  }

  /**
   * The statement's answer as `PGlite.query` shapes it, its rows read against the columns its
   * statement has. Each column's parser is looked up once, where `PGlite.query` merges the parser
   * overrides Drizzle passes into a copy of every known parser on each call.
   */
  #results<T>(answer: BackendAnswer, fields: Field[], options: QueryOptions | undefined): Results<T> {
    const parsers = fields.map(({ dataTypeID }) => {
      const parser =
        options?.parsers?.[dataTypeID] ?? this.#pg.parsers[dataTypeID] ?? types.parsers[dataTypeID];
      return parser ? (value: string) => parser(value, dataTypeID) : (value: string) => value;
    });
    const rows: unknown[] = [];
    let affectedRows = 0;
    const arrayMode = options?.rowMode === 'array';
    answer.read({
      onRow: (values) => {
        if (arrayMode) {
          rows.push(values.map((value, index) => (value === null ? null : parsers[index]?.(value))));
        } else {
          const row: Record<string, unknown> = {};
          for (let index = 0; index < values.length; index++) {
            const value = values[index] ?? null;
            row[fields[index]?.name ?? String(index)] = value === null ? null : parsers[index]?.(value);
          }
          rows.push(row);
        }
      },
      onComplete: (text) => {
        const words = text.split(' ');
        const count = Number.parseInt(words[words.length - 1] ?? '', 10);
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0] ?? '')) affectedRows += count;
      },
    });
    return { rows: rows as T[], fields, affectedRows };
  }

  #isStale(error: unknown): boolean {
    const code = (error as { code?: unknown } | null)?.code;
    return typeof code === 'string' && STALE_STATEMENT_CODES.has(code);
  }
}
