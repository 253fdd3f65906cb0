/**
 * The first Tab stop of every page (WCAG 2.4.1): moves focus to the page's main content, past the
 * header and its menus. Focus is moved by hand, not by the #fragment, so the router sees no navigation.
 */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      onClick={(e) => {
        const main = document.getElementById(target);
        if (!main) return;
        e.preventDefault();
        main.focus();
      }}
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-gray-900 focus:shadow"
    >
      Skip to main content
    </a>
  );
}
