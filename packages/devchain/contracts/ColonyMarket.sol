// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC165} from "@openzeppelin/contracts/interfaces/IERC165.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {IERC721} from "@openzeppelin/contracts/interfaces/IERC721.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";
import {IColonyAvatar} from "./IColonyAvatar.sol";

/// The colony's peer-to-peer avatar market. A maker signs an order off chain (EIP-712; an
/// ordinary key or an EIP-1271 contract wallet); a taker fills it here, and the avatar and its
/// price move in the same transaction or not at all: the buyer pays the seller, less the
/// ERC-2981 royalty, which goes to its receiver (the colony's treasury).
///
/// Three kinds of order, each filled at most once:
/// - a listing: a seller offers one avatar for a price; any buyer fills it;
/// - an offer: a buyer bids for one avatar; its holder accepts it;
/// - a collection offer: a buyer bids for any avatar of a collection (the collection the mint
///   voucher attested, stored by the avatar contract); any holder of one accepts it.
/// An order ends when filled, when its maker cancels it, when its expiry passes, or when its maker
/// raises their counter, which ends every order they signed before at once.
///
/// The market has no owner and nothing to configure: it trades one avatar contract in two
/// stablecoins, all fixed at construction. Payments are measured at the recipient; a currency
/// that delivers less than it was asked to (a fee on transfer) is refused.
contract ColonyMarket is EIP712, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    enum OrderKind {
        Listing,
        Offer,
        CollectionOffer
    }

    enum OrderStatus {
        Open,
        Filled,
        Cancelled
    }

    /// `seller` sells `tokenId` of `token` for `price` in `currency` before `expiry`.
    struct Listing {
        address seller;
        address token;
        uint256 tokenId;
        address currency;
        uint256 price;
        uint256 expiry;
        uint256 salt;
        uint256 counter;
    }

    /// `buyer` buys `tokenId` of `token` for `price` in `currency` before `expiry`.
    struct Offer {
        address buyer;
        address token;
        uint256 tokenId;
        address currency;
        uint256 price;
        uint256 expiry;
        uint256 salt;
        uint256 counter;
    }

    /// `buyer` buys any one avatar of `collection` of `token` for `price` in `currency` before `expiry`.
    struct CollectionOffer {
        address buyer;
        address token;
        uint32 collection;
        address currency;
        uint256 price;
        uint256 expiry;
        uint256 salt;
        uint256 counter;
    }

    bytes32 public constant LISTING_TYPEHASH = keccak256(
        "Listing(address seller,address token,uint256 tokenId,address currency,uint256 price,uint256 expiry,uint256 salt,uint256 counter)"
    );
    bytes32 public constant OFFER_TYPEHASH = keccak256(
        "Offer(address buyer,address token,uint256 tokenId,address currency,uint256 price,uint256 expiry,uint256 salt,uint256 counter)"
    );
    bytes32 public constant COLLECTION_OFFER_TYPEHASH = keccak256(
        "CollectionOffer(address buyer,address token,uint32 collection,address currency,uint256 price,uint256 expiry,uint256 salt,uint256 counter)"
    );

    /// The avatar contract, the only token traded here.
    address public immutable avatars;
    /// The two currencies prices may be in.
    address public immutable usdt;
    address public immutable usdc;

    /// Each order by its EIP-712 digest (its order hash); an order never seen is open.
    mapping(bytes32 orderHash => OrderStatus) public orderStatus;
    /// The counter each maker's live orders carry.
    mapping(address maker => uint256) public counterOf;

    event OrderFilled(
        bytes32 indexed orderHash,
        OrderKind kind,
        address indexed seller,
        address indexed buyer,
        address token,
        uint256 tokenId,
        address currency,
        uint256 price,
        address royaltyReceiver,
        uint256 royalty
    );
    event OrderCancelled(bytes32 indexed orderHash, address indexed maker, OrderKind kind);
    event CounterIncremented(address indexed maker, uint256 counter);

    error InvalidAvatarContract(address avatars);
    error InvalidCurrencies(address usdt, address usdc);
    error TokenNotTraded(address token);
    error CurrencyNotAccepted(address currency);
    error ZeroPrice();
    error OrderExpired(uint256 expiry);
    error StaleCounter(uint256 counter, uint256 current);
    error OrderAlreadyFilled(bytes32 orderHash);
    error OrderAlreadyCancelled(bytes32 orderHash);
    error InvalidSignature(address maker);
    error NotOrderMaker(address maker, address sender);
    error SelfTrade(address account);
    error NotInCollection(uint256 tokenId, uint32 collection);
    error RoyaltyAbovePrice(uint256 royalty, uint256 price);
    error FeeOnTransferNotSupported(address currency, uint256 expected, uint256 received);

    constructor(address avatars_, address usdt_, address usdc_) EIP712("Colony Market", "1") {
        if (
            avatars_.code.length == 0 ||
            !IERC165(avatars_).supportsInterface(type(IERC721).interfaceId) ||
            !IERC165(avatars_).supportsInterface(type(IERC2981).interfaceId)
        ) revert InvalidAvatarContract(avatars_);
        if (usdt_.code.length == 0 || usdc_.code.length == 0 || usdt_ == usdc_) revert InvalidCurrencies(usdt_, usdc_);
        avatars = avatars_;
        usdt = usdt_;
        usdc = usdc_;
    }

    // ---- filling ----

    /// Buys the listed avatar: the sender pays `price` (approved to this contract beforehand) and
    /// receives the token, which the seller approved to this contract.
    function fillListing(Listing calldata listing, bytes calldata signature) external nonReentrant {
        bytes32 orderHash = _hashTypedDataV4(_hashListing(listing));
        _checkTerms(listing.token, listing.currency, listing.price);
        _checkOpen(orderHash, listing.seller, listing.counter, listing.expiry, signature);
        orderStatus[orderHash] = OrderStatus.Filled;
        _settle(orderHash, OrderKind.Listing, listing.seller, msg.sender, listing.tokenId, listing.currency, listing.price);
    }

    /// Sells the sender's avatar to the offer's buyer, whose approved stablecoins pay for it.
    function acceptOffer(Offer calldata offer, bytes calldata signature) external nonReentrant {
        bytes32 orderHash = _hashTypedDataV4(_hashOffer(offer));
        _checkTerms(offer.token, offer.currency, offer.price);
        _checkOpen(orderHash, offer.buyer, offer.counter, offer.expiry, signature);
        orderStatus[orderHash] = OrderStatus.Filled;
        _settle(orderHash, OrderKind.Offer, msg.sender, offer.buyer, offer.tokenId, offer.currency, offer.price);
    }

    /// Sells the sender's avatar `tokenId`, which must be of the offer's collection, to the offer's buyer.
    function acceptCollectionOffer(
        CollectionOffer calldata offer,
        bytes calldata signature,
        uint256 tokenId
    ) external nonReentrant {
        bytes32 orderHash = _hashTypedDataV4(_hashCollectionOffer(offer));
        _checkTerms(offer.token, offer.currency, offer.price);
        _checkOpen(orderHash, offer.buyer, offer.counter, offer.expiry, signature);
        if (IColonyAvatar(avatars).collectionOf(tokenId) != offer.collection) {
            revert NotInCollection(tokenId, offer.collection);
        }
        orderStatus[orderHash] = OrderStatus.Filled;
        _settle(orderHash, OrderKind.CollectionOffer, msg.sender, offer.buyer, tokenId, offer.currency, offer.price);
    }

    // ---- cancelling ----

    function cancelListing(Listing calldata listing) external nonReentrant {
        _cancel(_hashTypedDataV4(_hashListing(listing)), listing.seller, OrderKind.Listing);
    }

    function cancelOffer(Offer calldata offer) external nonReentrant {
        _cancel(_hashTypedDataV4(_hashOffer(offer)), offer.buyer, OrderKind.Offer);
    }

    function cancelCollectionOffer(CollectionOffer calldata offer) external nonReentrant {
        _cancel(_hashTypedDataV4(_hashCollectionOffer(offer)), offer.buyer, OrderKind.CollectionOffer);
    }

    /// Ends every order the sender has signed so far. The counter rises by a large quasi-random
    /// step (the previous block's hash), so no one can have the sender sign an order for a future
    /// counter that this call would bring to life.
    function incrementCounter() external nonReentrant returns (uint256 counter) {
        counter = counterOf[msg.sender] + 1 + (uint256(blockhash(block.number - 1)) >> 128);
        counterOf[msg.sender] = counter;
        emit CounterIncremented(msg.sender, counter);
    }

    // ---- order hashes, for clients ----

    function hashListing(Listing calldata listing) external view returns (bytes32) {
        return _hashTypedDataV4(_hashListing(listing));
    }

    function hashOffer(Offer calldata offer) external view returns (bytes32) {
        return _hashTypedDataV4(_hashOffer(offer));
    }

    function hashCollectionOffer(CollectionOffer calldata offer) external view returns (bytes32) {
        return _hashTypedDataV4(_hashCollectionOffer(offer));
    }

    // ---- internals ----

    /// The order may still be filled: not expired, not filled or cancelled, of the maker's current
    /// counter, and signed by the maker.
    function _checkOpen(
        bytes32 orderHash,
        address maker,
        uint256 counter,
        uint256 expiry,
        bytes calldata signature
    ) private view {
        if (block.timestamp >= expiry) revert OrderExpired(expiry);
        OrderStatus status = orderStatus[orderHash];
        if (status == OrderStatus.Filled) revert OrderAlreadyFilled(orderHash);
        if (status == OrderStatus.Cancelled) revert OrderAlreadyCancelled(orderHash);
        uint256 current = counterOf[maker];
        if (counter != current) revert StaleCounter(counter, current);
        if (!SignatureChecker.isValidSignatureNowCalldata(maker, orderHash, signature)) revert InvalidSignature(maker);
    }

    function _checkTerms(address token, address currency, uint256 price) private view {
        if (token != avatars) revert TokenNotTraded(token);
        if (currency != usdt && currency != usdc) revert CurrencyNotAccepted(currency);
        if (price == 0) revert ZeroPrice();
    }

    /// Moves the avatar from seller to buyer and the price from buyer to seller and royalty receiver.
    /// The order is already marked filled, so whatever these calls do cannot fill it again.
    function _settle(
        bytes32 orderHash,
        OrderKind kind,
        address seller,
        address buyer,
        uint256 tokenId,
        address currency,
        uint256 price
    ) private {
        if (seller == buyer) revert SelfTrade(seller);
        (address receiver, uint256 royalty) = IERC2981(avatars).royaltyInfo(tokenId, price);
        if (royalty > price) revert RoyaltyAbovePrice(royalty, price);
        emit OrderFilled(orderHash, kind, seller, buyer, avatars, tokenId, currency, price, receiver, royalty);

        // Reverts unless the seller holds the token and approved this contract (ERC-721 errors).
        // transferFrom, not safeTransferFrom: the buyer either sent this transaction or signed
        // the offer, so it asked for the token, and no receiver hook runs in the middle of a fill.
        IERC721(avatars).transferFrom(seller, buyer, tokenId);
        // The treasury buying keeps its own royalty: a transfer to itself would prove nothing.
        if (royalty != 0 && receiver != buyer) _pay(currency, buyer, receiver, royalty);
        _pay(currency, buyer, seller, price - royalty);
    }

    /// Pulls `amount` from `from` to `to` and checks that `to` received exactly that.
    function _pay(address currency, address from, address to, uint256 amount) private {
        uint256 before = IERC20(currency).balanceOf(to);
        IERC20(currency).safeTransferFrom(from, to, amount);
        uint256 afterwards = IERC20(currency).balanceOf(to);
        if (afterwards != before + amount) {
            revert FeeOnTransferNotSupported(currency, amount, afterwards > before ? afterwards - before : 0);
        }
    }

    function _cancel(bytes32 orderHash, address maker, OrderKind kind) private {
        if (msg.sender != maker) revert NotOrderMaker(maker, msg.sender);
        OrderStatus status = orderStatus[orderHash];
        if (status == OrderStatus.Filled) revert OrderAlreadyFilled(orderHash);
        if (status == OrderStatus.Cancelled) revert OrderAlreadyCancelled(orderHash);
        orderStatus[orderHash] = OrderStatus.Cancelled;
        emit OrderCancelled(orderHash, maker, kind);
    }

    function _hashListing(Listing calldata l) private pure returns (bytes32) {
        return keccak256(
            abi.encode(LISTING_TYPEHASH, l.seller, l.token, l.tokenId, l.currency, l.price, l.expiry, l.salt, l.counter)
        );
    }

    function _hashOffer(Offer calldata o) private pure returns (bytes32) {
        return keccak256(
            abi.encode(OFFER_TYPEHASH, o.buyer, o.token, o.tokenId, o.currency, o.price, o.expiry, o.salt, o.counter)
        );
    }

    function _hashCollectionOffer(CollectionOffer calldata o) private pure returns (bytes32) {
        return keccak256(
            abi.encode(
                COLLECTION_OFFER_TYPEHASH,
                o.buyer,
                o.token,
                o.collection,
                o.currency,
                o.price,
                o.expiry,
                o.salt,
                o.counter
            )
        );
    }
}
