/**
 * Renders the demo gallery images (abstract illustrations, drawn here as SVG) to small JPEGs in ./images.
 * The files are committed; run again only to change them:
 *   cd apps/server && npx tsx src/features/demo-seed/generate-demo-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const WIDTH = 960;
const HEIGHT = 600;
const here = path.dirname(fileURLToPath(import.meta.url));

/** A deterministic pseudo-random sequence, so the images are the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A jagged ridge line across the picture, closed along the bottom edge. */
function ridge(seed: number, base: number, amplitude: number, peaks: number): string {
  const next = random(seed);
  const points: string[] = [`0,${HEIGHT}`];
  const step = WIDTH / (peaks * 2);
  for (let i = 0; i <= peaks * 2; i += 1) {
    const up = i % 2 === 1;
    const y = base - (up ? amplitude * (0.55 + next() * 0.45) : amplitude * next() * 0.35);
    points.push(`${Math.round(i * step + (next() - 0.5) * step * 0.6)},${Math.round(y)}`);
  }
  points.push(`${WIDTH},${HEIGHT}`);
  return points.join(' ');
}

function sky(top: string, bottom: string): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`;
}

function range(seed: number, layers: Array<{ base: number; amplitude: number; peaks: number; color: string }>): string {
  return layers
    .map(
      (layer, i) =>
        `<polygon points="${ridge(seed + i * 17, layer.base, layer.amplitude, layer.peaks)}" fill="${layer.color}"/>`,
    )
    .join('');
}

/** Ice columns hanging from a cliff band. */
function icicles(seed: number, x0: number, x1: number, top: number, color: string): string {
  const next = random(seed);
  let shapes = '';
  for (let x = x0; x < x1; x += 18 + next() * 26) {
    const width = 10 + next() * 22;
    const length = 120 + next() * 260;
    shapes += `<polygon points="${x},${top} ${x + width},${top} ${x + width / 2 + (next() - 0.5) * 8},${top + length}" fill="${color}" opacity="${(0.65 + next() * 0.35).toFixed(2)}"/>`;
  }
  return shapes;
}

/** Cracks and ledges on a granite wall. */
function cracks(seed: number, color: string, rock: string): string {
  const next = random(seed);
  let lines = '';
  for (let i = 0; i < 9; i += 1) {
    let x = 150 + next() * 660;
    let y = 80 + next() * 120;
    let d = `M${x.toFixed(0)},${y.toFixed(0)}`;
    for (let j = 0; j < 7; j += 1) {
      x += (next() - 0.5) * 40;
      y += 30 + next() * 40;
      d += ` L${x.toFixed(0)},${y.toFixed(0)}`;
    }
    lines += `<path d="${d}" stroke="${color}" stroke-width="${(2 + next() * 3).toFixed(1)}" fill="none" opacity="0.6"/>`;
  }
  // Only on the rock: clipped to the front ridge.
  return `<clipPath id="rock${seed}"><polygon points="${rock}"/></clipPath><g clip-path="url(#rock${seed})">${lines}</g>`;
}

function sun(x: number, y: number, r: number, color: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="0.85"/>`;
}

function trees(seed: number, y: number, color: string): string {
  const next = random(seed);
  let shapes = '';
  for (let x = -10; x < WIDTH + 10; x += 14 + next() * 20) {
    const h = 40 + next() * 60;
    const base = y + next() * 30;
    shapes += `<polygon points="${x},${base} ${x + h * 0.22},${base - h} ${x + h * 0.44},${base}" fill="${color}"/>`;
  }
  return `${shapes}<rect x="0" y="${y + 25}" width="${WIDTH}" height="${HEIGHT - y}" fill="${color}"/>`;
}

const IMAGES: Record<string, string> = {
  'granite-dawn':
    sky('#f6c99b', '#fbe9d3') +
    sun(720, 150, 60, '#fff4dc') +
    range(11, [
      { base: 420, amplitude: 200, peaks: 3, color: '#9aa3ad' },
      { base: 520, amplitude: 330, peaks: 1, color: '#6f7780' },
    ]) +
    cracks(5, '#4c535b', ridge(11 + 17, 520, 330, 1)) +
    trees(3, 520, '#2f4a3a'),
  'coastal-slabs':
    sky('#8ec5e8', '#dff0fa') +
    range(21, [
      { base: 380, amplitude: 120, peaks: 4, color: '#7d9bb0' },
      { base: 470, amplitude: 260, peaks: 2, color: '#a9a59c' },
    ]) +
    cracks(9, '#77736a', ridge(21 + 17, 470, 260, 2)) +
    `<rect x="0" y="520" width="${WIDTH}" height="80" fill="#3f6f8f"/>` +
    trees(7, 470, '#2c4d3d'),
  'limestone-wall':
    sky('#9cc3de', '#eef4f7') +
    range(31, [
      { base: 360, amplitude: 150, peaks: 5, color: '#c4c9cf' },
      { base: 500, amplitude: 300, peaks: 2, color: '#b3ad9f' },
    ]) +
    `<g opacity="0.35">${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="0" y="${230 + i * 45}" width="${WIDTH}" height="6" fill="#7e786b"/>`).join('')}</g>` +
    trees(13, 530, '#34503f'),
  'frozen-falls':
    sky('#5c7ea6', '#cfe0ef') +
    `<rect x="0" y="0" width="${WIDTH}" height="140" fill="#3f4a55"/>` +
    `<rect x="0" y="120" width="${WIDTH}" height="40" fill="#55606b"/>` +
    icicles(17, 60, 900, 150, '#e6f4ff') +
    icicles(19, 260, 700, 150, '#b9dcf5') +
    `<rect x="0" y="540" width="${WIDTH}" height="60" fill="#f3f8fc"/>`,
  'blue-ice-column':
    sky('#21405f', '#6f9cc4') +
    `<polygon points="0,0 330,0 300,600 0,600" fill="#3b3f46"/>` +
    `<polygon points="630,0 ${WIDTH},0 ${WIDTH},600 660,600" fill="#3b3f46"/>` +
    `<polygon points="330,0 630,0 560,600 400,600" fill="#bfe3fa"/>` +
    icicles(23, 340, 620, 0, '#e9f6ff') +
    `<rect x="0" y="560" width="${WIDTH}" height="40" fill="#e9f2f8"/>`,
  'canyon-ice':
    sky('#2b3a4a', '#50677d') +
    `<polygon points="0,0 380,0 420,600 0,600" fill="#5a4f47"/>` +
    `<polygon points="560,0 ${WIDTH},0 ${WIDTH},600 520,600" fill="#4b423b"/>` +
    icicles(29, 360, 600, 20, '#d2ecfb') +
    `<rect x="380" y="520" width="180" height="80" fill="#eaf4fb"/>`,
  'alpine-spires':
    sky('#7fb2e5', '#e4f1fb') +
    range(37, [
      { base: 400, amplitude: 300, peaks: 3, color: '#8b95a3' },
      { base: 470, amplitude: 180, peaks: 4, color: '#f4f7fa' },
      { base: 560, amplitude: 120, peaks: 2, color: '#d9e3ec' },
    ]) +
    `<polygon points="520,120 560,40 600,130 590,400 530,400" fill="#5d6673"/>`,
  'glacier-camp':
    sky('#f2b880', '#f8dcc0') +
    sun(220, 130, 45, '#fff1d6') +
    range(41, [
      { base: 380, amplitude: 220, peaks: 3, color: '#a4a9b8' },
      { base: 450, amplitude: 120, peaks: 3, color: '#f7f3ef' },
    ]) +
    `<rect x="0" y="470" width="${WIDTH}" height="130" fill="#eef2f6"/>` +
    `<polygon points="600,500 650,440 700,500" fill="#e4572e"/><polygon points="690,505 730,455 770,505" fill="#f2a541"/>`,
  'mixed-gully':
    sky('#3d4f63', '#a5b8c9') +
    range(43, [{ base: 600, amplitude: 520, peaks: 2, color: '#4a4d52' }]) +
    `<path d="M470,90 C440,220 510,320 470,600" stroke="#e9f3fa" stroke-width="46" fill="none"/>` +
    cracks(31, '#2b2d31', ridge(43, 600, 520, 2)),
  'forest-trail':
    sky('#b6dbe9', '#eef7e9') +
    range(47, [
      { base: 330, amplitude: 160, peaks: 3, color: '#9fb3c4' },
      { base: 400, amplitude: 120, peaks: 4, color: '#7b9b8a' },
    ]) +
    trees(37, 430, '#2e5540') +
    `<path d="M480,600 C520,540 430,500 470,450" stroke="#c9a877" stroke-width="26" fill="none"/>`,
  'lake-louise-blue':
    sky('#8fc1e3', '#e6f2f9') +
    range(53, [
      { base: 330, amplitude: 240, peaks: 2, color: '#8e99a6' },
      { base: 330, amplitude: 130, peaks: 3, color: '#f3f6f9' },
    ]) +
    trees(41, 330, '#294836') +
    `<rect x="0" y="400" width="${WIDTH}" height="200" fill="#3fa7b5"/>` +
    `<rect x="0" y="400" width="${WIDTH}" height="12" fill="#5cc0cc" opacity="0.6"/>`,
  'laurentian-cliffs':
    sky('#f5d0a0', '#f9eddc') +
    range(59, [
      { base: 420, amplitude: 110, peaks: 4, color: '#b78b6a' },
      { base: 470, amplitude: 220, peaks: 2, color: '#8a8078' },
    ]) +
    cracks(43, '#5f5650', ridge(59 + 17, 470, 220, 2)) +
    trees(47, 500, '#9c4a2b'),
};

for (const [name, body] of Object.entries(IMAGES)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
  const jpeg = await sharp(Buffer.from(svg))
    .jpeg({ quality: 70, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
  fs.writeFileSync(path.join(here, 'images', `${name}.jpg`), jpeg);
  console.log(`${name}.jpg ${(jpeg.length / 1024).toFixed(1)} KB`);
}
