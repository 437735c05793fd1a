/** Picture files for the feedback stories, drawn on a canvas (no network, real PNG bytes). */
async function pngFile(name: string, color: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = color;
    context.fillRect(0, 0, 64, 64);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}

/** A PNG one byte over the 2097152-byte limit. */
export function oversizedPng(name = 'screenshot-large.png'): File {
  return new File([new Uint8Array(2_097_153)], name, { type: 'image/png' });
}

const palette = ['#9ecbff', '#ffd59e', '#c9b6ff', '#a7e3b5', '#f7b2b7', '#ffe08a'];

export function pngFiles(count: number): Promise<File[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) => pngFile(`screenshot-${i + 1}.png`, palette[i % palette.length] ?? '#ccc')),
  );
}
