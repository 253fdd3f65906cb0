import { useEffect } from 'react';

/** Sets `<meta name="description">` while the page shows (the title goes through PageHeading). */
export function useMetaDescription(description: string | undefined): void {
  useEffect(() => {
    if (!description) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
