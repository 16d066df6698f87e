#!/usr/bin/env node
// Writes the mock's sample task images (the contract's example file names), small PNGs drawn here with zlib:
//   node mock-server/uploads/tasks/make-samples.mjs
// Each is a 400x225 gradient in the platform's colours with a soft "post" card in the middle. No downloads.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const WIDTH = 400;
const HEIGHT = 225;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(pixel) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = y * (WIDTH * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < WIDTH; x += 1) {
      const [r, g, b] = pixel(x, y);
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a, b, t) => a.map((value, i) => Math.round(value + (b[i] - value) * t));
const hex = (text) => [1, 3, 5].map((i) => parseInt(text.slice(i, i + 2), 16));

/** A diagonal gradient with a rounded white card, a dark "avatar" dot and two text lines on it. */
function sample(from, to, accent) {
  const a = hex(from);
  const b = hex(to);
  const dot = hex(accent);
  const card = { x0: 110, y0: 52, x1: 290, y1: 172, r: 16 };
  const inCard = (x, y) => {
    const cx = Math.min(Math.max(x, card.x0 + card.r), card.x1 - card.r);
    const cy = Math.min(Math.max(y, card.y0 + card.r), card.y1 - card.r);
    return (x - cx) ** 2 + (y - cy) ** 2 <= card.r ** 2;
  };
  return png((x, y) => {
    // Gradient in 16 bands: flat runs compress far better than a smooth ramp.
    const t = Math.round(((x / WIDTH) * 0.6 + (y / HEIGHT) * 0.4) * 16) / 16;
    if (!inCard(x, y)) return mix(a, b, t);
    if ((x - 140) ** 2 + (y - 82) ** 2 <= 14 ** 2) return dot;
    if (y >= 76 && y <= 80 && x >= 162 && x <= 250) return [200, 200, 208];
    if (y >= 86 && y <= 90 && x >= 162 && x <= 222) return [222, 222, 228];
    if (y >= 108 && y <= 156 && x >= 126 && x <= 274) return mix(a, b, 0.5).map((v) => Math.round(v * 0.35 + 255 * 0.65));
    return [255, 255, 255];
  });
}

const SAMPLES = {
  'sample-instagram.png': sample('#833ab4', '#fcb045', '#e1306c'),
  'sample-x.png': sample('#0f1419', '#536471', '#1d9bf0'),
  'sample-tiktok.png': sample('#010101', '#25f4ee', '#fe2c55'),
};

for (const [name, bytes] of Object.entries(SAMPLES)) {
  writeFileSync(join(here, name), bytes);
  console.log(`${name}: ${bytes.length} bytes`);
}
