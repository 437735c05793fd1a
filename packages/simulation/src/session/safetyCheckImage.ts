/**
 * The safety check's picture: a round landscape (sky above, ground below, a house and the sun) that only
 * looks right one way up, drawn as SVG and rotated by the issued angle. The slider turns it back.
 */
export function safetyCheckImageSvg(angle: number, size = 200): string {
  const r = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><clipPath id="c"><circle cx="${r}" cy="${r}" r="${r}"/></clipPath>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a90e2"/><stop offset="1" stop-color="#cfe6ff"/></linearGradient></defs>
<g clip-path="url(#c)"><g transform="rotate(${angle} ${r} ${r})">
<rect width="${size}" height="${size * 0.62}" fill="url(#sky)"/>
<rect y="${size * 0.62}" width="${size}" height="${size * 0.38}" fill="#4c9a2a"/>
<circle cx="${size * 0.78}" cy="${size * 0.2}" r="${size * 0.09}" fill="#ffd23f"/>
<rect x="${size * 0.3}" y="${size * 0.42}" width="${size * 0.3}" height="${size * 0.22}" fill="#f4e1c1" stroke="#6b4f2a" stroke-width="2"/>
<polygon points="${size * 0.26},${size * 0.43} ${size * 0.45},${size * 0.26} ${size * 0.64},${size * 0.43}" fill="#c0392b"/>
<rect x="${size * 0.41}" y="${size * 0.52}" width="${size * 0.08}" height="${size * 0.12}" fill="#6b4f2a"/>
<rect x="${size * 0.12}" y="${size * 0.4}" width="${size * 0.04}" height="${size * 0.24}" fill="#7a5230"/>
<circle cx="${size * 0.14}" cy="${size * 0.36}" r="${size * 0.09}" fill="#2e7d32"/>
</g></g></svg>`;
}
