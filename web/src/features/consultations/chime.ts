/**
 * The short sound that announces a new request on the astrologer's dashboard: two notes from a
 * Web Audio oscillator, no audio file. Browsers let a page play sound only after the person has
 * interacted with it, so the audio context is made (or resumed) inside the first pointer or key
 * event (`armChime`); before that, a new request shows without sound. The mute choice is kept in
 * localStorage.
 */
import { useEffect, useSyncExternalStore } from "react";

const muteKey = "ad_chime_muted";
const listeners = new Set<() => void>();
let context: AudioContext | null = null;

function readMuted(): boolean {
  try {
    return localStorage.getItem(muteKey) === "1";
  } catch {
    return false;
  }
}

let muted = typeof window === "undefined" ? false : readMuted();

/** Whether the astrologer turned the sound off (remembered across visits). */
export function useChimeMuted(): [boolean, (next: boolean) => void] {
  const value = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => muted,
    () => false,
  );
  return [value, setChimeMuted];
}

export function setChimeMuted(next: boolean): void {
  muted = next;
  try {
    if (next) localStorage.setItem(muteKey, "1");
    else localStorage.removeItem(muteKey);
  } catch {
    // storage unavailable: the choice lasts for this page
  }
  listeners.forEach((l) => l());
}

/** Makes or resumes the audio context; called from a user gesture (a pointer or key event). */
function armChime(): void {
  try {
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    context ??= new Context();
    if (context.state === "suspended") void context.resume();
  } catch {
    context = null;
  }
}

/** Arms the chime at the page's first pointer or key input, while the component is mounted. */
export function useChimeArming(): void {
  useEffect(() => {
    const events = ["pointerdown", "keydown"] as const;
    events.forEach((e) => window.addEventListener(e, armChime, { passive: true }));
    return () => events.forEach((e) => window.removeEventListener(e, armChime));
  }, []);
}

/** How often an incoming call rings while it waits (the ring itself lasts about a second). */
export const RING_INTERVAL_MS = 3_000;

/**
 * Plays one ring of an incoming call: two bursts of the 440 + 480 Hz dual tone telephones ring
 * back with, 0.4 s each with 0.2 s between. Unless muted or not yet allowed, as the chime.
 */
export function playRing(): void {
  if (muted || !context || context.state !== "running") return;
  const start = context.currentTime;
  for (const at of [0, 0.6]) {
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(0.12, start + at + 0.03);
    gain.gain.setValueAtTime(0.12, start + at + 0.37);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.4);
    gain.connect(context.destination);
    for (const frequencyHz of [440, 480]) {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequencyHz;
      oscillator.connect(gain);
      oscillator.start(start + at);
      oscillator.stop(start + at + 0.42);
    }
  }
}

/** Plays the chime: two short rising notes (about 0.4 s), unless muted or not yet allowed. */
export function playChime(): void {
  if (muted || !context || context.state !== "running") return;
  const start = context.currentTime;
  [
    { frequencyHz: 880, at: 0 },
    { frequencyHz: 1318.5, at: 0.18 },
  ].forEach(({ frequencyHz, at }) => {
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = frequencyHz;
    // A quick rise and an exponential fall: a soft "ding" without a click.
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(0.25, start + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.2);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + 0.22);
  });
}
