export { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium.mjs';
