/* global AudioEncoder, AudioData, btoa -- page.evaluate runs this in Chromium */
// Makes demo/fixtures/voice-tone.json: one period of the agent's tone (tone.mjs) encoded as
// Opus packets by Chromium's WebCodecs AudioEncoder, 20 ms each. Run once: node demo/server/chat/make-tone.mjs
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../test/support/chromium.mjs';
import { FRAME_MS, toneSample } from './tone.mjs';

const RATE = 48_000;
const samples = Array.from({ length: RATE }, (_, n) => toneSample(n, RATE));
// WebCodecs needs a secure context: a page on 127.0.0.1.
const server = createServer((_request, response) => response.end('<!doctype html><title>tone</title>'));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/`);
const packets = await page.evaluate(
  async ({ samples, rate, frameMs }) => {
    const chunks = [];
    const encoder = new AudioEncoder({
      output: (chunk) => {
        const bytes = new Uint8Array(chunk.byteLength);
        chunk.copyTo(bytes);
        chunks.push(btoa(String.fromCharCode(...bytes)));
      },
      error: (error) => {
        throw error;
      },
    });
    encoder.configure({ codec: 'opus', sampleRate: rate, numberOfChannels: 1, bitrate: 32_000, opus: { frameDuration: frameMs * 1000 } });
    const data = new Float32Array(samples);
    encoder.encode(new AudioData({ format: 'f32', sampleRate: rate, numberOfFrames: data.length, numberOfChannels: 1, timestamp: 0, data }));
    await encoder.flush();
    return chunks;
  },
  { samples, rate: RATE, frameMs: FRAME_MS },
);
await browser.close();
server.close();
const file = new URL('../../fixtures/voice-tone.json', import.meta.url);
writeFileSync(file, `${JSON.stringify({ codec: 'opus', clockRate: RATE, frameMs: FRAME_MS, packets }, null, 0)}\n`);
console.log(`${packets.length} Opus packets → ${file.pathname}`);
