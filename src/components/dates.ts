// Mantine's date inputs with dayjs kept in the app's language (lib/dates-locale). Screens import
// date inputs from here, never from @mantine/dates (Biome's noRestrictedImports enforces it), so
// no screen can forget the locale, and dayjs still loads only with the screens that pick dates.
// Their stylesheet comes with them (≈ 4 KiB gzip): in boot's it was on every page's first load,
// the design editor's and the sign-in page's included, which draw no date input (issue 17).
import '@mantine/dates/styles.css'
import '../lib/dates-locale'

export { DatePickerInput } from '@mantine/dates'
