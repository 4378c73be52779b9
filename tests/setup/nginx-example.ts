import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Placement = {
  /** For the example's port 80, which sends readers to https. */
  redirectPort: number;
  /** For its port 443, the site: with TLS, or without for tests of what lies behind the proxy. */
  sitePort: number;
  tls: boolean;
  /** The instances behind it, for the example's 3001 and 3002 in turn (one instance takes both). */
  upstreams: number[];
};

/** A certificate for localhost that lasts a day, and its key, made in `dir`. */
function selfSignedCertificate(dir: string) {
  const certificate = path.join(dir, 'certificate.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ['req', '-x509', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'],
      ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-keyout', key, '-out', certificate],
    ].flat(),
    { stdio: 'ignore' },
  );
  return { certificate, key };
}

/**
 * docs/nginx-example.conf as committed, but on this machine's ports, in front of `upstreams`, with
 * a self-signed certificate, for startNginx (tests/setup/nginx.ts): certificate and cache go in
 * nginx's own folder. Every replaced line must be there once, so the tests follow the example.
 */
export function nginxExample({ redirectPort, sitePort, tls, upstreams }: Placement) {
  const example = readFileSync('docs/nginx-example.conf', 'utf8');
  return (dir: string) => {
    const { certificate, key } = selfSignedCertificate(dir);
    const swaps: [RegExp, string][] = [
      [/listen 80;/g, `listen 127.0.0.1:${redirectPort};`],
      [/listen 443 ssl;/g, `listen 127.0.0.1:${sitePort}${tls ? ' ssl' : ''};`],
      [/ssl_certificate \S+;/g, `ssl_certificate ${certificate};`],
      [/ssl_certificate_key \S+;/g, `ssl_certificate_key ${key};`],
      [/\/var\/cache\/nginx\/itinera/g, `${dir}/cache`],
      ...[3001, 3002].map((port, i): [RegExp, string] => [
        new RegExp(`server 127\\.0\\.0\\.1:${port} `, 'g'),
        `server 127.0.0.1:${upstreams[i % upstreams.length]} `,
      ]),
    ];
    return swaps.reduce((site, [pattern, replacement]) => {
      const found = site.match(pattern)?.length;
      if (found !== 1) throw new Error(`docs/nginx-example.conf has ${pattern} ${found ?? 0} times, not once`);
      return site.replace(pattern, () => replacement);
    }, example);
  };
}
