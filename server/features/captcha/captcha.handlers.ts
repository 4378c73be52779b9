import type { ApiApp } from '../../api.ts';
import { newCaptchaChallenge } from '../../captcha/captcha.ts';
import { captchaChallengeRoute } from './captcha.contract.ts';

export function registerCaptcha(api: ApiApp) {
  api.openapi(captchaChallengeRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await newCaptchaChallenge(c.var.env.AUTH_SECRET), 200);
  });
}
