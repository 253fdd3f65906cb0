/** Spec section 9: the cart badge shows 99+ above 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The count over an icon; the icon's link or button carries the count in its own accessible name. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
    >
      {badgeText(count)}
    </span>
  );
}
