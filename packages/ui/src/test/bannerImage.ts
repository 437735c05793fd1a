/**
 * A self-contained banner picture for stories (no network in tests): an SVG data URL with a
 * gradient and a caption, so each campaign's slide is recognisable in screenshots.
 */
export function bannerImage(caption: string, from: string, to: string, width = 1400, height = 120): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="55%" dominant-baseline="middle" text-anchor="middle" font-family="Noto Sans CJK SC, sans-serif" font-size="40" fill="#fff">${caption}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
