/**
 * One short clip per demo video (content-learning.ts `videosData`, in that order): a drawn scene of what
 * the video's title names, the title itself in the heading, and zh/en surtitles of that scene. Every cue
 * says what is on screen at that moment. The thumbnail (art.mjs) is a still of the same clip, so picture,
 * title and surtitles agree.
 */
import { percussion } from './audio.mjs';
import { clamp, ease, ferryFrame, figure, font, H, lycheeFrame, W, windowFrame, within } from './clips.mjs';

/** Long enough for the player's resume offer (from 3 s to 95 %) after a stop at 13 s; small enough to stay ≤ 150 KB. */
export const videoClipSeconds = 15;

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const sans = 'font-family="Noto Sans CJK SC, Noto Sans, DejaVu Sans, sans-serif"';

/** The video's own title across the top, Chinese above English (long English titles shrink to fit). */
export const heading = (zh, en) => {
  const enSize = Math.min(13, Math.floor((W - 36) / (en.length * 0.55)));
  return `<rect width="${W}" height="60" fill="#000" fill-opacity="0.45"/><text x="18" y="30" ${font} font-size="20" font-weight="700" fill="#f2c14e">${esc(zh)}</text><text x="18" y="50" ${sans} font-size="${enSize}" fill="#f4ead6">${esc(en)}</text>`;
};

/** A caption chip in the lower right (a move's name, a week, a time), both languages. */
const chip = (zh, en, opacity = 1) =>
  `<g opacity="${opacity}"><rect x="${W - 214}" y="74" width="198" height="46" rx="8" fill="#000" fill-opacity="0.4"/><text x="${W - 200}" y="95" ${font} font-size="17" font-weight="700" fill="#fff8e7">${esc(zh)}</text><text x="${W - 200}" y="112" ${sans} font-size="11" fill="#f2c14e">${esc(en)}</text></g>`;

/** Pairs `a:b c:d …` of numbers (a time map, or a tune's degree:beats where a bare degree is one beat). */
const pairs = (text) => text.split(' ').map((p) => [Number(p.split(':')[0]), Number(p.split(':')[1] ?? 1)]);

/** Piecewise-linear time map `new:source …`, for re-cutting the long scenes to clip length. */
const remap = (t, map) => {
  const pts = pairs(map);
  for (let i = 1; i < pts.length; i++) {
    const [a, fa] = pts[i - 1];
    const [b, fb] = pts[i];
    if (t <= b) return fa + (fb - fa) * clamp((t - a) / (b - a));
  }
  return pts.at(-1)[1];
};
/** Which of four equal steps of the clip `t` is in (the cues follow the same steps). */
const step = (t) => Math.min(3, Math.floor(Math.max(0, t - 0.2) / 3.75));

const sheep = (x, y, s, bob) =>
  `<g transform="translate(${x} ${y + bob}) scale(${s})"><ellipse rx="30" ry="19" fill="#f8f8f4"/><circle cx="27" cy="-9" r="10" fill="#3b3b3b"/>${[-18, -6, 8, 18].map((l) => `<line x1="${l}" y1="15" x2="${l}" y2="30" stroke="#3b3b3b" stroke-width="4"/>`).join('')}</g>`;

function woodshed(t) {
  const candle = 0.8 + 0.2 * Math.sin(t * 9) * Math.sin(t * 5.3);
  const room = `<rect width="${W}" height="${H}" fill="#1e140d"/><rect y="300" width="${W}" height="60" fill="#3a2616"/>
    <circle cx="90" cy="250" r="${70 * candle}" fill="#ffb347" fill-opacity="0.18"/><rect x="84" y="252" width="12" height="28" fill="#f4ead6"/><ellipse cx="90" cy="246" rx="5" ry="${9 * candle}" fill="#ffcf70"/>
    ${Array.from({ length: 5 }, (_, r) => Array.from({ length: 6 - r }, (_, c) => `<circle cx="${150 + c * 26 + r * 13}" cy="${288 - r * 24}" r="12" fill="#6b4a2a" stroke="#3b2414" stroke-width="3"/>`).join('')).join('')}`;
  const ladder = `<g><line x1="430" y1="300" x2="470" y2="80" stroke="#8a5a30" stroke-width="8"/><line x1="490" y1="300" x2="530" y2="80" stroke="#8a5a30" stroke-width="8"/>${Array.from({ length: 7 }, (_, i) => `<line x1="${434 + i * 5.7}" y1="${285 - i * 30}" x2="${494 + i * 5.7}" y2="${285 - i * 30}" stroke="#8a5a30" stroke-width="6"/>`).join('')}</g>`;
  // Up the ladder in fright, then the slide down it, again and again.
  const climb = t < 7.5 ? 0 : t < 11.5 ? ease(within(t, 7.5, 9.5)) * (1 - ease(within(t, 10.2, 10.8))) : 0.3;
  const slide = t >= 7.5 && t < 11.5 ? 0.15 * Math.sin(t * 6) : 0;
  const cy = 236 - 170 * (climb + slide);
  const clown = figure(460 + 30 * (climb + slide) + (t < 7.5 ? -120 + 20 * Math.sin(t) : 0), cy, 0.9, '#2f4f6f', {
    hat: true,
    sway: t > 3.7 ? Math.sin(t * 7) : 0.2,
  });
  const nose = `<rect x="${460 + 30 * (climb + slide) + (t < 7.5 ? -120 + 20 * Math.sin(t) : 0) - 4}" y="${cy - 16}" width="8" height="8" fill="#fff"/>`;
  const ghost =
    t > 3.7
      ? `<g opacity="${0.75 * within(t, 3.7, 5)}"><circle cx="270" cy="180" r="70" fill="#9ec9ff" fill-opacity="0.15"/>${figure(270, 150 + 6 * Math.sin(t * 2), 1.05, '#eef3ff', { sway: 0.6 + 0.6 * Math.sin(t * 1.7) })}</g>`
      : '';
  return room + ladder + ghost + clown + nose;
}

function hillside(t) {
  const sky = `<rect width="${W}" height="${H}" fill="#9aa7b4"/><path d="M0 210 Q 140 120 300 190 T ${W} 160 V${H} H0 Z" fill="#6f8a6a"/><path d="M0 260 Q 200 210 400 250 T ${W} 240 V${H} H0 Z" fill="#587352"/>`;
  const snow = Array.from({ length: 40 }, (_, i) => {
    const x = (i * 71 + t * (14 + (i % 5) * 3)) % W;
    const y = 60 + ((i * 37 + t * (22 + (i % 3) * 6)) % 300);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${1.5 + (i % 3)}" fill="#fff" fill-opacity="0.85"/>`;
  }).join('');
  const flock = [
    [120, 280, 0.9],
    [200, 300, 1],
    [300, 288, 0.85],
    [380, 306, 1],
  ]
    .map(([x, y, s], i) => sheep(x + 6 * Math.sin(t * 0.7 + i), y, s, 2 * Math.sin(t * 3 + i)))
    .join('');
  const walk = 500 - 40 * ease(within(t, 0, 7));
  const jinhua = `${figure(walk, 212, 1.05, '#3a5a98', { sway: 0.4 * Math.sin(t * 1.3) })}<line x1="${walk + 24}" y1="220" x2="${walk + 40}" y2="300" stroke="#5a3520" stroke-width="4"/>`;
  const road =
    t > 11.5
      ? `<path d="M${W} 170 Q 560 200 520 240" stroke="#c2a36b" stroke-width="6" fill="none" opacity="${within(t, 11.5, 12.5)}"/>`
      : '';
  return sky + road + flock + jinhua + snow;
}

function singing(t) {
  const beat = 0.6;
  const on = (t % beat) / beat < 0.25;
  const strong = Math.floor(t / beat) % 2 === 0;
  const hall = `<rect width="${W}" height="${H}" fill="#2a1830"/><rect y="296" width="${W}" height="64" fill="#4a2c1e"/><circle cx="180" cy="200" r="120" fill="#f2c14e" fill-opacity="0.08"/>`;
  const singer = figure(180, 210, 1.2, '#8a2f72', { sway: 0.5 + 0.5 * Math.sin(t * 1.2) });
  const notes = '3 5 6 5 | 3 2 1 - | 2 3 5 3 | 2 1 6 - |';
  const scroll = (t * 22) % 260;
  const score = `<rect x="300" y="150" width="320" height="56" rx="6" fill="#f4ead6"/><clipPath id="sc"><rect x="306" y="150" width="308" height="56"/></clipPath><g clip-path="url(#sc)"><text x="${310 - scroll}" y="188" font-family="DejaVu Sans Mono, monospace" font-size="24" fill="#3b2414">${notes} ${notes}</text></g>`;
  const board = `<g transform="translate(380 250)"><text x="0" y="0" ${font} font-size="26" font-weight="700" fill="${on && strong ? '#f2c14e' : '#6b5a4a'}">板</text><text x="70" y="0" ${font} font-size="26" font-weight="700" fill="${on && !strong ? '#f2c14e' : '#6b5a4a'}">眼</text><circle cx="150" cy="-9" r="${on ? 12 : 8}" fill="${on ? '#c8102e' : '#5a1a14'}"/></g>`;
  return hall + singer + score + board + chip('二板 · 一板一眼', 'Erban · one strong, one weak');
}

const moves = [
  ['第一式 开扇', 'Move 1 · Open'],
  ['第二式 转扇', 'Move 2 · Twirl'],
  ['第三式 抛扇', 'Move 3 · Toss'],
  ['第四式 遮扇', 'Move 4 · Hide'],
];
function fanMoves(t) {
  const s = step(t);
  const local = t - 0.2 - s * 3.75;
  const stage = `<rect width="${W}" height="${H}" fill="#4a1f08"/><rect y="300" width="${W}" height="60" fill="#2c1a12"/><circle cx="300" cy="210" r="130" fill="#ffd27f" fill-opacity="0.1"/>`;
  const cx = 280 + 30 * Math.sin(t * 0.8);
  const clown = `${figure(cx, 212, 1.2, '#a34a12', { hat: true, sway: Math.sin(t * 2) })}<rect x="${cx - 5}" y="${212 - 19}" width="10" height="9" fill="#fff"/>`;
  const open = s === 0 ? ease(within(local, 0.2, 1.2)) : 1;
  const spin = s === 1 ? local * 240 : 0;
  const lift = s === 2 ? 150 * Math.sin(Math.PI * clamp(local / 2.4)) : 0;
  const fx = s === 3 ? cx + 6 : cx + 40;
  const fy = (s === 3 ? 196 : 250) - lift;
  const fan = `<g transform="translate(${fx} ${fy}) rotate(${spin + (s === 3 ? 0 : -20)}) scale(${s === 3 ? 0.9 : 0.7})"><path d="M0 0 L${-60 * open} ${-50 + 20 * (1 - open)} A78 78 0 0 1 ${60 * open} ${-50 + 20 * (1 - open)} Z" fill="#c8102e" stroke="#f2c14e" stroke-width="2"/>${Array.from({ length: 7 }, (_, i) => `<line x1="0" y1="0" x2="${(-60 + 20 * i) * open}" y2="${-62 + Math.abs(i - 3) * 4}" stroke="#f2c14e" stroke-width="1.5"/>`).join('')}</g>`;
  return stage + clown + fan + chip(moves[s][0], moves[s][1]);
}

function erxian(t) {
  const room = `<rect width="${W}" height="${H}" fill="#0d3b2e"/><rect y="296" width="${W}" height="64" fill="#3a2616"/>${[80, 540].map((x) => `<g opacity="0.45">${figure(x, 214, 0.9, '#1f7a5a', { hat: true })}</g>`).join('')}`;
  const player = figure(300, 200, 1.2, '#14264a', { hat: true, sway: 0.3 });
  const bow = 60 * Math.sin(t * (t > 7.5 && t < 11.5 ? 2.2 : 1.4));
  const fiddle = `<g transform="translate(360 180)"><line x1="0" y1="-80" x2="0" y2="90" stroke="#4a2a12" stroke-width="7"/><ellipse cx="0" cy="92" rx="22" ry="14" fill="#6b3f22"/><circle cx="-7" cy="-62" r="5" fill="#f2c14e"/><circle cx="-7" cy="-44" r="5" fill="#f2c14e"/><line x1="${-40 + bow}" y1="${50 + bow * 0.15}" x2="${90 + bow}" y2="${20 + bow * 0.15}" stroke="#f4ead6" stroke-width="3"/></g>`;
  const notes =
    t > 3.7
      ? Array.from({ length: 6 }, (_, i) => {
          const k = (t * 0.6 + i / 6) % 1;
          return `<text x="${420 + 40 * Math.sin(i * 2 + t)}" y="${240 - 170 * k}" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#f0c75e" fill-opacity="${1 - k}">♪</text>`;
        }).join('')
      : '';
  const glance =
    t > 3.7 && t < 7.5
      ? `<path d="M318 186 l24 -6" stroke="#f0c75e" stroke-width="3" opacity="${within(t, 3.7, 4.2)}"/>`
      : '';
  return (
    room + player + fiddle + notes + glance + (t > 11.5 ? chip('《寒鸦戏水》', 'Winter Crows Play on the Water') : '')
  );
}

const sleeveSteps = [
  ['抖袖', 'The shake'],
  ['抖袖', 'The shake'],
  ['抛袖', 'The throw'],
  ['收袖', 'The gather'],
];
function sleeves(t) {
  const s = step(t);
  const hall = `<rect width="${W}" height="${H}" fill="#3f1240"/><rect y="296" width="${W}" height="64" fill="#8a6a4a"/>${Array.from({ length: 8 }, (_, i) => `<line x1="${i * 90}" y1="296" x2="${i * 90 - 40}" y2="${H}" stroke="#6b4a2a"/>`).join('')}<rect x="470" y="80" width="150" height="210" fill="#c9d6df" fill-opacity="0.25" stroke="#f5d76e" stroke-opacity="0.5"/>`;
  const body = figure(260, 190, 1.25, '#f4ead6', { sway: 0 });
  const amp = s === 0 ? 0.4 : s === 1 ? 1 : s === 2 ? 1.6 : 0.3;
  const wave = (side) => {
    const k = side === 'r' ? 1 : -1;
    const ph = t * (s === 2 ? 3 : 5);
    const reach = s === 2 ? 150 * Math.abs(Math.sin(ph / 2)) + 60 : s === 3 ? 60 - 30 * within(t, 11.5, 13) : 110;
    const pts = Array.from({ length: 6 }, (_, i) => {
      const u = i / 5;
      return `${260 + k * (20 + reach * u)},${205 + (s === 2 ? -120 * u * amp * 0.5 : 30 * u) + 18 * amp * Math.sin(ph + u * 4)}`;
    });
    return `<polyline points="${pts.join(' ')}" fill="none" stroke="#fbfbf6" stroke-width="${16 - 4 * (s === 3 ? 1 : 0)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.95"/>`;
  };
  return hall + wave('l') + wave('r') + body + chip(sleeveSteps[s][0], sleeveSteps[s][1]);
}

function dressingRoom(t) {
  const room = `<rect width="${W}" height="${H}" fill="#2d1e2f"/><rect y="270" width="${W}" height="90" fill="#5c2a0a"/>`;
  const mirror = `<rect x="140" y="90" width="200" height="170" rx="6" fill="#8fa3b0" fill-opacity="0.45" stroke="#e9b949" stroke-width="4"/>${Array.from(
    { length: 12 },
    (_, i) => {
      const a = i / 12;
      const [x, y] = a < 0.5 ? [140 + a * 2 * 200, 84] : [a < 0.75 ? 134 : 346, 100 + ((a - 0.5) % 0.25) * 4 * 150];
      return `<circle cx="${x}" cy="${y}" r="6" fill="#fff3c4"/>`;
    },
  ).join('')}`;
  const actor = figure(240, 190, 1.3, '#6b2d5c', { sway: 0.2 });
  const rouge = `<circle cx="232" cy="176" r="4" fill="#ff6b81" opacity="${within(t, 3.7, 5.5)}"/><circle cx="248" cy="176" r="4" fill="#ff6b81" opacity="${within(t, 3.7, 5.5)}"/><path d="M230 166 l7 -2 M245 164 l7 2" stroke="#1d1d1d" stroke-width="2" opacity="${within(t, 5.5, 7)}"/>`;
  const crown =
    t > 7.5
      ? `<g opacity="${within(t, 7.5, 9)}"><path d="M222 150 L240 132 L258 150 Z" fill="#f2c14e"/><circle cx="240" cy="138" r="4" fill="#c8102e"/><circle cx="226" cy="150" r="3" fill="#c8102e"/><circle cx="254" cy="150" r="3" fill="#c8102e"/></g>`
      : '';
  const minutes = Math.floor((t / 15) * 50);
  const clock = `<g transform="translate(500 150)"><circle r="46" fill="#f4ead6" stroke="#e9b949" stroke-width="4"/><line x1="0" y1="0" x2="${26 * Math.sin((Math.PI * 2 * (7 + minutes / 60)) / 12)}" y2="${-26 * Math.cos((Math.PI * 2 * (7 + minutes / 60)) / 12)}" stroke="#1d1d1d" stroke-width="5"/><line x1="0" y1="0" x2="${38 * Math.sin((Math.PI * 2 * minutes) / 60)}" y2="${-38 * Math.cos((Math.PI * 2 * minutes) / 60)}" stroke="#1d1d1d" stroke-width="3"/><text y="76" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="20" fill="#fff8e7">19:${String(minutes).padStart(2, '0')}</text></g>`;
  const drum =
    t > 11.5
      ? `<ellipse cx="560" cy="300" rx="40" ry="12" fill="#c8102e" transform="scale(${1 + 0.03 * Math.sin(t * 16)})" transform-origin="560 300"/>`
      : '';
  return room + mirror + actor + rouge + crown + clock + drum;
}

function embroidery(t) {
  const table = `<rect width="${W}" height="${H}" fill="#3a0d1f"/><rect y="250" width="${W}" height="110" fill="#6b3f22"/>`;
  const hoop = `<circle cx="300" cy="200" r="130" fill="#b01020"/><circle cx="300" cy="200" r="130" fill="none" stroke="#c2874a" stroke-width="12"/>`;
  const drawn = within(t, 3.7, 6.5);
  const sewn = within(t, 7.2, 14.5);
  const petals = Array.from(
    { length: 6 },
    (_, i) => `<ellipse cx="300" cy="160" rx="26" ry="44" transform="rotate(${i * 60} 300 200)"/>`,
  ).join('');
  const peony = `<g fill="none" stroke="#f4ead6" stroke-width="2" stroke-dasharray="6 5" opacity="${drawn}">${petals}</g><g fill="none" stroke="#f2c14e" stroke-width="5" stroke-dasharray="${(sewn * 900).toFixed(0)} 2000">${petals}<circle cx="300" cy="200" r="18"/></g>`;
  const a = t * 2.4;
  const nx = 300 + 90 * Math.cos(a) * (t > 7 ? 1 : 0.6);
  const ny = 200 + 70 * Math.sin(a) * (t > 7 ? 1 : 0.6);
  const needle = `<line x1="${nx}" y1="${ny}" x2="${nx + 26}" y2="${ny - 40}" stroke="#e6e6e6" stroke-width="3"/><path d="M${nx + 26} ${ny - 40} Q ${nx + 80} ${ny - 90} 600 60" stroke="#f2c14e" stroke-width="1.5" fill="none"/>`;
  const spools = `<g transform="translate(540 290)"><rect x="-16" y="-30" width="32" height="40" rx="4" fill="#f2c14e"/><rect x="24" y="-30" width="32" height="40" rx="4" fill="#d9d9d9"/></g>`;
  return (
    table + hoop + peony + needle + spools + (t > 11.5 ? chip('蟒袍', 'A dragon robe', within(t, 11.5, 12.3)) : '')
  );
}

const weeks = [
  ['第一周', 'Week 1'],
  ['第三周', 'Week 3'],
  ['第五周', 'Week 5'],
  ['第六周 · 彩排', 'Week 6 · Dress rehearsal'],
];
function rehearsal(t) {
  const s = step(t);
  const lit = s === 3 ? within(t, 11.5, 12.5) : 0;
  const hall = `<rect width="${W}" height="${H}" fill="${lit > 0.5 ? '#1f1a33' : '#2e2a2a'}"/><rect y="290" width="${W}" height="70" fill="#8a6a4a"/>${lit ? `<path d="M180 0 L80 300 H300 Z" fill="#fff3c4" fill-opacity="${0.25 * lit}"/><path d="M460 0 L360 300 H580 Z" fill="#fff3c4" fill-opacity="${0.25 * lit}"/>` : ''}`;
  let cast = '';
  if (s === 0) {
    cast = `<rect x="180" y="240" width="280" height="14" fill="#6b3f22"/><rect x="200" y="254" width="10" height="40" fill="#6b3f22"/><rect x="430" y="254" width="10" height="40" fill="#6b3f22"/>${[210, 290, 370, 430].map((x, i) => `${figure(x, 200, 0.8, ['#d94f8a', '#2f5fa8', '#4b5d3a', '#a34a12'][i], { hat: i === 1 || i === 2 })}<rect x="${x - 12}" y="230" width="24" height="16" fill="#f4ead6" transform="rotate(${6 * Math.sin(t + i)} ${x} 238)"/>`).join('')}`;
  } else {
    const robes = s === 3 ? ['#e77fa6', '#2f5fa8', '#f2c14e'] : ['#8a8a8a', '#6f6f6f', '#7a7a7a'];
    cast = [220, 320, 420]
      .map((x, i) =>
        figure(x + 40 * Math.sin(t * 0.9 + i * 2), 222, 1, robes[i], { hat: i === 1, sway: Math.sin(t * 2 + i) }),
      )
      .join('');
    if (s >= 2)
      cast += `<g opacity="0.8">${[70, 570].map((x) => `${figure(x, 232, 0.8, '#1f7a5a', { hat: true })}<line x1="${x + 20}" y1="250" x2="${x + 20}" y2="290" stroke="#4a2a12" stroke-width="4"/>`).join('')}</g>`;
  }
  return hall + cast + chip(weeks[s][0], weeks[s][1]);
}

const scenes = [
  {
    key: 'lychee',
    frame: (t) => lycheeFrame(remap(t, '0:0 4:5.5 7.6:9 11.8:14.5 15:21'), ''),
    cues: [
      ['绣楼上，五娘凭栏赏灯', 'From her embroidery tower, Wu Niang looks out at the lanterns'],
      ['益春：“阿娘，楼下有人来了。”', 'Yichun: "Miss, someone is coming below."'],
      ['陈三骑马从楼下经过', 'Chen San rides by below'],
      ['♪ 罗帕包荔轻轻抛 ♪', '♪ Wrapped in silk, the lychees gently fall ♪'],
    ],
    times: [
      [0.3, 3.6],
      [3.9, 7.4],
      [7.8, 11.6],
      [11.9, 14.8],
    ],
    // A tune: its beat (s), gong strokes (s), and sung phrases [start, 'degree:beats …'] in audio.mjs's scale.
    tune: {
      beat: 0.5,
      gongs: [0, 7.8],
      phrases: [[11.9, '3:2 5:2 6 5 3:2']],
    },
  },
  {
    key: 'peach',
    frame: (t) => ferryFrame(remap(t, '0:0 3.6:5 7.4:10.4 11.4:16.4 15:23.5'), ''),
    cues: [
      ['桃花：“渡伯，渡伯，请你撑船过江！”', 'Taohua: "Ferryman, ferryman, take me across!"'],
      ['渡伯：“要过渡，先唱一曲来听听。”', 'Ferryman: "Sing me a song first, then we cross."'],
      ['♪ 正月点灯笼，家家户户闹元宵 ♪', '♪ First month, lanterns lit: every house keeps the festival ♪'],
      ['♪ 二月春风起，桃花满江飘 ♪', '♪ Second month, spring winds: peach petals fill the river ♪'],
    ],
    tune: {
      beat: 0.45,
      gongs: [0],
      phrases: [
        [7.5, '0 2 3:2 2 0 1:2'],
        [11.5, '3 4 3:2 2 1 0:2'],
      ],
    },
  },
  {
    key: 'window',
    frame: (t) => windowFrame(remap(t, '0:0 3.6:9.5 7.5:15 11.5:20.2 15:24'), ''),
    cues: [
      ['锣鼓一响，《扫窗会》开场', 'The drums sound and "Meeting at the Window" begins'],
      ['王玉真扮作扫地丫头，来到书房窗外', 'Dressed as a sweeping maid, Wang Yuzhen comes to the study window'],
      ['窗内，高文举挑灯夜读', 'Inside, Gao Wenju reads by lamplight'],
      ['♪ 隔窗相认，夫妻重相会 ♪', '♪ Through the window they know each other: husband and wife again ♪'],
    ],
    tune: {
      beat: 0.4,
      gongs: [0, 3.6],
      phrases: [[11.5, '2:2 3:2 5:2 4 3 2:2']],
    },
  },
  {
    key: 'woodshed',
    frame: woodshed,
    cues: [
      ['夜宿客栈，李老三独坐柴房', 'A night at the inn: Li Laosan sits alone in the woodshed'],
      ['阴风过处，莫二娘的鬼魂现身', 'A cold wind, and the ghost of Mo Erniang appears'],
      ['♪ 老三惊慌爬上梯，上上落落溜不停 ♪', '♪ In a fright he is up the ladder, sliding up and down ♪'],
      ['二娘哭诉冤情，老三答应替她申冤', 'She tells of the wrong done to her; he promises to see it righted'],
    ],
    tune: {
      beat: 0.3,
      gongs: [3.7, 7.5],
      phrases: [[11.5, '1:2 0:2 1 2 1:4']],
    },
  },
  {
    key: 'sheep',
    frame: hillside,
    cues: [
      ['金花被嫂嫂逼上山，终日牧羊', 'Driven out by her sister-in-law, Jin Hua herds sheep on the hill all day'],
      ['♪ 北风阵阵透衣寒 ♪', '♪ The north wind cuts through my thin clothes ♪'],
      ['♪ 羊儿声声唤，夫君何日还 ♪', '♪ The lambs call and call: when will my husband come home? ♪'],
      ['她望着山路，盼刘永早日归来', 'She watches the mountain road for Liu Yong'],
    ],
    tune: {
      beat: 0.6,
      gongs: [0],
      phrases: [
        [3.7, '4:2 3 2 1:2'],
        [7.5, '2 3 4:2 3 2'],
      ],
    },
  },
  {
    key: 'second-beat',
    frame: singing,
    cues: [
      ['二板：潮剧最常用的板式之一', 'Erban: one of the metres Teochew opera uses most'],
      ['一板一眼，每小节两拍', 'One strong beat and one weak: two beats to the bar'],
      ['♪ 月照窗前花影移 ♪', '♪ Moonlight at the window, and the flower shadows move ♪'],
      ['咬字要清，腔随字走', 'Every word clear: the melody follows the words'],
    ],
    tune: {
      beat: 0.6,
      gongs: [],
      phrases: [
        [3.7, '2 4 5 4 2 1'],
        [7.5, '2 4 5 4 2 1'],
      ],
    },
  },
  {
    key: 'fan',
    frame: fanMoves,
    cues: [
      ['第一式：开扇，手腕一抖，扇面展开', 'Move one, open: a flick of the wrist and the fan spreads'],
      ['第二式：转扇，扇在指间旋转', 'Move two, twirl: the fan spins between the fingers'],
      ['第三式：抛扇，抛起再稳稳接住', 'Move three, toss: up it goes, and is caught cleanly'],
      ['第四式：遮扇，丑角半掩着脸偷看', 'Move four, hide: the clown peeks from behind the fan'],
    ],
    tune: { beat: 0.35, gongs: [0.2, 3.95, 7.7, 11.45], phrases: [] },
  },
  {
    key: 'erxian',
    frame: erxian,
    cues: [
      ['二弦是潮州弦诗乐的领奏乐器', 'The erxian leads the Teochew string ensemble'],
      ['头弦一个眼神，全团一齐起奏', 'A glance from the lead fiddler, and the ensemble begins'],
      ['运弓要平，换弓不露痕迹', 'Keep the bow level; change direction without a seam'],
      ['♪ 《寒鸦戏水》头板 ♪', '♪ The first section of "Winter Crows Play on the Water" ♪'],
    ],
    tune: {
      beat: 0.5,
      gongs: [],
      phrases: [
        [3.7, '5 6 5 3 2:2 3:2'],
        [7.5, '3 5 6:2 7 6 5:2'],
        [11.5, '5 3 2 1 2:2'],
      ],
    },
  },
  {
    key: 'sleeve',
    frame: sleeves,
    cues: [
      ['水袖练习从抖袖开始', 'Water-sleeve practice begins with the shake'],
      ['力从手腕发出，袖如水波', 'The force comes from the wrist; the sleeve ripples like water'],
      ['抛袖：向前上方甩出', 'The throw: cast it forward and up'],
      ['收袖：干净利落，不拖泥带水', 'The gather: clean and quick, nothing trailing'],
    ],
    tune: {
      beat: 0.5,
      gongs: [7.5],
      phrases: [[3.7, '1:2 2:2 3:2 2:2']],
    },
  },
  {
    key: 'hour before',
    frame: dressingRoom,
    cues: [
      ['晚上七点，化妆间灯火通明', 'Seven in the evening: the dressing room is ablaze with light'],
      ['打底、拍红、画眉', 'Base, then rouge, then the brows'],
      ['勒头、贴片、戴上头饰', 'Head binding, hair pieces, and on goes the headdress'],
      ['后台锣鼓响起：还有十分钟', 'Drums backstage: ten minutes to curtain'],
    ],
    tune: {
      beat: 0.4,
      gongs: [11.5],
      phrases: [[0.3, '3:2 2:2 3:4']],
    },
  },
  {
    key: 'embroider',
    frame: embroidery,
    cues: [
      ['潮绣以金银线钉绣闻名', 'Teochew embroidery is famed for its couched gold and silver thread'],
      ['先在绸缎上描出牡丹花样', 'First a peony is drawn on the satin'],
      ['一针一线，把金线钉在花纹上', 'Stitch by stitch, the gold thread is couched along the pattern'],
      ['一件蟒袍，要绣上好几个月', 'A single dragon robe takes months to finish'],
    ],
    tune: {
      beat: 0.6,
      gongs: [],
      phrases: [[7.5, '4:2 5:2 4 3 2:2']],
    },
  },
  {
    key: 'su liuniang',
    frame: rehearsal,
    cues: [
      ['第一周：围坐读剧本', 'Week one: reading the script around the table'],
      ['第三周：排身段，走台位', 'Week three: movement and blocking'],
      ['第五周：与乐队合排', 'Week five: with the musicians'],
      ['第六周：彩排，灯光亮起', 'Week six: the dress rehearsal, lights up'],
    ],
    tune: {
      beat: 0.45,
      gongs: [11.5],
      phrases: [[7.5, '0 2 3:2 2 0 1:2']],
    },
  },
];

const evenTimes = [
  [0.3, 3.4],
  [3.7, 7.2],
  [7.5, 11.2],
  [11.5, 14.8],
];

/**
 * The clips, `video-<n>` for the n-th of `videos` (the seed's videosData): each scene is matched to its
 * video by a word of the English title, so a reordered seed fails here instead of mislabelling a clip.
 */
export function videoClips(videos) {
  if (videos.length !== scenes.length) throw new Error(`${videos.length} videos but ${scenes.length} scenes`);
  return videos.map((v, i) => {
    const s = scenes[i];
    if (!v.title.en.toLowerCase().includes(s.key)) throw new Error(`video ${i + 1} "${v.title.en}" is not "${s.key}"`);
    const top = heading(v.title.zh, v.title.en);
    const times = s.times ?? evenTimes;
    return {
      name: `video-${i + 1}`,
      seconds: videoClipSeconds,
      frame: (t) => `${s.frame(t)}${top}`,
      cues: s.cues.map(([zh, en], j) => [times[j][0], times[j][1], zh, en]),
      score: {
        seconds: videoClipSeconds,
        beat: s.tune.beat,
        drums: percussion(videoClipSeconds, s.tune.beat, s.tune.gongs),
        phrases: s.tune.phrases.map(([at, notes]) => [at, pairs(notes)]),
        seed: i + 7,
      },
    };
  });
}

export { H, W };
