#!/usr/bin/env node
// Draws the site's icon, public/favicon.png (32 × 32), from its outline, icon/favicon.svg, in Chromium.
// The site serves a PNG rather than the SVG: Chromium makes an SVG icon a document of its own on the page's main
// thread, in a task after the first paint of every visit, where a PNG is decoded off it.
// Usage: node packages/web/scripts/draw-icon.mjs   (after editing icon/favicon.svg)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './lighthouseRun.mjs';

const SIZE = 32;
const outline = readFileSync(fileURLToPath(new URL('../icon/favicon.svg', import.meta.url)));
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style>` +
      `<img src="data:image/svg+xml;base64,${outline.toString('base64')}" width="${SIZE}" height="${SIZE}" style="display:block">`,
  );
  await page.waitForFunction(() => document.images[0].complete);
  await page.screenshot({
    path: fileURLToPath(new URL('../public/favicon.png', import.meta.url)),
    omitBackground: true,
  });
} finally {
  await browser.close();
}
