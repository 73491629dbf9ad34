/**
 * The call bar's three icons. They live in the lazy call chunk rather than in the design
 * system's Icon set, so that pages which never call do not carry their paths.
 */
const paths = {
  microphone: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7',
  microphoneOff: 'M3 3l18 18M9 9v3a3 3 0 0 0 5.1 2.1M15 10V6a3 3 0 0 0-5.7-1.3M5.5 11a6.5 6.5 0 0 0 10.9 4.8M18.5 11a6.4 6.4 0 0 1-.6 2.7M12 17.5V21M8.5 21h7',
  hangUp: 'M3.5 14.5c4.9-4.6 12.1-4.6 17 0l-2 2.5-3.3-1.3-.4-2.6a11 11 0 0 0-5.6 0l-.4 2.6L5.5 17z',
} as const;

export function CallIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
