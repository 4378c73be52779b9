import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Requests written to a server's socket as they are, and its responses read as bytes. */
type Answer = { head: string; status: number; body: Buffer };

/** The whole responses with a length at the start of `bytes` (a chunked one ends the list). */
export function responsesIn(bytes: Buffer, method = 'GET') {
  const answers: Answer[] = [];
  let rest = bytes;
  for (let end = rest.indexOf('\r\n\r\n'); end !== -1; end = rest.indexOf('\r\n\r\n')) {
    const head = rest.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const length = method === 'HEAD' || status === 304 ? 0 : Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1]);
    if (Number.isNaN(length) || rest.length < end + 4 + length) break;
    answers.push({ head, status, body: rest.subarray(end + 4, end + 4 + length) });
    rest = rest.subarray(end + 4 + length);
  }
  return answers;
}

/**
 * Writes `pieces` on one connection, a pause between them, and reads until the connection closes
 * or `count` answers with a length have arrived.
 */
export function exchange(target: Server, pieces: string[], count = Number.POSITIVE_INFINITY, method = 'GET') {
  return new Promise<{ bytes: Buffer; closed: boolean }>((resolve, reject) => {
    const socket = connect((target.address() as AddressInfo).port, '127.0.0.1');
    let bytes = Buffer.alloc(0);
    const done = (closed: boolean) => {
      socket.destroy();
      resolve({ bytes, closed });
    };
    socket.on('data', (chunk) => {
      bytes = Buffer.concat([bytes, chunk]);
      if (responsesIn(bytes, method).length >= count) done(false);
    });
    socket.on('close', () => done(true));
    socket.on('error', reject);
    void (async () => {
      for (const [index, piece] of pieces.entries()) {
        if (index > 0) await sleep(50);
        socket.write(piece);
      }
    })();
  });
}
