import { describeDevChain, devChainOptions, startDevChain } from './dev-chain.ts';

/**
 * `npm run chain [-- --port 8545 --block-time 1 --fresh]`: the local chain 56
 * for development with the test tokens, the funded dev accounts, the treasury
 * and the hot wallet; prints what the server and the web app need and runs
 * until interrupted.
 */
const options = devChainOptions(process.argv.slice(2));
const chain = await startDevChain(options);
const { anvil } = chain;
if (!anvil) {
  process.stdout.write(`A dev chain already runs on port ${options.port}.\n${describeDevChain(chain)}\n`);
  process.exit(0);
}
process.stdout.write(`${describeDevChain(chain, options.blockTime)}\n`);
let stopping = false;
const stop = async () => {
  stopping = true;
  await anvil.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
await anvil.exited;
if (!stopping) {
  process.stderr.write('anvil exited\n');
  process.exit(1);
}
