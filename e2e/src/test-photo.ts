import type { Browser } from 'playwright-core';

/**
 * A JPEG that weighs what a phone's photo does for its size, and whose resized copies do too: a
 * dusk sky, hills and a road, with detail at every scale and grain in every pixel (a flat test
 * picture would compress to nothing and measure nothing), drawn on a canvas in Chromium, so no
 * image library is needed to make one.
 */
export async function makeTestPhoto(
  browser: Browser,
  { width = 3000, height = 2000, hue = 25 }: { width?: number; height?: number; hue?: number } = {},
): Promise<Buffer> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const dataUrl = await page.evaluate(
      ({ width, height, hue }) => {
        // The same photo every run: a seeded generator, not Math.random.
        let seed = 42;
        const random = () => {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          return seed / 0x7fffffff;
        };
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const g = canvas.getContext('2d');
        if (!g) throw new Error('no 2d canvas');
        const sky = g.createLinearGradient(0, 0, 0, height * 0.7);
        sky.addColorStop(0, `hsl(${hue + 200} 45% 18%)`);
        sky.addColorStop(1, `hsl(${hue} 75% 60%)`);
        g.fillStyle = sky;
        g.fillRect(0, 0, width, height);
        g.fillStyle = 'hsl(215 20% 20%)';
        g.beginPath();
        g.moveTo(0, height * 0.62);
        g.lineTo(width * 0.3, height * 0.54);
        g.lineTo(width * 0.65, height * 0.6);
        g.lineTo(width, height * 0.52);
        g.lineTo(width, height);
        g.lineTo(0, height);
        g.fill();
        g.fillStyle = 'hsl(215 8% 28%)';
        g.fillRect(0, height * 0.72, width, height * 0.28);
        g.fillStyle = '#e8e2c8';
        for (let x = width * 0.05; x < width; x += width * 0.2)
          g.fillRect(x, height * 0.8, width * 0.09, height * 0.012);
        // Detail at every scale, as in a real scene (gravel, leaves, clouds): random cells from
        // 3 to 96 px, smoothed and overlaid. Per-pixel grain alone is what AVIF and WebP throw
        // away first, and a photo of it would weigh next to nothing.
        g.globalCompositeOperation = 'overlay';
        for (const cell of [3, 6, 12, 24, 48, 96]) {
          const noise = document.createElement('canvas');
          noise.width = Math.ceil(width / cell);
          noise.height = Math.ceil(height / cell);
          const n = noise.getContext('2d');
          if (!n) throw new Error('no 2d canvas');
          const cells = n.createImageData(noise.width, noise.height);
          for (let i = 0; i < cells.data.length; i += 4) {
            const v = Math.floor(random() * 256);
            cells.data[i] = v;
            cells.data[i + 1] = v;
            cells.data[i + 2] = v;
            cells.data[i + 3] = 255;
          }
          n.putImageData(cells, 0, 0);
          g.globalAlpha = 0.22;
          g.imageSmoothingEnabled = cell > 3;
          g.drawImage(noise, 0, 0, width, height);
        }
        g.globalAlpha = 1;
        g.globalCompositeOperation = 'source-over';
        const pixels = g.getImageData(0, 0, width, height);
        for (let i = 0; i < pixels.data.length; i += 4) {
          const grain = Math.floor(random() * 41) - 20;
          pixels.data[i] = (pixels.data[i] ?? 0) + grain;
          pixels.data[i + 1] = (pixels.data[i + 1] ?? 0) + grain;
          pixels.data[i + 2] = (pixels.data[i + 2] ?? 0) + grain;
        }
        g.putImageData(pixels, 0, 0);
        return canvas.toDataURL('image/jpeg', 0.9);
      },
      { width, height, hue },
    );
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  } finally {
    await context.close();
  }
}
