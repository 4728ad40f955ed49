/** The HCIMS mark: a rounded square with two stylised people. Decorative (the name is beside it). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <circle cx="12" cy="12" r="4" fill="#fff" />
      <circle cx="21.5" cy="13.5" r="3" fill="#fff" fillOpacity="0.75" />
      <path d="M5.5 25c.8-4.2 3.4-6.5 6.5-6.5s5.7 2.3 6.5 6.5z" fill="#fff" />
      <path d="M17.5 19.4c1.1-1.2 2.5-1.9 4-1.9 2.6 0 4.6 2 5 5.5H19.4c-.3-1.4-1-2.6-1.9-3.6z" fill="#fff" fillOpacity="0.75" />
    </svg>
  );
}
