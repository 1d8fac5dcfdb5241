/**
 * What the web app and the server need of the avatar token (`ColonyAvatar`, docs/nft.md): the
 * EIP-712 type the colony's minter signs, and the functions and event they call or read. Kept in
 * step with the contract's compiled ABI by a server test.
 */

export const MINT_VOUCHER_TYPES = {
  MintVoucher: [
    { name: 'tokenId', type: 'uint256' },
    { name: 'collection', type: 'uint32' },
    { name: 'holder', type: 'address' },
    { name: 'expiry', type: 'uint256' },
  ],
} as const;

const MINT_VOUCHER_TUPLE = {
  components: [
    { internalType: 'uint256', name: 'tokenId', type: 'uint256' },
    { internalType: 'uint32', name: 'collection', type: 'uint32' },
    { internalType: 'address', name: 'holder', type: 'address' },
    { internalType: 'uint256', name: 'expiry', type: 'uint256' },
  ],
  internalType: 'struct ColonyAvatar.MintVoucher',
  name: 'voucher',
  type: 'tuple',
} as const;

export const AVATAR_TOKEN_ABI = [
  {
    inputs: [MINT_VOUCHER_TUPLE, { internalType: 'bytes', name: 'signature', type: 'bytes' }],
    name: 'mint',
    outputs: [],
    stateMutability: 'nonpayable',
    type: 'function',
  },
  {
    inputs: [],
    name: 'minter',
    outputs: [{ internalType: 'address', name: '', type: 'address' }],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'eip712Domain',
    outputs: [
      { internalType: 'bytes1', name: 'fields', type: 'bytes1' },
      { internalType: 'string', name: 'name', type: 'string' },
      { internalType: 'string', name: 'version', type: 'string' },
      { internalType: 'uint256', name: 'chainId', type: 'uint256' },
      { internalType: 'address', name: 'verifyingContract', type: 'address' },
      { internalType: 'bytes32', name: 'salt', type: 'bytes32' },
      { internalType: 'uint256[]', name: 'extensions', type: 'uint256[]' },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    anonymous: false,
    inputs: [
      { indexed: true, internalType: 'address', name: 'from', type: 'address' },
      { indexed: true, internalType: 'address', name: 'to', type: 'address' },
      { indexed: true, internalType: 'uint256', name: 'tokenId', type: 'uint256' },
    ],
    name: 'Transfer',
    type: 'event',
  },
] as const;

/** The avatar token's ERC-721 `Transfer` event; a mint is one from the zero address. */
export const AVATAR_TRANSFER_EVENT = AVATAR_TOKEN_ABI[3];
