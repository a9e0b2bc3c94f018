/**
 * The demo clips: drawn scenes (SVG per frame) with their timed surtitles. Every cue says what is on
 * screen at that moment, so the zh and en tracks can be checked against the picture.
 */
import { percussion } from './audio.mjs';

export const W = 640;
export const H = 360;
export const font = `font-family="Noto Serif CJK SC, Noto Sans CJK SC, serif"`;
export const clamp = (x) => Math.max(0, Math.min(1, x));
export const ease = (x) => 0.5 - 0.5 * Math.cos(Math.PI * clamp(x));
export const within = (t, a, b) => clamp((t - a) / (b - a));

export const lantern = (x, y, s, glow) => `<g transform="translate(${x} ${y}) scale(${s})">
  <line x1="0" y1="-34" x2="0" y2="-18" stroke="#3b2a1a" stroke-width="2"/>
  <circle r="${34 * glow}" fill="#ffb347" fill-opacity="${0.25 * glow}"/>
  <ellipse rx="16" ry="19" fill="${glow > 0.05 ? '#e0301e' : '#5a1a14'}"/>
  <ellipse rx="9" ry="19" fill="none" stroke="#f2c14e" stroke-opacity="0.7"/>
  <rect x="-7" y="-21" width="14" height="4" fill="#f2c14e"/><rect x="-7" y="17" width="14" height="4" fill="#f2c14e"/>
  <line x1="0" y1="21" x2="0" y2="32" stroke="#f2c14e" stroke-width="2"/></g>`;

/** A costumed figure: robe, head with hair bun or hat, sleeves that sway with `sway`. */
export const figure = (
  x,
  y,
  s,
  robe,
  { hat = false, sway = 0, flip = false } = {},
) => `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">
  <path d="M-16 0 L-22 60 L22 60 L16 0 Z" fill="${robe}"/>
  <path d="M-14 6 Q ${-34 - 8 * sway} ${22 + 10 * sway} ${-26 - 10 * sway} ${44 + 6 * sway}" stroke="#f4ead6" stroke-width="7" fill="none" stroke-linecap="round"/>
  <path d="M14 6 Q ${34 + 8 * sway} ${22 - 10 * sway} ${26 + 10 * sway} ${44 - 6 * sway}" stroke="#f4ead6" stroke-width="7" fill="none" stroke-linecap="round"/>
  <circle cx="0" cy="-12" r="11" fill="#f6d7b8"/>
  ${hat ? '<rect x="-13" y="-30" width="26" height="9" rx="3" fill="#1d1d1d"/><rect x="-20" y="-25" width="40" height="3" fill="#1d1d1d"/>' : '<circle cx="0" cy="-25" r="8" fill="#1d1d1d"/><circle cx="8" cy="-27" r="3" fill="#e0301e"/>'}
  </g>`;

export const horse = (x, y, step) => `<g transform="translate(${x} ${y})">
  <ellipse cx="0" cy="0" rx="42" ry="16" fill="#7a4b2a"/>
  <path d="M34 -6 L52 -34 L62 -30 L48 0 Z" fill="#7a4b2a"/><circle cx="58" cy="-32" r="8" fill="#7a4b2a"/>
  ${[-28, -16, 18, 30].map((lx, i) => `<line x1="${lx}" y1="10" x2="${lx + 8 * Math.sin(step + i * 1.6)}" y2="40" stroke="#5a3520" stroke-width="6" stroke-linecap="round"/>`).join('')}
  <path d="M-40 -4 Q -58 4 -54 24" stroke="#3b2414" stroke-width="5" fill="none"/></g>`;

export const title = (zh, en) =>
  `<rect width="${W}" height="60" fill="#000" fill-opacity="0.35"/><text x="18" y="30" ${font} font-size="20" font-weight="700" fill="#f2c14e">${zh}</text><text x="18" y="50" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="13" fill="#f4ead6">${en}</text>`;

export function lycheeFrame(t, heading = title('荔镜记 · 投荔', 'The Lychee Mirror · The lychee')) {
  const sky = `<rect width="${W}" height="${H}" fill="#141b3a"/><circle cx="520" cy="70" r="30" fill="#f6e7a8"/>`;
  const street = `<rect y="280" width="${W}" height="80" fill="#3a2b22"/>`;
  const lanterns = Array.from({ length: 7 }, (_, i) =>
    lantern(40 + i * 60, 110 + (i % 2) * 18 + 4 * Math.sin(t * 2 + i), 1, within(t, 0.4 * i, 0.4 * i + 0.6)),
  ).join('');
  const tower = within(t, 3.5, 5.5);
  const balcony = `<g transform="translate(${W - 190 * ease(tower)} 0)"><rect x="30" y="90" width="170" height="200" fill="#6b2d1a"/><path d="M10 95 L110 50 L220 95 Z" fill="#2c1a12"/><rect x="30" y="170" width="170" height="10" fill="#c8102e"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${38 + i * 21}" y="180" width="5" height="26" fill="#f2c14e"/>`).join('')}
    ${tower > 0.9 ? figure(110, 120, 0.9, '#d94f8a', { sway: Math.sin(t * 1.5) }) : ''}</g>`;
  const rideX = -120 + 460 * within(t, 9, 14) + (t > 19 ? 0 : 0);
  const rider =
    t > 9
      ? `<g>${horse(rideX, 250, t * 8)}${figure(rideX + 6, 186, 0.75, '#2f5fa8', { hat: true, sway: t > 19 ? 1 : 0 })}</g>`
      : '';
  const fall = within(t, 14, 17.5);
  const lychee =
    t > 14
      ? `<g transform="translate(${W - 110 - (W - 110 - (rideX + 26)) * fall} ${150 + (150 - 150) + 60 * fall * fall})"><circle r="9" fill="#d4213d"/><path d="M-10 -4 Q 0 -16 10 -4" fill="#f4ead6"/></g>`
      : '';
  const heart =
    t > 19
      ? `<path transform="translate(${rideX + 6} ${130 - 10 * within(t, 19, 24)}) scale(${0.6 + 0.4 * within(t, 19, 21)})" d="M0 10 C -20 -8 -10 -22 0 -10 C 10 -22 20 -8 0 10 Z" fill="#ff6b81" fill-opacity="${within(t, 19, 20)}"/>`
      : '';
  return sky + lanterns + street + balcony + rider + lychee + heart + heading;
}

export function ferryFrame(t, heading = title('苏六娘 · 桃花过渡', 'Su Liuniang · Peach Blossom Crosses the River')) {
  const sky = `<rect width="${W}" height="${H}" fill="#f6d9c8"/><circle cx="120" cy="80" r="34" fill="#f7a072"/>`;
  const hills = `<path d="M0 190 Q 120 120 240 180 T 480 170 T ${W} 180 V220 H0 Z" fill="#8fb3a0"/>`;
  const waves = Array.from({ length: 5 }, (_, i) => {
    const y = 220 + i * 28;
    const off = (t * (20 + i * 6)) % 80;
    return `<path d="M${-80 + off} ${y} ${Array.from({ length: 10 }, () => `q 20 -8 40 0 t 40 0`).join(' ')}" fill="none" stroke="#3f7f9f" stroke-width="3" stroke-opacity="${0.5 + i * 0.1}"/>`;
  }).join('');
  const water = `<rect y="210" width="${W}" height="150" fill="#7fb7d1"/>${waves}`;
  const bx = 60 + 380 * within(t, 0, 24);
  const bob = 3 * Math.sin(t * 2.2);
  const pole = within(t, 5, 24) > 0 ? Math.sin(t * 1.8) : 0;
  const boat = `<g transform="translate(${bx} ${250 + bob})"><path d="M-90 0 L90 0 L70 26 L-70 26 Z" fill="#6b3f22"/><rect x="-30" y="-30" width="60" height="30" rx="14" fill="#c2a36b"/>
    ${figure(-60, -62, 0.8, '#4b5d3a', { hat: true, sway: pole })}<line x1="${-40 + 10 * pole}" y1="-60" x2="${-90 - 30 * pole}" y2="40" stroke="#3b2414" stroke-width="4"/>
    ${figure(50, -62, 0.8, '#e77fa6', { sway: t > 10 && t < 16 ? Math.sin(t * 3) : 0.2 })}
    ${t > 10 ? lantern(2, -52, 0.6, within(t, 10, 11)) : ''}</g>`;
  const petals =
    t > 16
      ? Array.from({ length: 18 }, (_, i) => {
          const px = (i * 97 + t * 40) % W;
          const py = ((t - 16) * 45 + i * 23) % 220;
          return `<ellipse cx="${px}" cy="${py}" rx="5" ry="3" fill="#ff9eb5" transform="rotate(${(t * 90 + i * 40) % 360} ${px} ${py})"/>`;
        }).join('')
      : '';
  const bank =
    t > 21 ? `<rect x="${W - 150 * within(t, 21, 23)}" y="200" width="160" height="60" fill="#9b7b4d"/>` : '';
  return sky + hills + water + bank + boat + petals + heading;
}

export function windowFrame(t, heading = title('扫窗会', 'Meeting at the Window')) {
  const curtain = within(t, 1, 4.5);
  const room = `<rect width="${W}" height="${H}" fill="#2a1620"/><rect y="300" width="${W}" height="60" fill="#4a2c1e"/>`;
  const lamp = t > 5 ? 0.6 + 0.4 * Math.abs(Math.sin(t * 3)) * within(t, 5, 6) : 0;
  const win = `<rect x="360" y="80" width="200" height="170" fill="#f6d27a" fill-opacity="${0.2 + 0.7 * lamp}" stroke="#6b2d1a" stroke-width="10"/>
    ${[1, 2, 3].map((i) => `<line x1="${360 + i * 50}" y1="80" x2="${360 + i * 50}" y2="250" stroke="#6b2d1a" stroke-width="4"/>`).join('')}
    <line x1="360" y1="165" x2="560" y2="165" stroke="#6b2d1a" stroke-width="4"/>`;
  const reader =
    t > 15
      ? `<g opacity="${within(t, 15, 16)}">${figure(460, 150 + 20 * (1 - within(t, 15, 16)), 0.85, '#2f5fa8', { hat: true, flip: t > 20 })}</g>`
      : '';
  const sweepX = 150 + 90 * Math.sin(t * 1.4) * within(t, 10, 11);
  const sweeper =
    t > 10
      ? `<g>${figure(t > 20 ? 300 : sweepX, 236, 1, '#f2f2f2', { sway: Math.sin(t * 2.8) })}<line x1="${(t > 20 ? 300 : sweepX) + 24}" y1="250" x2="${(t > 20 ? 300 : sweepX) + 50 + 10 * Math.sin(t * 2.8)}" y2="300" stroke="#a0522d" stroke-width="5"/></g>`
      : '';
  const drums =
    t < 5
      ? `<g transform="translate(120 230) scale(${1 + 0.08 * Math.max(0, Math.cos(t * Math.PI * 2.5))})"><ellipse rx="50" ry="18" fill="#c8102e"/><rect x="-50" y="0" width="100" height="50" fill="#8b0000"/><ellipse cy="50" rx="50" ry="18" fill="#5a0a0a"/></g>`
      : '';
  const curtains = `<rect x="${(-W / 2) * curtain}" width="${W / 2}" height="${H}" fill="#b01020"/><rect x="${W / 2 + (W / 2) * curtain}" width="${W / 2}" height="${H}" fill="#b01020"/>`;
  const heart =
    t > 20.5
      ? `<path transform="translate(380 110) scale(${0.7 + 0.3 * within(t, 20.5, 22)})" d="M0 10 C -20 -8 -10 -22 0 -10 C 10 -22 20 -8 0 10 Z" fill="#ff6b81" fill-opacity="${within(t, 20.5, 21.5)}"/>`
      : '';
  return room + win + reader + sweeper + drums + heart + curtains + heading;
}

const beat = 0.5;
export const clips = [
  {
    name: 'clip-1',
    frame: lycheeFrame,
    cues: [
      [0.5, 3.8, '元宵之夜，满街花灯一盏盏亮起', 'Lantern Festival night: one by one the lanterns light up the street'],
      [4.2, 8.8, '五娘倚在绣楼栏杆上赏灯', 'Wu Niang watches the lanterns from her balcony'],
      [9.2, 13.8, '陈三骑马从楼下经过', 'Chen San rides by below'],
      [14.2, 18.6, '五娘用手帕包着荔枝抛下楼去', 'She throws down lychees wrapped in her handkerchief'],
      [19.0, 23.6, '♪ 荔枝为媒，暗许终身 ♪', '♪ A lychee for a go-between: a silent promise ♪'],
    ],
    score: {
      beat,
      gongs: [0, 9, 19],
      phrases: [
        [
          4.2,
          [
            [2, 2],
            [3, 1],
            [4, 1],
            [3, 2],
            [2, 2],
          ],
        ],
        [
          14.2,
          [
            [4, 1],
            [5, 1],
            [4, 2],
            [2, 2],
            [1, 2],
          ],
        ],
        [
          19,
          [
            [3, 2],
            [5, 2],
            [6, 1],
            [5, 1],
            [4, 2],
            [3, 1],
            [2, 1],
          ],
        ],
      ],
    },
  },
  {
    name: 'clip-2',
    frame: ferryFrame,
    cues: [
      [0.5, 4.8, '江水悠悠，渡船离岸', 'The ferry pushes off into the slow river'],
      [5.2, 9.8, '撑渡伯一篙一篙撑船', 'The old ferryman poles the boat along'],
      [10.2, 15.8, '♪ 正月点灯笼，桃花来过渡 ♪', '♪ First month, we light the lanterns; Taohua comes to cross ♪'],
      [16.2, 20.8, '桃花瓣随风飘落江面', 'Peach petals drift down onto the water'],
      [21.2, 23.8, '渡船靠岸', 'The ferry reaches the far bank'],
    ],
    score: {
      beat,
      gongs: [0, 21],
      phrases: [
        [
          10.2,
          [
            [0, 1],
            [2, 1],
            [3, 2],
            [2, 1],
            [0, 1],
            [1, 2],
            [3, 1],
            [4, 1],
            [3, 2],
          ],
        ],
        [
          5.2,
          [
            [1, 2],
            [2, 2],
            [1, 4],
          ],
        ],
      ],
    },
  },
  {
    name: 'clip-3',
    frame: windowFrame,
    cues: [
      [0.3, 4.8, '锣鼓声中，大幕拉开', 'Drums play as the curtain opens'],
      [5.2, 9.8, '相府书房，窗内灯火摇曳', "A study in the minister's house: lamplight flickers in the window"],
      [10.2, 14.8, '玉真在窗外扫地', 'Yuzhen sweeps outside the window'],
      [15.2, 19.8, '文举在窗内读书', 'Inside, Wenju sits reading'],
      [20.2, 23.8, '♪ 夫妻窗前重相会 ♪', '♪ Husband and wife meet again at the window ♪'],
    ],
    score: {
      beat: 0.4,
      gongs: [0, 5, 20],
      phrases: [
        [
          10.2,
          [
            [4, 2],
            [3, 1],
            [2, 1],
            [1, 2],
            [2, 2],
          ],
        ],
        [
          20.2,
          [
            [2, 2],
            [3, 2],
            [5, 2],
            [4, 1],
            [3, 1],
            [2, 2],
          ],
        ],
      ],
    },
  },
].map((c) => ({
  ...c,
  seconds: 24,
  score: {
    seconds: 24,
    beat: c.score.beat,
    drums: percussion(24, c.score.beat, c.score.gongs),
    phrases: c.score.phrases,
  },
}));
