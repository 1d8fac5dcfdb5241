/** A value a query string can carry; nested objects and arrays become `key[sub]` and `key[0]`. */
export type QueryValue =
  | string
  | number
  | boolean
  | bigint
  | Date
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

export type QueryParams = { readonly [key: string]: QueryValue };

function append(pairs: string[], key: string, value: QueryValue): void {
  if (value === null || value === undefined) return;
  if (value instanceof Date) {
    pairs.push(`${key}=${encodeURIComponent(value.toISOString())}`);
  } else if (Array.isArray(value)) {
    value.forEach((item: QueryValue, index) => {
      append(pairs, `${key}[${index}]`, item);
    });
  } else if (typeof value === 'object') {
    for (const [name, item] of Object.entries(value as { readonly [key: string]: QueryValue })) {
      append(pairs, `${key}[${encodeURIComponent(name)}]`, item);
    }
  } else {
    pairs.push(`${key}=${encodeURIComponent(String(value))}`);
  }
}

/**
 * Query string of `params` without the leading `?`: nested keys as `key[sub]=value`, arrays as
 * `key[0]=value`, null and undefined left out. Brackets stay literal; names and values are encoded.
 */
export function serializeParams(params: QueryParams): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    append(pairs, encodeURIComponent(name), value);
  }
  return pairs.join('&');
}
