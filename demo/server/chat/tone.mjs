// The agent's tone: what the reference agent plays to a caller, so a call is audible without
// anyone speaking. 440 Hz, 400 ms on and 600 ms off (a line-test beep), as 20 ms frames: G.711
// µ-law made here for PCMU; Opus packets from demo/fixtures/voice-tone.json (made once by
// make-tone.mjs with Chromium's Opus encoder: Node has none).
import { Buffer } from 'node:buffer';

export const FRAME_MS = 20;
const TONE_HZ = 440;
const ON_MS = 400;
const PERIOD_MS = 1000;

/** Sample n of the pattern at `rate`, in [-1, 1], with 5 ms ramps so the beep does not click. */
export function toneSample(n, rate) {
  const ms = ((n / rate) * 1000) % PERIOD_MS;
  if (ms >= ON_MS) return 0;
  const ramp = Math.min(1, ms / 5, (ON_MS - ms) / 5);
  return 0.4 * ramp * Math.sin((2 * Math.PI * TONE_HZ * n) / rate);
}

/** G.711 µ-law of a 16-bit sample. */
function mulaw(sample) {
  const BIAS = 0x84;
  const sign = sample < 0 ? 0x80 : 0;
  let magnitude = Math.min(Math.abs(sample), 32_635) + BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (magnitude & mask) === 0 && exponent > 0; mask >>= 1) exponent -= 1;
  const mantissa = (magnitude >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | mantissa) & 0xff;
}

/** One period of the tone as PCMU frames (8000 Hz, 160 samples each). */
export function pcmuFrames() {
  const samples = (8000 * FRAME_MS) / 1000;
  return Array.from({ length: PERIOD_MS / FRAME_MS }, (_, frame) =>
    Buffer.from(Array.from({ length: samples }, (_, index) => mulaw(Math.round(toneSample(frame * samples + index, 8000) * 32_767)))),
  );
}

/** The Opus frames of one period (48000 Hz, 960 samples each), from the voice-tone fixture. */
export const opusFrames = (fixture) => fixture.packets.map((packet) => Buffer.from(packet, 'base64'));
