// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// An ERC-20 for local chains. Its deployer mints, and can block an address so that
/// transfers from or to it revert (a withdrawal that fails on chain, in tests).
contract TestToken {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    address public immutable owner;
    uint256 public totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => bool) public blocked;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "TestToken: not the owner");
        _;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "TestToken: allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function mint(address to, uint256 value) external onlyOwner {
        _mint(to, value);
    }

    /// Mints `value` to each of `recipients` in one transaction.
    function mintEach(address[] calldata recipients, uint256 value) external onlyOwner {
        for (uint256 i = 0; i < recipients.length; i++) _mint(recipients[i], value);
    }

    function setBlocked(address account, bool value) external onlyOwner {
        blocked[account] = value;
    }

    function _mint(address to, uint256 value) internal {
        require(to != address(0), "TestToken: mint to zero");
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _transfer(address from, address to, uint256 value) internal {
        require(to != address(0), "TestToken: transfer to zero");
        require(!blocked[from] && !blocked[to], "TestToken: blocked");
        uint256 balance = balanceOf[from];
        require(balance >= value, "TestToken: balance");
        balanceOf[from] = balance - value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
