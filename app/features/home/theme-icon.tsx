const paths: Record<string, string[]> = {
  free: ['M3 11.5V4a1 1 0 0 1 1-1h7.5l9.5 9.5-8.5 8.5z', 'M7.5 7.5h.01'],
  experiences: [
    'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z',
    'M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  ],
  tips: ['M9 18h6', 'M10 21h4', 'M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2v.2h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z'],
  overview: ['M9 4 3 6v14l6-2 6 2 6-2V4l-6 2z', 'M9 4v14', 'M15 6v14'],
  filters: ['M4 6h9', 'M17 6h3', 'M4 12h3', 'M11 12h9', 'M4 18h11', 'M19 18h1', 'M15 4v4', 'M9 10v4', 'M17 16v4'],
};

/** Decorative: the card's heading already says what the theme is. */
export function ThemeIcon({ id }: { id: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {(paths[id] ?? paths.overview ?? []).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** A dotted route between four stops: the hero's only illustration, purely decorative. */
export function RouteIllustration({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 320 320" className={className} fill="none">
      <circle cx="160" cy="160" r="150" className="fill-teal-50" />
      <path
        d="M62 238c34-6 44-42 78-50s58 26 92 8 12-70 30-92"
        className="stroke-teal-700"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 12"
      />
      {[
        [62, 238],
        [140, 188],
        [232, 196],
        [262, 104],
      ].map(([x, y], index) => (
        <g key={`${x}-${y}`}>
          <circle
            cx={x}
            cy={y}
            r="15"
            className={index === 3 ? 'fill-teal-700' : 'fill-white stroke-teal-700'}
            strokeWidth="4"
          />
          <circle cx={x} cy={y} r="5" className={index === 3 ? 'fill-white' : 'fill-teal-700'} />
        </g>
      ))}
      <path d="M262 46c-13 0-22 9-22 21 0 16 22 37 22 37s22-21 22-37c0-12-9-21-22-21z" className="fill-amber-400" />
      <circle cx="262" cy="67" r="7" className="fill-white" />
    </svg>
  );
}
