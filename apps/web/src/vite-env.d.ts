/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** JSON-RPC endpoint of Ethereum (1); a public node when unset. */
  readonly VITE_RPC_URL_1?: string;
  /** JSON-RPC endpoint of BNB Smart Chain (56); a local anvil in development. */
  readonly VITE_RPC_URL_56?: string;
  /** The external launchpad (https); the Activity Center menu and the develop tracks hide it when unset. */
  readonly VITE_LAUNCHPAD_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
