import sharp from 'sharp';
const [out, cols, tw, th, ...files] = process.argv.slice(2);
const c = Number(cols),
  w = Number(tw),
  h = Number(th);
const tiles = await Promise.all(
  files.map(async (f, i) => ({
    input: await sharp(f).resize(w, h, { fit: 'contain', background: '#888' }).png().toBuffer(),
    left: (i % c) * (w + 6),
    top: Math.floor(i / c) * (h + 6),
  })),
);
await sharp({
  create: { width: c * (w + 6), height: Math.ceil(files.length / c) * (h + 6), channels: 3, background: '#444' },
})
  .composite(tiles)
  .png()
  .toFile(out);
