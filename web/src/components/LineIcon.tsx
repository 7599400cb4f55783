/**
 * A stroked 24 × 24 line icon (drawn, not a glyph: the page fonts have no such symbols), and the
 * call icons the astrologer cards and the call panel share. Decorative: the button beside or around
 * it carries the words.
 */
export function LineIcon({ d, size = 22 }: { d: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

/** Path data of the call's icons. */
export const callIcons = {
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z",
  mic: "M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM5 11a7 7 0 0 0 14 0M12 18v3",
  micOff: "M3 3l18 18M9 9v3a3 3 0 0 0 5.1 2.1M15 9.3V6a3 3 0 0 0-5.7-1.3M5 11a7 7 0 0 0 11.9 5M19 11a7 7 0 0 1-.7 3M12 18v3",
  camera: "M3 7h11a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H3zM16 10l5-3v10l-5-3",
  cameraOff: "M3 3l18 18M3 7h2m4 0h5a2 2 0 0 1 2 2v3M16 16a2 2 0 0 1-2 1H3V7M16 10l5-3v10l-3-1.8",
  flip: "M4 9a8 8 0 0 1 14-3l2 2M20 4v4h-4M20 15a8 8 0 0 1-14 3l-2-2M4 20v-4h4",
  speaker: "M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11",
  speakerOff: "M4 9h4l5-4v14l-5-4H4zM17 9l5 6M22 9l-5 6",
  hangUp: "M3 14c5-5 13-5 18 0l-2 3-4-1v-3a11 11 0 0 0-6 0v3l-4 1z",
} as const;
