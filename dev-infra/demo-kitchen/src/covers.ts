import sharp from 'sharp';

/**
 * A dish's cover picture, drawn at load time: a plate seen from above on a linen tablecloth, the
 * food a warm gradient in the dish's own colours, and the dish's initials. 640 × 480 WebP, a few kB;
 * catalog re-encodes uploads to WebP anyway. Drawn rather than shipped: nothing binary in the
 * repository, and each dish gets its own picture from its title.
 */

/** Warm food colours [centre, edge], picked by the title so each dish keeps its picture. */
const PALETTES: [string, string][] = [
  ['#f2b263', '#a4542a'],
  ['#f6d27a', '#c0762f'],
  ['#e98b5d', '#8c3b22'],
  ['#f3c48e', '#b0693b'],
  ['#d9a45b', '#6f3f1f'],
  ['#f5e0a8', '#c99a4a'],
  ['#c9774f', '#5e2a1a'],
  ['#e6b070', '#9a5a2e'],
];

const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** 'Steak frites, sauce béarnaise' → 'SF'; 'Crème brûlée' → 'CB'. */
export function initials(title: string): string {
  const words = title
    .split(/[\s,'’-]+/)
    .filter((w) => w.length > 2 || /^[A-ZÀ-Ý]/.test(w))
    .filter((w) => !['au', 'aux', 'de', 'du', 'des', 'la', 'le', 'les', 'sauce'].includes(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function coverSvg(title: string): string {
  const h = hash(title);
  const [centre, edge] = PALETTES[h % PALETTES.length]!;
  const tilt = (h % 40) - 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
  <defs>
    <pattern id="linen" width="24" height="24" patternUnits="userSpaceOnUse">
      <rect width="24" height="24" fill="#efe6d6"/>
      <path d="M0 12h24M12 0v24" stroke="#e2d5bf" stroke-width="3"/>
    </pattern>
    <radialGradient id="plate" cx="50%" cy="45%" r="60%">
      <stop offset="0%" stop-color="#ffffff"/><stop offset="100%" stop-color="#e4e1db"/>
    </radialGradient>
    <radialGradient id="food" cx="42%" cy="38%" r="70%">
      <stop offset="0%" stop-color="${centre}"/><stop offset="100%" stop-color="${edge}"/>
    </radialGradient>
  </defs>
  <rect width="640" height="480" fill="url(#linen)"/>
  <ellipse cx="326" cy="252" rx="200" ry="200" fill="#000" opacity="0.12"/>
  <circle cx="320" cy="240" r="200" fill="url(#plate)"/>
  <circle cx="320" cy="240" r="158" fill="none" stroke="#d8d3ca" stroke-width="3"/>
  <g transform="rotate(${tilt} 320 240)">
    <ellipse cx="320" cy="240" rx="128" ry="112" fill="url(#food)"/>
    <circle cx="262" cy="196" r="10" fill="#5f8a3a" opacity="0.85"/>
    <circle cx="384" cy="290" r="7" fill="#5f8a3a" opacity="0.7"/>
  </g>
  <text x="320" y="268" text-anchor="middle" font-family="DejaVu Serif, Liberation Serif, serif" font-size="84"
    font-weight="bold" fill="#fffaf0" opacity="0.92">${escape(initials(title))}</text>
</svg>`;
}

export async function coverPicture(title: string): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(title)))
    .webp({ quality: 70 })
    .toBuffer();
}
