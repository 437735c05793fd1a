/**
 * Pictures for the slider check's stories (no network in ui): a small landscape, tilted the way the
 * server's safety check picture is, drawn as an SVG data URL. Each call of the loader returns the next
 * picture, so "a new image" is visible in the stories.
 */
const scenes = [
  { tilt: 120, sky: '#9ecbff', ground: '#5aa469', roof: '#c8161d' },
  { tilt: 250, sky: '#ffd59e', ground: '#7a9e3b', roof: '#1f5fbf' },
  { tilt: 60, sky: '#c9b6ff', ground: '#4b8f8c', roof: '#e87a00' },
];

function safetyCheckSampleImage(index: number): string {
  const scene = scenes[index % scenes.length] ?? scenes[0]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<g transform="rotate(${scene.tilt} 100 100)">
<rect x="-50" y="-50" width="300" height="170" fill="${scene.sky}"/>
<rect x="-50" y="120" width="300" height="130" fill="${scene.ground}"/>
<circle cx="150" cy="50" r="18" fill="#ffcf33"/>
<rect x="70" y="90" width="60" height="40" fill="#f5efe0"/>
<polygon points="62,92 100,60 138,92" fill="${scene.roof}"/>
<rect x="92" y="106" width="16" height="24" fill="#7a4b2a"/>
</g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A loader that hands out the sample pictures in turn. */
export function sampleImageLoader(): () => Promise<string> {
  let next = 0;
  return () => Promise.resolve(safetyCheckSampleImage(next++));
}
