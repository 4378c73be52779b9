import { BlockList, isIP } from 'node:net';

/**
 * Who may tell us the client's address in X-Forwarded-For (TRUST_PROXY): the `hops` proxies
 * nearest to us (none by default), or the proxies at these addresses.
 */
export type TrustedProxies = { hops: number } | { addresses: BlockList };

/** The flag TRUST_PROXY was before it counted hops: on trusts the one proxy in front. */
const flags = new Map([
  ...['', 'off', 'false', 'no'].map((flag) => [flag, 0] as const),
  ...['on', 'true', 'yes'].map((flag) => [flag, 1] as const),
]);

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Adds a proxy's address, or a subnet of proxies as address/prefix; false if `entry` is neither. */
function addProxy(list: BlockList, entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (!isIP(address) || rest.length > 0) return false;
  if (prefix === undefined) list.addAddress(address, family(address));
  else if (/^\d+$/.test(prefix) && Number(prefix) <= (isIP(address) === 6 ? 128 : 32))
    list.addSubnet(address, Number(prefix), family(address));
  else return false;
  return true;
}

/** TRUST_PROXY as configured: a flag, a number of hops or a comma-separated list of proxies; undefined if none. */
export function parseTrustedProxies(value: string): TrustedProxies | undefined {
  const text = value.trim().toLowerCase();
  const flag = flags.get(text);
  if (flag !== undefined) return { hops: flag };
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = new BlockList();
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.filter(Boolean).every((entry) => addProxy(addresses, entry)) ? { addresses } : undefined;
}

const trusts = (trusted: TrustedProxies, address: string | undefined, hop: number) =>
  'hops' in trusted
    ? hop < trusted.hops
    : address !== undefined && isIP(address) !== 0 && trusted.addresses.check(address, family(address));

/**
 * The client's address: the socket's, unless that is a trusted proxy; then X-Forwarded-For read
 * from the right, where each proxy appends the address it saw, past every trusted proxy. Whatever
 * a client wrote into the header itself stays on the left, out of reach. In-process requests
 * (tests) have no socket: it counts as the nearest hop.
 */
export function clientAddress(trusted: TrustedProxies, socket: string | undefined, forwardedFor: string | undefined) {
  const chain = forwardedFor?.split(',') ?? [];
  let address = socket;
  for (let hop = 0; chain.length > 0 && trusts(trusted, address, hop); hop++) address = chain.pop()?.trim();
  return address;
}
