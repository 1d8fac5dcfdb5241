// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// A hostile test ERC-20: in the middle of its next `transferFrom` it calls `target` with `data`
/// (a call back into the market). It then either passes the callee's revert on, or swallows it and
/// records it, so a test can see both that the re-entry was refused and what it was refused with.
contract ReentrantToken is ERC20 {
    address public target;
    bytes public data;
    bool public bubble;
    bool public reentered;
    bytes public lastRevert;

    constructor() ERC20("Reentrant Token", "REN") {}

    function mint(address to, uint256 value) external {
        _mint(to, value);
    }

    function arm(address target_, bytes calldata data_, bool bubble_) external {
        target = target_;
        data = data_;
        bubble = bubble_;
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        address callee = target;
        if (callee != address(0)) {
            target = address(0);
            reentered = true;
            (bool ok, bytes memory result) = callee.call(data);
            if (!ok) {
                if (bubble) {
                    assembly {
                        revert(add(result, 32), mload(result))
                    }
                }
                lastRevert = result;
            }
        }
        return super.transferFrom(from, to, value);
    }
}
