import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { captchas } from './schema';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TTL_MS = 5 * 60 * 1000;

const hashAnswer = (id: string, answer: string) =>
  createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest('base64url');

/** A picture code drawn locally as SVG (sandbox provider: no outside service). */
function drawSvg(text: string): string {
  const chars = [...text]
    .map((c, i) => {
      const x = 14 + i * 24;
      const y = 30 + randomInt(-4, 5);
      const rot = randomInt(-25, 26);
      const hue = randomInt(0, 360);
      return `<text x="${x}" y="${y}" transform="rotate(${rot} ${x} ${y})" fill="hsl(${hue},60%,35%)">${c}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [randomInt(0, 110), randomInt(0, 44), randomInt(0, 110), randomInt(0, 44)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="hsl(${randomInt(0, 360)},50%,60%)" stroke-width="1.5"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="44" viewBox="0 0 110 44"><rect width="110" height="44" fill="#f3f6fb"/>${lines}<g font-family="monospace" font-size="26" font-weight="bold">${chars}</g></svg>`;
}

export async function createCaptcha(deps: Deps): Promise<{ captchaId: string; image: string }> {
  const text = Array.from({ length: 4 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
  const id = randomBytes(16).toString('base64url');
  await deps.db
    .insert(captchas)
    .values({ id, answerHash: hashAnswer(id, text), expiresAt: new Date(deps.clock.now().getTime() + TTL_MS) });
  const image = `data:image/svg+xml;base64,${Buffer.from(drawSvg(text)).toString('base64')}`;
  return { captchaId: id, image };
}

/** Checks and uses up a captcha (single use, whatever the answer). */
export async function checkCaptcha(deps: Deps, id: string | undefined, answer: string | undefined): Promise<void> {
  if (!id || !answer) throw new AppError('CAPTCHA_REQUIRED');
  const used = await deps.db
    .update(captchas)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, deps.clock.now())))
    .returning({ answerHash: captchas.answerHash });
  if (used[0]?.answerHash !== hashAnswer(id, answer)) throw new AppError('CAPTCHA_WRONG');
}
