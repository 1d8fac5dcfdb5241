/**
 * Turns an integer amount of base units (wei-like) into an exact decimal string:
 * formatUnits(1234500000000000000n, 18) === '1.2345'. No floating point, so 18-decimal
 * token amounts keep every digit.
 */
export function formatUnits(value: bigint | string | number, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`Invalid decimals: ${decimals}`);
  const units = toBigInt(value);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function toBigInt(value: bigint | string | number): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Base units must be a safe integer: ${value}`);
    return BigInt(value);
  }
  if (!/^-?\d+$/.test(value.trim())) throw new RangeError(`Base units must be an integer string: ${value}`);
  return BigInt(value.trim());
}
