// The toolbar's drawings, on the icon set's 24px grid and stroke; decorative, the buttons carry the names.
const drawings = {
  paragraph: ['M13 4v16', 'M17 4v16', 'M19 4H9.5a4.5 4.5 0 0 0 0 9H13'],
  h1: ['M3 6v12', 'M11 6v12', 'M3 12h8', 'M16 9l3-2v11'],
  h2: ['M3 6v12', 'M11 6v12', 'M3 12h8', 'M15 9.5a2.5 2.5 0 0 1 5 0c0 2.5-5 4.5-5 8.5h5'],
  h3: ['M3 6v12', 'M11 6v12', 'M3 12h8', 'M15 7h5l-3 4a3 3 0 1 1-2.5 5'],
  bulletList: ['M9 6h11', 'M9 12h11', 'M9 18h11', 'M4.5 6h.01', 'M4.5 12h.01', 'M4.5 18h.01'],
  numberList: ['M10 6h10', 'M10 12h10', 'M10 18h10', 'M4 5l1.5-1v5', 'M3.5 14.5a1.5 1.5 0 0 1 3 0c0 1.5-3 2-3 4.5h3'],
  undo: ['M9 14 4 9l5-5', 'M4 9h10.5a5.5 5.5 0 0 1 0 11H11'],
  redo: ['M15 14l5-5-5-5', 'M20 9H9.5a5.5 5.5 0 0 0 0 11H13'],
} satisfies Record<string, string[]>;

export type ToolIconName = keyof typeof drawings;

export function ToolIcon({ name }: { name: ToolIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {drawings[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
