// The order of the console's .po catalogs, for the merge driver (scripts/merge-po.mjs): the one
// `lingui extract` writes (Lingui's default orderBy 'message': source text, then context, compared by
// Intl.Collator('en-US'), see orderByMessage in @lingui/cli's catalog.js).
//
// The driver used to sort by the raw quoted msgid in code-unit order ("(…" < "0…" < "; " < "{…"),
// while extract sorts by collation ("; " < "“" < "(" < "{" < "0"). Each merge of main re-sorted the
// catalogs one way and each extract the other, so `npm run i18n:extract` rewrote about 17,000 lines
// (reordering only) and catalogs were edited by hand. (Lingui 5.9's config check refuses an orderBy
// function, so the driver follows extract rather than the other way round.)
const collator = new Intl.Collator('en-US')

/** Negative, zero or positive, like any sort comparator. */
export function comparePoEntries(aMessage, aContext, bMessage, bContext) {
  return collator.compare(aMessage, bMessage) || collator.compare(aContext, bContext)
}
