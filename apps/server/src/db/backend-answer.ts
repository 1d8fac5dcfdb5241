import { messages } from '@electric-sql/pglite';

/** A column of a statement's rows, as `PGlite.query` reports it. */
export interface Field {
  name: string;
  dataTypeID: number;
}

/** What a reader of an answer wants to hear of; messages it has no use for are skipped. */
export interface AnswerReader {
  /** A row's values in the text format, `null` for SQL null. */
  onRow?(values: (string | null)[]): void;
  /** A statement's command tag (`SELECT 3`, `INSERT 0 1`, `COMMIT`). */
  onComplete?(tag: string): void;
  /** The type of each parameter of a statement described. */
  onParameters?(types: number[]): void;
  /** The columns of a statement described (none when it returns no rows). */
  onColumns?(fields: Field[]): void;
}

const decoder = new TextDecoder();

/** Backend message codes (PostgreSQL frontend/backend protocol 3.0). */
const DATA_ROW = 0x44; // D
const COMMAND_COMPLETE = 0x43; // C
const ERROR_RESPONSE = 0x45; // E
const ROW_DESCRIPTION = 0x54; // T
const PARAMETER_DESCRIPTION = 0x74; // t

/** The fields of an error response, by their one-letter codes, as `DatabaseError` names them. */
const ERROR_FIELDS: Record<string, keyof messages.DatabaseError> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

/**
 * The messages the backend wrote in answer to one exchange, read in place: each value is decoded
 * straight from the bytes, with no copy of the message and no object per message. Messages a
 * statement's caller has no use for (bind and parse complete, no data, ready for query, notices,
 * parameter status) are stepped over.
 */
export class BackendAnswer {
  readonly #bytes: Uint8Array;
  readonly #view: DataView;

  constructor(bytes: Uint8Array) {
    this.#bytes = bytes;
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Throws the first error response of the answer, if any, as PGlite's `DatabaseError`. */
  throwError(): void {
    for (let offset = 0; offset + 5 <= this.#bytes.length; ) {
      const length = this.#view.getInt32(offset + 1);
      if (this.#bytes[offset] === ERROR_RESPONSE) throw this.#error(offset + 5, offset + 1 + length, length);
      offset += 1 + length;
    }
  }

  read(reader: AnswerReader): void {
    for (let offset = 0; offset + 5 <= this.#bytes.length; ) {
      const code = this.#bytes[offset];
      const length = this.#view.getInt32(offset + 1);
      const body = offset + 5;
      const end = offset + 1 + length;
      if (code === DATA_ROW) reader.onRow?.(this.#row(body));
      else if (code === COMMAND_COMPLETE) reader.onComplete?.(this.#cstring(body, end).text);
      else if (code === ROW_DESCRIPTION) reader.onColumns?.(this.#columns(body));
      else if (code === PARAMETER_DESCRIPTION) reader.onParameters?.(this.#parameters(body));
      offset = end;
    }
  }

  #row(body: number): (string | null)[] {
    const count = this.#view.getInt16(body);
    const values: (string | null)[] = new Array(count);
    let at = body + 2;
    for (let index = 0; index < count; index++) {
      const length = this.#view.getInt32(at);
      at += 4;
      if (length < 0) {
        values[index] = null;
      } else {
        values[index] = decoder.decode(this.#bytes.subarray(at, at + length));
        at += length;
      }
    }
    return values;
  }

  #columns(body: number): Field[] {
    const count = this.#view.getInt16(body);
    const fields: Field[] = [];
    let at = body + 2;
    for (let index = 0; index < count; index++) {
      const name = this.#cstring(at, this.#bytes.length);
      // After the name: table oid (4), column number (2), type oid (4), size (2), modifier (4), format (2).
      fields.push({ name: name.text, dataTypeID: this.#view.getInt32(name.next + 6) });
      at = name.next + 18;
    }
    return fields;
  }

  #parameters(body: number): number[] {
    const count = this.#view.getInt16(body);
    return Array.from({ length: count }, (_, index) => this.#view.getInt32(body + 2 + 4 * index));
  }

  #error(body: number, end: number, length: number): messages.DatabaseError {
    const fields = new Map<string, string>();
    for (let at = body; at < end && this.#bytes[at] !== 0; ) {
      const value = this.#cstring(at + 1, end);
      fields.set(String.fromCharCode(this.#bytes[at] ?? 0), value.text);
      at = value.next;
    }
    const error = new messages.DatabaseError(fields.get('M') ?? 'database error', length, 'error');
    for (const [code, value] of fields) {
      const property = ERROR_FIELDS[code];
      if (property) Object.assign(error, { [property]: value });
    }
    return error;
  }

  /** The zero-terminated string at `at`, and where the byte after its terminator is. */
  #cstring(at: number, end: number): { text: string; next: number } {
    let zero = at;
    while (zero < end && this.#bytes[zero] !== 0) zero++;
    return { text: decoder.decode(this.#bytes.subarray(at, zero)), next: zero + 1 };
  }
}
