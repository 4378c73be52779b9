import map from './world-map.json' with { type: 'json' };

const countries: Record<string, { d: string; dot?: number[] }> = map.countries;

/**
 * A member's visited countries shaded on a world map (ADR 0077): plain SVG, rendered on the
 * server and needing no script, from the outlines scripts/world-map.ts drew once. It is one image
 * to assistive technology; the list of countries beside it names the same countries.
 */
export function WorldMap({ codes, label }: { codes: readonly string[]; label: string }) {
  const visited = new Set(codes);
  let land = '';
  for (const [code, { d }] of Object.entries(countries)) if (!visited.has(code)) land += d;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${map.width} ${map.height}`}
      className="mt-3 h-auto w-full"
      strokeWidth={0.5}
      strokeLinejoin="round"
      fillRule="evenodd"
    >
      <path d={land} className="fill-slate-200 stroke-white" />
      {[...visited].map((code) => {
        const { d = '', dot } = countries[code] ?? {};
        return [
          d ? <path key={`${code}-shape`} data-country={code} d={d} className="fill-teal-700 stroke-white" /> : null,
          dot ? (
            <circle
              key={`${code}-dot`}
              data-country={code}
              cx={dot[0]}
              cy={dot[1]}
              r={4}
              className="fill-teal-700 stroke-white"
            />
          ) : null,
        ];
      })}
    </svg>
  );
}
