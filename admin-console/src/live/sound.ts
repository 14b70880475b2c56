/**
 * A short two-tone chime made with WebAudio: no sound file to host, nothing from another host.
 * Browsers only let a page make sound after the person interacted with it, so the audio context
 * is created on the first click or key press (`unlockSound`) and the chime stays silent before.
 */
let context: AudioContext | undefined;

export function unlockSound(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
  } catch (failure) {
    console.warn('Sound is not available in this browser', failure);
  }
}

export function playChime(): void {
  const audio = context;
  if (audio?.state !== 'running') return;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1175],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.17);
  }
}
