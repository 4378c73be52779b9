import { maxHeaderSize, type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { KeptPageAnswerer, KeptPageRequest } from './fast-pages.ts';
import type { ReadyAnswer } from './page-cache.ts';

const requestLine = /^(GET|HEAD) (\/[\x21-\x7e]*) HTTP\/1\.1$/;
const headerLine = /^([\w!#$%&'*+.^`|~-]+):[\t ]*([\t\x20-\x7e\x80-\xff]*?)[\t ]*$/;
/** Headers that frame a body or change the connection: Node's parser alone decides what they mean. */
const framing = new Set(['content-length', 'transfer-encoding', 'upgrade', 'expect', 'te', 'trailer']);
const read = new Set(['host', 'cookie', 'accept-encoding', 'accept-language', 'if-none-match']);

/**
 * The request of one head (without its blank line), when it is of the plainest kind: an HTTP/1.1
 * GET or HEAD of a path, well-formed header lines, one Host, no body and the connection kept. For
 * anything else null, and Node's parser reads the bytes instead.
 */
export function plainRequest(head: string): KeptPageRequest | null {
  const lines = head.split('\r\n');
  const line = requestLine.exec(lines[0] ?? '');
  if (!line) return null;
  const headers: Record<string, string> = {};
  for (let index = 1; index < lines.length; index++) {
    const field = headerLine.exec(lines[index] ?? '');
    if (!field) return null;
    const name = (field[1] ?? '').toLowerCase();
    const value = field[2] ?? '';
    if (framing.has(name)) return null;
    if (name === 'connection' && value.toLowerCase() !== 'keep-alive') return null;
    if (read.has(name)) {
      // Node joins repeated headers in ways of its own; such a request is its to read (a second
      // Host gets 400 there: server/site-server.ts).
      if (Object.hasOwn(headers, name)) return null;
      headers[name] = value;
    }
  }
  if (!Object.hasOwn(headers, 'host')) return null;
  return { method: line[1], url: line[2], headers };
}

/** Node's `Date` header: the time to the second, as its server writes it on every answer. */
function clock() {
  let date = '';
  let until = 0;
  return () => {
    const now = Date.now();
    if (now >= until) {
      date = new Date(now).toUTCString();
      until = now - (now % 1000) + 1000;
    }
    return date;
  };
}

/**
 * The bytes Node's server writes for `writeHead(status, head)` and `end(body)` on a kept-alive
 * connection, made once per answer, second and method.
 */
function wire(keepAliveSeconds: number) {
  const now = clock();
  const made = new WeakMap<ReadyAnswer, { date: string; head: Buffer; whole: Buffer }>();
  return (answer: ReadyAnswer, method: string | undefined) => {
    const date = now();
    let bytes = made.get(answer);
    if (bytes?.date !== date) {
      let text = `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n`;
      for (let index = 0; index < answer.head.length; index += 2) {
        text += `${answer.head[index]}: ${answer.head[index + 1]}\r\n`;
      }
      text += `Date: ${date}\r\nConnection: keep-alive\r\nKeep-Alive: timeout=${keepAliveSeconds}\r\n\r\n`;
      const head = Buffer.from(text, 'latin1');
      const whole = answer.body ? Buffer.concat([head, answer.body]) : head;
      bytes = { date, head, whole };
      made.set(answer, bytes);
    }
    return method === 'HEAD' ? bytes.head : bytes.whole;
  };
}

/**
 * Kept pages answered below Node's HTTP parser (ADR 0056): a new connection is read here first,
 * and each plain request (`plainRequest`) that `answerOf` answers is written back as prepared
 * bytes. The first request that is not, or a head that has not arrived whole, hands the
 * connection with the bytes read so far to Node's own connection listener for good, so every
 * other request meets Node's parser, limits and timeouts as before. Returns a function that ends
 * the connections still held here, for shutting down.
 */
export function answerKeptPagesOnSockets(server: Server, answerOf: KeptPageAnswerer) {
  const [nodeListener, ...others] = server.listeners('connection') as ((socket: Socket) => void)[];
  if (!nodeListener || others.length > 0) throw new Error("Node's HTTP server should have one connection listener.");
  server.removeListener('connection', nodeListener);
  const bytesOf = wire(Math.floor(server.keepAliveTimeout / 1000));
  // Node's parser refuses longer heads (431); handed to it, they get that answer.
  const limit = (server as { maxHeaderSize?: number }).maxHeaderSize ?? maxHeaderSize;
  const held = new Set<Socket>();

  server.on('connection', (socket: Socket) => {
    const close = () => socket.destroy();
    const end = () => socket.end();
    const forget = () => held.delete(socket);
    const handOver = (rest: Buffer) => {
      forget();
      socket.setTimeout(0);
      socket.off('data', onData).off('timeout', close).off('error', close).off('end', end).off('close', forget);
      nodeListener.call(server, socket);
      // Node's listener reads what arrives from now on; what this one read already, it is given first.
      if (rest.length > 0) socket.emit('data', rest);
    };
    const onData = (chunk: Buffer) => {
      let data = chunk;
      while (data.length > 0) {
        const headEnd = data.indexOf('\r\n\r\n');
        // An unfinished head, or answers not yet taken by a slow reader: Node's server paces both.
        if (headEnd === -1 || headEnd > limit || socket.writableNeedDrain) return handOver(data);
        const request = plainRequest(data.toString('latin1', 0, headEnd));
        const answer = request && answerOf(request);
        if (!request || !answer) return handOver(data);
        socket.write(bytesOf(answer, request.method));
        data = data.subarray(headEnd + 4);
      }
    };
    held.add(socket);
    socket.setTimeout(server.keepAliveTimeout);
    socket.on('data', onData).on('timeout', close).on('error', close).on('end', end).on('close', forget);
  });

  return () => {
    for (const socket of held) socket.end();
  };
}
