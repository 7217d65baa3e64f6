// A tiny bridge between the HTTP client (lib) and the app: the app injects what a 401 does,
// and the loading overlay subscribes to the number of requests in flight. No axios here, so the
// first load of a public page never pays for the HTTP client.
type Listener = () => void;

let inFlight = 0;
const listeners = new Set<Listener>();
let unauthorizedHandler: (message: string | undefined) => void = () => {};

export const requestActivity = {
  start(): void {
    inFlight += 1;
    listeners.forEach((l) => l());
  },
  end(): void {
    inFlight = Math.max(0, inFlight - 1);
    listeners.forEach((l) => l());
  },
  count(): number {
    return inFlight;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function setUnauthorizedHandler(handler: (message: string | undefined) => void): void {
  unauthorizedHandler = handler;
}

export function notifyUnauthorized(message: string | undefined): void {
  unauthorizedHandler(message);
}

let tokenGetter: () => string | null = () => null;

/** The app tells the client where the signed-in user's token lives. */
export function setAuthTokenGetter(getter: () => string | null): void {
  tokenGetter = getter;
}

export function currentToken(): string | null {
  return tokenGetter();
}
