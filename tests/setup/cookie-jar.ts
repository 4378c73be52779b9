/** A browser's cookies: each response's Set-Cookie replaces or removes its own. */
export class Jar {
  readonly cookies = new Map<string, string>();
  constructor(header = '') {
    for (const pair of header.split('; ').filter(Boolean)) {
      const [name, ...value] = pair.split('=');
      if (name) this.cookies.set(name, value.join('='));
    }
  }
  take(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
  has(name: string) {
    return this.cookies.has(name);
  }
  toString() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
