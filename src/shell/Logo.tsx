// The owner's monogram: initials in a ring, drawn as SVG so it stays sharp at every size.

export function Logo({ initials }: { initials: string }) {
  return (
    <svg
      className="logo-mark"
      viewBox="0 0 48 48"
      width="44"
      height="44"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M24 2 A22 22 0 0 1 46 24"
        fill="none"
        stroke="var(--accent)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <text x="24" y="29.5" textAnchor="middle" className="logo-initials">
        {initials}
      </text>
    </svg>
  );
}
