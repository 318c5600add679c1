/**
 * The benches' HTTP client: HTTP/1.1 over kept-alive sockets, one request at a time on each (no
 * pipelining), as a browser or a provider's client sends them. It writes the request and reads
 * the answer's status, headers and Content-Length body itself, as load generators such as wrk
 * do, instead of through node:http's client: about a third of the client's CPU per request on
 * the benches' 2-core machine, and the client shares that machine with the servers it measures
 * (README, benchmarks).
 */
import net from 'node:net';

export interface HttpAnswer {
  status: number;
  /** The header block as received (status line first, lines split by CRLF). */
  head: string;
  body: string;
}

export interface HttpRequest {
  method?: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

interface Waiting {
  resolve: (answer: HttpAnswer) => void;
  reject: (error: Error) => void;
}

/** One kept-alive socket to 127.0.0.1:port: a request at a time, its answer read off the bytes. */
class Connection {
  private readonly socket: net.Socket;
  private received: Buffer | null = null;
  private waiting: Waiting | null = null;
  closed = false;

  constructor(
    port: number,
    private readonly onClose: (connection: Connection) => void,
  ) {
    this.socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', (error) => this.close(error));
    this.socket.on('close', () => this.close(new Error('the server closed the connection')));
  }

  send(request: HttpRequest): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('the connection is closed'));
      this.waiting = { resolve, reject };
      const body = request.body ?? '';
      let head =
        `${request.method ?? 'POST'} ${request.path} HTTP/1.1\r\nhost: 127.0.0.1\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\n`;
      for (const [name, value] of Object.entries(request.headers ?? {})) {
        head += `${name}: ${value}\r\n`;
      }
      this.socket.write(`${head}\r\n${body}`);
    });
  }

  private read(chunk: Buffer) {
    const received = this.received ? Buffer.concat([this.received, chunk]) : chunk;
    const headEnd = received.indexOf('\r\n\r\n');
    if (headEnd < 0) return void (this.received = received);
    const head = received.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length && /\r\ntransfer-encoding:/i.test(head)) {
      return this.close(new Error('the bench client reads only Content-Length answers'));
    }
    const bodyEnd = headEnd + 4 + Number(length?.[1] ?? 0);
    if (received.length < bodyEnd) return void (this.received = received);
    if (received.length > bodyEnd) return this.close(new Error('bytes after the answer'));
    this.received = null;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve({
      status: Number(head.slice(9, 12)),
      head,
      body: received.toString('utf8', headEnd + 4, bodyEnd),
    });
    if (/\r\nconnection:\s*close/i.test(head)) this.close(new Error('closed by the server'));
  }

  close(error: Error) {
    if (this.closed) return;
    this.closed = true;
    this.socket.destroy();
    this.waiting?.reject(error);
    this.waiting = null;
    this.onClose(this);
  }
}

/**
 * Up to `maxSockets` kept-alive connections per port; a request waits for a free one when all
 * are busy, as node:http's Agent with keepAlive does.
 */
export function createHttpPool({ maxSockets }: { maxSockets: number }) {
  const ports = new Map<
    number,
    { idle: Connection[]; open: number; queue: ((connection: Connection) => void)[] }
  >();
  const all = new Set<Connection>();
  const portOf = (port: number) => {
    let entry = ports.get(port);
    if (!entry) ports.set(port, (entry = { idle: [], open: 0, queue: [] }));
    return entry;
  };
  const acquire = (port: number): Promise<Connection> => {
    const entry = portOf(port);
    const idle = entry.idle.pop();
    if (idle) return Promise.resolve(idle);
    if (entry.open < maxSockets) {
      entry.open += 1;
      const connection = new Connection(port, (closed) => {
        all.delete(closed);
        entry.open -= 1;
        entry.idle = entry.idle.filter((c) => c !== closed);
        // A request waiting for a socket gets a new one in place of the closed one.
        const next = entry.queue.shift();
        if (next) void acquire(port).then(next);
      });
      all.add(connection);
      return Promise.resolve(connection);
    }
    return new Promise((resolve) => entry.queue.push(resolve));
  };
  const release = (port: number, connection: Connection) => {
    if (connection.closed) return;
    const entry = portOf(port);
    const next = entry.queue.shift();
    if (next) next(connection);
    else entry.idle.push(connection);
  };
  return {
    async request(port: number, request: HttpRequest): Promise<HttpAnswer> {
      const connection = await acquire(port);
      try {
        return await connection.send(request);
      } finally {
        release(port, connection);
      }
    },
    destroy() {
      for (const connection of all) connection.close(new Error('the pool was destroyed'));
    },
  };
}

export type HttpPool = ReturnType<typeof createHttpPool>;
