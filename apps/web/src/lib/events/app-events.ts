import { createEventBus } from './event-bus.ts';

/** App-wide events and their payloads (`undefined`: none). */
export interface AppEvents {
  /** The session is gone: restart the app's data and show the wallet as signed out. */
  initRequest: undefined;
  /** A login has just completed (after the bind-superior dialog too). */
  loginRequest: undefined;
  /** Session-dependent parameters changed: views reload what depends on the signed-in address. */
  params: undefined;
  /** The server refused the session (code -403): show the login-expired notice. */
  sessionExpired: undefined;
}

export const appEvents = createEventBus<AppEvents>();
