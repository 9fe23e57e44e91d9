// Lighthouse only, for one running server: `node --import tsx bench/lighthouse-quick.ts http://localhost:8080 5`
// (home and login, interleaved rounds; the full bench also builds and measures the API).
import { lighthouseInterleaved } from './lighthouse';
const base = process.argv[2]!;
const out = await lighthouseInterleaved({ home: `${base}/`, login: `${base}/login` }, Number(process.argv[3] ?? 5));
for (const [name, p] of Object.entries(out)) {
  const s = p.runs.map((r) => r.score).sort((a, b) => a - b);
  console.log(
    name,
    'scores',
    s.join(' '),
    'median',
    s[Math.floor(s.length / 2)],
    'LCP',
    p.runs.map((r) => Math.round(r.lcpMs)).join(' '),
    'TBT',
    p.runs.map((r) => Math.round(r.tbtMs)).join(' '),
    'CLS',
    p.runs.map((r) => r.cls.toFixed(3)).join(' '),
    p.errors.join(';'),
  );
}
process.exit(0);
