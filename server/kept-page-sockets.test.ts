import { describe, expect, it } from 'vitest';
import { plainRequest } from './kept-page-sockets.ts';

const head = (...lines: string[]) => lines.join('\r\n');

describe('plainRequest', () => {
  it('reads a GET or HEAD of a path with the headers the kept pages look at', () => {
    expect(
      plainRequest(
        head(
          'GET /trips?page=2 HTTP/1.1',
          'Host: example.org',
          'Accept-Encoding:  gzip, br ',
          'accept-language: de',
          'If-None-Match: W/"x"',
          'Cookie: lang=en',
          'User-Agent: test',
          'Connection: Keep-Alive',
        ),
      ),
    ).toEqual({
      method: 'GET',
      url: '/trips?page=2',
      headers: {
        host: 'example.org',
        'accept-encoding': 'gzip, br',
        'accept-language': 'de',
        'if-none-match': 'W/"x"',
        cookie: 'lang=en',
      },
    });
    expect(plainRequest(head('HEAD / HTTP/1.1', 'Host: x'))?.method).toBe('HEAD');
  });

  it.each([
    ['another method', head('POST /trips HTTP/1.1', 'Host: x')],
    ['another version', head('GET /trips HTTP/1.0', 'Host: x')],
    ['an absolute address', head('GET http://x/trips HTTP/1.1', 'Host: x')],
    ['a space in the address', head('GET /a b HTTP/1.1', 'Host: x')],
    ['no Host', head('GET /trips HTTP/1.1')],
    ['two Hosts', head('GET /trips HTTP/1.1', 'Host: x', 'Host: y')],
    ['two cookies', head('GET /trips HTTP/1.1', 'Host: x', 'Cookie: a=1', 'Cookie: b=2')],
    ['a body length', head('GET /trips HTTP/1.1', 'Host: x', 'Content-Length: 0')],
    ['a chunked body', head('GET /trips HTTP/1.1', 'Host: x', 'Transfer-Encoding: chunked')],
    ['an upgrade', head('GET /trips HTTP/1.1', 'Host: x', 'Upgrade: websocket')],
    ['an expectation', head('GET /trips HTTP/1.1', 'Host: x', 'Expect: 100-continue')],
    ['a connection closed', head('GET /trips HTTP/1.1', 'Host: x', 'Connection: close')],
    ['a space before the colon', head('GET /trips HTTP/1.1', 'Host : x')],
    ['a folded line', head('GET /trips HTTP/1.1', 'Host: x', 'X-A: 1', ' folded')],
    ['a NUL in a value', head('GET /trips HTTP/1.1', 'Host: x', 'X-A: a\0b')],
    ['a bare line feed', head('GET /trips HTTP/1.1', 'Host: x\nContent-Length: 5')],
    ['an empty line inside', head('GET /trips HTTP/1.1', '', 'Host: x')],
  ])('leaves %s to Node', (_what, text) => {
    expect(plainRequest(text)).toBeNull();
  });
});
