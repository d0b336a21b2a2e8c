import { describe, expect, it } from 'vitest';
import * as media from '../../../web/src/ui/media';
import { useBrowser } from '../../support/browser';
import { stack } from '../../support/stack';

const MAX_BYTES = 300 * 1024;
const videos = Object.entries(media).filter(([name]) => name.endsWith('_VIDEO') || name.includes('_VIDEO_'));
const posters = Object.entries(media).filter(([name]) => name.includes('_POSTER'));

const browser = useBrowser();

describe('self-made media (web/src/ui/media.ts)', () => {
  it('exports the ten URLs other features import', () => {
    expect(Object.keys(media).sort()).toEqual(
      [
        'PROMO_VIDEO_WIDE',
        'PROMO_VIDEO_MOBILE',
        'PROMO_POSTER_WIDE',
        'PROMO_POSTER_MOBILE',
        'DEMO_VIDEO',
        'DEMO_POSTER',
        'TERMS_INTRO_VIDEO',
        'TERMS_INTRO_POSTER',
        'ANALYSIS_COMPLETION_VIDEO',
        'ANALYSIS_COMPLETION_POSTER',
      ].sort(),
    );
  });

  it.each([...videos, ...posters])('%s is served from the app itself, small, with its type', async (_name, url) => {
    expect(url).toMatch(/^\/media\//);
    const response = await fetch(`${stack().url}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(url.endsWith('.mp4') ? /^video\/mp4/ : /^image\/jpeg/);
    const bytes = (await response.arrayBuffer()).byteLength;
    expect(bytes).toBeGreaterThan(1000);
    expect(bytes).toBeLessThan(MAX_BYTES);
  });

  it('every video plays in Chromium for 5 to 10 seconds', async () => {
    const { page, errors } = await browser.openPage();
    await page.goto('/empresas');
    for (const [name, url] of videos) {
      const result = await page.evaluate(async (src) => {
        const video = document.createElement('video');
        video.muted = true;
        video.src = src;
        document.body.append(video);
        await video.play();
        await new Promise((resolve) => setTimeout(resolve, 400));
        const played = { duration: video.duration, currentTime: video.currentTime, width: video.videoWidth };
        video.remove();
        return played;
      }, url);
      expect(result.currentTime, name).toBeGreaterThan(0.1);
      expect(result.duration, name).toBeGreaterThanOrEqual(5);
      expect(result.duration, name).toBeLessThanOrEqual(10);
      expect(result.width, name).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
  });
});
