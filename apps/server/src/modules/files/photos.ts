import sharp from 'sharp';

/**
 * The demo galleries' photos (seed.ts): scenes of the group drawn as SVG and rendered to JPEG with
 * sharp, so the demo ships believable pictures without anyone's photo rights (they are the
 * project's own work, under its licence). No text in the pictures: the server has no fonts to
 * rely on. Each scene is drawn from fixed numbers, so every seed writes the same bytes.
 */

const WIDTH = 1200;
const HEIGHT = 800;

/** A small fixed pseudo-random sequence (a linear congruential generator): the same details every time. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const repeat = (n: number, draw: (i: number) => string) => Array.from({ length: n }, (_, i) => draw(i)).join('');

function sky(top: string, bottom: string, id = 'sky'): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id})"/>`;
}

function tree(x: number, ground: number, size: number, leaves: string): string {
  return `<rect x="${x - size * 0.06}" y="${ground - size * 0.5}" width="${size * 0.12}" height="${size * 0.5}" fill="#5d4037"/>
    <ellipse cx="${x}" cy="${ground - size * 0.7}" rx="${size * 0.38}" ry="${size * 0.45}" fill="${leaves}"/>
    <ellipse cx="${x - size * 0.15}" cy="${ground - size * 0.85}" rx="${size * 0.22}" ry="${size * 0.25}" fill="${leaves}" opacity="0.8"/>`;
}

/** A new assembly hall: saw-tooth roof, a row of high windows, loading doors, a lawn in front. */
function assemblyHall(): string {
  const random = sequence(7);
  const teeth = repeat(
    9,
    (i) =>
      `<polygon points="${150 + i * 100},330 ${250 + i * 100},330 ${250 + i * 100},260" fill="#cfd8dc"/>
       <polygon points="${230 + i * 100},280 ${250 + i * 100},262 ${250 + i * 100},330 ${230 + i * 100},330" fill="#90caf9"/>`,
  );
  const windows = repeat(
    18,
    (i) =>
      `<rect x="${170 + i * 50}" y="360" width="36" height="60" fill="#64b5f6" stroke="#455a64" stroke-width="3"/>`,
  );
  const doors = repeat(
    3,
    (i) =>
      `<rect x="${260 + i * 250}" y="470" width="150" height="150" fill="#78909c"/>` +
      repeat(
        8,
        (j) =>
          `<line x1="${260 + i * 250}" y1="${480 + j * 18}" x2="${410 + i * 250}" y2="${480 + j * 18}" stroke="#607d8b" stroke-width="3"/>`,
      ),
  );
  const trees = repeat(6, (i) =>
    tree(60 + i * 215 + random() * 40, 640, 120 + random() * 60, i % 2 ? '#388e3c' : '#2e7d32'),
  );
  return `${sky('#4a90d9', '#d6ecff')}
    <ellipse cx="980" cy="140" rx="90" ry="28" fill="#fff" opacity="0.85"/><ellipse cx="300" cy="110" rx="120" ry="30" fill="#fff" opacity="0.7"/>
    <rect x="150" y="330" width="900" height="290" fill="#eceff1"/>
    <rect x="150" y="330" width="900" height="14" fill="#b0bec5"/>${teeth}${windows}
    <rect x="150" y="440" width="900" height="16" fill="#c62828"/>${doors}
    <rect y="620" width="${WIDTH}" height="180" fill="#7cb342"/><rect y="620" width="${WIDTH}" height="40" fill="#9e9e9e"/>${trees}`;
}

/** Panel radiators in a studio: the product photo of a catalogue. */
function radiatorProduct(): string {
  const ribs = repeat(28, (i) => `<rect x="${262 + i * 24}" y="262" width="12" height="296" rx="4" fill="#4a4f55"/>`);
  return `${sky('#f5f5f5', '#cfd3d6', 'studio')}
    <ellipse cx="600" cy="690" rx="420" ry="40" fill="#000" opacity="0.18"/>
    <rect x="240" y="240" width="720" height="340" rx="14" fill="#373b40"/>${ribs}
    <rect x="240" y="240" width="720" height="22" rx="10" fill="#555b61"/>
    <rect x="940" y="560" width="18" height="60" fill="#9ea7ad"/><circle cx="949" cy="628" r="16" fill="#bfc6cb"/>
    <rect x="300" y="580" width="16" height="100" fill="#9ea7ad"/><rect x="884" y="580" width="16" height="100" fill="#9ea7ad"/>
    <rect x="240" y="250" width="720" height="8" fill="#fff" opacity="0.12"/>`;
}

/** The group's stand at a trade fair: carpet, a back wall in the brand colour, radiators on show, lights. */
function tradeFairStand(): string {
  const radiator = (x: number, y: number, w: number, h: number, colour: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${colour}"/>` +
    repeat(
      Math.floor(w / 22),
      (i) =>
        `<rect x="${x + 8 + i * 22}" y="${y + 10}" width="10" height="${h - 20}" rx="3" fill="#000" opacity="0.15"/>`,
    );
  const spots = repeat(
    6,
    (i) =>
      `<polygon points="${190 + i * 165},120 ${170 + i * 165},560 ${260 + i * 165},560" fill="#fff8e1" opacity="0.12"/><circle cx="${190 + i * 165}" cy="118" r="12" fill="#fffde7"/>`,
  );
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="#263238"/>
    <rect x="0" y="100" width="${WIDTH}" height="20" fill="#37474f"/>
    <rect x="80" y="140" width="1040" height="420" fill="#b71c1c"/><rect x="80" y="140" width="1040" height="60" fill="#8e0000"/>
    <rect x="420" y="230" width="360" height="4" fill="#ffcdd2"/>
    ${radiator(140, 300, 260, 160, '#eceff1')}${radiator(470, 280, 220, 220, '#424242')}${radiator(760, 320, 300, 120, '#d7ccc8')}
    <polygon points="0,560 1200,560 1200,800 0,800" fill="#9e9e9e"/><polygon points="120,560 1080,560 1200,800 0,800" fill="#bdbdbd"/>
    <rect x="520" y="600" width="160" height="110" fill="#fafafa"/><rect x="510" y="590" width="180" height="16" fill="#424242"/>${spots}`;
}

/** The administration building in winter: snow on the roofs and the lawn, a grey sky, falling flakes. */
function officeInWinter(): string {
  const random = sequence(11);
  const windows = repeat(4, (row) =>
    repeat(
      10,
      (col) =>
        `<rect x="${280 + col * 66}" y="${250 + row * 80}" width="44" height="52" fill="${(row + col) % 3 ? '#90a4ae' : '#ffe082'}"/>`,
    ),
  );
  const flakes = repeat(
    160,
    () =>
      `<circle cx="${Math.round(random() * WIDTH)}" cy="${Math.round(random() * HEIGHT)}" r="${(1.5 + random() * 3).toFixed(1)}" fill="#fff" opacity="0.9"/>`,
  );
  const firs = repeat(
    5,
    (i) =>
      `<polygon points="${60 + i * 260},640 ${120 + i * 260},450 ${180 + i * 260},640" fill="#1b5e20"/>
       <polygon points="${95 + i * 260},520 ${120 + i * 260},450 ${145 + i * 260},520" fill="#fff"/>`,
  );
  return `${sky('#9ea7b0', '#e3e7ea')}
    <rect x="250" y="220" width="700" height="420" fill="#d7ccc8"/>${windows}
    <rect x="240" y="200" width="720" height="24" fill="#fafafa"/>
    <rect x="540" y="560" width="120" height="80" fill="#5d4037"/><rect x="520" y="540" width="160" height="16" fill="#fafafa"/>
    <rect y="640" width="${WIDTH}" height="160" fill="#f5f7f8"/>${firs}${flakes}`;
}

/** The summer party at dusk: a marquee, benches, a string of lights against the evening sky. */
function summerParty(): string {
  const lights = repeat(24, (i) => {
    const x = 40 + i * 48;
    const y = 150 + Math.sin((i / 23) * Math.PI) * 60;
    return `<circle cx="${x}" cy="${y.toFixed(1)}" r="9" fill="#ffeb3b"/><circle cx="${x}" cy="${y.toFixed(1)}" r="20" fill="#ffeb3b" opacity="0.25"/>`;
  });
  const benches = repeat(
    4,
    (i) =>
      `<rect x="${130 + i * 250}" y="600" width="200" height="18" fill="#6d4c41"/>
       <rect x="${140 + i * 250}" y="618" width="12" height="50" fill="#4e342e"/><rect x="${318 + i * 250}" y="618" width="12" height="50" fill="#4e342e"/>
       <circle cx="${180 + i * 250}" cy="592" r="10" fill="#ffca28"/><circle cx="${260 + i * 250}" cy="592" r="10" fill="#ffca28"/>`,
  );
  return `${sky('#283593', '#ff8a65', 'dusk')}
    <circle cx="900" cy="430" r="70" fill="#ffcc80" opacity="0.9"/>
    <rect y="430" width="${WIDTH}" height="370" fill="#33691e"/>
    <polygon points="380,450 600,300 820,450" fill="#fafafa"/><rect x="400" y="450" width="400" height="140" fill="#eeeeee"/>
    <rect x="560" y="470" width="80" height="120" fill="#ffe0b2"/>
    <line x1="0" y1="150" x2="${WIDTH}" y2="150" stroke="#212121" stroke-width="2" opacity="0.5"/>${lights}${benches}`;
}

/** A plate of vegetable lasagne from above, on a wooden table. */
function lasagne(): string {
  const planks = repeat(
    8,
    (i) => `<rect y="${i * 100}" width="${WIDTH}" height="96" fill="${i % 2 ? '#a1887f' : '#8d6e63'}"/>`,
  );
  const layers = repeat(
    5,
    (i) => `<rect x="470" y="${300 + i * 40}" width="260" height="22" fill="${i % 2 ? '#e65100' : '#fff3e0'}"/>`,
  );
  return `${planks}<circle cx="600" cy="400" r="300" fill="#fafafa"/><circle cx="600" cy="400" r="240" fill="#f0f0f0"/>
    <rect x="460" y="290" width="280" height="210" rx="12" fill="#ffb74d"/>${layers}
    <rect x="460" y="280" width="280" height="40" rx="12" fill="#ffd54f"/>
    <circle cx="520" cy="300" r="14" fill="#c62828"/><circle cx="640" cy="296" r="12" fill="#2e7d32"/><circle cx="700" cy="304" r="10" fill="#c62828"/>
    <rect x="930" y="160" width="26" height="480" rx="12" fill="#b0bec5"/><rect x="250" y="160" width="22" height="480" rx="10" fill="#b0bec5"/>`;
}

/** The salad bar: bowls of leaves, tomatoes, carrots and cucumber on the counter. */
function saladBar(): string {
  const random = sequence(23);
  const bowl = (x: number, y: number, colour: string, dots: string) =>
    `<circle cx="${x}" cy="${y}" r="150" fill="#eceff1"/><circle cx="${x}" cy="${y}" r="128" fill="${colour}"/>` +
    repeat(22, () => {
      const a = random() * Math.PI * 2;
      const r = random() * 105;
      return `<circle cx="${(x + Math.cos(a) * r).toFixed(1)}" cy="${(y + Math.sin(a) * r).toFixed(1)}" r="${(8 + random() * 10).toFixed(1)}" fill="${dots}"/>`;
    });
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="#b0bec5"/><rect y="40" width="${WIDTH}" height="720" fill="#cfd8dc"/>
    ${bowl(230, 230, '#7cb342', '#558b2f')}${bowl(600, 230, '#e53935', '#ff8a80')}${bowl(970, 230, '#fb8c00', '#ffcc80')}
    ${bowl(415, 570, '#c5e1a5', '#33691e')}${bowl(785, 570, '#fff59d', '#f9a825')}`;
}

/** The scenes the sample photos are drawn from, by name. */
export const SCENES = {
  assemblyHall,
  radiatorProduct,
  tradeFairStand,
  officeInWinter,
  summerParty,
  lasagne,
  saladBar,
} as const;

export type SceneName = keyof typeof SCENES;

/** A scene as a JPEG photo of 1200×800, as a camera's would be after the usual downsizing. */
export function samplePhoto(scene: SceneName): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${SCENES[scene]()}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
