#!/usr/bin/env node
/**
 * Regenerates the self-made marketing videos and posters in web/public/media/ (DECISIONS: small,
 * self-made assets, no hot-linking). Needs ffmpeg and the DejaVu fonts on the machine that runs it;
 * nothing at build or run time needs either: the outputs are committed assets.
 *
 *   node web/src/features/marketing/media/make-media.mjs
 *
 * Every video: H.264 (yuv420p, +faststart), no audio, 7-9 s, well under 300 KB; every poster: a JPG frame.
 * Their URLs are exported from web/src/ui/media.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../public/media');
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** Texts go inside '…' in the filtergraph (so ':' and ',' are literal); drawtext itself expands '%' and '\\'. */
const esc = (text) => text.replace(/\\/g, '\\\\').replace(/'/g, '\u2019').replace(/%/g, '\\%');
const n = (value) => Number(value.toFixed(2));

/** Text that fades in at `at` and out at `until`, sliding up a little while it appears. */
function text({ text: value, size, y, at, until, color = 'white', bold = true }) {
  const fade = 0.4;
  const alpha = `if(lt(t,${at}),0,if(lt(t,${n(at + fade)}),(t-${at})/${fade},if(lt(t,${n(until - fade)}),1,if(lt(t,${until}),(${until}-t)/${fade},0))))`;
  const slide = `${y}+12*max(0,1-(t-${at})/${fade})`;
  return `drawtext=fontfile=${bold ? FONT_BOLD : FONT}:text='${esc(value)}':fontsize=${size}:fontcolor=${color}:x=(w-text_w)/2:y='${slide}':alpha='${alpha}':enable='between(t,${at},${until})'`;
}

/**
 * One video: a coloured background with two drifting thin lines, a progress bar and scenes of text.
 * `scenes` lists texts with absolute times; `posterAt` picks the poster frame.
 */
function make({ name, width, height, duration, background, accent, scenes, posterAt }) {
  const filters = [
    `drawbox=x='-w+mod(t*80,iw+w)':y=ih*0.05:w=iw*0.4:h=6:color=${accent}@0.6:t=fill`,
    `drawbox=x='iw-mod(t*60,iw+w)':y=ih*0.9:w=iw*0.5:h=6:color=white@0.35:t=fill`,
    ...scenes.map(text),
    `drawbox=x=0:y=ih-8:w='max(1,iw*t/${duration})':h=8:color=${accent}:t=fill`,
  ].join(',');
  const video = join(OUT, `${name}.mp4`);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `color=c=${background}:s=${width}x${height}:d=${duration}:r=24`,
    '-vf',
    filters,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'veryslow',
    '-crf',
    '24',
    '-tune',
    'animation',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    video,
  ]);
  const poster = join(OUT, `${name}-poster.jpg`);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-ss',
    String(posterAt),
    '-i',
    video,
    '-frames:v',
    '1',
    '-q:v',
    '5',
    poster,
  ]);
  for (const file of [video, poster]) console.log(`${file}: ${Math.round(statSync(file).size / 1024)} KB`);
}

mkdirSync(OUT, { recursive: true });

const INDIGO = '0x4f46e5';
const DEEP = '0x312e81';
const TEAL = '0x0f766e';
const GREEN = '0x15803d';
const AMBER = '0xf59e0b';
const SKY = '0x38bdf8';

/** Landing promo, wide (16:9) for screens from 768 px. */
make({
  name: 'promo-wide',
  width: 960,
  height: 540,
  duration: 9,
  background: INDIGO,
  accent: AMBER,
  posterAt: 1.5,
  scenes: [
    { text: 'Clara', size: 96, y: 150, at: 0.2, until: 3.2 },
    { text: 'Tu entrevistadora con inteligencia artificial', size: 34, y: 290, at: 0.8, until: 3.2, bold: false },
    { text: 'Practica por texto, voz o video', size: 46, y: 200, at: 3.4, until: 6.0 },
    { text: 'Entrevistas de 15 a 30 minutos', size: 34, y: 290, at: 3.9, until: 6.0, bold: false },
    { text: 'Recibe tu análisis al instante', size: 46, y: 200, at: 6.2, until: 9.0 },
    { text: 'Gratis durante la beta', size: 34, y: 290, at: 6.7, until: 9.0, color: AMBER },
  ],
});

/** Landing promo, vertical (9:16) for phones below 768 px. */
make({
  name: 'promo-mobile',
  width: 540,
  height: 960,
  duration: 9,
  background: INDIGO,
  accent: AMBER,
  posterAt: 1.5,
  scenes: [
    { text: 'Clara', size: 104, y: 330, at: 0.2, until: 3.2 },
    { text: 'Tu entrevistadora', size: 40, y: 490, at: 0.8, until: 3.2, bold: false },
    { text: 'con inteligencia artificial', size: 40, y: 545, at: 0.8, until: 3.2, bold: false },
    { text: 'Practica por', size: 48, y: 360, at: 3.4, until: 6.0 },
    { text: 'texto, voz o video', size: 48, y: 430, at: 3.4, until: 6.0 },
    { text: '15 a 30 minutos', size: 38, y: 540, at: 3.9, until: 6.0, bold: false },
    { text: 'Recibe tu análisis', size: 48, y: 360, at: 6.2, until: 9.0 },
    { text: 'al instante', size: 48, y: 430, at: 6.2, until: 9.0 },
    { text: 'Gratis durante la beta', size: 38, y: 540, at: 6.7, until: 9.0, color: AMBER },
  ],
});

/** /empresas demo: the three steps of the business flow. */
make({
  name: 'demo-empresas',
  width: 960,
  height: 540,
  duration: 9,
  background: DEEP,
  accent: SKY,
  posterAt: 1.5,
  scenes: [
    { text: 'Clara para Empresas', size: 64, y: 170, at: 0.2, until: 2.4 },
    { text: 'Entrevistas automatizadas con IA', size: 34, y: 280, at: 0.6, until: 2.4, bold: false },
    { text: '1. Configura la vacante', size: 50, y: 200, at: 2.6, until: 4.6 },
    { text: 'Requisitos, habilidades clave y preguntas', size: 30, y: 290, at: 2.9, until: 4.6, bold: false },
    { text: '2. Clara entrevista', size: 50, y: 200, at: 4.8, until: 6.8 },
    { text: 'Primeras entrevistas 24/7', size: 30, y: 290, at: 5.1, until: 6.8, bold: false },
    { text: '3. Recibe el análisis', size: 50, y: 200, at: 7.0, until: 9.0 },
    {
      text: 'Habilidades técnicas, blandas y ajuste cultural',
      size: 30,
      y: 290,
      at: 7.3,
      until: 9.0,
      bold: false,
      color: SKY,
    },
  ],
});

/** /terms intro: what the practice is. */
make({
  name: 'terms-intro',
  width: 960,
  height: 540,
  duration: 8,
  background: TEAL,
  accent: AMBER,
  posterAt: 1.5,
  scenes: [
    { text: 'Bienvenido a tu práctica', size: 58, y: 180, at: 0.2, until: 2.8 },
    { text: 'Una entrevista simulada con Clara', size: 34, y: 280, at: 0.6, until: 2.8, bold: false },
    { text: 'Responde con calma', size: 52, y: 200, at: 3.0, until: 5.4 },
    { text: 'Por texto, voz o video, de 15 a 30 minutos', size: 30, y: 290, at: 3.3, until: 5.4, bold: false },
    { text: 'Recibe retroalimentación', size: 52, y: 200, at: 5.6, until: 8.0 },
    {
      text: 'Orientativa, no es una evaluación profesional',
      size: 30,
      y: 290,
      at: 5.9,
      until: 8.0,
      bold: false,
      color: AMBER,
    },
  ],
});

/** /analysis completion panel of practice interviews. */
make({
  name: 'analysis-completion',
  width: 960,
  height: 540,
  duration: 7,
  background: GREEN,
  accent: AMBER,
  posterAt: 1.5,
  scenes: [
    { text: '¡Entrevista completada!', size: 60, y: 180, at: 0.2, until: 3.6 },
    { text: 'Gracias por practicar con Clara', size: 34, y: 280, at: 0.7, until: 3.6, bold: false },
    { text: 'Tu análisis está listo', size: 54, y: 200, at: 3.8, until: 7.0 },
    { text: 'Revisa tus fortalezas y sugerencias', size: 32, y: 290, at: 4.1, until: 7.0, bold: false, color: AMBER },
  ],
});
