/** The store's logo, or the first letter of its name on the primary colour when it has none. */
export function StoreLogo({
  name,
  logoUrl,
  className = 'h-10 w-10',
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
}) {
  if (logoUrl)
    return <img src={logoUrl} alt={`${name} logo`} className={`${className} rounded-lg object-contain`} />;
  return (
    <span
      aria-hidden="true"
      className={`${className} flex items-center justify-center rounded-lg bg-primary text-lg font-bold text-white`}
    >
      {(name.trim()[0] ?? 'S').toUpperCase()}
    </span>
  );
}
