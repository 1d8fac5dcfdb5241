import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@colony/contract/invite-code';

/** A fresh random invite code; uniqueness is the database's to enforce. */
export function randomInviteCode(): string {
  let code = '';
  for (let index = 0; index < INVITE_CODE_LENGTH; index++) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}
