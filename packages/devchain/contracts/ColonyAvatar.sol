// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC165} from "@openzeppelin/contracts/interfaces/IERC165.sol";
import {IERC4906} from "@openzeppelin/contracts/interfaces/IERC4906.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {IColonyAvatar} from "./IColonyAvatar.sol";

/// The colony's avatars as ERC-721 tokens. The token id is the avatar's id in the colony
/// (its `member_avatar` row). A member mints their avatar from their own wallet with an EIP-712
/// voucher the colony's minter key signed for (token id, collection, holder, expiry), so the
/// colony spends no gas; an id once minted always exists (nothing burns), so no id mints twice.
///
/// The owner (a cold key, a multisig in production) can only rotate the minter key, point the
/// metadata and the royalty elsewhere, and hand the role on in two steps; each change is an
/// event. No function of the owner, the minter or this contract moves or burns a member's token.
contract ColonyAvatar is ERC721, ERC2981, IERC4906, EIP712, Ownable2Step, IColonyAvatar {
    /// What the minter signs: `holder` may mint `tokenId` of `collection` before `expiry`.
    struct MintVoucher {
        uint256 tokenId;
        uint32 collection;
        address holder;
        uint256 expiry;
    }

    bytes32 public constant MINT_VOUCHER_TYPEHASH =
        keccak256("MintVoucher(uint256 tokenId,uint32 collection,address holder,uint256 expiry)");

    /// The royalty is at most 10% of a sale's price.
    uint96 public constant MAX_ROYALTY_BPS = 1000;

    /// The royalty rate in basis points, fixed for the contract's life: a seller's signed price
    /// is never worth less than it was when they signed it.
    uint96 public immutable royaltyBps;

    /// The key whose vouchers mint; address(0) stops minting.
    address public minter;

    string private _baseTokenURI;
    mapping(uint256 tokenId => uint32) private _collections;

    event AvatarMinted(uint256 indexed tokenId, uint32 indexed collection, address indexed holder);
    event MinterChanged(address indexed previousMinter, address indexed newMinter);
    event BaseURIChanged(string baseURI);
    event RoyaltyReceiverChanged(address indexed previousReceiver, address indexed newReceiver);

    error VoucherExpired(uint256 expiry);
    error NotVoucherHolder(address holder, address sender);
    error VoucherNotSignedByMinter(address signer);
    error AlreadyMinted(uint256 tokenId);
    error RoyaltyTooHigh(uint96 royaltyBps);
    error InvalidTokenRange(uint256 fromTokenId, uint256 toTokenId);
    error OwnershipCannotBeRenounced();

    constructor(
        string memory name_,
        string memory symbol_,
        string memory baseURI_,
        address minter_,
        address royaltyReceiver,
        uint96 royaltyBps_,
        address owner_
    ) ERC721(name_, symbol_) EIP712(name_, "1") Ownable(owner_) {
        if (royaltyBps_ > MAX_ROYALTY_BPS) revert RoyaltyTooHigh(royaltyBps_);
        royaltyBps = royaltyBps_;
        _setDefaultRoyalty(royaltyReceiver, royaltyBps_);
        _baseTokenURI = baseURI_;
        minter = minter_;
        emit MinterChanged(address(0), minter_);
        emit BaseURIChanged(baseURI_);
        emit RoyaltyReceiverChanged(address(0), royaltyReceiver);
    }

    /// Mints the voucher's avatar to its holder, who must be the sender: the member's own wallet
    /// pays the gas, and a voucher seen by anyone else is of no use to them.
    function mint(MintVoucher calldata voucher, bytes calldata signature) external {
        if (block.timestamp >= voucher.expiry) revert VoucherExpired(voucher.expiry);
        if (voucher.holder != msg.sender) revert NotVoucherHolder(voucher.holder, msg.sender);
        if (_ownerOf(voucher.tokenId) != address(0)) revert AlreadyMinted(voucher.tokenId);
        address signer = ECDSA.recover(_hashTypedDataV4(_hashVoucher(voucher)), signature);
        if (signer != minter) revert VoucherNotSignedByMinter(signer);

        _collections[voucher.tokenId] = voucher.collection;
        // _mint, not _safeMint: the holder is the sender, so it asked for the token itself.
        _mint(msg.sender, voucher.tokenId);
        emit AvatarMinted(voucher.tokenId, voucher.collection, msg.sender);
    }

    /// The EIP-712 digest the minter signs for `voucher`.
    function hashVoucher(MintVoucher calldata voucher) external view returns (bytes32) {
        return _hashTypedDataV4(_hashVoucher(voucher));
    }

    function collectionOf(uint256 tokenId) external view returns (uint32) {
        _requireOwned(tokenId);
        return _collections[tokenId];
    }

    /// Asks marketplaces to fetch the metadata of `fromTokenId`..`toTokenId` again (EIP-4906).
    /// Anyone may: an avatar's metadata is its live state (fuel left, output, energy), which
    /// changes every settled day; the event is only a hint, so guarding it would protect nothing.
    function refreshMetadata(uint256 fromTokenId, uint256 toTokenId) external {
        if (fromTokenId > toTokenId) revert InvalidTokenRange(fromTokenId, toTokenId);
        if (fromTokenId == toTokenId) emit MetadataUpdate(fromTokenId);
        else emit BatchMetadataUpdate(fromTokenId, toTokenId);
    }

    /// Rotates the minter key; vouchers of the previous key stop minting at once.
    function setMinter(address newMinter) external onlyOwner {
        emit MinterChanged(minter, newMinter);
        minter = newMinter;
    }

    /// Where `tokenURI` points: the base followed by the token id.
    function setBaseURI(string calldata baseURI_) external onlyOwner {
        _baseTokenURI = baseURI_;
        emit BaseURIChanged(baseURI_);
        emit BatchMetadataUpdate(0, type(uint256).max);
    }

    /// Sends future royalties to `receiver` (a new treasury); the rate stays as it is.
    function setRoyaltyReceiver(address receiver) external onlyOwner {
        (address previous, ) = royaltyInfo(0, 0);
        _setDefaultRoyalty(receiver, royaltyBps);
        emit RoyaltyReceiverChanged(previous, receiver);
    }

    /// Always reverts: without an owner a leaked minter key could never be replaced.
    function renounceOwnership() public view override onlyOwner {
        revert OwnershipCannotBeRenounced();
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721, ERC2981, IERC165) returns (bool) {
        return interfaceId == bytes4(0x49064906) || super.supportsInterface(interfaceId);
    }

    function _baseURI() internal view override returns (string memory) {
        return _baseTokenURI;
    }

    function _hashVoucher(MintVoucher calldata voucher) private pure returns (bytes32) {
        return keccak256(
            abi.encode(MINT_VOUCHER_TYPEHASH, voucher.tokenId, voucher.collection, voucher.holder, voucher.expiry)
        );
    }
}
