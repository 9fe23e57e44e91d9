import type { TestApp } from '../test/app';

/**
 * Gets a picture code and reads its answer from the SVG, as a person reads the picture: the
 * sandbox captcha draws each character as an SVG <text>. Lets limit tests get past the captcha
 * to reach the caps behind it.
 */
export async function solvedCaptcha(t: TestApp): Promise<{ captchaId: string; captcha: string }> {
  const r = await t.call('/service/common/code/captcha', {}, { json: true });
  if (r.code !== 0) throw new Error(`captcha: ${r.codeMsg}`);
  const svg = Buffer.from(String(r.data.image).split(',')[1] ?? '', 'base64').toString('utf8');
  const answer = [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((m) => m[1]).join('');
  if (answer.length !== 4) throw new Error('captcha: could not read the picture');
  return { captchaId: r.data.captchaId, captcha: answer };
}
