import type { AvatarKind } from '@colony/contract/avatars';

/** Each kind's colours: the sky, the planet and its ring. */
const PALETTES: Record<AvatarKind, { sky: [string, string]; planet: [string, string]; ring: string }> = {
  main: { sky: ['#0b1026', '#1d2b64'], planet: ['#ff9a3c', '#c2410c'], ring: '#fcd34d' },
  alliance: { sky: ['#04140f', '#0f3d3e'], planet: ['#34d399', '#047857'], ring: '#a7f3d0' },
  guide: { sky: ['#150a26', '#3b1d64'], planet: ['#a78bfa', '#6d28d9'], ring: '#f0abfc' },
};

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/**
 * The token's image: a planet in its kind's colours under a sky of stars placed by the token id,
 * with the avatar's name and id, as an SVG. It follows no live state, so it changes only when
 * the catalogue renames the avatar.
 */
export function avatarImage(options: { kind: AvatarKind; name: string; tokenId: number }): string {
  const { sky, planet, ring } = PALETTES[options.kind];
  // Stars placed by the token id: each token's sky is its own, the same on every request.
  let seed = options.tokenId % 2_147_483_647 || 1;
  const next = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  const stars = Array.from({ length: 24 }, () => {
    const x = Math.round(next() * 512);
    const y = Math.round(next() * 300);
    const r = (0.6 + next() * 1.4).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="0.8"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<radialGradient id="planet" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="${planet[0]}"/><stop offset="1" stop-color="${planet[1]}"/></radialGradient>
</defs>
<rect width="512" height="512" fill="url(#sky)"/>
${stars}
<circle cx="256" cy="230" r="120" fill="url(#planet)"/>
<ellipse cx="256" cy="230" rx="190" ry="38" fill="none" stroke="${ring}" stroke-width="6" opacity="0.85" transform="rotate(-14 256 230)"/>
<text x="256" y="420" text-anchor="middle" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(options.name)}</text>
<text x="256" y="462" text-anchor="middle" font-family="monospace" font-size="24" fill="${ring}">#${options.tokenId}</text>
</svg>
`;
}
