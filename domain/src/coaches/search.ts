/** SPEC §5: coach search matches name, title, bio or labels, case-insensitive; mentor search is also by text. */

/** Lower case without accents, so "bolivar" finds "Bolívar". */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export interface Searchable {
  name: string;
  title: string;
  bio: string;
  labels: readonly string[];
}

/** Every word of the query must appear in the name, title, bio or one of the labels. An empty query matches all. */
export function matchesSearch(item: Searchable, query: string): boolean {
  const terms = normalizeSearchText(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const fields = [item.name, item.title, item.bio, ...item.labels].map(normalizeSearchText);
  return terms.every((term) => fields.some((field) => field.includes(term)));
}

export function filterBySearch<T extends Searchable>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesSearch(item, query));
}
