// A small request helper: any method, optional headers, a JSON body. Non-GET/HEAD calls to the site's own
// origin carry the anti-forgery header (xsrf.ts, loaded only then: not in the entry chunk).

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** Thrown for non-2xx answers and answers that are not the JSON we asked for. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly url: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();
  const doFetch = options.fetch ?? fetch;
  let headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] ??= 'application/json';
  if (method !== 'GET' && method !== 'HEAD')
    headers = await import('./xsrf.ts').then((xsrf) => xsrf.xsrfHeaders(url, headers));
  try {
    // JSON.stringify(undefined) is undefined: no body. Credentials: fetch's default, same-origin.
    const response = await doFetch(url, {
      method,
      headers,
      body: JSON.stringify(options.body),
      signal: options.signal,
    });
    if (!response.ok)
      throw new RequestError(`${method} ${url} answered ${response.status}`, response.status, url);
    if (method === 'HEAD' || response.status === 204) return undefined as T;
    // Parsed whatever the content type: static hosts may serve the API copy without a JSON one. What does
    // not parse (a host's HTML page instead of the data) is no answer.
    const text = await response.text();
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new RequestError(`${method} ${url} did not answer JSON`, response.status, url);
    }
  } catch (error) {
    // A timeout signal (AbortSignal.timeout) is a server that does not answer: status 0, like no answer.
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new RequestError(`${method} ${url} timed out`, 0, url);
    throw error;
  }
}
