import { type Account, type Address, getAddress, type Hex } from 'viem';
import { devClients } from './clients.ts';
import { compiledContract } from './compile.ts';

export interface DeployOptions {
  rpcUrl: string;
  /** A contract name from `contracts/`. */
  name: string;
  args?: readonly unknown[];
  /** Sender; anvil's funded account 0 by default. */
  account?: Account;
}

/** Deploys a compiled contract and resolves with its address once the deployment is mined. */
export async function deployContract({ rpcUrl, name, args = [], account }: DeployOptions): Promise<Address> {
  const { abi, bytecode } = await compiledContract(name);
  const { publicClient, walletClient } = devClients(rpcUrl, account);
  const hash = await walletClient.deployContract({ abi, bytecode, args });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`deploying ${name} failed in transaction ${hash}`);
  }
  return getAddress(receipt.contractAddress);
}

/** A deployed EIP-1271 smart-contract account whose signatures are `owner`'s. */
export function deployOwnedWallet(rpcUrl: string, owner: Address, account?: Account): Promise<Address> {
  return deployContract({ rpcUrl, name: 'OwnedWallet', args: [owner], account });
}

/** Calls `functionName` of a deployed contract from `account` and waits until it is mined. */
export async function sendContractCall(options: {
  rpcUrl: string;
  name: string;
  address: Address;
  functionName: string;
  args?: readonly unknown[];
  account?: Account;
}): Promise<Hex> {
  const { abi } = await compiledContract(options.name);
  const { publicClient, walletClient } = devClients(options.rpcUrl, options.account);
  const hash = await walletClient.writeContract({
    address: options.address,
    abi,
    functionName: options.functionName,
    args: options.args ?? [],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success')
    throw new Error(`${options.name}.${options.functionName} reverted: ${hash}`);
  return hash;
}
