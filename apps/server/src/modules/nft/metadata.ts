import { ASSET_DECIMALS, formatUnits } from '@colony/contract/assets';
import { OUTPUT_ASSETS } from '@colony/contract/avatars';
import type { Language } from '@colony/contract/locales';
import { translate } from '@colony/contract/messages/index';
import type { TokenMetadata } from '@colony/contract/nft';
import type { Db } from '../../db/database.ts';
import { avatarName, avatarRule } from '../../economy/config.ts';
import { ApiError } from '../../http/api-error.ts';
import type { NftContext } from './context.ts';
import { type TokenState, tokenState } from './queries.ts';

/** A minted avatar's live state, or `nftTokenNotFound` for an id that is no indexed token. */
export async function mintedAvatar(db: Db, id: number): Promise<TokenState> {
  const state = await tokenState(db, id);
  if (!state) throw new ApiError('nftTokenNotFound');
  return state;
}

/** The catalogue's name of the avatar. */
export function catalogueName(context: NftContext, state: TokenState, language: Language): string {
  const rule = avatarRule(context.economy, state.avatarId);
  return rule ? avatarName(rule, language) : `#${state.avatarId}`;
}

/** The token's name: the catalogue's name and the token id. */
export function nameOf(context: NftContext, state: TokenState, language: Language): string {
  return `${catalogueName(context, state, language)} #${state.id}`;
}

/**
 * The token's ERC-721 metadata (the JSON `tokenURI` points to), from the avatar's live state as of
 * the last settled day: its kind, the fuel it has left, what it has produced and its holder's
 * energy level. The texts are in the request's language, English by default.
 */
export function tokenMetadata(context: NftContext, state: TokenState, language: Language): TokenMetadata {
  const name = nameOf(context, state, language);
  const site = context.site();
  return {
    name,
    description: translate(language, 'nft.description', { name }),
    image: `${site}/api/nft/image/${state.id}`,
    external_url: `${site}/nft`,
    attributes: [
      {
        trait_type: translate(language, 'nft.trait.kind'),
        value: translate(language, `nft.kind.${state.kind}`),
      },
      {
        trait_type: translate(language, 'nft.trait.fuelLeft'),
        value: formatUnits(state.totalFuel - state.burnedFuel, ASSET_DECIMALS[state.asset]),
      },
      ...OUTPUT_ASSETS.map((asset) => ({
        trait_type: translate(language, 'nft.trait.output', { asset }),
        value: formatUnits(state.output[asset], ASSET_DECIMALS[asset]),
      })),
      {
        trait_type: translate(language, 'nft.trait.energyLevel'),
        value: state.energyLevel,
        display_type: 'number' as const,
      },
    ],
  };
}
