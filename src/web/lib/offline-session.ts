/**
 * The gate opens without signal (issue 31, decision 0070). The app asks the server who is signed in and
 * what their role may do before it shows any screen; at a gate with no signal both calls fail. On the
 * gate's addresses only, their last answers are kept on the device and read back when the server cannot
 * be reached at all (a network error, never a refusal: a 401 still signs the device out). The server
 * checks every queued tap again when it arrives, with the session it then has.
 */
const OFFLINE_PATHS = /^\/site-sign-in(\/|$)/;
const KEY = (name: string) => `sitebook.offline.${name}`;

const onGate = () => typeof location !== "undefined" && OFFLINE_PATHS.test(location.pathname);

export async function orRemembered<T>(name: "user" | "permissions", read: () => Promise<T>): Promise<T> {
  try {
    const value = await read();
    if (onGate()) {
      if (value === null) localStorage.removeItem(KEY(name));
      else localStorage.setItem(KEY(name), JSON.stringify(value));
    }
    return value;
  } catch (error) {
    // fetch rejects with a TypeError when there is no network; an answer from the server is an ApiError.
    const kept = error instanceof TypeError && onGate() ? localStorage.getItem(KEY(name)) : null;
    if (kept !== null) return JSON.parse(kept) as T;
    throw error;
  }
}

/** Signing out forgets what was kept. */
export function forgetOfflineSession() {
  localStorage.removeItem(KEY("user"));
  localStorage.removeItem(KEY("permissions"));
}
