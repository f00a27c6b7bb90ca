// The query parameter that overrides a tab's title (and the window's): apart from the tab reducer,
// so the document title, which every page loads, does not bring the reducer with it.
export const TAB_TITLE_PARAM = '__t'
