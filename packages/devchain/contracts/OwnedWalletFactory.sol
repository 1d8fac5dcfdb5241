// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {OwnedWallet} from "./OwnedWallet.sol";

/// Deploys OwnedWallets at CREATE2 addresses known in advance (counterfactual wallets, EIP-6492).
contract OwnedWalletFactory {
    event Deployed(address indexed wallet, address indexed owner, bytes32 salt);

    function deploy(address owner, bytes32 salt) external returns (address wallet) {
        wallet = address(new OwnedWallet{salt: salt}(owner));
        emit Deployed(wallet, owner, salt);
    }

    function predict(address owner, bytes32 salt) external view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(OwnedWallet).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}
