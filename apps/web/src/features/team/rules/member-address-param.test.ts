import { describe, expect, it } from 'vitest';
import { DIRECT } from '../test-fixtures.ts';
import { memberAddressParam, memberDetailsPath } from './member-address-param.ts';

describe('memberAddressParam', () => {
  it('takes an address in its checksum case or in one case', () => {
    expect(memberAddressParam(DIRECT)).toEqual({ kind: 'address', address: DIRECT });
    expect(memberAddressParam(` ${DIRECT.toLowerCase()} `)).toEqual({
      kind: 'address',
      address: DIRECT.toLowerCase(),
    });
  });

  it('tells a missing parameter from one that is no address', () => {
    expect(memberAddressParam(null)).toEqual({ kind: 'missing' });
    expect(memberAddressParam('  ')).toEqual({ kind: 'missing' });
    expect(memberAddressParam('0x1234')).toEqual({ kind: 'invalid', value: '0x1234' });
    // One changed letter breaks the checksum of a mixed-case address.
    const broken = `${DIRECT.slice(0, -1)}c`;
    expect(memberAddressParam(broken).kind).toBe('invalid');
  });

  it('links to a member by address', () => {
    expect(memberDetailsPath(DIRECT)).toBe(`/memberDetails?address=${DIRECT}`);
  });
});
