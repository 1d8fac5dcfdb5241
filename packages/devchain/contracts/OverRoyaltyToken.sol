// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC165} from "@openzeppelin/contracts/interfaces/IERC165.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// A test ERC-721 whose ERC-2981 royalty is more than any sale's price (ERC-2981 does not forbid
/// it), minting token 1 to its deployer: a market trading it must refuse every sale.
contract OverRoyaltyToken is ERC721, IERC2981 {
    constructor() ERC721("Over Royalty", "OVER") {
        _mint(msg.sender, 1);
    }

    function royaltyInfo(uint256, uint256 salePrice) external view returns (address, uint256) {
        return (address(this), salePrice + 1);
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721, IERC165) returns (bool) {
        return interfaceId == type(IERC2981).interfaceId || super.supportsInterface(interfaceId);
    }
}
