/** The logging the chain jobs need; the server's pino logger is one. */
export interface ChainLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Logs nothing; for tests that look at outcomes, not log lines. */
export const silentChainLog: ChainLog = { info() {}, warn() {}, error() {} };
