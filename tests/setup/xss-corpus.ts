/**
 * Hostile text as attackers write it, for every place a user's words can reach: markup, event
 * handlers, script addresses, breakouts of attributes, `<title>`, `<textarea>` and JSON in
 * `<script>`, parser tricks (mXSS), template and Markdown syntax of other engines, and escapes that
 * turn into markup if anything decodes them. Each payload, should it ever run, calls `__xss(n)` or
 * opens a dialog with `n`, its place in the list counted from 1, so a browser test knows which one
 * got through.
 */
const payloads: ((n: number) => string)[] = [
  (n) => `<script>__xss(${n})</script>`,
  (n) => `<img src=x onerror=__xss(${n})>`,
  (n) => `<svg onload=__xss(${n})>`,
  (n) => `"><img src=x onerror=__xss(${n})>`,
  (n) => `'><svg/onload=__xss(${n})>`,
  (n) => `" autofocus onfocus="__xss(${n})" x="`,
  (n) => `' onmouseover='__xss(${n})' x='`,
  (n) => `</script><script>__xss(${n})</script>`,
  (n) => `</title><svg onload=__xss(${n})>`,
  (n) => `</textarea><svg onload=__xss(${n})>`,
  (n) => `<a href="javascript:__xss(${n})">x</a>`,
  (n) => `javascript:__xss(${n})`,
  (n) => `<iframe srcdoc="<script>parent.__xss(${n})</script>"></iframe>`,
  (n) => `<details open ontoggle=__xss(${n})>`,
  (n) => `<svg><script>__xss(${n})</script></svg>`,
  (n) => `<math><mtext><table><mglyph><style><img src=x onerror=__xss(${n})>`,
  (n) => `<noscript><p title="</noscript><img src=x onerror=__xss(${n})>">`,
  (n) => `<!--<img src="--><img src=x onerror=__xss(${n})//">`,
  (n) => `<scr<script>ipt>__xss(${n})</scr</script>ipt>`,
  (n) => `<IMG SRC=x OnErRoR=alert(${n})>`,
  (n) => `<input autofocus onfocus=confirm(${n})>`,
  (n) => `<a href="jav&#x09;ascript:prompt(${n})">x</a>`,
  (n) => `<img src=x onerror="&#95;&#95;xss(${n})">`,
  (n) => `<object data="javascript:__xss(${n})"></object>`,
  (n) => `<form><button formaction=javascript:__xss(${n})>x</button></form>`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:__xss(${n})">`,
  (n) => `<video><source onerror=__xss(${n})></video>`,
  (n) => `<style onload=__xss(${n})></style>`,
  (n) => `';__xss(${n});//`,
  (n) => `";__xss(${n});//`,
  (n) => `\u2028\u2029</script><svg onload=__xss(${n})>`,
  (n) => `{{constructor.constructor('__xss(${n})')()}}`,
  (n) => `\${__xss(${n})}`,
  (n) => `[x](javascript:__xss(${n}))`,
  (n) => `![x](x" onerror="__xss(${n}))`,
  (n) => `\\u003cimg src=x onerror=__xss(${n})\\u003e`,
  (n) => `%3Cimg%20src%3Dx%20onerror%3D__xss(${n})%3E`,
  (n) => `\uff1cscript\uff1e__xss(${n})\uff1c/script\uff1e`,
  (n) => `https://example.org/?"><svg/onload=__xss(${n})>`,
];

export const xssCorpus: readonly string[] = payloads.map((payload, index) => payload(index + 1));

/** Every payload in one text, one a line. */
export const xssText = xssCorpus.join('\n');

/**
 * The payloads packed into as few texts of at most `max` characters as they fit, in order, for
 * fields too short for all of them; a payload longer than `max` fits none and is left out.
 */
export function xssTexts(max: number): string[] {
  const texts: string[] = [];
  for (const payload of xssCorpus.filter((entry) => entry.length <= max)) {
    const last = texts.at(-1);
    if (last !== undefined && last.length + 1 + payload.length <= max) texts[texts.length - 1] = `${last} ${payload}`;
    else texts.push(payload);
  }
  return texts;
}
