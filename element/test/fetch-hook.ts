// A hook in front of the page's fetch, for tests that hold, slow or fail some of the element's
// requests: `route` answers a request itself, or returns undefined to let it through.
export function hookFetch(route: (url: URL, pass: () => Promise<Response>) => Promise<Response> | undefined): {
  restore(): void;
} {
  const realFetch = window.fetch;
  window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    const pass = () => realFetch(input, init);
    return route(url, pass) ?? pass();
  }) as typeof fetch;
  return {
    restore: () => {
      window.fetch = realFetch;
    },
  };
}

/** A promise that resolves once `open()` is called: requests held on it wait until then. */
export function gate(): { wait: Promise<void>; open(): void } {
  let open: () => void = () => {};
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open: () => open() };
}
