const dayMs = 24 * 60 * 60 * 1000;

/**
 * RFC 9116's security.txt: where to report a vulnerability. Expires is computed per answer, so the
 * file never goes stale on a site left running; the RFC asks for less than a year ahead.
 */
export const securityTxt = (publicUrl: string, operatorEmail: string, now = new Date()) =>
  [
    `Contact: mailto:${operatorEmail}`,
    `Expires: ${new Date(now.getTime() + 364 * dayMs).toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en, de',
    `Canonical: ${publicUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
