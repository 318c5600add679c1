/**
 * One POST of a signed call between the platform and the payment gateway (the gateway's merchant
 * API one way, its callbacks the other): the URL, the headers and exact body, how long to wait.
 * Over the network by default (fetchPost). When the sandbox gateway runs embedded in the API's
 * process, the API answers the calls that come back to itself in process: the same routes,
 * headers, signatures and bodies, without a socket (docs/architecture.md §5).
 */
export interface HttpPostRequest {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

export interface HttpPostAnswer {
  status: number;
  body: string;
}

export type HttpPost = (url: string, request: HttpPostRequest) => Promise<HttpPostAnswer>;

/** The POST over the network; rejects when there is no whole answer within timeoutMs. */
export const fetchPost: HttpPost = async (url, { headers, body, timeoutMs }) => {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, body: await response.text() };
};

/** The answer's JSON, or null where it has none. */
export function answerJson(answer: HttpPostAnswer): unknown {
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return null;
  }
}
