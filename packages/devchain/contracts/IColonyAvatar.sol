// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// What the market reads of the avatar contract beyond ERC-721 and ERC-2981: the market
/// collection an avatar belongs to, which a collection offer names.
interface IColonyAvatar {
    /// The collection of a minted avatar, as its mint voucher attested; reverts for an id not minted.
    function collectionOf(uint256 tokenId) external view returns (uint32);
}
