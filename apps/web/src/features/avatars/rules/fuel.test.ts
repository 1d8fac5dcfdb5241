import { describe, expect, it } from 'vitest';
import { daysOfFuelLeft, fuelLeftPermille } from './fuel.ts';

const E18 = 10n ** 18n;

describe('fuelLeftPermille', () => {
  it('is the share left in tenths of a percent, rounded down', () => {
    expect(fuelLeftPermille((200n * E18).toString(), (200n * E18).toString())).toBe(1000);
    expect(fuelLeftPermille((100n * E18).toString(), (200n * E18).toString())).toBe(500);
    // 199.99 of 200 is 999.95‰: shown as 999, never as full.
    expect(fuelLeftPermille(((19_999n * E18) / 100n).toString(), (200n * E18).toString())).toBe(999);
    // One base unit left still reads as nothing rather than a rounded-up sliver.
    expect(fuelLeftPermille('1', (200n * E18).toString())).toBe(0);
  });

  it('is 0 for spent or unreadable fuel and never passes 1000', () => {
    expect(fuelLeftPermille('0', '100')).toBe(0);
    expect(fuelLeftPermille('5', '0')).toBe(0);
    expect(fuelLeftPermille('x', '100')).toBe(0);
    expect(fuelLeftPermille('150', '100')).toBe(1000);
  });
});

describe('daysOfFuelLeft', () => {
  it('counts the last, shorter day too', () => {
    expect(daysOfFuelLeft((200n * E18).toString(), E18.toString())).toBe(200n);
    // 198.95 at 1.05 a day: 189 full days and a last one of 0.5.
    expect(daysOfFuelLeft(((19_895n * E18) / 100n).toString(), ((105n * E18) / 100n).toString())).toBe(190n);
    expect(daysOfFuelLeft('1', E18.toString())).toBe(1n);
  });

  it('is undefined when nothing burns', () => {
    expect(daysOfFuelLeft('0', '0')).toBeUndefined();
    expect(daysOfFuelLeft('100', '0')).toBeUndefined();
    expect(daysOfFuelLeft('', '5')).toBeUndefined();
  });
});
