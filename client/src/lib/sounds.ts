import { readSettings } from './settings';

/**
 * The two sounds (a whirl per swirl, a bell when the reading arrives),
 * synthesized with the Web Audio API so no audio files ship. Both follow the sound and volume
 * settings, and are silently skipped when the browser blocks audio.
 */

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;
const RESUME_TIMEOUT_MS = 250;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const legacy = (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  return window.AudioContext ?? legacy;
}

/** The shared context, resumed if the browser suspended it; null when sound is off or blocked. */
async function readyContext(): Promise<{ ctx: AudioContext; level: number } | null> {
  const { soundEnabled, volume } = readSettings();
  if (!soundEnabled || volume <= 0) return null;
  const Ctor = audioContextClass();
  if (!Ctor) return null;
  context ??= new Ctor();
  // A blocked resume() may never settle; give up quickly rather than play the sound much later.
  if (context.state === 'suspended') await Promise.race([context.resume(), wait(RESUME_TIMEOUT_MS)]);
  if (context.state !== 'running') return null;
  // A perceptual curve: half the slider sounds about half as loud, not a quarter.
  return { ctx: context, level: (volume / 100) ** 2 };
}

function play(render: (ctx: AudioContext, out: GainNode) => void): void {
  readyContext()
    .then((ready) => {
      if (!ready) return;
      const out = ready.ctx.createGain();
      out.gain.value = ready.level;
      out.connect(ready.ctx.destination);
      render(ready.ctx, out);
    })
    .catch(() => {
      // Autoplay restrictions or an unavailable device: the app goes on in silence.
    });
}

/** A soft rush of air sweeping up and down, like grounds turning in the cup (about 1.6 s). */
export function playWhirl(): void {
  play((ctx, out) => {
    const duration = 1.6;
    const now = ctx.currentTime;
    const noise = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * duration), ctx.sampleRate);
    const samples = noise.getChannelData(0);
    for (let i = 0; i < samples.length; i += 1) samples[i] = Math.random() * 2 - 1;

    const source = ctx.createBufferSource();
    source.buffer = noise;
    const band = ctx.createBiquadFilter();
    band.type = 'bandpass';
    band.Q.value = 6;
    band.frequency.setValueAtTime(300, now);
    band.frequency.exponentialRampToValueAtTime(1400, now + duration * 0.5);
    band.frequency.exponentialRampToValueAtTime(350, now + duration);
    const envelope = ctx.createGain();
    envelope.gain.setValueAtTime(0.0001, now);
    envelope.gain.exponentialRampToValueAtTime(0.5, now + 0.3);
    envelope.gain.exponentialRampToValueAtTime(0.0001, now + duration);

    source.connect(band).connect(envelope).connect(out);
    source.start(now);
    source.stop(now + duration);
  });
}

/** A small brass bell: a few inharmonic partials that ring and fade (about 2.5 s). */
export function playBell(): void {
  play((ctx, out) => {
    const now = ctx.currentTime;
    const partials = [
      { ratio: 1, gain: 0.35, decay: 2.4 },
      { ratio: 2.76, gain: 0.16, decay: 1.4 },
      { ratio: 5.4, gain: 0.08, decay: 0.8 },
      { ratio: 8.93, gain: 0.04, decay: 0.5 },
    ];
    for (const { ratio, gain, decay } of partials) {
      const osc = ctx.createOscillator();
      osc.type = 'sine';
      osc.frequency.value = 880 * ratio;
      const envelope = ctx.createGain();
      envelope.gain.setValueAtTime(0.0001, now);
      envelope.gain.exponentialRampToValueAtTime(gain, now + 0.01);
      envelope.gain.exponentialRampToValueAtTime(0.0001, now + decay);
      osc.connect(envelope).connect(out);
      osc.start(now);
      osc.stop(now + decay + 0.05);
    }
  });
}
