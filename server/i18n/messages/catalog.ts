/** One area's messages: a key and its text in both languages, placeholders as {name}. */
export type MessageCatalog = Record<string, { en: string; zh: string }>
