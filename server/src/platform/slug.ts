/**
 * The URL slug of a name: accents dropped, `&` read as "and", every other run of non-alphanumerics one dash.
 * The one slug function of the server, so a name gets the same slug from the dashboard, the seed and the importer.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
